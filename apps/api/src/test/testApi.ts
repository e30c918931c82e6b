/**
 * Starts the api for one test file: in-memory PGlite by default, or a fresh schema of the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again when the file is done).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import request from 'supertest';
import { testDatabaseUrl } from '../env';
import { startApi, type RunningApi, type StartOptions } from '../server';
import { DEMO_PASSWORD } from '../seed/demo';

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

export async function startTestApi(options: StartOptions = {}): Promise<TestApi> {
  const url = testDatabaseUrl();
  let api: RunningApi;
  let dropSchema: (() => Promise<void>) | undefined;
  if (url) {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    dropSchema = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    };
    api = await startApi({ port: 0, logLevel: 'silent', databaseUrl: url, databaseSchema: schema, memory: true, ...options });
  } else {
    api = await startApi({ port: 0, logLevel: 'silent', memory: true, ...options });
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
    close: async () => {
      await api.close();
      if (dropSchema) await dropSchema();
    },
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
