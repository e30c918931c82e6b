/**
 * The article-data import (an ARTICLES_IMPORT job): reads the source page by page and writes each
 * page's items, the checkpoint (next page) and the running counts in one transaction. An import
 * stopped half-way (restart, lost lease) resumes at the first page not yet written, and the unique
 * keys of items and articles keep a page written twice from doubling anything.
 */
import type { AppContext } from '../../context';
import { JobFailure, type JobHandler, type JobResultJson } from '../jobs/runner';
import { outgoingAllowanceOf, resolveSourceUrl } from '../sampleSources/ownAddress';
import { SAMPLE_ARTICLES_PATH } from '../sampleSources/routes';
import { SourceError } from './externalFetch';
import { bumpArticlesDataVersion, upsertImportItem } from './repo';
import { fetchImportPage, type ImportPage } from './source';

/** Where an import continues, saved with each page. */
export interface ImportCheckpoint {
  nextPage: number;
  /** Pages of the source as the last page read said. */
  pageCount: number;
  /** Items written so far. */
  done: number;
  matched: number;
  unmatched: number;
}

const FIRST: ImportCheckpoint = { nextPage: 1, pageCount: 1, done: 0, matched: 0, unmatched: 0 };

function count(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** The saved checkpoint, or the start when there is none (or it is unreadable). */
export function readCheckpoint(raw: unknown): ImportCheckpoint {
  if (typeof raw !== 'object' || raw === null) return FIRST;
  const o = raw as Record<string, unknown>;
  const nextPage = count(o.nextPage);
  if (nextPage === undefined || nextPage < 1) return FIRST;
  return {
    nextPage,
    pageCount: count(o.pageCount) ?? nextPage,
    done: count(o.done) ?? 0,
    matched: count(o.matched) ?? 0,
    unmatched: count(o.unmatched) ?? 0,
  };
}

function resultOf(state: ImportCheckpoint): JobResultJson {
  return { imported: state.done, matched: state.matched, unmatched: state.unmatched, pages: state.nextPage - 1 };
}

/** The configured source, or the api's own demo feed. */
export function articlesSourceUrl(ctx: AppContext): URL {
  return resolveSourceUrl(ctx, ctx.config.articlesSourceUrl ?? SAMPLE_ARTICLES_PATH);
}

export function articlesImportHandler(ctx: AppContext): JobHandler {
  return async (job) => {
    const source = articlesSourceUrl(ctx);
    const allowance = outgoingAllowanceOf(ctx);
    const writer = { jobId: job.job.id, actor: job.job.startedBy };
    let state = readCheckpoint(job.job.checkpoint);
    if (state.nextPage > 1) job.logger.info({ nextPage: state.nextPage }, 'import resumed');
    // A source that has no more pages than were already written: nothing is left to do.
    while (state.nextPage === 1 || state.nextPage <= state.pageCount) {
      let page: ImportPage;
      try {
        page = await fetchImportPage(source, state.nextPage, job.signal, allowance);
      } catch (err) {
        if (err instanceof SourceError) throw new JobFailure(err.code, err.message, { retryable: err.retryable });
        throw err;
      }
      const before = state;
      // The counts of this page are known only once its items are written: `work` fills them in,
      // and the runner saves the state after `work` in the same transaction.
      const saved: { checkpoint: ImportCheckpoint; done: number; total: number; result: JobResultJson } = {
        checkpoint: before,
        done: before.done,
        total: Math.max(page.total, before.done + page.items.length),
        result: resultOf(before),
      };
      const next = await job.commit(async (trx) => {
        let matched = 0;
        for (const item of page.items) {
          const status = await upsertImportItem(trx, item, writer);
          if (status === 'MATCHED' || status === 'CONFIRMED') matched += 1;
        }
        await bumpArticlesDataVersion(trx);
        const after: ImportCheckpoint = {
          nextPage: page.page + 1,
          pageCount: page.pageCount,
          done: before.done + page.items.length,
          matched: before.matched + matched,
          unmatched: before.unmatched + page.items.length - matched,
        };
        saved.checkpoint = after;
        saved.done = after.done;
        saved.result = resultOf(after);
        return after;
      }, saved);
      state = next;
      if (page.page >= page.pageCount) break;
    }
    return resultOf(state);
  };
}
