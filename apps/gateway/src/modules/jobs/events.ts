import type { Job, LiveState } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import type { UpstreamJob } from './client';
import { toJob } from './mappers';

/** Topic of one job's progress. */
export function jobTopic(jobId: string): string {
  return `job:${jobId}`;
}

/** Topic of changes to the job list (any job created or changed). */
export const JOBS_CHANGED_TOPIC = 'jobs:changed';

/** Key of the one thing the job-list poller watches. */
export const JOBS_KEY = 'jobs';

/**
 * What subscribers of a job receive (seq is added per topic): the job's latest state, computed once
 * for every subscriber (who may see the job was checked when the subscription started).
 */
export interface JobProgressChange {
  state: LiveState;
  /** The job with its steps while LIVE; null while UPSTREAM_UNAVAILABLE. */
  job: Job | null;
  /** While UPSTREAM_UNAVAILABLE: when the gateway tries again. */
  retryInMs: number | null;
}

/** What subscribers of the job list receive: only the new version (they refetch their list). */
export interface JobsChange {
  version: number;
}

export function liveJobChange(job: UpstreamJob): JobProgressChange {
  return { state: 'LIVE', job: toJob(job), retryInMs: null };
}

export function unavailableJobChange(retryInMs: number | undefined): JobProgressChange {
  return { state: 'UPSTREAM_UNAVAILABLE', job: null, retryInMs: retryInMs ?? null };
}

/**
 * After a cancel or retry made through the gateway: tells the job's subscribers its new state. Never
 * throws; resolvers start it without awaiting it. Job answers without steps are completed with one
 * read, so subscribers showing pages keep them.
 */
export async function publishJobProgress(ctx: GatewayContext, written: UpstreamJob): Promise<void> {
  // Before anything is awaited: the poller must not announce this version as somebody else's change.
  ctx.live.jobs?.know(written.id, written);
  try {
    let job = written;
    if (job.steps === undefined) {
      const full = await ctx.api.jobs.byId(written.id);
      if (full.version >= written.version) {
        job = full;
        ctx.live.jobs?.know(job.id, job);
      }
    }
    await ctx.events.publish(jobTopic(job.id), liveJobChange(job));
  } catch (err) {
    // The write itself succeeded; the poller or the next refetch brings subscribers up to date.
    ctx.log.warn({ err, traceId: ctx.traceId, jobId: written.id }, 'could not publish the job progress');
  }
}

/**
 * After a job write made through the gateway (start, cancel, retry, cut, crawl): with the shared
 * poller, polls the job list's version at once; without it, reads the version and tells subscribers.
 * Never throws.
 */
export async function notifyJobsChanged(ctx: Pick<GatewayContext, 'live' | 'events' | 'api' | 'log' | 'traceId'>): Promise<void> {
  if (ctx.live.jobList) {
    ctx.live.jobList.refresh(JOBS_KEY);
    return;
  }
  try {
    const { version } = await ctx.api.jobs.version();
    const change: JobsChange = { version };
    await ctx.events.publish(JOBS_CHANGED_TOPIC, change);
  } catch (err) {
    ctx.log.warn({ err, traceId: ctx.traceId }, 'could not publish the job list change');
  }
}
