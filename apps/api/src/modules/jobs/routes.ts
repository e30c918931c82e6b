/** The job centre: background jobs (imports, crawler runs, page cutting), their progress, cancel and retry. */
import { Router, type Request, type Response } from 'express';
import { canRetryJob, isJobFinished, isJobKind, isJobStatus, type JobKind } from '@flyerdesk/domain/jobs';
import { can } from '@flyerdesk/domain/permissions';
import type { AppContext } from '../../context';
import { authenticate, requirePermission, serviceOrPermission } from '../../http/authenticate';
import { currentUser } from '../../http/context';
import { conflict, fieldError, forbidden, invalidRequest, notFound } from '../../http/errors';
import { idParam, intQuery } from '../../http/validate';
import { offersRecognitionDisabled } from '../cutting/feature';
import { isScraperJobKind, scraperDisabled } from '../scraper/feature';
import { cancelJobs, canSeeJob, findJobRow, jobStepRows, listJobRows, readJobsVersion, requeueJob, type JobListState } from './repo';
import { toJobJson } from './serialize';
import { LIST_PAGES } from '@flyerdesk/domain/lists';

const LIST_STATES: readonly JobListState[] = ['RUNNING', 'FINISHED', 'ALL'];

export function jobNotFound() {
  return notFound('Job not found');
}

export function jobFinished() {
  return conflict('JOB_FINISHED', 'The job has already finished');
}

export function jobNotRetryable() {
  return conflict('JOB_NOT_RETRYABLE', 'This job cannot be run again');
}

export function jobRoutes(ctx: AppContext): Router {
  const { db } = ctx;
  const router = Router();

  router.get('/api/jobs/version', serviceOrPermission(ctx, 'jobs.read'), async (_req: Request, res: Response) => {
    res.json({ version: await readJobsVersion(db) });
  });

  router.get('/api/jobs', authenticate(ctx), requirePermission('jobs.read'), async (req: Request, res: Response) => {
    const state = req.query.state ?? 'ALL';
    if (typeof state !== 'string' || !(LIST_STATES as readonly string[]).includes(state)) {
      throw invalidRequest([fieldError('state', 'validation.invalid')]);
    }
    const kindParam = req.query.kind;
    let kind: JobKind | undefined;
    if (kindParam !== undefined && kindParam !== '') {
      if (!isJobKind(kindParam)) throw invalidRequest([fieldError('kind', 'validation.invalid')]);
      kind = kindParam;
    }
    const limit = intQuery(req.query.limit, 'limit', LIST_PAGES.jobs.fallback, 1, LIST_PAGES.jobs.max);
    // The version is read first: a change between the two reads shows as a newer version later, never as a missed one.
    const version = await readJobsVersion(db);
    const rows = await listJobRows(db, currentUser(req), { state: state as JobListState, kind, limit });
    res.json({ items: rows.map((row) => toJobJson(row)), version });
  });

  /** A job the caller may see (the service token sees every job); otherwise 404. */
  async function visibleJob(req: Request, id: string) {
    const row = await findJobRow(db, id);
    if (!row || !(await canSeeJob(db, req.user, row))) throw jobNotFound();
    return row;
  }

  /** A job the caller may cancel or run again: a notification's send only by those who send notifications. */
  async function manageableJob(req: Request, id: string) {
    const row = await visibleJob(req, id);
    if (row.kind === 'NOTIFICATION_SEND' && req.user && !can(req.user.roles, 'notifications.send')) {
      throw forbidden('Only those who send notifications may stop or repeat a send');
    }
    return row;
  }

  router.get('/api/jobs/:id', serviceOrPermission(ctx, 'jobs.progress'), async (req: Request, res: Response) => {
    const row = await visibleJob(req, idParam(req.params.id));
    res.json(toJobJson(row, await jobStepRows(db, row.id)));
  });

  router.post('/api/jobs/:id/cancel', authenticate(ctx), requirePermission('jobs.manage'), async (req: Request, res: Response) => {
    const id = idParam(req.params.id);
    await manageableJob(req, id);
    const cancelled = await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('jobs').select(['id', 'status']).where('id', '=', id).forUpdate().executeTakeFirst();
      if (!row) throw jobNotFound();
      if (!isJobStatus(row.status) || isJobFinished(row.status)) throw jobFinished();
      return cancelJobs(trx, [id]);
    });
    ctx.jobs.cancelled(cancelled);
    req.log.info({ jobId: id }, 'job cancelled');
    const row = await visibleJob(req, id);
    res.json(toJobJson(row, await jobStepRows(db, id)));
  });

  router.post('/api/jobs/:id/retry', authenticate(ctx), requirePermission('jobs.manage'), async (req: Request, res: Response) => {
    const id = idParam(req.params.id);
    const visible = await manageableJob(req, id);
    if (visible.kind === 'PAGE_CUT' && !ctx.config.features.offersRecognition) throw offersRecognitionDisabled();
    if (isScraperJobKind(visible.kind) && !ctx.config.features.leafletScrapper) throw scraperDisabled();
    await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('jobs').select(['id', 'status', 'failed_steps']).where('id', '=', id).forUpdate().executeTakeFirst();
      if (!row) throw jobNotFound();
      if (!isJobStatus(row.status) || !canRetryJob(row.status, row.failed_steps)) throw jobNotRetryable();
      await requeueJob(trx, id);
    });
    ctx.jobs.wake();
    req.log.info({ jobId: id }, 'job queued again');
    const row = await visibleJob(req, id);
    res.json(toJobJson(row, await jobStepRows(db, id)));
  });

  return router;
}
