import { useMutation } from '@apollo/client/react';
import { ConflictReason } from '@flyerdesk/domain/errors';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { conflictReasonOf } from '../../shared/errors/describeError';
import { CancelJobMutation, JobCentreQuery, RetryJobMutation } from './operations';

const JOB_STATE_CONFLICTS = [ConflictReason.JOB_FINISHED, ConflictReason.JOB_NOT_RETRYABLE] as const;
type JobStateConflict = (typeof JOB_STATE_CONFLICTS)[number];

/** The job-state conflict the server answered with, if any (others are reported by the app's error handling). */
export function conflictReason(error: unknown): JobStateConflict | undefined {
  const reason = conflictReasonOf(error);
  return JOB_STATE_CONFLICTS.find((known) => known === reason);
}

export interface JobActions {
  cancel: () => Promise<void>;
  retry: () => Promise<void>;
  busy: boolean;
}

/**
 * Cancel and retry of one job. The answer (the job's new state) updates every view of the job; when
 * the job changed meanwhile (already finished, nothing to retry) the user is told and the list reloads.
 */
export function useJobActions(jobId: string): JobActions {
  const { t } = useTranslation('jobCentre');
  const options = { refetchQueries: [JobCentreQuery] };
  const [cancelJob, cancelState] = useMutation(CancelJobMutation, options);
  const [retryJob, retryState] = useMutation(RetryJobMutation, options);

  const onError = useCallback(
    (error: unknown, refetch: () => void) => {
      const reason = conflictReason(error);
      if (!reason) return;
      toast.error(t(`conflict.${reason}`), { id: `job-conflict:${jobId}` });
      refetch();
    },
    [jobId, t],
  );

  const cancel = useCallback(async () => {
    try {
      await cancelJob({ variables: { id: jobId } });
    } catch (error) {
      onError(error, () => void cancelState.client.refetchQueries({ include: [JobCentreQuery] }));
    }
  }, [cancelJob, cancelState.client, jobId, onError]);

  const retry = useCallback(async () => {
    try {
      await retryJob({ variables: { id: jobId } });
    } catch (error) {
      onError(error, () => void retryState.client.refetchQueries({ include: [JobCentreQuery] }));
    }
  }, [retryJob, retryState.client, jobId, onError]);

  return { cancel, retry, busy: cancelState.loading || retryState.loading };
}
