import { setImmediate as nextTurn } from 'node:timers/promises';

/** Every published event carries its position in the topic (1, 2, 3 …). */
export type Sequenced<T> = T & { seq: number };

/**
 * How a subscriber comes back: `after` is the last position of the topic it saw. It is handed the
 * events it missed that the bus still keeps (RECENT_EVENTS), then the live ones, none twice.
 */
export interface SubscribeOptions {
  after?: number;
}

/**
 * How many of a topic's latest events a bus keeps for subscribers that come back (a browser whose
 * socket moved to another replica, a session renewed under an open socket), and how long after the
 * topic's last event it keeps them.
 */
export const RECENT_EVENTS = { count: 500, ms: 10 * 60_000 } as const;

/**
 * Gateway event bus. A subscriber that comes back names the last position it saw and first gets the
 * recent events it missed (SubscribeOptions); one that missed more than the bus keeps sees a gap in
 * `seq` and loads its data again. The in-memory bus serves one gateway; a Redis-backed bus with the
 * same interface serves several replicas.
 */
export interface EventBus {
  /** Publishes an event and returns the sequence number it got in its topic. */
  publish<T extends object>(topic: string, event: T): Promise<number>;
  /** Listens to a topic; the listener is registered before this returns. */
  subscribe<T extends object>(topic: string, options?: SubscribeOptions): AsyncIterableIterator<Sequenced<T>>;
  /**
   * Calls `listener` each time the bus hands an event of a topic to this process's subscribers, with
   * how many of them got it (once per event, not once per subscriber: a busy topic has thousands).
   */
  onDelivered(listener: DeliveryListener): void;
  /** Resolves when the bus can deliver events now (readiness checks); rejects when a shared bus is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A reader of a stream's events in the turn they are delivered in, without a promise per event: the
 * fan-out writes an event to a thousand sockets in one loop this way (fanout.ts).
 */
export interface DirectReader<T> {
  /** The next event; false hands it back: it waits for `next()`, and direct reading stops. */
  take(event: T): boolean;
  /** The stream ended (what was being waited for will not come). */
  end(): void;
}

/** The method of streams whose events can be read directly (DirectReader); a registered symbol, the same in every copy of this module. */
export const READ_DIRECTLY: unique symbol = Symbol.for('flyerdesk.readDirectly');

export interface DirectlyReadable<T> {
  /**
   * Hands the stream's next events to `reader` as they are delivered; null stops it. False when direct
   * reading cannot start now: an event waits to be read with `next()`, a `next()` waits, or the stream ended.
   */
  [READ_DIRECTLY](reader: DirectReader<T> | null): boolean;
}

export function readsDirectly<T>(stream: object): stream is DirectlyReadable<T> {
  return typeof (stream as Partial<DirectlyReadable<T>>)[READ_DIRECTLY] === 'function';
}

/** How many subscribers of this process got an event of the topic. */
export type DeliveryListener = (topic: string, subscribers: number) => void;

const DONE: IteratorResult<never> = { value: undefined, done: true };

/**
 * One subscriber of a topic: the events delivered to it, handed on one per `next()` in the order they
 * came. Listening from the moment it is made (an event published just after a client subscribed is not
 * lost); `return` stops it and ends a `next()` waiting.
 */
class TopicSubscription<T> implements AsyncIterableIterator<T>, DirectlyReadable<T> {
  private readonly queue: T[] = [];
  private waiting: ((result: IteratorResult<T>) => void) | null = null;
  private reader: DirectReader<T> | null = null;
  private ended = false;

  constructor(private readonly release: (subscription: TopicSubscription<T>) => void) {}

  /** Hands an event on (to the direct reader, else to the `next()` waiting, else to the queue). */
  deliver(event: T): void {
    if (this.ended) return;
    const reader = this.reader;
    if (reader) {
      if (reader.take(event)) return;
      this.reader = null;
    }
    const waiting = this.waiting;
    if (waiting) {
      this.waiting = null;
      waiting({ value: event, done: false });
    } else {
      this.queue.push(event);
    }
  }

  [READ_DIRECTLY](reader: DirectReader<T> | null): boolean {
    if (reader === null) {
      this.reader = null;
      return true;
    }
    if (this.ended || this.waiting || this.queue.length > 0) return false;
    this.reader = reader;
    return true;
  }

  next(): Promise<IteratorResult<T>> {
    this.reader = null;
    if (this.queue.length > 0) return Promise.resolve({ value: this.queue.shift() as T, done: false });
    if (this.ended) return Promise.resolve(DONE);
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }

  return(): Promise<IteratorResult<T>> {
    if (!this.ended) {
      this.ended = true;
      this.queue.length = 0;
      this.release(this);
      const waiting = this.waiting;
      const reader = this.reader;
      this.waiting = null;
      this.reader = null;
      waiting?.(DONE);
      reader?.end();
    }
    return Promise.resolve(DONE);
  }

  async throw(error?: unknown): Promise<IteratorResult<T>> {
    await this.return();
    throw error instanceof Error ? error : new Error(String(error));
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<T> {
    return this;
  }
}

/**
 * The subscribers of each topic in this process, and the delivery of an event to all of them: a plain
 * loop over the topic's subscribers (a busy topic has thousands), each of which queues the event.
 */
export class LocalTopics {
  private readonly topics = new Map<string, Set<TopicSubscription<object>>>();
  private readonly listeners: DeliveryListener[] = [];

  /** `listener` learns of every delivery (its topic and how many subscribers got it). */
  onDelivered(listener: DeliveryListener): void {
    this.listeners.push(listener);
  }

  /** A new subscriber of the topic, listening at once; `onEnd` runs once when it ends. */
  subscribe<T extends object>(topic: string, onEnd?: () => void): AsyncIterableIterator<T> {
    let subscribers = this.topics.get(topic);
    if (!subscribers) {
      subscribers = new Set();
      this.topics.set(topic, subscribers);
    }
    const subscription = new TopicSubscription<object>((ended) => {
      const current = this.topics.get(topic);
      current?.delete(ended);
      if (current?.size === 0) this.topics.delete(topic);
      onEnd?.();
    });
    subscribers.add(subscription);
    return subscription as AsyncIterableIterator<object> as AsyncIterableIterator<T>;
  }

  /** Hands an event to every subscriber of the topic now. */
  deliver(topic: string, event: object): void {
    const subscribers = this.topics.get(topic);
    if (!subscribers) return;
    for (const subscriber of subscribers) subscriber.deliver(event);
    for (const listener of this.listeners) listener(topic, subscribers.size);
  }

  /** Ends every subscription (each one's `onEnd` runs). */
  endAll(): void {
    for (const subscribers of [...this.topics.values()]) {
      for (const subscriber of [...subscribers]) void subscriber.return();
    }
  }
}

/**
 * What a bus kept of a topic: its counter (the position of its last event) and its latest events,
 * oldest first.
 */
export interface RecentEvents<T> {
  counter: number;
  events: Sequenced<T>[];
}

/**
 * A subscription that comes back after position `after`: the events the bus kept that came after it
 * (read by `recent`, once the live subscription is in place), then the live ones, without those the
 * replay handed on already. When the topic's counter is behind `after`, the numbering started again
 * (a restarted bus, a counter expired): nothing is replayed, and the subscriber sees the restart.
 */
export class ResumedSubscription<T extends { seq: number }> implements AsyncIterableIterator<T>, DirectlyReadable<T> {
  private backlog: T[] | null = null;
  private readonly loading: Promise<void>;
  /** The last position handed on: live events up to it were replayed already. */
  private last = Number.NEGATIVE_INFINITY;
  private ended = false;

  constructor(
    private readonly live: AsyncIterableIterator<T> & Partial<DirectlyReadable<T>>,
    after: number,
    recent: () => Promise<RecentEvents<unknown>>,
  ) {
    this.loading = recent().then(
      ({ counter, events }) => {
        if (counter < after) {
          this.backlog = [];
          return;
        }
        this.backlog = (events as unknown as T[]).filter((event) => event.seq > after);
        this.last = after;
      },
      () => {
        // The kept events could not be read: the live ones follow, and the gap shows.
        this.backlog = [];
      },
    );
  }

  [READ_DIRECTLY](reader: DirectReader<T> | null): boolean {
    if (reader === null) return readsDirectly<T>(this.live) ? this.live[READ_DIRECTLY](null) : true;
    if (this.ended || this.backlog === null || this.backlog.length > 0 || !readsDirectly<T>(this.live)) return false;
    return this.live[READ_DIRECTLY]({
      take: (event) => {
        if (event.seq <= this.last) return true;
        if (!reader.take(event)) return false;
        this.last = event.seq;
        return true;
      },
      end: () => reader.end(),
    });
  }

  async next(): Promise<IteratorResult<T>> {
    if (this.backlog === null) await this.loading;
    for (;;) {
      if (this.ended) return DONE;
      const replayed = this.backlog?.shift();
      if (replayed) {
        this.last = replayed.seq;
        return { value: replayed, done: false };
      }
      const result = await this.live.next();
      if (result.done) return DONE;
      if (result.value.seq <= this.last) continue;
      this.last = result.value.seq;
      return result;
    }
  }

  async return(): Promise<IteratorResult<T>> {
    this.ended = true;
    this.backlog = [];
    if (this.live.return) await this.live.return();
    return DONE;
  }

  async throw(error?: unknown): Promise<IteratorResult<T>> {
    await this.return();
    throw error instanceof Error ? error : new Error(String(error));
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<T> {
    return this;
  }
}

interface KeptEvents {
  events: Sequenced<object>[];
  lastAt: number;
}

/** In-process event bus with a sequence counter per topic, keeping each topic's recent events. */
export class MemoryEventBus implements EventBus {
  private readonly local = new LocalTopics();
  private readonly sequences = new Map<string, number>();
  private readonly recent = new Map<string, KeptEvents>();
  private sweptAt = Date.now();

  /**
   * Delivered on the next turn of the event loop, as the Redis bus delivers, not while the publisher
   * runs on: the author of a change gets the answer to the mutation before the thousand sockets
   * watching it get the event (events of one topic keep their order).
   */
  async publish<T extends object>(topic: string, event: T): Promise<number> {
    const seq = (this.sequences.get(topic) ?? 0) + 1;
    this.sequences.set(topic, seq);
    const sequenced = { ...event, seq };
    this.keep(topic, sequenced);
    await nextTurn();
    this.local.deliver(topic, sequenced);
    return seq;
  }

  subscribe<T extends object>(topic: string, options: SubscribeOptions = {}): AsyncIterableIterator<Sequenced<T>> {
    const live = this.local.subscribe<Sequenced<T>>(topic);
    const { after } = options;
    if (after === undefined) return live;
    return new ResumedSubscription<Sequenced<T>>(live, after, () =>
      Promise.resolve({ counter: this.sequences.get(topic) ?? 0, events: [...(this.recent.get(topic)?.events ?? [])] }),
    );
  }

  onDelivered(listener: DeliveryListener): void {
    this.local.onDelivered(listener);
  }

  ping(): Promise<void> {
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.local.endAll();
    return Promise.resolve();
  }

  /** Keeps the topic's latest events; topics without an event for RECENT_EVENTS.ms lose theirs. */
  private keep(topic: string, event: Sequenced<object>): void {
    const now = Date.now();
    if (now - this.sweptAt >= RECENT_EVENTS.ms) {
      this.sweptAt = now;
      for (const [name, kept] of this.recent) {
        if (now - kept.lastAt >= RECENT_EVENTS.ms) this.recent.delete(name);
      }
    }
    const kept = this.recent.get(topic);
    if (!kept) {
      this.recent.set(topic, { events: [event], lastAt: now });
      return;
    }
    kept.lastAt = now;
    kept.events.push(event);
    if (kept.events.length > RECENT_EVENTS.count) kept.events.shift();
  }
}
