import type { ApolloClient, ObservableQuery } from '@apollo/client';

/** Queries of the new-leaflets search screen, by operation name. */
export const CRAWLER_QUERIES: ReadonlySet<string> = new Set(['CrawlerSources', 'CrawlerRuns']);

/** Loads the sources and runs on screen again. */
export function refetchCrawler(client: ApolloClient): void {
  void client
    .refetchQueries({
      include: 'active',
      onQueryUpdated: (query: ObservableQuery) => CRAWLER_QUERIES.has(query.queryName ?? ''),
    })
    .catch(() => undefined);
}
