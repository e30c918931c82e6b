import { useSyncExternalStore } from 'react';
import { createExternalStore } from '../externalStore';

/** Whether the error-log dialog is open; the navbar button and error screens both open it. */
const store = createExternalStore(false);

export const setErrorLogOpen = store.set;

export function useErrorLogOpen(): boolean {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
