/** Helpers of the job tests: waiting for a condition, and data that survives a restart of the api. */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { testDatabaseUrl } from '../../env';
import type { StartOptions } from '../../server';

/** Polls `check` until it answers something other than undefined/false; fails after `timeoutMs`. */
export async function waitFor<T>(check: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 20_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export interface PersistentTestData {
  /** Options that open the same data on every start: a PGlite folder, or a PostgreSQL schema under TEST_DATABASE_URL. */
  options: StartOptions;
  database: 'pglite' | 'postgresql';
  /** Removes the folder (and the schema). */
  remove(): Promise<void>;
}

/** Data for tests that stop the api and start it again on what it left behind. */
export async function persistentTestData(): Promise<PersistentTestData> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'flyerdesk-restart-'));
  const url = testDatabaseUrl();
  const common: StartOptions = { port: 0, logLevel: 'silent', dataDir: dir, filesDir: path.join(dir, 'files'), memory: false };
  if (!url) {
    return {
      options: { ...common, databaseUrl: undefined },
      database: 'pglite',
      remove: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  return {
    options: { ...common, databaseUrl: url, databaseSchema: schema },
    database: 'postgresql',
    remove: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
