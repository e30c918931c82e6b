import type { ApolloCache, ApolloClient } from '@apollo/client';
import { applyOrderingDelta, planDelta } from '@flyerdesk/domain/orderingDelta';
import type { OrderingCache_DeltaFragment, XmlOffersOrderingQuery } from '../../__generated__/graphql';
import { OrderingMovesQuery, OrderingQuery } from './operations';

export type CachedOrdering = XmlOffersOrderingQuery['ordering'];
export type OrderingDelta = OrderingCache_DeltaFragment;

/** The platform's ordering as shown (optimistic changes included unless asked otherwise). */
export function readOrdering(client: ApolloClient, platform: string, optimistic = true): CachedOrdering | undefined {
  return client.readQuery({ query: OrderingQuery, variables: { platform }, optimistic })?.ordering;
}

export function writeOrdering(cache: ApolloCache, platform: string, ordering: CachedOrdering): void {
  cache.writeQuery({ query: OrderingQuery, variables: { platform }, data: { ordering } });
}

/**
 * Applies what changed (a move's answer, an event) to the ordering in the cache. Answers false when
 * it cannot be applied (the cache holds another version, or the rows do not add up): the ordering must
 * then be loaded again. Already shown changes are skipped.
 */
export function applyDelta(cache: ApolloCache, platform: string, delta: OrderingDelta): boolean {
  const cached = cache.readQuery({ query: OrderingQuery, variables: { platform } })?.ordering;
  const plan = planDelta(cached?.version ?? null, delta);
  if (plan === 'skip') return true;
  if (plan === 'reload' || !cached) return false;
  const items = applyOrderingDelta(cached.items, delta);
  if (!items) return false;
  writeOrdering(cache, platform, { ...cached, version: delta.version, updatedAt: delta.updatedAt, updatedBy: delta.updatedBy, items });
  return true;
}

/**
 * The answer a move is shown with until the server's comes: the whole new order computed here
 * (a complete change, one version on).
 */
export function optimisticDelta(ordering: CachedOrdering, items: CachedOrdering['items']): OrderingDelta {
  return {
    __typename: 'OrderingDelta',
    platform: ordering.platform,
    baseVersion: ordering.version,
    version: ordering.version + 1,
    updatedAt: ordering.updatedAt,
    updatedBy: ordering.updatedBy,
    total: items.length,
    complete: true,
    removed: [],
    changed: items,
  };
}

/** Asks the server again for the shown ordering and its latest moves. */
export function refetchOrdering(client: ApolloClient): void {
  client.refetchQueries({ include: [OrderingQuery, OrderingMovesQuery] }).catch(() => undefined);
}

/** Asks the server again for the latest moves only (the ordering itself is up to date). */
export function refetchMoves(client: ApolloClient): void {
  client.refetchQueries({ include: [OrderingMovesQuery] }).catch(() => undefined);
}
