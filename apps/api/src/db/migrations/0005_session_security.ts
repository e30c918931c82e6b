/**
 * Session security: refresh tokens grouped into families (one family per sign-in), failed sign-in
 * attempts for the rate limit, and the revocations trusted services read to end open sessions.
 */
import { sql, type Kysely, type Migration } from 'kysely';

export const sessionSecurityMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // Every token issued before families existed starts a family of its own.
    await sql`alter table refresh_tokens add column family_id uuid`.execute(db);
    await sql`update refresh_tokens set family_id = id where family_id is null`.execute(db);
    await sql`alter table refresh_tokens alter column family_id set not null`.execute(db);
    await sql`create index refresh_tokens_family_idx on refresh_tokens (family_id)`.execute(db);

    await sql`
      create table login_attempts (
        id uuid primary key default gen_random_uuid(),
        username text not null,
        address text not null,
        at timestamptz not null default now()
      )`.execute(db);
    await sql`create index login_attempts_username_idx on login_attempts (username, at)`.execute(db);
    await sql`create index login_attempts_address_idx on login_attempts (address, at)`.execute(db);
    await sql`create index login_attempts_at_idx on login_attempts (at)`.execute(db);

    await sql`
      create table session_revocations (
        seq integer primary key,
        user_id uuid not null,
        family_id uuid,
        reason text not null,
        at timestamptz not null default now()
      )`.execute(db);
    await sql`create index session_revocations_at_idx on session_revocations (at)`.execute(db);
  },
};
