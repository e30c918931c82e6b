/**
 * Page details of a leaflet (spec §2, §3, §5, §7): inserts placed among the pages, page redirects,
 * bulk links, scheduled link swaps, clickable areas (drawn or loaded from the PDF) and product
 * articles; every write answers the whole page details. Also the bulk removal of leaflet links and
 * the history of a leaflet's redirects.
 */
import { Router, type Request, type Response } from 'express';
import { sql } from 'kysely';
import { ConflictReason } from '@flyerdesk/domain/errors';
import { LIST_PAGES } from '@flyerdesk/domain/lists';
import type { RecordAction } from '@flyerdesk/domain/resources';
import {
  AREA_MIN_SIZE,
  bulkLinkSchema,
  isLeafletUrlKind,
  linkSwapSchema,
  PAGE_DETAILS_ENTITY,
  PAGE_DETAILS_PARTS,
  pageAreaSchema,
  pageInsertSchema,
  pageRedirectSchema,
  productArticleSchema,
  type LeafletUrlKind,
} from '@flyerdesk/domain/validation/pageDetails';
import { URL_PATTERN } from '@flyerdesk/domain/validation/rules';
import type { AppContext } from '../../context';
import type { LeafletRow } from '../../db/schema';
import { authenticate, requirePermission, serviceOrPermission } from '../../http/authenticate';
import { currentUser, type AuthUser } from '../../http/context';
import { conflict, fieldError, invalidRequest, notFound } from '../../http/errors';
import { idParam, ifMatchVersion, intQuery, optionalIdParam } from '../../http/validate';
import { latestLeafletPdf, readLeafletPdf } from '../cutting/storage';
import { toLeaflet } from '../leaflets/model';
import { lockLeaflet, recordHistory } from '../leaflets/service';
import { lockAllOrderings, recordLeafletWrites } from '../ordering/versions';
import { assertStoreAccess } from '../stores/scope';
import type { LeafletPageDetailsJson } from './model';
import { linkRectToPixels, PdfLinksError, readPdfLinks } from './pdfLinks';
import {
  addPageArea,
  addPageInserts,
  addPageRedirect,
  addPdfAreas,
  addProductArticle,
  applyBulkLink,
  cancelLinkSwap,
  clearRedirectLinks,
  detailsContext,
  readPageDetails,
  readPageDetailsVersion,
  removePageArea,
  removePageInsert,
  removePageRedirect,
  removeProductArticle,
  renderedPageSizes,
  renderSizeOf,
  scheduleLinkSwap,
  updatePageArea,
  updatePageRedirect,
  updateProductArticle,
  validatedFor,
  type DetailsActor,
  type PdfArea,
} from './service';

/** Leaflet columns cleared by each leaflet-level URL kind. */
const LEAFLET_URL_COLUMNS = {
  LONG_URL: 'long_url',
  REDIRECT_URL: 'redirect_url',
  THUMBNAIL_TRACKING_URL: 'thumbnail_tracking_url',
} as const;

/** Page redirect columns cleared by each page-level URL kind. */
const PAGE_URL_COLUMNS = {
  PAGE_REDIRECT_URL: 'redirect_url',
  PAGE_LONG_URL: 'long_url',
} as const;

const SEQ_MAX = Number.MAX_SAFE_INTEGER;

function actorOf(user: AuthUser): DetailsActor {
  return { id: user.id, username: user.username };
}

function sendDetails(res: Response, details: LeafletPageDetailsJson, status = 200): void {
  res.status(status).setHeader('ETag', `"${details.version}"`);
  res.json(details);
}

function leafletIdsParam(value: unknown): string[] | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw invalidRequest([fieldError('leafletIds', 'validation.uuid')]);
  return [...new Set(value.split(',').map((s) => s.trim()).filter(Boolean).map((id) => idParam(id, 'leafletIds')))];
}

export function pageDetailsRoutes(ctx: AppContext): Router {
  const { db, files } = ctx;
  const router = Router();

  /** A leaflet the user may see: unknown → 404, shop not assigned → 403. */
  async function accessibleLeaflet(user: AuthUser, id: string): Promise<LeafletRow> {
    const row = await db.selectFrom('leaflets').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Leaflet with the given ID not found');
    await assertStoreAccess(db, user, row.store_id);
    return row;
  }

  const edit = [authenticate(ctx), requirePermission('pages.edit')];

  /** The leaflet of a write, checked, with the user who writes. */
  async function target(req: Request) {
    const user = currentUser(req);
    const leaflet = await accessibleLeaflet(user, idParam(req.params.id));
    return { user, leaflet, actor: actorOf(user) };
  }

  // Bulk removal of links: registered before `/api/leaflets/:id` routes so `urls` is not read as an id.
  router.delete('/api/leaflets/urls', authenticate(ctx), requirePermission('leaflets.update'), async (req: Request, res: Response) => {
    const user = currentUser(req);
    const kind: unknown = req.query.kind;
    if (!isLeafletUrlKind(kind)) throw invalidRequest([fieldError('kind', 'validation.invalid')], 'Unknown kind of link');
    const leafletIds = leafletIdsParam(req.query.leafletIds);
    const storeId = optionalIdParam(req.query.storeId, 'storeId');
    if (!leafletIds && !storeId) throw invalidRequest([fieldError('leafletIds', 'validation.required')], 'Name the leaflets or the shop');
    let ids: string[];
    if (leafletIds) {
      for (const id of leafletIds) await accessibleLeaflet(user, id);
      ids = leafletIds;
    } else {
      await assertStoreAccess(db, user, storeId as string);
      const rows = await db.selectFrom('leaflets').select('id').where('store_id', '=', storeId as string).where('status', '<>', 'DELETED').execute();
      ids = rows.map((r) => r.id);
    }
    let changed = 0;
    for (const id of ids) {
      if (await clearLeafletUrls(user, id, kind)) changed += 1;
    }
    req.log.info({ kind, changed }, 'leaflet links removed');
    res.json({ changed });
  });

  async function clearLeafletUrls(user: AuthUser, leafletId: string, kind: LeafletUrlKind): Promise<boolean> {
    if (kind === 'PAGE_REDIRECT_URL' || kind === 'PAGE_LONG_URL') {
      return clearRedirectLinks(db, leafletId, actorOf(user), PAGE_URL_COLUMNS[kind]);
    }
    const column = LEAFLET_URL_COLUMNS[kind];
    return db.transaction().execute(async (trx) => {
      await lockAllOrderings(trx);
      const current = await lockLeaflet(trx, leafletId);
      if (current[column] === null) return false;
      const row = await trx
        .updateTable('leaflets')
        .set((eb) => ({ [column]: null, version: eb('version', '+', 1), updated_at: new Date(), updated_by: user.username }))
        .where('id', '=', leafletId)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordHistory(trx, toLeaflet(current), row, user.username);
      await recordLeafletWrites(trx, [{ before: current, after: row }], user.username);
      return true;
    });
  }

  /** The page details: for signed-in readers, and for the gateway's shared poller (service token) announcing changes. */
  router.get('/api/leaflets/:id/page-details', serviceOrPermission(ctx, 'leaflets.read'), async (req: Request, res: Response) => {
    const id = idParam(req.params.id);
    const leaflet = req.user ? await accessibleLeaflet(req.user, id) : await db.selectFrom('leaflets').selectAll().where('id', '=', id).executeTakeFirst();
    if (!leaflet) throw notFound('Leaflet with the given ID not found');
    sendDetails(res, await readPageDetails(db, leaflet));
  });

  /** The page details' version: for the gateway's shared poller (service token) and signed-in readers. */
  router.get('/api/leaflets/:id/page-details/version', serviceOrPermission(ctx, 'leaflets.read'), async (req: Request, res: Response) => {
    const id = idParam(req.params.id);
    if (req.user) await accessibleLeaflet(req.user, id);
    const version = await readPageDetailsVersion(db, id);
    if (version === undefined) throw notFound('Leaflet with the given ID not found');
    // The latest write: what a poller that sees the version move announces.
    const last = await db
      .selectFrom('audit_entries')
      .select(['entity', 'action', 'actor', 'at'])
      .where(sql<string>`record->>'leafletId'`, '=', id)
      .where('entity', 'in', Object.values(PAGE_DETAILS_ENTITY))
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirst();
    const part = last ? PAGE_DETAILS_PARTS.find((p) => PAGE_DETAILS_ENTITY[p] === last.entity) : undefined;
    res.setHeader('Cache-Control', 'no-store');
    res.json({ version, last: last && part ? { part, action: last.action, actor: last.actor, at: last.at.toISOString() } : null });
  });

  // Inserts
  router.post('/api/leaflets/:id/inserts', ...edit, async (req: Request, res: Response) => {
    const { leaflet, actor } = await target(req);
    const values = validatedFor(pageInsertSchema, req.body, { pageCount: leaflet.page_count });
    sendDetails(res, await addPageInserts(db, leaflet.id, actor, values), 201);
  });

  router.delete('/api/leaflets/:id/inserts/:placeId', ...edit, async (req: Request, res: Response) => {
    const { leaflet, actor } = await target(req);
    sendDetails(res, await removePageInsert(db, leaflet.id, actor, idParam(req.params.placeId, 'placeId')));
  });

  // Redirects, bulk links, link swaps
  router.post('/api/leaflets/:id/redirects', ...edit, async (req: Request, res: Response) => {
    const { leaflet, actor } = await target(req);
    const values = validatedFor(pageRedirectSchema, req.body, { pageCount: leaflet.page_count });
    sendDetails(res, await addPageRedirect(db, leaflet.id, actor, values), 201);
  });

  router.put('/api/leaflets/:id/redirects/:rid', ...edit, async (req: Request, res: Response) => {
    const { leaflet, actor } = await target(req);
    const expected = ifMatchVersion(req.get('if-match'));
    const values = validatedFor(pageRedirectSchema, req.body, { pageCount: leaflet.page_count });
    sendDetails(res, await updatePageRedirect(db, leaflet.id, actor, idParam(req.params.rid, 'rid'), expected, values));
  });

  router.delete('/api/leaflets/:id/redirects/:rid', ...edit, async (req: Request, res: Response) => {
    const { leaflet, actor } = await target(req);
    const { details, cancelledJobs } = await removePageRedirect(db, leaflet.id, actor, idParam(req.params.rid, 'rid'));
    ctx.jobs.cancelled(cancelledJobs);
    sendDetails(res, details);
  });

  router.post('/api/leaflets/:id/bulk-links', ...edit, async (req: Request, res: Response) => {
    const { leaflet, actor } = await target(req);
    const values = validatedFor(bulkLinkSchema, req.body, { pageCount: leaflet.page_count });
    sendDetails(res, await applyBulkLink(db, leaflet.id, actor, values));
  });

  router.post('/api/leaflets/:id/link-swaps', ...edit, async (req: Request, res: Response) => {
    const { leaflet, actor } = await target(req);
    const values = validatedFor(linkSwapSchema, req.body, { pageCount: leaflet.page_count });
    const details = await scheduleLinkSwap(db, leaflet.id, actor, values);
    ctx.jobs.wake();
    sendDetails(res, details, 201);
  });

  router.delete('/api/leaflets/:id/link-swaps/:sid', ...edit, async (req: Request, res: Response) => {
    const { leaflet, actor } = await target(req);
    const { details, cancelledJobs } = await cancelLinkSwap(db, leaflet.id, actor, idParam(req.params.sid, 'sid'));
    ctx.jobs.cancelled(cancelledJobs);
    sendDetails(res, details);
  });

  // Areas
  router.post('/api/leaflets/:id/areas', ...edit, async (req: Request, res: Response) => {
    const { leaflet, actor } = await target(req);
    const values = validatedFor(pageAreaSchema, req.body, await detailsContext(db, leaflet));
    sendDetails(res, await addPageArea(db, leaflet.id, actor, values), 201);
  });

  router.post('/api/leaflets/:id/areas/from-pdf', ...edit, async (req: Request, res: Response) => {
    const { leaflet, actor } = await target(req);
    const fileName = await latestLeafletPdf(files, leaflet.id, leaflet.source_files);
    const pdf = fileName ? await readLeafletPdf(files, leaflet.id, fileName) : undefined;
    if (!pdf) throw conflict(ConflictReason.NO_PDF, 'The leaflet has no PDF to load links from');
    let pages;
    try {
      pages = await readPdfLinks(pdf);
    } catch (err) {
      if (err instanceof PdfLinksError) throw invalidRequest([fieldError('file', 'validation.pdfRequired')], `Loading links has failed: ${err.message}`);
      throw err;
    }
    const sizes = await renderedPageSizes(db, leaflet.id);
    const areas: PdfArea[] = [];
    pages.forEach((page, index) => {
      const pageNumber = index + 1;
      const size = sizes[pageNumber] ?? renderSizeOf(page.bounds[2] - page.bounds[0], page.bounds[3] - page.bounds[1]);
      for (const link of page.links) {
        const uri = link.uri.trim();
        if (!URL_PATTERN.test(uri)) continue;
        const rect = linkRectToPixels(page.bounds, link.bounds, size);
        if (rect.width < AREA_MIN_SIZE || rect.height < AREA_MIN_SIZE) continue;
        areas.push({ pageNumber, ...rect, link: uri });
      }
    });
    const details = await addPdfAreas(db, leaflet.id, actor, areas);
    req.log.info({ leafletId: leaflet.id, loaded: areas.length }, 'links loaded from the PDF');
    res.json({ loaded: areas.length, details });
  });

  router.put('/api/leaflets/:id/areas/:aid', ...edit, async (req: Request, res: Response) => {
    const { leaflet, actor } = await target(req);
    const expected = ifMatchVersion(req.get('if-match'));
    const values = validatedFor(pageAreaSchema, req.body, await detailsContext(db, leaflet));
    sendDetails(res, await updatePageArea(db, leaflet.id, actor, idParam(req.params.aid, 'aid'), expected, values));
  });

  router.delete('/api/leaflets/:id/areas/:aid', ...edit, async (req: Request, res: Response) => {
    const { leaflet, actor } = await target(req);
    sendDetails(res, await removePageArea(db, leaflet.id, actor, idParam(req.params.aid, 'aid')));
  });

  // Product articles
  router.post('/api/leaflets/:id/articles', ...edit, async (req: Request, res: Response) => {
    const { leaflet, actor } = await target(req);
    const values = validatedFor(productArticleSchema, req.body, await detailsContext(db, leaflet));
    sendDetails(res, await addProductArticle(db, leaflet.id, actor, values), 201);
  });

  router.put('/api/leaflets/:id/articles/:aid', ...edit, async (req: Request, res: Response) => {
    const { leaflet, actor } = await target(req);
    const expected = ifMatchVersion(req.get('if-match'));
    const values = validatedFor(productArticleSchema, req.body, await detailsContext(db, leaflet));
    sendDetails(res, await updateProductArticle(db, leaflet.id, actor, idParam(req.params.aid, 'aid'), expected, values));
  });

  router.delete('/api/leaflets/:id/articles/:aid', ...edit, async (req: Request, res: Response) => {
    const { leaflet, actor } = await target(req);
    sendDetails(res, await removeProductArticle(db, leaflet.id, actor, idParam(req.params.aid, 'aid')));
  });

  /** The redirect and link swap entries of a leaflet's history, newest first (the kit's history shape). */
  router.get('/api/history/leaflets/:id/redirects', authenticate(ctx), requirePermission('leaflets.history'), async (req: Request, res: Response) => {
    const id = idParam(req.params.id);
    await accessibleLeaflet(currentUser(req), id);
    const limit = intQuery(req.query.limit, 'limit', LIST_PAGES.history.fallback, 1, LIST_PAGES.history.max);
    const offset = intQuery(req.query.offset, 'offset', 0, 0, SEQ_MAX);
    const entries = db
      .selectFrom('audit_entries')
      .where(sql<string>`record->>'leafletId'`, '=', id)
      .where('entity', 'in', [PAGE_DETAILS_ENTITY.redirect, PAGE_DETAILS_ENTITY.linkSwap]);
    const counted = await entries.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await entries.select(['seq', 'at', 'actor', 'action', 'version', 'changes']).orderBy('seq', 'desc').limit(limit).offset(offset).execute();
    res.json({
      items: rows.map((row) => ({
        id: String(row.seq),
        at: row.at.toISOString(),
        actor: row.actor,
        action: row.action as RecordAction,
        version: row.version,
        changes: row.changes,
      })),
      total: Number(counted.total),
    });
  });

  return router;
}
