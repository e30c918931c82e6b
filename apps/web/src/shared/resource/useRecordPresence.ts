import { recordRoom, type ResourceName } from '@flyerdesk/domain/resources';
import { usePresenceRoom, type PresenceMember } from '../presence/usePresenceRoom';

/**
 * Who has a record open: joins the record's presence room (`recordRoom(resource, id)`, e.g.
 * `group:<uuid>`) for as long as the component is shown, streams its members and sends a heartbeat.
 * `id` undefined (a record not created yet) joins nothing.
 */
export function useRecordPresence(resource: ResourceName, id: string | undefined): readonly PresenceMember[] {
  return usePresenceRoom(id === undefined ? undefined : recordRoom(resource, id)).members;
}
