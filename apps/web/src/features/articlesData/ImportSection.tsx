import { useQuery } from '@apollo/client/react';
import { formatDateTime } from '@flyerdesk/domain/dates';
import { useCallback, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { JobFieldsFragment } from '../../__generated__/graphql';
import { JobProgressBar } from '../../shared/jobs/JobProgressBar';
import { JobStatusBadge } from '../../shared/jobs/JobStatusBadge';
import { useJobProgress } from '../../shared/jobs/useJobProgress';
import { useJobsChanged } from '../../shared/jobs/useJobsChanged';
import { useJobTexts } from '../../shared/jobs/useJobTexts';
import { Alert } from '../../shared/ui/Alert';
import { StyledButton } from '../../shared/ui/Button';
import { ErrorState } from '../../shared/ui/States';
import { StyledNote } from './articlesDataStyles';
import { ArticlesDataImportQuery } from './operations';
import { useStartImport } from './useStartImport';

export interface ImportSectionProps {
  /** Called once when an import followed on screen has finished (its results are in the lists). */
  onFinished: () => void;
}

/**
 * The import from the external source: the start button (disabled while an import runs), and the
 * latest import followed live: its progress while running, then its counts or why it failed.
 */
export function ImportSection({ onFinished }: ImportSectionProps) {
  const { t } = useTranslation('articlesData');
  const headingId = useId();
  const { data, error, refetch } = useQuery(ArticlesDataImportQuery, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const latest = data?.articlesDataImport ?? null;
  // An import a colleague starts shows up here too (a running one is followed by its progress instead).
  const following = latest?.running === true;
  useJobsChanged(
    useCallback(() => {
      if (!following) refetch().catch(() => undefined);
    }, [following, refetch]),
  );
  // Progress events are written into the cache, so `latest` (the same job) updates with them.
  const progress = useJobProgress(latest?.running ? latest.id : null);
  const job: JobFieldsFragment | null = progress.job && progress.job.id === latest?.id ? progress.job : latest;
  const running = job?.running === true;

  const wasRunning = useRef<string | null>(null);
  const finished = useRef(onFinished);
  useEffect(() => {
    finished.current = onFinished;
  }, [onFinished]);
  useEffect(() => {
    if (job?.running) {
      wasRunning.current = job.id;
    } else if (job && wasRunning.current === job.id) {
      wasRunning.current = null;
      finished.current();
    }
  }, [job]);

  return (
    <StyledSection aria-labelledby={headingId} data-testid="articles-data-import">
      <StyledHeader>
        <StyledHeading id={headingId}>{t('import.latest')}</StyledHeading>
        <StartImportButton running={running} />
      </StyledHeader>
      {!data && error ? (
        <ErrorState
          message={t('import.loadError')}
          onRetry={() => {
            refetch().catch(() => undefined);
          }}
        />
      ) : null}
      {data && !job ? <StyledNote>{t('import.none')}</StyledNote> : null}
      {job ? <ImportState job={job} /> : null}
      {running && progress.live === 'UPSTREAM_UNAVAILABLE' ? <Alert tone="warning">{t('import.connectionLost')}</Alert> : null}
    </StyledSection>
  );
}

function StartImportButton({ running }: { running: boolean }) {
  const { t } = useTranslation('articlesData');
  const { start, starting } = useStartImport();
  const busy = running || starting;
  return (
    <StyledButton
      type="button"
      $variant="primary"
      disabled={busy}
      aria-busy={busy}
      onClick={() => {
        void start();
      }}
      data-testid="articles-data-import-start"
    >
      {busy ? t('import.running') : t('import.start')}
    </StyledButton>
  );
}

/** The latest import: progress while it runs, the outcome once it finished. */
function ImportState({ job }: { job: JobFieldsFragment }) {
  const { t } = useTranslation('articlesData');
  const texts = useJobTexts();
  const meta = (
    <StyledMeta>
      {job.startedBy ? <span>{t('import.startedBy', { user: job.startedBy })}</span> : null}
      {job.finishedAt ? (
        <time dateTime={job.finishedAt}>{t('import.finishedAt', { at: formatDateTime(job.finishedAt) })}</time>
      ) : null}
    </StyledMeta>
  );

  if (job.status === 'FAILED' || job.status === 'CANCELLED') {
    const reason =
      job.status === 'CANCELLED'
        ? t('import.cancelled')
        : job.errorCode === 'FETCH_ERROR'
          ? t('import.fetchError')
          : job.errorCode
            ? texts.error(job.errorCode)
            : t('import.failed');
    return (
      <StyledState>
        <StyledLine>
          <JobStatusBadge status={job.status} />
          {meta}
        </StyledLine>
        <Alert tone={job.status === 'FAILED' ? 'danger' : 'warning'}>{reason}</Alert>
      </StyledState>
    );
  }

  const result = job.result;
  return (
    <StyledState>
      <JobProgressBar job={job} label={t('import.progressLabel')} />
      {job.status === 'SUCCESS' && result ? (
        <StyledResult data-testid="articles-data-import-result">
          {t('import.result', {
            imported: result.imported ?? 0,
            matched: result.matched ?? 0,
            unmatched: result.unmatched ?? 0,
          })}
        </StyledResult>
      ) : null}
      {meta}
    </StyledState>
  );
}

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledHeading = styled.h3`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const StyledState = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};

  & > [role='alert'],
  & > [role='status'] {
    margin-bottom: 0;
  }
`;

const StyledLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledResult = styled.p`
  margin: 0;
  font-weight: 600;
`;
