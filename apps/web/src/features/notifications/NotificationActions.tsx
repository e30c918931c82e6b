import { useApolloClient } from '@apollo/client/react';
import { formatDateTime } from '@flyerdesk/domain/dates';
import { canChangeNotification } from '@flyerdesk/domain/notifications';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ErrorHandlingContext } from '../../shared/errors/handlers';
import { describeError } from '../../shared/errors/describeError';
import { newClientMutationId } from '../../shared/resource/clientMutationId';
import { announceLocalChange } from '../../shared/resource/localChanges';
import type { RecordContext } from '../../shared/resource/RecordPanel';
import { StyledButton } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { NotificationProgress } from './NotificationProgress';
import { deliveriesPath, type NotificationRecord } from './notificationsResource';
import { NotificationStatusBadge } from './NotificationStatusBadge';
import { CancelNotificationMutation } from './operations';
import { useNotificationTexts } from './useNotificationTexts';

const NO_DEFAULT_TOAST: ErrorHandlingContext = { skipErrorToast: true };

export interface NotificationActionsProps {
  notification: NotificationRecord;
  context: RecordContext<NotificationRecord>;
}

/**
 * What a notification shows and offers besides its form: its status; while it is sent the live
 * progress, once sent its counts and a link to its deliveries; while planned "Cancel sending" (after a
 * question; offered while the form has no unsaved changes and nobody else edits it).
 */
export function NotificationActions({ notification, context }: NotificationActionsProps) {
  const { t } = useTranslation('notifications');
  const texts = useNotificationTexts();
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const planned = canChangeNotification(notification.status);
  const name = texts.name(notification);

  const cancel = async () => {
    setBusy(true);
    try {
      const result = await client.mutate({
        mutation: CancelNotificationMutation,
        variables: { id: notification.id, version: notification.version, clientMutationId: newClientMutationId() },
        context: NO_DEFAULT_TOAST,
      });
      const changed = result.data?.record;
      if (changed) announceLocalChange('notifications', 'UPDATED', changed);
      toast.success(t('actions.cancelled', { name }));
    } catch (error) {
      toast.error(describeError(error, t), { id: `notification-cancel:${notification.id}` });
    } finally {
      setBusy(false);
    }
  };

  const started = notification.status === 'SENDING' || notification.status === 'SENT' || notification.status === 'FAILED';
  return (
    <StyledActions aria-label={t('actions.legend')} data-testid="notification-actions">
      <StyledRow>
        <NotificationStatusBadge status={notification.status} />
        {notification.status === 'SENDING' ? <NotificationProgress notification={notification} /> : null}
        {notification.status === 'SENT' || notification.status === 'FAILED' ? (
          <StyledMuted data-testid="notification-result">
            {t('result', { sent: notification.sent, failed: notification.failed, recipients: notification.recipients })}
          </StyledMuted>
        ) : null}
      </StyledRow>
      <StyledRow>
        {planned ? (
          <StyledButton
            type="button"
            onClick={() => setConfirm(true)}
            disabled={busy || context.readOnly || context.dirty}
            data-testid="notification-cancel"
          >
            {t('actions.cancel')}
          </StyledButton>
        ) : null}
        {started ? (
          <StyledButton as={Link} to={deliveriesPath(notification.id)} data-testid="notification-deliveries-link">
            {t('actions.deliveries')}
          </StyledButton>
        ) : null}
      </StyledRow>
      {planned && context.dirty ? <StyledMuted>{t('actions.saveFirst')}</StyledMuted> : null}
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={t('actions.cancelTitle')}
        description={t('actions.cancelQuestion', { name, at: formatDateTime(notification.plannedAt) })}
        confirmLabel={t('actions.cancelConfirm')}
        busy={busy}
        data-testid="notification-cancel-dialog"
        confirmTestId="notification-cancel-confirm"
        onConfirm={cancel}
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

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
