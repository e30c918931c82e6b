/** The new-leaflets crawler: its sources, starting runs (CRAWL jobs), the runs and what each found. */
import { Router, type Request, type Response } from 'express';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connect';
import type { JobRow } from '../../db/schema.jobs';
import { authenticate, requirePermission } from '../../http/authenticate';
import { currentUser, type AuthUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { idParam, intQuery, optionalIdParam } from '../../http/validate';
import { enqueueJob } from '../jobs/runner';
import { toJobJson, type JobJson } from '../jobs/serialize';
import { findRunFindings, findRuns, findSources, runningCrawl, type CrawlerSourceRow } from './repo';
import { LIST_PAGES } from '@flyerdesk/domain/lists';


/**
 * Starts a run of the source, or answers the run of it that is under way. The source row is
 * locked while deciding, so two simultaneous requests start one run.
 */
async function startRun(db: Db, source: CrawlerSourceRow, user: AuthUser): Promise<{ row: JobRow; created: boolean }> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('crawler_sources').select('id').where('id', '=', source.id).forUpdate().execute();
    const running = await runningCrawl(trx, source.id);
    if (running) return { row: running, created: false };
    const job = await enqueueJob(trx, {
      kind: 'CRAWL',
      subject: {
        sourceId: source.id,
        sourceName: source.name,
        ...(source.storeId ? { storeId: source.storeId } : {}),
        ...(source.storeName ? { storeName: source.storeName } : {}),
      },
      startedBy: { id: user.id, username: user.username },
    });
    const row = await trx.selectFrom('jobs').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
    return { row, created: true };
  });
}

export function crawlerRoutes(ctx: AppContext): Router {
  const { db } = ctx;
  const router = Router();
  router.use('/api/crawler', authenticate(ctx), requirePermission('crawler.run'));

  async function lastRuns(sources: readonly CrawlerSourceRow[]): Promise<Map<string, JobJson>> {
    const ids = sources.map((s) => s.lastRunId).filter((id): id is string => id !== null);
    if (ids.length === 0) return new Map();
    const rows = await db.selectFrom('jobs').selectAll().where('id', 'in', ids).execute();
    return new Map(rows.map((row) => [row.id, toJobJson(row)]));
  }

  router.get('/api/crawler/sources', async (_req: Request, res: Response) => {
    const sources = await findSources(db);
    const runs = await lastRuns(sources);
    res.json({
      items: sources.map(({ lastRunId, ...source }) => ({ ...source, lastRun: lastRunId ? (runs.get(lastRunId) ?? null) : null })),
    });
  });

  router.post('/api/crawler/sources/:id/run', async (req: Request, res: Response) => {
    const [source] = await findSources(db, { id: idParam(req.params.id) });
    if (!source) throw notFound('Crawler source not found');
    const { row, created } = await startRun(db, source, currentUser(req));
    if (created) {
      ctx.jobs.wake();
      req.log.info({ jobId: row.id, sourceId: source.id }, 'crawler run started');
    }
    res.status(created ? 202 : 200).json(toJobJson(row));
  });

  router.post('/api/crawler/run', async (req: Request, res: Response) => {
    const user = currentUser(req);
    const items: JobJson[] = [];
    let started = 0;
    for (const source of await findSources(db, { enabledOnly: true })) {
      const { row, created } = await startRun(db, source, user);
      if (created) started += 1;
      items.push(toJobJson(row));
    }
    if (started > 0) ctx.jobs.wake();
    req.log.info({ started, sources: items.length }, 'crawler runs started');
    res.status(202).json({ items });
  });

  router.get('/api/crawler/runs', async (req: Request, res: Response) => {
    const sourceId = optionalIdParam(req.query.sourceId, 'sourceId');
    const limit = intQuery(req.query.limit, 'limit', LIST_PAGES.crawlerRuns.fallback, 1, LIST_PAGES.crawlerRuns.max);
    const rows = await findRuns(db, { sourceId, limit });
    res.json({ items: rows.map((row) => toJobJson(row)) });
  });

  router.get('/api/crawler/runs/:jobId/findings', async (req: Request, res: Response) => {
    const jobId = idParam(req.params.jobId, 'jobId');
    const run = await db.selectFrom('jobs').select('id').where('id', '=', jobId).where('kind', '=', 'CRAWL').executeTakeFirst();
    if (!run) throw notFound('Crawler run not found');
    res.json({ items: await findRunFindings(db, jobId) });
  });

  return router;
}
