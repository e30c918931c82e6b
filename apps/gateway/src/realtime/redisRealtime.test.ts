import { Redis } from 'ioredis';
import pino from 'pino';
import { describeWithRedis, replicasListening, startTestRedis, type TestRedis } from '../test-support/redisServer';
import { presenceTopic, type PresenceChange } from './presence';
import type { Sequenced } from './pubsub';
import { connectRedisBackbone, type RedisBackbone } from './redisBackbone';
import { RedisPresenceStore } from './redisPresence';
import { SharedWatcher } from './watcher';
import { waitFor } from '../test-support/waitFor';

/**
 * Two gateway replicas sharing one real redis-server: the event bus, the watcher leases and presence.
 * Waits are bounded by generous limits and never measure speed.
 */

const logger = pino({ level: 'silent' });
const LEASE_MS = 600;
const POLL_MS = 50;

let redis: TestRedis;
let admin: Redis;
const opened: RedisBackbone[] = [];
const cleanups: (() => Promise<void> | void)[] = [];

async function replica(id: string): Promise<RedisBackbone> {
  const backbone = await connectRedisBackbone({ url: redis.url, replicaId: id, watcherLeaseMs: LEASE_MS, logger });
  opened.push(backbone);
  return backbone;
}


const subscribers = (topic: string) => replicasListening(admin, topic);

async function next<T>(iterator: AsyncIterableIterator<T>): Promise<T> {
  const result = await iterator.next();
  if (result.done) throw new Error('The stream ended');
  return result.value;
}

describeWithRedis('gateway replicas sharing Redis', () => {
  beforeAll(async () => {
    redis = await startTestRedis();
    admin = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => 100 });
    admin.on('error', () => undefined);
    await admin.connect();
  });

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
    for (const backbone of opened.splice(0)) {
      await backbone.cluster.close();
      await backbone.close();
    }
    if (admin.status === 'ready') await admin.flushall();
  });

  afterAll(async () => {
    admin.disconnect();
    await redis.close();
  });

  describe('event bus', () => {
    it('hands a subscriber that comes back on another replica the events it missed, then the live ones, none twice', async () => {
      const [a, b] = [await replica('a'), await replica('b')];
      for (let n = 1; n <= 3; n += 1) await a.events.publish('store:7', { n });
      // The browser saw event 1 on replica a; its socket moved to replica b.
      const back = b.events.subscribe<{ n: number }>('store:7', { after: 1 });
      cleanups.push(async () => {
        await back.return?.();
      });
      const replayed = [await next(back), await next(back)];
      expect(replayed).toEqual([
        { n: 2, seq: 2 },
        { n: 3, seq: 3 },
      ]);
      await a.events.publish('store:7', { n: 4 });
      expect(await next(back)).toEqual({ n: 4, seq: 4 });
      // Kept for the next one that comes back: the topic's latest events, in order.
      const late = a.events.subscribe<{ n: number }>('store:7', { after: 0 });
      cleanups.push(async () => {
        await late.return?.();
      });
      expect([await next(late), await next(late), await next(late), await next(late)].map((e) => e.seq)).toEqual([1, 2, 3, 4]);
    });

    it('delivers events published on either replica to the subscribers of both, in the order of their numbers', async () => {
      const [a, b] = [await replica('a'), await replica('b')];
      const onA = a.events.subscribe<{ n: number }>('store:1');
      const onB = b.events.subscribe<{ n: number }>('store:1');
      cleanups.push(async () => {
        await onA.return?.();
        await onB.return?.();
      });
      // Each replica subscribes to the topic's channel once.
      await waitFor(async () => (await subscribers('store:1')) === 2, 'both replicas to subscribe');

      expect(await a.events.publish('store:1', { n: 1 })).toBe(1);
      expect(await b.events.publish('store:1', { n: 2 })).toBe(2);
      for (const stream of [onA, onB]) {
        expect(await next(stream)).toEqual({ n: 1, seq: 1 });
        expect(await next(stream)).toEqual({ n: 2, seq: 2 });
      }
    });

    it('delivers an event published right after a subscription on the same replica', async () => {
      const a = await replica('a');
      for (let i = 0; i < 20; i += 1) {
        const stream = a.events.subscribe<{ i: number }>(`job:${i}`);
        await a.events.publish(`job:${i}`, { i });
        expect(await next(stream)).toEqual({ i, seq: 1 });
        await stream.return?.();
      }
    });

    it('leaves a topic channel when the last local subscriber of it leaves', async () => {
      const a = await replica('a');
      const first = a.events.subscribe('presence:x');
      const second = a.events.subscribe('presence:x');
      await waitFor(async () => (await subscribers('presence:x')) === 1, 'the channel subscription');
      await first.return?.();
      expect(await subscribers('presence:x')).toBe(1);
      await second.return?.();
      await waitFor(async () => (await subscribers('presence:x')) === 0, 'the channel to be left');
    });
  });

  describe('watcher leases', () => {
    interface Side {
      name: string;
      reads: number;
      announced: string[];
      watcher: SharedWatcher<string, string>;
    }

    function side(name: string, backbone: RedisBackbone, value: () => string): Side {
      const state: Side = {
        name,
        reads: 0,
        announced: [],
        watcher: new SharedWatcher<string, string>({
          read: () => {
            state.reads += 1;
            return Promise.resolve(value());
          },
          announce: (_key, v) => {
            state.announced.push(v);
          },
          identity: (v) => v,
          intervalMs: POLL_MS,
          cluster: backbone.cluster,
          name: 'test',
        }),
      };
      cleanups.push(() => state.watcher.close());
      return state;
    }

    it('has one replica poll a key both watch; the other relays, and takes over within the lease time when the holder dies', async () => {
      let value = 'v1';
      const backbones = [await replica('a'), await replica('b')];
      const sides = backbones.map((backbone, i) => side(i === 0 ? 'a' : 'b', backbone, () => value));
      const releases = sides.map((s) => s.watcher.watch('k'));
      cleanups.push(() => releases.forEach((release) => release()));

      await waitFor(() => sides.some((s) => s.reads >= 10), 'ten polls');
      const holderIndex = sides[0]!.reads > 0 ? 0 : 1;
      const holder = sides[holderIndex]!;
      const other = sides[1 - holderIndex]!;
      expect(other.reads).toBe(0);
      expect(backbones[holderIndex]!.cluster.held()).toBe(1);
      expect(backbones[1 - holderIndex]!.cluster.held()).toBe(0);

      // A change is announced once, by the holder: five more polls of the same value announce nothing.
      value = 'v2';
      await waitFor(() => holder.announced.length === 1, 'the change to be announced');
      const readsAfterChange = holder.reads;
      await waitFor(() => holder.reads >= readsAfterChange + 5, 'five more polls');
      expect(holder.announced).toEqual(['v2']);
      expect(other.announced).toEqual([]);

      // The holder dies without giving its lease up (no renewal, no release); a change happens meanwhile.
      const dead = backbones[holderIndex]!;
      dead.cluster.close = () => Promise.resolve();
      holder.watcher.close();
      await dead.close();
      value = 'v3';
      // The lease runs out and the other replica polls. The limit only bounds the wait (a watcher left
      // without a holder would never poll again), generous for a loaded machine.
      await waitFor(() => other.reads > 0, 'the other replica to take the watcher over', LEASE_MS + 5_000);
      // The new holder starts from the last announced value: the change made while nobody polled is announced, once.
      await waitFor(() => other.announced.length === 1, 'the missed change to be announced');
      const readsAfterTakeover = other.reads;
      await waitFor(() => other.reads >= readsAfterTakeover + 5, 'five more polls');
      expect(other.announced).toEqual(['v3']);
    });

    it('gives the lease up when the last local subscriber leaves, so the other replica takes it over at once', async () => {
      const backbones = [await replica('a'), await replica('b')];
      const sides = backbones.map((backbone, i) => side(String(i), backbone, () => 'same'));
      const releases = sides.map((s) => s.watcher.watch('k'));
      cleanups.push(() => releases.forEach((release) => release()));
      await waitFor(() => sides.some((s) => s.reads > 0), 'a first poll');
      const holderIndex = sides[0]!.reads > 0 ? 0 : 1;
      releases[holderIndex]!();
      await waitFor(() => backbones[1 - holderIndex]!.cluster.held() === 1, 'the lease to move');
      const before = sides[holderIndex]!.reads;
      await waitFor(() => sides[1 - holderIndex]!.reads >= 5, 'five polls on the other replica');
      expect(sides[holderIndex]!.reads).toBe(before);
      // Same value on both sides: a takeover alone announces nothing.
      expect(sides.flatMap((s) => s.announced)).toEqual([]);
    });

    it('does not announce again a value a write through the other replica announced already', async () => {
      let value = 'v1';
      const backbones = [await replica('a'), await replica('b')];
      const sides = backbones.map((backbone, i) => side(String(i), backbone, () => value));
      const releases = sides.map((s) => s.watcher.watch('k'));
      cleanups.push(() => releases.forEach((release) => release()));
      await waitFor(() => sides.some((s) => s.reads > 2), 'the first polls');
      const holderIndex = sides[0]!.reads > 0 ? 0 : 1;
      const writer = sides[1 - holderIndex]!;

      // The writer's replica announced v2 itself (as after a mutation) and tells the cluster.
      writer.watcher.know('k', 'v2');
      await waitFor(async () => (await backbones[holderIndex]!.cluster.lastIdentity('test:k')) === 'v2', 'the cluster to know v2');
      value = 'v2';
      const reads = sides[holderIndex]!.reads;
      await waitFor(() => sides[holderIndex]!.reads > reads + 3, 'polls after the write');
      expect(sides.flatMap((s) => s.announced)).toEqual([]);
    });
  });

  describe('presence', () => {
    function store(backbone: RedisBackbone, replicaId: string, ttls: { memberTtlMs?: number; activityTtlMs?: number } = {}): RedisPresenceStore {
      const presence = new RedisPresenceStore(backbone.events, { redis: admin, replicaId, ...ttls });
      cleanups.push(() => presence.close());
      return presence;
    }

    it('counts a user connected through two replicas once, until they left through both', async () => {
      const [a, b] = [await replica('a'), await replica('b')];
      const [pa, pb] = [store(a, 'a'), store(b, 'b')];
      const room = 'xmloffers:web';
      const changes = b.events.subscribe<PresenceChange>(presenceTopic(room));
      cleanups.push(async () => {
        await changes.return?.();
      });
      await waitFor(async () => (await subscribers(presenceTopic(room))) === 1, 'the presence channel');

      const first = await pa.join(room, 'editor');
      expect(first.changed).toBe(true);
      expect((await next(changes)).members.map((m) => m.username)).toEqual(['editor']);
      const second = await pb.join(room, 'editor');
      expect(second.changed).toBe(false);
      const admin1 = await pb.join(room, 'admin');
      expect((await next(changes)).members.map((m) => m.username)).toEqual(['admin', 'editor']);

      await first.leave();
      expect((await next(changes)).members.map((m) => m.username)).toEqual(['admin', 'editor']);
      await second.leave();
      expect((await next(changes)).members.map((m) => m.username)).toEqual(['admin']);
      await admin1.leave();
      expect(await pa.members(room)).toEqual([]);
    });

    it('shows an activity set through one replica on the other, and clears it when its heartbeat stops', async () => {
      const [a, b] = [await replica('a'), await replica('b')];
      const [pa, pb] = [store(a, 'a', { activityTtlMs: 300 }), store(b, 'b', { activityTtlMs: 300 })];
      const room = 'xmloffers:ios';
      await pa.join(room, 'editor');
      // The mutation may reach another replica than the user's socket.
      expect(await pb.update(room, 'editor', 'dragging', 'leaflet-1')).toBe(true);
      expect(await pa.members(room)).toMatchObject([{ username: 'editor', activity: 'dragging', subject: 'leaflet-1' }]);
      expect(await pb.update(room, 'nobody', 'dragging', 'leaflet-1')).toBe(false);
      await waitFor(async () => (await pa.members(room))[0]?.activity === null, 'the activity to run out');
    });

    it('drops the members of a replica that died once their time-to-live ran out, and tells the room', async () => {
      const [a, b] = [await replica('a'), await replica('b')];
      const pa = store(a, 'a', { memberTtlMs: 600 });
      const pb = new RedisPresenceStore(b.events, { redis: admin, replicaId: 'b', memberTtlMs: 600 });
      const room = 'xmloffers:android';
      await pa.join(room, 'admin');
      await pb.join(room, 'editor');
      expect((await pa.members(room)).map((m) => m.username)).toEqual(['admin', 'editor']);
      const changes = a.events.subscribe<Sequenced<PresenceChange>>(presenceTopic(room));
      cleanups.push(async () => {
        await changes.return?.();
      });
      await waitFor(async () => (await subscribers(presenceTopic(room))) >= 1, 'the presence channel');

      // Replica b dies: it renews nothing and removes nothing.
      (pb as unknown as { heartbeat: (() => void) | null }).heartbeat?.();
      (pb as unknown as { closed: boolean }).closed = true;
      const change = await next(changes);
      expect(change.members.map((m) => m.username)).toEqual(['admin']);
    });
  });

  // Last: restarts the server the others use.
  describe('a Redis restart', () => {
    it('fails readiness while Redis is down, asks clients to resynchronise when it is back, and events flow again', async () => {
      const a = await replica('a');
      let resyncs = 0;
      a.onResync(() => {
        resyncs += 1;
      });
      await a.events.ping();

      await redis.stop();
      await expect(a.events.ping()).rejects.toThrow();
      await expect(a.events.publish('job:1', { n: 1 })).rejects.toThrow();

      await redis.start();
      await waitFor(() => resyncs === 1, 'the resynchronisation');
      await waitFor(
        () =>
          a.events.ping().then(
            () => true,
            () => false,
          ),
        'the bus to answer again',
      );
      const stream = a.events.subscribe<{ n: number }>('job:1');
      await a.events.publish('job:1', { n: 2 });
      // An empty Redis numbers the topic anew: clients take the restart for a gap and refetch.
      expect(await next(stream)).toEqual({ n: 2, seq: 1 });
      await stream.return?.();
    });
  });
});
