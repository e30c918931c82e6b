/** Page cutting: upload a leaflet's PDF (or cut the stored one), follow the cut, retry failed pages, serve the images. */
import path from 'node:path';
import { Router, type Request, type Response } from 'express';
import { sql } from 'kysely';
import { canRetryJob, isJobStatus } from '@flyerdesk/domain/jobs';
import { UUID_PATTERN } from '@flyerdesk/domain/validation/rules';
import type { AppContext } from '../../context';
import { authenticate, requirePermission } from '../../http/authenticate';
import { currentUser, type AuthUser } from '../../http/context';
import { conflict, fieldError, invalidRequest, notFound } from '../../http/errors';
import { discardUploads, receiveUploads, type StoredUpload, type UploadPolicy } from '../../http/uploads';
import { idParam } from '../../http/validate';
import { setFileHeaders } from '../files/headers';
import { findJobRow, jobStepRows, requeueJob } from '../jobs/repo';
import { jobNotRetryable } from '../jobs/routes';
import { toJobJson } from '../jobs/serialize';
import { assertStoreAccess } from '../stores/scope';
import { offersRecognitionDisabled } from './feature';
import { queuePageCut } from './queue';
import { latestLeafletPdf, removeCutSource, renderedPagePath, saveCutSource } from './storage';

export function cuttingRoutes(ctx: AppContext): Router {
  const { db, files } = ctx;
  const router = Router();

  /** A leaflet the user may cut: unknown → 404, shop not assigned → 403. */
  async function accessibleLeaflet(user: AuthUser, id: string) {
    const row = await db
      .selectFrom('leaflets')
      .innerJoin('stores', 'stores.id', 'leaflets.store_id')
      .select(['leaflets.id', 'leaflets.natural_id', 'leaflets.store_id', 'leaflets.source_files', 'stores.name as store_name'])
      .where('leaflets.id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound('Leaflet with the given ID not found');
    await assertStoreAccess(db, user, row.store_id);
    return row;
  }

  function requireFeature() {
    if (!ctx.config.features.offersRecognition) throw offersRecognitionDisabled();
  }

  async function latestCut(leafletId: string) {
    return db
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', 'PAGE_CUT')
      .where(sql<string>`subject->>'leafletId'`, '=', leafletId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** The PDF to cut, if one was sent: recognised by its bytes `%PDF-`, at most CUT_MAX_PDF_BYTES. */
  async function readUpload(req: Request, res: Response): Promise<StoredUpload | undefined> {
    const policy: UploadPolicy = {
      field: 'file',
      kinds: ['pdf'],
      maxFileBytes: ctx.config.cutMaxPdfBytes,
      maxFiles: 1,
      maxFields: 10,
      maxFieldBytes: 1024,
      refuse: () => invalidRequest([fieldError('file', 'validation.pdfRequired')], 'The file is not a PDF'),
    };
    const [file] = await receiveUploads(req, res, files.incoming, policy);
    return file;
  }

  router.post('/api/leaflets/:id/cut', authenticate(ctx), requirePermission('leaflets.cut'), async (req: Request, res: Response) => {
    requireFeature();
    const user = currentUser(req);
    const leaflet = await accessibleLeaflet(user, idParam(req.params.id));
    const file = await readUpload(req, res);

    let fileName: string | undefined;
    let uploaded = false;
    if (file) {
      try {
        fileName = await saveCutSource(files, leaflet.id, file.path);
      } finally {
        await discardUploads([file]);
      }
      uploaded = true;
    } else {
      fileName = await latestLeafletPdf(files, leaflet.id, leaflet.source_files);
      if (!fileName) throw conflict('NO_PDF', 'The leaflet has no PDF to cut');
    }

    let result;
    try {
      if (uploaded) {
        await db
          .updateTable('leaflets')
          .set({ source_files: sql<string[]>`array_append(source_files, ${fileName})` })
          .where('id', '=', leaflet.id)
          .execute();
      }
      // One cut per leaflet at a time: a new cut replaces the one under way.
      const cutFile = fileName;
      result = await db.transaction().execute((trx) =>
        queuePageCut(trx, { id: leaflet.id, naturalId: leaflet.natural_id, storeId: leaflet.store_id, storeName: leaflet.store_name }, cutFile, user),
      );
    } catch (err) {
      if (uploaded && fileName) {
        await db
          .updateTable('leaflets')
          .set({ source_files: sql<string[]>`array_remove(source_files, ${fileName})` })
          .where('id', '=', leaflet.id)
          .execute()
          .catch(() => undefined);
        await removeCutSource(files, leaflet.id, fileName);
      }
      throw err;
    }
    ctx.jobs.cancelled(result.cancelled);
    ctx.jobs.wake();
    req.log.info({ leafletId: leaflet.id, jobId: result.job.id, uploaded, replaced: result.cancelled }, 'page cutting queued');
    const row = await findJobRow(db, result.job.id);
    if (!row) throw notFound('Job not found');
    res.status(202).json(toJobJson(row, await jobStepRows(db, row.id)));
  });

  router.get('/api/leaflets/:id/cut', authenticate(ctx), requirePermission('leaflets.cut'), async (req: Request, res: Response) => {
    const leaflet = await accessibleLeaflet(currentUser(req), idParam(req.params.id));
    const job = await latestCut(leaflet.id);
    res.json({
      leafletId: leaflet.id,
      leafletNaturalId: leaflet.natural_id,
      storeId: leaflet.store_id,
      job: job ? toJobJson(job, await jobStepRows(db, job.id)) : null,
    });
  });

  router.post('/api/leaflets/:id/cut/retry', authenticate(ctx), requirePermission('leaflets.cut'), async (req: Request, res: Response) => {
    requireFeature();
    const leaflet = await accessibleLeaflet(currentUser(req), idParam(req.params.id));
    const latest = await latestCut(leaflet.id);
    if (!latest) throw jobNotRetryable();
    // The answer is the job as queued again, read while the requeue still holds its row: a runner
    // cannot claim it before the answer is taken.
    const { row, steps } = await db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom('jobs').select(['status', 'failed_steps']).where('id', '=', latest.id).forUpdate().executeTakeFirst();
      if (!current || !isJobStatus(current.status) || !canRetryJob(current.status, current.failed_steps)) throw jobNotRetryable();
      await requeueJob(trx, latest.id);
      const queued = await findJobRow(trx, latest.id);
      if (!queued) throw notFound('Job not found');
      return { row: queued, steps: await jobStepRows(trx, queued.id) };
    });
    ctx.jobs.wake();
    req.log.info({ leafletId: leaflet.id, jobId: latest.id }, 'failed pages queued again');
    res.json(toJobJson(row, steps));
  });

  router.get('/files/leaflets/:id/rendered/:file', (req: Request, res: Response, next) => {
    const id = String(req.params.id);
    const file = UUID_PATTERN.test(id) ? renderedPagePath(files, id, String(req.params.file)) : undefined;
    if (!file) throw notFound('No such page');
    setFileHeaders(res, { name: path.basename(file), contentType: 'image/png' });
    // Names carry the job id and a rendered page never changes under its name.
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    // Relative to its folder: the data folder itself may sit under a dot folder (e.g. node_modules/.cache).
    res.sendFile(
      path.basename(file),
      { root: path.dirname(file), dotfiles: 'deny', cacheControl: false },
      (err?: Error) => {
        if (!err) return;
        if (res.headersSent) {
          next(err);
          return;
        }
        next(notFound('No such page'));
      },
    );
  });

  return router;
}
