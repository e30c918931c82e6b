import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { CancelJobMutation, JobCentreQuery, RetryJobMutation } from './operations';

const CONFLICT_REASONS = ['JOB_FINISHED', 'JOB_NOT_RETRYABLE'] as const;
type ConflictReason = (typeof CONFLICT_REASONS)[number];

/** The job-state conflict the server answered with, if any (others are reported by the app's error handling). */
export function conflictReason(error: unknown): ConflictReason | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  for (const e of error.errors) {
    const reason = e.extensions?.reason;
    if (e.extensions?.code === 'CONFLICT' && typeof reason === 'string') {
      const known = CONFLICT_REASONS.find((r) => r === reason);
      if (known) return known;
    }
  }
  return undefined;
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
