import type { Client } from 'graphql-ws';
import request from 'supertest';
import type { ErrorDetails, ErrorReporter } from './observability/errorReporting';
import { startGateway } from './server';
import { gql, LOGIN, signIn } from './test-support/graphqlClient';
import { scrape, scrapeUntil, valueOf } from './test-support/metricsText';
import { ObservedEventBus } from './test-support/observedBus';
import { freePort } from './test-support/ports';
import { startStack, type Stack } from './test-support/stack';
import { connectWs, nextData } from './test-support/wsClient';

/** Records what the gateway reports instead of sending it anywhere. */
class FakeReporter implements ErrorReporter {
  readonly reports: { error: unknown; details: ErrorDetails }[] = [];
  report(error: unknown, details: ErrorDetails): void {
    this.reports.push({ error, details });
  }
  flush(): Promise<void> {
    return Promise.resolve();
  }
}

let stack: Stack;
let url: string;
let wsUrl: string;
const bus = new ObservedEventBus();
const reporter = new FakeReporter();
const clients: Client[] = [];

beforeAll(async () => {
  stack = await startStack({ events: bus, errorReporter: reporter });
  url = stack.gateway.url;
  wsUrl = `${url.replace(/^http/, 'ws')}/graphql`;
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.dispose();
  await stack.close();
  await bus.close();
});

function connect(headers: Record<string, string>): Client {
  const { client } = connectWs(wsUrl, headers);
  clients.push(client);
  return client;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

describe('GET /metrics', () => {
  it('serves the Prometheus text format, uncached, with the process metrics of the gateway', async () => {
    const res = await request(url).get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toMatch(/^flyerdesk_gateway_process_cpu_user_seconds_total/m);
    expect(res.text).toMatch(/^flyerdesk_gateway_nodejs_eventloop_lag_seconds/m);
  });

  it('counts requests by method, route and status, without counting its own scrapes', async () => {
    const before = await scrape(url);
    const res = await gql(url, '{ ping }');
    expect(res.status).toBe(200);
    await request(url).get('/dashboard/some/page');
    const after = await scrape(url);
    const graphql = { method: 'POST', route: '/graphql', status: '200' };
    expect(valueOf(after, 'flyerdesk_gateway_http_requests_total', graphql)).toBe(valueOf(before, 'flyerdesk_gateway_http_requests_total', graphql) + 1);
    expect(valueOf(after, 'flyerdesk_gateway_http_request_duration_seconds_count', graphql)).toBeGreaterThan(0);
    expect(valueOf(after, 'flyerdesk_gateway_http_requests_total', { method: 'GET', route: 'web' })).toBeGreaterThan(0);
    const routes = new Set(after.filter((s) => s.name === 'flyerdesk_gateway_http_requests_total').map((s) => s.labels['route']));
    expect(routes.has('/metrics')).toBe(false);
    expect([...routes].every((route) => route === 'web' || route === 'other' || route?.startsWith('/'))).toBe(true);
    expect(routes.has('/dashboard/some/page')).toBe(false);
  });

  it('counts GraphQL operations by type and outcome', async () => {
    const before = await scrape(url);
    await gql(url, '{ ping }');
    await gql(url, '{ me { id } }'); // not signed in
    await gql(url, LOGIN, { variables: { username: ' ', password: '' } });
    const after = await scrape(url);
    const delta = (labels: Record<string, string>): number =>
      valueOf(after, 'flyerdesk_gateway_graphql_operations_total', labels) - valueOf(before, 'flyerdesk_gateway_graphql_operations_total', labels);
    expect(delta({ type: 'query', outcome: 'ok' })).toBe(1);
    expect(delta({ type: 'query', outcome: 'UNAUTHENTICATED' })).toBe(1);
    expect(delta({ type: 'mutation', outcome: 'BAD_USER_INPUT' })).toBe(1);
  });

  it('times upstream calls by path template, never by the ids in the path, and counts their failures', async () => {
    const cookie = await signIn(url, 'admin');
    const stores = await gql<{ stores: { id: string }[] }>(url, '{ stores { id } }', { cookie });
    const storeId = stores.data?.stores[0]?.id ?? '';
    expect(storeId).toMatch(UUID);
    await gql(url, 'query S($id: ID!) { store(id: $id) { id } }', { cookie, variables: { id: storeId } });
    await gql(url, 'query S($id: ID!) { store(id: $id) { id } }', { cookie, variables: { id: '00000000-0000-4000-8000-000000000000' } });

    const samples = await scrape(url);
    const storeCall = { method: 'GET', path: '/api/stores/:id', outcome: '2xx' };
    expect(valueOf(samples, 'flyerdesk_gateway_upstream_request_duration_seconds_count', storeCall)).toBeGreaterThan(0);
    expect(valueOf(samples, 'flyerdesk_gateway_upstream_request_duration_seconds_bucket', { ...storeCall, le: '+Inf' })).toBeGreaterThan(0);
    expect(valueOf(samples, 'flyerdesk_gateway_upstream_errors_total', { method: 'GET', path: '/api/stores/:id', outcome: '4xx' })).toBeGreaterThan(0);
    expect(valueOf(samples, 'flyerdesk_gateway_upstream_errors_total', storeCall)).toBe(0);
    const paths = samples.filter((s) => s.name.startsWith('flyerdesk_gateway_upstream_')).map((s) => s.labels['path'] ?? '');
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((p) => UUID.test(p))).toEqual([]);
  });

  it('follows open WebSockets and active subscriptions, and counts the events published and delivered', async () => {
    const cookie = await signIn(url, 'editor');
    const before = await scrape(url);
    const sockets = valueOf(before, 'flyerdesk_gateway_websockets_open');
    const subscriptions = valueOf(before, 'flyerdesk_gateway_subscriptions_active');
    const published = valueOf(before, 'flyerdesk_gateway_events_published_total', { kind: 'presence' });
    const delivered = valueOf(before, 'flyerdesk_gateway_events_delivered_total', { kind: 'presence' });

    const client = connect({ Cookie: cookie });
    const stream = client.iterate<{ presence: { room: string; members: { username: string }[] } }>({
      query: 'subscription P($room: String!) { presence(room: $room) { room members { username } } }',
      variables: { room: 'store:metrics' },
    });
    const joined = await nextData(stream);
    expect(joined.presence.members.map((m) => m.username)).toEqual(['editor']);

    const during = await scrapeUntil(url, (s) => valueOf(s, 'flyerdesk_gateway_subscriptions_active') === subscriptions + 1);
    expect(valueOf(during, 'flyerdesk_gateway_websockets_open')).toBe(sockets + 1);
    expect(valueOf(during, 'flyerdesk_gateway_events_published_total', { kind: 'presence' })).toBe(published + 1);
    expect(valueOf(during, 'flyerdesk_gateway_events_delivered_total', { kind: 'presence' })).toBe(delivered + 1);
    expect(valueOf(during, 'flyerdesk_gateway_graphql_operations_total', { type: 'subscription', outcome: 'ok' })).toBeGreaterThan(0);

    await stream.return?.();
    await scrapeUntil(url, (s) => valueOf(s, 'flyerdesk_gateway_subscriptions_active') === subscriptions);
    await client.dispose();
    await scrapeUntil(url, (s) => valueOf(s, 'flyerdesk_gateway_websockets_open') === sockets);
  });

  it('shows how many things the shared pollers watch', async () => {
    const cookie = await signIn(url, 'admin');
    const client = connect({ Cookie: cookie });
    const stream = client.iterate({
      query: 'subscription O($platform: String!) { orderingChanged(platform: $platform) { seq } }',
      variables: { platform: 'android' },
    });
    const first = stream.next();
    await bus.whenSubscribed('ordering:android');
    await scrapeUntil(url, (s) => valueOf(s, 'flyerdesk_gateway_watchers_active', { watcher: 'ordering' }) === 1);
    await stream.return?.();
    await first;
    await scrapeUntil(url, (s) => valueOf(s, 'flyerdesk_gateway_watchers_active', { watcher: 'ordering' }) === 0);
  });
});

describe('GET /readyz', () => {
  it('is ready while the api answers and the event bus works', async () => {
    const res = await request(url).get('/readyz');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ status: 'ready', checks: { upstream: 'ok', events: 'ok' } });
  });

  it('is not ready, without details, when the api cannot be reached — while /healthz stays alive', async () => {
    const port = await freePort();
    const gateway = await startGateway({ port: 0, upstreamUrl: `http://127.0.0.1:${port}`, logLevel: 'silent', nodeEnv: 'test' });
    try {
      const res = await request(gateway.url).get('/readyz');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'unavailable', checks: { upstream: 'unreachable', events: 'ok' } });
      expect((await request(gateway.url).get('/healthz')).status).toBe(200);
    } finally {
      await gateway.close();
    }
  });
});

describe('GET /client-config', () => {
  it('tells the browser nothing to report to by default', async () => {
    const res = await request(url).get('/client-config');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ sentryDsn: null, environment: null, release: expect.stringMatching(/^flyerdesk@\d+\.\d+\.\d+/) as string });
  });

  it('gives the browser its own DSN and the environment, never the DSN of the gateway', async () => {
    const port = await freePort();
    const gateway = await startGateway({
      port: 0,
      upstreamUrl: `http://127.0.0.1:${port}`,
      logLevel: 'silent',
      nodeEnv: 'test',
      webSentryDsn: 'https://browserkey@sentry.example.com/2',
      sentryEnvironment: 'staging',
      // A reporter of its own: this test must not start the real error reporting.
      errorReporter: new FakeReporter(),
      sentryDsn: 'https://serverkey@sentry.example.com/1',
    });
    try {
      const res = await request(gateway.url).get('/client-config');
      expect(res.body).toMatchObject({ sentryDsn: 'https://browserkey@sentry.example.com/2', environment: 'staging' });
      expect(res.text).not.toContain('serverkey');
    } finally {
      await gateway.close();
    }
  });
});

describe('error reporting', () => {
  it('reports an unexpected resolver error with its trace id, and not the user mistakes', async () => {
    const cookie = await signIn(url, 'admin');
    reporter.reports.length = 0;
    const leafletId = '22222222-2222-4222-8222-222222222222';
    stack.proxy.override(new RegExp(`^GET /api/leaflets/${leafletId}$`), 200, { id: leafletId, status: 'SOMETHING_NEW' });
    try {
      const res = await gql(url, 'query L($id: ID!) { leaflet(id: $id) { id } }', { cookie, variables: { id: leafletId } });
      expect(res.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
      expect(reporter.reports).toHaveLength(1);
      expect(reporter.reports[0]?.details).toMatchObject({ source: 'graphql', traceId: res.errors?.[0]?.extensions?.traceId, path: 'leaflet' });
      expect(reporter.reports[0]?.error).toBeInstanceOf(Error);
    } finally {
      stack.proxy.clearOverrides();
    }

    reporter.reports.length = 0;
    const invalid = await gql(url, LOGIN, { variables: { username: ' ', password: '' } });
    expect(invalid.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const missing = await gql(url, 'query S($id: ID!) { store(id: $id) { id } }', { cookie, variables: { id: '00000000-0000-4000-8000-000000000000' } });
    expect(missing.data).toEqual({ store: null });
    const anonymous = await gql(url, '{ me { id } }');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(reporter.reports).toEqual([]);
  });
});
