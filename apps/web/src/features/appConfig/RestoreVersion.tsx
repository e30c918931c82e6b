import { useApolloClient } from '@apollo/client/react';
import { ConflictReason } from '@flyerdesk/domain/errors';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { ErrorToastContext } from '../../shared/apollo/errorLink';
import { conflictReasonOf, describeError } from '../../shared/errors/describeError';
import { newClientMutationId } from '../../shared/resource/clientMutationId';
import { announceLocalChange } from '../../shared/resource/localChanges';
import type { RecordContext } from '../../shared/resource/RecordPanel';
import type { HistoryEntryData } from '../../shared/resource/types';
import { StyledButton } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import type { AppConfigRecord } from './appConfigResource';
import { AppConfigSectionQuery, RevertAppConfigSectionMutation } from './operations';

const NO_DEFAULT_TOAST: ErrorToastContext = { skipErrorToast: true };

export interface RestoreVersionProps {
  entry: HistoryEntryData;
  /** The section as it is now (its version is the one the restore starts from). */
  record: AppConfigRecord;
  context: RecordContext<AppConfigRecord>;
  /** The section's title. */
  name: string;
}

/**
 * "Restore this version" of an older history entry: asks first, then saves the document the section
 * had at that version as its next version (sending the version on screen). A section saved meanwhile
 * by someone else is said plainly and read again; other refusals are worded by describeError. Not
 * offered while the form has unsaved changes or someone else is editing.
 */
export function RestoreVersion({ entry, record, context, name }: RestoreVersionProps) {
  const { t } = useTranslation('appConfig');
  const client = useApolloClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const version = entry.version;
  const blocked = context.dirty || context.lock.heldByOther;

  const restore = async () => {
    setBusy(true);
    try {
      const result = await client.mutate({
        mutation: RevertAppConfigSectionMutation,
        variables: { id: record.id, version: record.version, toVersion: version, clientMutationId: newClientMutationId() },
        context: NO_DEFAULT_TOAST,
      });
      const restored = result.data?.record;
      if (restored) announceLocalChange('appConfig', 'UPDATED', restored);
      toast.success(t('history.restored', { name, version }), { id: `restore:${record.id}` });
    } catch (error) {
      if (conflictReasonOf(error) === ConflictReason.VERSION_MISMATCH) {
        toast.error(t('history.stale', { name }), { id: `restore:${record.id}` });
        await client.query({ query: AppConfigSectionQuery, variables: { id: record.id }, fetchPolicy: 'network-only' }).catch(() => undefined);
        return;
      }
      toast.error(t('history.failed', { reason: describeError(error, t) }), { id: `restore:${record.id}` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <StyledButton
        type="button"
        onClick={() => setOpen(true)}
        disabled={busy || blocked}
        title={context.dirty ? t('history.restoreUnsaved') : undefined}
        aria-label={t('history.restoreLabel', { version })}
        data-testid={`restore-version-${String(version)}`}
      >
        {t('history.restore')}
      </StyledButton>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('history.restoreTitle', { version })}
        description={t('history.restoreQuestion', { name, version })}
        confirmLabel={t('history.restoreConfirm')}
        busy={busy}
        onConfirm={restore}
        data-testid="restore-dialog"
      />
    </>
  );
}
