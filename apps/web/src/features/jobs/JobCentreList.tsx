import { useQuery } from '@apollo/client/react';
import { formatDateTime } from '@flyerdesk/domain/dates';
import { canCancelJob, canRetryJob } from '@flyerdesk/domain/jobs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { JobFieldsFragment } from '../../__generated__/graphql';
import { JobProgressBar } from '../../shared/jobs/JobProgressBar';
import { JobStatusBadge } from '../../shared/jobs/JobStatusBadge';
import { useJobTexts } from '../../shared/jobs/useJobTexts';
import { StyledButton } from '../../shared/ui/Button';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/States';
import { JobCentreQuery } from './operations';
import { useJobActions } from './useJobActions';

/** The job centre's content: running jobs with their progress, then finished jobs. */
export function JobCentreList({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation('jobCentre');
  const runningId = useId();
  const finishedId = useId();
  const { data, error, refetch } = useQuery(JobCentreQuery, {
    fetchPolicy: 'cache-first',
    context: { skipErrorToast: true },
  });
  const jobs = data?.jobs;

  if (!jobs) {
    if (error) return <ErrorState message={t('error')} onRetry={() => void refetch().catch(() => undefined)} />;
    return <LoadingState label={t('loading')} />;
  }

  const running = jobs.filter((job) => job.running);
  const finished = jobs.filter((job) => !job.running);

  return (
    <StyledSections>
      {error ? <ErrorState message={t('error')} onRetry={() => void refetch().catch(() => undefined)} /> : null}
      <section aria-labelledby={runningId}>
        <StyledHeading id={runningId}>{t('running.heading')}</StyledHeading>
        {running.length === 0 ? (
          <EmptyState message={t('running.empty')} />
        ) : (
          <StyledList aria-labelledby={runningId} data-testid="job-centre-running">
            {running.map((job) => (
              <JobItem key={job.id} job={job} canManage={canManage} />
            ))}
          </StyledList>
        )}
      </section>
      <section aria-labelledby={finishedId}>
        <StyledHeading id={finishedId}>{t('finished.heading')}</StyledHeading>
        {finished.length === 0 ? (
          <EmptyState message={t('finished.empty')} />
        ) : (
          <StyledList aria-labelledby={finishedId} data-testid="job-centre-finished">
            {finished.map((job) => (
              <JobItem key={job.id} job={job} canManage={canManage} />
            ))}
          </StyledList>
        )}
      </section>
    </StyledSections>
  );
}

/** One job: what it is, its state or progress, who started it and when, and what may be done with it. */
function JobItem({ job, canManage }: { job: JobFieldsFragment; canManage: boolean }) {
  const { t } = useTranslation('jobCentre');
  const texts = useJobTexts();
  const actions = useJobActions(job.id);
  const title = texts.title(job);
  const started = formatDateTime(job.startedAt ?? job.createdAt);
  const startedText = job.startedBy
    ? t('meta.startedBy', { user: job.startedBy, time: started })
    : t('meta.startedAutomatically', { time: started });
  const summary = resultSummary(job, t);

  return (
    <StyledItem data-testid={`job-${job.id}`} data-status={job.status} aria-label={title}>
      <StyledItemHeader>
        <StyledTitle>{title}</StyledTitle>
        {job.running ? null : <JobStatusBadge status={job.status} />}
      </StyledItemHeader>
      {job.running ? <JobProgressBar job={job} label={title} /> : null}
      <StyledMeta>
        {job.running || !job.finishedAt ? (
          startedText
        ) : (
          <>
            {t('meta.finishedAt', { time: formatDateTime(job.finishedAt) })}
            {job.startedBy ? ` · ${t('meta.by', { user: job.startedBy })}` : null}
          </>
        )}
      </StyledMeta>
      {!job.running && job.errorCode ? <StyledError>{texts.error(job.errorCode)}</StyledError> : null}
      {!job.running && summary ? <StyledMeta>{summary}</StyledMeta> : null}
      {canManage && (canCancelJob(job.status) || canRetryJob(job.status, job.failedSteps)) ? (
        <StyledActions>
          {canCancelJob(job.status) ? (
            <StyledButton
              type="button"
              disabled={actions.busy}
              aria-label={t('actions.cancelLabel', { title })}
              onClick={() => void actions.cancel()}
            >
              {t('actions.cancel')}
            </StyledButton>
          ) : (
            <StyledButton
              type="button"
              disabled={actions.busy}
              aria-label={t('actions.retryLabel', { title })}
              onClick={() => void actions.retry()}
            >
              {t('actions.retry')}
            </StyledButton>
          )}
        </StyledActions>
      ) : null}
    </StyledItem>
  );
}

type Translate = ReturnType<typeof useTranslation<'jobCentre'>>['t'];

/** What a finished job reports, in a line. */
/** Jobs whose result counts pages: a page cut, and the scraper's PDFs (from a ZIP, of a leaflet's pages). */
const PAGE_JOB_KINDS: ReadonlySet<JobFieldsFragment['kind']> = new Set(['PAGE_CUT', 'LEAFLET_FROM_ZIP', 'LEAFLET_PDF']);

function resultSummary(job: JobFieldsFragment, t: Translate): string | null {
  const parts: string[] = [];
  const result = job.result;
  if (result) {
    if (PAGE_JOB_KINDS.has(job.kind) && result.pages != null) parts.push(t('result.pages', { pages: result.pages }));
    if (job.kind === 'ARTICLES_IMPORT' && result.imported != null) {
      parts.push(
        t('result.imported', { imported: result.imported, matched: result.matched ?? 0, unmatched: result.unmatched ?? 0 }),
      );
    }
    if (job.kind === 'CRAWL' && result.found != null) {
      parts.push(t('result.found', { found: result.found, new: result.new ?? 0 }));
    }
    if (job.kind === 'NOTIFICATION_SEND' && result.recipients != null) {
      parts.push(t('result.notifications', { sent: result.sent ?? 0, failed: result.failed ?? 0, recipients: result.recipients }));
    }
  }
  if (job.failedSteps > 0) parts.push(t('result.failedSteps', { failed: job.failedSteps }));
  return parts.length > 0 ? parts.join(' · ') : null;
}

const StyledSections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const StyledHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledItemHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledTitle = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const StyledMeta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;
