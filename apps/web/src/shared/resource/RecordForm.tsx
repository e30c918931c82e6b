import { useApolloClient } from '@apollo/client/react';
import { formatDateTime } from '@flyerdesk/domain/dates';
import { FormikProvider, useFormik, type FormikErrors } from 'formik';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ErrorToastContext } from '../apollo/errorLink';
import { ConflictReason } from '@flyerdesk/domain/errors';
import { conflictReasonOf, describeError, fieldDisplayName, fieldMessage, invalidFieldsOf } from '../errors/describeError';
import { formErrors } from '../forms/validation';
import { Alert } from '../ui/Alert';
import { StyledButton } from '../ui/Button';
import { newClientMutationId } from './clientMutationId';
import { ConflictDialog } from './ConflictDialog';
import { RecordFormContext } from './formContext';
import { announceLocalChange } from './localChanges';
import type { RecordLockController } from './useRecordLock';
import type { FailureToast, RecordEditor, ResourceDefinition, ResourceRecord } from './types';
import { sameValue } from './values';

export interface RecordFormProps<TRecord extends ResourceRecord, TValues extends Record<string, unknown>, TInput, TCreateInput = TInput> {
  definition: ResourceDefinition<TRecord, TInput, TCreateInput>;
  editor: RecordEditor<TRecord, TValues, TInput, TCreateInput>;
  /** The record as the cache has it now; undefined while creating one. */
  record: TRecord | undefined;
  /** The record's edit lock (useRecordLock): taken on the first change, released on save and cancel. */
  lock?: RecordLockController | undefined;
  /** Read-only for another reason than the lock (e.g. the record is archived). */
  readOnly?: boolean;
  /** Checks beyond the domain schema (translated messages by field). */
  validate?: (values: TValues) => Partial<Record<string, string>>;
  /** After a save went through (for a new record: after it was created). */
  onSaved?: (record: TRecord, created: boolean, values: TValues) => Promise<void> | void;
  onDirtyChange?: (dirty: boolean) => void;
  /** The submit button's text for the values on screen (default "Save"). */
  submitLabel?: (values: TValues, creating: boolean) => string;
  /** A refused save is also told in a toast, worded by the resource (besides the fields and the form's alert). */
  failureToast?: FailureToast | undefined;
  /** The fields (RecordTextField, RecordCheckbox … or any formik-bound field). */
  children: ReactNode;
}

const NO_DEFAULT_TOAST: ErrorToastContext = { skipErrorToast: true };

/** The create mutation's input: the editor's own when it has one, else the update's (TCreateInput is TInput then). */
function createInputOf<TRecord extends ResourceRecord, TValues extends Record<string, unknown>, TInput, TCreateInput>(
  editor: RecordEditor<TRecord, TValues, TInput, TCreateInput>,
  values: TValues,
): TCreateInput {
  return editor.toCreateInput ? editor.toCreateInput(values) : (editor.toInput(values) as unknown as TCreateInput);
}

/** The create mutation of a resource that creates records (the form of one that does not never creates). */
function createMutationOf<TRecord extends ResourceRecord, TInput, TCreateInput>(definition: ResourceDefinition<TRecord, TInput, TCreateInput>) {
  if (!definition.create) throw new Error(`The resource ${definition.resource} creates no records`);
  return definition.create;
}

/** formik's status of a record form: the version the edit started from. */
interface FormStatus {
  baseVersion: number | undefined;
}

function statusOf(baseVersion: number | undefined): FormStatus {
  return { baseVersion };
}

function baseVersionOf(status: unknown): number | undefined {
  const version = (status as Partial<FormStatus> | undefined)?.baseVersion;
  return typeof version === 'number' ? version : undefined;
}

interface RetainedServerErrors {
  values: Record<string, unknown>;
  errors: Record<string, string>;
}

/**
 * The form of one record: formik with the domain yup schema (messages translated), the server's
 * field refusals (BAD_USER_INPUT invalidFields) under their fields until the field changes, and saves
 * that send the version the edit started from. A stale save (CONFLICT, VERSION_MISMATCH) opens the
 * ConflictDialog; nothing typed is lost whatever the user chooses there. While nobody edits, a newer
 * version saved elsewhere replaces the values on screen; while the user edits, their values stay and a
 * note tells who saved meanwhile. With a lock, the first change takes it, save and cancel release it,
 * and the form is read-only while someone else holds it.
 */
export function RecordForm<TRecord extends ResourceRecord, TValues extends Record<string, unknown>, TInput, TCreateInput = TInput>({
  definition,
  editor,
  record,
  lock,
  readOnly = false,
  validate,
  onSaved,
  onDirtyChange,
  submitLabel,
  failureToast,
  children,
}: RecordFormProps<TRecord, TValues, TInput, TCreateInput>) {
  const { t } = useTranslation('resource');
  const client = useApolloClient();
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<TValues | null>(null);
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  const serverErrors = useRef<RetainedServerErrors | null>(null);

  const validateValues = useCallback(
    (values: TValues): FormikErrors<TValues> => {
      const retained = serverErrors.current;
      const server = retained
        ? Object.fromEntries(Object.entries(retained.errors).filter(([field]) => sameValue(values[field], retained.values[field])))
        : {};
      return { ...server, ...formErrors(editor.schema, values, t), ...(validate?.(values) ?? {}) } as FormikErrors<TValues>;
    },
    [editor.schema, t, validate],
  );

  const save = async (values: TValues, version: number | undefined): Promise<void> => {
    if (savingRef.current) return;
    savingRef.current = true;
    setSaving(true);
    setFormError(null);
    serverErrors.current = null;
    const created = record === undefined;
    try {
      const clientMutationId = newClientMutationId();
      const result = created
        ? await client.mutate({ mutation: createMutationOf(definition), variables: { input: createInputOf(editor, values), clientMutationId }, context: NO_DEFAULT_TOAST })
        : await client.mutate({
            mutation: definition.update,
            variables: { id: record.id, version: version ?? record.version, input: editor.toInput(values), clientMutationId },
            context: NO_DEFAULT_TOAST,
          });
      const saved = result.data?.record;
      if (!saved) throw new Error('The server answered without the record');
      announceLocalChange(definition.resource, created ? 'CREATED' : 'UPDATED', saved);
      formik.resetForm({ values: editor.toValues(saved), status: statusOf(saved.version) });
      lock?.release();
      toast.success(t(created ? 'form.created' : 'form.saved', { name: definition.nameOf(saved) }));
      await onSaved?.(saved, created, values);
    } catch (error) {
      if (conflictReasonOf(error) === ConflictReason.VERSION_MISMATCH) {
        setConflict(values);
        return;
      }
      if (failureToast) toast.error(failureToast(created ? 'create' : 'update', describeError(error, t)), { id: `save:${record?.id ?? 'new'}` });
      const refused = invalidFieldsOf(error);
      if (refused.length > 0) {
        const known = refused.filter((item) => Object.hasOwn(values, item.field));
        const errors = Object.fromEntries(known.map((item) => [item.field, fieldMessage(item, t)]));
        serverErrors.current = { values: { ...values }, errors };
        formik.setErrors(validateValues(values));
        const others = refused.filter((item) => !Object.hasOwn(values, item.field));
        if (others.length > 0) {
          setFormError(others.map((item) => `${fieldDisplayName(item.field, t)}: ${fieldMessage(item, t)}`).join('\n'));
        }
        return;
      }
      setFormError(describeError(error, t));
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };

  // The version the edit started from lives in formik's status, so it resets together with the values.
  const formik = useFormik<TValues>({
    initialValues: editor.toValues(record),
    initialStatus: statusOf(record?.version),
    validate: validateValues,
    onSubmit: (values): Promise<void> => save(values, baseVersionOf(formik.status)),
  });
  const baseVersion = baseVersionOf(formik.status);

  // A newer version saved elsewhere: shown at once while nobody edits here; kept aside while the user edits.
  const { dirty, resetForm } = formik;
  const { toValues } = editor;
  useEffect(() => {
    if (!record || dirty || savingRef.current || baseVersion === undefined || record.version <= baseVersion) return;
    resetForm({ values: toValues(record), status: statusOf(record.version) });
  }, [record, dirty, baseVersion, resetForm, toValues]);
  const newerBy =
    record && dirty && baseVersion !== undefined && record.version > baseVersion
      ? { who: record.updatedBy ?? t('history.system'), at: formatDateTime(record.updatedAt) }
      : null;

  const startEditing = lock?.startEditing;
  useEffect(() => {
    if (dirty) startEditing?.();
    onDirtyChange?.(dirty);
  }, [dirty, startEditing, onDirtyChange]);

  const lockedOut = lock?.heldByOther ?? false;
  const isReadOnly = readOnly || lockedOut;
  const creating = record === undefined;

  const cancel = () => {
    serverErrors.current = null;
    setFormError(null);
    formik.resetForm({ values: editor.toValues(record), status: statusOf(record?.version) });
    lock?.release();
  };

  return (
    <FormikProvider value={formik}>
      <RecordFormContext.Provider value={{ readOnly: isReadOnly }}>
        <form noValidate onSubmit={formik.handleSubmit} aria-busy={saving} data-testid="record-form">
          {newerBy ? (
            <Alert tone="info">
              <span data-testid="record-newer">{t('form.newer', newerBy)}</span>
            </Alert>
          ) : null}
          {children}
          {formError ? (
            <Alert tone="danger">
              <StyledPre data-testid="form-error">{formError}</StyledPre>
            </Alert>
          ) : null}
          <StyledActions>
            {!creating ? (
              <StyledButton type="button" onClick={cancel} disabled={!dirty || saving}>
                {t('form.discard')}
              </StyledButton>
            ) : null}
            <StyledButton
              type="submit"
              $variant="primary"
              disabled={saving || (readOnly && !creating) || (!creating && !dirty)}
              aria-busy={saving}
              data-testid="record-submit"
            >
              {submitLabel ? submitLabel(formik.values, creating) : t('save', { ns: 'common' })}
            </StyledButton>
          </StyledActions>
        </form>
        {record && conflict ? (
          <ConflictDialog
            open
            recordQuery={definition.recordQuery}
            id={record.id}
            mine={conflict}
            toValues={editor.toValues}
            fields={editor.fields}
            busy={saving}
            onCancel={() => setConflict(null)}
            onResolve={(values, theirs) => {
              setConflict(null);
              const theirValues = editor.toValues(theirs);
              if (editor.fields.every((field) => sameValue(values[field.name], theirValues[field.name]))) {
                formik.resetForm({ values: theirValues, status: statusOf(theirs.version) });
                lock?.release();
                return;
              }
              formik.setStatus(statusOf(theirs.version));
              void formik.setValues(values, false);
              void save(values, theirs.version);
            }}
          />
        ) : null}
      </RecordFormContext.Provider>
    </FormikProvider>
  );
}

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledPre = styled.span`
  white-space: pre-line;
`;
