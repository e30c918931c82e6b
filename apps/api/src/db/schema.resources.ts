/** Table shapes of the resource kit: inserts, their places on leaflet pages, audit entries (see migrations/0006_resource_kit.ts). */
import type { ColumnType, Generated } from 'kysely';
import type { FieldChange } from '@flyerdesk/domain/resources';

type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** Calendar date, read and written as `yyyy-MM-dd`. */
type CalendarDate = string;
/** jsonb: read as parsed JSON, written as JSON text. */
type Json<T> = ColumnType<T, string, string>;

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

/** One write of a kit record, added in the transaction of the write. */
export interface AuditEntriesTable {
  /** Global order of the entries (int8: text from pg, a number from PGlite). */
  seq: ColumnType<string | number, never, never>;
  at: GeneratedTimestamp;
  actor_id: string | null;
  /** Username of the author; null for the system. */
  actor: string | null;
  /** A RECORD_KIND value: category, group, insert. */
  entity: string;
  entity_id: string;
  /** A RECORD_ACTIONS value. */
  action: string;
  /** The record's version after the write. */
  version: number;
  changes: Json<FieldChange[]>;
  /** The record's REST JSON after the write. */
  record: Json<Record<string, unknown>>;
}

export interface ResourceTables {
  inserts: InsertsTable;
  leaflet_page_inserts: LeafletPageInsertsTable;
  audit_entries: AuditEntriesTable;
}
