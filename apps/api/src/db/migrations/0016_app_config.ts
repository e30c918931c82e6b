/**
 * Remote configuration of the mobile and web apps (spec §2 /app-config): one row per section, each a
 * versioned JSON document on the resource kit (never archived: archived_at stays null). Every section
 * starts from its default document at version 1; the first save of a section is its first audit entry
 * (whose change keeps that document, so a revert can go back to it).
 */
import { sql, type Kysely, type Migration } from 'kysely';
import { APP_CONFIG_DEFAULTS, APP_CONFIG_SECTIONS } from '@flyerdesk/domain/appConfig';

export const appConfigMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table app_config_sections (
        id uuid primary key default gen_random_uuid(),
        section text not null,
        document jsonb not null check (jsonb_typeof(document) = 'object'),
        version integer not null default 1,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        updated_by text,
        archived_at timestamptz check (archived_at is null)
      )`.execute(db);
    await sql`create unique index app_config_sections_section_uq on app_config_sections (section)`.execute(db);

    for (const section of APP_CONFIG_SECTIONS) {
      await sql`insert into app_config_sections (section, document) values (${section}, ${JSON.stringify(APP_CONFIG_DEFAULTS[section])}::jsonb)`.execute(db);
    }
  },
};
