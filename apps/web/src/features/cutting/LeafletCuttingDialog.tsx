import { useQuery } from '@apollo/client/react';
import { canRetryJob, cutOverallStatus, type CutOverallStatus } from '@flyerdesk/domain/jobs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { JobErrorCode } from '../../__generated__/graphql';
import { JobProgressBar } from '../../shared/jobs/JobProgressBar';
import { useJobProgress } from '../../shared/jobs/useJobProgress';
import { useJobTexts } from '../../shared/jobs/useJobTexts';
import { Alert } from '../../shared/ui/Alert';
import { StyledButton } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { ErrorState, LoadingState } from '../../shared/ui/States';
import { CutPdfUpload } from './CutPdfUpload';
import { LeafletPageCutQuery } from './operations';
import { PageGrid, toPages } from './PageGrid';
import { PageViewer } from './PageViewer';
import { useCutActions, type CutActionError } from './useCutActions';

export interface LeafletCuttingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  leafletId: string;
  naturalId: string;
  /** The leaflet's shop, when the opener knows it (the server answers it too). */
  storeId?: string;
}

/** A leaflet's pages: upload a PDF to cut, follow the cutting live, view and retry pages. */
export function LeafletCuttingDialog({ open, onOpenChange, leafletId, naturalId }: LeafletCuttingDialogProps) {
  const { t } = useTranslation('cutting');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('title', { naturalId })} closeLabel={t('close')}>
      {open ? <LeafletCutting leafletId={leafletId} /> : null}
    </Dialog>
  );
}

/** The dialog's content, mounted only while it is open (so nothing is watched when closed). */
export function LeafletCutting({ leafletId }: { leafletId: string }) {
  const { t } = useTranslation('cutting');
  const { data, error, refetch } = useQuery(LeafletPageCutQuery, {
    variables: { leafletId },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const [followed, setFollowed] = useState<string | null>(null);
  const [viewKey, setViewKey] = useState<string | null>(null);
  const actions = useCutActions(leafletId);

  const latest = data?.leafletPageCut.job ?? null;
  const jobId = followed ?? latest?.id ?? null;
  const progress = useJobProgress(jobId);
  const job = progress.job ?? (latest && latest.id === jobId ? latest : null);
  const pages = toPages(job?.steps);
  const rendered = pages.filter((page) => page.step.status === 'SUCCESS' && (page.step.imageUrl ?? page.step.thumbnailUrl));

  const reload = () => {
    refetch().catch(() => undefined);
  };
  const follow = (id: string | undefined) => {
    if (!id) return;
    setFollowed(id);
    reload();
  };

  if (!data) {
    return error ? <ErrorState message={t('error')} onRetry={reload} /> : <LoadingState label={t('loading')} />;
  }

  const overall: CutOverallStatus = job
    ? cutOverallStatus({ status: job.status, steps: job.steps ?? [] })
    : followed
      ? { state: 'CHECKING' }
      : { state: 'NONE' };
  const canRetry = job !== null && canRetryJob(job.status, job.failedSteps);

  return (
    <StyledBody>
      {progress.live === 'UPSTREAM_UNAVAILABLE' ? <Alert tone="warning">{t('connectionLost')}</Alert> : null}
      <StyledToolbar>
        <CutPdfUpload
          leafletId={leafletId}
          onStarted={(id) => {
            actions.clearError();
            follow(id);
          }}
        />
        {job && !job.running ? (
          <StyledButton type="button" disabled={actions.busy} onClick={() => void actions.cutAgain().then(follow)}>
            {t('cutAgain')}
          </StyledButton>
        ) : null}
      </StyledToolbar>

      <StyledOverall>
        <OverallLine overall={overall} errorCode={job?.errorCode} />
        {canRetry ? (
          <StyledButton
            type="button"
            $variant="primary"
            disabled={actions.busy}
            onClick={() => void actions.retryFailed().then(follow)}
          >
            {t('retryFailed')}
          </StyledButton>
        ) : null}
      </StyledOverall>
      {actions.error ? <Alert tone="danger">{actionErrorText(actions.error, t)}</Alert> : null}
      {job ? <JobProgressBar job={job} /> : null}

      {pages.length > 0 ? <PageGrid pages={pages} onOpen={(page) => setViewKey(page.step.key)} /> : null}
      <PageViewer pages={rendered} total={pages.length} openKey={viewKey} onOpenKeyChange={setViewKey} />
    </StyledBody>
  );
}

type Translate = ReturnType<typeof useTranslation<'cutting'>>['t'];

function actionErrorText(error: CutActionError, t: Translate): string {
  switch (error) {
    case 'NO_PDF':
      return t('conflict.NO_PDF');
    case 'JOB_NOT_RETRYABLE':
      return t('conflict.JOB_NOT_RETRYABLE');
    case 'OFFERS_RECOGNITION_DISABLED':
      return t('upload.disabled');
    default:
      return t('actionFailed');
  }
}

/** "Checking…", "N pages in progress", "Complete" or "Failed — N pages" (with the reason when the whole cut failed). */
function OverallLine({ overall, errorCode }: { overall: CutOverallStatus; errorCode: JobErrorCode | null | undefined }) {
  const { t } = useTranslation('cutting');
  const texts = useJobTexts();
  let text: string;
  switch (overall.state) {
    case 'IN_PROGRESS':
      text = t('overall.IN_PROGRESS', { count: overall.pagesInProgress });
      break;
    case 'FAILED':
      text =
        overall.failedPages > 0
          ? t('overall.FAILED', { count: overall.failedPages })
          : [t('overall.failedWhole'), errorCode ? texts.error(errorCode) : null].filter(Boolean).join(' — ');
      break;
    default:
      text = t(`overall.${overall.state}`);
  }
  return (
    <StyledOverallText role="status" data-testid="cut-overall" data-state={overall.state} $state={overall.state}>
      {text}
    </StyledOverallText>
  );
}

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};

  /* Alerts keep their own spacing out of this column's gaps. */
  [role='alert'],
  [role='status'] {
    margin-bottom: 0;
  }
`;

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledOverall = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledOverallText = styled.p<{ $state: CutOverallStatus['state'] }>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: 600;
  color: ${({ theme, $state }) =>
    $state === 'FAILED' ? theme.colors.danger : $state === 'COMPLETE' ? theme.colors.success : theme.colors.text};
`;
