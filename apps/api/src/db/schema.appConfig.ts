/** Table shapes of the app configuration (see migrations/0016_app_config.ts). */
import type { ColumnType, Generated } from 'kysely';

type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb: read as parsed JSON, written as JSON text. */
type Json<T> = ColumnType<T, string, string>;

export interface AppConfigSectionsTable {
  id: Generated<string>;
  /** One of APP_CONFIG_SECTIONS; unique. */
  section: string;
  /** The section's current document (the shape of AppConfigDocuments[section]). */
  document: Json<Record<string, unknown>>;
  version: Generated<number>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
  /** Username of the last write (null for the system). */
  updated_by: string | null;
  /** Sections are never archived: always null (the kit's bookkeeping column). */
  archived_at: ColumnType<Date | null, never, never>;
}

export interface AppConfigTables {
  app_config_sections: AppConfigSectionsTable;
}
