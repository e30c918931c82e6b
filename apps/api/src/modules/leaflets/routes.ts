/** Leaflets: lists, single leaflets, create (JSON or files), edit, delete, refresh, archive, history. */
import { readFile } from 'node:fs/promises';
import { Router, type Request, type Response } from 'express';
import { ACTIVE_GROUP, INACTIVE_GROUP, isLeafletStatus, type LeafletStatus } from '@flyerdesk/domain/leafletStatus';
import { isAdmin } from '@flyerdesk/domain/roles';
import type { AppContext } from '../../context';
import { authenticate, requirePermission } from '../../http/authenticate';
import { currentUser, type AuthUser } from '../../http/context';
import { fieldError, invalidRequest, notFound } from '../../http/errors';
import { checkVersion, sendRecord } from '../../http/respond';
import { discardUploads, receiveUploads, type UploadPolicy } from '../../http/uploads';
import { idParam, ifMatchVersion, intQuery, optionalIdParam } from '../../http/validate';
import { renderedPageImages } from '../cutting/images';
import { countPdfPages } from '../files/pdfPages';
import { pageImageUrl, pageThumbnailUrl } from '../files/urls';
import { readStore } from '../stores/repo';
import { assertStoreAccess, shopsInUse, storeForNewLeaflet } from '../stores/scope';
import { fromFormFields, parseLeafletInput } from './input';
import { ORDERING_STATUSES } from '@flyerdesk/domain/ordering';
import { toLeaflet, type Leaflet } from './model';
import { createLeaflet, deleteLeaflet, refreshLeaflet, restoreLeaflet, setLeafletCover, updateLeaflet } from './service';
import { LIST_PAGES } from '@flyerdesk/domain/lists';
import { LEAFLET_FILE_MAX_BYTES, LEAFLET_FILES_MAX, LEAFLET_UPLOAD_MAX_BYTES } from '@flyerdesk/domain/leafletFiles';
import { receivePicture } from '../files/pictures';
import { queuePageCut } from '../cutting/queue';

export const PREDEFINED_FILTERS = ['LEAFLET_DASHBOARD', 'LEAFLET_XML_ORDERING'] as const;
const XML_ORDERING_SIZE_MAX = 5000;

function failedToProcess() {
  return invalidRequest(
    [fieldError('files', 'validation.invalid')],
    'Failed to process file: send a single .pdf or one or more .jpg/.png images',
  );
}

/** A leaflet's files: one PDF or page images (PNG, JPEG), recognised by their bytes, in any field. */
const LEAFLET_UPLOAD: UploadPolicy = {
  field: 'files',
  anyField: true,
  kinds: ['pdf', 'png', 'jpeg'],
  maxFileBytes: LEAFLET_FILE_MAX_BYTES,
  maxFiles: LEAFLET_FILES_MAX,
  maxTotalBytes: LEAFLET_UPLOAD_MAX_BYTES,
  maxFields: 60,
  maxFieldBytes: 64 * 1024,
  refuse: failedToProcess,
};

/** A leaflet's cover: a JPG or PNG picture (recognised by its bytes). */
const FIRST_PAGE_KINDS = ['png', 'jpeg'] as const;

export interface PageImage {
  pageNumber: number;
  url: string;
  thumbnailUrl: string;
}

export function pageImages(leaflet: { id: string; pageCount: number }): PageImage[] {
  return Array.from({ length: leaflet.pageCount }, (_, i) => ({
    pageNumber: i + 1,
    url: pageImageUrl(leaflet.id, i + 1),
    thumbnailUrl: pageThumbnailUrl(leaflet.id, i + 1),
  }));
}

function statusesParam(value: unknown): LeafletStatus[] | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw invalidRequest([fieldError('status', 'validation.status')]);
  const statuses = value.split(',').map((s) => s.trim()).filter(Boolean);
  if (!statuses.every(isLeafletStatus)) throw invalidRequest([fieldError('status', 'validation.status')]);
  return statuses;
}

function flagParam(value: unknown): boolean {
  return value === 'true' || value === '1';
}

export function leafletRoutes(ctx: AppContext): Router {
  const { db, files } = ctx;
  const router = Router();
  router.use(['/api/leaflets', '/api/history/leaflets', '/api/stores/:storeId/leaflets'], authenticate(ctx));

  /** A leaflet the user may see: unknown → 404, shop not assigned → 403. */
  async function accessibleLeaflet(user: AuthUser, id: string) {
    const row = await db.selectFrom('leaflets').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Leaflet with the given ID not found');
    await assertStoreAccess(db, user, row.store_id);
    return row;
  }

  function scopedToUser(user: AuthUser) {
    return isAdmin(user.roles)
      ? undefined
      : db.selectFrom('store_editors').select('store_id').where('user_id', '=', user.id);
  }

  async function page(
    req: Request,
    /** `shopsInUse`: leaflets of archived shops are left out (unless one shop is asked for by id). */
    filter: { statuses: readonly string[]; storeId?: string | undefined; search?: string | undefined; shopsInUse?: boolean },
    sizeDefault: number,
    sizeMax: number,
    order: 'created' | 'updated',
  ) {
    const user = currentUser(req);
    const pageNumber = intQuery(req.query.page, 'page', 0, 0, 1_000_000);
    const size = intQuery(req.query.size, 'size', sizeDefault, 1, sizeMax);
    if (filter.storeId) await assertStoreAccess(db, user, filter.storeId);
    let base = db.selectFrom('leaflets').where('leaflets.status', 'in', filter.statuses.length > 0 ? [...filter.statuses] : ['']);
    if (filter.storeId) base = base.where('leaflets.store_id', '=', filter.storeId);
    else if (filter.shopsInUse) base = base.where('leaflets.store_id', 'in', shopsInUse(db));
    const scope = scopedToUser(user);
    if (scope) base = base.where('leaflets.store_id', 'in', scope);
    const search = filter.search?.trim();
    if (search) {
      const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      base = base.where((eb) =>
        eb.or([
          eb('leaflets.natural_id', 'ilike', pattern),
          eb('leaflets.additional_info', 'ilike', pattern),
          eb('leaflets.store_id', 'in', eb.selectFrom('stores').select('id').where('name', 'ilike', pattern)),
        ]),
      );
    }
    const [rows, total] = await Promise.all([
      base
        .selectAll('leaflets')
        .orderBy(order === 'created' ? 'leaflets.created_at' : 'leaflets.updated_at', 'desc')
        .orderBy('leaflets.id')
        .limit(size)
        .offset(pageNumber * size)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { content: rows.map(toLeaflet), totalElements: Number(total.count), page: pageNumber, size };
  }

  router.get('/api/leaflets', requirePermission('leaflets.read'), async (req: Request, res: Response) => {
    const predefined = req.query.predefinedFilter;
    if (predefined !== undefined && !(PREDEFINED_FILTERS as readonly unknown[]).includes(predefined)) {
      throw invalidRequest([fieldError('predefinedFilter', 'validation.invalid')]);
    }
    const requested = statusesParam(req.query.status);
    const storeId = optionalIdParam(req.query.storeId, 'storeId');
    const search = typeof req.query.search === 'string' ? req.query.search : undefined;
    if (predefined === 'LEAFLET_XML_ORDERING') {
      const statuses = ORDERING_STATUSES.filter((s) => !requested || requested.includes(s));
      res.json(await page(req, { statuses, storeId, search, shopsInUse: true }, XML_ORDERING_SIZE_MAX, XML_ORDERING_SIZE_MAX, 'created'));
      return;
    }
    const statuses = requested ?? [...ACTIVE_GROUP, ...INACTIVE_GROUP];
    res.json(await page(req, { statuses, storeId, search, shopsInUse: true }, LIST_PAGES.leaflets.fallback, LIST_PAGES.leaflets.max, 'created'));
  });

  router.get('/api/leaflets/archived', requirePermission('leaflets.read'), async (req: Request, res: Response) => {
    const storeId = optionalIdParam(req.query.storeId, 'storeId');
    const search = typeof req.query.search === 'string' ? req.query.search : undefined;
    res.json(await page(req, { statuses: ['DELETED'], storeId, search }, LIST_PAGES.leaflets.fallback, LIST_PAGES.leaflets.max, 'updated'));
  });

  router.get('/api/leaflets/:id', requirePermission('leaflets.read'), async (req: Request, res: Response) => {
    const row = await accessibleLeaflet(currentUser(req), idParam(req.params.id));
    sendRecord(res, toLeaflet(row));
  });

  router.get('/api/leaflets/:id/images', requirePermission('leaflets.read'), async (req: Request, res: Response) => {
    const row = await accessibleLeaflet(currentUser(req), idParam(req.params.id));
    res.json((await renderedPageImages(db, row.id)) ?? pageImages(toLeaflet(row)));
  });

  router.get('/api/leaflets/:id/details', requirePermission('leaflets.read'), async (req: Request, res: Response) => {
    const user = currentUser(req);
    const leaflet = toLeaflet(await accessibleLeaflet(user, idParam(req.params.id)));
    // The leaflet's shop is the user's (accessibleLeaflet checked it).
    const store = await readStore(db, leaflet.storeId);
    const images = (await renderedPageImages(db, leaflet.id)) ?? pageImages(leaflet);
    const details = { ...leaflet, store: store ?? null, images };
    sendRecord(res, details);
  });

  router.get('/api/history/leaflets/:id', requirePermission('leaflets.history'), async (req: Request, res: Response) => {
    const id = idParam(req.params.id);
    await accessibleLeaflet(currentUser(req), id);
    const rows = await db
      .selectFrom('leaflet_history')
      .select(['at', 'by', 'version', 'changes'])
      .where('leaflet_id', '=', id)
      .orderBy('version', 'desc')
      .orderBy('at', 'desc')
      .execute();
    res.json(rows.map((r) => ({ at: r.at.toISOString(), by: r.by, version: r.version, changes: r.changes })));
  });

  router.get('/api/stores/:storeId/leaflets', requirePermission('leaflets.read'), async (req: Request, res: Response) => {
    const storeId = idParam(req.params.storeId, 'storeId');
    await assertStoreAccess(db, currentUser(req), storeId);
    const type = req.query.type ?? 'ALL';
    const statuses =
      type === 'ACTIVE' ? ACTIVE_GROUP : type === 'INACTIVE' ? INACTIVE_GROUP : type === 'ALL' ? [...ACTIVE_GROUP, ...INACTIVE_GROUP] : undefined;
    if (!statuses) throw invalidRequest([fieldError('type', 'validation.invalid')]);
    const rows = await db
      .selectFrom('leaflets')
      .selectAll()
      .where('store_id', '=', storeId)
      .where('status', 'in', [...statuses])
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    res.json(rows.map(toLeaflet));
  });

  router.post('/api/stores/:storeId/leaflets', requirePermission('leaflets.create'), async (req: Request, res: Response) => {
    const user = currentUser(req);
    const storeId = idParam(req.params.storeId, 'storeId');
    await storeForNewLeaflet(db, user, storeId);
    const body: unknown = req.body;
    const withWatermark = flagParam(req.query.watermark) && typeof body === 'object' && body !== null ? { ...body, watermark: true } : body;
    const { values } = parseLeafletInput(withWatermark, 'create', undefined);
    const row = await createLeaflet(db, user, storeId, values, { overwritePriority: flagParam(req.query.overwritePriority) });
    req.log.info({ leafletId: row.id }, 'leaflet created');
    sendRecord(res, toLeaflet(row), 201);
  });

  router.post('/api/leaflets/:storeId/files', requirePermission('leaflets.create'), async (req: Request, res: Response) => {
    const user = currentUser(req);
    const storeId = idParam(req.params.storeId, 'storeId');
    await storeForNewLeaflet(db, user, storeId);
    const uploaded = await receiveUploads(req, res, files.incoming, LEAFLET_UPLOAD);
    let storedFor: string | undefined;
    try {
      const pdfs = uploaded.filter((f) => f.kind === 'pdf');
      const acceptable = uploaded.length > 0 && ((pdfs.length === 1 && uploaded.length === 1) || pdfs.length === 0);
      if (!acceptable) throw failedToProcess();
      const pageCount = pdfs[0] ? countPdfPages(await readFile(pdfs[0].path)) : uploaded.length;
      const fields = fromFormFields(req.body as Record<string, unknown>);
      const input = { ...fields, pageCount, ...(flagParam(req.query.watermark) ? { watermark: true } : {}) };
      const { values } = parseLeafletInput(input, 'create', undefined);
      // A PDF is cut into page images in the same write when page cutting is on.
      const cutting = pdfs.length === 1 && ctx.config.features.offersRecognition;
      let queued: Awaited<ReturnType<typeof queuePageCut>> | undefined;
      const row = await createLeaflet(db, user, storeId, values, {
        overwritePriority: flagParam(req.query.overwritePriority),
        beforeCommit: async (created, trx) => {
          storedFor = created.id;
          const names = await files.saveLeafletSources(
            created.id,
            uploaded.map((f) => ({ source: f.path, extension: f.kind === 'pdf' ? 'pdf' : f.kind === 'png' ? 'png' : 'jpg' })),
          );
          const pdfName = names.find((name) => name.endsWith('.pdf'));
          if (cutting && pdfName) {
            const store = await trx.selectFrom('stores').select('name').where('id', '=', storeId).executeTakeFirstOrThrow();
            queued = await queuePageCut(
              trx,
              { id: created.id, naturalId: created.natural_id, storeId, storeName: store.name },
              pdfName,
              user,
            );
          }
          return names;
        },
      });
      if (queued) {
        ctx.jobs.cancelled(queued.cancelled);
        ctx.jobs.wake();
      }
      req.log.info({ leafletId: row.id, pageCount, files: uploaded.length, cutJobId: queued?.job.id }, 'leaflet created from files');
      const created: Leaflet & { cutJobId: string | null } = { ...toLeaflet(row), cutJobId: queued?.job.id ?? null };
      sendRecord(res, created, 201);
    } catch (err) {
      if (storedFor) await files.removeLeafletSources(storedFor);
      throw err;
    } finally {
      await discardUploads(uploaded);
    }
  });

  async function update(req: Request, res: Response, mode: 'put' | 'patch') {
    const user = currentUser(req);
    const id = idParam(req.params.id);
    const storeId = optionalIdParam(req.query.storeId, 'storeId');
    const expected = ifMatchVersion(req.get('if-match'));
    await accessibleLeaflet(user, id);
    const body: unknown = req.body;
    const row = await updateLeaflet(db, user, id, expected, (current: Leaflet) => parseLeafletInput(body, mode, current).values, {
      overwritePriority: flagParam(req.query.overwritePriority),
      ...(storeId ? { storeId } : {}),
    });
    sendRecord(res, toLeaflet(row));
  }

  router.put('/api/leaflets/:id', requirePermission('leaflets.update'), (req: Request, res: Response) => update(req, res, 'put'));
  router.patch('/api/leaflets/:id', requirePermission('leaflets.update'), (req: Request, res: Response) => update(req, res, 'patch'));

  router.delete('/api/leaflets/:id', requirePermission('leaflets.delete'), async (req: Request, res: Response) => {
    const user = currentUser(req);
    const id = idParam(req.params.id);
    const storeId = optionalIdParam(req.query.storeId, 'storeId');
    const expected = ifMatchVersion(req.get('if-match'));
    await accessibleLeaflet(user, id);
    await deleteLeaflet(db, user, id, expected, storeId);
    res.status(204).end();
  });

  router.post('/api/leaflets/:id/refresh', requirePermission('leaflets.refresh'), async (req: Request, res: Response) => {
    const user = currentUser(req);
    const id = idParam(req.params.id);
    const expected = ifMatchVersion(req.get('if-match'));
    await accessibleLeaflet(user, id);
    const row = await refreshLeaflet(db, user, id, expected);
    res.setHeader('ETag', `"${row.version}"`);
    res.status(204).end();
  });

  router.post('/api/leaflets/:id/restore', requirePermission('leaflets.restore'), async (req: Request, res: Response) => {
    const user = currentUser(req);
    const id = idParam(req.params.id);
    const expected = ifMatchVersion(req.get('if-match'));
    await accessibleLeaflet(user, id);
    const row = await restoreLeaflet(db, user, id, expected);
    req.log.info({ leafletId: row.id }, 'leaflet restored');
    sendRecord(res, toLeaflet(row));
  });

  router.post('/api/leaflets/:id/first-page', requirePermission('leaflets.update'), async (req: Request, res: Response) => {
    const user = currentUser(req);
    const id = idParam(req.params.id);
    const expected = ifMatchVersion(req.get('if-match'));
    const current = await accessibleLeaflet(user, id);
    checkVersion(expected, current.version);
    const name = await receivePicture(req, res, files, 'covers', id, FIRST_PAGE_KINDS);
    let written;
    try {
      written = await setLeafletCover(db, user, id, expected, name);
    } catch (err) {
      await files.removePicture('covers', name);
      throw err;
    }
    if (written.replaced) await files.removePicture('covers', written.replaced);
    sendRecord(res, toLeaflet(written.row));
  });

  return router;
}
