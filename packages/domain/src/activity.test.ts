import {
  ACTIVITY_CSV_COLUMNS,
  ACTIVITY_KINDS,
  ACTIVITY_RESOURCES,
  EVENT_RESOURCE,
  activityCsvFileName,
  activityCsvValue,
  activityEntityOf,
  activityResourceOf,
  isActivityKind,
  isActivityResource,
  type ActivityItem,
} from './activity';
import { LIST_PAGES } from './lists';
import { RECORD_KIND } from './resources';

const entry: ActivityItem = {
  seq: 7,
  at: '2026-05-10T08:30:00.000Z',
  actor: null,
  kind: 'SIGN_IN_FAILED',
  resource: 'users',
  recordId: null,
  action: null,
  summary: [],
  details: { username: 'adnim', reason: 'BAD_CREDENTIALS' },
};

describe('activity log vocabulary', () => {
  it('knows record writes and the five events, each event about one resource', () => {
    expect(ACTIVITY_KINDS).toEqual(['RECORD', 'SIGNED_IN', 'SIGN_IN_FAILED', 'SIGNED_OUT', 'JOB_STARTED', 'FEED_PUBLISHED']);
    expect(Object.keys(EVENT_RESOURCE).sort()).toEqual(ACTIVITY_KINDS.filter((kind) => kind !== 'RECORD').sort());
    expect(isActivityKind('SIGNED_OUT')).toBe(true);
    expect(isActivityKind('signed_out')).toBe(false);
    expect(isActivityResource('publications')).toBe(true);
    expect(isActivityResource('leaflets')).toBe(false);
  });

  it('stores the kit records under their record kind and reads every entity back to its resource', () => {
    expect(activityEntityOf('categories')).toBe(RECORD_KIND.categories);
    expect(activityEntityOf('jobs')).toBe('job');
    expect(ACTIVITY_RESOURCES).toEqual(expect.arrayContaining(['categories', 'groups', 'inserts', 'users', 'jobs', 'publications']));
    for (const resource of ACTIVITY_RESOURCES) expect(activityResourceOf(activityEntityOf(resource))).toBe(resource);
    expect(new Set(ACTIVITY_RESOURCES.map(activityEntityOf)).size).toBe(ACTIVITY_RESOURCES.length);
    expect(activityResourceOf('leaflet')).toBeUndefined();
  });

  it('has a page size within its maximum', () => {
    expect(LIST_PAGES.logs.fallback).toBeLessThanOrEqual(LIST_PAGES.logs.max);
  });
});

describe('CSV export', () => {
  it('has one column per field of an entry, in the order of the screen', () => {
    expect(ACTIVITY_CSV_COLUMNS).toEqual(['seq', 'at', 'actor', 'kind', 'resource', 'recordId', 'action', 'summary', 'details']);
  });

  it('writes lists joined, details as JSON and nothing as an empty cell', () => {
    expect(ACTIVITY_CSV_COLUMNS.map((column) => activityCsvValue(entry, column))).toEqual([
      '7',
      '2026-05-10T08:30:00.000Z',
      '',
      'SIGN_IN_FAILED',
      'users',
      '',
      '',
      '',
      '{"username":"adnim","reason":"BAD_CREDENTIALS"}',
    ]);
    const write: ActivityItem = { ...entry, kind: 'RECORD', actor: 'admin', action: 'UPDATED', summary: ['name', 'logoUrl'], details: {} };
    expect(activityCsvValue(write, 'summary')).toBe('name, logoUrl');
    expect(activityCsvValue(write, 'details')).toBe('');
  });

  it('names the file after the day of the export', () => {
    expect(activityCsvFileName(new Date(2026, 4, 10, 12))).toBe('flyerdesk-logs-2026-05-10.csv');
  });
});
