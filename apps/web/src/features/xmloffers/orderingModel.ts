import { lowestPriority, orderForAllPlatforms, orderForPlatform, priorityHolder, type OrderableLeaflet } from '@flyerdesk/domain/ordering';
import { isPlatformKey, type PlatformKey } from '@flyerdesk/domain/platforms';
import type { OrderingRow_ItemFragment } from '../../__generated__/graphql';


export type OrderingItem = OrderingRow_ItemFragment;
type Priorities = OrderingItem['leaflet']['priorities'];

interface Orderable extends OrderableLeaflet {
  item: OrderingItem;
}

function orderable(item: OrderingItem): Orderable {
  const { leaflet } = item;
  return { id: leaflet.id, createdAt: leaflet.createdAt, refreshedAt: leaflet.refreshedAt ?? null, priorities: leaflet.priorities, item };
}

/** The priority a row shows: the platform's own, or on "all platforms" the lowest positive one. */
export function priorityOn(leaflet: OrderingItem['leaflet'], platform: string): number | null {
  if (isPlatformKey(platform)) {
    const value = leaflet.priorities[platform];
    return value != null && value > 0 ? value : null;
  }
  const { id, createdAt, refreshedAt, priorities } = leaflet;
  return lowestPriority({ id, createdAt, refreshedAt: refreshedAt ?? null, priorities }) ?? null;
}

/**
 * The items in the order the domain computes for the platform (the same function the api uses),
 * positions renumbered from 1 and each priority read for that platform.
 */
export function reorderItems(items: readonly OrderingItem[], platform: string): OrderingItem[] {
  const leaflets = items.map(orderable);
  const ordered = isPlatformKey(platform) ? orderForPlatform(leaflets, platform) : orderForAllPlatforms(leaflets);
  return ordered.map(({ item }, index) => {
    const position = index + 1;
    const priority = priorityOn(item.leaflet, platform);
    // A row whose place and priority stay is the same object (screens and the cache skip it).
    return item.position === position && (item.priority ?? null) === priority ? item : { ...item, position, priority };
  });
}

function withPriorities(item: OrderingItem, platform: PlatformKey, value: number | null): OrderingItem {
  const priorities: Priorities = { ...item.leaflet.priorities, [platform]: value };
  return { ...item, leaflet: { ...item.leaflet, priorities } };
}

/**
 * The order after giving a leaflet a priority on a platform (null clears it). With `overwrite` the
 * leaflet holding that priority loses it, as the server does.
 */
export function withPriority(
  items: readonly OrderingItem[],
  platform: string,
  leafletId: string,
  priority: number | null,
  overwrite: boolean,
): OrderingItem[] {
  if (!isPlatformKey(platform)) return [...items];
  const holder = overwrite ? priorityHolder(items.map(orderable), platform, priority, leafletId) : undefined;
  const changed = items.map((item) => {
    if (item.leaflet.id === leafletId) return withPriorities(item, platform, priority);
    if (holder && item.leaflet.id === holder.id) return withPriorities(item, platform, null);
    return item;
  });
  return reorderItems(changed, platform);
}

/** The order after a leaflet was refreshed at `refreshedAt`. */
export function withRefreshed(items: readonly OrderingItem[], platform: string, leafletId: string, refreshedAt: string): OrderingItem[] {
  const changed = items.map((item) =>
    item.leaflet.id === leafletId ? { ...item, leaflet: { ...item.leaflet, refreshedAt } } : item,
  );
  return reorderItems(changed, platform);
}

export interface UndoneMove {
  platform: string;
  leafletId: string;
  fromPriority?: number | null;
  toPriority?: number | null;
  displacedNaturalId?: string | null;
}

/** The order after undoing a move: the leaflet gets its old priority back, and so does the leaflet it displaced. */
export function withUndone(items: readonly OrderingItem[], platform: string, move: UndoneMove): OrderingItem[] {
  if (!isPlatformKey(move.platform) || move.platform !== platform) return [...items];
  const key = move.platform;
  const changed = items.map((item) => {
    if (item.leaflet.id === move.leafletId) return withPriorities(item, key, move.fromPriority ?? null);
    if (move.displacedNaturalId && item.leaflet.naturalId === move.displacedNaturalId) {
      return withPriorities(item, key, move.toPriority ?? null);
    }
    return item;
  });
  return reorderItems(changed, platform);
}
