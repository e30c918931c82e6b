/**
 * The production topology on loopback, with real processes: PostgreSQL (TEST_DATABASE_URL), a
 * redis-server, the api and two gateway replicas built as operators run them (`node dist/main.js`).
 * Clients reconnect to whichever replica is alive, as behind the load balancer. The cases run in
 * order on one cluster (each leaves it as the next expects).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FormattedExecutionResult } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { Redis } from 'ioredis';
import pg from 'pg';
import request from 'supertest';
import WebSocket from 'ws';
import { startCountingProxy, type CountingProxy } from '../test-support/countingProxy';
import { gql, signIn } from '../test-support/graphqlClient';
import { leaseKey } from '../realtime/leases';
import { scrape, valueOf } from '../test-support/metricsText';
import { freePort } from '../test-support/ports';
import { POSTGRES_MISSING, describeWithServices } from '../../../api/src/test/services';
import { REDIS_MISSING, redisServerPath, replicasListening, startTestRedis, type TestRedis } from '../test-support/redisServer';
import { startService, type ServiceProcess } from '../test-support/processes';
import { waitFor } from '../test-support/waitFor';

const ROOT = path.resolve(__dirname, '../../../..');
const DATABASE_URL = process.env['TEST_DATABASE_URL'];
const JOB_POLL_MS = 400;
/** Longest wait for something that must happen (processes start, reconnect and take over on a loaded machine). */
const WAIT_MS = 30_000;
const LEASE_MS = 1500;
const SERVICE_TOKEN = 'cluster-service-token-0123456789abcdef';
const JWT_SECRET = 'cluster-jwt-secret-0123456789abcdef0123456789';

/** What this machine lacks for the cluster: skipped on a developer's machine, failing in CI. */
const missing = [...(DATABASE_URL ? [] : [POSTGRES_MISSING]), ...(redisServerPath() ? [] : [REDIS_MISSING])];

let redis: TestRedis;
let admin: Redis;
let database: { name: string; url: string };
let dataDir: string;
let api: ServiceProcess;
let proxy: CountingProxy;
let gateways: ServiceProcess[];
const alive = new Set<ServiceProcess>();
const clients: Client[] = [];
let cookie: string;
/** Groups created through the gateways in every case: all of them must be in the database at the end. */
const written: string[] = [];

function baseEnv(): Record<string, string | undefined> {
  return { PATH: process.env['PATH'], HOME: process.env['HOME'], TMPDIR: process.env['TMPDIR'] };
}


const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function wsUrl(gateway: ServiceProcess): string {
  return `${gateway.url.replace(/^http/, 'ws')}/graphql`;
}

interface Connection {
  client: Client;
  /** How many times it connected (1 = never reconnected). */
  connected: number;
  /** The replica it connected to last. */
  via: ServiceProcess | null;
}

/** A browser's live connection: prefers one replica, goes to any live one when it is gone, and retries forever. */
function connect(preferred: ServiceProcess): Connection {
  const connection: Connection = { client: null as unknown as Client, connected: 0, via: null };
  class CookieSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers: { Cookie: cookie } });
    }
  }
  connection.client = createClient({
    url: () => {
      const target = alive.has(preferred) ? preferred : ([...alive][0] ?? preferred);
      connection.via = target;
      return wsUrl(target);
    },
    webSocketImpl: CookieSocket,
    lazy: false,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: () => sleep(150),
    onNonLazyError: () => undefined,
    on: {
      connected: () => {
        connection.connected += 1;
      },
    },
  });
  clients.push(connection.client);
  return connection;
}

/** Collects every result of a subscription in the background. */
function collect<T>(client: Client, query: string, variables: Record<string, unknown>): T[] {
  const received: T[] = [];
  const stream = client.iterate<T>({ query, variables });
  void (async () => {
    try {
      for await (const result of stream as AsyncIterable<FormattedExecutionResult<T, unknown>>) {
        if (result.data) received.push(result.data);
      }
    } catch {
      // The client was disposed.
    }
  })();
  return received;
}

const numsub = (topic: string) => replicasListening(admin, topic);
const jobLease = (jobId: string) => admin.get(leaseKey(`job:${jobId}`));

async function createGroup(via: ServiceProcess, name: string): Promise<void> {
  const result = await gql(via.url, 'mutation($input: GroupInput!) { createGroup(input: $input) { id name } }', { cookie, variables: { input: { name } } });
  expect(result.errors).toBeUndefined();
  written.push(name);
}

async function apiToken(): Promise<string> {
  const res = await request(api.url).post('/authenticate').field('username', 'admin').field('password', 'flyerdesk');
  expect(res.status).toBe(200);
  return (res.body as { accessToken: string }).accessToken;
}

function startGateway(replica: string, port: number): Promise<ServiceProcess> {
  return startService({
    name: `gateway-${replica}`,
    script: 'apps/gateway/dist/main.js',
    cwd: ROOT,
    port,
    env: {
      ...baseEnv(),
      NODE_ENV: 'production',
      GATEWAY_HOST: '127.0.0.1',
      GATEWAY_PORT: String(port),
      UPSTREAM_URL: proxy.url,
      REDIS_URL: redis.url,
      SERVICE_TOKEN,
      REPLICA_ID: replica,
      JOB_POLL_MS: String(JOB_POLL_MS),
      WATCHER_LEASE_MS: String(LEASE_MS),
      SHUTDOWN_GRACE_MS: '2000',
      LOG_LEVEL: 'info',
    },
  });
}

describeWithServices('a cluster of an api and two gateway replicas sharing PostgreSQL and Redis', missing, () => {
  beforeAll(async () => {
    // The processes run from the build, as in production (built only when the sources changed).
    const built = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('Could not build Flyerdesk');

    const url = new URL(DATABASE_URL ?? '');
    const name = `flyerdesk_cluster_${randomBytes(4).toString('hex')}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    url.pathname = `/${name}`;
    database = { name, url: url.toString() };

    redis = await startTestRedis();
    admin = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => 100 });
    admin.on('error', () => undefined);
    await admin.connect();

    dataDir = await mkdtemp(path.join(os.tmpdir(), 'flyerdesk-cluster-'));
    const apiPort = await freePort();
    api = await startService({
      name: 'api',
      script: 'apps/api/dist/main.js',
      cwd: ROOT,
      port: apiPort,
      env: {
        ...baseEnv(),
        API_HOST: '127.0.0.1',
        API_PORT: String(apiPort),
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        JWT_SECRET,
        SERVICE_TOKEN,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'info',
      },
    });
    // Counts what the gateways ask the api for.
    proxy = await startCountingProxy(api.url);
    gateways = [await startGateway('a', await freePort()), await startGateway('b', await freePort())];
    gateways.forEach((g) => alive.add(g));
    cookie = await signIn(gateways[0]!.url, 'admin');
  }, 300_000);

  afterAll(async () => {
    for (const client of clients) await client.dispose();
    for (const gateway of gateways ?? []) await gateway.kill();
    await api?.kill();
    await proxy?.close();
    admin?.disconnect();
    await redis?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    if (database) {
      const client = new pg.Client({ connectionString: DATABASE_URL });
      await client.connect();
      await client.query(`drop database if exists ${database.name} with (force)`);
      await client.end();
    }
  }, 60_000);

  it('delivers a mutation sent to replica A to a subscriber on replica B, and logs it under one trace id in the gateway and the api', async () => {
    const [a, b] = [gateways[0]!, gateways[1]!];
    const { data } = await gql<{ leaflets: { items: { id: string }[] } }>(a.url, '{ leaflets(limit: 1) { items { id } } }', { cookie });
    const leafletId = data?.leaflets.items[0]?.id ?? '';
    const onB = connect(b);
    const events = collect<{ leafletChanged: { kind: string; actor: string; leaflet: { id: string } } }>(
      onB.client,
      'subscription($id: ID!) { leafletChanged(id: $id) { seq kind actor leaflet { id } } }',
      { id: leafletId },
    );
    await waitFor(async () => (await numsub(`leaflet:${leafletId}`)) === 1, 'the subscription on replica B', WAIT_MS);

    const traceId = `cluster-${randomBytes(6).toString('hex')}`;
    const refreshed = await gql(a.url, 'mutation($id: ID!) { refreshLeaflet(id: $id) { id } }', { cookie, variables: { id: leafletId }, headers: { 'X-Trace-Id': traceId } });
    expect(refreshed.errors).toBeUndefined();
    await waitFor(() => events.length === 1, 'the event on replica B', WAIT_MS);
    expect(events[0]?.leafletChanged).toMatchObject({ actor: 'admin', leaflet: { id: leafletId } });

    // One request, one trace id: in the gateway's log lines and in the api's.
    await waitFor(() => a.logs.some((l) => l['traceId'] === traceId) && api.logs.some((l) => l['traceId'] === traceId), 'the log lines', WAIT_MS);
    expect(a.logs.filter((l) => l['traceId'] === traceId).length).toBeGreaterThan(0);
    expect(api.logs.filter((l) => l['traceId'] === traceId && (l['req'] as { url?: string } | undefined)?.url?.includes(leafletId)).length).toBeGreaterThan(0);
    expect(b.logs.some((l) => l['traceId'] === traceId)).toBe(false);
    await createGroup(a, 'cluster-1');
  });

  describe('one job followed by 50 subscribers over both replicas', () => {
    let jobId: string;
    const connections: Connection[] = [];
    const streams: { events: { jobProgress: { seq: number; state: string; job: { version: number; status: string } | null } }[]; connection: Connection }[] = [];
    /** The job's status polls (made with the service token) the upstream has seen. */
    const servicePolls = () =>
      proxy.calls.filter((call, i) => call === `GET /api/jobs/${jobId}` && proxy.headers[i]?.['x-service-token'] !== undefined).length;
    /** Reads of a job a replica made upstream, from its /metrics. */
    const jobReads = async (gateway: ServiceProcess) =>
      valueOf(await scrape(gateway.url), 'flyerdesk_gateway_upstream_request_duration_seconds_count', { method: 'GET', path: '/api/jobs/:id' });

    it('has the upstream see the status polls of one replica only', async () => {
      const [a, b] = [gateways[0]!, gateways[1]!];
      const { data } = await gql<{ crawlerSources: { id: string; url: string }[] }>(a.url, '{ crawlerSources { id url } }', { cookie });
      // The demo's source that is down: its run retries, so the job keeps changing upstream by itself.
      const source = data?.crawlerSources.find((s) => s.url.includes('offline'));
      const run = await gql<{ runCrawler: { id: string } }>(a.url, 'mutation($id: ID!) { runCrawler(sourceId: $id) { id } }', { cookie, variables: { id: source?.id } });
      expect(run.errors).toBeUndefined();
      jobId = run.data?.runCrawler.id ?? '';

      for (let i = 0; i < 10; i += 1) connections.push(connect(i % 2 === 0 ? a : b));
      for (let i = 0; i < 50; i += 1) {
        const connection = connections[i % connections.length]!;
        streams.push({
          connection,
          events: collect(connection.client, 'subscription($id: ID!) { jobProgress(id: $id) { seq state job { version status } } }', { id: jobId }),
        });
      }
      await waitFor(() => streams.every((s) => s.events.length > 0), 'the first event of all 50 subscriptions', WAIT_MS);
      expect(new Set(connections.map((c) => c.via))).toEqual(new Set([a, b]));
      await waitFor(async () => (await jobLease(jobId)) !== null, 'the job watcher lease', WAIT_MS);

      // Watched on both replicas, polled by one: while the holder polls six times, the other reads nothing.
      const holderId = await jobLease(jobId);
      const holder = [a, b].find((g) => g.name === `gateway-${holderId}`)!;
      const other = holder === a ? b : a;
      const before = { holder: await jobReads(holder), other: await jobReads(other), upstream: servicePolls() };
      await waitFor(async () => (await jobReads(holder)) >= before.holder + 6, 'six status polls by the lease holder', WAIT_MS);
      // The proxy counts a poll when it arrives, the replica when it is answered: a poll under way at the
      // first snapshot is in one count and not yet in the other, so the proxy is waited for on its own.
      await waitFor(() => servicePolls() - before.upstream >= 6, 'six status polls seen by the api', WAIT_MS);
      expect(await jobReads(other)).toBe(before.other);

      // Each replica's /metrics tells whether it holds the job's watcher.
      for (const gateway of [a, b]) {
        const text = (await request(gateway.url).get('/metrics')).text;
        const held = /flyerdesk_gateway_watcher_leases_held\{[^}]*watcher="job"[^}]*\} (\d+)/.exec(text)?.[1];
        expect(Number(held)).toBe(gateway.name === `gateway-${holderId}` ? 1 : 0);
        // Five sockets of the job's subscribers on each (and those of the cases before).
        expect(Number(/flyerdesk_gateway_websockets_open\{[^}]*\} (\d+)/.exec(text)?.[1])).toBeGreaterThanOrEqual(5);
      }
    });

    it('moves the watcher to the other replica when its holder is killed; subscribers keep receiving, and clients of the killed replica reconnect and refetch', async () => {
      const holderId = await jobLease(jobId);
      const holder = gateways.find((g) => g.name === `gateway-${holderId}`)!;
      const survivor = gateways.find((g) => g !== holder)!;
      const survivors = streams.filter((s) => s.connection.via === survivor);
      const moved = streams.filter((s) => s.connection.via === holder);
      expect(survivors.length).toBe(25);
      expect(moved.length).toBe(25);
      const reconnectsBefore = moved.map((s) => s.connection.connected);

      await createGroup(holder, 'cluster-2-before-kill');
      alive.delete(holder);
      await holder.kill();
      const pollsAtKill = servicePolls();
      await createGroup(survivor, 'cluster-2-after-kill');

      // The other replica takes the lease over once it has run out, and polls. The limit only bounds the
      // wait (a watcher left without a holder would never poll again), generous for a loaded machine.
      await waitFor(async () => (await jobLease(jobId)) === survivor.name.replace('gateway-', ''), 'the takeover', LEASE_MS + WAIT_MS);
      await waitFor(() => servicePolls() > pollsAtKill, 'a poll after the takeover', JOB_POLL_MS + WAIT_MS);

      // Clients of the killed replica reconnect to the survivor and resubscribe (their first event is the current job).
      await waitFor(() => moved.every((s, i) => s.connection.connected > (reconnectsBefore[i] ?? 0)), 'the reconnections');
      expect(moved.every((s) => s.connection.via === survivor)).toBe(true);
      const refetched = await gql<{ job: { version: number } }>(survivor.url, 'query($id: ID!) { job(id: $id) { version } }', { cookie, variables: { id: jobId } });
      expect(refetched.data?.job.version).toBeGreaterThan(0);

      // The job changes upstream, through the api alone: the new holder finds it, everybody hears it.
      const token = await apiToken();
      const current = await request(api.url).get(`/api/jobs/${jobId}`).set('Authorization', `Bearer ${token}`);
      const { running, version } = current.body as { running: boolean; version: number };
      const change = await request(api.url).post(`/api/jobs/${jobId}/${running ? 'cancel' : 'retry'}`).set('Authorization', `Bearer ${token}`);
      expect(change.status).toBeLessThan(300);
      await waitFor(
        () => streams.every((s) => s.events.some((e) => (e.jobProgress.job?.version ?? 0) > version)),
        'the change to reach all 50 subscribers',
      );
    });

    it('brings the killed replica back into service', async () => {
      const dead = gateways.find((g) => !alive.has(g))!;
      await dead.start();
      alive.add(dead);
      const ready = await request(dead.url).get('/readyz');
      expect(ready.status).toBe(200);
    });
  });

  it('survives a Redis restart: writes go on, events flow again, and clients resynchronise', async () => {
    const [a, b] = [gateways[0]!, gateways[1]!];
    const { data } = await gql<{ leaflets: { items: { id: string }[] } }>(a.url, '{ leaflets(limit: 2) { items { id } } }', { cookie });
    const leafletId = data?.leaflets.items[1]?.id ?? '';
    const onB = connect(b);
    const events = collect<{ leafletChanged: { seq: number; actor: string } }>(onB.client, 'subscription($id: ID!) { leafletChanged(id: $id) { seq actor } }', {
      id: leafletId,
    });
    await waitFor(async () => (await numsub(`leaflet:${leafletId}`)) === 1, 'the subscription on replica B', WAIT_MS);
    const connectedBefore = onB.connected;

    await redis.stop();
    // Not ready while Redis is away, but writes go through.
    await waitFor(async () => (await request(a.url).get('/readyz')).status === 503, 'replica A to report Redis away');
    await createGroup(a, 'cluster-3-redis-down');
    const refreshed = await gql(a.url, 'mutation($id: ID!) { refreshLeaflet(id: $id) { id } }', { cookie, variables: { id: leafletId } });
    expect(refreshed.errors).toBeUndefined();

    await redis.start();
    // Events of the outage are lost: the gateway makes its clients reconnect (and so refetch).
    await waitFor(() => onB.connected > connectedBefore, 'the client to reconnect after the outage', WAIT_MS);
    await waitFor(async () => (await request(b.url).get('/readyz')).status === 200, 'replica B to be ready again');
    await waitFor(async () => (await numsub(`leaflet:${leafletId}`)) === 1, 'the subscription to be renewed', WAIT_MS);

    const before = events.length;
    const again = await gql(a.url, 'mutation($id: ID!) { refreshLeaflet(id: $id) { id } }', { cookie, variables: { id: leafletId } });
    expect(again.errors).toBeUndefined();
    await waitFor(() => events.length > before, 'events to flow again', WAIT_MS);
    expect(events[events.length - 1]?.leafletChanged.actor).toBe('admin');
    await createGroup(b, 'cluster-3-after-restart');
  });

  it('lost nothing written through the api in any of the above', async () => {
    const token = await apiToken();
    const res = await request(api.url).get('/api/groups?limit=500').set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    const names = (res.body as { items: { name: string }[] }).items.map((g) => g.name);
    expect(written.length).toBe(5);
    for (const name of written) expect(names).toContain(name);
  });
});
