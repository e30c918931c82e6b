import { useQuery } from '@apollo/client/react';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { graphql } from '../../__generated__/gql';
import type { FeedLinks_PlatformFragment } from '../../__generated__/graphql';
import { StyledButton } from '../../shared/ui/Button';
import { focusRing } from './publicationStyles';

export const FeedLinks_platform = graphql(`
  fragment FeedLinks_platform on Platform {
    key
    name
  }
`);

export const FeedPlatformsQuery = graphql(`
  query FeedPlatforms {
    platforms {
      leafletPlatforms {
        ...FeedLinks_platform
      }
    }
  }
`);

export const FeedUrlQuery = graphql(`
  query FeedUrl($platform: String!) {
    feedUrl(platform: $platform)
  }
`);

/** Links to every platform's XML feed, each opening in a new tab. */
export function FeedLinks() {
  const { t } = useTranslation('publication');
  const headingId = useId();
  const { data, error, refetch } = useQuery(FeedPlatformsQuery);
  const platforms = data?.platforms.leafletPlatforms;

  let body;
  if (platforms) {
    body = (
      <StyledLinks aria-labelledby={headingId}>
        {platforms.map((platform) => (
          <FeedLink key={platform.key} platform={platform} />
        ))}
      </StyledLinks>
    );
  } else if (error) {
    body = (
      <StyledError role="alert">
        <span>{t('feeds.error')}</span>
        <StyledButton type="button" onClick={() => void refetch().catch(() => undefined)}>
          {t('retry')}
        </StyledButton>
      </StyledError>
    );
  } else {
    body = <StyledMuted role="status">{t('feeds.loading')}</StyledMuted>;
  }

  return (
    <StyledFeeds data-testid="publication-feeds">
      <StyledHeading id={headingId}>{t('feeds.heading')}</StyledHeading>
      {body}
    </StyledFeeds>
  );
}

/** One platform's feed; its address comes from the server. */
function FeedLink({ platform }: { platform: FeedLinks_PlatformFragment }) {
  const { t } = useTranslation('publication');
  const { data } = useQuery(FeedUrlQuery, { variables: { platform: platform.key } });
  const url = data?.feedUrl;
  return (
    <li>
      {url ? (
        <StyledLink href={url} target="_blank" rel="noopener noreferrer" data-testid={`feed-link-${platform.key}`}>
          {platform.name}
          <span aria-hidden="true"> ↗</span>
          <VisuallyHidden> {t('feeds.newTab')}</VisuallyHidden>
        </StyledLink>
      ) : (
        <StyledMuted>{platform.name}</StyledMuted>
      )}
    </li>
  );
}

const StyledFeeds = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledHeading = styled.h3`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
`;

const StyledLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledLink = styled.a`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2.5)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  color: ${({ theme }) => theme.colors.info};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    text-decoration: underline;
  }

  ${focusRing}
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledError = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
