/** Crawler sources, the leaflets their runs found, and the runs (CRAWL jobs) of each source. */
import { sql, type Transaction } from 'kysely';
import { RUNNING_JOB_STATUSES } from '@flyerdesk/domain/jobs';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import type { JobRow } from '../../db/schema.jobs';
import type { ListedLeaflet } from './parse';

type Trx = Transaction<Database>;

export interface CrawlerSourceRow {
  id: string;
  name: string;
  storeId: string | null;
  storeName: string | null;
  url: string;
  enabled: boolean;
  findingsCount: number;
  lastRunId: string | null;
}

export interface CrawlerFinding {
  id: string;
  sourceId: string;
  url: string;
  title: string;
  validFrom: string | null;
  validTo: string | null;
  foundAt: string;
  isNew: boolean;
}

export async function findSources(db: Db, filter: { id?: string; enabledOnly?: boolean } = {}): Promise<CrawlerSourceRow[]> {
  let q = db
    .selectFrom('crawler_sources as cs')
    .leftJoin('stores as s', 's.id', 'cs.store_id')
    .select([
      'cs.id',
      'cs.name',
      'cs.store_id',
      's.name as store_name',
      'cs.url',
      'cs.enabled',
      sql<number>`(select count(*) from crawler_findings f where f.source_id = cs.id)::int`.as('findings_count'),
      sql<string | null>`(select j.id from jobs j where j.kind = 'CRAWL' and j.subject->>'sourceId' = cs.id::text order by j.created_at desc, j.id limit 1)`.as(
        'last_run_id',
      ),
    ]);
  if (filter.id) q = q.where('cs.id', '=', filter.id);
  if (filter.enabledOnly) q = q.where('cs.enabled', '=', true);
  const rows = await q.orderBy(sql`lower(cs.name)`).orderBy('cs.id').execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    storeId: row.store_id,
    storeName: row.store_name,
    url: row.url,
    enabled: row.enabled,
    findingsCount: Number(row.findings_count),
    lastRunId: row.last_run_id,
  }));
}

/** The run of the source that has not finished yet, if any. */
export async function runningCrawl(db: Db | Trx, sourceId: string): Promise<JobRow | undefined> {
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('kind', '=', 'CRAWL')
    .where(sql<string>`subject->>'sourceId'`, '=', sourceId)
    .where('status', 'in', [...RUNNING_JOB_STATUSES])
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/** CRAWL jobs, newest first, optionally of one source. */
export async function findRuns(db: Db, filter: { sourceId?: string | undefined; limit: number }): Promise<JobRow[]> {
  let q = db.selectFrom('jobs').selectAll().where('kind', '=', 'CRAWL');
  if (filter.sourceId) q = q.where(sql<string>`subject->>'sourceId'`, '=', filter.sourceId);
  return q.orderBy('created_at', 'desc').orderBy('id').limit(filter.limit).execute();
}

export async function findRunFindings(db: Db, jobId: string): Promise<CrawlerFinding[]> {
  const rows = await db
    .selectFrom('crawler_run_findings as rf')
    .innerJoin('crawler_findings as f', 'f.id', 'rf.finding_id')
    .select(['f.id', 'f.source_id', 'f.url', 'f.title', 'f.valid_from', 'f.valid_to', 'f.found_at', 'rf.is_new'])
    .where('rf.job_id', '=', jobId)
    .orderBy('f.valid_from', (ob) => ob.desc().nullsLast())
    .orderBy('f.url')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    sourceId: row.source_id,
    url: row.url,
    title: row.title,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    foundAt: row.found_at.toISOString(),
    isNew: row.is_new,
  }));
}

/**
 * Records the leaflets one listing page showed: a leaflet the source never listed before is new
 * (this run found it first); one listed before is only marked as seen by this run.
 */
export async function recordFindings(trx: Trx, sourceId: string, jobId: string, leaflets: readonly ListedLeaflet[]): Promise<void> {
  const unique = [...new Map(leaflets.map((l) => [l.url, l])).values()];
  if (unique.length === 0) return;
  const rows = await trx
    .insertInto('crawler_findings')
    .values(
      unique.map((l) => ({
        source_id: sourceId,
        url: l.url,
        title: l.title,
        valid_from: l.validFrom,
        valid_to: l.validTo,
        first_job_id: jobId,
        last_job_id: jobId,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['source_id', 'url']).doUpdateSet((eb) => ({
        title: eb.ref('excluded.title'),
        valid_from: eb.ref('excluded.valid_from'),
        valid_to: eb.ref('excluded.valid_to'),
        last_job_id: eb.ref('excluded.last_job_id'),
      })),
    )
    .returning(['id', 'first_job_id'])
    .execute();
  await trx
    .insertInto('crawler_run_findings')
    .values(rows.map((row) => ({ job_id: jobId, finding_id: row.id, is_new: row.first_job_id === jobId })))
    .onConflict((oc) => oc.columns(['job_id', 'finding_id']).doNothing())
    .execute();
}

/** What a run found so far: leaflets listed, and those listed for the first time. */
export async function runCounts(db: Db | Trx, jobId: string): Promise<{ found: number; new: number }> {
  const row = await db
    .selectFrom('crawler_run_findings')
    .select([sql<number>`count(*)::int`.as('found'), sql<number>`(count(*) filter (where is_new))::int`.as('fresh')])
    .where('job_id', '=', jobId)
    .executeTakeFirstOrThrow();
  return { found: Number(row.found), new: Number(row.fresh) };
}
