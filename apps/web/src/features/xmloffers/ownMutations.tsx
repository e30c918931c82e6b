import { createContext, useContext, useState, type ReactNode } from 'react';

/** How many of this tab's recent mutation ids are remembered to recognise their echoes. */
const REMEMBERED = 200;

/** Client mutation ids this browser tab sent, so live events caused by them are recognised as echoes. */
export interface OwnMutations {
  /** A new id, remembered as ours. */
  create: () => string;
  isOwn: (clientMutationId: string | null | undefined) => boolean;
}

/** A random id; works outside secure contexts too (where crypto.randomUUID is missing). */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function createOwnMutations(): OwnMutations {
  const ids = new Set<string>();
  return {
    create: () => {
      const id = `xmloffers-${randomId()}`;
      ids.add(id);
      if (ids.size > REMEMBERED) {
        const oldest = ids.values().next();
        if (!oldest.done) ids.delete(oldest.value);
      }
      return id;
    },
    isOwn: (clientMutationId) => clientMutationId != null && ids.has(clientMutationId),
  };
}

const OwnMutationsContext = createContext<OwnMutations | null>(null);

/** Holds the tab's own mutation ids for the screen's mutation hooks and its live events. */
export function OwnMutationsProvider({ children }: { children: ReactNode }) {
  const [value] = useState(createOwnMutations);
  return <OwnMutationsContext.Provider value={value}>{children}</OwnMutationsContext.Provider>;
}

export function useOwnMutations(): OwnMutations {
  const value = useContext(OwnMutationsContext);
  if (!value) throw new Error('useOwnMutations must be used inside OwnMutationsProvider');
  return value;
}
