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

  it('ends subscriptions when closed', async () => {
    const bus = new MemoryEventBus();
    const it = bus.subscribe('a');
    await bus.close();
    expect((await it.next()).done).toBe(true);
  });
});
