import { useField } from 'formik';
import { useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRecordFormReadOnly } from '../../shared/resource/formContext';
import { RecordTextField } from '../../shared/resource/RecordFields';
import { uploadFailureText } from '../../shared/resource/RecordImageUpload';
import { IMAGE_ACCEPT, isImageFile, uploadRecordFile } from '../../shared/resource/uploadRecordFile';
import { NOTIFICATION_IMAGE_UPLOAD_PATH } from './notificationsResource';

/**
 * The uploaded image's address as the api answers it: a path under /files (the api sends it to phones
 * under its public address), or an absolute link when the api has one configured.
 */
function urlOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const url = (body as Record<string, unknown>)['url'];
  return typeof url === 'string' && url !== '' ? url : null;
}

/**
 * An image of the notification (big icon, big picture): its address, typed or filled in by an upload
 * (JPG or PNG through the gateway's route, which answers `{ url }`); a refused upload is worded under
 * the file input like every other error.
 */
export function NotificationImageField({ name, label, testId }: { name: 'bigIcon' | 'bigPicture'; label: string; testId: string }) {
  const { t } = useTranslation('notifications');
  const readOnly = useRecordFormReadOnly();
  const [, , helpers] = useField<string>(name);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    setError(null);
    if (!isImageFile(file)) {
      setError(t('image.wrongType'));
      return;
    }
    setBusy(true);
    try {
      const result = await uploadRecordFile(NOTIFICATION_IMAGE_UPLOAD_PATH, file);
      if (!result.ok) {
        setError(uploadFailureText(result.failure, t));
        return;
      }
      const url = urlOf(result.body);
      if (!url) {
        setError(t('image.noAddress'));
        return;
      }
      await helpers.setValue(url);
      await helpers.setTouched(true, false);
      toast.success(t('image.done'));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <StyledImageField>
      <RecordTextField name={name} label={label} type="url" inputMode="url" autoComplete="off" spellCheck={false} data-testid={testId} />
      {readOnly ? null : (
        <StyledUpload>
          <label htmlFor={id}>{t('image.upload', { label })}</label>
          <input
            ref={input}
            id={id}
            type="file"
            accept={IMAGE_ACCEPT}
            disabled={busy}
            aria-describedby={`${id}-message`}
            aria-invalid={error ? true : undefined}
            data-testid={`${testId}-upload`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload(file);
            }}
          />
          <StyledMessage id={`${id}-message`} role={error ? 'alert' : undefined} data-error={error ? 'true' : undefined}>
            {error ?? (busy ? t('image.uploading') : t('image.choose'))}
          </StyledMessage>
        </StyledUpload>
      )}
    </StyledImageField>
  );
}

const StyledImageField = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};

  & > div:first-child {
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const StyledUpload = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1)};

  label {
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  input {
    max-width: 100%;
  }
`;

const StyledMessage = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};

  &[data-error='true'] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;
