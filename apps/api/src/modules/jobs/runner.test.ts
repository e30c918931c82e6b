import pino from 'pino';
import type { JobKind } from '@flyerdesk/domain/jobs';
import { COUNTERS } from '../../db/migrations';
import type { JobRow } from '../../db/schema.jobs';
import { startTestApi, START_TIMEOUT_MS, type TestApi } from '../../test/testApi';
import { cancelJobs, findJobRow, jobStepRows, readJobsVersion } from './repo';
import { enqueueJob, JobFailure, JobRunner, type JobHandler, type JobRunnerOptions } from './runner';
import { waitFor } from './testing';

let api: TestApi;
const runners: JobRunner[] = [];
const logger = pino({ level: 'silent' });

beforeAll(async () => {
  // The api's own runner stays off: each test runs the runners it needs on the api's database.
  api = await startTestApi({ runJobs: false, seedDemo: false });
}, START_TIMEOUT_MS);

afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
  // Jobs a test left behind must not reach the next test's runners.
  await api.db.deleteFrom('jobs').execute();
});

afterAll(async () => {
  await api?.close();
});

function runner(handlers: Partial<Record<JobKind, JobHandler>>, options: Partial<JobRunnerOptions> = {}): JobRunner {
  const created = new JobRunner({ db: api.db, logger, handlers, pollMs: 20, leaseMs: 3_000, ...options });
  runners.push(created);
  created.start();
  return created;
}

async function job(id: string): Promise<JobRow> {
  const row = await findJobRow(api.db, id);
  if (!row) throw new Error(`job ${id} is gone`);
  return row;
}

function until(id: string, statuses: string[], timeoutMs = 20_000): Promise<JobRow> {
  return waitFor(
    async () => {
      const row = await job(id);
      return statuses.includes(row.status) ? row : undefined;
    },
    timeoutMs,
    `job ${id} to be ${statuses.join(' or ')}`,
  );
}

/** Resolves when the signal is aborted (a handler that works until it is stopped). */
function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason as Error);
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });
}

describe('job runner', () => {
  it('claims a queued job, records progress and steps, and completes it', async () => {
    const before = await readJobsVersion(api.db);
    const queued = await enqueueJob(api.db, { kind: 'CRAWL', subject: { sourceId: 'a', sourceName: 'Source A' }, params: { url: 'x' } });
    expect(queued).toMatchObject({ kind: 'CRAWL', status: 'QUEUED', attempt: 0, params: { url: 'x' } });
    expect(await readJobsVersion(api.db)).toBe(before + 1);

    const seen: unknown[] = [];
    runner({
      CRAWL: async (ctx) => {
        seen.push(ctx.job.params, ctx.job.attempt, ctx.job.status);
        await ctx.ensureSteps([
          { key: 'page-1', number: 1 },
          { key: 'page-2', number: 2 },
        ]);
        await ctx.ensureSteps([{ key: 'page-1', number: 1 }]);
        await ctx.progress({ total: 2, done: 0 });
        for (const step of await ctx.steps()) {
          await ctx.stepStarted(step.key);
          await ctx.stepSucceeded(step.key, { listed: step.number });
        }
        await ctx.progress({ done: 2 });
        return { found: 7, new: 3 };
      },
    });
    const done = await until(queued.id, ['SUCCESS', 'FAILED']);
    expect(done).toMatchObject({ status: 'SUCCESS', attempt: 1, done: 2, total: 2, result: { found: 7, new: 3 }, locked_by: null, error_code: null });
    expect(done.started_at?.getTime()).toEqual(expect.any(Number));
    expect(done.finished_at?.getTime()).toEqual(expect.any(Number));
    expect(seen).toEqual([{ url: 'x' }, 1, 'STARTED']);
    const steps = await jobStepRows(api.db, queued.id);
    expect(steps.map((s) => [s.key, s.status, s.attempts, s.result])).toEqual([
      ['page-1', 'SUCCESS', 1, { listed: 1 }],
      ['page-2', 'SUCCESS', 1, { listed: 2 }],
    ]);
    // Claim, each write and the end all moved the job's version and the list's.
    expect(done.version).toBeGreaterThan(8);
    expect(await readJobsVersion(api.db)).toBeGreaterThan(before + 8);
  });

  it('runs only the kinds it has handlers for', async () => {
    const other = await enqueueJob(api.db, { kind: 'ARTICLES_IMPORT', subject: {} });
    const mine = await enqueueJob(api.db, { kind: 'CRAWL', subject: {} });
    runner({ CRAWL: () => Promise.resolve() });
    await until(mine.id, ['SUCCESS']);
    // One more job run: the runner has looked for work again since, and still left the other kind alone.
    const next = await enqueueJob(api.db, { kind: 'CRAWL', subject: {} });
    await until(next.id, ['SUCCESS']);
    expect((await job(other.id)).status).toBe('QUEUED');
  });

  it('waits for the run time of a pending job', async () => {
    const later = await enqueueJob(api.db, { kind: 'CRAWL', subject: {}, runAt: new Date(Date.now() + 3_600_000) });
    expect(later.status).toBe('PENDING');
    runner({ CRAWL: () => Promise.resolve() });
    // A job due now runs meanwhile: the runner is at work, and leaves the pending one alone.
    const due = await enqueueJob(api.db, { kind: 'CRAWL', subject: {} });
    await until(due.id, ['SUCCESS']);
    expect((await job(later.id)).status).toBe('PENDING');
    // Its run time comes (moved to the past instead of waiting an hour): it runs.
    await api.db.updateTable('jobs').set({ run_at: new Date(Date.now() - 1_000) }).where('id', '=', later.id).execute();
    await until(later.id, ['SUCCESS']);
  });

  it('retries a retryable failure after a delay and succeeds on the next attempt', async () => {
    const queued = await enqueueJob(api.db, { kind: 'CRAWL', subject: {} });
    const attempts: number[] = [];
    runner(
      {
        CRAWL: async (ctx) => {
          attempts.push(ctx.job.attempt);
          if (ctx.job.attempt === 1) throw new JobFailure('FETCH_ERROR', 'The source is down', { retryable: true });
          return Promise.resolve({ found: 1 });
        },
      },
      { retryDelayMs: () => 400 },
    );
    const retrying = await until(queued.id, ['RETRYING', 'SUCCESS']);
    expect(retrying).toMatchObject({ status: 'RETRYING', attempt: 1, error_code: 'FETCH_ERROR', message: 'The source is down', locked_by: null });
    // The next attempt is due the retry delay after the failure was recorded (both the database's time).
    expect(retrying.run_at.getTime() - retrying.updated_at.getTime()).toBeGreaterThanOrEqual(400);
    const done = await until(queued.id, ['SUCCESS', 'FAILED']);
    expect(done).toMatchObject({ status: 'SUCCESS', attempt: 2, error_code: null, message: null, result: { found: 1 } });
    expect(attempts).toEqual([1, 2]);
  });

  it('fails a job whose retryable failures use up its attempts', async () => {
    const queued = await enqueueJob(api.db, { kind: 'CRAWL', subject: {} });
    let calls = 0;
    runner(
      {
        CRAWL: () => {
          calls += 1;
          throw new JobFailure('FETCH_ERROR', 'Fetching error', { retryable: true });
        },
      },
      { retryDelayMs: () => 10 },
    );
    const failed = await until(queued.id, ['FAILED', 'SUCCESS']);
    expect(failed).toMatchObject({ status: 'FAILED', attempt: 3, max_attempts: 3, error_code: 'FETCH_ERROR', message: 'Fetching error' });
    expect(calls).toBe(3);
  });

  it('fails at once on a failure that is not retryable, and hides unexpected errors', async () => {
    const invalid = await enqueueJob(api.db, { kind: 'CRAWL', subject: {}, params: { mode: 'invalid' } });
    const broken = await enqueueJob(api.db, { kind: 'CRAWL', subject: {}, params: { mode: 'broken' } });
    runner({
      CRAWL: (ctx) => {
        if (ctx.job.params.mode === 'invalid') throw new JobFailure('SOURCE_INVALID', 'Not the expected format');
        throw new TypeError('secret detail');
      },
    });
    expect(await until(invalid.id, ['FAILED'])).toMatchObject({ attempt: 1, error_code: 'SOURCE_INVALID', message: 'Not the expected format' });
    expect(await until(broken.id, ['FAILED'])).toMatchObject({ attempt: 1, error_code: 'INTERNAL', message: 'The job failed' });
  });

  it('aborts a running job that was cancelled elsewhere at its next heartbeat', async () => {
    const queued = await enqueueJob(api.db, { kind: 'CRAWL', subject: {} });
    let stoppedWith: unknown;
    let lateWrite: unknown;
    runner(
      {
        CRAWL: async (ctx) => {
          await ctx.ensureSteps([{ key: 'a' }]);
          await ctx.stepStarted('a');
          try {
            await aborted(ctx.signal);
          } catch (err) {
            stoppedWith = err;
          }
          try {
            await ctx.stepSucceeded('a');
          } catch (err) {
            lateWrite = err;
          }
        },
      },
      { leaseMs: 300 },
    );
    await waitFor(async () => (await job(queued.id)).status === 'PROCESSING', 10_000, 'processing');
    // Another instance cancels: only the database changes, this runner learns it from its heartbeat.
    await api.db.transaction().execute((trx) => cancelJobs(trx, [queued.id]));
    await waitFor(() => stoppedWith !== undefined && lateWrite !== undefined, 10_000, 'the handler to stop');
    expect(stoppedWith).toMatchObject({ reason: 'lost' });
    expect(lateWrite).toMatchObject({ name: 'JobLostError' });
    const row = await job(queued.id);
    expect(row).toMatchObject({ status: 'CANCELLED', cancel_requested: true, locked_by: null });
    expect((await jobStepRows(api.db, queued.id)).map((s) => s.status)).toEqual(['PENDING']);
  });

  it('aborts a cancelled job at once when told', async () => {
    const queued = await enqueueJob(api.db, { kind: 'CRAWL', subject: {} });
    let reason: unknown;
    const local = runner({
      CRAWL: async (ctx) => {
        await aborted(ctx.signal).catch((err: unknown) => {
          reason = err;
        });
      },
    });
    await until(queued.id, ['STARTED']);
    const cancelled = await api.db.transaction().execute((trx) => cancelJobs(trx, [queued.id]));
    local.cancelled(cancelled);
    await waitFor(() => reason !== undefined, 2_000, 'the abort');
    expect(reason).toMatchObject({ reason: 'cancel' });
    expect((await job(queued.id)).status).toBe('CANCELLED');
  });

  it('saves work and checkpoint together, or neither', async () => {
    const queued = await enqueueJob(api.db, { kind: 'CRAWL', subject: {} });
    runner({
      CRAWL: async (ctx) => {
        await ctx.commit((trx) => trx.insertInto('groups').values({ name: 'committed-group' }).execute(), { checkpoint: { page: 1 }, done: 1 });
        await ctx
          .commit(
            async (trx) => {
              await trx.insertInto('groups').values({ name: 'rolled-back-group' }).execute();
              throw new Error('the page could not be saved');
            },
            { checkpoint: { page: 2 }, done: 2 },
          )
          .catch(() => undefined);
      },
    });
    const done = await until(queued.id, ['SUCCESS', 'FAILED']);
    expect(done).toMatchObject({ status: 'SUCCESS', checkpoint: { page: 1 }, done: 1 });
    const names = (await api.db.selectFrom('groups').select('name').execute()).map((g) => g.name);
    expect(names).toContain('committed-group');
    expect(names).not.toContain('rolled-back-group');
  });

  it('puts running jobs back to the queue when stopped, and the next run resumes from the checkpoint', async () => {
    const queued = await enqueueJob(api.db, { kind: 'CRAWL', subject: {} });
    const first = runner({
      CRAWL: async (ctx) => {
        await ctx.commit(() => Promise.resolve(), { checkpoint: { nextPage: 2 }, done: 1, total: 3 });
        await ctx.ensureSteps([{ key: 'x' }]);
        await ctx.stepStarted('x');
        await aborted(ctx.signal);
      },
    });
    await waitFor(async () => (await job(queued.id)).done === 1, 10_000, 'the first page');
    await first.stop();
    const released = await job(queued.id);
    expect(released).toMatchObject({ status: 'QUEUED', attempt: 1, locked_by: null, lease_until: null, checkpoint: { nextPage: 2 } });
    expect((await jobStepRows(api.db, queued.id)).map((s) => s.status)).toEqual(['PENDING']);

    const checkpoints: unknown[] = [];
    runner({
      CRAWL: async (ctx) => {
        checkpoints.push(ctx.job.checkpoint);
        await ctx.progress({ done: 3 });
      },
    });
    expect(await until(queued.id, ['SUCCESS'])).toMatchObject({ attempt: 2, done: 3, total: 3 });
    expect(checkpoints).toEqual([{ nextPage: 2 }]);
  });

  it('fails a job interrupted more often than its attempts allow', async () => {
    const queued = await enqueueJob(api.db, { kind: 'CRAWL', subject: {} });
    await api.db.updateTable('jobs').set({ attempt: 3 }).where('id', '=', queued.id).execute();
    let called = false;
    runner({
      CRAWL: () => {
        called = true;
        return Promise.resolve();
      },
    });
    expect(await until(queued.id, ['FAILED', 'SUCCESS'])).toMatchObject({ status: 'FAILED', error_code: 'INTERRUPTED', attempt: 3 });
    expect(called).toBe(false);
  });

  it('tells its observer how each run ended: the status it left the job in', async () => {
    const ended: string[] = [];
    const observer = { runEnded: (kind: JobKind, status: string) => ended.push(`${kind} ${status}`) };
    const handlers: Partial<Record<JobKind, JobHandler>> = {
      CRAWL: async (ctx) => {
        if (ctx.job.params.mode === 'flaky' && ctx.job.attempt === 1) throw new JobFailure('FETCH_ERROR', 'down', { retryable: true });
        if (ctx.job.params.mode === 'broken') throw new JobFailure('SOURCE_INVALID', 'nonsense');
        if (ctx.job.params.mode === 'endless') await aborted(ctx.signal);
      },
    };
    const local = runner(handlers, { observer, retryDelayMs: () => 50 });

    const flaky = await enqueueJob(api.db, { kind: 'CRAWL', subject: {}, params: { mode: 'flaky' } });
    await until(flaky.id, ['SUCCESS']);
    const broken = await enqueueJob(api.db, { kind: 'CRAWL', subject: {}, params: { mode: 'broken' } });
    await until(broken.id, ['FAILED']);
    const cancelled = await enqueueJob(api.db, { kind: 'CRAWL', subject: {}, params: { mode: 'endless' } });
    await until(cancelled.id, ['STARTED']);
    local.cancelled(await api.db.transaction().execute((trx) => cancelJobs(trx, [cancelled.id])));
    await waitFor(() => ended.length === 4, 10_000, 'the cancelled run to end');
    const stopped = await enqueueJob(api.db, { kind: 'CRAWL', subject: {}, params: { mode: 'endless' } });
    await until(stopped.id, ['STARTED']);
    await local.stop();
    expect((await job(stopped.id)).status).toBe('QUEUED');

    expect(ended).toEqual(['CRAWL RETRYING', 'CRAWL SUCCESS', 'CRAWL FAILED', 'CRAWL CANCELLED', 'CRAWL QUEUED']);
  });

  it('never runs a job twice when two runners share the database', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 16; i += 1) ids.push((await enqueueJob(api.db, { kind: 'CRAWL', subject: { sourceName: `s${i}` } })).id);
    const runs = new Map<string, string[]>();
    // Every run waits until both runners run a job, so both get some work whatever the machine's speed.
    let bothAtWork: () => void = () => undefined;
    const bothRunning = new Promise<void>((resolve) => (bothAtWork = resolve));
    const handlerFor =
      (name: string): JobHandler =>
      async (ctx) => {
        runs.set(ctx.job.id, [...(runs.get(ctx.job.id) ?? []), name]);
        const names = new Set([...runs.values()].flat());
        if (names.has('a') && names.has('b')) bothAtWork();
        await bothRunning;
      };
    runner({ CRAWL: handlerFor('a') }, { instanceId: 'a', concurrency: 3 });
    runner({ CRAWL: handlerFor('b') }, { instanceId: 'b', concurrency: 3 });
    for (const id of ids) await until(id, ['SUCCESS']);
    expect([...runs.keys()].sort()).toEqual([...ids].sort());
    for (const id of ids) expect(runs.get(id)).toHaveLength(1);
    const byRunner = [...runs.values()].flat();
    expect(byRunner.filter((r) => r === 'a').length).toBeGreaterThan(0);
    expect(byRunner.filter((r) => r === 'b').length).toBeGreaterThan(0);
    for (const id of ids) expect((await job(id)).attempt).toBe(1);
  });

  it('takes over the job of a runner that died once its lease has run out', async () => {
    const queued = await enqueueJob(api.db, { kind: 'CRAWL', subject: {} });
    const dying = runner(
      {
        CRAWL: async (ctx) => {
          await ctx.commit(() => Promise.resolve(), { checkpoint: { nextPage: 5 } });
          await aborted(ctx.signal);
        },
      },
      { instanceId: 'dying', leaseMs: 1_500 },
    );
    await waitFor(async () => (await job(queued.id)).status === 'PROCESSING', 10_000, 'processing');
    await dying.abandon();
    const orphan = await job(queued.id);
    expect(orphan.status).toBe('PROCESSING');
    expect(orphan.locked_by).toMatch(/^dying\//);

    let resumedFrom: unknown;
    let takenOverAt: Date | undefined;
    runner(
      {
        CRAWL: async (ctx) => {
          resumedFrom = ctx.job.checkpoint;
          // When the survivor claimed the job (the claim's time, recorded by the database).
          takenOverAt = (await job(ctx.job.id)).updated_at;
          return { found: 5 };
        },
      },
      { instanceId: 'survivor', leaseMs: 1_500 },
    );
    const done = await until(queued.id, ['SUCCESS', 'FAILED']);
    // Not before the dead runner's lease had run out.
    expect(takenOverAt?.getTime()).toBeGreaterThanOrEqual(orphan.lease_until?.getTime() ?? Number.POSITIVE_INFINITY);
    expect(done).toMatchObject({ status: 'SUCCESS', attempt: 2, result: { found: 5 } });
    expect(resumedFrom).toEqual({ nextPage: 5 });
  });

  it('bumps the job list counter in the counters table', async () => {
    const before = await api.db.selectFrom('counters').select('version').where('name', '=', COUNTERS.jobs).executeTakeFirstOrThrow();
    await enqueueJob(api.db, { kind: 'CRAWL', subject: {} });
    const after = await api.db.selectFrom('counters').select('version').where('name', '=', COUNTERS.jobs).executeTakeFirstOrThrow();
    expect(after.version).toBe(before.version + 1);
  });
});
