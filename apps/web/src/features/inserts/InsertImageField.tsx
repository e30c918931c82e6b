import { useField } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useShownError } from '../../shared/resource/RecordFields';
import { IMAGE_ACCEPT } from '../../shared/resource/uploadRecordFile';
import { StyledError } from '../../shared/ui/TextField';

/** The image of a new insert (required): chosen here, uploaded as soon as the insert is created. */
export function InsertImageField({ label }: { label: string }) {
  const { t } = useTranslation('inserts');
  const id = useId();
  const [field, , helpers] = useField<File | null>('image');
  const error = useShownError('image');
  return (
    <StyledField>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="image"
        type="file"
        accept={IMAGE_ACCEPT}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(event) => {
          void helpers.setTouched(true, false);
          void helpers.setValue(event.target.files?.[0] ?? null);
        }}
      />
      <StyledHint id={`${id}-hint`}>{field.value ? field.value.name : t('imageHint')}</StyledHint>
      {error ? <StyledError id={`${id}-error`}>{error}</StyledError> : null}
    </StyledField>
  );
}

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};

  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  input {
    max-width: 100%;
  }
`;

const StyledHint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
