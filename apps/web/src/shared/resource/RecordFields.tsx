import { useField, useFormikContext } from 'formik';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { FormikTextField } from '../forms/FormikTextField';
import { DatePicker, DateTimePicker } from '../ui/DatePicker';
import { StyledError, StyledField, StyledLabel, textControlStyles } from '../ui/TextField';
import { useRecordFormReadOnly } from './formContext';

/**
 * Fields of a record form: bound to the surrounding formik form, labelled, with their message under
 * them (client rules and the server's refusals alike), and read-only while the form is.
 */

type TextProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'onChange' | 'onBlur'> & {
  name: string;
  label: string;
};

/** A text (or date, url …) input. */
export function RecordTextField({ readOnly, ...props }: TextProps) {
  const formReadOnly = useRecordFormReadOnly();
  return <FormikTextField {...props} readOnly={formReadOnly || readOnly} />;
}

/**
 * The field's message once it was touched or the form was submitted. A nested field (`items[1].title`)
 * finds its message under its whole path too, as the record form keeps the schema's messages.
 */
export function useShownError(name: string): string | undefined {
  const [, meta] = useField<unknown>(name);
  const { submitCount, errors } = useFormikContext();
  const flat: unknown = (errors as Record<string, unknown>)[name];
  const error = meta.error ?? (typeof flat === 'string' ? flat : undefined);
  return meta.touched || submitCount > 0 ? error : undefined;
}

/** A day (`kind` 'date', held as 'yyyy-MM-dd') or a moment ('dateTime', held as ISO text) in its picker. */
export function RecordDateField({ name, label, kind, testId }: { name: string; label: string; kind: 'date' | 'dateTime'; testId: string }) {
  const readOnly = useRecordFormReadOnly();
  const [field, , helpers] = useField<string>(name);
  const error = useShownError(name);
  const props = {
    label,
    value: field.value,
    onChange: (value: string) => {
      void helpers.setValue(value);
    },
    onBlur: () => {
      void helpers.setTouched(true);
    },
    error,
    readOnly,
    testId,
  };
  return kind === 'date' ? <DatePicker {...props} /> : <DateTimePicker {...props} />;
}

/** A multi-line text. */
export function RecordTextArea({ name, label, rows = 3 }: { name: string; label: string; rows?: number }) {
  const readOnly = useRecordFormReadOnly();
  const [field] = useField<string | null>(name);
  const error = useShownError(name);
  const id = useId();
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      <StyledTextArea
        id={id}
        {...field}
        value={field.value ?? ''}
        rows={rows}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? <StyledError id={`${id}-error`}>{error}</StyledError> : null}
    </StyledField>
  );
}

/** A yes/no switch as a checkbox (disabled while read-only: a checkbox has no read-only state). */
export function RecordCheckbox({ name, label }: { name: string; label: string }) {
  const readOnly = useRecordFormReadOnly();
  const [{ value: _value, checked, ...field }] = useField<boolean>({ name, type: 'checkbox' });
  const id = useId();
  return (
    <StyledCheck>
      <input id={id} type="checkbox" {...field} checked={checked ?? false} disabled={readOnly} />
      <label htmlFor={id}>{label}</label>
    </StyledCheck>
  );
}

/** A group of fields with a visible legend (checkbox sets, pickers). */
export function RecordFieldset({ legend, children, error }: { legend: string; children: ReactNode; error?: string | undefined }) {
  return (
    <StyledFieldset>
      <legend>{legend}</legend>
      {children}
      {error ? <StyledError role="alert">{error}</StyledError> : null}
    </StyledFieldset>
  );
}

const StyledTextArea = styled.textarea`
  ${textControlStyles}
  resize: vertical;
`;

const StyledCheck = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 32px;
`;

const StyledFieldset = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  min-width: 0;

  legend {
    padding: 0 ${({ theme }) => theme.space(1)};
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;
