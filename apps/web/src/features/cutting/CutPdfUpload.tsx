import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { uploadCutPdf, type CutUploadError } from './uploadCutPdf';

export interface CutPdfUploadProps {
  leafletId: string;
  /** A job was started for the uploaded PDF. */
  onStarted: (jobId: string) => void;
  disabled?: boolean;
}

/** A file input taking a PDF; choosing a file sends it to be cut into pages at once. */
export function CutPdfUpload({ leafletId, onStarted, disabled = false }: CutPdfUploadProps) {
  const { t } = useTranslation('cutting');
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [error, setError] = useState<CutUploadError | null>(null);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setError(null);
    setUploading(file.name);
    const result = await uploadCutPdf(leafletId, file);
    setUploading(null);
    if (input.current) input.current.value = '';
    if (result.ok) onStarted(result.jobId);
    else setError(result.error);
  };

  const messages = error ? errorMessages(error, t) : [];

  return (
    <StyledField>
      <StyledLabel htmlFor={inputId}>{t('upload.label')}</StyledLabel>
      <StyledInput
        ref={input}
        id={inputId}
        type="file"
        name="file"
        accept="application/pdf"
        disabled={disabled || uploading !== null}
        aria-invalid={messages.length > 0 ? true : undefined}
        aria-describedby={messages.length > 0 ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => void onChange(event)}
        data-testid="cut-upload-input"
      />
      <StyledHint id={hintId}>{t('upload.hint')}</StyledHint>
      <div role="status">{uploading !== null ? <StyledHint>{t('upload.uploading', { name: uploading })}</StyledHint> : null}</div>
      {messages.length > 0 ? (
        <StyledError id={errorId} role="alert" data-testid="cut-upload-error">
          {messages.join(' ')}
        </StyledError>
      ) : null}
    </StyledField>
  );
}

type Translate = ReturnType<typeof useTranslation<'cutting'>>['t'];

/** The refusal in the interface language: field messages through the 'validation' texts. */
function errorMessages(error: CutUploadError, t: Translate): string[] {
  switch (error.kind) {
    case 'tooLarge':
      return [t('upload.tooLarge')];
    case 'disabled':
      return [t('upload.disabled')];
    case 'invalid':
      return error.fields.map((field) =>
        field.key
          ? t(field.key, { ns: 'validation', defaultValue: field.message ?? t('upload.failed'), ...(field.values ?? {}) })
          : (field.message ?? t('upload.failed')),
      );
    default:
      return [t('upload.failed')];
  }
}

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const StyledLabel = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledInput = styled.input`
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  max-width: 100%;

  &::file-selector-button {
    margin-right: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }

  &[aria-invalid='true']::file-selector-button {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
