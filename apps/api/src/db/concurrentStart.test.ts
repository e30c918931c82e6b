/**
 * Two api instances started at the same moment on one empty PostgreSQL database (a rolling deploy,
 * two replicas): both come up, the migrations run once and the demo data is created once.
 */
import pg from 'pg';
import request from 'supertest';
import { testDatabaseUrl } from '../env';
import { DEMO_USERS } from '../seed/demo';
import { startApi, type RunningApi } from '../server';
import { describeWithPostgres } from '../test/services';
import { START_TIMEOUT_MS } from '../test/testApi';
import { createTestSchema } from '../test/testSchema';
import { MIGRATION_NAMES } from './migrations';

const databaseUrl = testDatabaseUrl();
describeWithPostgres('two instances starting at once', () => {
  let schema: string;
  let client: pg.Client;
  const apis: RunningApi[] = [];

  beforeAll(async () => {
    client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    schema = await createTestSchema(databaseUrl ?? '');
  });

  afterAll(async () => {
    await Promise.all(apis.map((api) => api.close()));
    await client.end();
  });

  it(
    'both become ready; each migration is applied once and the demo data exists once',
    async () => {
      const start = () =>
        startApi({ port: 0, logLevel: 'silent', memory: true, databaseUrl, databaseSchema: schema, seedDemo: true, runJobs: false });
      const started = await Promise.allSettled([start(), start()]);
      for (const result of started) if (result.status === 'fulfilled') apis.push(result.value);
      expect(started.map((r) => (r.status === 'rejected' ? String(r.reason) : 'started'))).toEqual(['started', 'started']);

      for (const api of apis) {
        await request(api.url).get('/readyz').expect(200, { status: 'ready', checks: { database: 'ok' } });
      }

      const migrations = await client.query<{ name: string; times: number }>(
        `select name, count(*)::int as times from ${schema}.kysely_migration group by name order by name`,
      );
      expect(migrations.rows).toEqual(MIGRATION_NAMES.map((name) => ({ name, times: 1 })));

      const users = await client.query<{ username: string; times: number }>(
        `select username, count(*)::int as times from ${schema}.users group by username order by username`,
      );
      expect(users.rows).toEqual(
        DEMO_USERS.map((u) => u.username)
          .sort()
          .map((username) => ({ username, times: 1 })),
      );

    },
    START_TIMEOUT_MS,
  );
});
