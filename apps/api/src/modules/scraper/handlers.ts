/**
 * The scraper's jobs, one step per page (`page-<n>`), progress counted as pages are added:
 * - LEAFLET_FROM_ZIP: the stored ZIP's page images, in page order, become the leaflet's source PDF;
 *   then its page cut is queued (when page cutting is on). A damaged picture fails its step with
 *   SOURCE_INVALID and the job ends FAILED with nothing saved. An interrupted run starts again from
 *   the ZIP; once the PDF is saved and the cut queued (one transaction), a re-run only answers the result.
 * - LEAFLET_PDF: the leaflet's page images (leafletPageFiles) become a PDF under a download link that
 *   expires PDF_LINK_TTL_MINUTES after it is ready; PDFs of expired links are removed first.
 */
import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { UUID_PATTERN } from '@flyerdesk/domain/validation/rules';
import type { AppContext } from '../../context';
import { pageStepKey } from '../cutting/handler';
import { queuePageCut } from '../cutting/queue';
import { JobFailure, type JobHandler, type JobHandlerContext, type JobResultJson } from '../jobs/runner';
import { openPageArchive, PageImageError, type PageArchive } from './archive';
import { leafletPageFiles } from './pages';
import { ImagePdf } from './pdfBuilder';
import { saveLeafletPdf, savePdfLink, scraperZipPath, sweepPdfLinks, zipPdfName } from './storage';

function leafletIdOf(job: JobHandlerContext): string {
  const leafletId = job.job.subject.leafletId;
  if (typeof leafletId !== 'string' || !UUID_PATTERN.test(leafletId)) throw new JobFailure('SOURCE_INVALID', 'The job names no leaflet');
  return leafletId.toLowerCase();
}

/** Where a LEAFLET_FROM_ZIP run that saved its PDF and queued the cut left off. */
interface ZipCheckpoint {
  pdfFile: string;
  pages: number;
}

function zipCheckpointOf(value: unknown): ZipCheckpoint | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { pdfFile, pages } = value as Record<string, unknown>;
  return typeof pdfFile === 'string' && typeof pages === 'number' ? { pdfFile, pages } : undefined;
}

/**
 * Adds one page per picture, each its own step; a picture that cannot be used fails its step and the
 * others are still tried (so that every damaged page is named). Steps that succeeded in an earlier
 * run are added again without being counted again. Answers the PDF; JobFailure when a page failed.
 */
async function buildPdf(job: JobHandlerContext, count: number, readPage: (index: number) => Promise<{ data: Buffer; label: string }>): Promise<ImagePdf> {
  await job.ensureSteps(Array.from({ length: count }, (_, i) => ({ key: pageStepKey(i + 1), number: i + 1 })));
  const earlier = new Map((await job.steps()).map((step) => [step.key, step.status]));
  let done = [...earlier.values()].filter((status) => status === 'SUCCESS').length;
  await job.progress({ total: count, done });
  const pdf = await ImagePdf.create();
  for (let index = 0; index < count; index += 1) {
    job.signal.throwIfAborted();
    const key = pageStepKey(index + 1);
    const counted = earlier.get(key) === 'SUCCESS';
    if (!counted) await job.stepStarted(key);
    try {
      const { data, label } = await readPage(index);
      const size = await pdf.addImagePage(data, label);
      if (!counted) {
        await job.stepSucceeded(key, { width: size.width, height: size.height });
        done += 1;
        await job.progress({ done });
      }
    } catch (err) {
      if (!(err instanceof PageImageError)) throw err;
      job.logger.info({ page: index + 1, message: err.message }, 'page picture cannot be used');
      await job.stepFailed(key, 'SOURCE_INVALID', err.message);
    }
  }
  const failed = (await job.steps()).filter((step) => step.status === 'FAILED');
  const first = failed[0];
  if (first) {
    await job.progress({ result: { pages: done } });
    throw new JobFailure(first.errorCode ?? 'SOURCE_INVALID', `${failed.length} of ${count} page pictures cannot be used: ${first.error ?? ''}`.trim());
  }
  return pdf;
}

/** The page cut queued for the leaflet's PDF `fileName` (the newest), null when none was. */
async function cutJobFor(ctx: AppContext, leafletId: string, fileName: string): Promise<string | null> {
  const row = await ctx.db
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', 'PAGE_CUT')
    .where(sql<string>`subject->>'leafletId'`, '=', leafletId)
    .where(sql<string>`params->>'fileName'`, '=', fileName)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

export function leafletFromZipHandler(ctx: AppContext): JobHandler {
  return async (job): Promise<JobResultJson> => {
    const leafletId = leafletIdOf(job);
    const done = zipCheckpointOf(job.job.checkpoint);
    if (done) return { pages: done.pages, cutJobId: await cutJobFor(ctx, leafletId, done.pdfFile) };

    const zipFile = job.job.params.zipFile;
    const zipPath = typeof zipFile === 'string' ? scraperZipPath(ctx.files, leafletId, zipFile) : undefined;
    if (!zipPath) throw new JobFailure('SOURCE_INVALID', 'The job names no ZIP of page images');
    const leaflet = await ctx.db.selectFrom('leaflets').select('id').where('id', '=', leafletId).executeTakeFirst();
    if (!leaflet) throw new JobFailure('SOURCE_INVALID', 'The leaflet no longer exists');

    let archive: PageArchive;
    try {
      archive = await openPageArchive(zipPath);
    } catch (err) {
      throw new JobFailure('SOURCE_INVALID', `The ZIP of page images cannot be read (${err instanceof Error ? err.message : String(err)})`);
    }
    let pdf: ImagePdf;
    try {
      const names = archive.pages;
      if (names.length === 0) throw new JobFailure('SOURCE_INVALID', 'The ZIP holds no page images');
      pdf = await buildPdf(job, names.length, async (index) => {
        const name = names[index] ?? '';
        return { data: await archive.read(name), label: `"${name}"` };
      });
    } finally {
      archive.close();
    }

    const pages = pdf.pageCount;
    const pdfFile = zipPdfName(job.job.id);
    await saveLeafletPdf(ctx.files, leafletId, pdfFile, await pdf.save());

    const starter = job.job.startedById && job.job.startedBy ? { id: job.job.startedById, username: job.job.startedBy } : undefined;
    const cutting = ctx.config.features.offersRecognition;
    const checkpoint: ZipCheckpoint = { pdfFile, pages };
    const queued = await job.commit(
      async (trx) => {
        const row = await trx
          .updateTable('leaflets')
          .set({
            source_files: sql<string[]>`case when ${pdfFile} = any(source_files) then source_files else array_append(source_files, ${pdfFile}) end`,
          })
          .where('id', '=', leafletId)
          .returning(['id', 'natural_id', 'store_id'])
          .executeTakeFirst();
        if (!row) throw new JobFailure('SOURCE_INVALID', 'The leaflet no longer exists');
        if (!cutting) return undefined;
        if (!starter) {
          job.logger.warn('the account that started the job is gone: the page cut is not queued');
          return undefined;
        }
        const store = await trx.selectFrom('stores').select('name').where('id', '=', row.store_id).executeTakeFirst();
        return queuePageCut(
          trx,
          { id: row.id, naturalId: row.natural_id, storeId: row.store_id, storeName: store?.name ?? job.job.subject.storeName ?? '' },
          pdfFile,
          starter,
        );
      },
      { checkpoint, done: pages, total: pages, result: { pages } },
    );
    if (queued) {
      ctx.jobs.cancelled(queued.cancelled);
      ctx.jobs.wake();
    }
    job.logger.info({ leafletId, pages, pdfFile, cutJobId: queued?.job.id }, 'leaflet PDF made from the ZIP');
    return { pages, cutJobId: queued?.job.id ?? null };
  };
}

export function leafletPdfHandler(ctx: AppContext): JobHandler {
  return async (job): Promise<JobResultJson> => {
    const leafletId = leafletIdOf(job);
    try {
      const removed = await sweepPdfLinks(ctx.db, ctx.files, ctx.clock(), job.job.id);
      if (removed > 0) job.logger.info({ removed }, 'PDFs of expired links removed');
    } catch (err) {
      job.logger.warn({ err }, 'removing PDFs of expired links failed');
    }
    const leaflet = await ctx.db.selectFrom('leaflets').select(['id', 'source_files']).where('id', '=', leafletId).executeTakeFirst();
    if (!leaflet) throw new JobFailure('SOURCE_INVALID', 'The leaflet no longer exists');
    const pages = await leafletPageFiles(ctx.db, ctx.files, leaflet);
    if (pages.length === 0) throw new JobFailure('SOURCE_INVALID', 'The leaflet has no page pictures');

    const pdf = await buildPdf(job, pages.length, async (index) => {
      const page = pages[index];
      const label = `Page ${index + 1}`;
      const data = page ? await readFile(page.path).catch(() => undefined) : undefined;
      if (!data) throw new PageImageError(`${label}: its picture is missing`);
      return { data, label };
    });
    await savePdfLink(ctx.files, job.job.id, await pdf.save());
    const expiresAt = new Date(ctx.clock().getTime() + ctx.config.pdfLinkTtlMinutes * 60_000).toISOString();
    const result: JobResultJson = { pages: pdf.pageCount, expiresAt };
    await job.progress({ done: pages.length, total: pages.length, result });
    job.logger.info({ leafletId, pages: pdf.pageCount, expiresAt }, 'leaflet PDF ready for download');
    return result;
  };
}
