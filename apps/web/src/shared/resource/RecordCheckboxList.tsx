import { useField } from 'formik';
import { useId, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { LoadingState } from '../ui/States';
import { textControlStyles } from '../ui/TextField';
import { RecordFieldset, useShownError } from './RecordFields';
import { useRecordFormReadOnly } from './formContext';

export interface RecordCheckboxListProps {
  name: string;
  legend: string;
  /** Undefined while loading. */
  choices: readonly { id: string; name: string }[] | undefined;
  /** How the picked ids are kept in the form (order, once each). */
  order: (ids: string[]) => string[];
  /** Shown but not changeable (beside the form's own read-only state). */
  locked?: boolean;
  loadingLabel?: string;
  emptyLabel?: string;
  testId: string;
  /** Label of a search box over the choices (their names); no box without it. */
  filterLabel?: string;
  /** Notes above the list. */
  children?: ReactNode;
}

/** Ids picked from checkboxes named by their choice (Tab reaches each, Space ticks it); ids not on offer stay picked. */
export function RecordCheckboxList({ name, legend, choices, order, locked = false, loadingLabel = '', emptyLabel, testId, filterLabel, children }: RecordCheckboxListProps) {
  const readOnly = useRecordFormReadOnly();
  const [field, , helpers] = useField<string[]>(name);
  const error = useShownError(name);
  const picked = new Set(field.value);
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const shown = useMemo(() => {
    const needle = filterLabel ? filter.trim().toLocaleLowerCase() : '';
    return needle === '' ? choices : choices?.filter((choice) => choice.name.toLocaleLowerCase().includes(needle));
  }, [choices, filter, filterLabel]);
  const toggle = (id: string, on: boolean) => {
    const next = on ? [...field.value, id] : field.value.filter((value) => value !== id);
    void helpers.setValue(order([...new Set(next)]));
  };
  return (
    <RecordFieldset legend={legend} error={error}>
      {children}
      {filterLabel && shown !== undefined ? (
        <StyledFilter>
          <label htmlFor={filterId}>{filterLabel}</label>
          <input id={filterId} type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
        </StyledFilter>
      ) : null}
      {shown === undefined ? (
        <LoadingState label={loadingLabel} lines={2} />
      ) : (
        <StyledChoices data-testid={testId}>
          {shown.length === 0 && emptyLabel ? <li>{emptyLabel}</li> : null}
          {shown.map((choice) => (
            <li key={choice.id}>
              <label>
                <input
                  type="checkbox"
                  checked={picked.has(choice.id)}
                  disabled={readOnly || locked}
                  onChange={(event) => toggle(choice.id, event.target.checked)}
                />
                {choice.name}
              </label>
            </li>
          ))}
        </StyledChoices>
      )}
    </RecordFieldset>
  );
}

const StyledChoices = styled.ul`
  max-height: 240px;
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 32px;
    overflow-wrap: anywhere;
    cursor: pointer;
  }
`;

const StyledFilter = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(2)};

  label {
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  input {
    ${textControlStyles}
    min-width: 0;
  }
`;
