import { useApolloClient, useSubscription } from '@apollo/client/react';
import type { Reference } from '@apollo/client';
import { useEffect, useRef } from 'react';
import { graphql } from '../../__generated__/gql';
import type { LeafletChangeKind, LeafletStatus } from '../../__generated__/graphql';
import { ArchivedLeafletsQuery } from './leafletLifecycle';
import { LeafletRow_leaflet } from './LeafletRow';

export const ShopLeafletsChangedSubscription = graphql(`
  subscription ShopLeafletsChanged($storeId: ID!) {
    storeLeafletsChanged(storeId: $storeId) {
      seq
      kind
      actor
      leaflet {
        id
        storeId
        ...LeafletRow_leaflet
      }
    }
  }
`);

/** Which leaflets the opened shop's list holds, read from the cache. */
const StoreLeafletsLive_store = graphql(`
  fragment StoreLeafletsLive_store on Store {
    id
    leaflets(type: ALL) {
      id
      status
    }
  }
`);

export interface LeafletEventContext {
  /** Sequence number of the last event seen on this shop's topic, null before the first. */
  lastSeq: number | null;
  /** Status of the leaflet in the shown list, null when the list does not hold it. */
  listedStatus: LeafletStatus | null;
}

export interface LeafletEventPlan {
  /** Write the event's leaflet into the cache (every row showing it updates). */
  apply: boolean;
  /** Put the event's leaflet into the shop's list at once (a created or restored leaflet the list does not hold). */
  insert: boolean;
  /** Take the leaflet out of the shop's list. */
  remove: boolean;
  /** Ask the server for the shop's leaflets and counts again. */
  refetch: boolean;
  /** Sequence number to remember. */
  lastSeq: number | null;
}

/**
 * What to do with one change event of a shop's leaflets. Events are at-most-once, so a gap in the
 * sequence (or a sequence that restarted) means something was missed and the list is fetched again;
 * so is anything the event alone cannot settle: a leaflet new to the list, a removal, a status change
 * (the shop's counts move).
 */
export function planLeafletEvent(
  context: LeafletEventContext,
  event: { seq: number; kind: LeafletChangeKind; leaflet: { status: LeafletStatus } },
): LeafletEventPlan {
  const { lastSeq, listedStatus } = context;
  if (lastSeq !== null && event.seq === lastSeq) {
    return { apply: false, insert: false, remove: false, refetch: false, lastSeq };
  }
  if (lastSeq !== null && event.seq < lastSeq) {
    return { apply: false, insert: false, remove: false, refetch: true, lastSeq: event.seq };
  }
  const gap = lastSeq !== null && event.seq > lastSeq + 1;
  if (event.kind === 'DELETED') {
    return { apply: false, insert: false, remove: true, refetch: true, lastSeq: event.seq };
  }
  // A created or restored leaflet carries everything its row shows: it appears at once (the counts still move).
  const insert = listedStatus === null && (event.kind === 'CREATED' || event.kind === 'RESTORED');
  const refetch = gap || listedStatus === null || listedStatus !== event.leaflet.status;
  return { apply: true, insert, remove: false, refetch, lastSeq: event.seq };
}

/**
 * Keeps an opened shop's leaflets live: subscribes to the shop's leaflet changes, writes each
 * changed leaflet into the normalised cache and refetches the shop's leaflets when the event alone
 * cannot settle the list (missed events, new or removed leaflets, changed counts).
 */
export function useStoreLeafletsLive(storeId: string): void {
  const client = useApolloClient();
  const lastSeq = useRef<number | null>(null);

  useEffect(() => {
    lastSeq.current = null;
  }, [storeId]);

  useSubscription(ShopLeafletsChangedSubscription, {
    variables: { storeId },
    fetchPolicy: 'no-cache',
    ignoreResults: true,
    onData: ({ data }) => {
      const event = data.data?.storeLeafletsChanged;
      if (!event || event.leaflet.storeId !== storeId) return;
      const { cache } = client;
      const storeRef = cache.identify({ __typename: 'Store', id: storeId });
      const listed = cache
        .readFragment({ fragment: StoreLeafletsLive_store, id: storeRef })
        ?.leaflets.find((l) => l.id === event.leaflet.id);
      const plan = planLeafletEvent({ lastSeq: lastSeq.current, listedStatus: listed?.status ?? null }, event);
      lastSeq.current = plan.lastSeq;

      if (plan.apply) {
        const leafletRef = cache.writeFragment({
          fragment: LeafletRow_leaflet,
          fragmentName: 'LeafletRow_leaflet',
          data: { ...event.leaflet, __typename: 'Leaflet' },
        });
        if (plan.insert && leafletRef) {
          const leafletId = event.leaflet.id;
          cache.modify<{ leaflets: Reference[] }>({
            id: storeRef,
            fields: {
              leaflets: (refs, { readField }) =>
                refs.some((ref) => readField('id', ref) === leafletId) ? refs : [leafletRef, ...refs],
            },
          });
        }
      }
      if (plan.remove) {
        const leafletId = event.leaflet.id;
        cache.modify<{ leaflets: Reference[] }>({
          id: storeRef,
          fields: {
            leaflets: (refs, { readField }) => refs.filter((ref) => readField('id', ref) !== leafletId),
          },
        });
      }
      if (plan.refetch) {
        // Every query showing this shop's leaflets (and with them its counts and its archive) asks the server again.
        client
          .refetchQueries({
            include: event.kind === 'DELETED' || event.kind === 'RESTORED' ? [ArchivedLeafletsQuery] : [],
            updateCache: (c) => {
              c.modify({ id: storeRef, fields: { leaflets: (_value, { INVALIDATE }) => INVALIDATE } });
            },
          })
          .catch(() => undefined);
      }
    },
  });
}
