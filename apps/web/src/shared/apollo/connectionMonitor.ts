import { useSyncExternalStore } from 'react';
import { createExternalStore } from '../externalStore';

/**
 * State of the live (WebSocket) connection: `idle` before the first connection or after a normal
 * close, `connected` while open, `lost` after it dropped (reconnecting in the background).
 */
export type ConnectionStatus = 'idle' | 'connected' | 'lost';

export interface ConnectionMonitor {
  getStatus: () => ConnectionStatus;
  subscribe: (listener: () => void) => () => void;
  /** Called by the WebSocket client when a connection is acknowledged. */
  connected: () => void;
  /** Called by the WebSocket client when the socket closes (normally or not). */
  closed: (event: unknown) => void;
}

const NORMAL_CLOSURE = 1000;
/** The session of the socket expired or ended: the client re-authenticates and reconnects at once. */
const UNAUTHORIZED = 4401;

function closeCode(event: unknown): number | undefined {
  if (typeof event === 'object' && event !== null && 'code' in event) {
    return typeof event.code === 'number' ? event.code : undefined;
  }
  return undefined;
}

/**
 * Tracks the live connection; `onReconnected` runs when a dropped connection comes back. A socket
 * closed because its session expired is not shown as lost (the client refreshes the session and
 * reconnects at once, see reauthentication.ts), but events may have been missed meanwhile, so
 * `onReconnected` runs when it is back too.
 */
export function createConnectionMonitor(onReconnected: () => void): ConnectionMonitor {
  const store = createExternalStore<ConnectionStatus>('idle');
  let reauthenticating = false;
  return {
    getStatus: store.get,
    subscribe: store.subscribe,
    connected: () => {
      const missedEvents = store.get() === 'lost' || reauthenticating;
      reauthenticating = false;
      store.set('connected');
      if (missedEvents) onReconnected();
    },
    closed: (event) => {
      const code = closeCode(event);
      if (code === UNAUTHORIZED) {
        reauthenticating = true;
        store.set('idle');
        return;
      }
      // A normal closure is the client closing an unused connection, not a drop.
      store.set(code === NORMAL_CLOSURE ? 'idle' : 'lost');
    },
  };
}

export function useConnectionStatus(monitor: ConnectionMonitor): ConnectionStatus {
  return useSyncExternalStore(monitor.subscribe, monitor.getStatus, monitor.getStatus);
}
