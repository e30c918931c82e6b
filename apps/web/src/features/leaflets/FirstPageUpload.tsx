import { useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { describeError } from '../../shared/errors/describeError';
import { IMAGE_ACCEPT, isImageFile } from '../../shared/resource/uploadRecordFile';
import { StyledButton } from '../../shared/ui/Button';
import { StyledError } from '../../shared/ui/TextField';
import { uploadFirstPage } from './uploadLeaflet';

export interface FirstPageUploadProps {
  leafletId: string;
  naturalId: string;
  /** The cover uploaded before, if any. */
  firstPageUrl: string | null;
  disabled?: boolean;
  onUploaded: () => void;
}

/** Replaces the leaflet's first page (its cover) with a JPG/PNG image. */
export function FirstPageUpload({ leafletId, naturalId, firstPageUrl, disabled = false, onUploaded }: FirstPageUploadProps) {
  const { t } = useTranslation('leaflets');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async (file: File) => {
    setError(null);
    if (!isImageFile(file)) {
      setError(t('upload.wrongType', { ns: 'resource' }));
      return;
    }
    setBusy(true);
    const answer = await uploadFirstPage(leafletId, file);
    setBusy(false);
    if (!answer.ok) {
      setError(describeError(answer.error, t));
      return;
    }
    toast.success(t('firstPage.uploaded', { naturalId }));
    onUploaded();
  };

  return (
    <StyledSection aria-labelledby={`${id}-title`} data-testid="leaflet-first-page">
      <h3 id={`${id}-title`}>{t('firstPage.title')}</h3>
      {firstPageUrl ? <StyledCover src={firstPageUrl} alt={t('firstPage.alt', { naturalId })} width={96} height={128} /> : <p>{t('firstPage.none')}</p>}
      <input
        ref={input}
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void send(file);
        }}
        data-testid="leaflet-first-page-input"
      />
      <div>
        <StyledButton type="button" disabled={disabled || busy} aria-busy={busy} onClick={() => input.current?.click()}>
          {busy ? t('firstPage.sending') : t('firstPage.choose')}
        </StyledButton>
      </div>
      {error ? <StyledError role="alert">{error}</StyledError> : null}
    </StyledSection>
  );
}

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${({ theme }) => theme.space(3)};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledCover = styled.img`
  width: 96px;
  height: 128px;
  object-fit: cover;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;
