/**
 * Reading and writing jobs outside a running handler: the job list and its version, cancelling and
 * re-queueing. Every write bumps the job's own version and the job list's counter in the same transaction.
 */
import { sql, type Transaction } from 'kysely';
import { FINISHED_JOB_STATUSES, RUNNING_JOB_STATUSES, type JobKind } from '@flyerdesk/domain/jobs';
import { can } from '@flyerdesk/domain/permissions';
import { isAdmin } from '@flyerdesk/domain/roles';
import type { Db } from '../../db/connect';
import { COUNTERS } from '../../db/migrations';
import type { Database } from '../../db/schema';
import type { JobRow, JobStepRow } from '../../db/schema.jobs';
import type { AuthUser } from '../../http/context';
import { takeAuditTurn } from '../audit/record';
import { isScraperJobKind, SCRAPER_JOB_KINDS } from '../scraper/feature';

type Trx = Transaction<Database>;

/**
 * THE LOCK ORDER. A transaction that takes more than one of these locks takes them in this order,
 * never the other way round, so two of them wait for each other instead of deadlocking (40P01):
 *
 *   1. row locks of what it writes: the job's own row first when a job writes (the runner checks it
 *      holds the job), then the records (a leaflet's page details, a notification, a link swap …);
 *   2. the audit turn (the advisory lock of audit/record.ts: takeAuditTurn);
 *   3. the job list's counter (the `jobs` row of `counters`).
 *
 * The audit turn is taken at the last moment of most writes, while a job's write bumps the counter
 * at its end whether or not its work added audit entries; so bumpJobsCounter takes the audit turn
 * itself before the counter (the turn is the transaction's already when it added an entry: taking it
 * again is free). Nothing that holds the counter may then wait for the audit turn.
 */

/** Adds one to the version of the job list; call inside the transaction of the job write (after its row locks). */
export async function bumpJobsCounter(trx: Trx): Promise<number> {
  // 2 before 3: see THE LOCK ORDER above.
  await takeAuditTurn(trx);
  const row = await trx
    .updateTable('counters')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: new Date() }))
    .where('name', '=', COUNTERS.jobs)
    .returning('version')
    .executeTakeFirst();
  return row?.version ?? 0;
}

/** The version of the job list (changes with every job or step write). */
export async function readJobsVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('counters').select('version').where('name', '=', COUNTERS.jobs).executeTakeFirst();
  return row?.version ?? 0;
}

export async function findJobRow(db: Db | Trx, id: string): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A job's steps in page (number) order. */
export async function jobStepRows(db: Db | Trx, jobId: string): Promise<JobStepRow[]> {
  return db
    .selectFrom('job_steps')
    .selectAll()
    .where('job_id', '=', jobId)
    .orderBy(sql`number asc nulls last`)
    .orderBy('key')
    .execute();
}

export type JobListState = 'RUNNING' | 'FINISHED' | 'ALL';

/**
 * Whether the user may see the job (the service token sees every job; administrators too). A
 * notification's send is seen by readers of the notification archive whose channels include the
 * notification's; any other job only by the job centre's readers, a page cut only by those assigned
 * to its shop, the scraper's jobs only by those who use the scraper.
 */
export async function canSeeJob(db: Db, user: AuthUser | undefined, row: JobRow): Promise<boolean> {
  if (!user || isAdmin(user.roles)) return true;
  if (row.kind === 'NOTIFICATION_SEND') {
    const channel = row.subject.notificationChannel;
    return can(user.roles, 'notifications.archive') && channel !== undefined && user.notificationChannels.includes(channel);
  }
  if (!can(user.roles, 'jobs.read')) return false;
  if (isScraperJobKind(row.kind)) return can(user.roles, 'scrapper.pdf');
  if (row.kind !== 'PAGE_CUT') return true;
  const storeId = row.subject.storeId;
  if (!storeId) return false;
  const assigned = await db
    .selectFrom('store_editors')
    .select('store_id')
    .where('store_id', '=', storeId)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  return assigned !== undefined;
}

/** Jobs visible to the user, newest first. */
export async function listJobRows(
  db: Db,
  user: AuthUser | undefined,
  filter: { state: JobListState; kind?: JobKind | undefined; limit: number },
): Promise<JobRow[]> {
  let query = db.selectFrom('jobs').selectAll();
  if (filter.state === 'RUNNING') query = query.where('status', 'in', [...RUNNING_JOB_STATUSES]);
  if (filter.state === 'FINISHED') query = query.where('status', 'in', [...FINISHED_JOB_STATUSES]);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (user && !isAdmin(user.roles)) {
    const userId = user.id;
    const channels = can(user.roles, 'notifications.archive') ? user.notificationChannels : [];
    const scraper = can(user.roles, 'scrapper.pdf');
    query = query.where((eb) =>
      eb.or([
        eb('kind', 'not in', ['PAGE_CUT', 'NOTIFICATION_SEND', ...SCRAPER_JOB_KINDS]),
        ...(scraper ? [eb('kind', 'in', [...SCRAPER_JOB_KINDS])] : []),
        eb.and([
          eb('kind', '=', 'PAGE_CUT'),
          eb(
            sql<string>`subject->>'storeId'`,
            'in',
            eb.selectFrom('store_editors').select(sql<string>`store_id::text`.as('store_id')).where('user_id', '=', userId),
          ),
        ]),
        // A notification's send: only those of the user's channels.
        ...(channels.length > 0 ? [eb.and([eb('kind', '=', 'NOTIFICATION_SEND'), eb(sql<string>`subject->>'notificationChannel'`, 'in', channels)])] : []),
      ]),
    );
  }
  return query.orderBy('created_at', 'desc').orderBy('id').limit(filter.limit).execute();
}

/**
 * Cancels running jobs: they become CANCELLED at once and lose their holder, so a runner still
 * working on one stops at its next write or heartbeat. Steps in progress go back to PENDING.
 * Answers the ids actually cancelled.
 */
export async function cancelJobs(trx: Trx, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await trx
    .updateTable('jobs')
    .set((eb) => ({
      status: 'CANCELLED',
      cancel_requested: true,
      finished_at: sql<Date>`now()`,
      locked_by: null,
      lease_until: null,
      version: eb('version', '+', 1),
      updated_at: sql<Date>`now()`,
    }))
    .where('id', 'in', [...ids])
    .where('status', 'in', [...RUNNING_JOB_STATUSES])
    .returning('id')
    .execute();
  const cancelled = rows.map((r) => r.id);
  if (cancelled.length === 0) return [];
  await trx
    .updateTable('job_steps')
    .set({ status: 'PENDING', updated_at: sql<Date>`now()` })
    .where('job_id', 'in', cancelled)
    .where('status', '=', 'IN_PROGRESS')
    .execute();
  await bumpJobsCounter(trx);
  return cancelled;
}

/**
 * Queues a finished job again: the same job, attempts counted from zero, failed steps back to
 * PENDING (succeeded steps are kept, so only the failed work is done again).
 */
export async function requeueJob(trx: Trx, id: string): Promise<JobRow> {
  await trx
    .updateTable('job_steps')
    .set({ status: 'PENDING', error_code: null, error: null, updated_at: sql<Date>`now()` })
    .where('job_id', '=', id)
    .where('status', 'in', ['FAILED', 'IN_PROGRESS'])
    .execute();
  const row = await trx
    .updateTable('jobs')
    .set((eb) => ({
      status: 'QUEUED',
      attempt: 0,
      error_code: null,
      message: null,
      started_at: null,
      finished_at: null,
      run_at: sql<Date>`now()`,
      cancel_requested: false,
      locked_by: null,
      lease_until: null,
      failed_steps: 0,
      version: eb('version', '+', 1),
      updated_at: sql<Date>`now()`,
    }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await bumpJobsCounter(trx);
  return row;
}
