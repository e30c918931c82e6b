import { formatDateTime } from '@flyerdesk/domain/dates';
import { isJobRunning, jobProgressRatio } from '@flyerdesk/domain/jobs';
import * as Progress from '@radix-ui/react-progress';
import { useTranslation } from 'react-i18next';
import styled, { css, keyframes } from 'styled-components';
import type { JobFieldsFragment } from '../../__generated__/graphql';
import { JobStatusBadge } from './JobStatusBadge';
import { useJobTexts } from './useJobTexts';

export interface JobProgressBarProps {
  job: JobFieldsFragment;
  /** Accessible name of the bar; the job's title by default. */
  label?: string;
  /** The counts shown beside the bar (and read out as its value); "done / total" by default. */
  count?: string;
  /** Leaves out the job's status badge (when the screen shows a status of its own). */
  hideStatus?: boolean;
}

/**
 * A job's progress: a bar (indeterminate while the amount of work is unknown), "done / total", its
 * status, and why it failed (or when it tries again).
 */
export function JobProgressBar({ job, label, count, hideStatus = false }: JobProgressBarProps) {
  const { t } = useTranslation('jobs');
  const texts = useJobTexts();
  const running = isJobRunning(job.status);
  const ratio = job.status === 'SUCCESS' ? 1 : jobProgressRatio(job.done, job.total);
  const total = job.total !== null && job.total !== undefined && job.total > 0 ? job.total : null;
  const indeterminate = ratio === null && running;
  // Without a known amount of work a finished job's bar is simply full (success) or empty.
  const max = total ?? 1;
  const value = total !== null ? Math.min(Math.max(job.done, 0), total) : indeterminate ? null : (ratio ?? 0);
  const countText = count ?? (total !== null ? t('progress.count', { done: value, total }) : t('progress.unknownTotal', { done: job.done }));
  const reason = job.errorCode ? texts.error(job.errorCode) : null;

  return (
    <StyledWrap data-testid="job-progress" data-job-id={job.id} data-status={job.status}>
      <StyledRow>
        <StyledRoot
          value={value}
          max={max}
          aria-label={label ?? t('progress.label', { title: texts.title(job) })}
          getValueLabel={() => countText}
        >
          <StyledIndicator
            $indeterminate={indeterminate}
            $tone={job.status === 'FAILED' ? 'danger' : job.status === 'SUCCESS' ? 'success' : 'primary'}
            style={indeterminate ? undefined : { transform: `translateX(-${100 - (ratio ?? 0) * 100}%)` }}
          />
        </StyledRoot>
        <StyledCount data-testid="job-progress-count">{countText}</StyledCount>
        {hideStatus ? null : <JobStatusBadge status={job.status} />}
      </StyledRow>
      {job.status === 'FAILED' && reason ? <StyledError>{t('progress.failed', { reason })}</StyledError> : null}
      {job.status === 'RETRYING' ? (
        <StyledNote>
          {reason ? `${reason} ` : null}
          {t('progress.retrying', {
            attempt: job.attempt,
            maxAttempts: job.maxAttempts,
            time: formatDateTime(job.nextAttemptAt),
          })}
        </StyledNote>
      ) : null}
    </StyledWrap>
  );
}

const StyledWrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledRoot = styled(Progress.Root)`
  position: relative;
  overflow: hidden;
  flex: 1 1 8rem;
  min-width: 6rem;
  height: 8px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
  /* Keeps the rounded clip of the moving indicator in Safari. */
  transform: translateZ(0);
`;

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const StyledIndicator = styled(Progress.Indicator)<{
  $indeterminate: boolean;
  $tone: 'primary' | 'success' | 'danger';
}>`
  width: 100%;
  height: 100%;
  background: ${({ theme, $tone }) => theme.colors[$tone === 'primary' ? 'info' : $tone]};
  transition: transform 400ms ease-out;
  ${({ $indeterminate }) =>
    $indeterminate &&
    css`
      width: 40%;
      animation: ${slide} 1.4s ease-in-out infinite;
    `}

  @media (prefers-reduced-motion: reduce) {
    transition: none;
    animation: none;
  }
`;

const StyledCount = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
