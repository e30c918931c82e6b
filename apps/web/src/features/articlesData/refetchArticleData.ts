import type { ApolloClient, ObservableQuery } from '@apollo/client';

/** Queries of the article-data panel, by operation name. */
export const ARTICLE_DATA_QUERIES: ReadonlySet<string> = new Set([
  'ArticlesData',
  'ArticlesDataDeleted',
  'ArticlesDataRetailers',
]);

/** Loads the article-data lists on screen again (the others load fresh when they are next shown). */
export function refetchArticleData(client: ApolloClient, names: ReadonlySet<string> = ARTICLE_DATA_QUERIES): void {
  void client
    .refetchQueries({
      include: 'active',
      onQueryUpdated: (query: ObservableQuery) => names.has(query.queryName ?? ''),
    })
    .catch(() => undefined);
}
