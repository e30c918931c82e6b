/**
 * What changed in a platform's order between two versions, and how a screen applies it to the order
 * it shows. Events of the order of promotions and the answers of moves carry a delta instead of the
 * whole order: only the rows whose place, priority or shown leaflet changed, and the leaflets that
 * left the order. A screen applies a delta only to the very version it was computed from; anything
 * else (a missed event, a newer order on screen) means loading the order again.
 */

/** A row of an order: its 1-based place and the leaflet in it (with whatever else the row shows). */
export interface DeltaRow {
  position: number;
  leaflet: { id: string };
}

export interface OrderingDelta<R extends DeltaRow> {
  /** The version the delta was computed from. */
  baseVersion: number;
  /** The version after it. */
  version: number;
  /** Rows in the order after the change. */
  total: number;
  /** Every row is in `changed`: the order is replaced, whatever version is on screen. */
  complete: boolean;
  /** Rows that are new or differ from the base version (place, priority or shown fields). */
  changed: R[];
  /** Ids of the leaflets that left the order. */
  removed: string[];
}

/**
 * The delta from one version of an order to the next. `same` compares two rows of one leaflet (their
 * place included); without a base the delta is complete.
 */
export function orderingDelta<R extends DeltaRow>(
  before: { version: number; items: readonly R[] } | null,
  after: { version: number; items: readonly R[] },
  same: (a: R, b: R) => boolean,
): OrderingDelta<R> {
  if (!before) {
    return { baseVersion: after.version, version: after.version, total: after.items.length, complete: true, changed: [...after.items], removed: [] };
  }
  const previous = new Map(before.items.map((row) => [row.leaflet.id, row]));
  const changed = after.items.filter((row) => {
    const old = previous.get(row.leaflet.id);
    return old === undefined || !same(old, row);
  });
  const present = new Set(after.items.map((row) => row.leaflet.id));
  const removed = before.items.filter((row) => !present.has(row.leaflet.id)).map((row) => row.leaflet.id);
  return { baseVersion: before.version, version: after.version, total: after.items.length, complete: false, changed, removed };
}

/** What a screen holding `shownVersion` does with a delta. */
export type DeltaPlan = 'apply' | 'skip' | 'reload';

export function planDelta(shownVersion: number | null, delta: Pick<OrderingDelta<DeltaRow>, 'baseVersion' | 'version' | 'complete'>): DeltaPlan {
  if (shownVersion === null) return 'reload';
  // Already shown (the echo of this screen's own move, or an answer after its event).
  if (delta.version <= shownVersion) return 'skip';
  if (delta.complete || delta.baseVersion === shownVersion) return 'apply';
  return 'reload';
}

/**
 * The rows after a delta, in order; null when the result does not add up (a row missing or twice,
 * places that are not 1..total): the order must then be loaded again.
 */
export function applyOrderingDelta<R extends DeltaRow>(rows: readonly R[], delta: OrderingDelta<R>): R[] | null {
  const byId = new Map<string, R>();
  if (!delta.complete) {
    const removed = new Set(delta.removed);
    for (const row of rows) if (!removed.has(row.leaflet.id)) byId.set(row.leaflet.id, row);
  }
  for (const row of delta.changed) byId.set(row.leaflet.id, row);
  if (byId.size !== delta.total) return null;
  const result = [...byId.values()].sort((a, b) => a.position - b.position);
  return result.every((row, index) => row.position === index + 1) ? result : null;
}
