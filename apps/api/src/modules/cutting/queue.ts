/** Queuing a leaflet's page cut: one cut per leaflet at a time, a new one replaces the one under way. */
import { sql, type Transaction } from 'kysely';
import { RUNNING_JOB_STATUSES } from '@flyerdesk/domain/jobs';
import type { Database } from '../../db/schema';
import type { AuthUser } from '../../http/context';
import { cancelJobs } from '../jobs/repo';
import { enqueueJob, type JobRecord } from '../jobs/runner';

type Trx = Transaction<Database>;

/** The leaflet a cut is for, as the job's subject names it. */
export interface CutSubject {
  id: string;
  naturalId: string;
  storeId: string;
  storeName: string;
}

/**
 * Queues the PAGE_CUT job of `fileName` (a PDF among the leaflet's sources), cancelling the leaflet's
 * cuts under way; runs in the caller's transaction. Once it has committed, the caller tells the runner
 * (`ctx.jobs.cancelled(cancelled)`, `ctx.jobs.wake()`).
 */
export async function queuePageCut(
  trx: Trx,
  leaflet: CutSubject,
  fileName: string,
  user: Pick<AuthUser, 'id' | 'username'>,
): Promise<{ job: JobRecord; cancelled: string[] }> {
  const running = await trx
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', 'PAGE_CUT')
    .where(sql<string>`subject->>'leafletId'`, '=', leaflet.id)
    .where('status', 'in', [...RUNNING_JOB_STATUSES])
    .forUpdate()
    .execute();
  const cancelled = await cancelJobs(
    trx,
    running.map((r) => r.id),
  );
  const job = await enqueueJob(trx, {
    kind: 'PAGE_CUT',
    subject: { storeId: leaflet.storeId, storeName: leaflet.storeName, leafletId: leaflet.id, leafletNaturalId: leaflet.naturalId },
    params: { fileName },
    startedBy: { id: user.id, username: user.username },
  });
  return { job, cancelled };
}
