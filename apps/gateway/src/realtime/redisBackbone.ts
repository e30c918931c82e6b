import type { Logger } from 'pino';
import { RedisWatcherCluster } from './leases';
import { RedisChangeClaims, type ChangeClaims } from './claims';
import type { LockStore } from './locks';
import type { PresenceStore } from './presence';
import type { EventBus } from './pubsub';
import { closeRedis, connectRedis } from './redis';
import { RedisEventBus } from './redisBus';
import { RedisLockStore } from './redisLocks';
import { RedisPresenceStore } from './redisPresence';

export interface RedisBackboneOptions {
  url: string;
  replicaId: string;
  watcherLeaseMs: number;
  logger: Logger;
}

/**
 * What gateway replicas share through Redis: the event bus (its own publisher and subscriber
 * connections), the watcher leases and presence (on the publisher connection).
 */
export interface RedisBackbone {
  events: RedisEventBus;
  cluster: RedisWatcherCluster;
  /** Presence publishing on the given bus (the gateway may wrap the bus, e.g. to count events). */
  presence(events: EventBus, onError: (room: string, err: unknown) => void): PresenceStore;
  /** Edit locks publishing on the given bus. */
  locks(events: EventBus, onError: (topic: string, err: unknown) => void): LockStore;
  claims: ChangeClaims;
  /** Runs the handler whenever the bus comes back after an outage (clients must load their data again). */
  onResync(handler: () => void): void;
  /** Closes both connections (after the leases were given up and presence left). */
  close(): Promise<void>;
}

export async function connectRedisBackbone(options: RedisBackboneOptions): Promise<RedisBackbone> {
  const { url, logger } = options;
  const publisher = await connectRedis(url, 'commands', logger);
  let subscriber;
  try {
    subscriber = await connectRedis(url, 'subscriber', logger);
  } catch (err) {
    await closeRedis(publisher);
    throw err;
  }
  const handlers: (() => void)[] = [];
  const events = new RedisEventBus({
    publisher,
    subscriber,
    logger,
    onResync: () => {
      for (const handler of handlers) handler();
    },
  });
  const cluster = new RedisWatcherCluster({ redis: publisher, owner: options.replicaId, leaseMs: options.watcherLeaseMs, logger });
  logger.info({ replica: options.replicaId, leaseMs: options.watcherLeaseMs }, 'sharing events, watchers and presence through redis');
  return {
    events,
    cluster,
    presence: (bus, onError) => new RedisPresenceStore(bus, { redis: publisher, replicaId: options.replicaId, onError }),
    locks: (bus, onError) => new RedisLockStore(bus, { redis: publisher, onError }),
    claims: new RedisChangeClaims(publisher),
    onResync: (handler) => {
      handlers.push(handler);
    },
    close: async () => {
      await events.close();
      await Promise.all([closeRedis(publisher), closeRedis(subscriber)]);
    },
  };
}
