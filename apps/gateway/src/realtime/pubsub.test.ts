import { MemoryEventBus } from './pubsub';

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
