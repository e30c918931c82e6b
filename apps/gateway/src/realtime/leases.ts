import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { REDIS_PREFIX, RedisScript } from './redis';
import { systemTimer, type CancelTimer, type WatcherTimer } from './watcher';

/**
 * How gateway replicas share their watchers: each watched thing has a lease, and only the replica
 * holding it polls the upstream; the others only relay the events. The lease is renewed while its
 * holder lives and taken over by another replica that wants it once it runs out. The identity of the
 * last value announced for a watched thing is shared too, so a new holder (or a write made through
 * any replica) does not announce a value twice.
 */
export interface WatcherCluster {
  /** This replica wants the lease (it watches the thing); resolves after the first attempt to take it. */
  want(lease: string): Promise<void>;
  /** This replica no longer watches the thing: gives the lease up if it holds it. */
  unwant(lease: string): void;
  /** Whether this replica holds the lease now. */
  holds(lease: string): boolean;
  /** Called when this replica takes a lease it wants. */
  onAcquire(listener: (lease: string) => void): void;
  /** Identity of the last value announced for the thing by any replica (null when unknown). */
  lastIdentity(lease: string): Promise<string | null>;
  setLastIdentity(lease: string, identity: string): Promise<void>;
  /** Leases held by this replica. */
  held(): number;
  /** Leases held by this replica per watcher (the part of the lease name before the first ':'). */
  heldByWatcher(): Map<string, number>;
  /** Gives every lease up (graceful shutdown): other replicas take them over at once. */
  close(): Promise<void>;
}

/**
 * Takes the lease when free, renews it when this replica holds it — and with it the last announced
 * identity (KEYS[2]), which so lives as long as somebody watches the thing, and a little longer.
 * Returns {1, 0} when held (renewed or taken), otherwise {0, time in ms before the other holder's
 * lease runs out}.
 */
const ACQUIRE = new RedisScript(`
local holder = redis.call('GET', KEYS[1])
if holder == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  redis.call('PEXPIRE', KEYS[2], ARGV[3])
  return {1, 0}
end
if not holder then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  redis.call('PEXPIRE', KEYS[2], ARGV[3])
  return {1, 0}
end
return {0, redis.call('PTTL', KEYS[1])}
`);

/** The Redis key of a watcher lease (its value is the holding replica's name). */
export function leaseKey(lease: string, prefix: string = REDIS_PREFIX): string {
  return `${prefix}lease:${lease}`;
}

/** Gives the lease up only when this replica holds it. */
const RELEASE = new RedisScript(`
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0
`);

/**
 * How many lease times the last announced identity of a watched thing outlives its last holder (a
 * replica taking over after a crash finds it; a watcher started later by nobody's successor does not).
 */
const IDENTITY_LEASES = 3;

interface LeaseState {
  /** Until when this replica may act as the holder (local clock; 0 = not held). */
  validUntil: number;
  /** A one-off attempt timed for when the other holder's lease runs out. */
  retry: CancelTimer | null;
}

export interface RedisWatcherClusterOptions {
  redis: Redis;
  /** This replica's name (the value of the leases it holds). */
  owner: string;
  leaseMs: number;
  logger: Logger;
  prefix?: string;
  timer?: WatcherTimer;
  now?: () => number;
}

/**
 * Leases in Redis (`SET NX PX` + renewal by the holder). Every third of the lease time one heartbeat
 * renews the leases held and tries those wanted; an attempt that finds another holder is repeated
 * just after that holder's lease runs out, so a replica that died is replaced within the lease time.
 * A holder that cannot reach Redis stops acting as the holder when its last renewal runs out, before
 * any other replica can take the lease.
 */
export class RedisWatcherCluster implements WatcherCluster {
  private readonly leases = new Map<string, LeaseState>();
  private readonly listeners: ((lease: string) => void)[] = [];
  private readonly timer: WatcherTimer;
  private readonly now: () => number;
  private readonly prefix: string;
  private heartbeat: CancelTimer | null = null;
  private closed = false;

  constructor(private readonly options: RedisWatcherClusterOptions) {
    this.timer = options.timer ?? systemTimer;
    this.now = options.now ?? Date.now;
    this.prefix = options.prefix ?? REDIS_PREFIX;
    this.scheduleHeartbeat();
  }

  private leaseKey(lease: string): string {
    return leaseKey(lease, this.prefix);
  }

  private identityKey(lease: string): string {
    return `${this.prefix}last:${lease}`;
  }

  async want(lease: string): Promise<void> {
    if (this.closed || this.leases.has(lease)) return;
    this.leases.set(lease, { validUntil: 0, retry: null });
    await this.attempt(lease);
  }

  unwant(lease: string): void {
    const state = this.leases.get(lease);
    if (!state) return;
    this.leases.delete(lease);
    state.retry?.();
    if (state.validUntil > 0) void this.release(lease);
  }

  holds(lease: string): boolean {
    const state = this.leases.get(lease);
    return state !== undefined && state.validUntil > this.now();
  }

  onAcquire(listener: (lease: string) => void): void {
    this.listeners.push(listener);
  }

  held(): number {
    let count = 0;
    for (const lease of this.leases.keys()) if (this.holds(lease)) count += 1;
    return count;
  }

  heldByWatcher(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const lease of this.leases.keys()) {
      const watcher = lease.slice(0, lease.indexOf(':'));
      counts.set(watcher, (counts.get(watcher) ?? 0) + (this.holds(lease) ? 1 : 0));
    }
    return counts;
  }

  async lastIdentity(lease: string): Promise<string | null> {
    return this.options.redis.get(this.identityKey(lease));
  }

  async setLastIdentity(lease: string, identity: string): Promise<void> {
    await this.options.redis.set(this.identityKey(lease), identity, 'PX', this.options.leaseMs * IDENTITY_LEASES);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.heartbeat?.();
    this.heartbeat = null;
    const held = [...this.leases.entries()].filter(([, state]) => state.validUntil > 0).map(([lease]) => lease);
    for (const state of this.leases.values()) state.retry?.();
    this.leases.clear();
    await Promise.all(held.map((lease) => this.release(lease)));
  }

  private scheduleHeartbeat(): void {
    if (this.closed) return;
    this.heartbeat = this.timer.schedule(() => {
      void this.beat().finally(() => this.scheduleHeartbeat());
    }, Math.max(Math.floor(this.options.leaseMs / 3), 1));
  }

  private async beat(): Promise<void> {
    await Promise.all([...this.leases.keys()].map((lease) => this.attempt(lease)));
  }

  private async attempt(lease: string): Promise<void> {
    const sentAt = this.now();
    let held: boolean;
    let remaining: number;
    try {
      const answer = (await ACQUIRE.run(
        this.options.redis,
        [this.leaseKey(lease), this.identityKey(lease)],
        [this.options.owner, this.options.leaseMs, this.options.leaseMs * IDENTITY_LEASES],
      )) as [number, number];
      held = Number(answer[0]) === 1;
      remaining = Number(answer[1]);
    } catch (err) {
      // Holding on until the last renewal runs out (holds() checks the time).
      this.options.logger.debug({ err, lease }, 'could not renew or take a watcher lease');
      return;
    }
    const state = this.leases.get(lease);
    if (!state || this.closed) {
      // Given up while the attempt ran.
      if (held) await this.release(lease);
      return;
    }
    if (held) {
      const taken = state.validUntil <= sentAt;
      state.validUntil = sentAt + this.options.leaseMs;
      if (taken) for (const listener of this.listeners) listener(lease);
      return;
    }
    state.validUntil = 0;
    if (remaining >= 0 && remaining < this.options.leaseMs / 3 && !state.retry) {
      state.retry = this.timer.schedule(() => {
        state.retry = null;
        void this.attempt(lease);
      }, remaining + 5);
    }
  }

  private async release(lease: string): Promise<void> {
    try {
      await RELEASE.run(this.options.redis, [this.leaseKey(lease)], [this.options.owner]);
    } catch (err) {
      this.options.logger.debug({ err, lease }, 'could not give a watcher lease up (it runs out by itself)');
    }
  }
}
