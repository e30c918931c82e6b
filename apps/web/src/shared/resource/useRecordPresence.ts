import { useMutation, useSubscription } from '@apollo/client/react';
import { recordRoom, type ResourceName } from '@flyerdesk/domain/resources';
import { useEffect, useMemo } from 'react';
import type { ErrorToastContext } from '../apollo/errorLink';
import { RecordPresenceSubscription, UpdateRecordPresenceMutation } from './operations';

/** The gateway forgets a member without a heartbeat for a while; one goes out well before that. */
export const RECORD_PRESENCE_HEARTBEAT_MS = 10_000;

export interface RecordPresenceMember {
  username: string;
  activity?: string | null;
  since: string;
}

const NO_DEFAULT_TOAST: ErrorToastContext = { skipErrorToast: true };
const NOBODY: readonly RecordPresenceMember[] = [];

/**
 * Who has a record open: joins the record's presence room (`recordRoom(resource, id)`, e.g.
 * `group:<uuid>`) for as long as the component is shown, streams its members and sends a heartbeat
 * every RECORD_PRESENCE_HEARTBEAT_MS. `id` undefined (a record not created yet) joins nothing.
 */
export function useRecordPresence(resource: ResourceName, id: string | undefined): readonly RecordPresenceMember[] {
  const room = id === undefined ? undefined : recordRoom(resource, id);
  const { data } = useSubscription(RecordPresenceSubscription, {
    variables: { room: room ?? '' },
    skip: room === undefined,
    fetchPolicy: 'no-cache',
  });
  const [update] = useMutation(UpdateRecordPresenceMutation, { context: NO_DEFAULT_TOAST });

  useEffect(() => {
    if (room === undefined) return undefined;
    const timer = window.setInterval(() => {
      // Presence is a courtesy: a lost heartbeat is repaired by the next one.
      update({ variables: { room, activity: null, subject: null } }).catch(() => undefined);
    }, RECORD_PRESENCE_HEARTBEAT_MS);
    return () => window.clearInterval(timer);
  }, [room, update]);

  return useMemo(() => (room !== undefined && data?.presence.room === room ? data.presence.members : NOBODY), [data, room]);
}
