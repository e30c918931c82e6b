import { useApolloClient } from '@apollo/client/react';
import { canDeactivateReel, canPublishReel, type ReelStatusAction } from '@flyerdesk/domain/reels';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ErrorHandlingContext } from '../../shared/errors/handlers';
import { describeError } from '../../shared/errors/describeError';
import { newClientMutationId } from '../../shared/resource/clientMutationId';
import { announceLocalChange } from '../../shared/resource/localChanges';
import type { RecordContext } from '../../shared/resource/RecordPanel';
import { StyledButton } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { DeactivateReelMutation, PublishReelMutation } from './operations';
import { reelsResource, type ReelRecord } from './reelsResource';
import { ReelStatusBadge } from './ReelStatusBadge';

const NO_DEFAULT_TOAST: ErrorHandlingContext = { skipErrorToast: true };

export interface ReelActionsProps {
  reel: ReelRecord;
  context: RecordContext<ReelRecord>;
}

/**
 * What a reel shows and offers besides its form: its status (and whether its visibility has ended),
 * its views and clicks, and "Publish" or "Deactivate" after a question — offered while the form has
 * no unsaved changes, nobody else edits the reel and it is not removed. Removing and restoring are the
 * kit's archive and restore, below.
 */
export function ReelActions({ reel, context }: ReelActionsProps) {
  const { t } = useTranslation('reels');
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<ReelStatusAction | null>(null);
  const removed = reel.archivedAt != null;
  const blocked = busy || context.readOnly || context.dirty || removed;

  const run = async (action: ReelStatusAction) => {
    setBusy(true);
    try {
      const result = await client.mutate({
        mutation: action === 'publish' ? PublishReelMutation : DeactivateReelMutation,
        variables: { id: reel.id, version: reel.version, clientMutationId: newClientMutationId() },
        context: NO_DEFAULT_TOAST,
      });
      const changed = result.data?.record;
      if (changed) announceLocalChange(reelsResource.resource, 'UPDATED', changed);
      toast.success(t(action === 'publish' ? 'actions.published' : 'actions.deactivated', { name: reel.naturalId }));
    } catch (error) {
      toast.error(describeError(error, t), { id: `reel-${action}:${reel.id}` });
    } finally {
      setBusy(false);
    }
  };

  const expired = reel.expiry === 'EXPIRED';
  return (
    <StyledActions aria-label={t('actions.legend')} data-testid="reel-actions">
      <StyledRow>
        <ReelStatusBadge status={reel.status} expired={expired} />
        <StyledStats>
          <span data-testid="reel-impressions">
            {t('fields.impressions')}: {reel.impressions}
          </span>
          <span data-testid="reel-clicks">
            {t('fields.clicks')}: {reel.clicks}
          </span>
        </StyledStats>
      </StyledRow>
      {expired ? <StyledMuted>{t('actions.expiredNote')}</StyledMuted> : null}
      <StyledRow>
        {canPublishReel(reel.status) ? (
          <StyledButton type="button" $variant="primary" onClick={() => setAsking('publish')} disabled={blocked} data-testid="reel-publish">
            {t('actions.publish')}
          </StyledButton>
        ) : null}
        {canDeactivateReel(reel.status) ? (
          <StyledButton type="button" onClick={() => setAsking('deactivate')} disabled={blocked} data-testid="reel-deactivate">
            {t('actions.deactivate')}
          </StyledButton>
        ) : null}
      </StyledRow>
      {context.dirty ? <StyledMuted>{t('actions.saveFirst')}</StyledMuted> : null}
      <StyledMuted>{t('actions.removeNote')}</StyledMuted>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={t(asking === 'deactivate' ? 'actions.deactivateTitle' : 'actions.publishTitle')}
        description={t(asking === 'deactivate' ? 'actions.deactivateQuestion' : 'actions.publishQuestion', { name: reel.naturalId })}
        confirmLabel={t(asking === 'deactivate' ? 'actions.deactivate' : 'actions.publish')}
        busy={busy}
        data-testid="reel-action-dialog"
        confirmTestId={`reel-${asking ?? 'publish'}-confirm`}
        onConfirm={() => (asking ? run(asking) : undefined)}
      />
    </StyledActions>
  );
}

const StyledActions = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};

  &:empty {
    display: none;
  }
`;

const StyledStats = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
