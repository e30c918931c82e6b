import type { Permission } from '@flyerdesk/domain/permissions';
import { RECORD_KIND, RESOURCES } from '@flyerdesk/domain/resources';
import { authorize } from '../../authorization';
import type { GatewayContext } from '../../context';
import { badUserInput } from '../../errors';
import { platformArg } from '../ordering/mappers';
import { RESOURCE_ACCESS } from '../resources/resolvers';

/** A room: `<screen or record kind>:<id>`, e.g. `xmloffers:android` (the ordering screen of Android). */
const ROOM = /^([a-z][a-z0-9-]{0,31}):([A-Za-z0-9_-]{1,100})$/;
const ACTIVITY = /^[a-z][A-Za-z0-9_-]{0,39}$/;
const SUBJECT_MAX = 100;

/** Rooms whose screen needs more than presence.join (its members see what the others are doing there). */
const ROOM_ACCESS: Record<string, Permission> = {
  xmloffers: 'leaflets.order',
  // Records of the resource kit (recordRoom in packages/domain/src/resources.ts).
  ...Object.fromEntries(RESOURCES.map((resource) => [RECORD_KIND[resource], RESOURCE_ACCESS[resource].read])),
};

/** Checks a room name and that the user may be in it; returns the room. */
export async function roomArg(ctx: GatewayContext, room: string): Promise<string> {
  const match = ROOM.exec(room);
  if (!match) {
    throw badUserInput([{ field: 'room', key: 'validation.invalid', message: 'A room looks like kind:id, e.g. xmloffers:android' }]);
  }
  const [, kind = '', id = ''] = match;
  if (kind === 'xmloffers') platformArg(id, { allowAll: true, field: 'room' });
  const permission = ROOM_ACCESS[kind];
  if (permission) await authorize(ctx, permission);
  return room;
}

/** An activity name (e.g. 'dragging') or null to clear it. */
export function activityArg(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (!ACTIVITY.test(value)) {
    throw badUserInput([{ field: 'activity', key: 'validation.invalid', message: 'An activity is a short word such as dragging' }]);
  }
  return value;
}

/** What an activity is about (e.g. a leaflet id), or null. */
export function subjectArg(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const hasControl = [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  if (value.length > SUBJECT_MAX || hasControl) {
    throw badUserInput([{ field: 'subject', key: 'validation.invalid', message: `At most ${SUBJECT_MAX} characters` }]);
  }
  return value;
}
