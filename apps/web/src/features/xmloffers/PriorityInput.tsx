import { priorityValue } from '@flyerdesk/domain/validation/leaflet';
import { isValidationMessage } from '@flyerdesk/domain/validation/messages';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ValidationError } from 'yup';
import { translateValidation } from '../../shared/forms/validation';

export interface PriorityInputProps {
  leafletId: string;
  naturalId: string;
  /** The leaflet's priority on the platform, null when it has none. */
  priority: number | null;
  /** Sends a new priority (null clears it). */
  onCommit: (priority: number | null) => void;
}

/**
 * A leaflet's priority on the platform, editable in place: Enter or leaving the field sends it,
 * Escape goes back. Spec §5: a natural number of at most three digits; 0 or empty clears it.
 */
export function PriorityInput({ leafletId, naturalId, priority, onCommit }: PriorityInputProps) {
  const { t } = useTranslation('xmloffers');
  const errorId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    let value: number | null;
    try {
      value = priorityValue.validateSync(draft) ?? null;
    } catch (failure) {
      if (!ValidationError.isError(failure)) throw failure;
      const message: unknown = failure.errors[0];
      setError(isValidationMessage(message) ? translateValidation(t, message) : t('validation.invalid', { ns: 'validation' }));
      return;
    }
    setDraft(null);
    setError(null);
    if (value !== priority) onCommit(value);
  };

  return (
    <StyledField>
      <StyledInput
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-label={t('row.priorityLabel', { naturalId })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-testid={`priority-input-${leafletId}`}
        value={draft ?? (priority === null ? '' : String(priority))}
        placeholder="–"
        onChange={(event) => {
          setDraft(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          } else if (event.key === 'Escape' && (draft !== null || error !== null)) {
            event.preventDefault();
            setDraft(null);
            setError(null);
          }
        }}
        onBlur={commit}
      />
      {error && (
        <StyledError id={errorId} role="alert">
          {error}
        </StyledError>
      )}
    </StyledField>
  );
}

const StyledField = styled.div`
  position: relative;
`;

const StyledInput = styled.input`
  width: 4.5rem;
  height: 32px;
  padding: ${({ theme }) => `0 ${theme.space(2)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-variant-numeric: tabular-nums;

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

/** Under the field, above the next rows (rows have a fixed height in the virtual list). */
const StyledError = styled.p`
  position: absolute;
  z-index: 5;
  top: calc(100% + 4px);
  left: 0;
  width: 16rem;
  margin: 0;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
  box-shadow: ${({ theme }) => theme.shadow};
`;
