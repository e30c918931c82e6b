import { applyOrderingDelta, orderingDelta, planDelta } from './orderingDelta';

interface Row {
  position: number;
  priority: number | null;
  leaflet: { id: string; title: string };
}

const row = (id: string, position: number, priority: number | null = null, title = id): Row => ({ position, priority, leaflet: { id, title } });
const same = (a: Row, b: Row) => JSON.stringify(a) === JSON.stringify(b);
const ids = (rows: readonly Row[] | null) => rows?.map((r) => `${r.leaflet.id}@${r.position}:${r.priority ?? '-'}`);

describe('orderingDelta', () => {
  const before = { version: 4, items: [row('a', 1, 1), row('b', 2), row('c', 3), row('d', 4)] };

  it('holds only the rows whose place or priority changed when a leaflet moves up', () => {
    const after = { version: 5, items: [row('c', 1, 1), row('a', 2, 2), row('b', 3), row('d', 4)] };
    const delta = orderingDelta(before, after, same);
    expect(delta).toMatchObject({ baseVersion: 4, version: 5, total: 4, complete: false, removed: [] });
    expect(ids(delta.changed)).toEqual(['c@1:1', 'a@2:2', 'b@3:-']);
    expect(ids(applyOrderingDelta(before.items, delta))).toEqual(ids(after.items));
  });

  it('carries a changed leaflet field at the same place, new rows and leaflets that left', () => {
    const after = { version: 7, items: [row('a', 1, 1, 'renamed'), row('c', 2), row('e', 3), row('d', 4)] };
    const delta = orderingDelta(before, after, same);
    expect(ids(delta.changed)).toEqual(['a@1:1', 'c@2:-', 'e@3:-']);
    expect(delta.removed).toEqual(['b']);
    expect(applyOrderingDelta(before.items, delta)?.map((r) => r.leaflet.title)).toEqual(['renamed', 'c', 'e', 'd']);
  });

  it('is complete without a base, and a complete delta replaces whatever is shown', () => {
    const after = { version: 9, items: [row('d', 1), row('a', 2)] };
    const delta = orderingDelta(null, after, same);
    expect(delta).toMatchObject({ complete: true, baseVersion: 9, version: 9, total: 2, removed: [] });
    expect(ids(applyOrderingDelta(before.items, delta))).toEqual(['d@1:-', 'a@2:-']);
  });

  it('refuses a result that does not add up', () => {
    const after = { version: 5, items: [row('c', 1, 1), row('a', 2, 2), row('b', 3), row('d', 4)] };
    const delta = orderingDelta(before, after, same);
    // Applied to a different order than its base, the places clash.
    expect(applyOrderingDelta([row('x', 1), row('y', 2), row('c', 3), row('d', 4)], delta)).toBeNull();
    expect(applyOrderingDelta(before.items.slice(0, 3), delta)).toBeNull();
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
