import { anItem } from './test-utils';
import { priorityOn, reorderItems, withPriority, withRefreshed, withUndone } from './orderingModel';

const naturalIds = (items: ReturnType<typeof reorderItems>) => items.map((item) => `${item.position}:${item.leaflet.naturalId}`);

describe('local ordering for optimistic updates', () => {
  const newest = anItem({ id: 'a', leaflet: { naturalId: 'newest', createdAt: '2026-11-22T08:00:00.000Z' } });
  const middle = anItem({ id: 'b', leaflet: { naturalId: 'middle', createdAt: '2026-11-21T08:00:00.000Z' } });
  const oldest = anItem({ id: 'c', priority: 1, leaflet: { naturalId: 'oldest', createdAt: '2026-11-20T08:00:00.000Z' } });
  const items = reorderItems([newest, middle, oldest], 'android');

  it('puts leaflets with a priority at their position and the rest newest first', () => {
    expect(naturalIds(items)).toEqual(['1:oldest', '2:newest', '3:middle']);
    expect(items.map((item) => item.priority)).toEqual([1, null, null]);
  });

  it('moves a leaflet to the position of its new priority', () => {
    expect(naturalIds(withPriority(items, 'android', 'b', 1, false))).toEqual(['1:middle', '2:oldest', '3:newest']);
    expect(naturalIds(withPriority(items, 'android', 'c', null, false))).toEqual(['1:newest', '2:middle', '3:oldest']);
  });

  it('takes the priority away from its holder when overwriting', () => {
    const overwritten = withPriority(items, 'android', 'b', 1, true);
    expect(naturalIds(overwritten)).toEqual(['1:middle', '2:newest', '3:oldest']);
    expect(overwritten.find((item) => item.leaflet.id === 'c')?.leaflet.priorities.android).toBeNull();
  });

  it('places a refreshed leaflet before others created at the same time', () => {
    const sameTime = '2026-11-21T08:00:00.000Z';
    const twins = reorderItems(
      [anItem({ id: 'x', leaflet: { naturalId: 'x', createdAt: sameTime, refreshedAt: '2026-11-21T09:00:00.000Z' } }), anItem({ id: 'y', leaflet: { naturalId: 'y', createdAt: sameTime } })],
      'android',
    );
    expect(naturalIds(twins)).toEqual(['1:x', '2:y']);
    expect(naturalIds(withRefreshed(twins, 'android', 'y', '2026-11-22T10:00:00.000Z'))).toEqual(['1:y', '2:x']);
  });

  it('gives back the old priorities when a move is undone', () => {
    const moved = withPriority(items, 'android', 'b', 1, true);
    const undone = withUndone(moved, 'android', { platform: 'android', leafletId: 'b', fromPriority: null, toPriority: 1, displacedNaturalId: 'oldest' });
    expect(naturalIds(undone)).toEqual(['1:oldest', '2:newest', '3:middle']);
  });

  it('orders all platforms by the lowest priority on any platform', () => {
    const onIos = anItem({ id: 'i', platform: 'ios', priority: 2, leaflet: { naturalId: 'on-ios' } });
    const onWeb = anItem({ id: 'w', platform: 'web', priority: 1, leaflet: { naturalId: 'on-web' } });
    const all = reorderItems([newest, onIos, onWeb], 'all');
    expect(naturalIds(all)).toEqual(['1:on-web', '2:on-ios', '3:newest']);
    expect(priorityOn(onIos.leaflet, 'all')).toBe(2);
    // Priorities are per platform: nothing moves on "all platforms".
    expect(naturalIds(withPriority(all, 'all', 'a', 1, false))).toEqual(naturalIds(all));
  });
});
