/**
 * One lock order (jobs/repo.ts): a LINK_SWAP job applying its swap and a job being started take the
 * audit turn and the job list's counter in the same order, and cancelling a planned swap locks its job
 * before the page details as the job does; so on PostgreSQL they wait for each other instead of
 * deadlocking (SQLSTATE 40P01). Each round forces the dangerous interleaving: the link swap's
 * transaction holds what it has taken so far until the other path waits for a lock, and only then
 * goes on to take the rest.
 */
import { sql, type Transaction } from 'kysely';
import pino from 'pino';
import { PLATFORM_KEYS } from '@flyerdesk/domain/platforms';
import { openDatabase, type Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { testDatabaseUrl } from '../../env';
import { describeWithPostgres } from '../../test/services';
import { bodyOf, startTestApi, START_TIMEOUT_MS, type TestApi } from '../../test/testApi';
import { createTestSchema } from '../../test/testSchema';
import { applyLinkSwap } from '../pageDetails/service';
import { enqueueJob, JobRunner, type JobHandler } from './runner';
import { waitFor } from './testing';

const ROUNDS = 50;

interface Round {
  swapId: string;
  /** Runs inside the link swap's transaction before the swap is applied (the job's row is held). */
  before?(trx: Transaction<Database>): Promise<void>;
  /** Runs inside the link swap's transaction once it holds the audit turn. */
  inside?(): Promise<void>;
  /** The error of the job started meanwhile (null when it was started). */
  startError?: Promise<unknown> | undefined;
  /** An error of the link swap's transaction, if it failed. */
  swapError: unknown;
}

describeWithPostgres('lock order of job writes and audit entries (PostgreSQL)', () => {
  const databaseUrl = testDatabaseUrl() ?? '';
  let api: TestApi;
  /** A pool of its own for the jobs started by the rounds, so its connection can be watched. */
  let starter: Db;
  let runner: JobRunner;
  let round: Round | undefined;

  /** Whether the backend `pid` is waiting for a lock held by another transaction. */
  async function waitsForLock(pid: number): Promise<boolean> {
    const { rows } = await sql<{ waiting: string | null }>`select wait_event_type as waiting from pg_stat_activity where pid = ${pid}`.execute(api.db);
    return rows[0]?.waiting === 'Lock';
  }

  const linkSwap: JobHandler = async (job) => {
    const swapId = job.job.params.swapId as string;
    const current = round?.swapId === swapId ? round : undefined;
    try {
      await job.commit(async (trx) => {
        await current?.before?.(trx);
        await applyLinkSwap(trx, swapId);
        await current?.inside?.();
      }, { done: 1, total: 1 });
    } catch (err) {
      if (current) current.swapError = err;
      throw err;
    }
  };

  beforeAll(async () => {
    const schema = await createTestSchema(databaseUrl);
    api = await startTestApi({ databaseSchema: schema, runJobs: false });
    starter = (await openDatabase({ databaseUrl, schema, poolMax: 1 })).db;
    runner = new JobRunner({ db: api.db, logger: pino({ level: 'silent' }), handlers: { LINK_SWAP: linkSwap }, pollMs: 20, concurrency: 1 });
    runner.start();
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await runner?.stop();
    await starter?.destroy();
    await api?.close();
  });

  /** Whether a transaction waits for a lock held by the backend `pid`. */
  async function blockedBy(pid: number): Promise<boolean> {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where ${pid}::int = any(pg_blocking_pids(pid))`.execute(api.db);
    return (rows[0]?.n ?? 0) > 0;
  }

  /** The LINK_SWAP job's status once it has ended. */
  async function ended(jobId: string, what: string): Promise<string> {
    return waitFor(async () => {
      const row = await api.db.selectFrom('jobs').select('status').where('id', '=', jobId).executeTakeFirst();
      return row && ['SUCCESS', 'FAILED', 'CANCELLED'].includes(row.status) ? row.status : undefined;
    }, 20_000, what);
  }

  /**
   * A planned swap of a new redirect of a demo leaflet, and a function that queues its LINK_SWAP job,
   * due now (called once the round is set up: the runner may claim the job at once).
   */
  async function plannedSwap(): Promise<{ swapId: string; leafletId: string; queue: () => Promise<string> }> {
    const leaflet = await api.db.selectFrom('leaflets').select('id').orderBy('id').executeTakeFirstOrThrow();
    const redirect = await api.db
      .insertInto('page_redirects')
      .values({ leaflet_id: leaflet.id, positions: [1], positions_text: '1', description: null, long_url: null, redirect_url: 'https://example.com/before', thumbnail_tracking_url: null, platform_links: JSON.stringify({}), updated_by: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const swap = await api.db
      .insertInto('link_swaps')
      .values({ leaflet_id: leaflet.id, redirect_id: redirect.id, at: new Date(), new_link: 'https://example.com/after', platforms: [...PLATFORM_KEYS], job_id: null, created_by: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const queue = async () =>
      api.db.transaction().execute(async (trx) => {
        const job = await enqueueJob(trx, { kind: 'LINK_SWAP', subject: { leafletId: leaflet.id }, params: { swapId: swap.id } });
        await trx.updateTable('link_swaps').set({ job_id: job.id }).where('id', '=', swap.id).execute();
        return job.id;
      });
    return { swapId: swap.id, leafletId: leaflet.id, queue };
  }

  it(
    `a link swap applied while a job starts never deadlocks (${ROUNDS} rounds)`,
    async () => {
      for (let n = 0; n < ROUNDS; n += 1) {
        const { swapId, queue } = await plannedSwap();
        const current: Round = {
          swapId,
          startError: undefined,
          swapError: undefined,
          inside: async () => {
            let pid = 0;
            // The other path: a job started by somebody while the swap's transaction holds its first locks.
            current.startError = starter
              .connection()
              .execute(async (conn) => {
                pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(conn)).rows[0]?.pid ?? 0;
                await enqueueJob(conn, { kind: 'CRAWL', subject: {}, params: {} });
              })
              .then(
                () => null,
                (err: unknown) => err,
              );
            await waitFor(async () => pid !== 0 && (await waitsForLock(pid)), 20_000, 'the starting job to wait for a lock');
          },
        };
        round = current;
        const jobId = await queue();
        runner.wake();
        const status = await ended(jobId, `link swap job of round ${n + 1} to end`);
        const startError = current.startError ? await current.startError : new Error('no job was started during the link swap');
        expect({ round: n + 1, swap: current.swapError ?? null, start: startError, status }).toEqual({ round: n + 1, swap: null, start: null, status: 'SUCCESS' });
      }
    },
    120_000,
  );

  it(
    `a planned link swap cancelled while its job applies it never deadlocks (${ROUNDS} rounds)`,
    async () => {
      const admin = await api.auth('admin');
      for (let n = 0; n < ROUNDS; n += 1) {
        const { swapId, leafletId, queue } = await plannedSwap();
        let cancel: Promise<{ status: number; body: unknown }> | undefined;
        round = {
          swapId,
          swapError: undefined,
          // The job holds its own row; the cancellation starts now and goes as far as it can.
          before: async (trx) => {
            const pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]?.pid ?? 0;
            cancel = Promise.resolve(api.http.delete(`/api/leaflets/${leafletId}/link-swaps/${swapId}`).set(admin)).then((res) => ({ status: res.status, body: res.body as unknown }));
            await waitFor(() => blockedBy(pid), 20_000, 'the cancellation to wait for the job');
          },
        };
        const current = round;
        const jobId = await queue();
        runner.wake();
        const status = await ended(jobId, `link swap job of round ${n + 1} to end`);
        const answer = cancel ? await cancel : { status: 0, body: 'no cancellation was made' };
        // The job came first: the swap is applied and the cancellation is refused as too late.
        expect({ round: n + 1, swap: current.swapError ?? null, status, cancel: answer.status, code: bodyOf(answer).code }).toEqual({
          round: n + 1,
          swap: null,
          status: 'SUCCESS',
          cancel: 409,
          code: 'LINK_SWAP_NOT_PLANNED',
        });
      }
    },
    120_000,
  );
});
