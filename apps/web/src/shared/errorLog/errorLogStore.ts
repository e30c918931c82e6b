import { useSyncExternalStore } from 'react';
import { createExternalStore } from '../externalStore';

/** A server call that failed: what to quote when asking for help (the trace id is in the server logs). */
export interface FailedOperation {
  /** Name of the GraphQL operation (undefined for anonymous ones). */
  name: string | undefined;
  /** The X-Trace-Id of the call, or the one the server gave its error. */
  traceId: string | undefined;
  /** The error code the server answered with, if any. */
  code: string | undefined;
}

/** One error caught while rendering a screen, or a failed server call, as listed in the navbar's error-log dialog. */
export interface ErrorLogEntry {
  id: number;
  message: string;
  /** Where in the component tree it happened. */
  info: string;
  /** The failed server call, for errors of server calls. */
  operation?: FailedOperation;
  url: string;
  stack: string;
  at: Date;
}

/** The log keeps the newest entries only (a long outage must not fill the memory). */
export const ERROR_LOG_LIMIT = 100;

const store = createExternalStore<readonly ErrorLogEntry[]>([]);
let nextId = 1;

export function logError(error: unknown, info = '', operation?: FailedOperation): void {
  const err = error instanceof Error ? error : new Error(String(error));
  const entry: ErrorLogEntry = {
    id: nextId++,
    message: err.message,
    info: info.trim(),
    ...(operation ? { operation } : {}),
    url: window.location.href,
    stack: err.stack ?? '',
    at: new Date(),
  };
  store.set([...store.get(), entry].slice(-ERROR_LOG_LIMIT));
}

export function clearErrorLog(): void {
  store.set([]);
}

export function useErrorLog(): readonly ErrorLogEntry[] {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
