import { REEL_IMAGE_MAX_BYTES, REEL_MEDIA_ACCEPT, REEL_MEDIA_MAX_BYTES, REEL_VIDEO_MAX_BYTES, isReelMediaType } from '@flyerdesk/domain/reels';
import { useField } from 'formik';
import { useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRecordFormReadOnly } from '../../shared/resource/formContext';
import { useShownError } from '../../shared/resource/RecordFields';
import { fieldMessage, invalidFieldsOf } from '../../shared/errors/describeError';
import { uploadErrorOf, uploadFailureText, uploadRecordFile, type UploadFailure } from '../../shared/resource/uploadRecordFile';
import { StyledError } from '../../shared/ui/TextField';
import { REEL_MEDIA_UPLOAD_PATH } from './reelsResource';

const MB = 1024 * 1024;

/** The stored file as the gateway answers the upload, or null when the answer lacks it. */
function mediaOf(body: unknown): { url: string; mediaType: 'IMAGE' | 'VIDEO' } | null {
  if (typeof body !== 'object' || body === null) return null;
  const { url, mediaType } = body as Record<string, unknown>;
  return typeof url === 'string' && url !== '' && isReelMediaType(mediaType) ? { url, mediaType } : null;
}

/** A refused upload in the interface's language: the refused file's rule when the server names one. */
function refusalText(failure: UploadFailure, t: Parameters<typeof uploadFailureText>[1]): string {
  const refused = invalidFieldsOf(uploadErrorOf(failure));
  return refused.length > 0 ? refused.map((item) => fieldMessage(item, t)).join(' ') : uploadFailureText(failure, t);
}

/**
 * The reel's image or video: a preview of what is stored (a picture, or a video player), and a file
 * input that uploads at once through the gateway's route. The server recognises the file by its bytes
 * and answers where it stored it and whether it is an image or a video; both go into the form
 * (mediaURL, mediaType). A refused upload is worded under the input like every other error.
 */
export function ReelMediaField() {
  const { t } = useTranslation('reels');
  const readOnly = useRecordFormReadOnly();
  const [url, , urlHelpers] = useField<string>('mediaURL');
  const [type, , typeHelpers] = useField<string>('mediaType');
  const urlError = useShownError('mediaURL');
  const typeError = useShownError('mediaType');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    setError(null);
    if (file.size > REEL_MEDIA_MAX_BYTES) {
      setError(t('media.tooLarge', { max: Math.floor(REEL_MEDIA_MAX_BYTES / MB) }));
      return;
    }
    setBusy(true);
    try {
      const result = await uploadRecordFile(REEL_MEDIA_UPLOAD_PATH, file);
      if (!result.ok) {
        setError(refusalText(result.failure, t));
        return;
      }
      const media = mediaOf(result.body);
      if (!media) {
        setError(t('media.noAddress'));
        return;
      }
      await urlHelpers.setValue(media.url);
      await typeHelpers.setValue(media.mediaType);
      await urlHelpers.setTouched(true, false);
      toast.success(t('media.done'));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const shownError = error ?? urlError ?? typeError;
  const message = busy ? t('media.uploading') : t('media.choose', { imageMb: REEL_IMAGE_MAX_BYTES / MB, videoMb: REEL_VIDEO_MAX_BYTES / MB });
  return (
    <StyledMedia role="group" aria-labelledby={`${id}-label`}>
      <StyledTitle id={`${id}-label`}>{t('fields.mediaURL')}</StyledTitle>
      <StyledPreview data-testid="reel-media-preview" data-media-type={type.value || undefined}>
        {url.value === '' ? (
          <StyledNone>{t('media.none')}</StyledNone>
        ) : type.value === 'VIDEO' ? (
          <video src={url.value} controls muted playsInline preload="metadata" aria-label={t('media.previewVideo')} />
        ) : (
          <img src={url.value} alt={t('media.previewImage')} />
        )}
      </StyledPreview>
      {type.value ? (
        <StyledType data-testid="reel-media-type">
          {t('fields.mediaType')}: {isReelMediaType(type.value) ? t(`mediaType.${type.value}`) : type.value}
        </StyledType>
      ) : null}
      {readOnly ? null : (
        <StyledUpload>
          <label htmlFor={id}>{url.value === '' ? t('media.upload') : t('media.replace')}</label>
          <input
            ref={input}
            id={id}
            type="file"
            accept={REEL_MEDIA_ACCEPT}
            disabled={busy}
            aria-describedby={`${id}-hint${shownError ? ` ${id}-error` : ''}`}
            aria-invalid={shownError ? true : undefined}
            data-testid="reel-media-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload(file);
            }}
          />
          <StyledHint id={`${id}-hint`}>{message}</StyledHint>
        </StyledUpload>
      )}
      {shownError ? (
        <StyledError id={`${id}-error`} role={error ? 'alert' : undefined}>
          {shownError}
        </StyledError>
      ) : null}
    </StyledMedia>
  );
}

const StyledMedia = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

const StyledTitle = styled.span`
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledPreview = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 180px;
  max-width: 100%;
  aspect-ratio: 9 / 16;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  overflow: hidden;

  img,
  video {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const StyledNone = styled.span`
  padding: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;

const StyledType = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledUpload = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1)};
  max-width: 100%;

  label {
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  input {
    max-width: 100%;
  }
`;

const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
