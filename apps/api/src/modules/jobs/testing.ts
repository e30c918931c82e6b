/** Helpers of the job tests: waiting for a condition, and data that survives a restart of the api. */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { testDatabaseUrl } from '../../env';
import type { StartOptions } from '../../server';
import { createTestSchema } from '../../test/testSchema';

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
  /** Removes the folder (a schema is dropped when the run is done: test/testSchema.ts). */
  remove(): Promise<void>;
}

/** Data for tests that stop the api and start it again on what it left behind. */
export async function persistentTestData(): Promise<PersistentTestData> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'flyerdesk-restart-'));
  const url = testDatabaseUrl();
  // The restart tests work on the demo leaflets and sign in as demo users.
  const common: StartOptions = { port: 0, logLevel: 'silent', seedDemo: true, dataDir: dir, filesDir: path.join(dir, 'files'), memory: false };
  if (!url) {
    return {
      options: { ...common, databaseUrl: undefined },
      database: 'pglite',
      remove: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const schema = await createTestSchema(url);
  return {
    options: { ...common, databaseUrl: url, databaseSchema: schema },
    database: 'postgresql',
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
