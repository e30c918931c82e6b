import { useField } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRecordFormReadOnly } from '../../shared/resource/formContext';
import { IMAGE_ACCEPT } from '../../shared/resource/uploadRecordFile';
import { useImageLinkUpload } from '../../shared/resource/useImageLinkUpload';
import { StyledError, StyledLabel, textControlStyles } from '../../shared/ui/TextField';
import { RECIPE_IMAGE_UPLOAD_PATH } from './recipesResource';
import { imageUrl } from './recipeLinks';

export interface RecipeImageFieldProps {
  /** The form field holding the picture's address (`cover`, `steps[2].image`). */
  name: string;
  label: string;
  /** The field's message, when shown. */
  error: string | undefined;
  testId: string;
}

/**
 * A picture of the recipe (its cover, a step's picture): its address, typed or filled in by an upload
 * (JPG or PNG through the gateway's route, which answers `{ url }`), with a thumbnail; a refused upload
 * is worded under the file input like every other error.
 */
export function RecipeImageField({ name, label, error, testId }: RecipeImageFieldProps) {
  const { t } = useTranslation('recipes');
  const readOnly = useRecordFormReadOnly();
  const [field] = useField<string>(name);
  const id = useId();
  const {
    input,
    busy,
    error: uploadError,
    upload,
  } = useImageLinkUpload(name, RECIPE_IMAGE_UPLOAD_PATH, {
    t,
    wrongType: t('image.wrongType'),
    noAddress: t('image.noAddress'),
    done: t('image.done'),
  });
  const shown = imageUrl(field.value);

  return (
    <StyledImageField>
      <StyledLabel htmlFor={`${id}-url`}>{label}</StyledLabel>
      <StyledRow>
        {shown ? <StyledThumb src={shown} alt="" /> : null}
        <StyledUrl
          id={`${id}-url`}
          {...field}
          value={field.value ?? ''}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          readOnly={readOnly}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-testid={testId}
        />
      </StyledRow>
      {error ? <StyledError id={`${id}-error`}>{error}</StyledError> : null}
      {readOnly ? null : (
        <StyledUpload>
          <label htmlFor={`${id}-file`}>{t('image.upload', { label })}</label>
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept={IMAGE_ACCEPT}
            disabled={busy}
            aria-describedby={`${id}-message`}
            aria-invalid={uploadError ? true : undefined}
            data-testid={`${testId}-upload`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload(file);
            }}
          />
          <StyledMessage id={`${id}-message`} role={uploadError ? 'alert' : undefined} data-error={uploadError ? 'true' : undefined}>
            {uploadError ?? (busy ? t('image.uploading') : t('image.choose'))}
          </StyledMessage>
        </StyledUpload>
      )}
    </StyledImageField>
  );
}

const StyledImageField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

const StyledRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const StyledUrl = styled.input`
  ${textControlStyles}
  flex: 1 1 auto;
  min-width: 0;
`;

const StyledThumb = styled.img`
  width: 48px;
  height: 36px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
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
