import { useCallback, useState } from 'react';

/** Ids of the shops whose leaflets are unfolded on the dashboard (JSON array of ids). */
export const OPENED_STORES_KEY = 'flyerdesk.openedStores';
/** Whether the shops section of the dashboard is unfolded ('1' open, '0' closed). */
export const STORES_OPEN_KEY = 'flyerdesk.storesOpen';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage can be full or disabled (private mode); the dashboard then simply forgets on reload.
  }
}

export function readOpenedStores(): string[] {
  const raw = read(OPENED_STORES_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return [...new Set(parsed.filter((id): id is string => typeof id === 'string' && id.length > 0))];
  } catch {
    return [];
  }
}

/** The shops opened on the dashboard, remembered across visits. */
export function useOpenedStores(): [string[], (ids: string[]) => void] {
  const [opened, setOpened] = useState<string[]>(readOpenedStores);
  const update = useCallback((ids: string[]) => {
    const unique = [...new Set(ids)];
    write(OPENED_STORES_KEY, JSON.stringify(unique));
    setOpened(unique);
  }, []);
  return [opened, update];
}

/** Whether the shops section is unfolded, remembered across visits (open unless closed before). */
export function useStoresOpen(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState<boolean>(() => read(STORES_OPEN_KEY) !== '0');
  const update = useCallback((next: boolean) => {
    write(STORES_OPEN_KEY, next ? '1' : '0');
    setOpen(next);
  }, []);
  return [open, update];
}
