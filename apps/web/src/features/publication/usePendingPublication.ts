import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useRef } from 'react';
import { graphql } from '../../__generated__/gql';

/** Both lists, in the same shape for the query and for live events (so an event can replace the query's data). */
export const PendingPublication_lists = graphql(`
  fragment PendingPublication_lists on PendingPublication {
    toActivate {
      id
      ...PendingLeafletList_leaflet
    }
    toDeactivate {
      id
      ...PendingLeafletList_leaflet
    }
  }
`);

export const PendingPublicationQuery = graphql(`
  query PendingPublication {
    pendingPublication {
      ...PendingPublication_lists
    }
  }
`);

export const PendingPublicationChangedSubscription = graphql(`
  subscription PendingPublicationChanged {
    pendingPublicationChanged {
      seq
      pending {
        ...PendingPublication_lists
      }
    }
  }
`);

/**
 * A leaflet becomes "awaiting activation" when its publish date passes the threshold, which no
 * write announces: the lists are asked for again this often while on screen.
 */
export const PENDING_REFRESH_MS = 60_000;

export interface PendingEventPlan {
  /** Put the event's lists in place of the shown ones. */
  apply: boolean;
  /** Ask the server for the lists again (an event may have been missed). */
  refetch: boolean;
  /** Sequence number to remember. */
  lastSeq: number;
}

/**
 * What to do with one event of the pending lists. Each event carries both lists whole, so it is
 * always shown unless it repeats the last one; events are at-most-once, so a gap in the sequence
 * (or a sequence that restarted, as after a reconnection to another gateway) also refetches.
 */
export function planPendingEvent(lastSeq: number | null, seq: number): PendingEventPlan {
  if (lastSeq === null) return { apply: true, refetch: false, lastSeq: seq };
  if (seq === lastSeq) return { apply: false, refetch: false, lastSeq };
  return { apply: true, refetch: seq !== lastSeq + 1, lastSeq: seq };
}

/**
 * The leaflets awaiting activation and deactivation, kept live: every `pendingPublicationChanged`
 * event is written into the cache in place of the query's lists; a missed event refetches.
 * (After a dropped connection comes back the app refetches every active query.)
 */
export function usePendingPublication() {
  const client = useApolloClient();
  const lastSeq = useRef<number | null>(null);
  const result = useQuery(PendingPublicationQuery, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    pollInterval: PENDING_REFRESH_MS,
    notifyOnNetworkStatusChange: false,
  });
  const { refetch } = result;

  useSubscription(PendingPublicationChangedSubscription, {
    fetchPolicy: 'no-cache',
    ignoreResults: true,
    onData: ({ data }) => {
      const event = data.data?.pendingPublicationChanged;
      if (!event) return;
      const plan = planPendingEvent(lastSeq.current, event.seq);
      lastSeq.current = plan.lastSeq;
      if (plan.apply) {
        client.cache.writeQuery({ query: PendingPublicationQuery, data: { pendingPublication: event.pending } });
      }
      if (plan.refetch) refetch().catch(() => undefined);
    },
  });

  return result;
}
