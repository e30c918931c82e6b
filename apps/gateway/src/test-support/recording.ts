import type { FormattedExecutionResult } from 'graphql';

/**
 * Everything a subscription delivered so far, and a way to wait for an event (already delivered or
 * still to come) that satisfies a condition.
 */
export interface Recording<T> {
  readonly seen: T[];
  find(predicate: (event: T) => boolean): Promise<T>;
}

export function recording<T>(stream: AsyncIterableIterator<FormattedExecutionResult<T, unknown>>): Recording<T> {
  const seen: T[] = [];
  let waiters: { predicate: (event: T) => boolean; resolve: (event: T) => void; reject: (err: Error) => void }[] = [];
  let failure: Error | null = null;
  void (async () => {
    try {
      for await (const result of stream) {
        if (result.errors || !result.data) throw new Error(`subscription error: ${JSON.stringify(result.errors)}`);
        const event = result.data;
        seen.push(event);
        const waiting = waiters;
        waiters = [];
        for (const waiter of waiting) {
          if (waiter.predicate(event)) waiter.resolve(event);
          else waiters.push(waiter);
        }
      }
      throw new Error('the subscription ended');
    } catch (err) {
      failure = err instanceof Error ? err : new Error(String(err));
      for (const waiter of waiters) waiter.reject(failure);
      waiters = [];
    }
  })();
  return {
    seen,
    find(predicate) {
      const earlier = seen.find(predicate);
      if (earlier) return Promise.resolve(earlier);
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => waiters.push({ predicate, resolve, reject }));
    },
  };
}
