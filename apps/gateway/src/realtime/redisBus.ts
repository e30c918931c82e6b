import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { LocalTopics, RECENT_EVENTS, ResumedSubscription, type DeliveryListener, type EventBus, type RecentEvents, type Sequenced, type SubscribeOptions } from './pubsub';
import { REDIS_PREFIX, RedisScript } from './redis';

/**
 * Numbers the event in its topic, keeps it among the topic's recent events and publishes it, in one
 * step: every replica sees a topic's events in the order of their numbers, and a subscriber that comes
 * back finds each event either among the kept ones or live. The counter lives as long as the topic
 * is used (and a while). Message: `<seq>\n<JSON of the event without seq>`.
 */
const PUBLISH = new RedisScript(`
local seq = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
local message = seq .. '\\n' .. ARGV[1]
redis.call('RPUSH', KEYS[3], message)
redis.call('LTRIM', KEYS[3], -tonumber(ARGV[3]), -1)
redis.call('PEXPIRE', KEYS[3], ARGV[4])
redis.call('PUBLISH', KEYS[2], message)
return seq
`);

/** A topic's counter and its kept events, read in one step. */
const RECENT = new RedisScript(`
return { tonumber(redis.call('GET', KEYS[1]) or '0'), redis.call('LRANGE', KEYS[2], 0, -1) }
`);

/** The Redis channel of an event topic. */
export function eventChannel(topic: string, prefix: string = REDIS_PREFIX): string {
  return `${prefix}ev:${topic}`;
}

/** A topic's counter is kept a week after its last event (then its numbering starts again, and clients refetch). */
const SEQUENCE_TTL_MS = 7 * 24 * 3600 * 1000;

export interface RedisEventBusOptions {
  /** Connection for PUBLISH and the counters. */
  publisher: Redis;
  /** Connection in subscriber mode (Redis allows nothing else on it). */
  subscriber: Redis;
  logger: Logger;
  prefix?: string;
  /**
   * The subscriber connection came back after it was lost: events published meanwhile never
   * arrived here, so the gateway's clients must load their data again.
   */
  onResync?(): void;
}

interface Channel {
  /** Local subscribers of the topic. */
  subscribers: number;
  /** Resolves when Redis confirmed the subscription. */
  ready: Promise<void>;
}

/**
 * Event bus shared by the gateway replicas through Redis pub/sub: every event goes through Redis,
 * also to subscribers on the replica that published it, so all of them see one order. Each replica
 * subscribes to a topic's channel once, however many of its clients listen, and parses each message
 * once for all of them. A subscriber that comes back on any replica gets the recent events it missed
 * (RECENT_EVENTS); beyond those it sees a gap in `seq` and loads its data again.
 */
export class RedisEventBus implements EventBus {
  private readonly local = new LocalTopics();
  private readonly channels = new Map<string, Channel>();
  private readonly prefix: string;
  private lost = false;
  private closed = false;

  constructor(private readonly options: RedisEventBusOptions) {
    this.prefix = eventChannel('', options.prefix);
    const { subscriber, logger } = options;
    subscriber.on('message', (channel: string, message: string) => this.receive(channel, message));
    subscriber.on('close', () => {
      if (!this.closed) this.lost = true;
    });
    subscriber.on('ready', () => {
      if (!this.lost || this.closed) return;
      this.lost = false;
      logger.warn({ topics: this.channels.size }, 'event bus reconnected: events of the outage are lost, clients resynchronise');
      options.onResync?.();
    });
  }

  private channelOf(topic: string): string {
    return eventChannel(topic, this.options.prefix);
  }

  async publish<T extends object>(topic: string, event: T): Promise<number> {
    const channel = this.channelOf(topic);
    // A subscription made on this replica just before is in place before its first event is sent.
    const pending = this.channels.get(channel);
    if (pending && this.options.subscriber.status === 'ready') await pending.ready;
    const seq = await PUBLISH.run(
      this.options.publisher,
      [this.key('seq', topic), channel, this.key('recent', topic)],
      [JSON.stringify(event), SEQUENCE_TTL_MS, RECENT_EVENTS.count, RECENT_EVENTS.ms],
    );
    return Number(seq);
  }

  subscribe<T extends object>(topic: string, options: SubscribeOptions = {}): AsyncIterableIterator<Sequenced<T>> {
    const channel = this.channelOf(topic);
    this.retain(channel);
    const live = this.local.subscribe<Sequenced<T>>(topic, () => this.releaseChannel(channel));
    const { after } = options;
    if (after === undefined) return live;
    // Read once the channel is subscribed: an event published later arrives live.
    return new ResumedSubscription<Sequenced<T>>(live, after, async () => {
      await this.channels.get(channel)?.ready;
      return this.recent(topic);
    });
  }

  private key(kind: 'seq' | 'recent', topic: string): string {
    return `${this.options.prefix ?? REDIS_PREFIX}${kind}:${topic}`;
  }

  private async recent(topic: string): Promise<RecentEvents<object>> {
    const [counter, messages] = (await RECENT.run(this.options.publisher, [this.key('seq', topic), this.key('recent', topic)], [])) as [number, string[]];
    const events: Sequenced<object>[] = [];
    for (const message of messages) {
      const event = this.parse(topic, message);
      if (event) events.push(event);
    }
    return { counter: Number(counter), events };
  }

  private parse(topic: string, message: string): Sequenced<object> | null {
    const newline = message.indexOf('\n');
    const seq = Number(message.slice(0, newline));
    try {
      return { ...(JSON.parse(message.slice(newline + 1)) as object), seq };
    } catch (err) {
      this.options.logger.error({ err, topic }, 'unreadable event on the bus');
      return null;
    }
  }

  onDelivered(listener: DeliveryListener): void {
    this.local.onDelivered(listener);
  }

  async ping(): Promise<void> {
    if (this.options.subscriber.status !== 'ready') throw new Error(`Redis subscriber connection is ${this.options.subscriber.status}`);
    await this.options.publisher.ping();
  }

  close(): Promise<void> {
    this.closed = true;
    this.local.endAll();
    return Promise.resolve();
  }

  /** Topics with at least one subscriber on this replica. */
  topics(): number {
    return this.channels.size;
  }

  private retain(channel: string): void {
    const existing = this.channels.get(channel);
    if (existing) {
      existing.subscribers += 1;
      return;
    }
    const ready = this.options.subscriber.subscribe(channel).then(
      () => undefined,
      (err: unknown) => {
        this.options.logger.warn({ err, channel }, 'could not subscribe to an event channel');
      },
    );
    this.channels.set(channel, { subscribers: 1, ready });
  }

  private releaseChannel(channel: string): void {
    const entry = this.channels.get(channel);
    if (!entry) return;
    entry.subscribers -= 1;
    if (entry.subscribers > 0) return;
    this.channels.delete(channel);
    void entry.ready
      .then(() => {
        // Subscribed again meanwhile: keep the channel.
        if (this.channels.has(channel)) return undefined;
        return this.options.subscriber.unsubscribe(channel);
      })
      .catch((err: unknown) => this.options.logger.debug({ err, channel }, 'could not unsubscribe from an event channel'));
  }

  private receive(channel: string, message: string): void {
    if (!channel.startsWith(this.prefix)) return;
    const topic = channel.slice(this.prefix.length);
    const event = this.parse(topic, message);
    if (event) this.local.deliver(topic, event);
  }
}
