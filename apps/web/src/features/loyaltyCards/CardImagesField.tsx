import { LOYALTY_CARD_IMAGES_MAX } from '@flyerdesk/domain/loyaltyCards';
import { useField, useFormikContext } from 'formik';
import { useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRecordFormReadOnly } from '../../shared/resource/formContext';
import { IMAGE_ACCEPT, isImageFile, uploadFailureText, uploadRecordFile } from '../../shared/resource/uploadRecordFile';
import { StyledButton } from '../../shared/ui/Button';
import { StyledError } from '../../shared/ui/TextField';
import { LOYALTY_CARD_IMAGE_UPLOAD_PATH } from './loyaltyCardsResource';

/** The uploaded picture's address as the gateway answers it (`{ url }`). */
function urlOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const url = (body as Record<string, unknown>)['url'];
  return typeof url === 'string' && url !== '' ? url : null;
}

/** The messages of the pictures: of the list (`images`) and of one picture (`images[1]`), once submitted or changed. */
function useImagesErrors(): string[] {
  const { errors, submitCount, touched } = useFormikContext<Record<string, unknown>>();
  if (submitCount === 0 && !touched['images']) return [];
  const flat = errors as Record<string, unknown>;
  return Object.entries(flat)
    .filter(([key, value]) => (key === 'images' || key.startsWith('images[')) && typeof value === 'string')
    .map(([, value]) => value as string);
}

/**
 * The card's pictures (spec §5: at least one, an image file): each shown with its name (front, back,
 * picture 3 …) and a remove button; a file input (JPG or PNG) adds one through the gateway's upload
 * route, which checks its bytes. A refused upload is worded under the input like every other error.
 */
export function CardImagesField({ cardName }: { cardName: string }) {
  const { t } = useTranslation('loyaltyCards');
  const readOnly = useRecordFormReadOnly();
  const [field, , helpers] = useField<string[]>('images');
  const images = field.value;
  const errors = useImagesErrors();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const full = images.length >= LOYALTY_CARD_IMAGES_MAX;

  const sideOf = (index: number) => (index === 0 ? t('images.front') : index === 1 ? t('images.back') : t('images.other', { number: index + 1 }));

  const upload = async (file: File) => {
    setUploadError(null);
    if (!isImageFile(file)) {
      setUploadError(t('images.wrongType'));
      return;
    }
    setBusy(true);
    try {
      const result = await uploadRecordFile(LOYALTY_CARD_IMAGE_UPLOAD_PATH, file);
      if (!result.ok) {
        setUploadError(uploadFailureText(result.failure, t));
        return;
      }
      const url = urlOf(result.body);
      if (!url) {
        setUploadError(t('images.noAddress'));
        return;
      }
      await helpers.setValue([...images, url]);
      await helpers.setTouched(true, false);
      toast.success(t('images.added', { side: sideOf(images.length) }));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const remove = async (index: number) => {
    await helpers.setValue(images.filter((_, i) => i !== index));
    await helpers.setTouched(true, false);
  };

  const messageId = `${id}-message`;
  const message = uploadError ?? errors[0] ?? null;
  return (
    <StyledImages role="group" aria-labelledby={`${id}-legend`} aria-describedby={message ? messageId : undefined} data-testid="card-images">
      <StyledLegend id={`${id}-legend`}>{t('fields.images')}</StyledLegend>
      {images.length === 0 ? <StyledNone>{t('images.none')}</StyledNone> : null}
      <StyledList>
        {images.map((url, index) => (
          <li key={url} data-testid={`card-image-${index}`}>
            <StyledPreview src={url} alt={t('images.alt', { side: sideOf(index), name: cardName || t('images.thisCard') })} />
            <StyledSide>{sideOf(index)}</StyledSide>
            {readOnly ? null : (
              <StyledButton type="button" onClick={() => void remove(index)} aria-label={t('images.remove', { side: sideOf(index) })} data-testid={`card-image-remove-${index}`}>
                {t('images.removeShort')}
              </StyledButton>
            )}
          </li>
        ))}
      </StyledList>
      {readOnly ? null : full ? (
        <StyledHint>{t('images.full', { max: LOYALTY_CARD_IMAGES_MAX })}</StyledHint>
      ) : (
        <StyledUpload>
          <label htmlFor={id}>{images.length === 0 ? t('images.addFront') : t('images.add', { side: sideOf(images.length) })}</label>
          <input
            ref={input}
            id={id}
            type="file"
            accept={IMAGE_ACCEPT}
            disabled={busy}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? messageId : `${id}-hint`}
            data-testid="card-image-upload"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload(file);
            }}
          />
          <StyledHint id={`${id}-hint`}>{busy ? t('images.uploading') : t('images.choose')}</StyledHint>
        </StyledUpload>
      )}
      {message ? (
        <StyledError id={messageId} role="alert" data-testid="card-images-error">
          {message}
        </StyledError>
      ) : null}
    </StyledImages>
  );
}

const StyledImages = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  min-width: 0;
`;

const StyledLegend = styled.span`
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledNone = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

const StyledPreview = styled.img`
  width: 128px;
  height: 80px;
  object-fit: contain;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const StyledSide = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
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

const StyledHint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
