/**
 * A section of the app configuration as the api answers it (the GraphQL AppConfigSection type field
 * for field) and how the resource kit reaches it: the record, its list and its audit entries.
 */
import { sql } from 'kysely';
import { APP_CONFIG_SECTIONS, type AppConfigSection } from '@flyerdesk/domain/appConfig';
import type { Db } from '../../db/connect';
import { notFound } from '../../http/errors';
import type { ListSource } from '../resources/list';
import { bookkeepingOf, type RecordStore } from '../resources/writes';

export type AppConfigSectionRecord = {
  id: string;
  section: AppConfigSection;
  /** The section's current document (AppConfigDocuments[section]). */
  document: Record<string, unknown>;
  version: number;
  /** Always null: sections are never archived. */
  archivedAt: null;
  updatedAt: string;
  updatedBy: string | null;
};

/**
 * Every section (aliased `s`) with its place in the screen's order (`position`, 1 for the first of
 * APP_CONFIG_SECTIONS), which the list sorts by.
 */
export function selectAppConfigSections(db: Db) {
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('app_config_sections')
        .selectAll()
        .select(sql<number | null>`array_position(${[...APP_CONFIG_SECTIONS]}::text[], section)`.as('position'))
        .as('s'),
    )
    .selectAll('s');
}

type AppConfigSectionRow = Awaited<ReturnType<ReturnType<typeof selectAppConfigSections>['executeTakeFirstOrThrow']>>;

export function toAppConfigSection(row: AppConfigSectionRow): AppConfigSectionRecord {
  return {
    id: row.id,
    section: row.section as AppConfigSection,
    document: row.document,
    ...bookkeepingOf(row),
    archivedAt: null,
  };
}

export const appConfigStore: RecordStore<AppConfigSectionRecord> = {
  resource: 'appConfig',
  table: 'app_config_sections',
  notFound: () => notFound('App configuration section not found'),
  read: async (db: Db, id: string) => {
    const row = await selectAppConfigSections(db).where('s.id', '=', id).executeTakeFirst();
    return row ? toAppConfigSection(row) : undefined;
  },
};

export const APP_CONFIG_LIST: ListSource<'appConfig'> = {
  table: 's',
  sorts: {
    section: { column: 'position' },
    updatedAt: { column: 'updated_at' },
  },
  searchColumns: ['section'],
};
