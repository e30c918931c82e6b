import { ManualTimer } from '../test-support/manualTimer';
import { MemoryPresenceStore, presenceTopic, type PresenceChange } from './presence';
import { MemoryEventBus, type Sequenced } from './pubsub';

function setup() {
  const bus = new MemoryEventBus();
  const timer = new ManualTimer();
  let now = Date.parse('2026-03-01T10:00:00.000Z');
  const store = new MemoryPresenceStore(bus, { timer, ttlMs: 15_000, now: () => now });
  const events = bus.subscribe<PresenceChange>(presenceTopic('xmloffers:android'));
  const received: Sequenced<PresenceChange>[] = [];
  const drain = async (count: number): Promise<void> => {
    for (let i = 0; i < count; i += 1) {
      const result = await events.next();
      if (!result.done) received.push(result.value);
    }
  };
  return { bus, timer, store, drain, received, advanceClock: (ms: number) => (now += ms) };
}

const room = 'xmloffers:android';

describe('in-memory presence', () => {
  it('publishes the full member list, numbered, when someone joins or leaves', async () => {
    const { store, drain, received } = setup();
    const anna = await store.join(room, 'anna');
    const bob = await store.join(room, 'bob');
    await bob.leave();
    await drain(3);
    expect(received.map((e) => [e.seq, e.members.map((m) => m.username)])).toEqual([
      [1, ['anna']],
      [2, ['anna', 'bob']],
      [3, ['anna']],
    ]);
    await anna.leave();
    expect(await store.members(room)).toEqual([]);
  });

  it('keeps a user with two tabs until both left', async () => {
    const { store } = setup();
    const first = await store.join(room, 'anna');
    const second = await store.join(room, 'anna');
    expect(second.changed).toBe(false);
    await first.leave();
    await first.leave();
    expect((await store.members(room)).map((m) => m.username)).toEqual(['anna']);
    await second.leave();
    expect(await store.members(room)).toEqual([]);
  });

  it('ends an activity 15 s after the last heartbeat', async () => {
    const { store, timer, advanceClock } = setup();
    await store.join(room, 'anna');
    expect(await store.update(room, 'anna', 'dragging', 'leaflet-1')).toBe(true);
    expect((await store.members(room))[0]).toMatchObject({ activity: 'dragging', subject: 'leaflet-1', since: '2026-03-01T10:00:00.000Z' });

    // A heartbeat 10 s later keeps it for another 15 s.
    timer.advance(10_000);
    advanceClock(10_000);
    await store.update(room, 'anna', 'dragging', 'leaflet-1');
    timer.advance(10_000);
    expect((await store.members(room))[0]?.activity).toBe('dragging');

    timer.advance(5_000);
    await Promise.resolve();
    expect((await store.members(room))[0]).toMatchObject({ activity: null, subject: null });
  });

  it('refuses activities of users who are not in the room', async () => {
    const { store } = setup();
    expect(await store.update(room, 'ghost', 'dragging', null)).toBe(false);
    expect(await store.members(room)).toEqual([]);
  });
});
