import { useQuery } from '@apollo/client/react';
import { formatDateTime } from '@flyerdesk/domain/dates';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { describeError } from '../errors/describeError';
import { PresenceAvatars } from '../presence/PresenceAvatars';
import { Alert } from '../ui/Alert';
import { StyledButton } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Dialog } from '../ui/Dialog';
import { ErrorState, LoadingState } from '../ui/States';
import { HistoryPanel } from './HistoryPanel';
import { LockBanner } from './LockBanner';
import { RecordForm } from './RecordForm';
import { useArchiveRestore } from './useArchiveRestore';
import { NEW_RECORD } from './useListParams';
import { useRecordLock, type RecordLockController } from './useRecordLock';
import { useRecordPresence } from './useRecordPresence';
import { editorFor, type FailureToast, type HistoryEntryData, type HistoryFieldChange, type RecordEditorSource, type ResourceDefinition, type ResourceRecord } from './types';

/** What a feature's parts of the record panel are told. */
export interface RecordContext<TRecord> {
  /** Undefined while creating. */
  record: TRecord | undefined;
  creating: boolean;
  readOnly: boolean;
  /** The form has unsaved changes. */
  dirty: boolean;
  lock: RecordLockController;
  /** The records the list beside the panel shows (its current page; none when the panel stands alone). */
  listed: readonly TRecord[];
}

export interface RecordPanelProps<TRecord extends ResourceRecord, TValues extends Record<string, unknown>, TInput, TCreateInput = TInput> {
  definition: ResourceDefinition<TRecord, TInput, TCreateInput>;
  /** The form's editor, or a function giving each record its own (see RecordEditorSource). */
  editor: RecordEditorSource<TRecord, TValues, TInput, TCreateInput>;
  /** The record's id, or NEW_RECORD to create one. */
  recordId: string;
  /** Title while creating, e.g. "New category" (needed when the resource creates records). */
  newTitle?: string;
  /** The form's fields. */
  renderFields: (context: RecordContext<TRecord>) => ReactNode;
  /** More about an existing record under the form (e.g. its logo upload, or a user's enable and disable). */
  renderExtra?: (record: TRecord, context: RecordContext<TRecord>) => ReactNode;
  /**
   * Why an existing record cannot be edited any more, shown above its read-only form (e.g. a
   * notification that was sent); null or undefined while it can be.
   */
  readOnlyReason?: (record: TRecord) => string | null | undefined;
  /** The submit button's text for the values on screen (default "Save"). */
  submitLabel?: (values: TValues, creating: boolean) => string;
  /** Checks beyond the domain schema (e.g. a new insert needs an image). */
  validate?: (values: TValues, context: { creating: boolean }) => Partial<Record<string, string>>;
  /** After a save went through (e.g. the image of a new insert is uploaded now). */
  onSaved?: (record: TRecord, created: boolean, values: TValues) => Promise<void> | void;
  /** Refused saves, archives and restores are told in a toast worded by the resource (see FailureToast). */
  failureToast?: FailureToast;
  /** Words a failed load of the record (`reason` is describeError's wording); describeError alone otherwise. */
  loadFailure?: (reason: string) => string;
  /**
   * The history's changed fields shown as other fields (e.g. one JSON document field as the keys that
   * changed in it); each change as it is when left out.
   */
  historyChanges?: (change: HistoryFieldChange, record: TRecord) => readonly HistoryFieldChange[];
  /** Actions of one history entry (e.g. restoring the record as it was at that version). */
  renderHistoryActions?: (entry: HistoryEntryData, record: TRecord, context: RecordContext<TRecord>) => ReactNode;
  /** The records the list beside the panel shows (handed to the feature's parts in their context). */
  listed?: readonly TRecord[];
  onClose: () => void;
  /** A new record was created: the panel should show it (its id in the URL). */
  onCreated: (record: TRecord) => void;
}

/**
 * One record in a dialog over its list, addressed by the URL: who else has it open (presence), the
 * edit lock (banner, take over, lost notice), the form, archive or restore (when the resource has
 * them), and its history. Closing with unsaved changes asks first; the lock is released when the
 * panel closes.
 */
export function RecordPanel<TRecord extends ResourceRecord, TValues extends Record<string, unknown>, TInput, TCreateInput = TInput>(
  props: RecordPanelProps<TRecord, TValues, TInput, TCreateInput>,
) {
  const { t } = useTranslation('resource');
  const { definition, recordId, newTitle = '', loadFailure, onClose } = props;
  const creating = recordId === NEW_RECORD;
  const { data, error, loading, refetch } = useQuery(definition.recordQuery, {
    variables: { id: recordId },
    skip: creating,
    fetchPolicy: 'cache-and-network',
  });
  const record = creating ? undefined : data?.record;
  const [dirty, setDirty] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);

  const requestClose = () => {
    if (dirty) setConfirmClose(true);
    else onClose();
  };

  const title = creating ? newTitle : record ? definition.nameOf(record) : t('panel.loading');
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) requestClose();
      }}
      title={title}
      closeLabel={t('panel.close')}
    >
      <div data-testid="record-panel">
        {creating || record ? (
          <RecordBody {...props} record={record} creating={creating} dirty={dirty} onDirtyChange={setDirty} />
        ) : error && !loading ? (
          <ErrorState
            message={loadFailure ? loadFailure(describeError(error, t)) : describeError(error, t)}
            onRetry={() => {
              refetch().catch(() => undefined);
            }}
          />
        ) : (
          <LoadingState label={t('panel.loading')} />
        )}
      </div>
      <ConfirmDialog
        open={confirmClose}
        onOpenChange={setConfirmClose}
        title={t('panel.discardTitle')}
        description={t('panel.discardQuestion')}
        confirmLabel={t('panel.discardConfirm')}
        onConfirm={onClose}
      />
    </Dialog>
  );
}

function RecordBody<TRecord extends ResourceRecord, TValues extends Record<string, unknown>, TInput, TCreateInput>({
  definition,
  editor: editorSource,
  record,
  creating,
  renderFields,
  renderExtra,
  readOnlyReason,
  submitLabel,
  validate,
  onSaved,
  onCreated,
  failureToast,
  historyChanges,
  renderHistoryActions,
  listed = NOTHING_LISTED,
  dirty,
  onDirtyChange,
}: RecordPanelProps<TRecord, TValues, TInput, TCreateInput> & {
  record: TRecord | undefined;
  creating: boolean;
  dirty: boolean;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useTranslation('resource');
  const editor = editorFor(editorSource, record);
  const id = record?.id;
  const members = useRecordPresence(definition.resource, id);
  const lock = useRecordLock(definition.resource, id);
  const { archive, restore, busy } = useArchiveRestore(definition, failureToast);
  const [confirm, setConfirm] = useState<'archive' | 'restore' | null>(null);
  const archived = record?.archivedAt != null;
  const frozenBecause = record ? (readOnlyReason?.(record) ?? null) : null;
  const frozen = archived || frozenBecause !== null;
  const context: RecordContext<TRecord> = { record, creating, readOnly: frozen || lock.heldByOther, dirty, lock, listed };

  const validateValues = useCallback((values: TValues) => validate?.(values, { creating }) ?? {}, [validate, creating]);
  const saved = useCallback(
    async (savedRecord: TRecord, created: boolean, values: TValues) => {
      await onSaved?.(savedRecord, created, values);
      if (created) onCreated(savedRecord);
    },
    [onSaved, onCreated],
  );

  return (
    <StyledBody>
      {record ? (
        <StyledMeta>
          <span>
            {t('panel.updated', { who: record.updatedBy ?? t('history.system'), at: formatDateTime(record.updatedAt) })}
          </span>
          <PresenceAvatars
            members={members}
            me={lock.me}
            label={t('presence.label')}
            youLabel={(username) => t('presence.you', { username })}
            data-testid="record-presence"
          />
        </StyledMeta>
      ) : null}
      <LockBanner lock={lock} />
      {record && archived ? (
        <Alert tone="info">{t('panel.archivedNote', { at: formatDateTime(record.archivedAt) })}</Alert>
      ) : null}
      {frozenBecause !== null ? (
        <Alert tone="info">
          <span data-testid="record-read-only">{frozenBecause}</span>
        </Alert>
      ) : null}
      <RecordForm
        definition={definition}
        editor={editor}
        record={record}
        lock={record ? lock : undefined}
        readOnly={frozen}
        validate={validateValues}
        {...(submitLabel ? { submitLabel } : {})}
        onSaved={saved}
        onDirtyChange={onDirtyChange}
        failureToast={failureToast}
      >
        {renderFields(context)}
      </RecordForm>
      {record ? renderExtra?.(record, context) : null}
      {record && definition.archive ? (
        <StyledRecordActions>
          {archived ? (
            <StyledButton type="button" onClick={() => setConfirm('restore')} disabled={busy}>
              {t('restore.button')}
            </StyledButton>
          ) : (
            <StyledButton type="button" onClick={() => setConfirm('archive')} disabled={busy || lock.heldByOther}>
              {t('archive.button')}
            </StyledButton>
          )}
          <ConfirmDialog
            open={confirm !== null}
            onOpenChange={(open) => {
              if (!open) setConfirm(null);
            }}
            title={t(confirm === 'restore' ? 'restore.title' : 'archive.title')}
            description={t(confirm === 'restore' ? 'restore.question' : 'archive.question', { name: definition.nameOf(record) })}
            confirmLabel={t(confirm === 'restore' ? 'restore.confirm' : 'archive.confirm')}
            busy={busy}
            data-testid="archive-dialog"
            onConfirm={() => (confirm === 'restore' ? restore(record) : archive(record))}
          />
        </StyledRecordActions>
      ) : null}
      {record ? (
        <HistoryPanel
          query={definition.historyQuery}
          id={record.id}
          version={record.version}
          fields={editor.fields}
          {...(historyChanges ? { expandChange: (change: HistoryFieldChange) => historyChanges(change, record) } : {})}
          {...(renderHistoryActions ? { renderActions: (entry: HistoryEntryData) => renderHistoryActions(entry, record, context) } : {})}
        />
      ) : null}
    </StyledBody>
  );
}

const NOTHING_LISTED: readonly never[] = [];

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledRecordActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
