/**
 * User administration: an account signs in with a temporary password it must change first; when its
 * password was last set; who wrote the account last (null for the system). Every write of an account
 * is audited like the other records of the resource kit.
 */
import { sql, type Kysely, type Migration } from 'kysely';

export const userAdminMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table users add column must_change_password boolean not null default false`.execute(db);
    await sql`alter table users add column password_changed_at timestamptz`.execute(db);
    await sql`alter table users add column updated_by text`.execute(db);
  },
};
