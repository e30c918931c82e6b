/**
 * A crawler run (a CRAWL job): reads a source's listing pages, following rel="next" up to
 * CRAWL_MAX_PAGES, each page a step of the job, and records the leaflets each page shows. A source
 * that cannot be fetched fails the attempt with FETCH_ERROR; the runner tries again later and fails
 * the run once its attempts are used up.
 */
import type { AppContext } from '../../context';
import { fetchExternalText, SourceError } from '../articlesData/externalFetch';
import { JobFailure, type JobHandler } from '../jobs/runner';
import { outgoingAllowanceOf, resolveSourceUrl } from '../sampleSources/ownAddress';
import { parseListing } from './parse';
import { recordFindings, runCounts } from './repo';

/** Listing pages read in one run at most. */
export const CRAWL_MAX_PAGES = 10;

export function pageStepKey(page: number): string {
  return `page-${page}`;
}

export function crawlHandler(ctx: AppContext): JobHandler {
  return async (job) => {
    const sourceId = job.job.subject.sourceId;
    const source = sourceId
      ? await job.db.selectFrom('crawler_sources').select(['id', 'url']).where('id', '=', sourceId).executeTakeFirst()
      : undefined;
    if (!source) throw new JobFailure('SOURCE_INVALID', 'The crawler source no longer exists');
    let address: URL;
    try {
      address = resolveSourceUrl(ctx, source.url);
    } catch {
      throw new JobFailure('SOURCE_INVALID', `The address of the source is not valid: ${source.url}`);
    }

    const allowance = outgoingAllowanceOf(ctx);
    const visited = new Set<string>();
    let next: URL | null = address;
    let pages = 0;
    while (next && pages < CRAWL_MAX_PAGES && !visited.has(next.href)) {
      const url: URL = next;
      visited.add(url.href);
      pages += 1;
      const key = pageStepKey(pages);
      await job.ensureSteps([{ key, number: pages }]);
      await job.stepStarted(key);
      let html: string;
      try {
        // Pages name the next page themselves: only http(s), never a local file.
        html = await fetchExternalText(url, { signal: job.signal, accept: 'text/html', allowance });
      } catch (err) {
        if (!(err instanceof SourceError)) throw err;
        await job.stepFailed(key, err.code, err.message);
        throw new JobFailure(err.code, err.message, { retryable: err.retryable });
      }
      const listing = parseListing(html, url);
      const counts = await job.commit(
        async (trx) => {
          await recordFindings(trx, source.id, job.job.id, listing.leaflets);
          return runCounts(trx, job.job.id);
        },
        { done: pages, total: null },
      );
      await job.progress({ result: { ...counts, pages } });
      await job.stepSucceeded(key, { leaflets: listing.leaflets.length });
      next = listing.next;
    }
    await job.progress({ done: pages, total: pages });
    return { ...(await runCounts(job.db, job.job.id)), pages };
  };
}
