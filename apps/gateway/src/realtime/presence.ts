import type { EventBus } from './pubsub';
import { systemTimer, type CancelTimer, type WatcherTimer } from './watcher';

/** How long an activity ("dragging leaflet X") lasts without a heartbeat. */
export const PRESENCE_ACTIVITY_TTL_MS = 15_000;

/** One person in a room, as every member of the room sees them. */
export interface PresenceMemberState {
  username: string;
  /** What the member is doing (e.g. 'dragging'); null when just present. */
  activity: string | null;
  /** What the activity is about (e.g. a leaflet id). */
  subject: string | null;
  /** When the member joined, or started the current activity. */
  since: string;
}

/** Published on the room's topic after every change: the full member list. */
export interface PresenceChange {
  room: string;
  members: PresenceMemberState[];
}

/** Topic of a room's member list. */
export function presenceTopic(room: string): string {
  return `presence:${room}`;
}

/** One subscription's place in a room. */
export interface PresenceLease {
  /** False when the user was already in the room (another tab): nothing was published. */
  changed: boolean;
  /** Leaves the room (safe to call more than once). */
  leave(): Promise<void>;
}

/**
 * Who is in which room (a screen or a record) and what they are doing. A user is a member while at
 * least one of their subscriptions to the room is open; every change publishes the full member list
 * on the room's topic. In memory for one gateway; a shared store (Redis) implements the same interface.
 */
export interface PresenceStore {
  join(room: string, username: string): Promise<PresenceLease>;
  /**
   * Sets the member's activity and subject (nulls clear them) and counts as a heartbeat: the
   * activity expires PRESENCE_ACTIVITY_TTL_MS after the last call. False when the user is not in the room.
   */
  update(room: string, username: string, activity: string | null, subject: string | null): Promise<boolean>;
  members(room: string): Promise<PresenceMemberState[]>;
  close(): Promise<void>;
}

interface Member {
  username: string;
  /** Open subscriptions of this user to the room. */
  connections: number;
  activity: string | null;
  subject: string | null;
  since: number;
  expiry: CancelTimer | null;
}

export interface MemoryPresenceOptions {
  ttlMs?: number;
  timer?: WatcherTimer;
  now?: () => number;
  /** A member list could not be published (subscribers catch up with the next change). */
  onError?(room: string, error: unknown): void;
}

/** Presence of one gateway process. */
export class MemoryPresenceStore implements PresenceStore {
  private readonly rooms = new Map<string, Map<string, Member>>();
  private readonly ttlMs: number;
  private readonly timer: WatcherTimer;
  private readonly now: () => number;

  constructor(
    private readonly events: EventBus,
    private readonly options: MemoryPresenceOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? PRESENCE_ACTIVITY_TTL_MS;
    this.timer = options.timer ?? systemTimer;
    this.now = options.now ?? Date.now;
  }

  async join(room: string, username: string): Promise<PresenceLease> {
    let members = this.rooms.get(room);
    if (!members) {
      members = new Map();
      this.rooms.set(room, members);
    }
    const existing = members.get(username);
    if (existing) existing.connections += 1;
    else members.set(username, { username, connections: 1, activity: null, subject: null, since: this.now(), expiry: null });
    if (!existing) await this.publish(room);
    let left = false;
    return {
      changed: !existing,
      leave: async () => {
        if (left) return;
        left = true;
        await this.leave(room, username);
      },
    };
  }

  private async leave(room: string, username: string): Promise<void> {
    const members = this.rooms.get(room);
    const member = members?.get(username);
    if (!members || !member) return;
    member.connections -= 1;
    if (member.connections > 0) return;
    member.expiry?.();
    members.delete(username);
    if (members.size === 0) this.rooms.delete(room);
    await this.publish(room);
  }

  async update(room: string, username: string, activity: string | null, subject: string | null): Promise<boolean> {
    const member = this.rooms.get(room)?.get(username);
    if (!member) return false;
    const nextSubject = activity === null ? null : subject;
    const changed = member.activity !== activity || member.subject !== nextSubject;
    member.expiry?.();
    member.expiry = null;
    if (activity !== null) {
      member.expiry = this.timer.schedule(() => {
        member.expiry = null;
        void this.expire(room, member);
      }, this.ttlMs);
    }
    if (changed) {
      member.activity = activity;
      member.subject = nextSubject;
      member.since = this.now();
      await this.publish(room);
    }
    return true;
  }

  private async expire(room: string, member: Member): Promise<void> {
    if (this.rooms.get(room)?.get(member.username) !== member) return;
    member.activity = null;
    member.subject = null;
    member.since = this.now();
    await this.publish(room);
  }

  members(room: string): Promise<PresenceMemberState[]> {
    return Promise.resolve(this.snapshot(room));
  }

  private snapshot(room: string): PresenceMemberState[] {
    return [...(this.rooms.get(room)?.values() ?? [])]
      .map((m) => ({ username: m.username, activity: m.activity, subject: m.subject, since: new Date(m.since).toISOString() }))
      .sort((a, b) => (a.username < b.username ? -1 : a.username > b.username ? 1 : 0));
  }

  private async publish(room: string): Promise<void> {
    const change: PresenceChange = { room, members: this.snapshot(room) };
    try {
      await this.events.publish(presenceTopic(room), change);
    } catch (err) {
      this.options.onError?.(room, err);
    }
  }

  close(): Promise<void> {
    for (const members of this.rooms.values()) {
      for (const member of members.values()) member.expiry?.();
    }
    this.rooms.clear();
    return Promise.resolve();
  }
}
