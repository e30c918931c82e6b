/**
 * The job runner: claims due jobs from the database, runs their handlers and records how they end.
 *
 * Jobs are claimed with `FOR UPDATE SKIP LOCKED`, so several api instances on one PostgreSQL share the
 * work without running a job twice. A claimed job is held under a lease that the holder renews; when
 * a holder dies its lease runs out and another runner takes the job over. Every write a handler makes
 * is checked against the holder, so a job that was cancelled or taken over stops writing. Each change
 * of a job or its steps bumps the job's version and the job list's counter in the same transaction.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { sql, type Transaction } from 'kysely';
import type { Logger } from 'pino';
import {
  isJobErrorCode,
  isJobKind,
  isJobStatus,
  jobRetryDelayMs,
  type JobErrorCode,
  type JobKind,
  type JobStatus,
  type JobStepStatus,
} from '@flyerdesk/domain/jobs';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import type { JobRow, JobStepRow, JobSubjectJson } from '../../db/schema.jobs';
import { jobStarted, recordActivity } from '../activity/record';
import { bumpJobsCounter, jobStepRows } from './repo';

type Trx = Transaction<Database>;

export type JobSubject = JobSubjectJson;

export interface JobRecord {
  id: string;
  kind: JobKind;
  status: JobStatus;
  subject: JobSubject;
  params: Record<string, unknown>;
  /** Where the previous attempt stopped (saved through `commit`), null on a first run. */
  checkpoint: unknown;
  attempt: number;
  maxAttempts: number;
  startedBy: string | null;
  startedById: string | null;
}

export interface JobResultJson {
  imported?: number;
  matched?: number;
  unmatched?: number;
  found?: number;
  new?: number;
  pages?: number;
  /** Notification send: devices resolved, delivered, failed for good. */
  recipients?: number;
  sent?: number;
  failed?: number;
  /** Leaflet from a ZIP: the page cut queued for its PDF (null when page cutting is off). */
  cutJobId?: string | null;
  /** Leaflet PDF: when its download link stops working (ISO time). */
  expiresAt?: string;
}

export interface JobStepRecord {
  key: string;
  number: number | null;
  status: JobStepStatus;
  errorCode: JobErrorCode | null;
  error: string | null;
  attempts: number;
  result: Record<string, unknown> | null;
}

export interface JobHandlerContext {
  job: JobRecord;
  db: Db;
  logger: Logger;
  /** Aborted when the job is cancelled or the api shuts down. */
  signal: AbortSignal;
  /** Sets progress counters; moves the job to PROCESSING. */
  progress(update: { done?: number; total?: number | null; result?: JobResultJson }): Promise<void>;
  /**
   * Runs `work` and saves checkpoint/progress/result in ONE transaction: all or nothing (what makes
   * resuming safe). `work` must use the transaction it is given, never `db`.
   */
  commit<T>(
    work: (trx: Transaction<Database>) => Promise<T>,
    state: { checkpoint?: unknown; done?: number; total?: number | null; result?: JobResultJson },
  ): Promise<T>;
  /** Creates the steps that do not exist yet (existing steps keep their status). */
  ensureSteps(steps: readonly { key: string; number?: number }[]): Promise<void>;
  steps(): Promise<JobStepRecord[]>;
  stepStarted(key: string): Promise<void>;
  stepSucceeded(key: string, result?: Record<string, unknown>): Promise<void>;
  stepFailed(key: string, code: JobErrorCode, message: string): Promise<void>;
}

export type JobHandler = (ctx: JobHandlerContext) => Promise<JobResultJson | void>;

/** Thrown by handlers: a failure with a code; retryable ones go to RETRYING (backoff jobRetryDelayMs) until maxAttempts. */
export class JobFailure extends Error {
  override name = 'JobFailure';

  constructor(
    readonly code: JobErrorCode,
    message: string,
    readonly options: { retryable?: boolean } = {},
  ) {
    super(message);
  }
}

/** Why a running handler was asked to stop. */
export type JobAbortReason =
  /** The runner is stopping (the api shuts down): the job goes back to the queue. */
  | 'stop'
  /** The job was cancelled. */
  | 'cancel'
  /** The job is no longer held by this runner (cancelled elsewhere or taken over after a lost lease). */
  | 'lost'
  /** The runner was abandoned without releasing anything (tests of a dying instance). */
  | 'abandon';

/** The reason of a handler's abort signal. */
export class JobAbortedError extends Error {
  override name = 'AbortError';

  constructor(readonly reason: JobAbortReason) {
    super(`The job was stopped (${reason})`);
  }
}

/** A write was refused because this runner no longer holds the job. */
class JobLostError extends Error {
  override name = 'JobLostError';
}

export interface EnqueueInput {
  kind: JobKind;
  subject: JobSubject;
  params?: Record<string, unknown>;
  startedBy?: { id: string; username: string } | null;
  /** Run not before this moment (the job is PENDING until then). */
  runAt?: Date;
}

/** What routes use to start jobs: the database queue plus this instance's runner. */
export interface JobQueue {
  /** Adds a job (see enqueueJob) and wakes the runner. */
  enqueue(input: EnqueueInput): Promise<JobRecord>;
  /** Claims and runs due jobs now (after a job was queued inside a transaction that has committed). */
  wake(): void;
  /** Stops the local handlers of jobs that were just cancelled. */
  cancelled(jobIds: readonly string[]): void;
}

function toStepRecord(row: JobStepRow): JobStepRecord {
  return {
    key: row.key,
    number: row.number,
    status: row.status as JobStepStatus,
    errorCode: isJobErrorCode(row.error_code) ? row.error_code : null,
    error: row.error,
    attempts: row.attempts,
    result: row.result,
  };
}

export function toJobRecord(row: JobRow): JobRecord {
  if (!isJobKind(row.kind)) throw new Error(`Unknown job kind ${row.kind}`);
  return {
    id: row.id,
    kind: row.kind,
    status: isJobStatus(row.status) ? row.status : 'QUEUED',
    subject: row.subject,
    params: row.params,
    checkpoint: row.checkpoint,
    attempt: row.attempt,
    maxAttempts: row.max_attempts,
    startedBy: row.started_by,
    startedById: row.started_by_id,
  };
}

function inTransaction<T>(db: Db, work: (trx: Trx) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Trx) : db.transaction().execute(work);
}

/** Adds a job to the queue (QUEUED, or PENDING until `runAt`). Inside a transaction when `db` is one. */
export async function enqueueJob(db: Db, input: EnqueueInput): Promise<JobRecord> {
  const later = input.runAt !== undefined && input.runAt.getTime() > Date.now();
  const row = await inTransaction(db, async (trx) => {
    const inserted = await trx
      .insertInto('jobs')
      .values({
        kind: input.kind,
        status: later ? 'PENDING' : 'QUEUED',
        subject: JSON.stringify(input.subject),
        params: JSON.stringify(input.params ?? {}),
        started_by: input.startedBy?.username ?? null,
        started_by_id: input.startedBy?.id ?? null,
        total: null,
        error_code: null,
        message: null,
        locked_by: null,
        ...(input.runAt ? { run_at: input.runAt } : {}),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await bumpJobsCounter(trx);
    await recordActivity(trx, jobStarted(inserted));
    return inserted;
  });
  return toJobRecord(row);
}

/** The database's clock plus `ms` milliseconds. */
function msFromNow(ms: number) {
  return sql<Date>`now() + ${Math.max(0, Math.round(ms))}::int * interval '1 millisecond'`;
}

export interface JobRunnerOptions {
  db: Db;
  logger: Logger;
  handlers: Partial<Record<JobKind, JobHandler>>;
  /** Name of this runner in `locked_by` (host and process by default). */
  instanceId?: string;
  /** Jobs run at the same time (default 2). */
  concurrency?: number;
  /** How often due jobs are looked for, in milliseconds (default 500). */
  pollMs?: number;
  /** Lease of a claimed job, renewed every third of it (default 30 s). */
  leaseMs?: number;
  /** One process owns the data (embedded database): jobs left running by a previous process are taken at once. */
  embedded?: boolean;
  /** Delay before the next attempt after a retryable failure of attempt `attempt` (default jobRetryDelayMs). */
  retryDelayMs?: (attempt: number) => number;
  /** Told about every run this runner ends (metrics). */
  observer?: JobRunObserver;
}

/** What a runner reports about the runs it ends. */
export interface JobRunObserver {
  /**
   * A run of a job of `kind` ended here, leaving the job in `status`: SUCCESS, FAILED, RETRYING (a
   * later attempt follows), CANCELLED, or QUEUED (given back to the queue because the api stops).
   * Runs that ended because another runner took the job over are not reported.
   */
  runEnded(kind: JobKind, status: JobStatus): void;
}

interface RunningJob {
  id: string;
  kind: JobKind;
  token: string;
  controller: AbortController;
  done: Promise<void>;
}

type JobState = { checkpoint?: unknown; done?: number; total?: number | null; result?: JobResultJson };

export class JobRunner {
  private readonly db: Db;
  private readonly logger: Logger;
  private readonly handlers: Partial<Record<JobKind, JobHandler>>;
  private readonly instanceId: string;
  private readonly concurrency: number;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly embedded: boolean;
  private readonly retryDelayMs: (attempt: number) => number;
  private readonly observer: JobRunObserver | undefined;
  private readonly running = new Map<string, RunningJob>();
  private started = false;
  private stopping = false;
  private startup: Promise<void> = Promise.resolve();
  private ticking: Promise<void> | undefined;
  private tickAgain = false;
  private beating: Promise<void> | undefined;
  private pollTimer: NodeJS.Timeout | undefined;
  private heartbeatTimer: NodeJS.Timeout | undefined;

  constructor(options: JobRunnerOptions) {
    this.db = options.db;
    this.logger = options.logger;
    this.handlers = options.handlers;
    this.instanceId = options.instanceId ?? `${os.hostname()}:${process.pid}`;
    this.concurrency = Math.max(1, options.concurrency ?? 2);
    this.pollMs = Math.max(5, options.pollMs ?? 500);
    this.leaseMs = Math.max(30, options.leaseMs ?? 30_000);
    this.embedded = options.embedded ?? false;
    this.retryDelayMs = options.retryDelayMs ?? jobRetryDelayMs;
    this.observer = options.observer;
  }

  /** Ids of the jobs this runner is working on now. */
  get activeJobIds(): string[] {
    return [...this.running.keys()];
  }

  /** Kinds of the jobs this runner is working on now, one entry per job. */
  get activeJobKinds(): JobKind[] {
    return [...this.running.values()].map((entry) => entry.kind);
  }

  start(): void {
    if (this.started || this.stopping) return;
    this.started = true;
    if (this.embedded) {
      this.startup = this.expireLeftovers().catch((err: unknown) => {
        this.logger.error({ err }, 'could not take over jobs left running');
      });
    }
    this.pollTimer = setInterval(() => this.wake(), this.pollMs);
    this.pollTimer.unref();
    this.heartbeatTimer = setInterval(() => this.heartbeat(), Math.max(10, Math.floor(this.leaseMs / 3)));
    this.heartbeatTimer.unref();
    this.wake();
  }

  /** Claims and runs due jobs now (also called after enqueue to start without waiting for the poll). */
  wake(): void {
    if (!this.started || this.stopping) return;
    if (this.ticking) {
      this.tickAgain = true;
      return;
    }
    this.ticking = this.tick()
      .catch((err: unknown) => {
        if (!this.stopping) this.logger.error({ err }, 'claiming jobs failed');
      })
      .finally(() => {
        this.ticking = undefined;
        if (this.tickAgain) {
          this.tickAgain = false;
          this.wake();
        }
      });
  }

  /** Stops the local handlers of jobs that were cancelled (other runners notice at their next heartbeat). */
  cancelled(jobIds: readonly string[]): void {
    for (const id of jobIds) this.running.get(id)?.controller.abort(new JobAbortedError('cancel'));
  }

  /** Stops claiming, aborts running handlers, puts their jobs back to QUEUED (lease released), waits for them. */
  async stop(): Promise<void> {
    await this.halt('stop');
  }

  /**
   * Stops like a process that died: handlers are aborted but nothing is written, so the jobs stay
   * held until their lease runs out and another runner takes them over.
   */
  async abandon(): Promise<void> {
    await this.halt('abandon');
  }

  private async halt(reason: JobAbortReason): Promise<void> {
    this.stopping = true;
    clearInterval(this.pollTimer);
    clearInterval(this.heartbeatTimer);
    await this.startup;
    await this.ticking;
    const entries = [...this.running.values()];
    for (const entry of entries) entry.controller.abort(new JobAbortedError(reason));
    await Promise.all(entries.map((entry) => entry.done));
    await this.beating;
  }

  /** With an embedded database no other process can hold a job: whatever was running before belongs to a process that ended. */
  private async expireLeftovers(): Promise<void> {
    const rows = await this.db
      .updateTable('jobs')
      .set({ lease_until: sql<Date>`now() - interval '1 second'` })
      .where('status', 'in', ['STARTED', 'PROCESSING'])
      .returning('id')
      .execute();
    if (rows.length > 0) this.logger.info({ jobs: rows.map((r) => r.id) }, 'jobs left running by a previous run are taken over');
  }

  private kinds(): JobKind[] {
    return Object.keys(this.handlers).filter(isJobKind).filter((kind) => this.handlers[kind] !== undefined);
  }

  private async tick(): Promise<void> {
    await this.startup;
    while (!this.stopping && this.running.size < this.concurrency) {
      const claimed = await this.claim();
      if (!claimed) break;
      if (claimed.row.status !== 'STARTED') continue;
      if (this.stopping) {
        await this.release(claimed.row.id, claimed.token, true);
        break;
      }
      this.launch(claimed.row, claimed.token);
    }
  }

  /**
   * Takes the next due job: queued, pending or retrying ones whose time has come, and running ones
   * whose holder's lease ran out. A job that would go past its attempts because of interruptions
   * fails with INTERRUPTED instead.
   */
  private async claim(): Promise<{ row: JobRow; token: string } | undefined> {
    const kinds = this.kinds();
    if (kinds.length === 0) return undefined;
    const token = `${this.instanceId}/${randomUUID()}`;
    const row = await this.db.transaction().execute(async (trx) => {
      const result = await sql<JobRow>`
        update jobs set
          status = case when attempt >= max_attempts then 'FAILED' else 'STARTED' end,
          attempt = case when attempt >= max_attempts then attempt else attempt + 1 end,
          error_code = case when attempt >= max_attempts then 'INTERRUPTED' else null end,
          message = case when attempt >= max_attempts then 'The job was interrupted too many times' else null end,
          finished_at = case when attempt >= max_attempts then now() else null end,
          locked_by = case when attempt >= max_attempts then null else ${token} end,
          lease_until = case when attempt >= max_attempts then null else ${msFromNow(this.leaseMs)} end,
          started_at = coalesce(started_at, now()),
          version = version + 1,
          updated_at = now()
        where id = (
          select id from jobs
          where kind in (${sql.join(kinds)})
            and ((status in ('PENDING', 'QUEUED', 'RETRYING') and run_at <= now())
              or (status in ('STARTED', 'PROCESSING') and (lease_until is null or lease_until < now())))
          order by run_at, created_at
          limit 1
          for update skip locked
        )
        returning *`.execute(trx);
      const claimed = result.rows[0];
      if (!claimed) return undefined;
      await trx
        .updateTable('job_steps')
        .set({ status: 'PENDING', updated_at: sql<Date>`now()` })
        .where('job_id', '=', claimed.id)
        .where('status', '=', 'IN_PROGRESS')
        .execute();
      await bumpJobsCounter(trx);
      return claimed;
    });
    if (!row) return undefined;
    if (row.status === 'FAILED') {
      this.logger.warn({ jobId: row.id, kind: row.kind, attempt: row.attempt }, 'job interrupted too many times');
      if (isJobKind(row.kind)) this.ended(row.kind, 'FAILED');
    }
    return { row, token };
  }

  private launch(row: JobRow, token: string): void {
    const controller = new AbortController();
    // Only jobs of this runner's kinds are claimed.
    const entry: RunningJob = { id: row.id, kind: row.kind as JobKind, token, controller, done: Promise.resolve() };
    this.running.set(row.id, entry);
    entry.done = this.execute(row, token, controller)
      .catch((err: unknown) => {
        this.logger.error({ err, jobId: row.id }, 'recording the end of a job failed');
      })
      .finally(() => {
        this.running.delete(row.id);
        this.wake();
      });
  }

  private async execute(row: JobRow, token: string, controller: AbortController): Promise<void> {
    const job = toJobRecord(row);
    const handler = this.handlers[job.kind];
    const logger = this.logger.child({ jobId: job.id, kind: job.kind });
    if (!handler) return;
    logger.info({ attempt: job.attempt }, 'job started');
    const context = this.contextFor(job, token, controller, logger);
    try {
      const result = await handler(context);
      if (await this.succeed(job.id, token, result ?? undefined)) {
        logger.info('job succeeded');
        this.ended(job.kind, 'SUCCESS');
      } else {
        logger.info('job finished its work but is no longer held (cancelled or taken over)');
      }
    } catch (err) {
      const aborted = controller.signal.aborted ? (controller.signal.reason as unknown) : undefined;
      if (aborted instanceof JobAbortedError) {
        if (aborted.reason === 'stop') {
          if (await this.release(job.id, token, false)) this.ended(job.kind, 'QUEUED');
          logger.info('job put back to the queue');
        } else {
          if (aborted.reason === 'cancel') this.ended(job.kind, 'CANCELLED');
          logger.info({ reason: aborted.reason }, 'job stopped');
        }
        return;
      }
      if (err instanceof JobLostError) {
        logger.info('job no longer held (cancelled or taken over)');
        return;
      }
      if (err instanceof JobFailure) {
        const retry = err.options.retryable === true && job.attempt < job.maxAttempts;
        if (await this.fail(job.id, token, err.code, err.message, retry ? this.retryDelayMs(job.attempt) : undefined)) {
          this.ended(job.kind, retry ? 'RETRYING' : 'FAILED');
        }
        logger.warn({ code: err.code, message: err.message, retry }, retry ? 'job attempt failed, retrying later' : 'job failed');
        return;
      }
      logger.error({ err }, 'job failed');
      if (await this.fail(job.id, token, 'INTERNAL', 'The job failed', undefined)) this.ended(job.kind, 'FAILED');
    }
  }

  private ended(kind: JobKind, status: JobStatus): void {
    try {
      this.observer?.runEnded(kind, status);
    } catch (err) {
      this.logger.warn({ err }, 'reporting the end of a job run failed');
    }
  }

  private contextFor(job: JobRecord, token: string, controller: AbortController, logger: Logger): JobHandlerContext {
    const { db } = this;
    const jobId = job.id;
    /** One guarded write: refused (and the handler aborted) when this runner no longer holds the job. */
    const write = async <T>(work: (trx: Trx) => Promise<T>, state: JobState = {}): Promise<T> => {
      try {
        return await db.transaction().execute(async (trx) => {
          const held = await trx
            .selectFrom('jobs')
            .select('id')
            .where('id', '=', jobId)
            .where('locked_by', '=', token)
            .forUpdate()
            .executeTakeFirst();
          if (!held) throw new JobLostError('The job is no longer held by this runner');
          const out = await work(trx);
          await trx
            .updateTable('jobs')
            .set((eb) => ({
              status: 'PROCESSING',
              ...(state.checkpoint !== undefined ? { checkpoint: JSON.stringify(state.checkpoint) } : {}),
              ...(state.done !== undefined ? { done: state.done } : {}),
              ...(state.total !== undefined ? { total: state.total } : {}),
              ...(state.result !== undefined ? { result: JSON.stringify(state.result) } : {}),
              failed_steps: sql<number>`(select count(*)::int from job_steps where job_id = ${jobId} and status = 'FAILED')`,
              version: eb('version', '+', 1),
              updated_at: sql<Date>`now()`,
            }))
            .where('id', '=', jobId)
            .execute();
          await bumpJobsCounter(trx);
          return out;
        });
      } catch (err) {
        if (err instanceof JobLostError && !controller.signal.aborted) controller.abort(new JobAbortedError('lost'));
        throw err;
      }
    };
    const setStep = (key: string, values: Record<string, unknown>, extra: { countAttempt?: boolean } = {}) =>
      write(async (trx) => {
        const updated = await trx
          .updateTable('job_steps')
          .set((eb) => ({
            ...values,
            ...(extra.countAttempt ? { attempts: eb('attempts', '+', 1) } : {}),
            updated_at: sql<Date>`now()`,
          }))
          .where('job_id', '=', jobId)
          .where('key', '=', key)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) throw new Error(`Job ${jobId} has no step ${key}`);
      });

    return {
      job,
      db,
      logger,
      signal: controller.signal,
      progress: (update) => write(() => Promise.resolve(), update),
      commit: (work, state) => write(work, state),
      ensureSteps: (steps) =>
        write(async (trx) => {
          if (steps.length === 0) return;
          await trx
            .insertInto('job_steps')
            .values(steps.map((s) => ({ job_id: jobId, key: s.key, number: s.number ?? null, status: 'PENDING', error_code: null, error: null })))
            .onConflict((oc) => oc.columns(['job_id', 'key']).doNothing())
            .execute();
        }),
      steps: async () => (await jobStepRows(db, jobId)).map(toStepRecord),
      stepStarted: (key) => setStep(key, { status: 'IN_PROGRESS', error_code: null, error: null }, { countAttempt: true }),
      stepSucceeded: (key, result) =>
        setStep(key, { status: 'SUCCESS', error_code: null, error: null, result: result === undefined ? null : JSON.stringify(result) }),
      stepFailed: (key, code, message) => setStep(key, { status: 'FAILED', error_code: code, error: message }),
    };
  }

  /** The end of a run, written only while this runner still holds the job. */
  private async finish(jobId: string, token: string, values: Record<string, unknown>): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('jobs')
        .set((eb) => ({
          ...values,
          locked_by: null,
          lease_until: null,
          failed_steps: sql<number>`(select count(*)::int from job_steps where job_id = ${jobId} and status = 'FAILED')`,
          version: eb('version', '+', 1),
          updated_at: sql<Date>`now()`,
        }))
        .where('id', '=', jobId)
        .where('locked_by', '=', token)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return false;
      await trx
        .updateTable('job_steps')
        .set({ status: 'PENDING', updated_at: sql<Date>`now()` })
        .where('job_id', '=', jobId)
        .where('status', '=', 'IN_PROGRESS')
        .execute();
      await bumpJobsCounter(trx);
      return true;
    });
  }

  private async succeed(jobId: string, token: string, result: JobResultJson | undefined): Promise<boolean> {
    return this.finish(jobId, token, {
      status: 'SUCCESS',
      ...(result ? { result: JSON.stringify(result) } : {}),
      error_code: null,
      message: null,
      finished_at: sql<Date>`now()`,
    });
  }

  /** FAILED, or RETRYING after `retryInMs`; false when the job is no longer held by this runner. */
  private async fail(jobId: string, token: string, code: JobErrorCode, message: string, retryInMs: number | undefined): Promise<boolean> {
    return this.finish(
      jobId,
      token,
      retryInMs === undefined
        ? { status: 'FAILED', error_code: code, message, finished_at: sql<Date>`now()` }
        : { status: 'RETRYING', error_code: code, message, run_at: msFromNow(retryInMs) },
    );
  }

  /** Gives a job back to the queue (the api stops); `undoClaim` also takes back the attempt it was just given. */
  private async release(jobId: string, token: string, undoClaim: boolean): Promise<boolean> {
    return this.finish(jobId, token, {
      status: 'QUEUED',
      run_at: sql<Date>`now()`,
      ...(undoClaim ? { attempt: sql<number>`greatest(attempt - 1, 0)` } : {}),
    });
  }

  /** Renews the leases of the jobs this runner holds; a job it no longer holds (cancelled, taken over) is aborted. */
  private heartbeat(): void {
    if (this.beating || this.running.size === 0) return;
    const entries = [...this.running.values()];
    this.beating = this.db
      .updateTable('jobs')
      .set({ lease_until: msFromNow(this.leaseMs) })
      .where(
        'locked_by',
        'in',
        entries.map((e) => e.token),
      )
      .where('status', 'in', ['STARTED', 'PROCESSING'])
      .returning(['locked_by', 'cancel_requested'])
      .execute()
      .then((rows) => {
        const held = new Map(rows.map((r) => [r.locked_by, r.cancel_requested]));
        for (const entry of entries) {
          if (entry.controller.signal.aborted) continue;
          const cancelRequested = held.get(entry.token);
          if (cancelRequested === undefined) entry.controller.abort(new JobAbortedError('lost'));
          else if (cancelRequested) entry.controller.abort(new JobAbortedError('cancel'));
        }
      })
      .catch((err: unknown) => {
        if (!this.stopping) this.logger.warn({ err }, 'renewing job leases failed');
      })
      .finally(() => {
        this.beating = undefined;
      });
  }
}
