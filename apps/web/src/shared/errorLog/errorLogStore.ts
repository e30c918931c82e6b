import { useSyncExternalStore } from 'react';
import { createExternalStore } from '../externalStore';

/** One error caught while rendering a screen, as listed in the navbar's error-log dialog. */
export interface ErrorLogEntry {
  id: number;
  message: string;
  /** Where in the component tree it happened. */
  info: string;
  url: string;
  stack: string;
  at: Date;
}

const store = createExternalStore<readonly ErrorLogEntry[]>([]);
let nextId = 1;

export function logError(error: unknown, info = ''): void {
  const err = error instanceof Error ? error : new Error(String(error));
  const entry: ErrorLogEntry = {
    id: nextId++,
    message: err.message,
    info: info.trim(),
    url: window.location.href,
    stack: err.stack ?? '',
    at: new Date(),
  };
  store.set([...store.get(), entry]);
}

export function clearErrorLog(): void {
  store.set([]);
}

export function useErrorLog(): readonly ErrorLogEntry[] {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
