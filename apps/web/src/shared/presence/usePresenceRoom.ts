import { useMutation, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { PresenceMembersSubscription as PresenceMembers } from '../../__generated__/graphql';
import type { ErrorToastContext } from '../apollo/errorLink';
import { PresenceMembersSubscription, UpdatePresenceMutation } from './operations';

/** The gateway forgets an activity after 15 s without a heartbeat; one goes out well before that. */
export const PRESENCE_HEARTBEAT_MS = 10_000;

export type PresenceMember = PresenceMembers['presence']['members'][number];

export interface PresenceRoom {
  members: readonly PresenceMember[];
  /** Tells the others what you are doing (null, null: nothing in particular); kept by the heartbeat. */
  setActivity: (activity: string | null, subject: string | null) => void;
}

const NO_DEFAULT_TOAST: ErrorToastContext = { skipErrorToast: true };
const NOBODY: readonly PresenceMember[] = [];

/**
 * Joins a presence room for as long as the component is shown (subscribing joins, leaving the screen
 * leaves), streams who is there and sends your activity with a heartbeat every PRESENCE_HEARTBEAT_MS
 * so the gateway keeps it. `room` undefined (e.g. a record not created yet) joins nothing.
 */
export function usePresenceRoom(room: string | undefined): PresenceRoom {
  const { data } = useSubscription(PresenceMembersSubscription, {
    variables: { room: room ?? '' },
    skip: room === undefined,
    fetchPolicy: 'no-cache',
  });
  const [update] = useMutation(UpdatePresenceMutation, { context: NO_DEFAULT_TOAST });
  const current = useRef<{ activity: string | null; subject: string | null }>({ activity: null, subject: null });

  const send = useCallback(
    (activity: string | null, subject: string | null) => {
      current.current = { activity, subject };
      if (room === undefined) return;
      // Presence is a courtesy: sent once the event that changed it was handled and painted (a drop
      // shows at once), and a lost update is repaired by the next heartbeat.
      window.setTimeout(() => {
        update({ variables: { room, activity, subject } }).catch(() => undefined);
      }, 0);
    },
    [room, update],
  );

  useEffect(() => {
    current.current = { activity: null, subject: null };
    if (room === undefined) return undefined;
    const timer = window.setInterval(() => {
      send(current.current.activity, current.current.subject);
    }, PRESENCE_HEARTBEAT_MS);
    return () => window.clearInterval(timer);
  }, [room, send]);

  const members = useMemo(() => (room !== undefined && data?.presence.room === room ? data.presence.members : NOBODY), [data, room]);
  return { members, setActivity: send };
}
