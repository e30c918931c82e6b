/**
 * The PAGE_CUT job: renders every page of a leaflet's PDF to a PNG and a thumbnail, one step per
 * page. Pages already rendered are skipped, so a resumed job and a retry render only what is missing.
 * When every page succeeded the leaflet's page count becomes the PDF's and its page images become
 * the rendered ones; when any page failed the job ends FAILED (retry renders the failed pages).
 */
import { sql } from 'kysely';
import { RUNNING_JOB_STATUSES } from '@flyerdesk/domain/jobs';
import { UUID_PATTERN } from '@flyerdesk/domain/validation/rules';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connect';
import { toLeaflet } from '../leaflets/model';
import { lockLeaflet, recordHistory } from '../leaflets/service';
import { lockAllOrderings, recordLeafletWrites } from '../ordering/versions';
import { JobFailure, type JobHandler, type JobHandlerContext } from '../jobs/runner';
import { RenderError, type RenderSession } from './renderer';
import { readLeafletPdf, removeRenderedPages, saveRenderedPage } from './storage';
import { renderedPageName } from './urls';

/** Key of the step of page `n`. */
export function pageStepKey(pageNumber: number): string {
  return `page-${pageNumber}`;
}

/** Who the leaflet's history names for a page count set by cutting. */
const CUT_ACTOR = 'page cutting';

async function openPdf(ctx: AppContext, job: JobHandlerContext, leafletId: string, fileName: string): Promise<RenderSession> {
  const pdf = await readLeafletPdf(ctx.files, leafletId, fileName);
  if (!pdf) throw new JobFailure('PDF_INVALID', 'The PDF of the leaflet is missing');
  try {
    return await ctx.pageRenderer.open(pdf, job.signal);
  } catch (err) {
    if (err instanceof RenderError) throw new JobFailure(err.code === 'RENDER_TIMEOUT' ? 'RENDER_TIMEOUT' : 'PDF_INVALID', err.message);
    throw err;
  }
}

/** Jobs whose rendered files stay: this one and running ones (a newer cut may be under way). */
async function renderingsToKeep(db: Db, leafletId: string, jobId: string): Promise<ReadonlySet<string>> {
  const running = await db
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', 'PAGE_CUT')
    .where(sql<string>`subject->>'leafletId'`, '=', leafletId)
    .where('status', 'in', [...RUNNING_JOB_STATUSES])
    .execute();
  return new Set([jobId, ...running.map((r) => r.id)]);
}

export function pageCutHandler(ctx: AppContext): JobHandler {
  return async (job) => {
    const leafletId = job.job.subject.leafletId;
    const fileName = job.job.params.fileName;
    if (typeof leafletId !== 'string' || !UUID_PATTERN.test(leafletId) || typeof fileName !== 'string') {
      throw new JobFailure('PDF_INVALID', 'The cut names no leaflet or PDF');
    }
    const session = await openPdf(ctx, job, leafletId, fileName);
    try {
      const pageCount = session.pageCount;
      await job.ensureSteps(Array.from({ length: pageCount }, (_, i) => ({ key: pageStepKey(i + 1), number: i + 1 })));
      const steps = await job.steps();
      let done = steps.filter((s) => s.status === 'SUCCESS').length;
      await job.progress({ total: pageCount, done });

      for (const step of steps) {
        if (step.status === 'SUCCESS' || step.number === null) continue;
        job.signal.throwIfAborted();
        await job.stepStarted(step.key);
        let page;
        try {
          page = await session.renderPage(step.number, job.signal);
        } catch (err) {
          if (!(err instanceof RenderError)) throw err;
          job.logger.info({ page: step.number, code: err.code, message: err.message }, 'page could not be rendered');
          await job.stepFailed(step.key, err.code, err.message);
          continue;
        }
        const imageName = renderedPageName(job.job.id, step.number, false);
        const thumbnailName = renderedPageName(job.job.id, step.number, true);
        await saveRenderedPage(ctx.files, leafletId, imageName, page.png);
        await saveRenderedPage(ctx.files, leafletId, thumbnailName, page.thumbnailPng);
        await job.stepSucceeded(step.key, { imageName, thumbnailName, width: page.width, height: page.height });
        done += 1;
        await job.progress({ done });
      }

      const failed = (await job.steps()).filter((s) => s.status === 'FAILED');
      const first = failed[0];
      if (first) {
        await job.progress({ result: { pages: done } });
        throw new JobFailure(first.errorCode ?? 'RENDER_ERROR', `${failed.length} of ${pageCount} pages could not be rendered`);
      }

      await job.commit(
        async (trx) => {
          await lockAllOrderings(trx);
          const current = await lockLeaflet(trx, leafletId);
          if (current.page_count === pageCount) return;
          const actor = job.job.startedBy ?? CUT_ACTOR;
          const row = await trx
            .updateTable('leaflets')
            .set((eb) => ({ page_count: pageCount, version: eb('version', '+', 1), updated_at: new Date(), updated_by: actor }))
            .where('id', '=', leafletId)
            .returningAll()
            .executeTakeFirstOrThrow();
          await recordHistory(trx, toLeaflet(current), row, actor);
          await recordLeafletWrites(trx, [{ before: current, after: row }], actor);
        },
        { done: pageCount, total: pageCount, result: { pages: pageCount } },
      );
      try {
        const keep = await renderingsToKeep(ctx.db, leafletId, job.job.id);
        await removeRenderedPages(ctx.files, leafletId, keep);
      } catch (err) {
        job.logger.warn({ err }, 'removing page images of earlier cuts failed');
      }
      return { pages: pageCount };
    } finally {
      await session.close();
    }
  };
}
