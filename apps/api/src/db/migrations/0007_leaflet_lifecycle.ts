/** Leaflet lifecycle: the columns the add/edit dialog, restore and the first page need. */
import { sql, type Kysely, type Migration } from 'kysely';

export const leafletLifecycleMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // Who wrote the leaflet last (every leaflet write sets it; null for the system).
    await sql`alter table leaflets add column updated_by text`.execute(db);
    // How the apps show the validity text: NO_CHANGES (as it is) or EMPTY.
    await sql`alter table leaflets add column replace_validity_text text not null default 'NO_CHANGES'`.execute(db);
    await sql`alter table leaflets add constraint leaflets_replace_validity_text_ck check (replace_validity_text in ('NO_CHANGES', 'EMPTY'))`.execute(
      db,
    );
    // An uploaded cover (server-made name under FILES_DIR/covers/); null: the first cut page.
    await sql`alter table leaflets add column first_page_name text`.execute(db);
  },
};
