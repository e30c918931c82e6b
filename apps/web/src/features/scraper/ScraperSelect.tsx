import { useQuery } from '@apollo/client/react';
import { useId, type FocusEvent } from 'react';
import styled from 'styled-components';
import { StyledError, StyledField, StyledLabel, textControlStyles } from '../../shared/ui/TextField';
import { ScraperStoresQuery } from './operations';

export interface SelectOption {
  value: string;
  label: string;
}

export interface ScraperSelectProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
  options: readonly SelectOption[];
  /** The first, empty choice ("Choose a shop"); none when a value is always chosen. */
  placeholder?: string;
  error?: string | undefined;
  /** A line under the field (loading, nothing to choose …). */
  hint?: string | undefined;
  disabled?: boolean;
  testId: string;
}

/** A labelled native select (keyboard and screen readers for free), its message under it. */
export function ScraperSelect({ label, name, value, onChange, onBlur, options, placeholder, error, hint, disabled, testId }: ScraperSelectProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      <StyledSelect
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        data-testid={testId}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
      {hint ? <StyledHint id={`${id}-hint`}>{hint}</StyledHint> : null}
      {error ? <StyledError id={`${id}-error`}>{error}</StyledError> : null}
    </StyledField>
  );
}

export interface ScraperShops {
  options: readonly SelectOption[];
  loading: boolean;
  failed: boolean;
  refetch: () => void;
}

/** The shops the user sees, by name, as choices. */
export function useScraperShops(): ScraperShops {
  const { data, loading, error, refetch } = useQuery(ScraperStoresQuery, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const options = (data?.stores ?? []).map((store) => ({ value: store.id, label: store.name }));
  return {
    options,
    loading: !data && loading,
    failed: !data && error !== undefined,
    refetch: () => {
      refetch().catch(() => undefined);
    },
  };
}

const StyledSelect = styled.select`
  ${textControlStyles}
  width: 100%;
  max-width: 100%;
  box-sizing: border-box;
  min-width: 0;
`;

const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
