import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { startGateway, type RunningGateway } from './server';
import { gql } from './test-support/graphqlClient';

/** Nothing listens here: these tests never reach the api. */
const NO_UPSTREAM = 'http://127.0.0.1:9';

let builtDir: string;
let emptyDir: string;
let built: RunningGateway;
let notBuilt: RunningGateway;

beforeAll(async () => {
  builtDir = await mkdtemp(path.join(os.tmpdir(), 'flyerdesk-web-'));
  emptyDir = await mkdtemp(path.join(os.tmpdir(), 'flyerdesk-web-empty-'));
  await mkdir(path.join(builtDir, 'assets'));
  await writeFile(path.join(builtDir, 'index.html'), '<!doctype html><title>Flyerdesk</title><div id="root"></div>');
  await writeFile(path.join(builtDir, 'assets', 'app-1a2b3c.js'), 'console.log("app")');
  await writeFile(path.join(builtDir, 'assets', 'app-1a2b3c.js.map'), '{"version":3,"sources":["src/main.tsx"],"mappings":""}');
  built = await startGateway({ port: 0, upstreamUrl: NO_UPSTREAM, webDist: builtDir, logLevel: 'silent' });
  notBuilt = await startGateway({ port: 0, upstreamUrl: NO_UPSTREAM, webDist: emptyDir, logLevel: 'silent', nodeEnv: 'production' });
});

afterAll(async () => {
  await built.close();
  await notBuilt.close();
  await rm(builtDir, { recursive: true, force: true });
  await rm(emptyDir, { recursive: true, force: true });
});

describe('web app', () => {
  it('serves index.html for the root and for any page of the app', async () => {
    for (const page of ['/', '/dashboard', '/shops/leaflets/abc/pageDetails/def/biedronka-18-11-26']) {
      const res = await request(built.url).get(page);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache and answers 404 for missing files', async () => {
    const asset = await request(built.url).get('/assets/app-1a2b3c.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await request(built.url).get('/assets/missing.js')).status).toBe(404);
  });

  it('keeps the source maps from browsers (they stay in the build for error reporting)', async () => {
    for (const mapPath of ['/assets/app-1a2b3c.js.map', '/assets/APP-1A2B3C.JS.MAP', '/assets/app-1a2b3c.js.map?v=1']) {
      const res = await request(built.url).get(mapPath);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('mappings');
    }
  });

  it('does not answer API paths or other methods with the app', async () => {
    expect((await request(built.url).post('/dashboard')).status).toBe(404);
    const health = await request(built.url).get('/healthz');
    expect(health.body).toEqual({ status: 'ok' });
    expect(health.headers['x-trace-id']).toEqual(expect.any(String));
  });

  it('never answers the readiness, metrics and client configuration endpoints with the app', async () => {
    const ready = await request(built.url).get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.headers['content-type']).toMatch(/json/);
    const metrics = await request(built.url).get('/metrics');
    expect(metrics.text).toMatch(/^# HELP flyerdesk_gateway_/m);
    const config = await request(built.url).get('/client-config');
    expect(config.body).toMatchObject({ sentryDsn: null });
  });

  it('says plainly when the web app is not built', async () => {
    const res = await request(notBuilt.url).get('/dashboard');
    expect(res.status).toBe(503);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.text).toMatch(/web app is not built/);
  });
});

describe('internal metrics on a port of their own (METRICS_PORT)', () => {
  it('serves /metrics only there: the main port answers 404 for them', async () => {
    const gateway = await startGateway({ port: 0, metricsPort: 0, upstreamUrl: NO_UPSTREAM, webDist: builtDir, logLevel: 'silent', nodeEnv: 'production' });
    try {
      expect(gateway.metricsUrl).toBeDefined();
      expect(gateway.metricsUrl).not.toBe(gateway.url);
      const internal = await request(gateway.metricsUrl ?? '').get('/metrics');
      expect(internal.status).toBe(200);
      expect(internal.text).toContain('# TYPE');
      const publicSide = await request(gateway.url).get('/metrics');
      expect(publicSide.status).toBe(404);
      expect(publicSide.text).not.toContain('# TYPE');
      // Nothing else is served on the metrics port.
      expect((await request(gateway.metricsUrl ?? '').get('/graphql')).status).toBe(404);
    } finally {
      await gateway.close();
    }
  });
});

describe('GraphQL endpoint modes', () => {
  const INTROSPECTION = '{ __schema { queryType { name } } }';

  it('allows introspection outside production', async () => {
    const res = await gql<{ __schema: { queryType: { name: string } } }>(built.url, INTROSPECTION);
    expect(res.data?.__schema.queryType.name).toBe('Query');
  });

  it('turns introspection and the landing page off in production', async () => {
    const res = await gql(notBuilt.url, INTROSPECTION);
    expect(res.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const page = await request(notBuilt.url).get('/graphql').set('Accept', 'text/html');
    expect(page.headers['content-type']).not.toMatch(/html/);
    const devPage = await request(built.url).get('/graphql').set('Accept', 'text/html');
    expect(devPage.headers['content-type']).toMatch(/html/);
  });

  it('refuses operations nested too deeply', async () => {
    const tooDeep = `{ __type(name: "Query") { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } }`;
    const res = await gql(built.url, tooDeep);
    expect(res.errors?.[0]?.message).toMatch(/nested too deeply/);
  });
});
