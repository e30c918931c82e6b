import { PubSub } from 'graphql-subscriptions';
import { EventEmitter } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';

/** Every published event carries its position in the topic (1, 2, 3 …). */
export type Sequenced<T> = T & { seq: number };

/**
 * Gateway event bus. Delivery is at-most-once: subscribers that see a gap in `seq`
 * (or reconnect) refetch. The in-memory bus serves one gateway; a Redis-backed bus with the
 * same interface serves several replicas.
 */
export interface EventBus {
  /** Publishes an event and returns the sequence number it got in its topic. */
  publish<T extends object>(topic: string, event: T): Promise<number>;
  /** Listens to a topic; the listener is registered before this returns. */
  subscribe<T extends object>(topic: string): AsyncIterableIterator<Sequenced<T>>;
  /** Resolves when the bus can deliver events now (readiness checks); rejects when a shared bus is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Wraps a lazily-subscribing iterator so that it registers its listener right away
 * (an event published just after a client subscribed must not be lost).
 */
export function eager<T>(inner: AsyncIterableIterator<T>): AsyncIterableIterator<T> {
  let first: Promise<IteratorResult<T>> | null = inner.next();
  let finished = false;
  const done = (): Promise<IteratorResult<T>> => Promise.resolve({ value: undefined, done: true });
  const iterator: AsyncIterableIterator<T> = {
    next() {
      if (first) {
        const pending = first;
        first = null;
        return pending;
      }
      return finished ? done() : inner.next();
    },
    async return() {
      finished = true;
      first = null;
      if (inner.return) await inner.return();
      return { value: undefined, done: true };
    },
    async throw(error?: unknown) {
      finished = true;
      first = null;
      if (inner.return) await inner.return();
      throw error instanceof Error ? error : new Error(String(error));
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}

/** An event emitter without a listener limit (a busy topic has thousands of subscribers). */
export function unlimitedEmitter(): EventEmitter {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return emitter;
}

/** In-process event bus (graphql-subscriptions PubSub) with a sequence counter per topic. */
export class MemoryEventBus implements EventBus {
  // Every subscriber of a topic listens on one emitter: no listener limit (a busy topic has thousands).
  private readonly pubsub = new PubSub<Record<string, object>>({ eventEmitter: unlimitedEmitter() });
  private readonly sequences = new Map<string, number>();
  private readonly open = new Set<AsyncIterableIterator<unknown>>();

  /**
   * Delivered on the next turn of the event loop, as the Redis bus delivers, not while the publisher
   * runs on: the author of a change gets the answer to the mutation before the thousand sockets
   * watching it get the event (events of one topic keep their order).
   */
  async publish<T extends object>(topic: string, event: T): Promise<number> {
    const seq = (this.sequences.get(topic) ?? 0) + 1;
    this.sequences.set(topic, seq);
    const sequenced = { ...event, seq };
    await nextTurn();
    await this.pubsub.publish(topic, sequenced);
    return seq;
  }

  subscribe<T extends object>(topic: string): AsyncIterableIterator<Sequenced<T>> {
    const iterator = eager(this.pubsub.asyncIterableIterator<Sequenced<T>>(topic));
    this.open.add(iterator);
    const release = iterator.return?.bind(iterator);
    iterator.return = () => {
      this.open.delete(iterator);
      return release ? release() : Promise.resolve({ value: undefined, done: true });
    };
    return iterator;
  }

  ping(): Promise<void> {
    return Promise.resolve();
  }

  async close(): Promise<void> {
    const pending = [...this.open].map((it) => (it.return ? it.return() : Promise.resolve()));
    this.open.clear();
    await Promise.all(pending);
  }
}
