/**
 * The refresh grace window: a rotated refresh token records when it was rotated and its successor,
 * sealed under a key only the rotated token itself yields (the database alone holds no usable token).
 * A token revoked any other way (sign-out, a disabled user, a changed password) has no rotation time.
 */
import { sql, type Kysely, type Migration } from 'kysely';

export const refreshTokenSuccessorsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table refresh_tokens add column rotated_at timestamptz`.execute(db);
    await sql`alter table refresh_tokens add column successor_sealed text`.execute(db);
  },
};
