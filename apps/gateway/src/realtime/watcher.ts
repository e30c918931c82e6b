/**
 * Shared pollers for things that change upstream without telling the gateway: the order of
 * promotions per platform, the pending publication lists, background jobs (one job's progress and
 * the job list) and the article data.
 *
 * One `SharedWatcher` watches many keys (a platform, a job id…). For each key there is at most one
 * poller, however many subscribers want it:
 * - the first `watch(key)` starts it (the first read happens at once and only sets the baseline),
 *   the release function of the last watcher stops it — a subscription's unsubscribe and its
 *   socket closing both end in that release;
 * - polls are single-flight: the next one is scheduled only after the previous one finished, and a
 *   `refresh(key)` during a poll runs one more poll right after it instead of a second one in parallel;
 * - polls run every `intervalMs`; after an error the delay doubles per consecutive failure up to
 *   `maxBackoffMs` (30 s by default) and goes back to `intervalMs` after the first success;
 *   every failure goes to `onError` (for the log);
 * - upstream health per key: `onHealth` hears once when a key's polls start failing (the first
 *   failure at start or after a success, with the delay before the next try) and once when they
 *   succeed again; `health(key)` tells the current state. With `resyncAfterOutage`, the first value
 *   read after failures is announced even when its identity did not change, so subscribers told
 *   about the outage get the current value back;
 * - `announce` is called only when the value's identity differs from the last one the watcher
 *   knows, including values the gateway announced itself and told the watcher about with `know`
 *   (so a change made through the gateway is not announced a second time by the poller);
 * - `current(key)` is the last value read while the key is watched, and `baseline(key, value)` tells a
 *   new poller what its first subscriber already has (its first read then announces a difference);
 * - time goes through an injectable `WatcherTimer`, so tests drive polls without waiting;
 * - with a `cluster` (several gateway replicas), each key's poller runs on every replica that has
 *   subscribers, but only the replica holding the key's lease reads the upstream: the others only
 *   relay the events the holder publishes. A replica that takes a lease over continues from the last
 *   identity announced by any replica (so nothing is announced twice, and a change made while nobody
 *   held the lease is announced); `know` shares the identity with the other replicas, and `refresh`
 *   on a replica that does not hold the lease reads once and announces a change itself.
 */

import type { WatcherCluster } from './leases';

/** Cancels a scheduled callback (no effect once it ran). */
export type CancelTimer = () => void;

/** Runs a callback after a delay; the real clock in production, a manual one in tests. */
export interface WatcherTimer {
  schedule(callback: () => void, delayMs: number): CancelTimer;
}

/** The process clock; scheduled polls never keep the process alive on their own. */
export const systemTimer: WatcherTimer = {
  schedule(callback, delayMs) {
    const handle = setTimeout(callback, delayMs);
    handle.unref();
    return () => clearTimeout(handle);
  },
};

export const DEFAULT_MAX_BACKOFF_MS = 30_000;

/** How many identities the gateway announced itself are remembered per key. */
const KNOWN_LIMIT = 16;

export interface SharedWatcherOptions<K, V> {
  /** Reads the current value of one watched thing (one upstream call). */
  read(key: K): Promise<V>;
  /** Tells subscribers that the value changed. Errors are reported to `onError` and not retried. */
  announce(key: K, value: V): Promise<void> | void;
  /** Identity of a value: two values with the same identity are the same (e.g. a version number). */
  identity(value: V): string;
  /** Map key of a watched key (defaults to String(key)). */
  keyId?(key: K): string;
  /** Delay between two polls of one key while it is healthy. */
  intervalMs: number;
  /** Longest delay between two polls while the upstream keeps failing. */
  maxBackoffMs?: number;
  timer?: WatcherTimer;
  /** A read or an announcement failed; `retryInMs` is the delay before the next poll. */
  onError?(key: K, error: unknown, retryInMs: number): void;
  /**
   * The key's polls started failing (`healthy: false`, with the error and the delay before the next
   * try) or succeed again (`healthy: true`); called once per change, before anything is announced.
   */
  onHealth?(key: K, health: WatcherHealth): Promise<void> | void;
  /**
   * After failed polls, announce the next value read even if its identity did not change (also after
   * taking the key's lease over from another replica, whose subscribers may have heard of an outage).
   */
  resyncAfterOutage?: boolean;
  /** Replicas sharing the pollers: only the holder of a key's lease polls it (see the module comment). */
  cluster?: WatcherCluster;
  /** Name of this watcher in the cluster's leases (e.g. 'job'); required with `cluster`. */
  name?: string;
}

/** Whether the polls of one key currently reach the upstream. */
export interface WatcherHealth {
  healthy: boolean;
  /** Why the last poll failed (while unhealthy). */
  error?: unknown;
  /** Delay before the next try (while unhealthy). */
  retryInMs?: number;
}

interface Poller<K, V> {
  key: K;
  /** Subscribers currently watching the key. */
  watchers: number;
  /** Identity of the last value seen or announced; null until the first successful read. */
  last: string | null;
  /** Identities the gateway announced itself (newest last). */
  known: string[];
  /** Bumped by `know`: a poll that started before it read a value that is already outdated. */
  generation: number;
  inFlight: boolean;
  /** Poll once more as soon as the running poll ends. */
  again: boolean;
  failures: number;
  health: WatcherHealth;
  /** The failures since the last announcement call for a resynchronisation (resyncAfterOutage). */
  resync: boolean;
  /** The last value a poll read (kept while the key is watched). */
  value: V | undefined;
  cancel: CancelTimer | null;
  /** With a cluster: whether this replica held the key's lease at its last turn. */
  holding: boolean;
}

/** One poller per watched key, shared by every subscriber of that key (see the module comment). */
export class SharedWatcher<K, V> {
  private readonly pollers = new Map<string, Poller<K, V>>();
  private readonly timer: WatcherTimer;
  private readonly maxBackoffMs: number;
  private closed = false;

  constructor(private readonly options: SharedWatcherOptions<K, V>) {
    this.timer = options.timer ?? systemTimer;
    this.maxBackoffMs = options.maxBackoffMs ?? DEFAULT_MAX_BACKOFF_MS;
    if (options.cluster && !options.name) throw new Error('A watcher in a cluster needs a name');
    // A lease taken (over) by this replica: poll at once instead of at the next turn.
    options.cluster?.onAcquire((lease) => {
      const prefix = `${options.name ?? ''}:`;
      if (!lease.startsWith(prefix)) return;
      const id = lease.slice(prefix.length);
      const poller = this.pollers.get(id);
      if (poller && poller.watchers > 0 && !poller.holding) void this.poll(id, poller);
    });
  }

  private id(key: K): string {
    return this.options.keyId ? this.options.keyId(key) : String(key);
  }

  private lease(id: string): string {
    return `${this.options.name ?? ''}:${id}`;
  }

  /** Reports a failed call to the cluster (Redis); the poller carries on without it. */
  private clusterError(poller: Poller<K, V>, err: unknown): void {
    this.options.onError?.(poller.key, err, this.delay(poller));
  }

  /**
   * Starts watching a key for one subscriber. Returns the release function (safe to call more
   * than once); the poller stops when the last subscriber released it.
   */
  watch(key: K): () => void {
    if (this.closed) return () => undefined;
    const id = this.id(key);
    let poller = this.pollers.get(id);
    const starting = poller === undefined;
    if (!poller) {
      poller = {
        key,
        watchers: 0,
        last: null,
        known: [],
        generation: 0,
        inFlight: false,
        again: false,
        failures: 0,
        health: { healthy: true },
        resync: false,
        value: undefined,
        cancel: null,
        holding: false,
      };
      this.pollers.set(id, poller);
    }
    poller.watchers += 1;
    // A poller whose last subscriber left while a poll was running is still here and simply continues.
    if (starting || (!poller.inFlight && poller.cancel === null)) void this.start(id, poller);
    let released = false;
    const current = poller;
    return () => {
      if (released) return;
      released = true;
      this.release(id, current);
    };
  }

  /** Number of subscribers watching a key (0 when nobody is). */
  watchers(key: K): number {
    return this.pollers.get(this.id(key))?.watchers ?? 0;
  }

  /** Whether the polls of a watched key reach the upstream (undefined when nobody watches it). */
  health(key: K): WatcherHealth | undefined {
    const poller = this.pollers.get(this.id(key));
    return poller && poller.watchers > 0 ? { ...poller.health } : undefined;
  }

  /** The last value a poll read for a watched key (undefined before the first successful read). */
  current(key: K): V | undefined {
    const poller = this.pollers.get(this.id(key));
    return poller && poller.watchers > 0 ? poller.value : undefined;
  }

  /**
   * The last value read by this replica's own polls (or told by `know`), only while this replica polls
   * the key itself (alone, or holding the key's lease among replicas) and its polls succeed: then it is
   * at most one poll interval old, and a read may trust it instead of asking the upstream. Undefined
   * otherwise.
   */
  fresh(key: K): V | undefined {
    const poller = this.pollers.get(this.id(key));
    if (!poller || poller.watchers === 0 || !poller.health.healthy) return undefined;
    if (this.options.cluster && !(poller.holding && this.options.cluster.holds(this.lease(this.id(key))))) return undefined;
    return poller.value;
  }

  /**
   * Tells a poller that has not read anything yet which value its subscribers already have, so
   * its first read announces a difference instead of only setting the baseline. No effect once
   * the poller has read (or been told) a value.
   */
  baseline(key: K, value: V): void {
    const poller = this.pollers.get(this.id(key));
    if (poller && poller.last === null) poller.last = this.options.identity(value);
  }

  /** Keys with a running poller. */
  keys(): K[] {
    return [...this.pollers.values()].filter((p) => p.watchers > 0).map((p) => p.key);
  }

  /**
   * Records a value the gateway has just announced itself, so the poller does not announce it
   * again. A poll already running when this is called is discarded (what it read is not newer).
   */
  know(key: K, value: V): void {
    const id = this.id(key);
    const identity = this.options.identity(value);
    // The replica holding the lease may be another one: it must not announce this value either.
    this.options.cluster?.setLastIdentity(this.lease(id), identity).catch((err: unknown) => {
      this.options.onError?.(key, err, this.options.intervalMs);
    });
    const poller = this.pollers.get(id);
    if (!poller) return;
    poller.generation += 1;
    poller.last = identity;
    poller.value = value;
    poller.known = [...poller.known.filter((k) => k !== identity), identity].slice(-KNOWN_LIMIT);
  }

  /** Polls a watched key now instead of at its next turn (no effect when nobody watches it). */
  refresh(key: K): void {
    const id = this.id(key);
    const poller = this.pollers.get(id);
    if (this.options.cluster && !this.closed && !this.options.cluster.holds(this.lease(id))) {
      // Another replica (or none) polls the key: read it once here rather than wait for its turn.
      void this.readOnce(key, id);
      return;
    }
    if (!poller || poller.watchers === 0) return;
    void this.poll(id, poller);
  }

  /** One read by a replica that does not hold the key's lease; announces a change itself. */
  private async readOnce(key: K, id: string): Promise<void> {
    const cluster = this.options.cluster;
    if (!cluster) return;
    try {
      const value = await this.options.read(key);
      const identity = this.options.identity(value);
      const shared = await cluster.lastIdentity(this.lease(id));
      if (shared === identity || this.closed) return;
      await cluster.setLastIdentity(this.lease(id), identity);
      await this.options.announce(key, value);
    } catch (err) {
      this.options.onError?.(key, err, this.options.intervalMs);
    }
  }

  /** Stops every poller; later `watch` calls do nothing. */
  close(): void {
    this.closed = true;
    for (const poller of this.pollers.values()) {
      poller.cancel?.();
      poller.cancel = null;
    }
    this.pollers.clear();
  }

  private release(id: string, poller: Poller<K, V>): void {
    poller.watchers -= 1;
    if (poller.watchers > 0) return;
    poller.cancel?.();
    poller.cancel = null;
    poller.again = false;
    poller.holding = false;
    this.options.cluster?.unwant(this.lease(id));
    if (!poller.inFlight && this.pollers.get(id) === poller) this.pollers.delete(id);
  }

  private delay(poller: Poller<K, V>): number {
    const { intervalMs } = this.options;
    if (poller.failures === 0) return intervalMs;
    return Math.min(intervalMs * 2 ** poller.failures, Math.max(this.maxBackoffMs, intervalMs));
  }

  /** First poll of a new poller; in a cluster, after the first attempt to take the key's lease. */
  private async start(id: string, poller: Poller<K, V>): Promise<void> {
    if (this.options.cluster) {
      poller.inFlight = true;
      try {
        await this.options.cluster.want(this.lease(id));
      } finally {
        poller.inFlight = false;
      }
      if (this.closed || this.pollers.get(id) !== poller) return;
      if (poller.watchers === 0) {
        this.afterPoll(id, poller);
        return;
      }
    }
    await this.poll(id, poller);
  }

  /**
   * In a cluster: whether this replica reads the key at this turn (it holds the lease). A replica
   * that has just taken the lease continues from the identity last announced by any replica.
   */
  private async takeTurn(id: string, poller: Poller<K, V>): Promise<boolean> {
    const cluster = this.options.cluster;
    if (!cluster) return true;
    if (!cluster.holds(this.lease(id))) {
      poller.holding = false;
      poller.failures = 0;
      return false;
    }
    if (!poller.holding) {
      poller.holding = true;
      if (this.options.resyncAfterOutage) poller.resync = true;
      try {
        const shared = await cluster.lastIdentity(this.lease(id));
        if (shared !== null) poller.last = shared;
      } catch (err) {
        this.clusterError(poller, err);
      }
    }
    return true;
  }

  private async poll(id: string, poller: Poller<K, V>): Promise<void> {
    if (poller.inFlight) {
      poller.again = true;
      return;
    }
    poller.cancel?.();
    poller.cancel = null;
    poller.inFlight = true;
    if (this.options.cluster && !(await this.takeTurn(id, poller))) {
      poller.inFlight = false;
      this.afterPoll(id, poller);
      return;
    }
    const generation = poller.generation;
    try {
      const value = await this.options.read(poller.key);
      poller.failures = 0;
      if (!poller.health.healthy) {
        poller.health = { healthy: true };
        await this.reportHealth(poller);
      }
      if (!this.closed && generation === poller.generation) {
        poller.value = value;
        await this.compare(id, poller, value);
      }
    } catch (err) {
      poller.failures += 1;
      const retryInMs = this.delay(poller);
      if (this.options.resyncAfterOutage) poller.resync = true;
      this.options.onError?.(poller.key, err, retryInMs);
      const wasHealthy = poller.health.healthy;
      poller.health = { healthy: false, error: err, retryInMs };
      if (wasHealthy) await this.reportHealth(poller);
    } finally {
      poller.inFlight = false;
      this.afterPoll(id, poller);
    }
  }

  private async reportHealth(poller: Poller<K, V>): Promise<void> {
    if (!this.options.onHealth || this.closed) return;
    try {
      await this.options.onHealth(poller.key, { ...poller.health });
    } catch (err) {
      this.options.onError?.(poller.key, err, this.delay(poller));
    }
  }

  private async compare(id: string, poller: Poller<K, V>, value: V): Promise<void> {
    const identity = this.options.identity(value);
    const previous = poller.last;
    poller.last = identity;
    const resync = poller.resync;
    poller.resync = false;
    const cluster = this.options.cluster;
    if (!resync && (previous === null || previous === identity || poller.known.includes(identity))) {
      // The first value read by the first holder is where the next holder starts from.
      if (cluster && previous === null) await cluster.setLastIdentity(this.lease(id), identity).catch((err: unknown) => this.clusterError(poller, err));
      return;
    }
    if (cluster && !resync) {
      try {
        // Announced already through another replica (a write made there).
        if ((await cluster.lastIdentity(this.lease(id))) === identity) return;
      } catch (err) {
        this.clusterError(poller, err);
      }
    }
    try {
      await this.options.announce(poller.key, value);
    } catch (err) {
      this.options.onError?.(poller.key, err, this.delay(poller));
    }
    if (cluster) await cluster.setLastIdentity(this.lease(id), identity).catch((err: unknown) => this.clusterError(poller, err));
  }

  private afterPoll(id: string, poller: Poller<K, V>): void {
    if (this.closed || this.pollers.get(id) !== poller) return;
    if (poller.watchers === 0) {
      this.pollers.delete(id);
      return;
    }
    if (poller.again) {
      poller.again = false;
      void this.poll(id, poller);
      return;
    }
    poller.cancel = this.timer.schedule(() => {
      poller.cancel = null;
      void this.poll(id, poller);
    }, this.delay(poller));
  }
}
