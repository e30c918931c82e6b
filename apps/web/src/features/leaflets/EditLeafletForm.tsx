import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { formatDateTime } from '@flyerdesk/domain/dates';
import { editStatusChoices } from '@flyerdesk/domain/leafletStatus';
import { PLATFORM_KEYS, PRIORITY_FIELD, VISIBILITY_FIELD, formatPlatformName } from '@flyerdesk/domain/platforms';
import { leafletUpdateSchema } from '@flyerdesk/domain/validation/leaflet';
import { FormikProvider, useFormik } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PresenceAvatars } from '../../shared/presence/PresenceAvatars';
import { newClientMutationId } from '../../shared/resource/clientMutationId';
import { ConflictDialog } from '../../shared/resource/ConflictDialog';
import { RecordFormContext } from '../../shared/resource/formContext';
import { HistoryPanel } from '../../shared/resource/HistoryPanel';
import { LockBanner } from '../../shared/resource/LockBanner';
import type { FieldDescription, IdVariables, RecordData } from '../../shared/resource/types';
import { useRecordLock } from '../../shared/resource/useRecordLock';
import { useRecordPresence } from '../../shared/resource/useRecordPresence';
import { sameValue } from '../../shared/resource/values';
import { Alert } from '../../shared/ui/Alert';
import { StyledButton } from '../../shared/ui/Button';
import { ErrorState, LoadingState } from '../../shared/ui/States';
import { FirstPageUpload } from './FirstPageUpload';
import { LeafletFields } from './LeafletFields';
import { leafletFieldDescriptions, toLeafletInput, toLeafletValues, type LeafletEditorRecord, type LeafletFormValues } from './leafletForm';
import { LEAFLET_WRITE, showLeafletWriteFailure } from './leafletWriteFailure';
import { LeafletEditorQuery, LeafletHistoryQuery, UpdateLeafletMutation } from './operations';
import { useCanSetPriorities, useLeafletChoices, useLeafletValidation } from './useLeafletForm';

/**
 * The conflict dialog reads the current leaflet with the editor's query. The leaflet query answers
 * null only for a leaflet that no longer exists; the dialog then keeps waiting and the user cancels.
 */
const CONFLICT_QUERY = LeafletEditorQuery as unknown as TypedDocumentNode<RecordData<LeafletEditorRecord>, IdVariables>;

/** formik's status of the edit: the version it started from. */
interface EditStatus {
  baseVersion: number;
}

function baseVersionOf(status: unknown, fallback: number): number {
  const version = (status as Partial<EditStatus> | undefined)?.baseVersion;
  return typeof version === 'number' ? version : fallback;
}

/**
 * Editing a leaflet (spec §2) with the resource kit's collaboration: who has it open, the edit lock
 * (read-only while someone else edits; take over after a confirmation), saves with the version the
 * edit started from (a stale one opens the conflict dialog), the cover upload and the edit history.
 */
export function EditLeafletForm({
  leafletId,
  onClose,
  onDirtyChange,
}: {
  leafletId: string;
  onClose: () => void;
  /** Whether closing now would lose unsaved changes. */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const { t } = useTranslation('leaflets');
  const { data, error, loading, refetch } = useQuery(LeafletEditorQuery, { variables: { id: leafletId }, fetchPolicy: 'cache-and-network' });
  const lock = useRecordLock('leaflets', leafletId);
  const members = useRecordPresence('leaflets', leafletId);
  const record = data?.record ?? undefined;

  if (!record) {
    if (error) {
      return (
        <ErrorState
          message={t('edit.loadError')}
          onRetry={() => {
            refetch().catch(() => undefined);
          }}
        />
      );
    }
    if (loading) return <LoadingState label={t('edit.loading')} />;
    return <Alert tone="warning">{t('edit.notFound')}</Alert>;
  }

  return (
    <StyledBody>
      <StyledMeta>
        <span data-testid="leaflet-updated">
          {t('edit.updated', { who: record.updatedBy ?? t('edit.system'), at: formatDateTime(record.updatedAt) })}
        </span>
        <PresenceAvatars
          members={members}
          me={lock.me}
          label={t('presence.label', { ns: 'resource' })}
          youLabel={(username) => t('presence.you', { ns: 'resource', username })}
          data-testid="record-presence"
        />
      </StyledMeta>
      <LockBanner lock={lock} />
      <EditForm record={record} lock={lock} onClose={onClose} onDirtyChange={onDirtyChange} />
      <FirstPageUpload
        leafletId={record.id}
        naturalId={record.naturalId}
        firstPageUrl={record.firstPageUrl ?? null}
        disabled={lock.heldByOther}
        onUploaded={() => {
          refetch().catch(() => undefined);
        }}
      />
      <LeafletHistory leafletId={record.id} version={record.version} />
    </StyledBody>
  );
}

function LeafletHistory({ leafletId, version }: { leafletId: string; version: number }) {
  const { t } = useTranslation('leaflets');
  // The audit names fields as the api stores them: the form's names, and per platform androidPriority, showOnAndroid …
  const fields = useMemo<FieldDescription<Record<string, unknown>>[]>(
    () => [
      ...(leafletFieldDescriptions(t) as FieldDescription<Record<string, unknown>>[]),
      ...PLATFORM_KEYS.flatMap((key) => [
        { name: PRIORITY_FIELD[key], label: t('history.priorityOn', { platform: formatPlatformName(key) }) },
        { name: VISIBILITY_FIELD[key], label: t('history.visibleOn', { platform: formatPlatformName(key) }) },
      ]),
      { name: 'pageCount', label: t('fields.pageCount') },
      { name: 'firstPageUrl', label: t('fields.firstPage') },
    ],
    [t],
  );
  return (
    <StyledHistory>
      <summary>{t('history.title')}</summary>
      <HistoryPanel query={LeafletHistoryQuery} id={leafletId} version={version} fields={fields} />
    </StyledHistory>
  );
}

function EditForm({
  record,
  lock,
  onClose,
  onDirtyChange,
}: {
  record: LeafletEditorRecord;
  lock: ReturnType<typeof useRecordLock>;
  onClose: () => void;
  onDirtyChange?: ((dirty: boolean) => void) | undefined;
}) {
  const { t, i18n } = useTranslation('leaflets');
  const client = useApolloClient();
  const canSetPriorities = useCanSetPriorities();
  const { groups, categories } = useLeafletChoices();
  const { validate, retainServerErrors, clearServerErrors, nestErrors } = useLeafletValidation(leafletUpdateSchema, canSetPriorities);
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<LeafletFormValues | null>(null);
  const savingRef = useRef(false);
  const fields = useMemo(() => leafletFieldDescriptions(t), [t]);
  const statusChoices = useMemo(() => editStatusChoices(record.status), [record.status]);

  const save = async (values: LeafletFormValues, version: number, overwritePriority: boolean): Promise<void> => {
    if (savingRef.current) return;
    savingRef.current = true;
    setSaving(true);
    setFormError(null);
    clearServerErrors();
    const input = toLeafletInput(values, { withPriorities: canSetPriorities });
    const before = record.status;
    try {
      const result = await client.mutate({
        mutation: UpdateLeafletMutation,
        variables: { id: record.id, version, input, overwritePriority, clientMutationId: newClientMutationId() },
        context: LEAFLET_WRITE,
      });
      const saved = result.data?.record;
      if (!saved) throw new Error('The server answered without the leaflet');
      formik.resetForm({ values: toLeafletValues(saved), status: { baseVersion: saved.version } satisfies EditStatus });
      lock.release();
      toast.success(
        saved.status === 'READY_FOR_ACTIVATION' && before !== 'READY_FOR_ACTIVATION'
          ? t('toast.readyForActivation', { naturalId: saved.naturalId })
          : t('toast.saved', { naturalId: saved.naturalId }),
      );
    } catch (failure) {
      const outcome = showLeafletWriteFailure(i18n, {
        error: failure,
        naturalId: input.naturalId,
        creating: false,
        overwrite: () => void save(values, version, true),
      });
      if (outcome.kind === 'versionMismatch') setConflict(values);
      else if (outcome.kind === 'invalidFields') {
        retainServerErrors(values, outcome.fields);
        formik.setErrors(nestErrors(outcome.fields));
      } else if (outcome.kind === 'other') setFormError(outcome.message);
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };

  const formik = useFormik<LeafletFormValues>({
    initialValues: toLeafletValues(record),
    initialStatus: { baseVersion: record.version } satisfies EditStatus,
    validate,
    onSubmit: (values): Promise<void> => save(values, baseVersionOf(formik.status, record.version), false),
  });
  const baseVersion = baseVersionOf(formik.status, record.version);

  // A newer version saved elsewhere: shown at once while nobody edits here; kept aside while the user edits.
  const { dirty, resetForm } = formik;
  useEffect(() => {
    if (dirty || savingRef.current || record.version <= baseVersion) return;
    resetForm({ values: toLeafletValues(record), status: { baseVersion: record.version } satisfies EditStatus });
  }, [record, dirty, baseVersion, resetForm]);
  const newerBy = dirty && record.version > baseVersion ? { who: record.updatedBy ?? t('edit.system'), at: formatDateTime(record.updatedAt) } : null;

  const { startEditing } = lock;
  useEffect(() => {
    if (dirty) startEditing();
    onDirtyChange?.(dirty);
  }, [dirty, startEditing, onDirtyChange]);

  const readOnly = lock.heldByOther || saving;
  const discard = () => {
    clearServerErrors();
    setFormError(null);
    formik.resetForm({ values: toLeafletValues(record), status: { baseVersion: record.version } satisfies EditStatus });
    lock.release();
  };

  return (
    <FormikProvider value={formik}>
      <RecordFormContext.Provider value={{ readOnly }}>
        <form noValidate onSubmit={formik.handleSubmit} aria-busy={saving} data-testid="leaflet-form" data-read-only={readOnly}>
          {newerBy ? (
            <Alert tone="info">
              <span data-testid="record-newer">{t('edit.newer', newerBy)}</span>
            </Alert>
          ) : null}
          <LeafletFields statusChoices={statusChoices} canSetPriorities={canSetPriorities} groups={groups} categories={categories} />
          {formError ? (
            <Alert tone="danger">
              <span data-testid="form-error">{formError}</span>
            </Alert>
          ) : null}
          <StyledActions>
            <StyledButton type="button" onClick={discard} disabled={!dirty || saving}>
              {t('form.discard', { ns: 'resource' })}
            </StyledButton>
            <StyledButton type="button" onClick={onClose} disabled={saving}>
              {t('close')}
            </StyledButton>
            <StyledButton type="submit" $variant="primary" disabled={readOnly || !dirty} aria-busy={saving} data-testid="leaflet-save">
              {t('save', { ns: 'common' })}
            </StyledButton>
          </StyledActions>
        </form>
      </RecordFormContext.Provider>
      {conflict ? (
        <ConflictDialog
          open
          recordQuery={CONFLICT_QUERY}
          id={record.id}
          mine={conflict}
          toValues={toLeafletValues}
          fields={fields}
          busy={saving}
          onCancel={() => setConflict(null)}
          onResolve={(values, theirs) => {
            setConflict(null);
            const theirValues = toLeafletValues(theirs);
            if (fields.every((field) => sameValue(values[field.name], theirValues[field.name]))) {
              formik.resetForm({ values: theirValues, status: { baseVersion: theirs.version } satisfies EditStatus });
              lock.release();
              return;
            }
            formik.setStatus({ baseVersion: theirs.version } satisfies EditStatus);
            void formik.setValues(values, false);
            void save(values, theirs.version, false);
          }}
        />
      ) : null}
    </FormikProvider>
  );
}

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledHistory = styled.details`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${({ theme }) => theme.space(3)};

  summary {
    cursor: pointer;
    font-weight: 600;
  }

  summary:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
