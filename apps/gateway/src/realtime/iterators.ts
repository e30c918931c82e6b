/**
 * Event streams of subscriptions. graphql-ws ends a subscription's stream with `return()` both when
 * the client unsubscribes and when its socket closes, so cleanup hooked there runs in both cases.
 */

/** The same stream, running `cleanup` once when it ends (return or throw). */
export function withCleanup<T>(inner: AsyncIterableIterator<T>, cleanup: () => Promise<void> | void): AsyncIterableIterator<T> {
  let cleaned = false;
  const runCleanup = async (): Promise<void> => {
    if (cleaned) return;
    cleaned = true;
    await cleanup();
  };
  const iterator: AsyncIterableIterator<T> = {
    next: () => inner.next(),
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
  const iterator: AsyncIterableIterator<T> = {
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
