import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { ArticlesDataChangedSubscription } from './operations';
import { ARTICLE_DATA_QUERIES, refetchArticleData } from './refetchArticleData';

/** The lists are loaded again at most this often while items keep changing (an import writes many). */
export const ARTICLES_DATA_REFETCH_MS = 500;

/** The lists and the latest import. */
const LIVE_QUERIES: ReadonlySet<string> = new Set([...ARTICLE_DATA_QUERIES, 'ArticlesDataImport']);

/**
 * Keeps the article-data lists live: any `articlesDataChanged` event (an import writing items, a
 * colleague matching one) loads the lists on screen again, once at the end of each
 * {@link ARTICLES_DATA_REFETCH_MS} window however many events came in it. (After a dropped live
 * connection comes back the app refetches every active query.)
 */
export function useArticlesDataLive(): void {
  const client = useApolloClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
    },
    [],
  );

  useSubscription(ArticlesDataChangedSubscription, {
    fetchPolicy: 'no-cache',
    ignoreResults: true,
    onData: ({ data }) => {
      if (!data.data?.articlesDataChanged || timer.current !== null) return;
      timer.current = setTimeout(() => {
        timer.current = null;
        refetchArticleData(client, LIVE_QUERIES);
      }, ARTICLES_DATA_REFETCH_MS);
    },
  });
}
