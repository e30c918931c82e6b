import { useApolloClient } from '@apollo/client/react';
import { userPasswordSchema } from '@flyerdesk/domain/validation/user';
import { FormikProvider, useFormik } from 'formik';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ErrorToastContext } from '../../shared/apollo/errorLink';
import { describeError } from '../../shared/errors/describeError';
import { FormikTextField } from '../../shared/forms/FormikTextField';
import { formErrors, serverFieldErrors } from '../../shared/forms/validation';
import { newClientMutationId } from '../../shared/resource/clientMutationId';
import { announceLocalChange } from '../../shared/resource/localChanges';
import type { RecordContext } from '../../shared/resource/RecordPanel';
import { Alert } from '../../shared/ui/Alert';
import { StyledButton } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { Dialog } from '../../shared/ui/Dialog';
import { DisableUserMutation, EnableUserMutation, SetUserPasswordMutation } from './operations';
import { usersResource, type UserRecord } from './usersResource';

const NO_DEFAULT_TOAST: ErrorToastContext = { skipErrorToast: true };

export interface UserActionsProps {
  user: UserRecord;
  context: RecordContext<UserRecord>;
  /** The account is the signed-in user's own (it cannot be disabled). */
  own: boolean;
}

/**
 * What is done to an account besides its form: enable it, disable it (after a question: every session
 * of the user ends), and set a temporary password the user must change at the next sign-in. Offered
 * while the form has no unsaved changes and nobody else edits the account.
 */
export function UserActions({ user, context, own }: UserActionsProps) {
  const { t } = useTranslation('users');
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const [confirmDisable, setConfirmDisable] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const blocked = context.readOnly || context.dirty;

  const setEnabled = async (enabled: boolean) => {
    setBusy(true);
    try {
      const result = await client.mutate({
        mutation: enabled ? EnableUserMutation : DisableUserMutation,
        variables: { id: user.id, version: user.version, clientMutationId: newClientMutationId() },
        context: NO_DEFAULT_TOAST,
      });
      const changed = result.data?.record;
      if (changed) announceLocalChange(usersResource.resource, 'UPDATED', changed);
      toast.success(t(enabled ? 'actions.enabled' : 'actions.disabled', { name: user.username }));
    } catch (error) {
      toast.error(describeError(error, t), { id: `user-enabled:${user.id}` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <StyledActions aria-label={t('actions.legend')} data-testid="user-actions">
      <StyledButtons>
        {user.enabled ? (
          <StyledButton
            type="button"
            onClick={() => setConfirmDisable(true)}
            disabled={busy || blocked || own}
            data-testid="user-disable"
          >
            {t('actions.disable')}
          </StyledButton>
        ) : (
          <StyledButton type="button" onClick={() => void setEnabled(true)} disabled={busy || blocked} data-testid="user-enable">
            {t('actions.enable')}
          </StyledButton>
        )}
        <StyledButton type="button" onClick={() => setPasswordOpen(true)} disabled={busy || blocked} data-testid="user-set-password">
          {t('actions.setPassword')}
        </StyledButton>
      </StyledButtons>
      {own && user.enabled ? <StyledNote>{t('actions.notSelf')}</StyledNote> : null}
      {context.dirty ? <StyledNote>{t('actions.saveFirst')}</StyledNote> : null}
      <ConfirmDialog
        open={confirmDisable}
        onOpenChange={setConfirmDisable}
        title={t('actions.disableTitle', { name: user.username })}
        description={t('actions.disableQuestion')}
        confirmLabel={t('actions.disableConfirm')}
        busy={busy}
        data-testid="user-disable-dialog"
        confirmTestId="user-disable-confirm"
        onConfirm={() => setEnabled(false)}
      />
      {passwordOpen ? <TemporaryPasswordDialog user={user} onClose={() => setPasswordOpen(false)} /> : null}
    </StyledActions>
  );
}

/** Sets a temporary password (the domain's rule for passwords); the server's refusal shows under the field. */
function TemporaryPasswordDialog({ user, onClose }: { user: UserRecord; onClose: () => void }) {
  const { t } = useTranslation('users');
  const client = useApolloClient();
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { temporaryPassword: '' },
    validate: (values) => formErrors(userPasswordSchema, values, t),
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        const result = await client.mutate({
          mutation: SetUserPasswordMutation,
          variables: { id: user.id, temporaryPassword: values.temporaryPassword, version: user.version, clientMutationId: newClientMutationId() },
          context: NO_DEFAULT_TOAST,
        });
        const changed = result.data?.record;
        if (changed) announceLocalChange(usersResource.resource, 'UPDATED', changed);
      } catch (error) {
        const fields = serverFieldErrors(error, t);
        if (Object.keys(fields).length > 0) helpers.setErrors(fields);
        else setFailure(describeError(error, t));
        return;
      }
      toast.success(t('password.done', { name: user.username }));
      onClose();
    },
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !formik.isSubmitting) onClose();
      }}
      title={t('password.title', { name: user.username })}
      closeLabel={t('close', { ns: 'common' })}
      description={t('password.note')}
    >
      <FormikProvider value={formik}>
        <form noValidate onSubmit={formik.handleSubmit} data-testid="user-password-dialog">
          <FormikTextField name="temporaryPassword" label={t('password.field')} type="password" autoComplete="new-password" />
          {failure ? <Alert tone="danger">{failure}</Alert> : null}
          <StyledButtons $end>
            <StyledButton type="button" onClick={onClose} disabled={formik.isSubmitting}>
              {t('cancel', { ns: 'common' })}
            </StyledButton>
            <StyledButton type="submit" $variant="primary" disabled={formik.isSubmitting} aria-busy={formik.isSubmitting}>
              {t('password.save')}
            </StyledButton>
          </StyledButtons>
        </form>
      </FormikProvider>
    </Dialog>
  );
}

const StyledActions = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledButtons = styled.div<{ $end?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: ${({ $end }) => ($end ? 'flex-end' : 'flex-start')};
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
