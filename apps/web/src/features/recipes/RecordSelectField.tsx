import { useField } from 'formik';
import { useId } from 'react';
import styled from 'styled-components';
import { useRecordFormReadOnly } from '../../shared/resource/formContext';
import { useShownError } from '../../shared/resource/RecordFields';
import { StyledError, StyledField, StyledLabel, textControlStyles } from '../../shared/ui/TextField';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A choice of the record form as a labelled select bound to formik (its message under it, disabled while
 * the form is read-only); `emptyLabel` offers "nothing chosen" first.
 */
export function RecordSelectField({
  name,
  label,
  options,
  emptyLabel,
  testId,
  disabled = false,
}: {
  name: string;
  label: string;
  options: readonly SelectOption[];
  emptyLabel?: string;
  testId?: string;
  disabled?: boolean;
}) {
  const readOnly = useRecordFormReadOnly();
  const [field] = useField<string>(name);
  const error = useShownError(name);
  const id = useId();
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      <StyledSelect
        id={id}
        {...field}
        value={field.value ?? ''}
        disabled={readOnly || disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid={testId}
      >
        {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
      {error ? <StyledError id={`${id}-error`}>{error}</StyledError> : null}
    </StyledField>
  );
}

const StyledSelect = styled.select`
  ${textControlStyles}
  min-height: 38px;
  max-width: 100%;
`;
