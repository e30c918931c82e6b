/**
 * The api's PostgreSQL pools: every connection has a statement timeout and an idle-in-transaction
 * timeout, a statement cancelled by its timeout is answered 503 UPSTREAM_UNAVAILABLE (never a hang,
 * never a 500), and background jobs work through a small pool of their own that requests never wait for.
 */
import { sql } from 'kysely';
import pg from 'pg';
import { ErrorCode } from '@flyerdesk/domain/errors';
import { testDatabaseUrl } from '../env';
import { enqueueJob } from '../modules/jobs/runner';
import { waitFor } from '../modules/jobs/testing';
import { describeWithPostgres } from '../test/services';
import { bodyOf, startTestApi, START_TIMEOUT_MS, type TestApi } from '../test/testApi';
import { createTestSchema } from '../test/testSchema';

const STATEMENT_TIMEOUT_MS = 500;
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 2_000;
const JOBS_POOL_MAX = 1;

describeWithPostgres('database pools and timeouts (PostgreSQL)', () => {
  const databaseUrl = testDatabaseUrl() ?? '';
  let api: TestApi;
  let schema: string;
  /** A session of its own that holds locks the api's statements wait for. */
  let other: pg.Client;

  beforeAll(async () => {
    schema = await createTestSchema(databaseUrl);
    api = await startTestApi({
      databaseSchema: schema,
      databasePoolMax: 3,
      databaseJobsPoolMax: JOBS_POOL_MAX,
      databaseStatementTimeoutMs: STATEMENT_TIMEOUT_MS,
      databaseIdleInTransactionTimeoutMs: IDLE_IN_TRANSACTION_TIMEOUT_MS,
    });
    other = new pg.Client({ connectionString: databaseUrl, options: `-c search_path=${schema}` });
    await other.connect();
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await other?.end();
    await api?.close();
  });

  it('every connection of both pools carries the configured timeouts', async () => {
    for (const db of [api.db, api.jobsDb]) {
      const { rows } = await sql<{ statement: string; idle: string }>`
        select current_setting('statement_timeout') as statement,
               current_setting('idle_in_transaction_session_timeout') as idle`.execute(db);
      expect(rows[0]).toEqual({ statement: `${STATEMENT_TIMEOUT_MS}ms`, idle: `${IDLE_IN_TRANSACTION_TIMEOUT_MS / 1000}s` });
    }
  });

  it(
    'a statement that runs past the timeout is answered 503 UPSTREAM_UNAVAILABLE, and the pool goes on working',
    async () => {
      const admin = await api.auth('admin');
      await other.query('begin');
      // The list's statement now waits for this lock, longer than it may run.
      await other.query('lock table leaflets in access exclusive mode');
      const refused = await api.http.get('/api/leaflets').set(admin).timeout(30_000);
      await other.query('rollback');
      expect(refused.status).toBe(503);
      expect(bodyOf(refused)).toMatchObject({ status: 503, code: ErrorCode.UPSTREAM_UNAVAILABLE, error: 'SERVICE_UNAVAILABLE' });
      expect(JSON.stringify(refused.body)).not.toMatch(/statement timeout|stack|canceling/i);

      const answers = await Promise.all([1, 2, 3, 4].map(() => api.http.get('/api/leaflets').set(admin)));
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    },
    60_000,
  );

  it(
    'the jobs have a pool of their own: with all its connections busy, requests are still answered, and a queued job runs once they are free',
    async () => {
      expect(api.jobsDb).not.toBe(api.db);
      const admin = await api.auth('admin');
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let holding = 0;
      // Take every connection of the jobs' pool and keep them until released.
      const held = Array.from({ length: JOBS_POOL_MAX }, () =>
        api.jobsDb.connection().execute(async (conn) => {
          await sql`select 1`.execute(conn);
          holding += 1;
          await released;
        }),
      );
      await waitFor(() => holding === JOBS_POOL_MAX, 10_000, 'the jobs pool to be taken');
      try {
        const answers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => api.http.get('/api/leaflets').set(admin)));
        expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
        // A job queued now (a link swap of nothing: it ends at once).
        const job = await enqueueJob(api.db, { kind: 'LINK_SWAP', subject: {}, params: { swapId: '00000000-0000-4000-8000-000000000000' } });
        api.jobRunner?.wake();
        release();
        await Promise.all(held);
        await waitFor(async () => {
          const row = await api.db.selectFrom('jobs').select('status').where('id', '=', job.id).executeTakeFirst();
          return row?.status === 'SUCCESS';
        }, 20_000, 'the queued job to run once the jobs pool is free');
      } finally {
        release();
        await Promise.all(held);
      }
    },
    60_000,
  );
});
