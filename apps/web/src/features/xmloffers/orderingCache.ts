import type { ApolloCache, ApolloClient, Reference } from '@apollo/client';
import { applyOrderingDelta, orderingDelta, planDelta } from '@flyerdesk/domain/orderingDelta';
import type { OrderingCache_DeltaFragment, XmlOffersOrderingQuery } from '../../__generated__/graphql';
import { OrderingMovesQuery, OrderingQuery, OrderingVersionQuery } from './operations';

export type CachedOrdering = XmlOffersOrderingQuery['ordering'];
export type OrderingDelta = OrderingCache_DeltaFragment;

/** The platform's ordering as shown (optimistic changes included). */
export function readOrdering(client: ApolloClient, platform: string): CachedOrdering | undefined {
  return client.readQuery({ query: OrderingQuery, variables: { platform }, optimistic: true })?.ordering;
}

/** The version of the platform's ordering the cache holds (as loaded or changed, optimistic changes aside). */
export function readOrderingVersion(client: ApolloClient, platform: string): number | null {
  return client.readQuery({ query: OrderingVersionQuery, variables: { platform }, optimistic: false })?.ordering.version ?? null;
}

/** A row as the cache keeps it inside the ordering: the leaflet is a reference to its own entry. */
interface StoredRow {
  __typename?: string;
  position: number;
  priority?: number | null;
  storeName: string;
  leaflet: Reference;
}

interface KeptRow {
  position: number;
  leaflet: { id: string };
  stored: StoredRow;
}

interface StoredOrdering {
  version: number;
  updatedAt?: string | null;
  updatedBy?: string | null;
  items: StoredRow[];
}

/**
 * Applies what changed (a move's answer, an event) to the ordering in the cache. Answers false when
 * it cannot be applied (the cache holds another version, or the rows do not add up): the ordering must
 * then be loaded again. Already shown changes are skipped.
 *
 * Only the changed rows are written: their leaflets into their own entries, and the ordering's list of
 * rows rebuilt from the rows it holds (a row that only shifted gets its new place, nothing else), so a
 * change to a list of a thousand leaflets costs the cache a few entries, not a thousand.
 */
export function applyDelta(cache: ApolloCache, platform: string, delta: OrderingDelta): boolean {
  const field = `ordering(${JSON.stringify({ platform })})`;
  let outcome: 'applied' | 'skipped' | 'reload' = 'reload';
  cache.modify<{ ordering: StoredOrdering }>({
    id: 'ROOT_QUERY',
    fields: {
      ordering(value, { storeFieldName, readField, toReference, isReference }) {
        if (storeFieldName !== field || isReference(value)) return value;
        const existing = value as StoredOrdering;
        const plan = planDelta(existing.version, delta);
        if (plan !== 'apply') {
          outcome = plan === 'skip' ? 'skipped' : 'reload';
          return value;
        }
        const kept: KeptRow[] = existing.items.map((stored) => ({ position: stored.position, leaflet: { id: readField<string>('id', stored.leaflet) ?? '' }, stored }));
        const changed: KeptRow[] = [];
        for (const row of delta.changed) {
          const leaflet = toReference(row.leaflet, true);
          if (!leaflet) return value;
          const stored: StoredRow = { __typename: 'OrderedLeaflet', position: row.position, priority: row.priority ?? null, storeName: row.storeName, leaflet };
          changed.push({ position: row.position, leaflet: { id: row.leaflet.id }, stored });
        }
        const rows = applyOrderingDelta<KeptRow>(kept, { ...delta, changed }, (row, position) => ({ position, leaflet: row.leaflet, stored: { ...row.stored, position } }));
        if (!rows) return value;
        outcome = 'applied';
        return { ...existing, version: delta.version, updatedAt: delta.updatedAt, updatedBy: delta.updatedBy, items: rows.map((row) => row.stored) };
      },
    },
  });
  return outcome !== 'reload';
}

/**
 * The change a move makes to the order shown, computed here to show it before the server answers:
 * the rows that moved among the others or whose priority or leaflet differ from `ordering` (one
 * version on).
 */
export function optimisticDelta(ordering: CachedOrdering, items: CachedOrdering['items']): OrderingDelta {
  const delta = orderingDelta(ordering, { version: ordering.version + 1, items }, (a, b) => a.priority === b.priority && a.leaflet === b.leaflet);
  return { __typename: 'OrderingDelta', platform: ordering.platform, updatedAt: ordering.updatedAt, updatedBy: ordering.updatedBy, ...delta };
}

/** Asks the server again for the shown ordering and its latest moves. */
export function refetchOrdering(client: ApolloClient): void {
  client.refetchQueries({ include: [OrderingQuery, OrderingMovesQuery] }).catch(() => undefined);
}

/** Asks the server again for the latest moves only (the ordering itself is up to date). */
export function refetchMoves(client: ApolloClient): void {
  client.refetchQueries({ include: [OrderingMovesQuery] }).catch(() => undefined);
}
