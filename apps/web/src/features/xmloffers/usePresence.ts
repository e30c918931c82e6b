import { useMutation, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { XmlOffersPresenceSubscription } from '../../__generated__/graphql';
import type { ErrorToastContext } from '../../shared/apollo/errorLink';
import { PresenceSubscription, UpdatePresenceMutation } from './operations';

/** The server forgets an activity after 15 s without a heartbeat; one goes out well before that. */
export const PRESENCE_HEARTBEAT_MS = 10_000;

/** Activity of someone dragging a leaflet (the subject is the leaflet's id). */
export const DRAGGING = 'dragging';

export type PresenceMember = XmlOffersPresenceSubscription['presence']['members'][number];

export interface Presence {
  members: readonly PresenceMember[];
  startDragging: (leafletId: string) => void;
  stopDragging: () => void;
}

/** Presence in the screen's room for a platform tab. */
export function presenceRoom(platform: string): string {
  return `xmloffers:${platform}`;
}

const NO_DEFAULT_TOAST: ErrorToastContext = { skipErrorToast: true };

/**
 * Joins a presence room for as long as the component is shown (subscribing joins, leaving the screen
 * leaves), streams who else is there and tells the others what you are doing, with a heartbeat every
 * 10 seconds so the server keeps it.
 */
export function usePresence(room: string): Presence {
  const { data } = useSubscription(PresenceSubscription, { variables: { room }, fetchPolicy: 'no-cache' });
  const [update] = useMutation(UpdatePresenceMutation, { context: NO_DEFAULT_TOAST });
  const current = useRef<{ activity: string | null; subject: string | null }>({ activity: null, subject: null });

  const send = useCallback(
    (activity: string | null, subject: string | null) => {
      current.current = { activity, subject };
      // Presence is a courtesy: a lost update is repaired by the next heartbeat.
      update({ variables: { room, activity, subject } }).catch(() => undefined);
    },
    [room, update],
  );

  useEffect(() => {
    current.current = { activity: null, subject: null };
    const timer = window.setInterval(() => {
      send(current.current.activity, current.current.subject);
    }, PRESENCE_HEARTBEAT_MS);
    return () => window.clearInterval(timer);
  }, [send]);

  const members = useMemo(() => (data?.presence.room === room ? data.presence.members : []), [data, room]);
  const startDragging = useCallback((leafletId: string) => send(DRAGGING, leafletId), [send]);
  const stopDragging = useCallback(() => send(null, null), [send]);
  return { members, startDragging, stopDragging };
}
