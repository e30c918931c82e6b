import { ARCHIVED_FILTERS, LIST_SEARCH_MAX, type ArchivedFilter } from '@flyerdesk/domain/resources';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** How long typing pauses before the search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** A search box that tells its value once typing pauses (the list searches on the server). */
export function SearchBox({ value, onSearch, label, delay = SEARCH_DEBOUNCE_MS }: { value: string; onSearch: (text: string) => void; label: string; delay?: number }) {
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  // The URL changed from elsewhere (back button, a link): show its search.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (text.trim() === sent.current) return undefined;
    const timer = window.setTimeout(() => {
      sent.current = text.trim();
      onSearch(text);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [text, delay, onSearch]);
  return (
    <StyledSearch>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" value={text} maxLength={LIST_SEARCH_MAX} onChange={(event) => setText(event.target.value)} />
    </StyledSearch>
  );
}

/** Active / Archived / All, as a radio group (arrow keys move between them). */
export function ArchivedFilterControl({ value, onChange }: { value: ArchivedFilter; onChange: (value: ArchivedFilter) => void }) {
  const { t } = useTranslation('resource');
  const name = useId();
  return (
    <StyledSegments>
      <legend>{t('table.show')}</legend>
      {ARCHIVED_FILTERS.map((filter) => (
        <label key={filter} data-checked={value === filter}>
          <input type="radio" name={name} value={filter} checked={value === filter} onChange={() => onChange(filter)} />
          {t(`table.archived.${filter}`)}
        </label>
      ))}
    </StyledSegments>
  );
}

/** One filter of a list: a field of the record chosen from a few values. */
export interface ListFilterControl {
  /** The filter field (ResourceDefinition.filterFields). */
  name: string;
  label: string;
  /** The choice that filters nothing, e.g. "All". */
  anyLabel: string;
  options: readonly { value: string; label: string }[];
}

/** A filter of the list as a labelled select (its first choice filters nothing). */
export function FilterSelect({ filter, value, onChange }: { filter: ListFilterControl; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <StyledFilter>
      <label htmlFor={id}>{filter.label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} data-testid={`resource-filter-${filter.name}`}>
        <option value="">{filter.anyLabel}</option>
        {filter.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </StyledFilter>
  );
}

export function ListToolbar({ children }: { children: ReactNode }) {
  return <StyledToolbar>{children}</StyledToolbar>;
}

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const StyledSearch = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  flex: 1 1 220px;
  min-width: 0;

  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  input {
    font: inherit;
    min-height: 36px;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const StyledFilter = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  flex: 0 1 220px;
  min-width: 0;

  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  select {
    font: inherit;
    min-height: 36px;
    max-width: 100%;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const StyledSegments = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    width: 100%;
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(1)};
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  label {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }

  label + label {
    margin-left: -1px;
  }

  label:first-of-type {
    border-radius: ${({ theme }) => `${theme.radius} 0 0 ${theme.radius}`};
  }

  label:last-of-type {
    border-radius: ${({ theme }) => `0 ${theme.radius} ${theme.radius} 0`};
  }

  label[data-checked='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }

  label:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    position: relative;
  }

  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
    margin: 0;
  }
`;
