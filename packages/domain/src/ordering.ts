import type { LeafletStatus } from './leafletStatus';
import type { PlatformKey } from './platforms';
import { PLATFORM_KEYS } from './platforms';

/** The pseudo-platform "all platforms" of the order of promotions. */
export const ALL_PLATFORMS = 'all';

/** A platform key, or `all` for the order over every platform. */
export type OrderingPlatform = PlatformKey | typeof ALL_PLATFORMS;

/** Every ordering that has its own version: each platform, then `all`. */
export const ORDERING_PLATFORMS: readonly OrderingPlatform[] = [...PLATFORM_KEYS, ALL_PLATFORMS];

export function isOrderingPlatform(x: unknown): x is OrderingPlatform {
  return typeof x === 'string' && (ORDERING_PLATFORMS as readonly string[]).includes(x);
}

/** Statuses of the leaflets on the order of promotions (live, or about to go live or off). */
export const ORDERING_STATUSES = ['ACTIVE', 'READY_FOR_ACTIVATION', 'READY_FOR_DISACTIVATION'] as const satisfies readonly LeafletStatus[];

/** Statuses of the leaflets the XML feed publishes. */
export const FEED_STATUSES = ['ACTIVE', 'READY_FOR_DISACTIVATION'] as const satisfies readonly LeafletStatus[];

/** What ordering needs to know about a leaflet. */
export interface OrderableLeaflet {
  id: string;
  createdAt: string;
  refreshedAt: string | null;
  priorities: Partial<Record<PlatformKey, number | null>>;
}

/** A priority counts only when it is a positive whole number; zero or empty means none. */
function validPriority(value: number | null | undefined): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

function time(value: string | null): number {
  if (value === null) return Number.NEGATIVE_INFINITY;
  const t = Date.parse(value);
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
}

/** Newest created first, then most recently refreshed first (never refreshed last); id keeps it stable. */
export function compareByRecency(a: OrderableLeaflet, b: OrderableLeaflet): number {
  return (
    time(b.createdAt) - time(a.createdAt) ||
    time(b.refreshedAt) - time(a.refreshedAt) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

function byPriorityThenRecency<T extends OrderableLeaflet>(priorityOf: (l: T) => number) {
  return (a: T, b: T): number => priorityOf(a) - priorityOf(b) || compareByRecency(a, b);
}

/**
 * Order of leaflets on one platform (spec §4). A leaflet with a priority sits at that position
 * (1-based); the others, newest created then most recently refreshed first, fill the free positions in
 * order. When two leaflets claim the same position the more recent one keeps it and the other takes the
 * next free position. Priorities beyond the end of the list follow the filled positions, in priority order.
 */
export function orderForPlatform<T extends OrderableLeaflet>(leaflets: readonly T[], platform: PlatformKey): T[] {
  const holders: T[] = [];
  const rest: T[] = [];
  for (const leaflet of leaflets) {
    if (validPriority(leaflet.priorities[platform]) === undefined) rest.push(leaflet);
    else holders.push(leaflet);
  }
  holders.sort(byPriorityThenRecency((l) => validPriority(l.priorities[platform]) ?? 0));
  rest.sort(compareByRecency);

  const size = leaflets.length;
  const slots = new Array<T | undefined>(size).fill(undefined);
  const beyond: T[] = [];
  for (const holder of holders) {
    let index = (validPriority(holder.priorities[platform]) ?? 1) - 1;
    while (index < size && slots[index] !== undefined) index += 1;
    if (index < size) slots[index] = holder;
    else beyond.push(holder);
  }

  const ordered: T[] = [];
  let next = 0;
  for (const slot of slots) {
    if (slot !== undefined) ordered.push(slot);
    else if (next < rest.length) {
      ordered.push(rest[next] as T);
      next += 1;
    }
  }
  return [...ordered, ...rest.slice(next), ...beyond];
}

/** Lowest positive priority of a leaflet over every platform, if any. */
export function lowestPriority(leaflet: OrderableLeaflet): number | undefined {
  const values = PLATFORM_KEYS.map((key) => validPriority(leaflet.priorities[key])).filter(
    (v): v is number => v !== undefined,
  );
  return values.length > 0 ? Math.min(...values) : undefined;
}

/**
 * Order over all platforms (spec §4): leaflets with any positive priority first, by their lowest positive
 * priority; then the rest, newest created then most recently refreshed first.
 */
export function orderForAllPlatforms<T extends OrderableLeaflet>(leaflets: readonly T[]): T[] {
  const withPriority = leaflets.filter((l) => lowestPriority(l) !== undefined);
  const rest = leaflets.filter((l) => lowestPriority(l) === undefined);
  withPriority.sort(byPriorityThenRecency((l) => lowestPriority(l) ?? 0));
  rest.sort(compareByRecency);
  return [...withPriority, ...rest];
}

/**
 * The leaflet already holding a priority on a platform (setting it again asks whether to overwrite).
 * Zero or empty priorities are held by nobody. `exceptId` leaves out the leaflet being edited.
 */
export function priorityHolder<T extends OrderableLeaflet>(
  leaflets: readonly T[],
  platform: PlatformKey,
  priority: number | null | undefined,
  exceptId?: string,
): T | undefined {
  const wanted = validPriority(priority);
  if (wanted === undefined) return undefined;
  return leaflets.find((l) => l.id !== exceptId && validPriority(l.priorities[platform]) === wanted);
}
