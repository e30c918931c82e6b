import { useId } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RecordContext } from './RecordPanel';
import { IMAGE_ACCEPT } from './uploadRecordFile';
import { useImageUpload } from './useImageUpload';

export interface RecordImageUploadProps {
  /** The field's label, e.g. "Logo". */
  label: string;
  /** The image the record has now. */
  currentUrl: string | null | undefined;
  /** Alternative text of the current image. */
  imageAlt: string;
  /** The gateway's upload route of this record, e.g. `/upload/categories/<id>/logo`. */
  uploadPath: string;
  /**
   * The record panel's state: no upload while someone else is editing, while the record is archived
   * or while the form has unsaved changes (the reason is shown under the field).
   */
  context: Pick<RecordContext<unknown>, 'readOnly' | 'dirty' | 'lock'>;
  /** Why an archived record's image cannot change, e.g. "Restore the category to change its logo". */
  archivedReason: string;
  /** The upload went through (the record has a new version): load the record again. */
  onUploaded: () => Promise<unknown> | void;
}

/**
 * An existing record's image: the current one, and a file input (JPG or PNG) that uploads at once
 * through the gateway's REST route; the refusal is shown under the field.
 */
export function RecordImageUpload({ label, currentUrl, imageAlt, uploadPath, context, archivedReason, onUploaded }: RecordImageUploadProps) {
  const { t } = useTranslation('resource');
  const { readOnly, dirty, lock } = context;
  const disabledReason = readOnly
    ? lock.lock && lock.heldByOther
      ? t('lock.editing', { holder: lock.lock.holder })
      : archivedReason
    : dirty
      ? t('upload.saveFirst')
      : undefined;
  const id = useId();
  const { input, busy, error, upload } = useImageUpload(uploadPath, {
    t,
    wrongType: t('upload.wrongType'),
    onUploaded: async () => {
      toast.success(t('upload.done'));
      await onUploaded();
    },
  });

  const message = error ?? disabledReason;
  return (
    <StyledUpload>
      <label htmlFor={id}>{label}</label>
      {currentUrl ? <StyledPreview src={currentUrl} alt={imageAlt} /> : null}
      <input
        ref={input}
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        disabled={busy || disabledReason !== undefined}
        aria-describedby={message ? `${id}-message` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <StyledHint id={`${id}-hint`}>{busy ? t('upload.uploading') : t('upload.choose')}</StyledHint>
      {message ? (
        <StyledMessage id={`${id}-message`} role={error ? 'alert' : undefined} data-error={error ? 'true' : undefined}>
          {message}
        </StyledMessage>
      ) : null}
    </StyledUpload>
  );
}

const StyledUpload = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};

  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  input {
    max-width: 100%;
  }
`;

const StyledPreview = styled.img`
  max-width: 160px;
  max-height: 120px;
  object-fit: contain;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const StyledHint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledMessage = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  &[data-error='true'] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;
