import { Redis } from 'ioredis';
import request from 'supertest';
import type { RunningApi } from '../../api/src/server';
import type { RunningGateway } from './server';
import { signIn } from './test-support/graphqlClient';
import { leaseKey } from './realtime/leases';
import { describeWithRedis, replicasListening, startTestRedis, type TestRedis } from './test-support/redisServer';
import { startApiForTests, startGatewayFor, type Stack } from './test-support/stack';
import { connectWs } from './test-support/wsClient';
import { waitFor } from './test-support/waitFor';

/**
 * Graceful stop of one of two gateway replicas sharing Redis (SIGTERM in production): its watcher
 * leases go to the other replica at once, its sockets are closed with 1001 (clients reconnect
 * elsewhere), requests under way finish, new connections are refused.
 */

/** Long on purpose: a lease that was not given up would keep the other replica waiting this long. */
const LEASE_MS = 30_000;

let redis: TestRedis;
let admin: Redis;
let api: RunningApi;
let replicas: Omit<Stack, 'api'>[];


describeWithRedis('graceful stop of a gateway replica', () => {
  beforeAll(async () => {
    redis = await startTestRedis();
    admin = new Redis(redis.url);
    api = await startApiForTests();
    replicas = [];
    for (const replicaId of ['a', 'b']) {
      replicas.push(await startGatewayFor(api, { redisUrl: redis.url, replicaId, watcherLeaseMs: LEASE_MS, orderingPollMs: 200, shutdownGraceMs: 5000 }));
    }
  }, 120_000);

  afterAll(async () => {
    for (const replica of replicas) await replica.close();
    await api.close();
    admin.disconnect();
    await redis.close();
  });

  it('hands its watchers over at once, closes its sockets with 1001, finishes requests under way and refuses new ones', async () => {
    const [a, b] = replicas as [Omit<Stack, 'api'>, Omit<Stack, 'api'>];
    const cookie = await signIn(a.gateway.url, 'admin');
    const wsUrl = (g: RunningGateway) => `${g.url.replace(/^http/, 'ws')}/graphql`;

    // Both replicas watch the web ordering; A subscribed first and holds the watcher.
    const onA = connectWs(wsUrl(a.gateway), { Cookie: cookie });
    const streamA = onA.client.iterate({ query: 'subscription { orderingChanged(platform: "web") { seq } }' });
    void streamA.next().catch(() => undefined);
    await waitFor(async () => (await admin.get(leaseKey('ordering:web'))) === 'a', 'replica A to hold the watcher');
    const onB = connectWs(wsUrl(b.gateway), { Cookie: cookie });
    const streamB = onB.client.iterate({ query: 'subscription { orderingChanged(platform: "web") { seq } }' });
    void streamB.next().catch(() => undefined);
    await waitFor(async () => (await replicasListening(admin, 'ordering:web')) === 2, 'both subscriptions');

    // A request under way when the stop begins: the api answers it only once the test lets it.
    const categoriesCall = /^GET \/api\/categories\b/;
    a.proxy.hold(categoriesCall);
    const underWay = request(a.gateway.url).post('/graphql').set('Content-Type', 'application/json').set('Cookie', cookie).send({ query: '{ categories { items { id } } }' });
    const answered = underWay.then((res) => res);
    await waitFor(() => a.proxy.count(categoriesCall) > 0, 'the request to reach the api');

    const stopping = a.gateway.close();
    // A tells the load balancer it is stopping (or already refuses connections); only now does the api
    // answer the request under way, which A still delivers.
    const readyz = () => request(a.gateway.url).get('/readyz').then((r) => r.status, () => 'refused' as const);
    await waitFor(async () => (await readyz()) !== 200, 'A to report it is stopping');
    a.proxy.release();
    // The socket is closed with 1001: the client reconnects to another replica.
    expect((await onA.closed).code).toBe(1001);
    // The lease was given up: B takes the watcher over long before it would have run out.
    await waitFor(async () => (await admin.get(leaseKey('ordering:web'))) === 'b', 'replica B to take the watcher over');
    const res = await answered;
    expect(res.status).toBe(200);
    expect((res.body as { data?: { categories: { items: unknown[] } } }).data?.categories.items.length).toBeGreaterThan(0);
    await stopping;
    await expect(request(a.gateway.url).get('/healthz')).rejects.toThrow();

    // The other replica carries on.
    expect((await request(b.gateway.url).get('/healthz')).status).toBe(200);
    await onB.client.dispose();
  });
});
