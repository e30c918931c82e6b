import { LocalTopics, MemoryEventBus, READ_DIRECTLY, readsDirectly, RECENT_EVENTS, type DirectlyReadable, type DirectReader } from './pubsub';

describe('in-memory event bus', () => {
  it('numbers events per topic and delivers an event published right after subscribing', async () => {
    const bus = new MemoryEventBus();
    const a = bus.subscribe<{ n: number }>('a');
    const b = bus.subscribe<{ n: number }>('b');
    expect(await bus.publish('a', { n: 1 })).toBe(1);
    expect(await bus.publish('a', { n: 2 })).toBe(2);
    expect(await bus.publish('b', { n: 3 })).toBe(1);
    expect((await a.next()).value).toEqual({ n: 1, seq: 1 });
    expect((await a.next()).value).toEqual({ n: 2, seq: 2 });
    expect((await b.next()).value).toEqual({ n: 3, seq: 1 });
    await bus.close();
  });

  it('delivers on a later turn of the event loop: whatever the publisher goes on doing in its own turn comes first', async () => {
    const bus = new MemoryEventBus();
    const it = bus.subscribe<{ n: number }>('a');
    const order: string[] = [];
    const received = it.next().then(() => order.push('event'));
    const seq = bus.publish('a', { n: 1 });
    // The rest of a mutation after it published: its answer encoded and written, a chain of promises.
    let answer = Promise.resolve();
    for (let i = 0; i < 200; i += 1) answer = answer.then(() => undefined);
    await answer.then(() => order.push('answer'));
    await received;
    expect(order).toEqual(['answer', 'event']);
    expect(await seq).toBe(1);
    await bus.close();
  });

  it('keeps the order of the events of a topic published in one turn', async () => {
    const bus = new MemoryEventBus();
    const it = bus.subscribe<{ n: number }>('a');
    void bus.publish('a', { n: 1 });
    void bus.publish('a', { n: 2 });
    void bus.publish('a', { n: 3 });
    const seen = [(await it.next()).value, (await it.next()).value, (await it.next()).value];
    expect(seen).toEqual([
      { n: 1, seq: 1 },
      { n: 2, seq: 2 },
      { n: 3, seq: 3 },
    ]);
    await bus.close();
  });

  it('ends subscriptions when closed', async () => {
    const bus = new MemoryEventBus();
    const it = bus.subscribe('a');
    await bus.close();
    expect((await it.next()).done).toBe(true);
  });
});

describe('a subscriber that comes back', () => {
  async function take<T>(it: AsyncIterableIterator<T>, count: number): Promise<T[]> {
    const seen: T[] = [];
    for (let i = 0; i < count; i += 1) seen.push((await it.next()).value as T);
    return seen;
  }

  it('first gets the events it missed after its last position, then the live ones, none twice', async () => {
    const bus = new MemoryEventBus();
    for (let n = 1; n <= 4; n += 1) await bus.publish('a', { n });
    // Published, not delivered yet: it is among the kept events and arrives live too.
    const inFlight = bus.publish('a', { n: 5 });
    const back = bus.subscribe<{ n: number }>('a', { after: 3 });
    // Published while the replay is read: handed on after it.
    const live = bus.publish('a', { n: 6 });
    expect(await take(back, 3)).toEqual([
      { n: 4, seq: 4 },
      { n: 5, seq: 5 },
      { n: 6, seq: 6 },
    ]);
    await Promise.all([inFlight, live]);
    await bus.publish('a', { n: 7 });
    expect((await back.next()).value).toEqual({ n: 7, seq: 7 });
    await bus.close();
  });

  it('after the replay reads live events directly, as the fan-out does, without repeating one', async () => {
    const bus = new MemoryEventBus();
    await bus.publish('a', { n: 1 });
    await bus.publish('a', { n: 2 });
    const back = bus.subscribe<{ n: number }>('a', { after: 1 });
    expect(readsDirectly(back)).toBe(true);
    const direct = back as unknown as DirectlyReadable<{ seq: number }>;
    const reader: DirectReader<{ seq: number }> & { seen: number[] } = { seen: [], take: (e) => reader.seen.push(e.seq) > 0, end: () => undefined };
    // The replay waits to be read: direct reading cannot start yet.
    expect(direct[READ_DIRECTLY](reader)).toBe(false);
    expect((await back.next()).value).toEqual({ n: 2, seq: 2 });
    expect(direct[READ_DIRECTLY](reader)).toBe(true);
    await bus.publish('a', { n: 3 });
    expect(reader.seen).toEqual([3]);
    await bus.close();
  });

  it('keeps the latest events of a topic only: one that missed more sees the gap', async () => {
    const bus = new MemoryEventBus();
    const total = RECENT_EVENTS.count + 10;
    for (let n = 1; n <= total; n += 1) await bus.publish('a', { n });
    const back = bus.subscribe<{ n: number }>('a', { after: 2 });
    expect((await back.next()).value).toEqual({ n: 11, seq: 11 });
    await bus.close();
  });

  it('when the numbering started again (a restarted gateway) replays nothing and follows the new numbers', async () => {
    const bus = new MemoryEventBus();
    await bus.publish('a', { n: 1 });
    const back = bus.subscribe<{ n: number }>('a', { after: 40 });
    await bus.publish('a', { n: 2 });
    expect((await back.next()).value).toEqual({ n: 2, seq: 2 });
    await bus.close();
  });
});

describe('the subscribers of a topic in one process', () => {
  it('hands every subscriber each event in order, whether it waits for it or reads it later', async () => {
    const topics = new LocalTopics();
    const waiting = topics.subscribe<{ n: number }>('a');
    const later = topics.subscribe<{ n: number }>('a');
    const other = topics.subscribe<{ n: number }>('b');
    const first = waiting.next();
    topics.deliver('a', { n: 1 });
    topics.deliver('a', { n: 2 });
    expect(await first).toEqual({ value: { n: 1 }, done: false });
    expect(await waiting.next()).toEqual({ value: { n: 2 }, done: false });
    expect([(await later.next()).value, (await later.next()).value]).toEqual([{ n: 1 }, { n: 2 }]);
    topics.deliver('b', { n: 3 });
    expect((await other.next()).value).toEqual({ n: 3 });
  });

  it('ends a subscriber once: its waiting read ends, it gets nothing more, and its end is told once', async () => {
    const topics = new LocalTopics();
    const ends: string[] = [];
    const ending = topics.subscribe<{ n: number }>('a', () => ends.push('ending'));
    const staying = topics.subscribe<{ n: number }>('a', () => ends.push('staying'));
    const pending = ending.next();
    await ending.return?.();
    await ending.return?.();
    expect(await pending).toEqual({ value: undefined, done: true });
    topics.deliver('a', { n: 1 });
    expect((await ending.next()).done).toBe(true);
    expect((await staying.next()).value).toEqual({ n: 1 });
    expect(ends).toEqual(['ending']);
    topics.endAll();
    expect(ends).toEqual(['ending', 'staying']);
    expect((await staying.next()).done).toBe(true);
  });

  it('tells its delivery listeners once per event how many subscribers got it', async () => {
    const topics = new LocalTopics();
    const told: [string, number][] = [];
    topics.onDelivered((topic, subscribers) => told.push([topic, subscribers]));
    const first = topics.subscribe<{ n: number }>('a');
    topics.subscribe<{ n: number }>('a');
    topics.subscribe<{ n: number }>('b');
    topics.deliver('a', { n: 1 });
    topics.deliver('nobody', { n: 2 });
    await first.return?.();
    topics.deliver('a', { n: 3 });
    expect(told).toEqual([
      ['a', 2],
      ['a', 1],
    ]);
  });

  it('hands events to a direct reader in the turn they are delivered in, and to next() what the reader hands back', async () => {
    const topics = new LocalTopics();
    const it = topics.subscribe<{ n: number }>('a') as AsyncIterableIterator<{ n: number }> & DirectlyReadable<{ n: number }>;
    const taken: number[] = [];
    let ended = 0;
    const reader = { take: (event: { n: number }) => event.n !== 2 && taken.push(event.n) > 0, end: () => (ended += 1) };
    expect(readsDirectly(it)).toBe(true);
    expect(it[READ_DIRECTLY](reader)).toBe(true);
    topics.deliver('a', { n: 1 });
    expect(taken).toEqual([1]);
    // Handed back: it waits for next(), and so does what comes after it.
    topics.deliver('a', { n: 2 });
    topics.deliver('a', { n: 3 });
    expect(taken).toEqual([1]);
    expect(it[READ_DIRECTLY](reader)).toBe(false);
    expect((await it.next()).value).toEqual({ n: 2 });
    expect((await it.next()).value).toEqual({ n: 3 });
    expect(it[READ_DIRECTLY](reader)).toBe(true);
    await it.return?.();
    expect(ended).toBe(1);
    expect(it[READ_DIRECTLY](reader)).toBe(false);
  });

  it('drops what an ended subscriber had not read yet', async () => {
    const topics = new LocalTopics();
    const it = topics.subscribe<{ n: number }>('a');
    topics.deliver('a', { n: 1 });
    await it.return?.();
    expect((await it.next()).done).toBe(true);
  });
});
