import net from 'node:net';
import pg from 'pg';
import { sql } from 'kysely';
import request from 'supertest';
import { testDatabaseUrl } from '../../env';
import { startApi, type RunningApi } from '../../server';
import { parseMetrics, valueOf } from '../../test/prometheus';
import { describeWithPostgres } from '../../test/services';
import { startTestApi, START_TIMEOUT_MS, type TestApi } from '../../test/testApi';
import { createTestSchema } from '../../test/testSchema';
import { waitFor } from '../jobs/testing';

const databaseUrl = testDatabaseUrl();

/** A raw HTTP/1.1 connection: requests written as they are, everything the server sends kept. */
async function rawConnection(api: RunningApi) {
  const socket = net.connect(api.port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let received = '';
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString('utf8');
  });
  const closed = new Promise<string>((resolve) => {
    socket.on('error', () => undefined);
    socket.once('close', () => resolve(received));
  });
  return {
    send: (path: string) => socket.write(`GET ${path} HTTP/1.1\r\nHost: flyerdesk.test\r\n\r\n`),
    /** Everything received, once the server has closed the connection. */
    closed,
  };
}

/** The answers in a stream of HTTP/1.1 responses: status, headers (lower-case names) and body. */
function responsesIn(stream: string): { status: number; headers: Record<string, string>; body: string }[] {
  return stream
    .split(/(?=HTTP\/1\.1 \d{3} )/)
    .filter((part) => part.length > 0)
    .map((part) => {
      const [head = '', body = ''] = part.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      return { status: Number(statusLine.split(' ')[1]), headers, body };
    });
}

/** Requests the api is working on now (its own metric). */
async function requestsInFlight(api: RunningApi): Promise<number> {
  const res = await request(api.url).get('/metrics');
  return valueOf(parseMetrics(res.text), 'flyerdesk_api_http_requests_in_flight') ?? 0;
}

describe('liveness and readiness', () => {
  let api: TestApi;

  beforeAll(async () => {
    // The demo site answers after a second: a request that is still open when the api starts stopping.
    api = await startTestApi({ sampleSourceDelayMs: 1_000, shutdownGraceMs: 30_000 });
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await api?.close();
  });

  it('answers /healthz without signing in and without caching', async () => {
    const res = await api.http.get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers /readyz when the database answers', async () => {
    const res = await api.http.get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready', checks: { database: 'ok' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('once stopping: answers 503 on /readyz, finishes the request in progress and closes the connection', async () => {
    const connection = await rawConnection(api);
    connection.send('/sample-sources/sites/offline');
    await waitFor(async () => (await requestsInFlight(api)) === 1, 20_000, 'the slow request to arrive');

    const stopped = api.close();
    connection.send('/readyz');
    const answers = responsesIn(await connection.closed);
    await stopped;

    expect(answers.map((a) => a.status)).toEqual([503, 503]);
    // The first is the demo site that is always down, answered after its delay: it was not cut off.
    expect(JSON.parse(answers[0]?.body ?? '')).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(JSON.parse(answers[1]?.body ?? '')).toEqual({ status: 'stopping', checks: {} });
    expect(answers[1]?.headers.connection).toBe('close');
    await expect(request(api.url).get('/healthz')).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe('a database that went away', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({ seedDemo: false });
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await api?.close();
  });

  it('answers 503 on /readyz without details, while /healthz and /metrics keep answering', async () => {
    await api.http.get('/readyz').expect(200);
    await api.db.destroy();

    const ready = await api.http.get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'unavailable', checks: { database: 'unreachable' } });
    expect(ready.headers['cache-control']).toBe('no-store');

    await api.http.get('/healthz').expect(200, { status: 'ok' });
    const metrics = await api.http.get('/metrics');
    expect(metrics.status).toBe(200);
    const samples = parseMetrics(metrics.text);
    // The queue cannot be counted: left out rather than reported as empty.
    expect(samples.filter((s) => s.name === 'flyerdesk_api_job_queue_depth')).toEqual([]);
    expect(valueOf(samples, 'flyerdesk_api_http_requests_total', { method: 'GET', route: '/readyz', status: '503' })).toBe(1);
  });
});

describe('stopping with a request that does not finish', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({ sampleSourceDelayMs: 60_000, shutdownGraceMs: 200 });
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await api?.close();
  });

  it('closes its connection after the grace period instead of waiting for it', async () => {
    const connection = await rawConnection(api);
    connection.send('/sample-sources/sites/offline');
    await waitFor(async () => (await requestsInFlight(api)) === 1, 20_000, 'the slow request to arrive');

    await api.close();
    expect(await connection.closed).toBe('');
  });
});

/** A TCP relay to the test PostgreSQL server that can cut every connection and swallow new ones. */
async function startRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  let forwarding = true;
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('error', () => undefined);
    client.once('close', () => sockets.delete(client));
    // Cut off: the connection is accepted and then nothing ever answers.
    if (!forwarding) return;
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(upstream);
    upstream.on('error', () => client.destroy());
    upstream.once('close', () => {
      sockets.delete(upstream);
      client.destroy();
    });
    client.once('close', () => upstream.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target.href);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.href,
    cut() {
      forwarding = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      forwarding = true;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Advisory lock key of the pool test (any other user of advisory locks uses another key). */
const POOL_TEST_LOCK = 7_301_001;

describeWithPostgres('PostgreSQL connections', () => {
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let api: RunningApi | undefined;
  let schema: string;

  beforeAll(async () => {
    schema = await createTestSchema(databaseUrl ?? '');
    relay = await startRelay(new URL(databaseUrl ?? ''));
    api = await startApi({
      port: 0,
      logLevel: 'silent',
      memory: true,
      databaseUrl: relay.url,
      databaseSchema: schema,
      databasePoolMax: 3,
      seedDemo: false,
      runJobs: false,
    });
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    relay?.restore();
    await api?.close();
    await relay?.close();
  });

  async function pool(running: RunningApi) {
    const samples = parseMetrics((await request(running.url).get('/metrics')).text);
    return {
      max: valueOf(samples, 'flyerdesk_api_db_pool_max_clients'),
      open: valueOf(samples, 'flyerdesk_api_db_pool_clients'),
      waiting: valueOf(samples, 'flyerdesk_api_db_pool_waiting_requests'),
    };
  }

  it('opens at most DATABASE_POOL_MAX connections; further queries wait for one', async () => {
    const running = api as RunningApi;
    // Five queries that wait for a lock the test holds: the pool stays busy until the test lets go.
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    await holder.query('select pg_advisory_lock($1)', [POOL_TEST_LOCK]);
    const slow = Array.from({ length: 5 }, () =>
      sql`select pg_advisory_lock(${POOL_TEST_LOCK}::bigint), pg_advisory_unlock(${POOL_TEST_LOCK}::bigint)`.execute(running.db),
    );
    try {
      const busy = await waitFor(async () => {
        const now = await pool(running);
        return now.open === 3 && now.waiting === 2 ? now : undefined;
      });
      expect(busy).toEqual({ max: 3, open: 3, waiting: 2 });
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [POOL_TEST_LOCK]);
      await holder.end();
    }
    await Promise.all(slow);
  });

  it('answers 503 while the server cannot be reached, keeps running, and is ready again when it can', async () => {
    const running = api as RunningApi;
    await request(running.url).get('/readyz').expect(200);

    // Every open connection breaks at once (idle ones included) and new ones get no answer.
    relay.cut();
    const ready = await request(running.url).get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'unavailable', checks: { database: 'unreachable' } });
    await request(running.url).get('/healthz').expect(200);

    relay.restore();
    await waitFor(async () => (await request(running.url).get('/readyz')).status === 200, 20_000, 'the api to be ready again');
    await request(running.url).get('/readyz').expect(200, { status: 'ready', checks: { database: 'ok' } });
  });
});
