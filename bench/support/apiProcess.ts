/**
 * Server process: the api with the demo data, on an in-memory database, or with BENCH_DATABASE_URL
 * on PostgreSQL (as docker-compose runs it) in a schema of its own, dropped when it stops.
 */
import { startApi } from '../../apps/api/dist/server';
import { createTestSchema, dropTestSchema } from '../../apps/api/src/test/testSchema';
import { serveChild } from './children';

export interface ApiReady {
  url: string;
  serviceToken: string;
}

/** What a benchmark may change (the api's defaults otherwise). */
export interface ApiSettings {
  /** ORDERING_CACHE: each ordering computed once per version (default on). */
  orderingCache?: boolean;
}

void serveChild<ApiSettings>(async (settings) => {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const schema = databaseUrl ? await createTestSchema(databaseUrl) : undefined;
  const api = await startApi({
    memory: true,
    port: 0,
    host: '127.0.0.1',
    logLevel: 'silent',
    seedDemo: true,
    ...(databaseUrl && schema ? { databaseUrl, databaseSchema: schema } : {}),
    ...settings,
  });
  const ready: ApiReady = { url: api.url, serviceToken: api.serviceToken };
  const close = async () => {
    await api.close();
    if (databaseUrl && schema) await dropTestSchema(databaseUrl, schema);
  };
  return { ready, handlers: {}, close };
});
