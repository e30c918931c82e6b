import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { RunCrawlerMutation } from './operations';
import { refetchCrawler } from './refetchCrawler';

export interface CrawlerSourceRef {
  id: string;
  name: string;
  /** The source's latest run, when known. */
  lastRun?: { id: string } | null;
}

/**
 * Runs one source again. When a run of it is already under way the server answers with that run, and
 * the toast says so. The sources and runs on screen are loaded again; a failure is reported by the
 * app's error handling.
 */
export function useRunCrawler(): { run: (source: CrawlerSourceRef) => Promise<void>; running: boolean } {
  const client = useApolloClient();
  const { t } = useTranslation('crawler');
  const [mutate, { loading }] = useMutation(RunCrawlerMutation);

  const run = useCallback(
    async (source: CrawlerSourceRef) => {
      try {
        const { data } = await mutate({ variables: { sourceId: source.id } });
        const job = data?.runCrawler;
        if (!job) return;
        const already = job.id === source.lastRun?.id && job.running;
        toast.success(t(already ? 'toast.alreadyRunning' : 'toast.started', { name: source.name }), {
          id: `crawler:run:${source.id}`,
        });
        refetchCrawler(client);
      } catch {
        // Reported by the app's error toast.
      }
    },
    [client, mutate, t],
  );

  return { run, running: loading };
}
