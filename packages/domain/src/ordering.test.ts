import {
  orderForAllPlatforms,
  orderForPlatform,
  priorityHolder,
  type OrderableLeaflet,
} from './ordering';

/** A leaflet created on the given day of November 2026 (higher day = newer). */
function leaflet(
  id: string,
  createdDay: number,
  priorities: OrderableLeaflet['priorities'] = {},
  refreshedDay: number | null = null,
): OrderableLeaflet {
  const day = (d: number) => `2026-11-${String(d).padStart(2, '0')}T08:00:00.000Z`;
  return { id, createdAt: day(createdDay), refreshedAt: refreshedDay === null ? null : day(refreshedDay), priorities };
}

const ids = (list: OrderableLeaflet[]) => list.map((l) => l.id);

describe('orderForPlatform (spec §4)', () => {
  it('orders leaflets without priority newest created first', () => {
    const list = [leaflet('old', 1), leaflet('new', 9), leaflet('mid', 5)];
    expect(ids(orderForPlatform(list, 'android'))).toEqual(['new', 'mid', 'old']);
  });

  it('breaks creation ties by the most recent refresh, never refreshed last', () => {
    const list = [leaflet('never', 3), leaflet('early', 3, {}, 4), leaflet('late', 3, {}, 8)];
    expect(ids(orderForPlatform(list, 'ios'))).toEqual(['late', 'early', 'never']);
  });

  it('puts priority holders at their position and interleaves the rest into free positions', () => {
    const list = [
      leaflet('a', 10),
      leaflet('b', 9),
      leaflet('c', 8),
      leaflet('p1', 1, { web: 1 }),
      leaflet('p3', 2, { web: 3 }),
    ];
    expect(ids(orderForPlatform(list, 'web'))).toEqual(['p1', 'a', 'p3', 'b', 'c']);
  });

  it('looks only at the priority of the chosen platform', () => {
    const list = [leaflet('a', 10), leaflet('p', 1, { android: 1, ios: 2 })];
    expect(ids(orderForPlatform(list, 'android'))).toEqual(['p', 'a']);
    expect(ids(orderForPlatform(list, 'ios'))).toEqual(['a', 'p']);
    expect(ids(orderForPlatform(list, 'wp'))).toEqual(['a', 'p']);
  });

  it('treats zero, empty and negative priorities as none', () => {
    const list = [leaflet('zero', 5, { wp: 0 }), leaflet('none', 6, { wp: null }), leaflet('neg', 7, { wp: -2 })];
    expect(ids(orderForPlatform(list, 'wp'))).toEqual(['neg', 'none', 'zero']);
  });

  it('fills gaps between priorities with the newest leaflets', () => {
    const list = [leaflet('p2', 1, { android2: 2 }), leaflet('p5', 1, { android2: 5 }), ...[1, 2, 3, 4].map((d) => leaflet(`n${d}`, d + 10))];
    expect(ids(orderForPlatform(list, 'android2'))).toEqual(['n4', 'p2', 'n3', 'n2', 'p5', 'n1']);
  });

  it('places priorities beyond the list length after the others, in priority order', () => {
    const list = [leaflet('p40', 1, { ios: 40 }), leaflet('a', 9), leaflet('p12', 1, { ios: 12 }), leaflet('b', 8)];
    expect(ids(orderForPlatform(list, 'ios'))).toEqual(['a', 'b', 'p12', 'p40']);
  });

  it('closes the gap left by a far priority instead of leaving holes', () => {
    const list = [leaflet('p3', 1, { web: 3 }), leaflet('p99', 1, { web: 99 }), leaflet('a', 9)];
    expect(ids(orderForPlatform(list, 'web'))).toEqual(['a', 'p3', 'p99']);
  });

  it('gives a shared priority to the more recent leaflet and the next free position to the other', () => {
    const list = [leaflet('older', 1, { android: 1 }), leaflet('newer', 2, { android: 1 }), leaflet('a', 9), leaflet('p2', 1, { android: 2 })];
    expect(ids(orderForPlatform(list, 'android'))).toEqual(['newer', 'older', 'p2', 'a']);
  });

  it('keeps every leaflet exactly once and leaves the input untouched', () => {
    const list = [leaflet('x', 1, { web: 2 }), leaflet('y', 2, { web: 2 }), leaflet('z', 3, { web: 7 }), leaflet('w', 4)];
    const copy = ids(list);
    const ordered = orderForPlatform(list, 'web');
    expect([...ids(ordered)].sort()).toEqual([...copy].sort());
    expect(ids(list)).toEqual(copy);
  });

  it('returns an empty list for no leaflets', () => {
    expect(orderForPlatform([], 'web')).toEqual([]);
  });
});

describe('orderForAllPlatforms (spec §4)', () => {
  it('puts leaflets with any positive priority first, by their lowest positive priority', () => {
    const list = [
      leaflet('none', 20),
      leaflet('ios3-web9', 1, { ios: 3, web: 9 }),
      leaflet('wp1', 1, { wp: 1, android: 0 }),
      leaflet('zero', 30, { android: 0, web: null }),
      leaflet('and2', 1, { android: 2 }),
    ];
    expect(ids(orderForAllPlatforms(list))).toEqual(['wp1', 'and2', 'ios3-web9', 'zero', 'none']);
  });

  it('breaks ties of the lowest priority by recency', () => {
    const list = [leaflet('old', 1, { android: 1 }), leaflet('new', 5, { ios: 1 })];
    expect(ids(orderForAllPlatforms(list))).toEqual(['new', 'old']);
  });

  it('orders the rest newest created, then most recently refreshed', () => {
    const list = [leaflet('a', 2), leaflet('b', 2, {}, 6), leaflet('c', 4)];
    expect(ids(orderForAllPlatforms(list))).toEqual(['c', 'b', 'a']);
  });
});

describe('priorityHolder', () => {
  const list = [leaflet('a', 1, { android: 3 }), leaflet('b', 2, { ios: 3 })];

  it('finds the leaflet already holding a priority on a platform', () => {
    expect(priorityHolder(list, 'android', 3)?.id).toBe('a');
    expect(priorityHolder(list, 'ios', 3)?.id).toBe('b');
    expect(priorityHolder(list, 'web', 3)).toBeUndefined();
  });

  it('reports nobody for a cleared priority or for the leaflet being edited', () => {
    expect(priorityHolder(list, 'android', 0)).toBeUndefined();
    expect(priorityHolder(list, 'android', null)).toBeUndefined();
    expect(priorityHolder(list, 'android', 3, 'a')).toBeUndefined();
  });
});
