import type { Redis } from 'ioredis';
import type { EventBus } from './pubsub';
import {
  PRESENCE_ACTIVITY_TTL_MS,
  presenceTopic,
  type PresenceChange,
  type PresenceLease,
  type PresenceMemberState,
  type PresenceStore,
} from './presence';
import { REDIS_PREFIX } from './redis';
import { systemTimer, type CancelTimer, type WatcherTimer } from './watcher';

/** How long a replica's membership entry lives without a heartbeat (a replica that died drops out after it). */
export const PRESENCE_MEMBER_TTL_MS = 30_000;

/** What Redis keeps of a member of a room (one hash field per user). */
interface StoredState {
  since: number;
  activity: string | null;
  subject: string | null;
  /** When the activity runs out without a heartbeat (ms). */
  activityUntil: number | null;
}

export interface RedisPresenceOptions {
  redis: Redis;
  /** This replica's name: a user connected through two replicas is one member with two entries. */
  replicaId: string;
  prefix?: string;
  activityTtlMs?: number;
  memberTtlMs?: number;
  timer?: WatcherTimer;
  now?: () => number;
  onError?(room: string, error: unknown): void;
}

const SEPARATOR = '\u0000';

/**
 * Presence and soft edit locks (a member's activity, e.g. dragging a leaflet) shared by the gateway
 * replicas in Redis, each with a time-to-live:
 * - `presence:<room>:members` — sorted set of `<username>\0<replica>` scored by when the entry runs
 *   out; each replica renews its entries every third of PRESENCE_MEMBER_TTL_MS while the user's
 *   subscriptions through it are open, so the members of a replica that died drop out by themselves;
 * - `presence:<room>:state` — per user: since when, and the activity with its end time (renewed by
 *   the `update` heartbeat; an activity past its end counts as none).
 * Every change publishes the room's full member list; a replica's heartbeat also publishes the list of
 * a room where it found members or activities that ran out.
 */
export class RedisPresenceStore implements PresenceStore {
  /** Open subscriptions per room and user on this replica. */
  private readonly local = new Map<string, Map<string, number>>();
  /** Activity time-outs set by this replica. */
  private readonly expiries = new Map<string, CancelTimer>();
  private readonly prefix: string;
  private readonly activityTtlMs: number;
  private readonly memberTtlMs: number;
  private readonly timer: WatcherTimer;
  private readonly now: () => number;
  private heartbeat: CancelTimer | null = null;
  private closed = false;

  constructor(
    private readonly events: EventBus,
    private readonly options: RedisPresenceOptions,
  ) {
    this.prefix = `${options.prefix ?? REDIS_PREFIX}presence:`;
    this.activityTtlMs = options.activityTtlMs ?? PRESENCE_ACTIVITY_TTL_MS;
    this.memberTtlMs = options.memberTtlMs ?? PRESENCE_MEMBER_TTL_MS;
    this.timer = options.timer ?? systemTimer;
    this.now = options.now ?? Date.now;
    this.scheduleHeartbeat();
  }

  private membersKey(room: string): string {
    return `${this.prefix}${room}:members`;
  }

  private stateKey(room: string): string {
    return `${this.prefix}${room}:state`;
  }

  private entry(username: string): string {
    return `${username}${SEPARATOR}${this.options.replicaId}`;
  }

  async join(room: string, username: string): Promise<PresenceLease> {
    let users = this.local.get(room);
    if (!users) {
      users = new Map();
      this.local.set(room, users);
    }
    const connections = (users.get(username) ?? 0) + 1;
    users.set(username, connections);
    let changed = false;
    if (connections === 1) {
      const before = await this.liveUsers(room);
      const now = this.now();
      const state: StoredState = { since: now, activity: null, subject: null, activityUntil: null };
      changed = !before.has(username);
      const multi = this.options.redis.multi().zadd(this.membersKey(room), now + this.memberTtlMs, this.entry(username));
      // A user new to the room starts afresh (replacing any state left by a replica that died); one
      // already there through another replica keeps theirs.
      if (changed) multi.hset(this.stateKey(room), username, JSON.stringify(state));
      await multi.pexpire(this.membersKey(room), this.memberTtlMs * 2).pexpire(this.stateKey(room), this.memberTtlMs * 2).exec();
      if (changed) await this.publish(room);
    }
    let left = false;
    return {
      changed,
      leave: async () => {
        if (left) return;
        left = true;
        await this.leave(room, username);
      },
    };
  }

  private async leave(room: string, username: string): Promise<void> {
    const users = this.local.get(room);
    const connections = users?.get(username);
    if (!users || connections === undefined) return;
    if (connections > 1) {
      users.set(username, connections - 1);
      return;
    }
    users.delete(username);
    if (users.size === 0) this.local.delete(room);
    this.expiries.get(`${room}${SEPARATOR}${username}`)?.();
    this.expiries.delete(`${room}${SEPARATOR}${username}`);
    if (this.closed) return;
    try {
      await this.options.redis.zrem(this.membersKey(room), this.entry(username));
      if (!(await this.liveUsers(room)).has(username)) await this.options.redis.hdel(this.stateKey(room), username);
    } catch (err) {
      // The entry runs out by itself.
      this.options.onError?.(room, err);
    }
    await this.publish(room);
  }

  async update(room: string, username: string, activity: string | null, subject: string | null): Promise<boolean> {
    if (!(await this.liveUsers(room)).has(username)) return false;
    const stored = await this.readState(room, username);
    const now = this.now();
    const nextSubject = activity === null ? null : subject;
    const current = this.effective(stored, now);
    const changed = current.activity !== activity || current.subject !== nextSubject;
    const next: StoredState = {
      since: changed ? now : (stored?.since ?? now),
      activity,
      subject: nextSubject,
      activityUntil: activity === null ? null : now + this.activityTtlMs,
    };
    await this.options.redis.hset(this.stateKey(room), username, JSON.stringify(next));
    const key = `${room}${SEPARATOR}${username}`;
    this.expiries.get(key)?.();
    this.expiries.delete(key);
    if (activity !== null) {
      this.expiries.set(
        key,
        this.timer.schedule(() => {
          this.expiries.delete(key);
          void this.expire(room, username);
        }, this.activityTtlMs),
      );
    }
    if (changed) await this.publish(room);
    return true;
  }

  /** Clears an activity that ran out without a heartbeat (unless renewed through another replica). */
  private async expire(room: string, username: string): Promise<void> {
    try {
      const stored = await this.readState(room, username);
      if (!stored || stored.activity === null || (stored.activityUntil ?? 0) > this.now()) return;
      await this.options.redis.hset(this.stateKey(room), username, JSON.stringify({ ...stored, activity: null, subject: null, activityUntil: null, since: this.now() }));
      await this.publish(room);
    } catch (err) {
      this.options.onError?.(room, err);
    }
  }

  async members(room: string): Promise<PresenceMemberState[]> {
    const now = this.now();
    const users = [...(await this.liveUsers(room))].sort();
    if (users.length === 0) return [];
    const states = await this.options.redis.hmget(this.stateKey(room), ...users);
    return users.map((username, i) => {
      const stored = parseState(states[i] ?? null);
      const { activity, subject } = this.effective(stored, now);
      return { username, activity, subject, since: new Date(stored?.since ?? now).toISOString() };
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.heartbeat?.();
    this.heartbeat = null;
    for (const cancel of this.expiries.values()) cancel();
    this.expiries.clear();
    // Users of this replica leave their rooms (their browsers reconnect to another replica and join again).
    const rooms = [...this.local.entries()];
    this.local.clear();
    await Promise.all(
      rooms.map(async ([room, users]) => {
        try {
          await this.options.redis.zrem(this.membersKey(room), ...[...users.keys()].map((u) => this.entry(u)));
          await this.publish(room);
        } catch (err) {
          this.options.onError?.(room, err);
        }
      }),
    );
  }

  private effective(stored: StoredState | null, now: number): { activity: string | null; subject: string | null } {
    if (!stored || stored.activity === null || (stored.activityUntil ?? 0) <= now) return { activity: null, subject: null };
    return { activity: stored.activity, subject: stored.subject };
  }

  private async readState(room: string, username: string): Promise<StoredState | null> {
    return parseState(await this.options.redis.hget(this.stateKey(room), username));
  }

  /** Users with at least one entry that has not run out. */
  private async liveUsers(room: string): Promise<Set<string>> {
    const entries = await this.options.redis.zrangebyscore(this.membersKey(room), this.now(), '+inf');
    return new Set(entries.map((e) => e.slice(0, e.lastIndexOf(SEPARATOR))));
  }

  private async publish(room: string): Promise<void> {
    try {
      const change: PresenceChange = { room, members: await this.members(room) };
      await this.events.publish(presenceTopic(room), change);
    } catch (err) {
      this.options.onError?.(room, err);
    }
  }

  private scheduleHeartbeat(): void {
    if (this.closed) return;
    this.heartbeat = this.timer.schedule(() => {
      void this.beat().finally(() => this.scheduleHeartbeat());
    }, Math.floor(this.memberTtlMs / 3));
  }

  /** Renews this replica's entries; publishes rooms where members or activities ran out. */
  private async beat(): Promise<void> {
    const now = this.now();
    await Promise.all(
      [...this.local.entries()].map(async ([room, users]) => {
        try {
          const multi = this.options.redis.multi();
          for (const username of users.keys()) multi.zadd(this.membersKey(room), 'XX', now + this.memberTtlMs, this.entry(username));
          multi.zremrangebyscore(this.membersKey(room), '-inf', now);
          multi.pexpire(this.membersKey(room), this.memberTtlMs * 2);
          multi.pexpire(this.stateKey(room), this.memberTtlMs * 2);
          multi.hgetall(this.stateKey(room));
          const results = (await multi.exec()) ?? [];
          const removed = Number(results[users.size]?.[1] ?? 0);
          const states = (results[users.size + 3]?.[1] ?? {}) as Record<string, string>;
          // Activities that ran out where nobody cleared them (their replica died).
          let cleared = 0;
          for (const [username, raw] of Object.entries(states)) {
            const state = parseState(raw);
            if (state === null || state.activity === null || (state.activityUntil ?? 0) > now) continue;
            await this.options.redis.hset(this.stateKey(room), username, JSON.stringify({ ...state, activity: null, subject: null, activityUntil: null, since: now }));
            cleared += 1;
          }
          if (removed > 0 || cleared > 0) await this.publish(room);
        } catch (err) {
          this.options.onError?.(room, err);
        }
      }),
    );
  }
}

function parseState(raw: string | null): StoredState | null {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as StoredState;
  } catch {
    return null;
  }
}
