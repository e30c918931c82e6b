import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** Prefix of every key and channel the gateway uses in Redis (several deployments may share one Redis). */
export const REDIS_PREFIX = 'flyerdesk:';

/** Waits 100 ms, 200 ms … up to 2 s between reconnection attempts, forever. */
export function redisReconnectDelay(attempt: number): number {
  return Math.min(100 * 2 ** Math.max(attempt - 1, 0), 2000);
}

/**
 * One connection to Redis, re-established in the background when lost. On the command connection,
 * commands fail at once while it is down (no offline queue): the gateway's writes upstream never
 * wait for Redis, and readiness checks answer quickly. The subscriber connection renews its
 * channels when it is back.
 */
export async function connectRedis(url: string, role: 'commands' | 'subscriber', logger: Logger): Promise<Redis> {
  // The subscriber queues its (un)subscriptions while down and renews them when back.
  const subscriber = role === 'subscriber';
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: subscriber,
    maxRetriesPerRequest: subscriber ? null : 1,
    autoResubscribe: true,
    connectTimeout: 5000,
    connectionName: `flyerdesk-gateway-${role}`,
    retryStrategy: redisReconnectDelay,
  });
  let reported = false;
  redis.on('error', (err: Error) => {
    // ioredis repeats the error on every failed reconnection: one line per outage is enough.
    if (reported) return;
    reported = true;
    logger.warn({ err, redis: role }, 'redis connection lost; reconnecting');
  });
  redis.on('ready', () => {
    if (reported) logger.info({ redis: role }, 'redis connection back');
    reported = false;
  });
  await redis.connect();
  return redis;
}

/** Closes a connection: politely when it is up, at once when it is not. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    try {
      await redis.quit();
      return;
    } catch {
      // Fall through: the connection went away meanwhile.
    }
  }
  redis.disconnect(false);
}

/** A Lua script run by its SHA1 (sent whole only when Redis does not know it yet). */
export class RedisScript {
  private readonly sha: string;

  constructor(private readonly source: string) {
    this.sha = createHash('sha1').update(source).digest('hex');
  }

  async run(redis: Redis, keys: readonly string[], args: readonly (string | number)[]): Promise<unknown> {
    try {
      return await redis.evalsha(this.sha, keys.length, ...keys, ...args);
    } catch (err) {
      if (!(err instanceof Error) || !err.message.startsWith('NOSCRIPT')) throw err;
      return redis.eval(this.source, keys.length, ...keys, ...args);
    }
  }
}
