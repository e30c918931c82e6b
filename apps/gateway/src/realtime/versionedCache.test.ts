import { VersionedCache } from './versionedCache';

/** A load whose answer the test releases by hand. */
function deferred<T>(): { promise: Promise<T>; resolve(value: T): void; reject(err: unknown): void } {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Counts the loads of each answer. */
function counter(answer: (n: number) => string = (n) => `answer ${n}`) {
  let calls = 0;
  const load = (): Promise<string> => {
    calls += 1;
    return Promise.resolve(answer(calls));
  };
  return { load, calls: () => calls };
}

describe('versioned cache', () => {
  it('answers a second read at the same version without loading again', async () => {
    const cache = new VersionedCache<string, string>();
    const upstream = counter();
    expect(await cache.get('android', 3, upstream.load)).toBe('answer 1');
    expect(await cache.get('android', 3, upstream.load)).toBe('answer 1');
    expect(upstream.calls()).toBe(1);
    expect(cache.peek('android')).toEqual({ version: 3, value: 'answer 1' });
  });

  it('loads again at another version and keeps keys apart', async () => {
    const cache = new VersionedCache<string, string>();
    const upstream = counter();
    await cache.get('android', 3, upstream.load);
    expect(await cache.get('android', 4, upstream.load)).toBe('answer 2');
    expect(await cache.get('ios', 4, upstream.load)).toBe('answer 3');
    expect(await cache.get('android', 4, upstream.load)).toBe('answer 2');
    expect(upstream.calls()).toBe(3);
    expect(cache.peek('android')?.version).toBe(4);
    expect(cache.size).toBe(2);
  });

  it('shares one load between concurrent reads of a key at one version', async () => {
    const cache = new VersionedCache<string, string>();
    const answer = deferred<string>();
    let calls = 0;
    const load = (): Promise<string> => {
      calls += 1;
      return answer.promise;
    };
    const reads = [cache.get('android', 7, load), cache.get('android', 7, load), cache.get('android', 7, load)];
    answer.resolve('ordering at 7');
    expect(await Promise.all(reads)).toEqual(['ordering at 7', 'ordering at 7', 'ordering at 7']);
    expect(calls).toBe(1);
  });

  it('does not keep a failed load', async () => {
    const cache = new VersionedCache<string, string>();
    await expect(cache.get('android', 1, () => Promise.reject(new Error('upstream down')))).rejects.toThrow('upstream down');
    expect(cache.peek('android')).toBeUndefined();
    expect(await cache.get('android', 1, () => Promise.resolve('back'))).toBe('back');
  });

  it('forgets an answer on invalidate, also for reads that start while an older load runs', async () => {
    const cache = new VersionedCache<string, string>();
    const before = deferred<string>();
    const first = cache.get('android', 5, () => before.promise);
    cache.invalidate('android');
    const upstream = counter(() => 'after the write');
    const second = cache.get('android', 5, upstream.load);
    before.resolve('before the write');
    expect(await first).toBe('before the write');
    expect(await second).toBe('after the write');
    // The load that started before the invalidation did not replace the newer answer.
    expect(cache.peek('android')?.value).toBe('after the write');
    expect(upstream.calls()).toBe(1);
  });

  it('keeps a remembered answer and lets no older load replace it', async () => {
    const cache = new VersionedCache<string, string>();
    const slow = deferred<string>();
    const reading = cache.get('android', 5, () => slow.promise);
    cache.remember('android', 6, 'written at 6');
    slow.resolve('read at 5');
    expect(await reading).toBe('read at 5');
    expect(cache.peek('android')).toEqual({ version: 6, value: 'written at 6' });
    const upstream = counter();
    expect(await cache.get('android', 6, upstream.load)).toBe('written at 6');
    expect(upstream.calls()).toBe(0);
    // A remembered answer older than the kept one is ignored.
    cache.remember('android', 4, 'written at 4');
    expect(cache.peek('android')?.version).toBe(6);
  });

  it('does not let a load at a lower version replace one kept at a higher version', async () => {
    const cache = new VersionedCache<string, string>();
    const slow = deferred<string>();
    const old = cache.get('android', 5, () => slow.promise);
    await cache.get('android', 6, () => Promise.resolve('read at 6'));
    slow.resolve('read at 5');
    await old;
    expect(cache.peek('android')).toEqual({ version: 6, value: 'read at 6' });
  });

  it('compares string versions for equality', async () => {
    const cache = new VersionedCache<string, string>();
    const upstream = counter();
    await cache.get('all', 'abc', upstream.load);
    await cache.get('all', 'abc', upstream.load);
    await cache.get('all', 'abd', upstream.load);
    expect(upstream.calls()).toBe(2);
    // A number and a string that print alike are different versions.
    await cache.get('all', 1, upstream.load);
    await cache.get('all', '1', upstream.load);
    expect(upstream.calls()).toBe(4);
  });

  it('drops the least recently used key beyond its size', async () => {
    const cache = new VersionedCache<{ platform: string }, string>({ maxEntries: 2, keyId: (key) => key.platform });
    const upstream = counter();
    await cache.get({ platform: 'android' }, 1, upstream.load);
    await cache.get({ platform: 'ios' }, 1, upstream.load);
    await cache.get({ platform: 'android' }, 1, upstream.load);
    await cache.get({ platform: 'web' }, 1, upstream.load);
    expect(cache.peek({ platform: 'ios' })).toBeUndefined();
    expect(cache.peek({ platform: 'android' })?.value).toBe('answer 1');
    expect(cache.size).toBe(2);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
