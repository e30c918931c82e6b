import { useQuery } from '@apollo/client/react';
import { ACTIVATION_THRESHOLD_MINUTES } from '@flyerdesk/domain/leafletStatus';
import { can } from '@flyerdesk/domain/permissions';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { SessionDocument } from '../../shared/session/session';
import { StyledButton } from '../../shared/ui/Button';
import { FeedLinks } from './FeedLinks';
import { PendingLeafletList } from './PendingLeafletList';
import { PublishPromotionsButton } from './PublishPromotionsButton';
import { usePendingPublication } from './usePendingPublication';

/**
 * Roles of the signed-in user, read from the session the app has already loaded (never fetched
 * here): without a loaded session the user is treated as having no roles.
 */
function useSessionRoles(): readonly string[] {
  const { data } = useQuery(SessionDocument, { fetchPolicy: 'cache-only' });
  return data?.me.roles ?? [];
}

/**
 * "Publish promotions" on the dashboard: the leaflets awaiting activation and deactivation (kept
 * live), the publish action for those allowed to publish, and links to each platform's XML feed.
 * Shown only to users allowed to see the pending lists.
 */
export function PublicationPanel() {
  const roles = useSessionRoles();
  if (!can(roles, 'publication.read')) return null;
  return <PublicationPanelContent canPublish={can(roles, 'leaflets.publish')} />;
}

function PublicationPanelContent({ canPublish }: { canPublish: boolean }) {
  const { t } = useTranslation('publication');
  const headingId = useId();
  const { data, loading, error, refetch } = usePendingPublication();
  const pending = data?.pendingPublication;
  const retry = () => {
    refetch().catch(() => undefined);
  };

  const errorState = (
    <StyledError role="alert">
      <span>{t('error')}</span>
      <StyledButton type="button" onClick={retry}>
        {t('retry')}
      </StyledButton>
    </StyledError>
  );

  let body;
  if (!pending) {
    body = error ? (
      errorState
    ) : (
      <div role="status" aria-label={t('loading')} aria-busy="true" data-testid="publication-loading">
        <VisuallyHidden>{t('loading')}</VisuallyHidden>
        <StyledSkeleton aria-hidden="true" />
        <StyledSkeleton aria-hidden="true" />
      </div>
    );
  } else {
    body = (
      <>
        {error && errorState}
        <StyledLists aria-busy={loading}>
          <PendingLeafletList
            kind="toActivate"
            leaflets={pending.toActivate}
            hint={t('toActivate.hint', { count: ACTIVATION_THRESHOLD_MINUTES })}
          />
          <PendingLeafletList kind="toDeactivate" leaflets={pending.toDeactivate} hint={t('toDeactivate.hint')} />
        </StyledLists>
      </>
    );
  }

  return (
    <StyledPanel aria-labelledby={headingId} data-testid="publication-panel">
      <StyledHeader>
        <StyledHeading id={headingId}>{t('heading')}</StyledHeading>
        {canPublish && (
          <PublishPromotionsButton
            pending={
              pending ? { toActivate: pending.toActivate.length, toDeactivate: pending.toDeactivate.length } : undefined
            }
          />
        )}
      </StyledHeader>
      {body}
      <FeedLinks />
    </StyledPanel>
  );
}

const StyledPanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledHeading = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const StyledLists = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 38rem), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
`;

const StyledError = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.danger};
`;

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.45; }
  100% { opacity: 1; }
`;

const StyledSkeleton = styled.div`
  height: ${({ theme }) => theme.space(10)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  animation: ${pulse} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
