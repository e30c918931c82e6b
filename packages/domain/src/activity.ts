/**
 * The activity log behind /logs (ADMIN, ROOT): every write of the kit's records (categories, groups,
 * inserts…) plus sign-ins, failed sign-ins, sign-outs, job starts and feed publications, in one order
 * (`seq`). The api records and serves the entries, the gateway tails them live, the web shows and
 * exports them; all read the vocabulary here.
 */
import { toApiDate } from './dates';
import { RECORD_KIND, RESOURCES, type RecordAction, type ResourceName } from './resources';

/** What an entry records: a write of a record (RECORD, with its resource and action) or one of the events. */
export const ACTIVITY_KINDS = ['RECORD', 'SIGNED_IN', 'SIGN_IN_FAILED', 'SIGNED_OUT', 'JOB_STARTED', 'FEED_PUBLISHED'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
/** The kinds that are not writes of a record. */
export type ActivityEventKind = Exclude<ActivityKind, 'RECORD'>;

/** Resources of the kit whose writes are in the log (a leaflet's writes have a history of their own). */
export type LoggedRecordResource = Exclude<ResourceName, 'leaflets'>;

/** Entities of the resources the events are about (users are also a resource of the kit: the same entity). */
const EVENT_ENTITIES = { users: 'user', jobs: 'job', publications: 'publication' } as const;

/** What an entry is about, by list name: the kit's logged resources, users, jobs and publications. */
export type ActivityResource = LoggedRecordResource | keyof typeof EVENT_ENTITIES;
export const ACTIVITY_RESOURCES: readonly ActivityResource[] = [
  ...new Set<ActivityResource>([
    ...RESOURCES.filter((resource): resource is LoggedRecordResource => resource !== 'leaflets'),
    ...(Object.keys(EVENT_ENTITIES) as (keyof typeof EVENT_ENTITIES)[]),
  ]),
];

/** The entity an entry stores for its resource: the record kind of the kit's records; user, job, publication. */
export function activityEntityOf(resource: ActivityResource): string {
  return resource in EVENT_ENTITIES ? EVENT_ENTITIES[resource as keyof typeof EVENT_ENTITIES] : RECORD_KIND[resource as LoggedRecordResource];
}

/** The resource each event is about: sign-ins and sign-outs a user, job starts a job, publications the feed's publication. */
export const EVENT_RESOURCE = {
  SIGNED_IN: 'users',
  SIGN_IN_FAILED: 'users',
  SIGNED_OUT: 'users',
  JOB_STARTED: 'jobs',
  FEED_PUBLISHED: 'publications',
} as const satisfies Record<ActivityEventKind, ActivityResource>;

export function isActivityKind(value: unknown): value is ActivityKind {
  return typeof value === 'string' && (ACTIVITY_KINDS as readonly string[]).includes(value);
}

export function isActivityResource(value: unknown): value is ActivityResource {
  return typeof value === 'string' && (ACTIVITY_RESOURCES as readonly string[]).includes(value);
}

/** The resource of a stored entity (undefined for an entity the log does not know). */
export function activityResourceOf(entity: string): ActivityResource | undefined {
  return ACTIVITY_RESOURCES.find((resource) => activityEntityOf(resource) === entity);
}

/** Why a sign-in failed (details.reason of SIGN_IN_FAILED). */
export const SIGN_IN_FAILURES = ['BAD_CREDENTIALS', 'USER_DISABLED'] as const;
export type SignInFailure = (typeof SIGN_IN_FAILURES)[number];

/** Longest attempted username a failed sign-in keeps (longer ones are cut); the password is never kept. */
export const ATTEMPTED_USERNAME_MAX = 100;

/** Longest text the `user` filter accepts. */
export const ACTIVITY_USER_FILTER_MAX = 100;

/** One entry of the log as the api answers it. */
export interface ActivityItem {
  /** Position in the log's one order (grows; gaps are possible). */
  seq: number;
  at: string;
  /** Username of who did it; null for the system and for a failed sign-in of an unknown username. */
  actor: string | null;
  kind: ActivityKind;
  resource: ActivityResource;
  /** The record, user, job or publication; null for a failed sign-in of an unknown username. */
  recordId: string | null;
  /** What happened to the record (RECORD entries only). */
  action: RecordAction | null;
  /** Names of the fields a record write changed (empty for the events). */
  summary: string[];
  /**
   * Small JSON about the entry: `version` of a record write; `address` of sign-ins; `username` (as typed)
   * and `reason` of a failed sign-in; `sessions` ended by a sign-out (`ALL` or `THIS`); `jobKind`,
   * `subject` (and `runAt` when planned for later) of a job start; `activated` and `deactivated` of a publication.
   */
  details: Record<string, unknown>;
}

export interface ActivityPage {
  items: ActivityItem[];
  total: number;
  limit: number;
  offset: number;
}

/** Columns of the CSV export, in order (the header row names them like this). */
export const ACTIVITY_CSV_COLUMNS = ['seq', 'at', 'actor', 'kind', 'resource', 'recordId', 'action', 'summary', 'details'] as const satisfies readonly (keyof ActivityItem)[];
export type ActivityCsvColumn = (typeof ACTIVITY_CSV_COLUMNS)[number];

/** One cell of the export before escaping: lists joined with ", ", details as JSON, nothing as empty. */
export function activityCsvValue(item: ActivityItem, column: ActivityCsvColumn): string {
  const value = item[column];
  if (value === null) return '';
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'object') return Object.keys(value).length === 0 ? '' : JSON.stringify(value);
  return String(value);
}

/** Name of the export's file, e.g. flyerdesk-logs-2026-05-10.csv. */
export function activityCsvFileName(now: Date = new Date()): string {
  return `flyerdesk-logs-${toApiDate(now)}.csv`;
}
