/** Table shapes of the resource kit: inserts, their places on leaflet pages, audit entries (see migrations/0006_resource_kit.ts). */
import type { ColumnType, Generated } from 'kysely';
import type { FieldChange } from '@flyerdesk/domain/resources';

type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** Calendar date, read and written as `yyyy-MM-dd`. */
type CalendarDate = string;
/** jsonb: read as parsed JSON, written as JSON text. */
type Json<T> = ColumnType<T, string, string>;
/** jsonb that only some entries carry: read as parsed JSON or null, written as JSON text or left out. */
type OptionalJson<T> = ColumnType<T | null, string | null | undefined, never>;

export interface InsertsTable {
  id: Generated<string>;
  /** Technical name: letters, digits, '-' and '_'; unique ignoring case. */
  insert_name: string;
  description: string | null;
  /** Uploaded picture (server-made name under /files/inserts); null until one is uploaded. */
  image_name: string | null;
  redirect_url: string | null;
  long_url: string | null;
  valid_from: CalendarDate | null;
  valid_to: CalendarDate | null;
  show_on_ios: Generated<boolean>;
  show_on_android: Generated<boolean>;
  show_on_android2: Generated<boolean>;
  show_on_web: Generated<boolean>;
  archived_at: NullableTimestamp;
  /** Username of the last write (null for the system). */
  updated_by: string | null;
  version: Generated<number>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** An insert placed among a leaflet's pages at `position` (spec §5: from 1 to the page count + 1). */
export interface LeafletPageInsertsTable {
  id: Generated<string>;
  leaflet_id: string;
  insert_id: string;
  position: number;
  created_at: GeneratedTimestamp;
  /** Who placed it (null for the system). */
  created_by: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * One entry of the activity log, added in the transaction of what it records: a write of a kit record
 * (kind RECORD, see migrations/0006_resource_kit.ts) or an event (see migrations/0011_activity_log.ts).
 */
export interface AuditEntriesTable {
  /** Global order of the entries (int8: text from pg, a number from PGlite). */
  seq: ColumnType<string | number, never, never>;
  at: GeneratedTimestamp;
  /** An ACTIVITY_KINDS value; RECORD unless given. */
  kind: ColumnType<string, string | undefined, never>;
  actor_id: string | null;
  /** Username of the author; null for the system (and a failed sign-in of an unknown username). */
  actor: string | null;
  /** The entity of the entry (activityEntityOf): category, group, insert… (records); user, job, publication (events). */
  entity: string;
  /** Set for every record write; null only for a failed sign-in of an unknown username. */
  entity_id: string | null;
  /** A RECORD_ACTIONS value (record writes only). */
  action: string | null;
  /** The record's version after the write (record writes only). */
  version: number | null;
  changes: Json<FieldChange[]>;
  /** The record's REST JSON after the write (record writes only). */
  record: OptionalJson<Record<string, unknown>>;
  /** Small JSON about an event (null for record writes). */
  details: OptionalJson<Record<string, unknown>>;
}

export interface ResourceTables {
  inserts: InsertsTable;
  leaflet_page_inserts: LeafletPageInsertsTable;
  audit_entries: AuditEntriesTable;
}
