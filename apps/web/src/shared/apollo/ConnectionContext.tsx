import { createContext, useContext } from 'react';
import type { ConnectionMonitor } from './connectionMonitor';

export const ConnectionContext = createContext<ConnectionMonitor | undefined>(undefined);

/** The live-connection monitor of the app's Apollo setup. */
export function useConnectionMonitor(): ConnectionMonitor {
  const monitor = useContext(ConnectionContext);
  if (!monitor) throw new Error('useConnectionMonitor must be used inside ConnectionContext');
  return monitor;
}
