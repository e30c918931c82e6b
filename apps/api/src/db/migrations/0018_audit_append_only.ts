/**
 * The audit log is append-only in the database itself: a trigger refuses every UPDATE, DELETE and
 * TRUNCATE of audit_entries, whoever sends it (the api's own role included), except the deletions of
 * the retention (modules/audit/retention.ts). The retention names, in its own transaction, the moment
 * before which entries may go (`set_config('flyerdesk.audit_retention_before', …, true)`); the trigger
 * lets a DELETE through only for an entry older than that, so even that path never removes a recent one.
 */
import { sql, type Kysely, type Migration } from 'kysely';

export const auditAppendOnlyMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create function audit_entries_append_only() returns trigger language plpgsql as $$
      declare
        cutoff text := nullif(current_setting('flyerdesk.audit_retention_before', true), '');
      begin
        if tg_op = 'DELETE' and cutoff is not null and old.at < cutoff::timestamptz then
          return old;
        end if;
        raise exception 'audit entries are append-only: % refused', tg_op
          using errcode = 'insufficient_privilege', hint = 'only the audit retention deletes entries, and only old ones';
      end
      $$`.execute(db);
    await sql`
      create trigger audit_entries_append_only before update or delete on audit_entries
      for each row execute function audit_entries_append_only()`.execute(db);
    await sql`
      create trigger audit_entries_no_truncate before truncate on audit_entries
      for each statement execute function audit_entries_append_only()`.execute(db);
  },
};
