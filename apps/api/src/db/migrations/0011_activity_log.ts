/**
 * The activity log (/logs): the audit entries of the kit's record writes also hold sign-ins, failed
 * sign-ins, sign-outs, job starts and feed publications, so the whole log shares one order (`seq`)
 * that the live tail follows. A record write keeps every column it had; the other kinds carry no
 * action, version or record JSON, but small details (never a password).
 */
import { sql, type Kysely, type Migration } from 'kysely';

export const activityLogMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table audit_entries add column kind text not null default 'RECORD'`.execute(db);
    await sql`alter table audit_entries add column details jsonb`.execute(db);
    // A failed sign-in of an unknown username is about no user.
    await sql`alter table audit_entries alter column entity_id drop not null`.execute(db);
    for (const column of ['action', 'version', 'record']) {
      await sql`alter table audit_entries alter column ${sql.ref(column)} drop not null`.execute(db);
    }
    await sql`
      alter table audit_entries add constraint audit_entries_record_ck
        check (kind <> 'RECORD' or (entity_id is not null and action is not null and version is not null and record is not null))`.execute(db);
    // The filters of the log screen: by kind, by author (any case) and by time.
    await sql`create index audit_entries_kind_idx on audit_entries (kind, seq)`.execute(db);
    await sql`create index audit_entries_actor_idx on audit_entries (lower(actor), seq)`.execute(db);
    await sql`create index audit_entries_at_idx on audit_entries (at)`.execute(db);
  },
};
