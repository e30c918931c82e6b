import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { JobFieldsFragment } from '../../__generated__/graphql';
import type { ErrorToastContext } from '../../shared/apollo/errorLink';
import { useJobsChanged } from '../../shared/jobs/useJobsChanged';
import { useJobTexts } from '../../shared/jobs/useJobTexts';
import { planAnnouncements, type AnnouncementState } from './announcements';
import { JobCentreQuery } from './operations';

const BACKGROUND: ErrorToastContext = { skipErrorToast: true };

/** The job centre's list, kept live: loaded again whenever any job changes. */
export function useJobCentreList() {
  const result = useQuery(JobCentreQuery, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: false,
    // A failed background load is shown in the job centre itself, not as a toast.
    context: BACKGROUND,
  });
  const { refetch } = result;
  useJobsChanged(
    useCallback(() => {
      refetch().catch(() => undefined);
    }, [refetch]),
  );
  return result;
}

/**
 * Keeps the job centre's list live for the whole signed-in app and tells the user when a job they
 * started ends (success, failure with its reason, cancellation). Mounted once in the main layout.
 */
export function JobCentreNotifier({ username }: { username: string }) {
  const { t } = useTranslation('jobCentre');
  const texts = useJobTexts();
  const { data } = useJobCentreList();
  const state = useRef<AnnouncementState | null>(null);
  const jobs = data?.jobs;

  useEffect(() => {
    if (!jobs) return;
    const plan = planAnnouncements(state.current, jobs, username);
    state.current = plan.next;
    plan.announce.forEach((job) => announce(job));

    function announce(job: JobFieldsFragment) {
      const title = texts.title(job);
      const id = `job-finished:${job.id}:${job.finishedAt ?? job.version}`;
      if (job.status === 'SUCCESS') {
        toast.success(t('toast.success', { title }), { id });
      } else if (job.status === 'FAILED') {
        const text = job.errorCode
          ? t('toast.failed', { title, reason: texts.error(job.errorCode) })
          : t('toast.failedNoReason', { title });
        toast.error(text, { id, duration: 8000 });
      } else {
        toast(t('toast.cancelled', { title }), { id });
      }
    }
  }, [jobs, username, t, texts]);

  return null;
}
