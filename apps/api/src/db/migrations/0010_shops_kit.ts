/**
 * Shops on the resource kit: a shop remembers who wrote it last, like every record of the kit (its
 * writes, the assigned editors and group membership included, are audited in audit_entries).
 */
import { sql, type Kysely, type Migration } from 'kysely';

export const shopsKitMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // Username of the last write (null for the system and for shops written before this migration).
    await sql`alter table stores add column updated_by text`.execute(db);
  },
};
