import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useContext, useEffect, useRef } from 'react';
import type { ActivityLine_MoveFragment } from '../../__generated__/graphql';
import { ConnectionContext } from '../../shared/apollo/ConnectionContext';
import { ACTIVITY_LIMIT, OrderingChangedSubscription, OrderingMovesQuery, OrderingQuery } from './operations';
import { applyDelta, readOrderingVersion, refetchMoves, refetchOrdering } from './orderingCache';
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
  /** Apply the event's change to the cached ordering (loaded again when it does not fit). */
  applyDelta: boolean;
  /** Take this version as the ordering's current one (our own change, already shown, nothing else happened). */
  adoptVersion: number | null;
  /** Put the event's move on the activity line. */
  recordMove: boolean;
  /** Load the activity line again (a change made outside Flyerdesk may be a move). */
  refetchMoves: boolean;
  lastSeq: number | null;
}

interface OrderingEventFacts {
  seq: number;
  version: number;
  source: string;
  hasDelta: boolean;
}

/**
 * What to do with one ordering event. Events are at-most-once: a gap in the sequence (or a sequence
 * that restarted) means something was missed, so everything is loaded again. An event carries the
 * change itself, which is applied to the cached ordering (its own check refuses a change made on
 * another version). Without it, the echo of our own change only confirms it and anybody else's change
 * is loaded from the server.
 */
export function planOrderingEvent({ lastSeq, cachedVersion, own }: OrderingEventContext, event: OrderingEventFacts): OrderingEventPlan {
  const nothing = { refetch: false, applyDelta: false, adoptVersion: null, recordMove: false, refetchMoves: false };
  if (lastSeq !== null && event.seq === lastSeq) return { ...nothing, lastSeq };
  const missed = lastSeq !== null && event.seq !== lastSeq + 1;
  if (missed) return { ...nothing, refetch: true, lastSeq: event.seq };
  if (event.hasDelta) return { ...nothing, applyDelta: true, recordMove: true, refetchMoves: event.source === 'EXTERNAL', lastSeq: event.seq };
  if (!own) return { ...nothing, refetch: true, lastSeq: event.seq };
  if (cachedVersion === null || event.version <= cachedVersion) return { ...nothing, recordMove: true, lastSeq: event.seq };
  if (event.version === cachedVersion + 1) return { ...nothing, adoptVersion: event.version, recordMove: true, lastSeq: event.seq };
  // Our change, but the version moved further than it alone explains.
  return { ...nothing, refetch: true, lastSeq: event.seq };
}

/**
 * Keeps a platform's ordering live: listens to its change events and applies the change each carries
 * to the cached ordering; loads the ordering (and the activity line) again only after missed events,
 * for a change that does not fit the version shown, and after the live connection came back.
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
          cachedVersion: readOrderingVersion(client, platform),
          own: own.isOwn(event.clientMutationId),
        },
        { seq: event.seq, version: event.version, source: event.source, hasDelta: event.delta != null },
      );
      lastSeq.current = plan.lastSeq;
      let reload = plan.refetch;
      if (plan.applyDelta && event.delta && !applyDelta(client.cache, platform, event.delta)) reload = true;
      if (plan.adoptVersion !== null) {
        const version = plan.adoptVersion;
        client.cache.updateQuery({ query: OrderingQuery, variables: { platform } }, (cached) =>
          cached && cached.ordering.version < version ? { ordering: { ...cached.ordering, version } } : undefined,
        );
      }
      if (plan.recordMove && event.move) recordMove(client, platform, event.move);
      if (reload) refetchOrdering(client);
      else if (plan.refetchMoves) refetchMoves(client);
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
