import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { startingWith, watchedTopic, withCleanup } from '../../realtime/iterators';
import type { Sequenced } from '../../realtime/pubsub';
import { nullWhenMissing } from '../../upstream/http';
import {
  jobTopic,
  JOBS_CHANGED_TOPIC,
  JOBS_KEY,
  liveJobChange,
  notifyJobsChanged,
  publishJobProgress,
  unavailableJobChange,
  type JobProgressChange,
  type JobsChange,
} from './events';
import { jobListQuery, toJob } from './mappers';

/** Sequence number of the first event of a job subscription: the state when it started, not a topic event. */
export const INITIAL_JOB_EVENT_SEQ = 0;

/**
 * The stream of one job for one subscriber: its state when the subscription starts, then the
 * changes of the job's topic. The job is read first with the subscriber's own session (the role
 * and the editor's shops are checked upstream: unknown or hidden jobs are NOT_FOUND); only then
 * does the shared poller of the job start or gain a subscriber.
 */
async function jobStream(ctx: GatewayContext, requestedId: string): Promise<AsyncIterableIterator<Sequenced<JobProgressChange>>> {
  const read = await ctx.api.jobs.byId(requestedId);
  const jobId = read.id;
  const changes = ctx.events.subscribe<JobProgressChange>(jobTopic(jobId));
  const watcher = ctx.live.jobs;
  const release = watcher?.watch(jobId) ?? (() => undefined);
  try {
    let current = read;
    let first: JobProgressChange = liveJobChange(current);
    if (watcher) {
      // The poller may already know a newer state (announced before this subscriber listened).
      const polled = watcher.current(jobId);
      if (polled && polled.version > current.version) current = polled;
      // A new poller announces its first read when it differs from what this subscriber gets now.
      watcher.baseline(jobId, current);
      const health = watcher.health(jobId);
      first = health && !health.healthy ? unavailableJobChange(health.retryInMs) : liveJobChange(current);
    }
    return withCleanup(startingWith<Sequenced<JobProgressChange>>({ ...first, seq: INITIAL_JOB_EVENT_SEQ }, changes), release);
  } catch (err) {
    release();
    await changes.return?.();
    throw err;
  }
}

export const jobsResolvers: Resolvers = {
  Query: {
    jobs: async (_parent, args, ctx) => (await ctx.api.jobs.list(jobListQuery(args))).items.map(toJob),
    job: async (_parent, { id }, ctx) => {
      const raw = await nullWhenMissing(ctx.api.jobs.byId(id));
      return raw ? toJob(raw) : null;
    },
  },
  Mutation: {
    cancelJob: async (_parent, { id }, ctx) => {
      const raw = await ctx.api.jobs.cancel(id);
      void publishJobProgress(ctx, raw);
      void notifyJobsChanged(ctx);
      return toJob(raw);
    },
    retryJob: async (_parent, { id }, ctx) => {
      const raw = await ctx.api.jobs.retry(id);
      void publishJobProgress(ctx, raw);
      void notifyJobsChanged(ctx);
      return toJob(raw);
    },
  },
  Subscription: {
    jobProgress: {
      // One shared poller per job (service token) runs while at least one subscription is open.
      subscribe: (_parent, { id }, ctx) => jobStream(ctx, id),
      resolve: (event: Sequenced<JobProgressChange>) => ({ seq: event.seq, state: event.state, job: event.job, retryInMs: event.retryInMs }),
    },
    jobsChanged: {
      // The shared poller of the job list's version runs while at least one subscription is open.
      subscribe: (_parent, _args, ctx) => watchedTopic<JobsChange, string>(ctx.events, JOBS_CHANGED_TOPIC, ctx.live.jobList, JOBS_KEY, ctx.resume),
      resolve: (event: Sequenced<JobsChange>) => ({ seq: event.seq, version: event.version }),
    },
  },
};
