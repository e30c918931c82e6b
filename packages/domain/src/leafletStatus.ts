/** Leaflet statuses and their groups (spec §4). */
import { isPastDay } from './dates';
export const LEAFLET_STATUSES = [
  'INACTIVE',
  'READY_FOR_ACTIVATION',
  'ACTIVE',
  'READY_FOR_DISACTIVATION',
  'DELETED',
  'IMPORTED',
] as const;

export type LeafletStatus = (typeof LEAFLET_STATUSES)[number];

export function isLeafletStatus(x: unknown): x is LeafletStatus {
  return typeof x === 'string' && (LEAFLET_STATUSES as readonly string[]).includes(x);
}

/** Active group: live leaflets, including those waiting to be switched off. */
export const ACTIVE_GROUP = ['ACTIVE', 'READY_FOR_DISACTIVATION'] as const satisfies readonly LeafletStatus[];
/**
 * Inactive group: leaflets not live yet, including those waiting to be switched on, and restored
 * (IMPORTED) leaflets, which stay out of ordering and publication until someone activates them.
 */
export const INACTIVE_GROUP = ['INACTIVE', 'READY_FOR_ACTIVATION', 'IMPORTED'] as const satisfies readonly LeafletStatus[];

/**
 * Statuses of the leaflets on the pending publication lists: to be switched on, or off, by the next
 * publication. The lists show whole leaflets, so any change to one of these leaflets changes them.
 */
export const PENDING_STATUSES = ['READY_FOR_ACTIVATION', 'READY_FOR_DISACTIVATION'] as const satisfies readonly LeafletStatus[];

export function isPendingStatus(status: string): boolean {
  return (PENDING_STATUSES as readonly string[]).includes(status);
}

export type StatusGroup = 'ACTIVE' | 'INACTIVE' | 'DELETED';

export function statusGroup(status: LeafletStatus): StatusGroup {
  if ((ACTIVE_GROUP as readonly string[]).includes(status)) return 'ACTIVE';
  if ((INACTIVE_GROUP as readonly string[]).includes(status)) return 'INACTIVE';
  return 'DELETED';
}

/** Statuses offered when a leaflet is created. */
export const CREATION_STATUSES = ['READY_FOR_ACTIVATION', 'INACTIVE'] as const satisfies readonly LeafletStatus[];

/** Statuses offered when editing a leaflet, depending on its current status. */
export function editStatusChoices(current: LeafletStatus): readonly LeafletStatus[] {
  if (current === 'IMPORTED') return ['IMPORTED', 'INACTIVE', 'READY_FOR_ACTIVATION'];
  switch (statusGroup(current)) {
    case 'ACTIVE':
      return ['ACTIVE', 'READY_FOR_DISACTIVATION'];
    case 'INACTIVE':
      return ['INACTIVE', 'READY_FOR_ACTIVATION'];
    default:
      return ['DELETED', 'READY_FOR_ACTIVATION'];
  }
}

/** The spec leaves the unit of "5 units" unshown; the product reads it as minutes. */
export const ACTIVATION_THRESHOLD_MINUTES = 5;

type DateInput = Date | string | number;

function toTime(value: DateInput): number {
  return value instanceof Date ? value.getTime() : new Date(value).getTime();
}

/** Ready for activation and published more than the threshold ago, yet still not active. */
export function isAwaitingActivation(
  leaflet: { status: string; publishDate: DateInput | null | undefined },
  now: Date = new Date(),
): boolean {
  if (leaflet.status !== 'READY_FOR_ACTIVATION' || leaflet.publishDate == null) return false;
  const published = toTime(leaflet.publishDate);
  if (Number.isNaN(published)) return false;
  return published < now.getTime() - ACTIVATION_THRESHOLD_MINUTES * 60_000;
}

export function isAwaitingDeactivation(leaflet: { status: string }): boolean {
  return leaflet.status === 'READY_FOR_DISACTIVATION';
}

/** The status a restored leaflet comes back with (spec §4). */
export const RESTORED_STATUS = 'IMPORTED' satisfies LeafletStatus;

/** Why a leaflet cannot be restored: it is not deleted, or its validity has ended. */
export type RestoreRefusal = 'notDeleted' | 'expired';

/**
 * A DELETED leaflet may be restored (to IMPORTED) only while it is currently valid: it runs until the
 * end of supply, or its end day is not before today.
 */
export function restoreRefusal(
  leaflet: { status: string; untilEndOfSupply: boolean; validTo: DateInput | null | undefined },
  now: Date = new Date(),
): RestoreRefusal | null {
  if (leaflet.status !== 'DELETED') return 'notDeleted';
  if (leaflet.untilEndOfSupply) return null;
  if (leaflet.validTo == null || leaflet.validTo === '') return 'expired';
  return isPastDay(leaflet.validTo, now) ? 'expired' : null;
}
