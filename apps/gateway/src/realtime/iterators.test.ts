import { startingWith, withCleanup } from './iterators';
import { LocalTopics, READ_DIRECTLY, readsDirectly, type DirectlyReadable, type DirectReader } from './pubsub';

type Stream = AsyncIterableIterator<{ n: number }> & Partial<DirectlyReadable<{ n: number }>>;

function reader(taken: number[]): DirectReader<{ n: number }> {
  return { take: (event) => taken.push(event.n) > 0, end: () => undefined };
}

describe('event streams read directly through their wrappers', () => {
  it('a stream with a cleanup lets its topic be read directly, and cleans up once when it ends', async () => {
    const topics = new LocalTopics();
    let cleaned = 0;
    const stream: Stream = withCleanup(topics.subscribe<{ n: number }>('a'), () => {
      cleaned += 1;
    });
    const taken: number[] = [];
    expect(readsDirectly(stream)).toBe(true);
    expect(stream[READ_DIRECTLY]?.(reader(taken))).toBe(true);
    topics.deliver('a', { n: 1 });
    expect(taken).toEqual([1]);
    await stream.return?.();
    await stream.return?.();
    expect(cleaned).toBe(1);
  });

  it('a stream with a first value is read directly only once that value was read', async () => {
    const topics = new LocalTopics();
    const stream: Stream = startingWith({ n: 0 }, topics.subscribe<{ n: number }>('a'));
    const taken: number[] = [];
    expect(stream[READ_DIRECTLY]?.(reader(taken))).toBe(false);
    expect((await stream.next()).value).toEqual({ n: 0 });
    expect(stream[READ_DIRECTLY]?.(reader(taken))).toBe(true);
    topics.deliver('a', { n: 1 });
    expect(taken).toEqual([1]);
    expect(stream[READ_DIRECTLY]?.(null)).toBe(true);
    topics.deliver('a', { n: 2 });
    expect(taken).toEqual([1]);
    expect((await stream.next()).value).toEqual({ n: 2 });
  });

  it('a stream made by a generator is read with next() only', () => {
    async function* plain(): AsyncIterableIterator<{ n: number }> {
      yield await Promise.resolve({ n: 1 });
    }
    expect(readsDirectly(withCleanup(plain(), () => undefined) as object)).toBe(true);
    const wrapped: Stream = withCleanup(plain(), () => undefined);
    expect(wrapped[READ_DIRECTLY]?.(reader([]))).toBe(false);
  });
});
