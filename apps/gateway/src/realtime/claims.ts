/**
 * "Announce once": a record change reaches the gateway twice when it was made through the gateway
 * (the mutation announces it) and is then read from the api's change feed by the shared poller. The
 * first of the two to claim the change's key announces it; the other stays quiet. In memory for one
 * gateway, in Redis (SET NX PX) for replicas.
 */
import type { Redis } from 'ioredis';
import { REDIS_PREFIX } from './redis';

/** How long a claimed key is remembered: far longer than the change feed's poll interval. */
export const CLAIM_TTL_MS = 10 * 60_000;

export interface ChangeClaims {
  /** True for the first caller with this key (within CLAIM_TTL_MS), false for every later one. */
  claim(key: string): Promise<boolean>;
}

export class MemoryChangeClaims implements ChangeClaims {
  private readonly claimed = new Map<string, number>();

  constructor(
    private readonly ttlMs = CLAIM_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  claim(key: string): Promise<boolean> {
    const now = this.now();
    // Expired keys go first (the map is in insertion order, which is claim order).
    for (const [old, at] of this.claimed) {
      if (now - at < this.ttlMs) break;
      this.claimed.delete(old);
    }
    if (this.claimed.has(key)) return Promise.resolve(false);
    this.claimed.set(key, now);
    return Promise.resolve(true);
  }
}

export class RedisChangeClaims implements ChangeClaims {
  constructor(
    private readonly redis: Redis,
    private readonly ttlMs = CLAIM_TTL_MS,
  ) {}

  async claim(key: string): Promise<boolean> {
    try {
      return (await this.redis.set(`${REDIS_PREFIX}claim:${key}`, '1', 'PX', this.ttlMs, 'NX')) === 'OK';
    } catch {
      // Redis is down: announcing twice is harmless (clients ignore versions they already have).
      return true;
    }
  }
}
