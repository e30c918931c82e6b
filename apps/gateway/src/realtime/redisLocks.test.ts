import { Redis } from 'ioredis';
import pino from 'pino';
import { describeWithRedis, startTestRedis, type TestRedis } from '../test-support/redisServer';
import { lockTopic, type LockChange } from './locks';
import type { Sequenced } from './pubsub';
import { connectRedisBackbone, type RedisBackbone } from './redisBackbone';
import { RedisLockStore } from './redisLocks';

/** Edit locks shared by two gateway replicas through one real redis-server. */

const logger = pino({ level: 'silent' });
let redis: TestRedis;
let admin: Redis;
const opened: RedisBackbone[] = [];

async function replica(id: string): Promise<RedisBackbone> {
  const backbone = await connectRedisBackbone({ url: redis.url, replicaId: id, watcherLeaseMs: 5000, logger });
  opened.push(backbone);
  return backbone;
}

async function next<T>(iterator: AsyncIterableIterator<T>): Promise<T> {
  const result = await iterator.next();
  if (result.done) throw new Error('The stream ended');
  return result.value;
}

describeWithRedis('edit locks shared by replicas', () => {
  beforeAll(async () => {
    redis = await startTestRedis();
    admin = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await admin.connect();
  });

  afterEach(async () => {
    for (const backbone of opened.splice(0)) {
      await backbone.cluster.close();
      await backbone.close();
    }
    await admin.flushall();
  });

  afterAll(async () => {
    admin.disconnect();
    await redis.close();
  });

  it('a lock held through one replica refuses the other, passes on a takeover and is announced on both', async () => {
    const a = await replica('a');
    const b = await replica('b');
    const locksA = a.locks(a.events, () => undefined);
    const locksB = b.locks(b.events, () => undefined);
    const heardOnB = b.events.subscribe<LockChange>(lockTopic('groups', 'g-1'));
    await b.events.ping();

    expect(await locksA.acquire('groups', 'g-1', 'admin', false)).toMatchObject({ acquired: true, takenOverFrom: null });
    expect((await next<Sequenced<LockChange>>(heardOnB)).lock?.holder).toBe('admin');
    // A renewal by the holder keeps `since` and announces nothing new.
    const renewed = await locksA.acquire('groups', 'g-1', 'admin', false);
    expect(renewed.acquired).toBe(true);

    const refused = await locksB.acquire('groups', 'g-1', 'editor', false);
    expect(refused).toMatchObject({ acquired: false, lock: { holder: 'admin' } });
    expect((await locksB.current('groups', 'g-1'))?.holder).toBe('admin');

    expect(await locksB.acquire('groups', 'g-1', 'editor', true)).toMatchObject({ acquired: true, takenOverFrom: 'admin' });
    const takeover = await next<Sequenced<LockChange>>(heardOnB);
    expect(takeover).toMatchObject({ lock: { holder: 'editor' }, takenOverFrom: 'admin' });

    expect(await locksA.release('groups', 'g-1', 'admin')).toBe(false);
    expect(await locksA.release('groups', 'g-1', 'editor')).toBe(true);
    expect((await next<Sequenced<LockChange>>(heardOnB)).lock).toBeNull();
    await heardOnB.return?.();
  });

  it('a lock nobody renews ends by itself and its end is announced', async () => {
    const a = await replica('a');
    const locks = new RedisLockStore(a.events, { redis: admin, ttlMs: 200 });
    const heard = a.events.subscribe<LockChange>(lockTopic('inserts', 'i-1'));
    await locks.acquire('inserts', 'i-1', 'admin', false);
    expect((await next<Sequenced<LockChange>>(heard)).lock?.holder).toBe('admin');
    expect((await next<Sequenced<LockChange>>(heard)).lock).toBeNull();
    expect(await locks.current('inserts', 'i-1')).toBeNull();
    await locks.close();
    await heard.return?.();
  });
});
