/**
 * Starts the api for one test file: in-memory PGlite by default, or a fresh schema of the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped when the run is done: testSchema.ts).
 */
import path from 'node:path';
import request from 'supertest';
import { testDatabaseUrl, testTemplatesDir } from '../env';
import { startApi, type RunningApi, type StartOptions } from '../server';
import { DEMO_PASSWORD } from '../seed/demo';
import { createTestSchema } from './testSchema';

/** Generous: the embedded database needs a few seconds on a busy machine. */
export const START_TIMEOUT_MS = 120_000;

export interface TestApi extends RunningApi {
  /** supertest bound to the running api. */
  http: ReturnType<typeof request>;
  /** Access token of a demo user (signed in once per file and kept). */
  token(username: string, password?: string): Promise<string>;
  /** Authorization header of a demo user. */
  auth(username: string): Promise<{ Authorization: string }>;
  /** Which database this run uses. */
  database: 'pglite' | 'postgresql';
}

/**
 * The run's starting database of today (UTC, the demo's own calendar): migrated, with the demo data,
 * written by the first in-memory api of the day and loaded by the others (undefined outside a run
 * that keeps them, see globalSetup.ts).
 */
export function demoStartingCopy(now: Date = new Date()): string | undefined {
  const dir = testTemplatesDir();
  return dir === undefined ? undefined : path.join(dir, `demo-${now.toISOString().slice(0, 10)}.tar`);
}

/** Starts the api on the demo data (users, shops, leaflets) unless `options` says `seedDemo: false`. */
export async function startTestApi(options: StartOptions = {}): Promise<TestApi> {
  const url = testDatabaseUrl();
  let api: RunningApi;
  if (url) {
    const schema = await createTestSchema(url);
    api = await startApi({ port: 0, logLevel: 'silent', seedDemo: true, databaseUrl: url, databaseSchema: schema, memory: true, ...options });
  } else {
    api = await startApi({ port: 0, logLevel: 'silent', seedDemo: true, memory: true, startingCopy: demoStartingCopy(), ...options });
  }

  const http = request(api.url);
  const tokens = new Map<string, Promise<string>>();
  const token = (username: string, password = DEMO_PASSWORD) => {
    const key = `${username}\u0000${password}`;
    let pending = tokens.get(key);
    if (!pending) {
      pending = http
        .post('/authenticate')
        .field('username', username)
        .field('password', password)
        .then((res) => {
          if (res.status !== 200) throw new Error(`Sign-in of ${username} failed with ${res.status}`);
          return (res.body as { accessToken: string }).accessToken;
        });
      tokens.set(key, pending);
    }
    return pending;
  };

  return {
    ...api,
    http,
    token,
    auth: async (username: string) => ({ Authorization: `Bearer ${await token(username)}` }),
    database: url ? 'postgresql' : 'pglite',
    close: () => api.close(),
  };
}

/** A JSON object answer, typed for assertions. */
export type Json = Record<string, unknown>;

export function bodyOf(res: { body: unknown }): Json {
  return res.body as Json;
}

export function listOf(res: { body: unknown }): Json[] {
  return res.body as Json[];
}

/** The records of a list page answer (`{ items, total, … }`). */
export function itemsOf(res: { body: unknown }): Json[] {
  return (res.body as { items: Json[] }).items;
}

/** The fields a refusal names (`invalidFields`), sorted. */
export function fieldsOf(res: { body: unknown }): string[] {
  return ((bodyOf(res).invalidFields ?? []) as { field: string }[]).map((f) => f.field).sort();
}
