import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useQuery } from '@apollo/client/react';
import { formatDateTime } from '@flyerdesk/domain/dates';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { describeError } from '../errors/describeError';
import { StyledButton } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { ErrorState, LoadingState } from '../ui/States';
import type { FieldDescription, IdVariables, RecordData, ResourceRecord } from './types';
import { formatValue, sameValue } from './values';

type Side = 'mine' | 'theirs';

export interface ConflictDialogProps<TRecord extends ResourceRecord, TValues extends Record<string, unknown>> {
  open: boolean;
  /** The record query of the resource: the dialog reads the current record from the server. */
  recordQuery: TypedDocumentNode<RecordData<TRecord>, IdVariables>;
  id: string;
  /** The values in the form (what the user tried to save). */
  mine: TValues;
  toValues: (record: TRecord) => TValues;
  fields: readonly FieldDescription<TValues>[];
  /** The chosen values and the current record (its version is the one to save with). */
  onResolve: (values: TValues, theirs: TRecord) => void;
  /** Closes the dialog; the form keeps the user's values. */
  onCancel: () => void;
  busy?: boolean;
}

/**
 * A save started from an old version: someone saved the record meanwhile. Shows, for each field that
 * differs, their value (who saved it and when) against mine, lets the user take either side for all
 * fields at once or choose per field, and hands back the chosen values with the current record (so
 * the save goes with its version). Cancelling loses nothing: the form keeps what the user typed.
 */
export function ConflictDialog<TRecord extends ResourceRecord, TValues extends Record<string, unknown>>(props: ConflictDialogProps<TRecord, TValues>) {
  const { t } = useTranslation('resource');
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => {
        if (!open && !props.busy) props.onCancel();
      }}
      title={t('conflict.title')}
      closeLabel={t('conflict.close')}
    >
      {props.open ? <ConflictBody {...props} /> : null}
    </Dialog>
  );
}

function ConflictBody<TRecord extends ResourceRecord, TValues extends Record<string, unknown>>({
  recordQuery,
  id,
  mine,
  toValues,
  fields,
  onResolve,
  onCancel,
  busy = false,
}: ConflictDialogProps<TRecord, TValues>) {
  const { t } = useTranslation('resource');
  const { data, error, loading, refetch } = useQuery(recordQuery, { variables: { id }, fetchPolicy: 'network-only' });
  const theirsRecord = data?.record;
  const theirs = useMemo(() => (theirsRecord ? toValues(theirsRecord) : undefined), [theirsRecord, toValues]);
  const differing = useMemo(
    () => (theirs ? fields.filter((field) => !sameValue(mine[field.name], theirs[field.name])) : []),
    [fields, mine, theirs],
  );
  // Choices belong to one version of theirs: a newer one starts over (mine everywhere).
  const [picked, setPicked] = useState<{ version: number | undefined; choices: Record<string, Side> }>({ version: undefined, choices: {} });
  const choices = picked.version === theirsRecord?.version ? picked.choices : {};
  const choiceOf = (name: string): Side => choices[name] ?? 'mine';
  const choose = (next: Record<string, Side>) => setPicked({ version: theirsRecord?.version, choices: next });
  const setAll = (side: Side) => choose(Object.fromEntries(differing.map((field) => [field.name, side])));

  if (!theirsRecord || !theirs) {
    return (
      <div data-testid="conflict-dialog">
        {error && !loading ? (
          <ErrorState
            message={describeError(error, t)}
            onRetry={() => {
              refetch().catch(() => undefined);
            }}
          />
        ) : (
          <LoadingState label={t('conflict.loading')} />
        )}
      </div>
    );
  }

  const who = theirsRecord.updatedBy ?? t('history.system');
  const when = formatDateTime(theirsRecord.updatedAt);
  const resolve = () => {
    const values = { ...mine };
    for (const field of differing) {
      if (choiceOf(field.name) === 'theirs') (values as Record<string, unknown>)[field.name] = theirs[field.name];
    }
    onResolve(values, theirsRecord);
  };
  const show = (field: FieldDescription<TValues>, value: unknown) => (field.format ? field.format(value) : formatValue(value, t));

  return (
    <div data-testid="conflict-dialog">
      <StyledIntro>{t('conflict.intro', { who, at: when })}</StyledIntro>
      {differing.length === 0 ? (
        <StyledIntro>{t('conflict.noDifferences')}</StyledIntro>
      ) : (
        <>
          <StyledBulk>
            <StyledButton type="button" onClick={() => setAll('mine')} disabled={busy}>
              {t('conflict.keepMine')}
            </StyledButton>
            <StyledButton type="button" onClick={() => setAll('theirs')} disabled={busy}>
              {t('conflict.takeTheirs')}
            </StyledButton>
          </StyledBulk>
          {differing.map((field) => (
            <FieldChoice
              key={field.name}
              label={field.label}
              name={field.name}
              theirs={show(field, theirs[field.name])}
              theirsMeta={t('conflict.theirsMeta', { who, when })}
              mine={show(field, mine[field.name])}
              choice={choiceOf(field.name)}
              disabled={busy}
              onChoose={(side) => choose({ ...choices, [field.name]: side })}
            />
          ))}
        </>
      )}
      <StyledActions>
        <StyledButton type="button" onClick={onCancel} disabled={busy}>
          {t('conflict.cancel')}
        </StyledButton>
        <StyledButton type="button" $variant="primary" onClick={resolve} disabled={busy} aria-busy={busy} data-testid="conflict-save">
          {t('conflict.save')}
        </StyledButton>
      </StyledActions>
    </div>
  );
}

function FieldChoice({
  label,
  name,
  theirs,
  theirsMeta,
  mine,
  choice,
  disabled,
  onChoose,
}: {
  label: string;
  name: string;
  theirs: string;
  theirsMeta: string;
  mine: string;
  choice: Side;
  disabled: boolean;
  onChoose: (side: Side) => void;
}) {
  const { t } = useTranslation('resource');
  const id = useId();
  return (
    <StyledFieldset data-testid={`conflict-field-${name}`}>
      <legend>{label}</legend>
      <StyledOption>
        <input
          type="radio"
          id={`${id}-theirs`}
          name={`${id}-choice`}
          checked={choice === 'theirs'}
          disabled={disabled}
          onChange={() => onChoose('theirs')}
        />
        <label htmlFor={`${id}-theirs`}>
          <span>{t('conflict.theirs', { value: theirs })}</span>
          <StyledMeta>{theirsMeta}</StyledMeta>
        </label>
      </StyledOption>
      <StyledOption>
        <input
          type="radio"
          id={`${id}-mine`}
          name={`${id}-choice`}
          checked={choice === 'mine'}
          disabled={disabled}
          onChange={() => onChoose('mine')}
        />
        <label htmlFor={`${id}-mine`}>
          <span>{t('conflict.mine', { value: mine })}</span>
        </label>
      </StyledOption>
    </StyledFieldset>
  );
}

const StyledIntro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

const StyledBulk = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const StyledFieldset = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  legend {
    padding: 0 ${({ theme }) => theme.space(1)};
    font-weight: 600;
  }
`;

const StyledOption = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(1)} 0;

  input {
    margin-top: 0.3em;
  }

  label {
    display: flex;
    flex-direction: column;
    overflow-wrap: anywhere;
    cursor: pointer;
  }
`;

const StyledMeta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;
