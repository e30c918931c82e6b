import { useApolloClient } from '@apollo/client/react';
import { isJobFinished } from '@flyerdesk/domain/jobs';
import type { NotificationCounts } from '@flyerdesk/domain/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { NotificationRecordFragment } from '../../__generated__/graphql';
import { JobProgressBar } from '../../shared/jobs/JobProgressBar';
import { useJobProgress, type JobWithSteps } from '../../shared/jobs/useJobProgress';
import { NotificationQuery } from './operations';
import { useNotificationTexts } from './useNotificationTexts';

type Counted = Pick<NotificationRecordFragment, 'recipients' | 'sent' | 'failed'>;

/**
 * A send's counts as far as they are known: the job's (live, done = sent + failed, total =
 * recipients, its result when it reports one) over the record's (written when the send starts and ends).
 */
export function liveCounts(notification: Counted, job: JobWithSteps | null): NotificationCounts {
  const recipients = job?.result?.recipients ?? job?.total ?? notification.recipients;
  const failed = job?.result?.failed ?? Math.max(notification.failed, job?.failedSteps ?? 0);
  const sent = job?.result?.sent ?? Math.max(notification.sent, (job?.done ?? 0) - failed);
  return { recipients: Math.max(recipients, 0), sent: Math.max(sent, 0), failed: Math.max(failed, 0) };
}

/**
 * A notification being sent: its job's live progress bar (role progressbar with the counts as its
 * value text) and "sent N · failed M of R" beside it, moving with every jobProgress event. When the job
 * ends, the record is read again at once (its final status and counts), without waiting for the list's
 * event; `onFinished` lets a list that sorts notifications by status place it anew.
 */
export function NotificationProgress({
  notification,
  onFinished,
}: {
  notification: Pick<NotificationRecordFragment, 'id' | 'jobId' | 'title' | 'channel'> & Counted;
  onFinished?: () => void;
}) {
  const { t } = useTranslation('notifications');
  const texts = useNotificationTexts();
  const client = useApolloClient();
  const { job } = useJobProgress(notification.jobId);
  const finished = job !== null && isJobFinished(job.status);
  useEffect(() => {
    if (!finished) return;
    client
      .query({ query: NotificationQuery, variables: { id: notification.id }, fetchPolicy: 'network-only' })
      .then(() => onFinished?.())
      .catch(() => undefined);
  }, [finished, client, notification.id, onFinished]);
  const counts = texts.counts(liveCounts(notification, job));
  return (
    <StyledProgress data-testid={`notification-progress-${notification.id}`}>
      {job ? (
        <JobProgressBar job={job} label={t('progress.label', { name: texts.name(notification) })} count={counts} hideStatus />
      ) : (
        <StyledCounts>{counts}</StyledCounts>
      )}
    </StyledProgress>
  );
}

const StyledProgress = styled.div`
  min-width: min(12rem, 100%);
  max-width: 100%;
`;

const StyledCounts = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`;
