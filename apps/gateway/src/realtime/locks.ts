/**
 * Soft edit locks on records (the resource kit): the first person who starts editing a record holds
 * its lock for a time-to-live renewed by a heartbeat; others see who is editing and may take the lock
 * over (the holder is told at once). The gateway enforces the lock on writes (LOCKED). Every change of
 * a lock — acquired, taken over, released, expired — is published on the record's lock topic.
 * In memory for one gateway; RedisLockStore (redisLocks.ts) shares the locks between replicas.
 */
import { EDIT_LOCK_TTL_MS, type ResourceName } from '@flyerdesk/domain/resources';
import type { EventBus } from './pubsub';
import { systemTimer, type CancelTimer, type WatcherTimer } from './watcher';

/** A held lock, times in epoch ms. */
export interface HeldLock {
  holder: string;
  since: number;
  expiresAt: number;
}

/** Published on the lock topic after every change (seq is added by the bus). */
export interface LockChange {
  resource: ResourceName;
  id: string;
  /** Null when nobody holds the lock any more. */
  lock: { holder: string; since: string; expiresAt: string } | null;
  /** The previous holder when this change is a takeover. */
  takenOverFrom: string | null;
}

export function lockTopic(resource: ResourceName, id: string): string {
  return `lock:${resource}:${id}`;
}

/** What an attempt to hold a lock ended with. */
export type AcquireResult =
  | { acquired: true; lock: HeldLock; takenOverFrom: string | null }
  | { acquired: false; lock: HeldLock };

export interface LockStore {
  /**
   * Holds (or renews, for its holder) the record's lock. When someone else holds it, fails with their
   * lock unless `takeOver`: then the lock passes to `holder` and the change names the one who lost it.
   */
  acquire(resource: ResourceName, id: string, holder: string, takeOver: boolean): Promise<AcquireResult>;
  /** Releases the lock if `holder` holds it; false otherwise. */
  release(resource: ResourceName, id: string, holder: string): Promise<boolean>;
  /** The lock as it is now (null when free or run out). */
  current(resource: ResourceName, id: string): Promise<HeldLock | null>;
  close(): Promise<void>;
}

export function toLockChange(resource: ResourceName, id: string, lock: HeldLock | null, takenOverFrom: string | null): LockChange {
  return {
    resource,
    id,
    lock: lock ? { holder: lock.holder, since: new Date(lock.since).toISOString(), expiresAt: new Date(lock.expiresAt).toISOString() } : null,
    takenOverFrom,
  };
}

/** Publishes a lock's change on the record's lock topic; a failure goes to `onError` (the lock itself stands). */
export async function publishLockChange(
  events: EventBus,
  resource: ResourceName,
  id: string,
  lock: HeldLock | null,
  takenOverFrom: string | null,
  onError: (topic: string, error: unknown) => void,
): Promise<void> {
  const topic = lockTopic(resource, id);
  try {
    await events.publish(topic, toLockChange(resource, id, lock, takenOverFrom));
  } catch (err) {
    onError(topic, err);
  }
}

export interface MemoryLockOptions {
  ttlMs?: number;
  timer?: WatcherTimer;
  now?: () => number;
  onError?(topic: string, error: unknown): void;
}

interface Entry {
  lock: HeldLock;
  expiry: CancelTimer;
}

/** Locks of one gateway process. */
export class MemoryLockStore implements LockStore {
  private readonly locks = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly timer: WatcherTimer;
  private readonly now: () => number;

  constructor(
    private readonly events: EventBus,
    private readonly options: MemoryLockOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? EDIT_LOCK_TTL_MS;
    this.timer = options.timer ?? systemTimer;
    this.now = options.now ?? Date.now;
  }

  async acquire(resource: ResourceName, id: string, holder: string, takeOver: boolean): Promise<AcquireResult> {
    const key = lockTopic(resource, id);
    const existing = this.locks.get(key);
    const now = this.now();
    if (existing && existing.lock.holder !== holder && !takeOver) return { acquired: false, lock: existing.lock };
    const renewal = existing?.lock.holder === holder;
    const takenOverFrom = existing && !renewal ? existing.lock.holder : null;
    existing?.expiry();
    const lock: HeldLock = { holder, since: renewal && existing ? existing.lock.since : now, expiresAt: now + this.ttlMs };
    const expiry = this.timer.schedule(() => {
      if (this.locks.get(key)?.lock !== lock) return;
      this.locks.delete(key);
      void this.publish(resource, id, null, null);
    }, this.ttlMs);
    this.locks.set(key, { lock, expiry });
    // A renewal moves the expiry only: clients already know who holds the lock.
    if (!renewal) await this.publish(resource, id, lock, takenOverFrom);
    return { acquired: true, lock, takenOverFrom };
  }

  async release(resource: ResourceName, id: string, holder: string): Promise<boolean> {
    const key = lockTopic(resource, id);
    const existing = this.locks.get(key);
    if (!existing || existing.lock.holder !== holder) return false;
    existing.expiry();
    this.locks.delete(key);
    await this.publish(resource, id, null, null);
    return true;
  }

  current(resource: ResourceName, id: string): Promise<HeldLock | null> {
    return Promise.resolve(this.locks.get(lockTopic(resource, id))?.lock ?? null);
  }

  private publish(resource: ResourceName, id: string, lock: HeldLock | null, takenOverFrom: string | null): Promise<void> {
    return publishLockChange(this.events, resource, id, lock, takenOverFrom, (topic, err) => this.options.onError?.(topic, err));
  }

  close(): Promise<void> {
    for (const entry of this.locks.values()) entry.expiry();
    this.locks.clear();
    return Promise.resolve();
  }
}
