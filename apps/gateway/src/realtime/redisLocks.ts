import type { Redis } from 'ioredis';
import { EDIT_LOCK_TTL_MS, type ResourceName } from '@flyerdesk/domain/resources';
import { lockTopic, publishLockChange, type AcquireResult, type HeldLock, type LockStore } from './locks';
import type { EventBus } from './pubsub';
import { REDIS_PREFIX, RedisScript } from './redis';
import { systemTimer, type CancelTimer, type WatcherTimer } from './watcher';

/** Holds, renews or takes over a lock atomically; answers {acquired, lock JSON, previous holder, renewal}. */
const ACQUIRE = new RedisScript(`
local raw = redis.call('GET', KEYS[1])
local holder = ARGV[1]
local now = tonumber(ARGV[2])
local ttl = tonumber(ARGV[3])
local since = now
local previous = ''
local renewal = 0
if raw then
  local current = cjson.decode(raw)
  if current.holder ~= holder and ARGV[4] ~= '1' then return {0, raw, '', 0} end
  if current.holder == holder then
    since = current.since
    renewal = 1
  else
    previous = current.holder
  end
end
local value = cjson.encode({holder = holder, since = since, expiresAt = now + ttl})
redis.call('SET', KEYS[1], value, 'PX', ttl)
return {1, value, previous, renewal}
`);

const RELEASE = new RedisScript(`
local raw = redis.call('GET', KEYS[1])
if not raw then return 0 end
if cjson.decode(raw).holder ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
return 1
`);

export interface RedisLockOptions {
  redis: Redis;
  ttlMs?: number;
  timer?: WatcherTimer;
  now?: () => number;
  onError?(topic: string, error: unknown): void;
}

function parseLock(raw: unknown): HeldLock | null {
  if (typeof raw !== 'string') return null;
  try {
    const value = JSON.parse(raw) as Partial<HeldLock>;
    if (typeof value.holder !== 'string' || typeof value.since !== 'number' || typeof value.expiresAt !== 'number') return null;
    return { holder: value.holder, since: value.since, expiresAt: value.expiresAt };
  } catch {
    return null;
  }
}

/**
 * Edit locks shared by the gateway replicas: one Redis key per record (`lock:<resource>:<id>`, a JSON
 * value with the holder, since when and until when) with the lock's time-to-live, so a lock whose
 * holder stopped renewing ends by itself on every replica. The replica that set or renewed a lock
 * checks at its expiry and announces the end when nobody renewed it meanwhile.
 */
export class RedisLockStore implements LockStore {
  private readonly ttlMs: number;
  private readonly timer: WatcherTimer;
  private readonly now: () => number;
  private readonly expiryChecks = new Map<string, CancelTimer>();

  constructor(
    private readonly events: EventBus,
    private readonly options: RedisLockOptions,
  ) {
    this.ttlMs = options.ttlMs ?? EDIT_LOCK_TTL_MS;
    this.timer = options.timer ?? systemTimer;
    this.now = options.now ?? Date.now;
  }

  private key(resource: ResourceName, id: string): string {
    return `${REDIS_PREFIX}${lockTopic(resource, id)}`;
  }

  async acquire(resource: ResourceName, id: string, holder: string, takeOver: boolean): Promise<AcquireResult> {
    const answer = (await ACQUIRE.run(this.options.redis, [this.key(resource, id)], [holder, this.now(), this.ttlMs, takeOver ? '1' : '0'])) as [
      number,
      string,
      string,
      number,
    ];
    const lock = parseLock(answer[1]);
    if (!lock) throw new Error('Unreadable lock in Redis');
    if (answer[0] !== 1) return { acquired: false, lock };
    const takenOverFrom = answer[2] === '' ? null : answer[2];
    this.checkExpiry(resource, id);
    if (answer[3] !== 1) await this.publish(resource, id, lock, takenOverFrom);
    return { acquired: true, lock, takenOverFrom };
  }

  async release(resource: ResourceName, id: string, holder: string): Promise<boolean> {
    const released = (await RELEASE.run(this.options.redis, [this.key(resource, id)], [holder])) === 1;
    if (released) await this.publish(resource, id, null, null);
    return released;
  }

  async current(resource: ResourceName, id: string): Promise<HeldLock | null> {
    return parseLock(await this.options.redis.get(this.key(resource, id)));
  }

  /** At the lock's expiry: if nobody renewed it (the key is gone), tell the subscribers it is free. */
  private checkExpiry(resource: ResourceName, id: string): void {
    const topic = lockTopic(resource, id);
    this.expiryChecks.get(topic)?.();
    const cancel = this.timer.schedule(() => {
      this.expiryChecks.delete(topic);
      void this.options.redis
        .exists(this.key(resource, id))
        .then((exists) => (exists === 0 ? this.publish(resource, id, null, null) : undefined))
        .catch((err: unknown) => this.options.onError?.(topic, err));
    }, this.ttlMs + 50);
    this.expiryChecks.set(topic, cancel);
  }

  private publish(resource: ResourceName, id: string, lock: HeldLock | null, takenOverFrom: string | null): Promise<void> {
    return publishLockChange(this.events, resource, id, lock, takenOverFrom, (topic, err) => this.options.onError?.(topic, err));
  }

  close(): Promise<void> {
    for (const cancel of this.expiryChecks.values()) cancel();
    this.expiryChecks.clear();
    return Promise.resolve();
  }
}
