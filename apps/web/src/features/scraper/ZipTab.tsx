import { useApolloClient } from '@apollo/client/react';
import { CREATION_STATUSES } from '@flyerdesk/domain/leafletStatus';
import { SCRAPER_ZIP_MAX_PAGES } from '@flyerdesk/domain/scraper';
import { FormikProvider, useField, useFormik, type FormikErrors } from 'formik';
import { useCallback, useId, useRef, useState, type ChangeEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { refetchShopLeaflets } from '../../shared/apollo/refetchShopLeaflets';
import { describeError, fieldMessage, invalidFieldsOf } from '../../shared/errors/describeError';
import { RecordFormContext, useRecordFormReadOnly } from '../../shared/resource/formContext';
import type { UploadProgress } from '../../shared/resource/postMultipart';
import { RecordCheckbox, RecordDateField, RecordTextField, useShownError } from '../../shared/resource/RecordFields';
import { Alert } from '../../shared/ui/Alert';
import { StyledButton } from '../../shared/ui/Button';
import { StyledError, StyledField, StyledLabel } from '../../shared/ui/TextField';
import { UploadProgressBar } from '../../shared/ui/UploadProgressBar';
import { ScraperSelect, useScraperShops } from './ScraperSelect';
import { StyledFieldGrid } from './scraperStyles';
import { uploadScraperZip, type ScraperZipCreated } from './uploadScraperZip';
import { ZipCreated } from './ZipCreated';
import {
  EMPTY_ZIP_FORM,
  ZIP_FORM_FIELDS,
  ZIP_MAX_MEGABYTES,
  toScraperLeafletInput,
  zipFileProblem,
  zipFormErrors,
  type ZipFormValues,
} from './zipForm';

function FormikScraperSelect({
  name,
  label,
  options,
  placeholder,
  hint,
  testId,
}: {
  name: 'storeId' | 'status';
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  hint?: string | undefined;
  testId: string;
}) {
  const readOnly = useRecordFormReadOnly();
  const [field, , helpers] = useField<string>(name);
  const error = useShownError(name);
  return (
    <ScraperSelect
      label={label}
      name={name}
      value={field.value}
      onChange={(value) => {
        void helpers.setValue(value);
      }}
      onBlur={field.onBlur}
      options={options}
      {...(placeholder !== undefined ? { placeholder } : {})}
      error={error}
      hint={hint}
      disabled={readOnly}
      testId={testId}
    />
  );
}

function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1);
}

interface Retained {
  values: ZipFormValues;
  errors: Record<string, string>;
}

/**
 * The ZIP tab (spec §2 /scrapper/pdf): a shop, the new leaflet's essential fields and a ZIP archive of
 * page images, sent as one upload with its progress; afterwards the making of the leaflet's PDF and
 * the cutting of its pages, live.
 */
export function ZipTab() {
  const { t, i18n } = useTranslation('scraper');
  const client = useApolloClient();
  const shops = useScraperShops();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileTried, setFileTried] = useState(false);
  const [fileRefusal, setFileRefusal] = useState<string | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [created, setCreated] = useState<ScraperZipCreated | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // The server's refusals stay under their fields until the field changes.
  const retained = useRef<Retained | null>(null);

  const validate = useCallback(
    (values: ZipFormValues): FormikErrors<ZipFormValues> => {
      const errors: Record<string, string | undefined> = { ...zipFormErrors(values, i18n.t) };
      const server = retained.current;
      if (server) {
        for (const [field, message] of Object.entries(server.errors)) {
          if (errors[field] === undefined && values[field] === server.values[field]) errors[field] = message;
        }
      }
      return errors;
    },
    [i18n],
  );

  const problem = zipFileProblem(file);
  const fileError =
    fileRefusal ??
    (fileTried && problem === 'zipRequired'
      ? i18n.t('validation.zipRequired', { ns: 'validation' })
      : problem === 'tooLarge'
        ? t('zip.tooLarge', { size: ZIP_MAX_MEGABYTES })
        : undefined);

  const showRefusal = (values: ZipFormValues, status: number, error: unknown) => {
    const fields = invalidFieldsOf(error);
    if (fields.length > 0) {
      const errors: Record<string, string> = {};
      let unplaced = false;
      for (const item of fields) {
        const message = fieldMessage(item, i18n.t);
        if (item.field === 'file') setFileRefusal((current) => current ?? message);
        else if (ZIP_FORM_FIELDS.includes(item.field)) errors[item.field] ??= message;
        else unplaced = true;
      }
      retained.current = { values, errors };
      formik.setErrors(errors);
      if (unplaced) setFormError(t('zip.failed', { message: describeError(error, i18n.t) }));
      return;
    }
    if (status === 413) {
      setFileRefusal(t('zip.tooLarge', { size: ZIP_MAX_MEGABYTES }));
      return;
    }
    setFormError(t('zip.failed', { message: describeError(error, i18n.t) }));
  };

  const send = async (values: ZipFormValues, archive: File): Promise<void> => {
    setFormError(null);
    setFileRefusal(null);
    retained.current = null;
    setProgress({ loaded: 0, total: archive.size });
    const result = await uploadScraperZip(values.storeId, toScraperLeafletInput(values), archive, setProgress);
    setProgress(null);
    if (!result.ok) {
      showRefusal(values, result.status, result.error);
      return;
    }
    const answer = result.created;
    setCreated(answer);
    toast.success(t('zip.createdToast', { naturalId: answer.leaflet.naturalId }));
    refetchShopLeaflets(client, answer.leaflet.storeId);
  };

  const formik = useFormik<ZipFormValues>({
    initialValues: EMPTY_ZIP_FORM,
    validate,
    onSubmit: async (values) => {
      if (!file || zipFileProblem(file) !== null) return;
      await send(values, file);
    },
  });

  const startAgain = () => {
    setCreated(null);
    setFile(null);
    setFileTried(false);
    setFileRefusal(null);
    setFormError(null);
    setFileInputKey((key) => key + 1);
    retained.current = null;
    formik.resetForm();
  };

  if (created) return <ZipCreated created={created} onAnother={startAgain} />;

  const sending = progress !== null;
  const percent = progress ? Math.round((progress.loaded / Math.max(progress.total, 1)) * 100) : 0;
  const fileHintId = `${fileId}-hint`;
  const fileErrorId = `${fileId}-error`;
  const statusOptions = CREATION_STATUSES.map((status) => ({ value: status, label: t(`leafletStatus.${status}`, { ns: 'common' }) }));
  const shopHint = shops.loading ? t('shops.loading') : shops.failed ? t('shops.error') : shops.options.length === 0 ? t('shops.none') : undefined;

  return (
    <FormikProvider value={formik}>
      <RecordFormContext.Provider value={{ readOnly: sending }}>
        <form
          noValidate
          aria-busy={sending}
          data-testid="scraper-zip-form"
          onSubmit={(event) => {
            setFileTried(true);
            formik.handleSubmit(event);
          }}
        >
          <StyledHeading>{t('zip.heading')}</StyledHeading>
          <StyledFieldGrid>
            <FormikScraperSelect
              name="storeId"
              label={t('shops.label')}
              placeholder={t('shops.choose')}
              options={shops.options}
              hint={shopHint}
              testId="scraper-zip-shop"
            />
            <RecordTextField name="naturalId" label={t('zip.fields.naturalId')} autoComplete="off" data-testid="scraper-zip-natural-id" />
            <FormikScraperSelect name="status" label={t('zip.fields.status')} options={statusOptions} testId="scraper-zip-status" />
          </StyledFieldGrid>
          <StyledFieldGrid>
            <RecordDateField name="validFrom" label={t('zip.fields.validFrom')} kind="date" testId="scraper-zip-valid-from" />
            {formik.values.untilEndOfSupply ? null : (
              <RecordDateField name="validTo" label={t('zip.fields.validTo')} kind="date" testId="scraper-zip-valid-to" />
            )}
            <StyledCheckCell>
              <RecordCheckbox name="untilEndOfSupply" label={t('zip.fields.untilEndOfSupply')} />
            </StyledCheckCell>
            <RecordDateField name="publishDate" label={t('zip.fields.publishDate')} kind="dateTime" testId="scraper-zip-publish-date" />
          </StyledFieldGrid>

          <StyledField>
            <StyledLabel htmlFor={fileId}>{t('zip.file')}</StyledLabel>
            <StyledFileInput
              key={fileInputKey}
              id={fileId}
              name="file"
              type="file"
              accept=".zip,application/zip,application/x-zip-compressed"
              disabled={sending}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={[fileHintId, fileError ? fileErrorId : null].filter(Boolean).join(' ')}
              data-testid="scraper-zip-file"
              onChange={(event: ChangeEvent<HTMLInputElement>) => {
                setFile(event.target.files?.[0] ?? null);
                setFileRefusal(null);
              }}
            />
            <StyledHint id={fileHintId}>{t('zip.fileHint', { pages: SCRAPER_ZIP_MAX_PAGES, size: ZIP_MAX_MEGABYTES })}</StyledHint>
            {file ? <StyledHint>{t('zip.chosen', { name: file.name, size: megabytes(file.size) })}</StyledHint> : null}
            {fileError ? <StyledError id={fileErrorId}>{fileError}</StyledError> : null}
          </StyledField>

          {progress ? (
            <UploadProgressBar id={`${fileId}-progress`} label={t('zip.sending')} progress={progress} testId="scraper-upload-progress">
              <StyledHint>{t('zip.sendingCount', { percent })}</StyledHint>
            </UploadProgressBar>
          ) : null}
          {formError ? (
            <Alert tone="danger">
              <span data-testid="scraper-zip-error">{formError}</span>
            </Alert>
          ) : null}
          <StyledActions>
            <StyledButton type="submit" $variant="primary" disabled={sending} aria-busy={sending} data-testid="scraper-zip-submit">
              {t('zip.submit')}
            </StyledButton>
          </StyledActions>
        </form>
      </RecordFormContext.Provider>
    </FormikProvider>
  );
}

const StyledHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const StyledCheckCell = styled.div`
  padding-top: ${({ theme }) => theme.space(6)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const StyledFileInput = styled.input`
  max-width: 100%;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};

  &[aria-invalid='true'] {
    outline: 1px solid ${({ theme }) => theme.colors.danger};
    outline-offset: 2px;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;
