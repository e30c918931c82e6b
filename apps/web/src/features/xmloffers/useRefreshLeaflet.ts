import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session/session';
import type { ErrorToastContext } from '../../shared/apollo/errorLink';
import { OrderingQuery, RefreshLeafletMutation } from './operations';
import { readOrdering } from './orderingCache';
import { describeError } from '../../shared/errors/describeError';
import { reorderItems } from './orderingModel';
import { showPersistentToast } from './OrderingToast';
import { useOwnMutations } from './ownMutations';

const NO_DEFAULT_TOAST: ErrorToastContext = { skipErrorToast: true };

/**
 * Sets a leaflet's refresh date to now (spec §4: it re-sorts). The row moves at once to where the
 * domain's ordering puts it; a refused refresh is rolled back with a message.
 */
export function useRefreshLeaflet(platform: string): (leafletId: string) => Promise<boolean> {
  const client = useApolloClient();
  const own = useOwnMutations();
  const { user } = useSession();
  const { t } = useTranslation('xmloffers');
  const [mutate] = useMutation(RefreshLeafletMutation, { context: NO_DEFAULT_TOAST });

  return useCallback(
    async (leafletId: string) => {
      const leaflet = readOrdering(client, platform)?.items.find((item) => item.leaflet.id === leafletId)?.leaflet;
      try {
        await mutate({
          variables: { id: leafletId, clientMutationId: own.create() },
          optimisticResponse: leaflet
            ? {
                refreshLeaflet: {
                  __typename: 'Leaflet',
                  id: leafletId,
                  refreshedAt: new Date().toISOString(),
                  refreshedBy: user?.username ?? null,
                  version: leaflet.version,
                },
              }
            : undefined,
          // The leaflet's new refresh date is in the cache by now: place it again.
          update: (cache) => {
            cache.updateQuery({ query: OrderingQuery, variables: { platform } }, (data) =>
              data ? { ordering: { ...data.ordering, items: reorderItems(data.ordering.items, platform) } } : undefined,
            );
          },
        });
        return true;
      } catch (error) {
        showPersistentToast({
          id: `refresh-failed:${leafletId}`,
          testId: 'toast-refresh-failed',
          message: t('toast.refreshFailed', { naturalId: leaflet?.naturalId ?? leafletId, message: describeError(error, t) }),
        });
        return false;
      }
    },
    [client, own, user, t, mutate, platform],
  );
}
