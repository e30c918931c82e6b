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

/** What a leaflet is sorted by, read once per leaflet (a sort compares each one many times). */
interface SortKeys<T> {
  leaflet: T;
  created: number;
  refreshed: number;
  priority: number;
}

function sortKeys<T extends OrderableLeaflet>(leaflet: T, priority: number | undefined): SortKeys<T> {
  return { leaflet, created: time(leaflet.createdAt), refreshed: time(leaflet.refreshedAt), priority: priority ?? 0 };
}

/** Newest created first, then most recently refreshed first (never refreshed last); id keeps it stable. */
function byRecency<T extends OrderableLeaflet>(a: SortKeys<T>, b: SortKeys<T>): number {
  return b.created - a.created || b.refreshed - a.refreshed || (a.leaflet.id < b.leaflet.id ? -1 : a.leaflet.id > b.leaflet.id ? 1 : 0);
}

function byPriorityThenRecency<T extends OrderableLeaflet>(a: SortKeys<T>, b: SortKeys<T>): number {
  return a.priority - b.priority || byRecency(a, b);
}

/** Leaflets in order, each sort key read once. */
function sorted<T extends OrderableLeaflet>(leaflets: readonly T[], priorityOf: (l: T) => number | undefined, compare: (a: SortKeys<T>, b: SortKeys<T>) => number): T[] {
  return leaflets
    .map((leaflet) => sortKeys(leaflet, priorityOf(leaflet)))
    .sort(compare)
    .map((keys) => keys.leaflet);
}

/**
 * Order of leaflets on one platform (spec §4). A leaflet with a priority sits at that position
 * (1-based); the others, newest created then most recently refreshed first, fill the free positions in
 * order. When two leaflets claim the same position the more recent one keeps it and the other takes the
 * next free position. Priorities beyond the end of the list follow the filled positions, in priority order.
 */
export function orderForPlatform<T extends OrderableLeaflet>(leaflets: readonly T[], platform: PlatformKey): T[] {
  const priorityOf = (l: T) => validPriority(l.priorities[platform]);
  const holders = sorted(
    leaflets.filter((l) => priorityOf(l) !== undefined),
    priorityOf,
    byPriorityThenRecency,
  );
  const rest = sorted(
    leaflets.filter((l) => priorityOf(l) === undefined),
    () => undefined,
    byRecency,
  );

  const size = leaflets.length;
  const slots = new Array<T | undefined>(size).fill(undefined);
  const beyond: T[] = [];
  for (const holder of holders) {
    let index = (priorityOf(holder) ?? 1) - 1;
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
  const keyed = leaflets.map((leaflet) => sortKeys(leaflet, lowestPriority(leaflet)));
  const withPriority = keyed.filter((k) => k.priority > 0).sort(byPriorityThenRecency);
  const rest = keyed.filter((k) => k.priority === 0).sort(byRecency);
  return [...withPriority, ...rest].map((k) => k.leaflet);
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
