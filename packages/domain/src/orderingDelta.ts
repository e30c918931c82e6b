/**
 * What changed in a platform's order between two versions, and how a screen applies it to the order
 * it shows. Events of the order of promotions and the answers of moves carry a delta instead of the
 * whole order: only the rows that moved among the others or show something else, and the leaflets
 * that left the order (rows that merely shift as another leaflet passes them are not sent). A screen
 * applies a delta only to the very version it was computed from; anything else (a missed event, a
 * newer order on screen) means loading the order again.
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
  /**
   * Rows that are new, that moved among the others, or that show something else than in the base
   * version, each at its place after the change. Every other row keeps its order and takes the next
   * place left free, so rows that only shift up or down as another leaflet passes them are not here.
   */
  changed: R[];
  /** Ids of the leaflets that left the order. */
  removed: string[];
}

/**
 * Of a sequence of distinct numbers (-1: none), the indexes of a longest increasing run (not
 * necessarily adjacent); O(n log n).
 */
function longestIncreasing(values: readonly number[]): Set<number> {
  /** tails[k]: index of the smallest last value of an increasing run of length k + 1. */
  const tails: number[] = [];
  const previous = new Array<number>(values.length).fill(-1);
  values.forEach((value, index) => {
    if (value < 0) return;
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((values[tails[middle] as number] as number) < value) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[index] = tails[low - 1] as number;
    tails[low] = index;
  });
  const run = new Set<number>();
  for (let index = tails.length > 0 ? (tails[tails.length - 1] as number) : -1; index >= 0; index = previous[index] as number) run.add(index);
  return run;
}

/**
 * The delta from one version of an order to the next. `same` compares what two rows of one leaflet
 * show, their place aside (a row's place follows from the rows around it); without a base the delta
 * is complete.
 */
export function orderingDelta<R extends DeltaRow>(
  before: { version: number; items: readonly R[] } | null,
  after: { version: number; items: readonly R[] },
  same: (a: R, b: R) => boolean,
): OrderingDelta<R> {
  if (!before) {
    return { baseVersion: after.version, version: after.version, total: after.items.length, complete: true, changed: [...after.items], removed: [] };
  }
  const previous = new Map(before.items.map((row, index) => [row.leaflet.id, { row, index }]));
  // The rows that keep their order: the longest run of them in the same order before and after.
  const stay = longestIncreasing(after.items.map((row) => previous.get(row.leaflet.id)?.index ?? -1));
  const changed = after.items.filter((row, index) => {
    const old = previous.get(row.leaflet.id);
    return old === undefined || !stay.has(index) || !same(old.row, row);
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
 * The rows after a delta, in order: the changed rows at their places, every other row in its order in
 * the places left, renumbered with `at` when its place is another. Null when the result does not add
 * up (a row missing or twice, a place outside 1..total or taken twice): the order must then be loaded
 * again.
 */
export function applyOrderingDelta<R extends DeltaRow>(rows: readonly R[], delta: OrderingDelta<R>, at: (row: R, position: number) => R): R[] | null {
  const changedIds = new Set(delta.changed.map((row) => row.leaflet.id));
  if (changedIds.size !== delta.changed.length) return null;
  const removed = new Set(delta.removed);
  const kept = delta.complete ? [] : rows.filter((row) => !removed.has(row.leaflet.id) && !changedIds.has(row.leaflet.id));
  if (kept.length + delta.changed.length !== delta.total) return null;
  const places = Array.from<R | undefined>({ length: delta.total });
  for (const row of delta.changed) {
    const index = row.position - 1;
    if (!Number.isInteger(index) || index < 0 || index >= delta.total || places[index]) return null;
    places[index] = row;
  }
  let next = 0;
  return places.map((placed, index) => {
    if (placed) return placed;
    const row = kept[next++] as R;
    return row.position === index + 1 ? row : at(row, index + 1);
  });
}
