/**
 * Background jobs (spec §4): article-data imports, crawler runs, leaflet page cutting, scheduled
 * link swaps of page redirects, sends of push notifications and the scraper's PDFs (a leaflet from a
 * ZIP of page images, a leaflet's pages as a downloadable PDF: ./scraper) share one life cycle. The api runs them, the gateway watches them, the
 * web shows them; all read the rules here.
 */

export const JOB_KINDS = ['ARTICLES_IMPORT', 'CRAWL', 'PAGE_CUT', 'LINK_SWAP', 'NOTIFICATION_SEND', 'LEAFLET_FROM_ZIP', 'LEAFLET_PDF'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/**
 * A job's states. The crawler states of spec §4 (pending, queued, processing, started, retrying,
 * success) plus failed and cancelled:
 * - PENDING: created for later (its run time has not come yet);
 * - QUEUED: waiting for a free worker;
 * - STARTED: a worker took it and is preparing (fetching the source, opening the PDF);
 * - PROCESSING: work is being done and progress reported;
 * - RETRYING: an attempt failed for a reason that may pass (network, source down); it runs again later;
 * - SUCCESS, FAILED, CANCELLED: finished.
 */
export const JOB_STATUSES = ['PENDING', 'QUEUED', 'STARTED', 'PROCESSING', 'RETRYING', 'SUCCESS', 'FAILED', 'CANCELLED'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const RUNNING_JOB_STATUSES = ['PENDING', 'QUEUED', 'STARTED', 'PROCESSING', 'RETRYING'] as const satisfies readonly JobStatus[];
export const FINISHED_JOB_STATUSES = ['SUCCESS', 'FAILED', 'CANCELLED'] as const satisfies readonly JobStatus[];

export function isJobKind(x: unknown): x is JobKind {
  return typeof x === 'string' && (JOB_KINDS as readonly string[]).includes(x);
}

export function isJobStatus(x: unknown): x is JobStatus {
  return typeof x === 'string' && (JOB_STATUSES as readonly string[]).includes(x);
}

/** True while the job may still change on its own (not finished). */
export function isJobRunning(status: JobStatus): boolean {
  return (RUNNING_JOB_STATUSES as readonly string[]).includes(status);
}

export function isJobFinished(status: JobStatus): boolean {
  return !isJobRunning(status);
}

/** Statuses from which a job can be cancelled. */
export function canCancelJob(status: JobStatus): boolean {
  return isJobRunning(status);
}

/** A finished job can be run again when it failed, was cancelled, or left failed steps behind. */
export function canRetryJob(status: JobStatus, failedSteps: number): boolean {
  return status === 'FAILED' || status === 'CANCELLED' || (status === 'SUCCESS' && failedSteps > 0);
}

/** Steps of a job (pages of a cut, listing pages of a crawl). */
export const JOB_STEP_STATUSES = ['PENDING', 'IN_PROGRESS', 'SUCCESS', 'FAILED'] as const;
export type JobStepStatus = (typeof JOB_STEP_STATUSES)[number];

/**
 * Why a job or a step failed. The api stores the code, the web translates it; the English
 * message next to it is for logs and API clients.
 */
export const JOB_ERROR_CODES = [
  /** The external source could not be fetched ("Fetching error. Please try again later."). */
  'FETCH_ERROR',
  /** The source answered with something that is not in the expected format. */
  'SOURCE_INVALID',
  /**
   * The source was refused before anything of it was used: its address is not a public one (loopback,
   * private, link-local, metadata …) nor allowed, it redirects too often or elsewhere than http(s), or
   * its answer is too large (OutgoingRefusalReason of `errors.ts`).
   */
  'SOURCE_REFUSED',
  /** The file is not a readable PDF. */
  'PDF_INVALID',
  /** The page could not be rendered. */
  'RENDER_ERROR',
  /** The page is larger than the renderer's pixel limit. */
  'PAGE_TOO_LARGE',
  /** Rendering the page took longer than the time limit. */
  'RENDER_TIMEOUT',
  /** The job was interrupted too many times (restarts) and gave up. */
  'INTERRUPTED',
  /** Anything else; the detail is in the api's log under the job id. */
  'INTERNAL',
] as const;
export type JobErrorCode = (typeof JOB_ERROR_CODES)[number];

export function isJobErrorCode(x: unknown): x is JobErrorCode {
  return typeof x === 'string' && (JOB_ERROR_CODES as readonly string[]).includes(x);
}

/** How many times a job is attempted before it is FAILED (restarts and retryable errors count). */
export const JOB_MAX_ATTEMPTS = 3;

/** Delay before attempt `attempt + 1` after a retryable failure of attempt `attempt` (1-based): 2 s, 4 s, 8 s … capped at 60 s. */
export function jobRetryDelayMs(attempt: number): number {
  return Math.min(2_000 * 2 ** Math.max(0, attempt - 1), 60_000);
}

/** Share of the work done, 0..1, or null while the total is unknown. */
export function jobProgressRatio(done: number, total: number | null | undefined): number | null {
  if (total === null || total === undefined || total <= 0) return null;
  return Math.min(1, Math.max(0, done / total));
}

/**
 * Overall state of a leaflet's page cutting (spec §4): "checking" until the pages are known,
 * "N pages in progress" while pages are being rendered, "complete" when every page succeeded,
 * "failed" (retry allowed) when the run ended with failed pages or failed as a whole.
 */
export type CutOverallStatus =
  | { state: 'NONE' }
  | { state: 'CHECKING' }
  | { state: 'IN_PROGRESS'; pagesInProgress: number }
  | { state: 'COMPLETE' }
  | { state: 'FAILED'; failedPages: number };

export interface CutJobView {
  status: JobStatus;
  steps: readonly { status: JobStepStatus }[];
}

export function cutOverallStatus(job: CutJobView | null | undefined): CutOverallStatus {
  if (!job) return { state: 'NONE' };
  const failedPages = job.steps.filter((s) => s.status === 'FAILED').length;
  if (isJobRunning(job.status)) {
    if (job.steps.length === 0) return { state: 'CHECKING' };
    const pagesInProgress = job.steps.filter((s) => s.status === 'PENDING' || s.status === 'IN_PROGRESS').length;
    if (pagesInProgress === 0) return failedPages > 0 ? { state: 'FAILED', failedPages } : { state: 'COMPLETE' };
    return { state: 'IN_PROGRESS', pagesInProgress };
  }
  if (job.status === 'SUCCESS' && failedPages === 0 && job.steps.length > 0) return { state: 'COMPLETE' };
  return { state: 'FAILED', failedPages };
}

/** Page images are rendered at this resolution (dots per inch; PDF user space is 72 per inch). */
export const CUT_RENDER_DPI = 150;
/** Width of a page thumbnail in pixels. */
export const CUT_THUMBNAIL_WIDTH = 240;
/** Largest page image the renderer makes, in pixels (width × height); bigger pages fail with PAGE_TOO_LARGE. */
export const CUT_MAX_PIXELS = 40_000_000;
/** Longest time one page may take to render before it fails with RENDER_TIMEOUT. */
export const CUT_PAGE_TIMEOUT_MS = 30_000;
/** Largest PDF accepted for cutting. */
export const CUT_MAX_PDF_BYTES = 50 * 1024 * 1024;
