/**
 * Article data: the import from the external source (a background job), the imported items and
 * their articles, and the matching workflow (confirm, assign by natural id, remove, delete, undelete).
 * Every call answers 404 FEATURE_DISABLED while the articles-data feature is off.
 */
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { Selectable, Transaction } from 'kysely';
import {
  articleDataTransition,
  isArticleDataStatus,
  type ArticleDataAction,
  type ArticleDataStatus,
} from '@flyerdesk/domain/articlesData';
import { RUNNING_JOB_STATUSES } from '@flyerdesk/domain/jobs';
import { confirmMatchingSchema, matchLeafletSchema } from '@flyerdesk/domain/validation/articlesData';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import type { ArticleDataTable } from '../../db/schema.articlesCrawler';
import { authenticate, requirePermission, serviceOrPermission } from '../../http/authenticate';
import { currentUser } from '../../http/context';
import { ApiError, conflict, fieldError, invalidRequest, notFound } from '../../http/errors';
import { checkVersion, sendRecord } from '../../http/respond';
import { idParam, ifMatchVersion, validated } from '../../http/validate';
import { findJobRow } from '../jobs/repo';
import { enqueueJob } from '../jobs/runner';
import { shopsVisibleTo } from '../stores/scope';
import { toJobJson } from '../jobs/serialize';
import {
  bumpArticlesDataVersion,
  findArticles,
  findItem,
  findItems,
  findRetailers,
  lockArticlesDataVersion,
  readArticlesDataVersion,
  type ArticleData,
} from './repo';

const BASE = '/api/articles-data';

type Trx = Transaction<Database>;
type ArticleDataRow = Selectable<ArticleDataTable>;

function featureDisabled(): ApiError {
  return new ApiError(404, 'FEATURE_DISABLED', 'The articles-data feature is disabled');
}

function stateConflict(status: string, action: ArticleDataAction): ApiError {
  return conflict('ARTICLE_DATA_STATE', `This cannot be done to article data in status ${status} (${action})`, undefined, { status });
}

function leafletNotFound(field: 'leafletId' | 'leafletNaturalId'): ApiError {
  return invalidRequest([fieldError(field, 'validation.leafletNotFound')], 'No such leaflet');
}

function statusParam(value: unknown): ArticleDataStatus | undefined {
  if (value === undefined || value === '') return undefined;
  if (!isArticleDataStatus(value)) throw invalidRequest([fieldError('status', 'validation.status')]);
  return value;
}

function retailerParam(value: unknown): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || value.length > 255) throw invalidRequest([fieldError('retailer', 'validation.invalid')]);
  return value.trim().toLowerCase();
}

export function articlesDataRoutes(ctx: AppContext): Router {
  const { db } = ctx;
  const router = Router();

  router.use(BASE, (_req: Request, _res: Response, next: NextFunction) => {
    if (!ctx.config.features.articlesData) throw featureDisabled();
    next();
  });

  router.get(`${BASE}/version`, serviceOrPermission(ctx, 'articlesData.manage'), async (_req: Request, res: Response) => {
    res.json({ version: await readArticlesDataVersion(db) });
  });

  const manage = [authenticate(ctx), requirePermission('articlesData.manage')];

  async function latestImport() {
    return db.selectFrom('jobs').selectAll().where('kind', '=', 'ARTICLES_IMPORT').orderBy('created_at', 'desc').orderBy('id').executeTakeFirst();
  }

  router.post(`${BASE}/import`, ...manage, async (req: Request, res: Response) => {
    const user = currentUser(req);
    const { jobId, created } = await db.transaction().execute(async (trx) => {
      // One import at a time: starting one takes the article-data version row first.
      await lockArticlesDataVersion(trx);
      const running = await trx
        .selectFrom('jobs')
        .select('id')
        .where('kind', '=', 'ARTICLES_IMPORT')
        .where('status', 'in', [...RUNNING_JOB_STATUSES])
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      if (running) return { jobId: running.id, created: false };
      const job = await enqueueJob(trx, { kind: 'ARTICLES_IMPORT', subject: {}, startedBy: { id: user.id, username: user.username } });
      return { jobId: job.id, created: true };
    });
    if (created) {
      ctx.jobs.wake();
      req.log.info({ jobId }, 'article-data import started');
    }
    const row = await findJobRow(db, jobId);
    if (!row) throw notFound('Job not found');
    res.status(created ? 202 : 200).json(toJobJson(row));
  });

  router.get(`${BASE}/import/status`, ...manage, async (_req: Request, res: Response) => {
    const row = await latestImport();
    res.json({ job: row ? toJobJson(row) : null });
  });

  router.get(BASE, ...manage, async (req: Request, res: Response) => {
    const status = statusParam(req.query.status);
    const retailer = retailerParam(req.query.retailer);
    // The version is read first: a change between the two reads shows as a newer version later.
    const version = await readArticlesDataVersion(db);
    const items = await findItems(db, { ...(status ? { status } : {}), ...(retailer ? { retailer } : {}) });
    res.json({ items, version });
  });

  router.get(`${BASE}/retailers`, ...manage, async (_req: Request, res: Response) => {
    res.json({ items: await findRetailers(db) });
  });

  router.get(`${BASE}/not-matched`, ...manage, async (_req: Request, res: Response) => {
    res.json({ items: await findItems(db, { status: 'NOT_MATCHED' }) });
  });

  router.get(`${BASE}/deleted`, ...manage, async (req: Request, res: Response) => {
    const retailer = retailerParam(req.query.retailer);
    res.json({ items: await findItems(db, { status: 'DELETED', ...(retailer ? { retailer } : {}) }) });
  });

  router.get(`${BASE}/:id/articles`, ...manage, async (req: Request, res: Response) => {
    const id = idParam(req.params.id);
    const item = await db.selectFrom('article_data').select('id').where('id', '=', id).executeTakeFirst();
    if (!item) throw notFound('Article data not found');
    res.json({ items: await findArticles(db, id) });
  });

  /**
   * One step of the matching workflow in one transaction: 404 unknown item, 412 stale If-Match,
   * 409 ARTICLE_DATA_STATE when the action is not allowed from the item's status. `leafletOf` gives
   * the leaflet the item is linked to afterwards (it may refuse with 400 or 409).
   */
  async function applyAction(
    req: Request,
    action: ArticleDataAction,
    leafletOf: (trx: Trx, current: ArticleDataRow) => Promise<string | null>,
  ): Promise<ArticleData> {
    const user = currentUser(req);
    const id = idParam(req.params.id);
    const expected = ifMatchVersion(req.get('if-match'));
    await db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom('article_data').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!current) throw notFound('Article data not found');
      checkVersion(expected, current.version);
      const status = isArticleDataStatus(current.status) ? current.status : 'NOT_MATCHED';
      const next = articleDataTransition(status, action);
      if (!next) throw stateConflict(current.status, action);
      const leafletId = await leafletOf(trx, current);
      await trx
        .updateTable('article_data')
        .set((eb) => ({
          status: next,
          leaflet_id: leafletId,
          deleted_at: next === 'DELETED' ? new Date() : null,
          version: eb('version', '+', 1),
          updated_at: new Date(),
          updated_by: user.username,
        }))
        .where('id', '=', id)
        .execute();
      await bumpArticlesDataVersion(trx);
    });
    req.log.info({ articleDataId: id, action }, 'article data changed');
    const item = await findItem(db, id);
    if (!item) throw notFound('Article data not found');
    return item;
  }

  /**
   * A leaflet that is not deleted, by id or natural id, of a shop the user may see (a leaflet of a
   * shop not assigned to an editor is, for them, no leaflet at all).
   */
  async function liveLeaflet(trx: Trx, req: Request, by: { id: string } | { naturalId: string }): Promise<string | undefined> {
    let q = trx.selectFrom('leaflets').select('id').where('status', '<>', 'DELETED').where('store_id', 'in', shopsVisibleTo(trx, currentUser(req)));
    q = 'id' in by ? q.where('id', '=', by.id) : q.where('natural_id', '=', by.naturalId);
    return (await q.executeTakeFirst())?.id;
  }

  router.post(`${BASE}/:id/confirm-matching`, ...manage, async (req: Request, res: Response) => {
    const input = validated(confirmMatchingSchema, req.body);
    const leafletId = input.leafletId.toLowerCase();
    const item = await applyAction(req, 'confirm', async (trx, current) => {
      if (!(await liveLeaflet(trx, req, { id: leafletId }))) throw leafletNotFound('leafletId');
      if (current.leaflet_id !== leafletId) {
        throw conflict('ARTICLE_DATA_STATE', 'The article data is matched to another leaflet', undefined, { status: current.status });
      }
      return leafletId;
    });
    sendRecord(res, item);
  });

  router.post(`${BASE}/:id/match-leaflet`, ...manage, async (req: Request, res: Response) => {
    const input = validated(matchLeafletSchema, req.body);
    const item = await applyAction(req, 'assign', async (trx) => {
      const leafletId = await liveLeaflet(trx, req, { naturalId: input.leafletNaturalId });
      if (!leafletId) throw leafletNotFound('leafletNaturalId');
      return leafletId;
    });
    sendRecord(res, item);
  });

  router.post(`${BASE}/:id/remove-matching`, ...manage, async (req: Request, res: Response) => {
    sendRecord(res, await applyAction(req, 'removeMatch', () => Promise.resolve(null)));
  });

  router.delete(`${BASE}/:id`, ...manage, async (req: Request, res: Response) => {
    await applyAction(req, 'delete', () => Promise.resolve(null));
    res.status(204).end();
  });

  router.post(`${BASE}/:id/undelete`, ...manage, async (req: Request, res: Response) => {
    sendRecord(res, await applyAction(req, 'undelete', () => Promise.resolve(null)));
  });

  return router;
}
