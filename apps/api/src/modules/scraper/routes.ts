/**
 * The leaflet scraper (/scrapper/pdf; permission scrapper.pdf, shops as for leaflets). Every call
 * answers 404 FEATURE_DISABLED while the leaflet-scrapper switch is off.
 * - POST /api/scraper/zip: a ZIP of page images and a new leaflet's fields → the leaflet (page count =
 *   the number of page images) and its LEAFLET_FROM_ZIP job, created in one transaction;
 * - POST /api/scraper/pdf-links: a PDF of a leaflet's pages (job LEAFLET_PDF);
 * - GET /api/scraper/pdf-links/:jobId: that job and, once it succeeded, its download link until it expires;
 * - GET /files/pdf-links/:token: the download itself; the signed token is the permission (no session).
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { ConflictReason } from '@flyerdesk/domain/errors';
import { SCRAPER_ZIP_MAX_BYTES, SCRAPER_ZIP_MAX_PAGES, isArchiveClutter, isPdfLinkExpired } from '@flyerdesk/domain/scraper';
import { pdfLinkSchema, SCRAPER_LEAFLET_FIELDS, scraperZipSchema } from '@flyerdesk/domain/validation/scraper';
import { validateWith, type InvalidField } from '@flyerdesk/domain/validation/messages';
import type { AppContext } from '../../context';
import type { JobRow } from '../../db/schema.jobs';
import { authenticate, requirePermission } from '../../http/authenticate';
import { currentUser } from '../../http/context';
import { ApiError, conflict, fieldError, invalidRequest, notFound } from '../../http/errors';
import { discardUploads, receiveUploads, type UploadPolicy } from '../../http/uploads';
import { idParam, validated } from '../../http/validate';
import { contentDisposition, setFileHeaders } from '../files/headers';
import { findJobRow, jobStepRows } from '../jobs/repo';
import { enqueueJob, type JobRecord } from '../jobs/runner';
import { toJobJson } from '../jobs/serialize';
import { parseLeafletInput } from '../leaflets/input';
import { toLeaflet } from '../leaflets/model';
import { createLeaflet } from '../leaflets/service';
import { assertStoreAccess, storeForNewLeaflet } from '../stores/scope';
import { listPageImages } from './archive';
import { scraperDisabled } from './feature';
import { checkPdfLinkToken, PDF_LINK_FILES_PATH, pdfLinkUrl, signPdfLinkToken } from './linkTokens';
import { leafletPageFiles } from './pages';
import { pdfLinkPath, saveScraperZip } from './storage';

const BASE = '/api/scraper';

function zipRefused(key: 'validation.zipRequired' | 'validation.zipInvalid' | 'validation.zipNoImages', message: string): ApiError {
  return invalidRequest([fieldError('file', key)], message);
}

/** One ZIP archive in `file`, recognised by its bytes; inside only PNG and JPEG pictures (and folders, and archivers' clutter). */
const ZIP_UPLOAD: UploadPolicy = {
  field: 'file',
  kinds: ['zip'],
  maxFileBytes: SCRAPER_ZIP_MAX_BYTES,
  maxFiles: 1,
  maxFields: 10,
  maxFieldBytes: 64 * 1024,
  refuse: () => zipRefused('validation.zipRequired', 'The file is not a ZIP archive'),
  zip: {
    entryKinds: ['png', 'jpeg'],
    // Finder's resource data and hidden files are skipped by the job, not refused.
    isIgnoredEntry: isArchiveClutter,
    // In the scraper's words: an archive without any file has no page images; anything else is not a usable ZIP.
    refusedKey: 'validation.zipInvalid',
    emptyKey: 'validation.zipNoImages',
  },
};

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** The new leaflet's fields from the `leaflet` part (JSON text); fields other than SCRAPER_LEAFLET_FIELDS are left out. */
function leafletFieldsOf(raw: unknown): { fields: Record<string, unknown>; problems: InvalidField[] } {
  if (raw === undefined || raw === '') return { fields: {}, problems: [] };
  let parsed: unknown;
  try {
    parsed = typeof raw === 'string' ? JSON.parse(raw) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!isRecord(parsed)) return { fields: {}, problems: [fieldError('leaflet', 'validation.invalid')] };
  const fields: Record<string, unknown> = {};
  for (const field of SCRAPER_LEAFLET_FIELDS) if (field in parsed) fields[field] = parsed[field];
  return { fields, problems: [] };
}

/** A job row as answered, with its steps. */
async function jobAnswer(ctx: AppContext, id: string) {
  const row = await findJobRow(ctx.db, id);
  if (!row) throw notFound('Job not found');
  return toJobJson(row, await jobStepRows(ctx.db, row.id));
}

function linkExpired(): ApiError {
  return new ApiError(410, 'LINK_EXPIRED', 'The download link has expired; generate the PDF again');
}

function noSuchLink(): ApiError {
  return notFound('No such PDF link');
}

/** When the link of a LEAFLET_PDF job expires: set once the job succeeded. */
function expiryOf(row: JobRow): Date | undefined {
  const value = row.result?.expiresAt;
  if (row.status !== 'SUCCESS' || typeof value !== 'string') return undefined;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? undefined : time;
}

export function scraperRoutes(ctx: AppContext): Router {
  const { db, files } = ctx;
  const router = Router();

  router.use([BASE, PDF_LINK_FILES_PATH], (_req: Request, _res: Response, next: NextFunction) => {
    if (!ctx.config.features.leafletScrapper) throw scraperDisabled();
    next();
  });

  const guard = [authenticate(ctx), requirePermission('scrapper.pdf')];

  router.post(`${BASE}/zip`, ...guard, async (req: Request, res: Response) => {
    const user = currentUser(req);
    const uploaded = await receiveUploads(req, res, files.incoming, ZIP_UPLOAD);
    let storedFor: string | undefined;
    let committed = false;
    try {
      const file = uploaded.find((f) => f.field === 'file');
      const body: Record<string, unknown> = isRecord(req.body) ? req.body : {};
      const { fields, problems } = leafletFieldsOf(body.leaflet);
      const checked = validateWith(scraperZipSchema, { ...fields, storeId: body.storeId });
      const invalid = [
        ...(file ? [] : [fieldError('file', 'validation.zipRequired')]),
        ...problems,
        ...(checked.ok ? [] : checked.invalidFields),
      ];
      if (!file || !checked.ok || invalid.length > 0) throw invalidRequest(invalid);
      const store = await storeForNewLeaflet(db, user, checked.value.storeId.toLowerCase());

      let pages: string[];
      try {
        pages = await listPageImages(file.path);
      } catch (err) {
        throw zipRefused('validation.zipInvalid', `The archive cannot be read (${err instanceof Error ? err.message : String(err)})`);
      }
      if (pages.length === 0) throw zipRefused('validation.zipNoImages', 'The archive holds no PNG or JPEG page images');
      if (pages.length > SCRAPER_ZIP_MAX_PAGES) {
        throw invalidRequest([fieldError('file', 'validation.zipTooManyPages', { max: SCRAPER_ZIP_MAX_PAGES })], 'The archive holds too many pages');
      }

      const { values } = parseLeafletInput({ ...fields, pageCount: pages.length }, 'create', undefined);
      let job: JobRecord | undefined;
      const row = await createLeaflet(db, user, store.id, values, {
        beforeCommit: async (created, trx) => {
          storedFor = created.id;
          const zipFile = await saveScraperZip(files, created.id, file.path);
          job = await enqueueJob(trx, {
            kind: 'LEAFLET_FROM_ZIP',
            subject: { storeId: store.id, storeName: store.name, leafletId: created.id, leafletNaturalId: created.natural_id },
            params: { zipFile },
            startedBy: { id: user.id, username: user.username },
          });
        },
      });
      committed = true;
      if (!job) throw new Error('The leaflet was created without its job');
      ctx.jobs.wake();
      req.log.info({ leafletId: row.id, pages: pages.length, jobId: job.id }, 'leaflet created from a ZIP of page images');
      res.status(201).json({ leaflet: toLeaflet(row), job: await jobAnswer(ctx, job.id) });
    } catch (err) {
      if (storedFor && !committed) await files.removeLeafletSources(storedFor);
      throw err;
    } finally {
      await discardUploads(uploaded);
    }
  });

  router.post(`${BASE}/pdf-links`, ...guard, async (req: Request, res: Response) => {
    const user = currentUser(req);
    const { leafletId } = validated(pdfLinkSchema, req.body);
    const leaflet = await db
      .selectFrom('leaflets')
      .innerJoin('stores', 'stores.id', 'leaflets.store_id')
      .select(['leaflets.id', 'leaflets.natural_id', 'leaflets.store_id', 'leaflets.source_files', 'stores.name as store_name'])
      .where('leaflets.id', '=', leafletId.toLowerCase())
      .executeTakeFirst();
    if (!leaflet) throw notFound('Leaflet with the given ID not found');
    await assertStoreAccess(db, user, leaflet.store_id);
    const pages = await leafletPageFiles(db, files, leaflet);
    if (pages.length === 0) throw conflict(ConflictReason.NO_PAGES, 'The leaflet has no page images to make a PDF of');
    const job = await ctx.jobs.enqueue({
      kind: 'LEAFLET_PDF',
      subject: { storeId: leaflet.store_id, storeName: leaflet.store_name, leafletId: leaflet.id, leafletNaturalId: leaflet.natural_id },
      startedBy: { id: user.id, username: user.username },
    });
    req.log.info({ leafletId: leaflet.id, jobId: job.id, pages: pages.length }, 'leaflet PDF queued');
    res.status(202).json(await jobAnswer(ctx, job.id));
  });

  router.get(`${BASE}/pdf-links/:jobId`, ...guard, async (req: Request, res: Response) => {
    const row = await findJobRow(db, idParam(req.params.jobId, 'jobId'));
    if (!row || row.kind !== 'LEAFLET_PDF') throw noSuchLink();
    const storeId = row.subject.storeId;
    if (storeId) await assertStoreAccess(db, currentUser(req), storeId);
    const expiresAt = expiryOf(row);
    const expired = expiresAt !== undefined && isPdfLinkExpired(expiresAt, ctx.clock());
    const url = expiresAt && !expired ? pdfLinkUrl(signPdfLinkToken(ctx.config.jwtSecret, row.id, expiresAt)) : null;
    res.json({
      job: toJobJson(row, await jobStepRows(db, row.id)),
      url,
      expiresAt: expiresAt?.toISOString() ?? null,
      expired,
    });
  });

  router.get(`${PDF_LINK_FILES_PATH}/:token`, async (req: Request, res: Response, next: NextFunction) => {
    const now = ctx.clock();
    const check = checkPdfLinkToken(ctx.config.jwtSecret, String(req.params.token), now);
    if (!check.valid) throw check.expired ? linkExpired() : noSuchLink();
    const row = await findJobRow(db, check.jobId);
    if (!row || row.kind !== 'LEAFLET_PDF') throw noSuchLink();
    const expiresAt = expiryOf(row);
    if (!expiresAt) throw noSuchLink();
    if (isPdfLinkExpired(expiresAt, now)) throw linkExpired();
    const file = pdfLinkPath(files, row.id);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) throw noSuchLink();
    const name = `${row.subject.leafletNaturalId ?? 'leaflet'}.pdf`;
    setFileHeaders(res, { name, contentType: 'application/pdf' });
    // A download, whatever the browser would do with a PDF; never kept by caches (the link expires).
    res.setHeader('Content-Disposition', contentDisposition(name, 'application/octet-stream'));
    res.setHeader('Cache-Control', 'private, no-store');
    // Relative to its folder: the data folder itself may sit under a dot folder (e.g. node_modules/.cache).
    res.sendFile(path.basename(file), { root: path.dirname(file), dotfiles: 'deny', cacheControl: false, lastModified: false }, (err?: Error) => {
      if (!err) return;
      if (res.headersSent) {
        next(err);
        return;
      }
      next(noSuchLink());
    });
  });

  return router;
}
