import { parse } from 'graphql';
import { MemoryEventBus } from '../realtime/pubsub';
import { parseMetrics, valueOf } from '../test-support/metricsText';
import { createMetrics, meteredEventBus, pathTemplate, routeOf, topicKind } from './metrics';

async function samples(metrics: ReturnType<typeof createMetrics>) {
  return parseMetrics(await metrics.text());
}

describe('labels', () => {
  it('turns ids in upstream paths into :id, keeping the words of the path', () => {
    expect(pathTemplate('/api/stores/3f2a1bc4-1111-4111-8111-111111111111/leaflets')).toBe('/api/stores/:id/leaflets');
    expect(pathTemplate('/api/jobs/42/retry')).toBe('/api/jobs/:id/retry');
    expect(pathTemplate('/api/jobs/job_7Hx9')).toBe('/api/jobs/:id');
    expect(pathTemplate('/api/ordering/android/moves/m1/undo')).toBe('/api/ordering/android/moves/:id/undo');
    expect(pathTemplate('/api/articles-data/not-matched')).toBe('/api/articles-data/not-matched');
    expect(pathTemplate('/api/stores/Some%20Shop')).toBe('/api/stores/:id');
    expect(pathTemplate('/api/stores/%E0%A4%A')).toBe('/api/stores/:id');
  });

  it('labels requests with a fixed set of routes, never the raw URL', () => {
    expect(routeOf('POST', '/graphql')).toBe('/graphql');
    expect(routeOf('GET', '/files/leaflets/a/1.jpg')).toBe('/files');
    expect(routeOf('POST', '/upload/leaflets/abc/cut')).toBe('/upload');
    expect(routeOf('GET', '/readyz')).toBe('/readyz');
    expect(routeOf('GET', '/shops/leaflets/abc')).toBe('web');
    expect(routeOf('POST', '/shops')).toBe('other');
  });

  it('labels events with the kind of their topic', () => {
    expect(topicKind('leaflet:3f2a')).toBe('leaflet');
    expect(topicKind('jobs:changed')).toBe('jobs');
    expect(topicKind('articles-data')).toBe('articles-data');
    expect(topicKind('weird topic:1')).toBe('other');
  });
});

describe('gateway metrics', () => {
  it('keep each gateway in a registry of its own', async () => {
    const one = createMetrics();
    const two = createMetrics();
    one.graphqlOperations.inc({ type: 'query', outcome: 'ok' });
    expect(valueOf(await samples(one), 'flyerdesk_gateway_graphql_operations_total')).toBe(1);
    expect(valueOf(await samples(two), 'flyerdesk_gateway_graphql_operations_total')).toBe(0);
  });

  it('time upstream calls and count those without a 2xx answer', async () => {
    const metrics = createMetrics();
    metrics.upstream.call({ method: 'GET', path: '/api/leaflets/11111111-1111-4111-8111-111111111111', outcome: '2xx', durationMs: 12 });
    metrics.upstream.call({ method: 'GET', path: '/api/leaflets/22222222-2222-4222-8222-222222222222', outcome: 'timeout', durationMs: 10_000 });
    const s = await samples(metrics);
    expect(valueOf(s, 'flyerdesk_gateway_upstream_request_duration_seconds_count', { path: '/api/leaflets/:id' })).toBe(2);
    expect(valueOf(s, 'flyerdesk_gateway_upstream_request_duration_seconds_sum', { outcome: '2xx' })).toBeCloseTo(0.012);
    expect(valueOf(s, 'flyerdesk_gateway_upstream_errors_total', { method: 'GET', path: '/api/leaflets/:id', outcome: 'timeout' })).toBe(1);
    expect(valueOf(s, 'flyerdesk_gateway_upstream_errors_total', { outcome: '2xx' })).toBe(0);
  });

  it('keep a bounded number of upstream path templates', async () => {
    const metrics = createMetrics();
    const words = (n: number): string => n.toString(26).replace(/[0-9]/g, (d) => String.fromCharCode(113 + Number(d)));
    for (let n = 0; n < 300; n += 1) metrics.upstream.call({ method: 'GET', path: `/api/${words(n)}x`, outcome: '2xx', durationMs: 1 });
    const paths = new Set((await samples(metrics)).filter((x) => x.name === 'flyerdesk_gateway_upstream_request_duration_seconds_count').map((x) => x.labels['path']));
    expect(paths.size).toBe(201);
    expect(paths.has('other')).toBe(true);
  });

  it('count WebSocket operations once, and subscriptions while they stream', async () => {
    const metrics = createMetrics();
    const socket = {};
    const stream = (async function* () {})();
    metrics.socketOperation(socket, '1', { document: parse('subscription { _noop }') }, stream);
    metrics.socketOperation(socket, '2', { document: parse('query { ping }') }, { data: { ping: true } });
    metrics.socketOperationFailed(socket, '3', []);
    metrics.socketOperationFailed(socket, '1', []); // the stream failed later: counted once already
    let s = await samples(metrics);
    expect(valueOf(s, 'flyerdesk_gateway_subscriptions_active')).toBe(1);
    expect(valueOf(s, 'flyerdesk_gateway_graphql_operations_total', { type: 'subscription', outcome: 'ok' })).toBe(1);
    expect(valueOf(s, 'flyerdesk_gateway_graphql_operations_total', { type: 'query', outcome: 'ok' })).toBe(1);
    expect(valueOf(s, 'flyerdesk_gateway_graphql_operations_total')).toBe(3);

    metrics.socketOperationCompleted(socket, '2');
    metrics.socketOperationCompleted(socket, '1');
    metrics.socketOperationCompleted(socket, '1');
    s = await samples(metrics);
    expect(valueOf(s, 'flyerdesk_gateway_subscriptions_active')).toBe(0);
  });

  it('read the open sockets when scraped', async () => {
    const metrics = createMetrics();
    let open = 3;
    metrics.observeSockets(() => open);
    expect(valueOf(await samples(metrics), 'flyerdesk_gateway_websockets_open')).toBe(3);
    open = 1;
    expect(valueOf(await samples(metrics), 'flyerdesk_gateway_websockets_open')).toBe(1);
  });

  it('offer a gauge of the watcher leases this replica holds', async () => {
    const metrics = createMetrics({ replicaId: 'gw-1' });
    metrics.leaseHeld.set({ watcher: 'ordering' }, 2);
    expect(valueOf(await samples(metrics), 'flyerdesk_gateway_watcher_leases_held', { watcher: 'ordering', replica: 'gw-1' })).toBe(2);
  });
});

describe('metered event bus', () => {
  it('counts events published and each event delivered to a subscriber, by topic kind', async () => {
    const metrics = createMetrics();
    const bus = meteredEventBus(new MemoryEventBus(), metrics);
    const first = bus.subscribe<{ n: number }>('leaflet:1');
    const second = bus.subscribe<{ n: number }>('leaflet:1');
    expect(await bus.publish('leaflet:1', { n: 1 })).toBe(1);
    await bus.publish('job:7', { n: 2 });
    expect((await first.next()).value).toEqual({ n: 1, seq: 1 });
    expect((await second.next()).value).toEqual({ n: 1, seq: 1 });
    await first.return?.();
    expect(await first.next()).toEqual({ value: undefined, done: true });

    const s = await samples(metrics);
    expect(valueOf(s, 'flyerdesk_gateway_events_published_total', { kind: 'leaflet' })).toBe(1);
    expect(valueOf(s, 'flyerdesk_gateway_events_published_total', { kind: 'job' })).toBe(1);
    expect(valueOf(s, 'flyerdesk_gateway_events_delivered_total', { kind: 'leaflet' })).toBe(2);
    await expect(bus.ping()).resolves.toBeUndefined();
    await bus.close();
    expect(await second.next()).toEqual({ value: undefined, done: true });
  });
});
