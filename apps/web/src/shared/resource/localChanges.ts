import type { RecordAction, ResourceName } from '@flyerdesk/domain/resources';
import type { ResourceRecord } from './types';

/**
 * This tab's own writes, announced the moment the server answered, so a live list shows them at once
 * (a created record appears, an archived one leaves) without waiting for the subscription's echo.
 * The echo, when it comes, carries the same version and is recognised as already applied.
 */
type Listener = (action: RecordAction, record: ResourceRecord) => void;

const listeners = new Map<ResourceName, Set<Listener>>();

export function announceLocalChange(resource: ResourceName, action: RecordAction, record: ResourceRecord): void {
  listeners.get(resource)?.forEach((listener) => listener(action, record));
}

export function onLocalChange(resource: ResourceName, listener: Listener): () => void {
  const set = listeners.get(resource) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(resource, set);
  return () => {
    set.delete(listener);
  };
}
