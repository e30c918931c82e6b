import type { ObservableQuery } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { graphql } from '../../__generated__/gql';
import type { PublishPromotionsMutation } from '../../__generated__/graphql';

export const PublishPromotionsMutationDocument = graphql(`
  mutation PublishPromotions {
    publishPromotions {
      activated
      deactivated
      publishedAt
    }
  }
`);

/**
 * Queries on screen that publishing changes, by operation name: the pending lists and the
 * dashboard's shops (their leaflet counts) and opened shops' leaflets (their statuses).
 */
export const REFETCHED_AFTER_PUBLISHING: ReadonlySet<string> = new Set([
  'PendingPublication',
  'ShopsPanel',
  'ShopLeaflets',
]);

export type PublicationResult = PublishPromotionsMutation['publishPromotions'];

/**
 * Publishes the promotions: on success shows how many leaflets were activated and deactivated and
 * refreshes what is on screen. A failure is reported by the app's error handling and resolves to undefined.
 */
export function usePublishPromotions(): { publish: () => Promise<PublicationResult | undefined>; publishing: boolean } {
  const { t } = useTranslation('publication');
  const [mutate, { loading }] = useMutation(PublishPromotionsMutationDocument, {
    // Only queries that are on screen are refreshed; the others load fresh when they are next shown.
    refetchQueries: 'active',
    onQueryUpdated: (query: ObservableQuery) => REFETCHED_AFTER_PUBLISHING.has(query.queryName ?? ''),
  });

  const publish = useCallback(async () => {
    try {
      const { data } = await mutate();
      const result = data?.publishPromotions;
      if (!result) return undefined;
      toast.success(t('publish.done', { activated: result.activated, deactivated: result.deactivated }), {
        id: 'promotions-published',
      });
      return result;
    } catch {
      return undefined;
    }
  }, [mutate, t]);

  return { publish, publishing: loading };
}
