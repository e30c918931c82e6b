import { useMutation } from '@apollo/client/react';
import { ConflictReason, FeatureDisabledReason } from '@flyerdesk/domain/errors';
import { useCallback, useState } from 'react';
import type { ErrorToastContext } from '../../shared/apollo/errorLink';
import { conflictReasonOf, featureDisabledReasonOf } from '../../shared/errors/describeError';
import { CutLeafletPagesMutation, RetryFailedPagesMutation } from './operations';

/** Why cutting or retrying was refused, as the dialog tells it. */
export type CutActionError = 'NO_PDF' | 'JOB_NOT_RETRYABLE' | 'OFFERS_RECOGNITION_DISABLED' | 'FAILED';

const SHOWN_HERE: ErrorToastContext = { skipErrorToast: true };

export function cutActionError(error: unknown): CutActionError {
  const conflict = conflictReasonOf(error);
  if (conflict === ConflictReason.NO_PDF || conflict === ConflictReason.JOB_NOT_RETRYABLE) return conflict;
  if (featureDisabledReasonOf(error) === FeatureDisabledReason.OFFERS_RECOGNITION_DISABLED) return FeatureDisabledReason.OFFERS_RECOGNITION_DISABLED;
  return 'FAILED';
}

export interface CutActions {
  /** Cuts the stored PDF again; resolves to the new job's id. */
  cutAgain: () => Promise<string | undefined>;
  /** Renders the failed pages of the latest cut again; resolves to the job's id. */
  retryFailed: () => Promise<string | undefined>;
  busy: boolean;
  error: CutActionError | null;
  clearError: () => void;
}

/** "Cut again" and "Retry failed pages" of one leaflet; their failures are shown by the dialog. */
export function useCutActions(leafletId: string): CutActions {
  const [error, setError] = useState<CutActionError | null>(null);
  const [cut, cutState] = useMutation(CutLeafletPagesMutation, { context: SHOWN_HERE });
  const [retry, retryState] = useMutation(RetryFailedPagesMutation, { context: SHOWN_HERE });

  const cutAgain = useCallback(async () => {
    setError(null);
    try {
      const { data } = await cut({ variables: { leafletId } });
      return data?.cutLeafletPages.id;
    } catch (e) {
      setError(cutActionError(e));
      return undefined;
    }
  }, [cut, leafletId]);

  const retryFailed = useCallback(async () => {
    setError(null);
    try {
      const { data } = await retry({ variables: { leafletId } });
      return data?.retryFailedPages.id;
    } catch (e) {
      setError(cutActionError(e));
      return undefined;
    }
  }, [retry, leafletId]);

  const clearError = useCallback(() => setError(null), []);
  return { cutAgain, retryFailed, busy: cutState.loading || retryState.loading, error, clearError };
}
