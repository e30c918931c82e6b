import { applyOrderingDelta, orderingDelta, planDelta } from './orderingDelta';

interface Row {
  position: number;
  priority: number | null;
  leaflet: { id: string; title: string };
}

const row = (id: string, position: number, priority: number | null = null, title = id): Row => ({ position, priority, leaflet: { id, title } });
/** What a row shows, its place aside. */
const same = (a: Row, b: Row) => a.priority === b.priority && JSON.stringify(a.leaflet) === JSON.stringify(b.leaflet);
const at = (r: Row, position: number): Row => ({ ...r, position });
const ids = (rows: readonly Row[] | null) => rows?.map((r) => `${r.leaflet.id}@${r.position}:${r.priority ?? '-'}`);

describe('orderingDelta', () => {
  const before = { version: 4, items: [row('a', 1, 1), row('b', 2), row('c', 3), row('d', 4)] };

  it('holds the leaflet that moved up and the one whose priority changed, not the row that only shifted', () => {
    const after = { version: 5, items: [row('c', 1, 1), row('a', 2, 2), row('b', 3), row('d', 4)] };
    const delta = orderingDelta(before, after, same);
    expect(delta).toMatchObject({ baseVersion: 4, version: 5, total: 4, complete: false, removed: [] });
    expect(ids(delta.changed)).toEqual(['c@1:1', 'a@2:2']);
    expect(ids(applyOrderingDelta(before.items, delta, at))).toEqual(ids(after.items));
  });

  it('a leaflet taken from the end of a long order to its top is the only row sent; the others shift down', () => {
    const long = { version: 1, items: Array.from({ length: 1000 }, (_, i) => row(`l${i}`, i + 1)) };
    const last = long.items[999] as Row;
    const after = { version: 2, items: [{ ...last, position: 1, priority: 1 }, ...long.items.slice(0, 999).map((r) => at(r, r.position + 1))] };
    const delta = orderingDelta(long, after, same);
    expect(ids(delta.changed)).toEqual(['l999@1:1']);
    const applied = applyOrderingDelta(long.items, delta, at);
    expect(ids(applied)).toEqual(ids(after.items));
    // Rows whose place did not change are the very same objects.
    const moveDown = { version: 3, items: [...(applied as Row[]).slice(1, 500).map((r) => at(r, r.position - 1)), at(applied?.[0] as Row, 500), ...(applied as Row[]).slice(500)] };
    const down = orderingDelta({ version: 2, items: applied as Row[] }, moveDown, same);
    expect(ids(down.changed)).toEqual(['l999@500:1']);
    const again = applyOrderingDelta(applied as Row[], down, at);
    expect(ids(again)).toEqual(ids(moveDown.items));
    expect(again?.[700]).toBe(applied?.[700]);
  });

  it('carries a changed leaflet field at the same place, new rows and leaflets that left', () => {
    const after = { version: 7, items: [row('a', 1, 1, 'renamed'), row('c', 2), row('e', 3), row('d', 4)] };
    const delta = orderingDelta(before, after, same);
    // c only shifted up as b left: not sent.
    expect(ids(delta.changed)).toEqual(['a@1:1', 'e@3:-']);
    expect(delta.removed).toEqual(['b']);
    expect(applyOrderingDelta(before.items, delta, at)?.map((r) => r.leaflet.title)).toEqual(['renamed', 'c', 'e', 'd']);
  });

  it('is complete without a base, and a complete delta replaces whatever is shown', () => {
    const after = { version: 9, items: [row('d', 1), row('a', 2)] };
    const delta = orderingDelta(null, after, same);
    expect(delta).toMatchObject({ complete: true, baseVersion: 9, version: 9, total: 2, removed: [] });
    expect(ids(applyOrderingDelta(before.items, delta, at))).toEqual(['d@1:-', 'a@2:-']);
  });

  it('refuses a result that does not add up', () => {
    const after = { version: 5, items: [row('c', 1, 1), row('a', 2, 2), row('b', 3), row('d', 4)] };
    const delta = orderingDelta(before, after, same);
    // Applied to a different order than its base, the places clash.
    expect(applyOrderingDelta([row('x', 1), row('y', 2), row('c', 3), row('d', 4), row('e', 5)], delta, at)).toBeNull();
    expect(applyOrderingDelta(before.items.slice(0, 3), delta, at)).toBeNull();
    // A row twice, or two rows on one place.
    expect(applyOrderingDelta(before.items, { ...delta, changed: [row('c', 1, 1), row('c', 2, 1)] }, at)).toBeNull();
    expect(applyOrderingDelta(before.items, { ...delta, changed: [row('c', 1, 1), row('a', 1, 2)] }, at)).toBeNull();
    expect(applyOrderingDelta(before.items, { ...delta, changed: [row('c', 5, 1), row('a', 2, 2)] }, at)).toBeNull();
  });
});

describe('planDelta', () => {
  const delta = { baseVersion: 4, version: 5, complete: false };
  it('applies a delta to its base version only', () => {
    expect(planDelta(4, delta)).toBe('apply');
    expect(planDelta(3, delta)).toBe('reload');
    expect(planDelta(null, delta)).toBe('reload');
  });
  it('skips what is already shown', () => {
    expect(planDelta(5, delta)).toBe('skip');
    expect(planDelta(6, delta)).toBe('skip');
  });
  it('applies a complete delta over any older version', () => {
    expect(planDelta(1, { ...delta, complete: true })).toBe('apply');
    expect(planDelta(5, { ...delta, complete: true })).toBe('skip');
  });
});
