import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { StyledButton } from '../../shared/ui/Button';
import { StyledError } from '../../shared/ui/TextField';

/** What the file chooser accepts: a PDF, or JPG/PNG page images. */
export const LEAFLET_FILES_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

export interface LeafletFilesProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** Why the chosen files cannot be sent (spec §8 handler 3's text). */
  error?: string | undefined;
  /** Warnings that do not stop the sending (e.g. the PDF's dates lie in the past). */
  warnings?: readonly string[];
  disabled?: boolean;
}

function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${String(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The files of a new leaflet: one PDF or several JPG/PNG page images, chosen with the button (a
 * native file input, reachable by keyboard) or dropped on the area; each can be removed again.
 */
export function LeafletFiles({ files, onChange, error, warnings = [], disabled = false }: LeafletFilesProps) {
  const { t } = useTranslation('leaflets');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const dropped = Array.from(event.dataTransfer.files);
    if (dropped.length > 0) onChange([...files, ...dropped]);
  };

  return (
    <StyledZone
      data-testid="leaflet-files"
      $dragging={dragging}
      $invalid={Boolean(error)}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <StyledLabel htmlFor={id}>{t('files.label')}</StyledLabel>
      <StyledHint id={`${id}-hint`}>{t('files.hint')}</StyledHint>
      <StyledHiddenInput
        ref={input}
        id={id}
        type="file"
        tabIndex={-1}
        multiple
        accept={LEAFLET_FILES_ACCEPT}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        data-testid="leaflet-files-input"
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (chosen.length > 0) onChange([...files, ...chosen]);
        }}
      />
      <div>
        <StyledButton type="button" disabled={disabled} aria-describedby={describedBy} onClick={() => input.current?.click()}>
          {t('files.choose')}
        </StyledButton>
      </div>
      {files.length > 0 ? (
        <StyledList aria-label={t('files.chosen')}>
          {files.map((file, index) => (
            <li key={`${file.name}-${String(index)}`}>
              <span>
                {file.name} <StyledMuted>({sizeText(file.size)})</StyledMuted>
              </span>
              <StyledButton
                type="button"
                $variant="ghost"
                disabled={disabled}
                aria-label={t('files.removeLabel', { name: file.name })}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
              >
                {t('files.remove')}
              </StyledButton>
            </li>
          ))}
        </StyledList>
      ) : null}
      {warnings.map((warning) => (
        <StyledWarning key={warning} role="status" data-testid="leaflet-files-warning">
          {warning}
        </StyledWarning>
      ))}
      {error ? (
        <StyledError id={`${id}-error`} role="alert" data-testid="leaflet-files-error">
          {error}
        </StyledError>
      ) : null}
    </StyledZone>
  );
}

const StyledZone = styled.div<{ $dragging: boolean; $invalid: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 2px dashed ${({ theme, $dragging, $invalid }) => ($invalid ? theme.colors.danger : $dragging ? theme.colors.focus : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $dragging }) => ($dragging ? theme.colors.surfaceAlt : 'transparent')};
`;

const StyledLabel = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledHiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    overflow-wrap: anywhere;
  }
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledWarning = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
