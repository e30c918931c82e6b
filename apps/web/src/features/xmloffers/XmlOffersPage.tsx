import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '../../__generated__/gql';
import { StyledPanel } from '../../shared/ui/Page';
import { Tab, TabList, TabPanel, TabsRoot } from '../../shared/ui/Tabs';
import { ALL_PLATFORMS } from '@flyerdesk/domain/ordering';
import { OrderingPanel } from './OrderingPanel';
import { OwnMutationsProvider } from './ownMutations';
import { ErrorState, LoadingState } from '../../shared/ui/States';

export const XmlOffersPlatformsQuery = graphql(`
  query XmlOffersPlatforms {
    platforms {
      leafletPlatforms {
        key
        name
      }
    }
  }
`);

/** The URL query parameter holding the chosen tab. */
export const PLATFORM_PARAM = 'platform';

/**
 * The order of promotions (/xmloffers): one tab per app platform plus "all platforms"; the chosen tab
 * is kept in the address (?platform=android).
 */
export default function XmlOffersPage() {
  const { t } = useTranslation('xmloffers');
  const [params, setParams] = useSearchParams();
  const { data, error, refetch } = useQuery(XmlOffersPlatformsQuery);

  const tabs = data
    ? [...data.platforms.leafletPlatforms.map(({ key, name }) => ({ key, name })), { key: ALL_PLATFORMS, name: t('tabs.all') }]
    : [];
  const requested = params.get(PLATFORM_PARAM);
  const active = tabs.find((tab) => tab.key === requested) ?? tabs[0];

  let body;
  if (!active) {
    body = error ? (
      <ErrorState
        message={t('tabs.error')}
        onRetry={() => {
          refetch().catch(() => undefined);
        }}
      />
    ) : (
      <LoadingState label={t('tabs.loading')} lines={2} />
    );
  } else {
    body = (
      <TabsRoot
        value={active.key}
        onValueChange={(value) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set(PLATFORM_PARAM, value);
              return next;
            },
            { replace: true },
          )
        }
      >
        <TabList aria-label={t('tabs.label')}>
          {tabs.map((tab) => (
            <Tab key={tab.key} value={tab.key} data-testid={`platform-tab-${tab.key}`}>
              {tab.name}
            </Tab>
          ))}
        </TabList>
        {tabs.map((tab) => (
          <TabPanel key={tab.key} value={tab.key}>
            {tab.key === active.key && <OrderingPanel key={tab.key} platform={tab.key} platformName={tab.name} />}
          </TabPanel>
        ))}
      </TabsRoot>
    );
  }

  return (
    <OwnMutationsProvider>
      <StyledPage>
        <StyledTitle>{t('title')}</StyledTitle>
        <StyledPanel>{body}</StyledPanel>
      </StyledPage>
    </OwnMutationsProvider>
  );
}

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const StyledTitle = styled.h1`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.xl};
`;
