import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { ArticleDataFieldsFragment } from '../../__generated__/graphql';
import {
  ConfirmArticleDataMatchMutation,
  DeleteArticleDataMutation,
  MatchArticleDataToLeafletMutation,
  RemoveArticleDataMatchMutation,
  UndeleteArticleDataMutation,
} from './operations';
import { refetchArticleData } from './refetchArticleData';

export type ArticleDataItem = ArticleDataFieldsFragment;

/** How an action ended: done, refused because the item changed meanwhile, or failed otherwise. */
export type ActionOutcome = { ok: true } | { ok: false; conflict: boolean; error: unknown };

/** The item changed since it was shown (stale version, or a move its new status does not allow). */
export function isConflict(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'CONFLICT');
}

/**
 * Turns a failed action into its outcome. A conflict (which the app's error handling leaves to the
 * screen) reloads the lists and says why; any other failure has already been reported by the app's
 * error toast, or is shown by the calling form (field errors).
 */
function useFailure(): (error: unknown) => ActionOutcome {
  const client = useApolloClient();
  const { t } = useTranslation('articlesData');
  return useCallback(
    (error: unknown) => {
      const conflict = isConflict(error);
      if (conflict) {
        refetchArticleData(client);
        toast.error(t('toast.conflict'), { id: 'articles-data-conflict' });
      }
      return { ok: false, conflict, error };
    },
    [client, t],
  );
}

const DONE: ActionOutcome = { ok: true };

/** Confirms the leaflet the import matched (MATCHED → CONFIRMED). */
export function useConfirmMatch() {
  const { t } = useTranslation('articlesData');
  const failure = useFailure();
  const [mutate, { loading }] = useMutation(ConfirmArticleDataMatchMutation);
  const confirm = useCallback(
    async (item: ArticleDataItem): Promise<ActionOutcome> => {
      const leafletId = item.leafletReference?.leafletId;
      if (!leafletId) return { ok: false, conflict: false, error: undefined };
      try {
        await mutate({ variables: { id: item.id, leafletId, version: item.version } });
        toast.success(t('toast.confirmed', { title: item.title }), { id: `articles-data:confirm:${item.id}` });
        return DONE;
      } catch (error) {
        return failure(error);
      }
    },
    [mutate, t, failure],
  );
  return { confirm, confirming: loading };
}

/** Rejects the leaflet the import matched (MATCHED → NOT_MATCHED). */
export function useRejectMatch() {
  const { t } = useTranslation('articlesData');
  const failure = useFailure();
  const [mutate, { loading }] = useMutation(RemoveArticleDataMatchMutation);
  const reject = useCallback(
    async (item: ArticleDataItem): Promise<ActionOutcome> => {
      try {
        await mutate({ variables: { id: item.id, version: item.version } });
        toast.success(t('toast.rejected', { title: item.title }), { id: `articles-data:reject:${item.id}` });
        return DONE;
      } catch (error) {
        return failure(error);
      }
    },
    [mutate, t, failure],
  );
  return { reject, rejecting: loading };
}

/** Removes a confirmed match (CONFIRMED → NOT_MATCHED). */
export function useRemoveMatch() {
  const { t } = useTranslation('articlesData');
  const failure = useFailure();
  const [mutate, { loading }] = useMutation(RemoveArticleDataMatchMutation);
  const removeMatch = useCallback(
    async (item: ArticleDataItem): Promise<ActionOutcome> => {
      try {
        await mutate({ variables: { id: item.id, version: item.version } });
        toast.success(t('toast.matchRemoved', { title: item.title }), { id: `articles-data:remove-match:${item.id}` });
        return DONE;
      } catch (error) {
        return failure(error);
      }
    },
    [mutate, t, failure],
  );
  return { removeMatch, removing: loading };
}

/**
 * Assigns an item to a leaflet by its natural id (→ CONFIRMED). A natural id the server does not
 * know comes back as a field error (the outcome's error), for the form to show under its field.
 */
export function useAssignLeaflet() {
  const { t } = useTranslation('articlesData');
  const failure = useFailure();
  const [mutate, { loading }] = useMutation(MatchArticleDataToLeafletMutation);
  const assign = useCallback(
    async (item: ArticleDataItem, leafletNaturalId: string): Promise<ActionOutcome> => {
      try {
        await mutate({ variables: { id: item.id, leafletNaturalId, version: item.version } });
        toast.success(t('toast.assigned', { title: item.title, naturalId: leafletNaturalId }), {
          id: `articles-data:assign:${item.id}`,
        });
        return DONE;
      } catch (error) {
        return failure(error);
      }
    },
    [mutate, t, failure],
  );
  return { assign, assigning: loading };
}

/** Sets an unmatched item aside (NOT_MATCHED → DELETED); it moves to the retailer's deleted list. */
export function useDeleteItem() {
  const client = useApolloClient();
  const { t } = useTranslation('articlesData');
  const failure = useFailure();
  const [mutate, { loading }] = useMutation(DeleteArticleDataMutation);
  const remove = useCallback(
    async (item: ArticleDataItem): Promise<ActionOutcome> => {
      try {
        await mutate({ variables: { id: item.id, version: item.version } });
        toast.success(t('toast.deleted', { title: item.title }), { id: `articles-data:delete:${item.id}` });
        refetchArticleData(client);
        return DONE;
      } catch (error) {
        return failure(error);
      }
    },
    [client, mutate, t, failure],
  );
  return { remove, deleting: loading };
}

/** Brings a deleted item back (DELETED → NOT_MATCHED). */
export function useUndeleteItem() {
  const client = useApolloClient();
  const { t } = useTranslation('articlesData');
  const failure = useFailure();
  const [mutate, { loading }] = useMutation(UndeleteArticleDataMutation);
  const undelete = useCallback(
    async (item: ArticleDataItem): Promise<ActionOutcome> => {
      try {
        await mutate({ variables: { id: item.id, version: item.version } });
        toast.success(t('toast.undeleted', { title: item.title }), { id: `articles-data:undelete:${item.id}` });
        refetchArticleData(client);
        return DONE;
      } catch (error) {
        return failure(error);
      }
    },
    [client, mutate, t, failure],
  );
  return { undelete, undeleting: loading };
}
