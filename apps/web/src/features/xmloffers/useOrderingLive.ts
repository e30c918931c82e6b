import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useContext, useEffect, useRef } from 'react';
import type { ActivityLine_MoveFragment } from '../../__generated__/graphql';
import { ConnectionContext } from '../../shared/apollo/ConnectionContext';
import { ACTIVITY_LIMIT, OrderingChangedSubscription, OrderingMovesQuery, OrderingQuery } from './operations';
import { readOrdering, refetchOrdering } from './orderingCache';
import { useOwnMutations } from './ownMutations';

export interface OrderingEventContext {
  /** Sequence number of the last event seen on this platform's topic, null before the first. */
  lastSeq: number | null;
  /** Version of the ordering in the cache (confirmed by the server), null when not loaded. */
  cachedVersion: number | null;
  /** The event echoes a mutation this tab sent. */
  own: boolean;
}

export interface OrderingEventPlan {
  /** Ask the server for the ordering and its moves again. */
  refetch: boolean;
  /** Take this version as the ordering's current one (our own change, nothing else happened). */
  adoptVersion: number | null;
  /** Put the event's move on the activity line. */
  recordMove: boolean;
  lastSeq: number | null;
}

/**
 * What to do with one ordering event. Events are at-most-once: a gap in the sequence (or a sequence
 * that restarted) means something was missed, so everything is loaded again. The echo of our own
 * change only confirms it (its version is taken over); anybody else's change is loaded from the server.
 */
export function planOrderingEvent(
  { lastSeq, cachedVersion, own }: OrderingEventContext,
  event: { seq: number; version: number },
): OrderingEventPlan {
  const nothing = { refetch: false, adoptVersion: null, recordMove: false };
  if (lastSeq !== null && event.seq === lastSeq) return { ...nothing, lastSeq };
  const missed = lastSeq !== null && event.seq !== lastSeq + 1;
  if (missed || !own) return { ...nothing, refetch: true, lastSeq: event.seq };
  if (cachedVersion === null || event.version <= cachedVersion) return { ...nothing, recordMove: true, lastSeq: event.seq };
  if (event.version === cachedVersion + 1) {
    return { refetch: false, adoptVersion: event.version, recordMove: true, lastSeq: event.seq };
  }
  // Our change, but the version moved further than it alone explains.
  return { ...nothing, refetch: true, lastSeq: event.seq };
}

/**
 * Keeps a platform's ordering live: listens to its change events, confirms the echoes of this tab's
 * own changes and loads the ordering (and the activity line) again for anybody else's change, after
 * missed events and after the live connection came back.
 */
export function useOrderingLive(platform: string): void {
  const client = useApolloClient();
  const own = useOwnMutations();
  const lastSeq = useRef<number | null>(null);
  const connection = useContext(ConnectionContext);

  useEffect(() => {
    lastSeq.current = null;
  }, [platform]);

  useEffect(() => {
    if (!connection) return undefined;
    let previous = connection.getStatus();
    return connection.subscribe(() => {
      const status = connection.getStatus();
      if (previous === 'lost' && status === 'connected') {
        lastSeq.current = null;
        refetchOrdering(client);
      }
      previous = status;
    });
  }, [connection, client]);

  useSubscription(OrderingChangedSubscription, {
    variables: { platform },
    fetchPolicy: 'no-cache',
    ignoreResults: true,
    onData: ({ data }) => {
      const event = data.data?.orderingChanged;
      if (!event || event.platform !== platform) return;
      const plan = planOrderingEvent(
        {
          lastSeq: lastSeq.current,
          cachedVersion: readOrdering(client, platform, false)?.version ?? null,
          own: own.isOwn(event.clientMutationId),
        },
        event,
      );
      lastSeq.current = plan.lastSeq;
      if (plan.adoptVersion !== null) {
        const version = plan.adoptVersion;
        client.cache.updateQuery({ query: OrderingQuery, variables: { platform } }, (cached) =>
          cached && cached.ordering.version < version ? { ordering: { ...cached.ordering, version } } : undefined,
        );
      }
      if (plan.recordMove && event.move) recordMove(client, platform, event.move);
      if (plan.refetch) refetchOrdering(client);
    },
  });
}

/** Puts a move at the head of the activity line (newest first), once. */
function recordMove(client: ReturnType<typeof useApolloClient>, platform: string, move: ActivityLine_MoveFragment & { id: string }) {
  client.cache.updateQuery({ query: OrderingMovesQuery, variables: { platform, limit: ACTIVITY_LIMIT } }, (cached) =>
    cached && !cached.orderingMoves.some((known) => known.id === move.id)
      ? { orderingMoves: [move, ...cached.orderingMoves].slice(0, ACTIVITY_LIMIT) }
      : undefined,
  );
}
