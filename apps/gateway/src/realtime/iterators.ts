/**
 * Event streams of subscriptions. graphql-ws ends a subscription's stream with `return()` both when
 * the client unsubscribes and when its socket closes, so cleanup hooked there runs in both cases.
 */
import type { ResumePoint } from '@flyerdesk/domain/realtime';
import { READ_DIRECTLY, readsDirectly, type DirectlyReadable, type DirectReader, type EventBus, type Sequenced, type SubscribeOptions } from './pubsub';

/**
 * Where a stream that is its topic unchanged (each event's `seq` is its position in the topic) comes
 * back: after the last position its subscriber saw. A first subscription starts live.
 */
export function resumeTopic(resume: ResumePoint | null): SubscribeOptions {
  return resume ? { after: resume.position ?? resume.seq } : {};
}

/** The same stream, running `cleanup` once when it ends (return or throw). */
export function withCleanup<T>(inner: AsyncIterableIterator<T>, cleanup: () => Promise<void> | void): AsyncIterableIterator<T> {
  let cleaned = false;
  const runCleanup = async (): Promise<void> => {
    if (cleaned) return;
    cleaned = true;
    await cleanup();
  };
  const iterator: AsyncIterableIterator<T> & DirectlyReadable<T> = {
    next: () => inner.next(),
    [READ_DIRECTLY]: (reader: DirectReader<T> | null) => readsDirectly<T>(inner) && inner[READ_DIRECTLY](reader),
    async return() {
      try {
        if (inner.return) await inner.return();
      } finally {
        await runCleanup();
      }
      return { value: undefined, done: true };
    },
    async throw(error?: unknown) {
      try {
        if (inner.return) await inner.return();
      } finally {
        await runCleanup();
      }
      throw error instanceof Error ? error : new Error(String(error));
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}

/** The stream, preceded by one value (e.g. the current state before the changes). */
export function startingWith<T>(first: T, inner: AsyncIterableIterator<T>): AsyncIterableIterator<T> {
  let pending: T | undefined = first;
  let sent = false;
  const iterator: AsyncIterableIterator<T> & DirectlyReadable<T> = {
    // Once the first value was read, the rest is the inner stream's.
    [READ_DIRECTLY]: (reader: DirectReader<T> | null) => (sent || reader === null) && readsDirectly<T>(inner) && inner[READ_DIRECTLY](reader),
    next() {
      if (!sent) {
        sent = true;
        const value = pending as T;
        pending = undefined;
        return Promise.resolve({ value, done: false });
      }
      return inner.next();
    },
    async return() {
      sent = true;
      pending = undefined;
      if (inner.return) await inner.return();
      return { value: undefined, done: true };
    },
    async throw(error?: unknown) {
      sent = true;
      if (inner.return) await inner.return();
      throw error instanceof Error ? error : new Error(String(error));
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}

/** A shared poller's key being watched: `watch` starts (or joins) it and gives back its release. */
interface WatchedKey<K> {
  watch(key: K): () => void;
}

/**
 * A topic's events for one subscriber while a shared poller keeps `key` watched: the poller runs
 * while at least one such stream is open (no poller without a service token: `watcher` is null). A
 * subscriber that comes back (`resume`) first gets the events it missed.
 */
export function watchedTopic<T extends object, K>(
  events: EventBus,
  topic: string,
  watcher: WatchedKey<K> | null,
  key: K,
  resume: ResumePoint | null = null,
): AsyncIterableIterator<Sequenced<T>> {
  const release = watcher?.watch(key) ?? (() => undefined);
  try {
    return withCleanup(events.subscribe<T>(topic, resumeTopic(resume)), release);
  } catch (err) {
    release();
    throw err;
  }
}
