import { useQuery } from '@apollo/client/react';
import { can } from '@flyerdesk/domain/permissions';
import { SessionDocument } from '../../shared/session/session';

export interface ArticlesDataAccess {
  /** The 'articles-data' feature switch is on. */
  enabled: boolean;
  /** The signed-in user may import and match article data. */
  canManage: boolean;
}

/**
 * Whether article data is shown, read from the session the app has already loaded (never fetched
 * here): without a loaded session the feature counts as off.
 */
export function useArticlesDataAccess(): ArticlesDataAccess {
  const { data } = useQuery(SessionDocument, { fetchPolicy: 'cache-only' });
  return {
    enabled: data?.featureFlags.articlesData === true,
    canManage: can(data?.me.roles ?? [], 'articlesData.manage'),
  };
}
