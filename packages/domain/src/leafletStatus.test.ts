import {
  ACTIVATION_THRESHOLD_MINUTES,
  ACTIVE_GROUP,
  CREATION_STATUSES,
  INACTIVE_GROUP,
  LEAFLET_STATUSES,
  editStatusChoices,
  isAwaitingActivation,
  isAwaitingDeactivation,
  isLeafletStatus,
  isPendingStatus,
  RESTORED_STATUS,
  restoreRefusal,
  statusGroup,
} from './leafletStatus';

describe('leaflet statuses (spec §4)', () => {
  it('puts the leaflets waiting to be switched on or off on the pending publication lists, and no others', () => {
    expect(LEAFLET_STATUSES.filter(isPendingStatus)).toEqual(['READY_FOR_ACTIVATION', 'READY_FOR_DISACTIVATION']);
  });

  it('has the five statuses of spec §4 and IMPORTED for restored leaflets', () => {
    expect(LEAFLET_STATUSES).toEqual(['INACTIVE', 'READY_FOR_ACTIVATION', 'ACTIVE', 'READY_FOR_DISACTIVATION', 'DELETED', 'IMPORTED']);
    expect(isLeafletStatus('READY_FOR_DISACTIVATION')).toBe(true);
    expect(isLeafletStatus('IMPORTED')).toBe(true);
    expect(isLeafletStatus('ARCHIVED')).toBe(false);
  });

  it('groups them into active and inactive', () => {
    expect([...ACTIVE_GROUP]).toEqual(['ACTIVE', 'READY_FOR_DISACTIVATION']);
    expect([...INACTIVE_GROUP]).toEqual(['INACTIVE', 'READY_FOR_ACTIVATION', 'IMPORTED']);
    expect(statusGroup('ACTIVE')).toBe('ACTIVE');
    expect(statusGroup('READY_FOR_DISACTIVATION')).toBe('ACTIVE');
    expect(statusGroup('INACTIVE')).toBe('INACTIVE');
    expect(statusGroup('READY_FOR_ACTIVATION')).toBe('INACTIVE');
    expect(statusGroup('DELETED')).toBe('DELETED');
    // A restored leaflet is not live: it is listed with the inactive ones.
    expect(statusGroup('IMPORTED')).toBe('INACTIVE');
  });

  it('offers READY_FOR_ACTIVATION or INACTIVE on creation', () => {
    expect([...CREATION_STATUSES].sort()).toEqual(['INACTIVE', 'READY_FOR_ACTIVATION']);
  });

  it.each([
    ['ACTIVE', ['ACTIVE', 'READY_FOR_DISACTIVATION']],
    ['READY_FOR_DISACTIVATION', ['ACTIVE', 'READY_FOR_DISACTIVATION']],
    ['INACTIVE', ['INACTIVE', 'READY_FOR_ACTIVATION']],
    ['READY_FOR_ACTIVATION', ['INACTIVE', 'READY_FOR_ACTIVATION']],
    ['DELETED', ['DELETED', 'READY_FOR_ACTIVATION']],
    ['IMPORTED', ['IMPORTED', 'INACTIVE', 'READY_FOR_ACTIVATION']],
  ] as const)('offers the %s leaflet the choices %j when edited', (current, choices) => {
    expect(editStatusChoices(current)).toEqual(choices);
    expect(editStatusChoices(current)).toContain(current);
  });
});

describe('awaiting activation and deactivation', () => {
  const now = new Date('2026-11-22T10:00:00.000Z');
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000).toISOString();

  it('flags a ready leaflet published more than 5 minutes ago', () => {
    expect(ACTIVATION_THRESHOLD_MINUTES).toBe(5);
    expect(isAwaitingActivation({ status: 'READY_FOR_ACTIVATION', publishDate: minutesAgo(6) }, now)).toBe(true);
  });

  it('does not flag one within the threshold, at it, or in the future', () => {
    expect(isAwaitingActivation({ status: 'READY_FOR_ACTIVATION', publishDate: minutesAgo(4) }, now)).toBe(false);
    expect(isAwaitingActivation({ status: 'READY_FOR_ACTIVATION', publishDate: minutesAgo(5) }, now)).toBe(false);
    expect(isAwaitingActivation({ status: 'READY_FOR_ACTIVATION', publishDate: minutesAgo(-60) }, now)).toBe(false);
  });

  it('flags only READY_FOR_ACTIVATION leaflets with a publish date', () => {
    expect(isAwaitingActivation({ status: 'ACTIVE', publishDate: minutesAgo(60) }, now)).toBe(false);
    expect(isAwaitingActivation({ status: 'READY_FOR_ACTIVATION', publishDate: null }, now)).toBe(false);
    expect(isAwaitingActivation({ status: 'READY_FOR_ACTIVATION', publishDate: 'not a date' }, now)).toBe(false);
  });

  it('treats every READY_FOR_DISACTIVATION leaflet as awaiting deactivation', () => {
    expect(isAwaitingDeactivation({ status: 'READY_FOR_DISACTIVATION' })).toBe(true);
    expect(isAwaitingDeactivation({ status: 'ACTIVE' })).toBe(false);
  });
});

describe('restoring a deleted leaflet (spec §4)', () => {
  const now = new Date(2026, 10, 22, 12, 0);
  const deleted = { status: 'DELETED', untilEndOfSupply: false, validTo: '2026-11-30' };

  it('restores a deleted leaflet still valid, ending today, or until the end of supply', () => {
    expect(restoreRefusal(deleted, now)).toBeNull();
    expect(restoreRefusal({ ...deleted, validTo: '2026-11-22' }, now)).toBeNull();
    expect(restoreRefusal({ ...deleted, validTo: null, untilEndOfSupply: true }, now)).toBeNull();
    expect(RESTORED_STATUS).toBe('IMPORTED');
  });

  it('refuses an expired leaflet and one that is not deleted', () => {
    expect(restoreRefusal({ ...deleted, validTo: '2026-11-21' }, now)).toBe('expired');
    expect(restoreRefusal({ ...deleted, status: 'INACTIVE' }, now)).toBe('notDeleted');
  });
});
