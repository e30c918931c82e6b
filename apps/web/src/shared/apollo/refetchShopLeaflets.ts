import type { ApolloClient } from '@apollo/client';

/**
 * Every query showing a shop's leaflets (and with them its counts) asks the server again, e.g. after
 * a new leaflet was made there; other tabs learn of it from the shop's live events. Not awaited.
 */
export function refetchShopLeaflets(client: ApolloClient, storeId: string): void {
  const storeRef = client.cache.identify({ __typename: 'Store', id: storeId });
  client
    .refetchQueries({
      updateCache: (cache) => {
        cache.modify({ id: storeRef, fields: { leaflets: (_value, { INVALIDATE }) => INVALIDATE } });
      },
    })
    .catch(() => undefined);
}
