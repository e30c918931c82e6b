import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { RunAllCrawlersMutation } from './operations';
import { refetchCrawler } from './refetchCrawler';

/** Runs every enabled source; the toast tells how many runs started. */
export function useRunAllCrawlers(): { runAll: () => Promise<void>; running: boolean } {
  const client = useApolloClient();
  const { t } = useTranslation('crawler');
  const [mutate, { loading }] = useMutation(RunAllCrawlersMutation);

  const runAll = useCallback(async () => {
    try {
      const { data } = await mutate();
      const jobs = data?.runAllCrawlers;
      if (!jobs) return;
      if (jobs.length === 0) toast(t('toast.noneStarted'), { id: 'crawler:run-all' });
      else toast.success(t('toast.startedAll', { count: jobs.length }), { id: 'crawler:run-all' });
      refetchCrawler(client);
    } catch {
      // Reported by the app's error toast.
    }
  }, [client, mutate, t]);

  return { runAll, running: loading };
}
