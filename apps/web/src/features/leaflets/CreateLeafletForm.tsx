import { useApolloClient } from '@apollo/client/react';
import { CREATION_STATUSES } from '@flyerdesk/domain/leafletStatus';
import { checkLeafletFiles, isPageImageName, isPdfName, parsePdfName, pdfNameWarnings } from '@flyerdesk/domain/leafletFiles';
import { leafletCreateSchema } from '@flyerdesk/domain/validation/leaflet';
import { FormikProvider, useFormik } from 'formik';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { JobFieldsFragment } from '../../__generated__/graphql';
import { refetchShopLeaflets } from '../../shared/apollo/refetchShopLeaflets';
import { JobProgressBar } from '../../shared/jobs/JobProgressBar';
import { useJobProgress } from '../../shared/jobs/useJobProgress';
import { showPersistentErrorToast } from '../../shared/persistentToast';
import { RecordFormContext } from '../../shared/resource/formContext';
import type { UploadProgress } from '../../shared/resource/postMultipart';
import { Alert } from '../../shared/ui/Alert';
import { StyledButton } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { UploadProgressBar } from '../../shared/ui/UploadProgressBar';
import { LeafletFields } from './LeafletFields';
import { LeafletFiles } from './LeafletFiles';
import { toLeafletInput, toLeafletValues, type LeafletFormValues } from './leafletForm';
import { showLeafletWriteFailure } from './leafletWriteFailure';
import { createLeaflet, type CreatedLeaflet } from './uploadLeaflet';
import { useCanSetPriorities, useLeafletChoices, useLeafletValidation } from './useLeafletForm';

export interface LeafletShop {
  storeId: string;
  storeName: string;
  /** The shop's web id: a PDF named for another shop asks for confirmation. */
  storeWebId: string;
}

/** Some of the page images sent did not become pages (the answer has fewer pages than images sent). */
function isPartial(created: CreatedLeaflet, files: readonly File[]): boolean {
  const images = files.filter((file) => isPageImageName(file.name)).length;
  return images > 0 && created.leaflet.pageCount < images;
}

/** The page cut started for a new PDF leaflet, live. */
function CutProgress({ job }: { job: JobFieldsFragment }) {
  const { t } = useTranslation('leaflets');
  const progress = useJobProgress(job.id);
  const shown = progress.job ?? job;
  return (
    <StyledCut data-testid="leaflet-cut-progress">
      <h3>{t('created.cutting')}</h3>
      <JobProgressBar job={shown} label={t('created.cutLabel')} />
    </StyledCut>
  );
}

/**
 * A new leaflet of a shop (spec §2): every field, its files (one PDF or several JPG/PNG images), sent
 * as one upload with its progress; after creation a PDF's page cutting shows live.
 */
export function CreateLeafletForm({
  shop,
  onClose,
  onDirtyChange,
}: {
  shop: LeafletShop;
  onClose: () => void;
  /** Whether closing now would lose something typed or chosen. */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const { t, i18n } = useTranslation('leaflets');
  const client = useApolloClient();
  const canSetPriorities = useCanSetPriorities();
  const { groups, categories } = useLeafletChoices();
  const { validate, retainServerErrors, clearServerErrors, nestErrors } = useLeafletValidation(leafletCreateSchema, canSetPriorities);
  const [files, setFiles] = useState<File[]>([]);
  const [filesTried, setFilesTried] = useState(false);
  const [confirmShop, setConfirmShop] = useState<{ values: LeafletFormValues; fileShop: string } | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [created, setCreated] = useState<CreatedLeaflet | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const names = files.map((file) => file.name);
  const filesError = filesTried && checkLeafletFiles(names) !== 'ok' ? t('failedToProcess', { ns: 'errorMessages' }) : undefined;
  const pdf = files.length === 1 && files[0] && isPdfName(files[0].name) ? files[0] : null;
  const warnings = pdf && pdfNameWarnings(pdf.name, shop.storeWebId).pastDates ? [t('files.pastDates')] : [];

  const send = async (values: LeafletFormValues, overwritePriority: boolean): Promise<void> => {
    setFormError(null);
    clearServerErrors();
    const input = toLeafletInput(values, { withPriorities: canSetPriorities });
    setProgress({ loaded: 0, total: files.reduce((sum, file) => sum + file.size, 0) });
    const result = await createLeaflet(shop.storeId, input, files, { overwritePriority, onProgress: setProgress });
    setProgress(null);
    if (!result.ok) {
      const outcome = showLeafletWriteFailure(i18n, {
        error: result.error,
        naturalId: input.naturalId,
        creating: true,
        overwrite: () => void send(values, true),
      });
      if (outcome.kind === 'invalidFields') {
        retainServerErrors(values, outcome.fields);
        formik.setErrors(nestErrors(outcome.fields));
      } else if (outcome.kind === 'other') {
        setFormError(outcome.message);
      }
      return;
    }
    const answer = result.created;
    setCreated(answer);
    toast.success(
      answer.leaflet.status === 'READY_FOR_ACTIVATION'
        ? t('toast.readyForActivation', { naturalId: answer.leaflet.naturalId })
        : t('toast.created', { naturalId: answer.leaflet.naturalId }),
    );
    if (isPartial(answer, files)) {
      showPersistentErrorToast(t('toast.partialFailure', { naturalId: answer.leaflet.naturalId }), 'leaflet-partial-toast');
    }
    refetchShopLeaflets(client, shop.storeId);
  };

  const formik = useFormik<LeafletFormValues>({
    initialValues: toLeafletValues(undefined),
    validate,
    onSubmit: async (values) => {
      setFilesTried(true);
      if (checkLeafletFiles(files.map((file) => file.name)) !== 'ok') return;
      if (pdf) {
        const warningsOfName = pdfNameWarnings(pdf.name, shop.storeWebId);
        if (warningsOfName.otherShop) {
          setConfirmShop({ values, fileShop: parsePdfName(pdf.name)?.shopWebId ?? pdf.name });
          return;
        }
      }
      await send(values, false);
    },
  });

  const unsaved = created === null && (formik.dirty || files.length > 0);
  useEffect(() => {
    onDirtyChange?.(unsaved);
  }, [unsaved, onDirtyChange]);

  if (created) {
    return (
      <StyledCreated data-testid="leaflet-created">
        <Alert tone="success">{t('created.done', { naturalId: created.leaflet.naturalId })}</Alert>
        {created.cutJob ? <CutProgress job={created.cutJob} /> : null}
        <StyledActions>
          <StyledButton type="button" $variant="primary" onClick={onClose} data-testid="leaflet-created-close">
            {t('close')}
          </StyledButton>
        </StyledActions>
      </StyledCreated>
    );
  }

  const sending = progress !== null;
  return (
    <FormikProvider value={formik}>
      <RecordFormContext.Provider value={{ readOnly: sending }}>
        <form noValidate onSubmit={formik.handleSubmit} aria-busy={sending} data-testid="leaflet-form">
          <StyledShop>{t('create.forShop', { name: shop.storeName })}</StyledShop>
          <LeafletFiles
            files={files}
            onChange={(next) => {
              setFiles(next);
            }}
            error={filesError}
            warnings={warnings}
            disabled={sending}
          />
          <LeafletFields statusChoices={CREATION_STATUSES} canSetPriorities={canSetPriorities} groups={groups} categories={categories} />
          {progress ? (
            <UploadProgressBar id="leaflet-upload-progress" label={t('create.sending')} progress={progress} testId="leaflet-upload-progress" />
          ) : null}
          {formError ? (
            <Alert tone="danger">
              <span data-testid="form-error">{formError}</span>
            </Alert>
          ) : null}
          <StyledActions>
            <StyledButton type="button" onClick={onClose} disabled={sending}>
              {t('cancel', { ns: 'common' })}
            </StyledButton>
            <StyledButton type="submit" $variant="primary" disabled={sending} aria-busy={sending} data-testid="leaflet-save">
              {t('create.submit')}
            </StyledButton>
          </StyledActions>
        </form>
      </RecordFormContext.Provider>
      <ConfirmDialog
        open={confirmShop !== null}
        onOpenChange={(open) => {
          if (!open) setConfirmShop(null);
        }}
        title={t('files.otherShopTitle')}
        description={t('files.otherShop', { fileShop: confirmShop?.fileShop ?? '', shop: shop.storeWebId })}
        confirmLabel={t('files.sendAnyway')}
        confirmTestId="leaflet-other-shop-confirm"
        onConfirm={async () => {
          const pending = confirmShop;
          setConfirmShop(null);
          if (pending) await send(pending.values, false);
        }}
      />
    </FormikProvider>
  );
}

const StyledShop = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledCreated = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const StyledCut = styled.section`
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;
