import { useCallback } from 'react';
import { usePresenceRoom, type PresenceMember } from '../../shared/presence/usePresenceRoom';

/** Activity of someone dragging a leaflet (the subject is the leaflet's id). */
export const DRAGGING = 'dragging';

export interface Presence {
  members: readonly PresenceMember[];
  startDragging: (leafletId: string) => void;
  stopDragging: () => void;
}

/** Presence in the screen's room for a platform tab. */
export function presenceRoom(platform: string): string {
  return `xmloffers:${platform}`;
}

/** Who else is on a platform tab, and telling them which leaflet you are dragging. */
export function usePresence(room: string): Presence {
  const { members, setActivity } = usePresenceRoom(room);
  const startDragging = useCallback((leafletId: string) => setActivity(DRAGGING, leafletId), [setActivity]);
  const stopDragging = useCallback(() => setActivity(null, null), [setActivity]);
  return { members, startDragging, stopDragging };
}
