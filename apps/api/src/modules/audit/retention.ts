/**
 * Retention of the audit log (AUDIT_RETENTION_DAYS): entries older than that many days are deleted,
 * once when the api starts and then every few hours. This is the one deletion the database allows
 * (migration 0018): the transaction names its cutoff in `flyerdesk.audit_retention_before`, and the
 * trigger refuses any entry at or after it. 0 keeps every entry for ever (the default).
 */
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from '../../db/connect';

const DAY_MS = 86_400_000;

/** How often a running api applies the retention. */
export const AUDIT_RETENTION_INTERVAL_MS = 6 * 3_600_000;

/** The moment before which entries go, for a retention of `days` days at `now`. */
export function retentionCutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** Deletes the audit entries older than `days` days before `now`; answers how many went. Nothing with days ≤ 0. */
export async function pruneAuditEntries(db: Db, days: number, now: Date): Promise<number> {
  if (!(days > 0)) return 0;
  const cutoff = retentionCutoff(now, days).toISOString();
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('flyerdesk.audit_retention_before', ${cutoff}, true)`.execute(trx);
    const result = await trx.deleteFrom('audit_entries').where('at', '<', new Date(cutoff)).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}

export interface AuditRetentionOptions {
  db: Db;
  logger: Logger;
  /** AUDIT_RETENTION_DAYS; 0 starts nothing. */
  days: number;
  clock: () => Date;
  intervalMs?: number;
}

/** Applies the retention now and every `intervalMs`; answers a function that stops it (and waits for a run under way). */
export function startAuditRetention({ db, logger, days, clock, intervalMs = AUDIT_RETENTION_INTERVAL_MS }: AuditRetentionOptions): () => Promise<void> {
  if (!(days > 0)) return () => Promise.resolve();
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running.then(async () => {
      try {
        const deleted = await pruneAuditEntries(db, days, clock());
        if (deleted > 0) logger.info({ deleted, days }, 'old audit entries deleted');
      } catch (err) {
        logger.error({ err }, 'audit retention failed');
      }
    });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
