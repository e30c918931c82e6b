import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRecordFormReadOnly } from '../../shared/resource/formContext';
import { RecordTextField } from '../../shared/resource/RecordFields';
import { IMAGE_ACCEPT } from '../../shared/resource/uploadRecordFile';
import { useImageLinkUpload } from '../../shared/resource/useImageLinkUpload';
import { NOTIFICATION_IMAGE_UPLOAD_PATH } from './notificationsResource';

/**
 * An image of the notification (big icon, big picture): its address, typed or filled in by an upload
 * (JPG or PNG through the gateway's route, which answers `{ url }`); a refused upload is worded under
 * the file input like every other error.
 */
export function NotificationImageField({ name, label, testId }: { name: 'bigIcon' | 'bigPicture'; label: string; testId: string }) {
  const { t } = useTranslation('notifications');
  const readOnly = useRecordFormReadOnly();
  const id = useId();
  const { input, busy, error, upload } = useImageLinkUpload(name, NOTIFICATION_IMAGE_UPLOAD_PATH, {
    t,
    wrongType: t('image.wrongType'),
    noAddress: t('image.noAddress'),
    done: t('image.done'),
  });

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
