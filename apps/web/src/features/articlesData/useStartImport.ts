import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ArticlesDataImportQuery, StartArticlesDataImportMutation } from './operations';

/**
 * Starts an import from the external source. Only one import runs at a time: when one is already
 * running the server answers with it, and that one is followed instead. Either way the returned job
 * becomes the panel's latest import at once. A failure is reported by the app's error handling.
 */
export function useStartImport(): { start: () => Promise<void>; starting: boolean } {
  const client = useApolloClient();
  const { t } = useTranslation('articlesData');
  const [mutate, { loading }] = useMutation(StartArticlesDataImportMutation);

  const start = useCallback(async () => {
    const known = client.cache.readQuery({ query: ArticlesDataImportQuery })?.articlesDataImport?.id ?? null;
    try {
      const { data } = await mutate({
        update: (cache, { data: result }) => {
          const job = result?.startArticlesDataImport;
          if (job) cache.writeQuery({ query: ArticlesDataImportQuery, data: { articlesDataImport: job } });
        },
      });
      const job = data?.startArticlesDataImport;
      if (!job) return;
      const already = job.id === known && job.running;
      toast.success(t(already ? 'import.alreadyRunning' : 'import.started'), { id: 'articles-data:import' });
    } catch {
      // Reported by the app's error toast.
    }
  }, [client, mutate, t]);

  return { start, starting: loading };
}
