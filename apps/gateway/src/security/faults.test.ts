import type { FormattedExecutionResult } from 'graphql';
import { isJobRunning, isJobStatus } from '@flyerdesk/domain/jobs';
import type { Client } from 'graphql-ws';
import request from 'supertest';
import type { RunningApi } from '../../../api/src/server';
import { gql, signIn, type GqlResult, type ReceivedError } from '../test-support/graphqlClient';
import { ManualTimer } from '../test-support/manualTimer';
import { startApiForTests, startGatewayFor, type Stack } from '../test-support/stack';
import { waitFor } from '../test-support/waitFor';
import { connectWs, nextData, nextMatching, type Closed } from '../test-support/wsClient';

/**
 * The leaflet service down (connection refused, or answering 502) or hanging: every GraphQL call
 * answers UPSTREAM_UNAVAILABLE within the configured upstream timeout (plus a margin), the gateway
 * keeps answering everything else meanwhile, nobody is signed out, and open subscriptions stay open
 * and carry on once the service is back.
 */

const UPSTREAM_TIMEOUT_MS = 500;
/** Room for a loaded machine on top of the timeout; only a call that never ends exceeds it. */
const MARGIN_MS = 4_500;
const POLL_MS = 1000;

let api: RunningApi;
/** Gateway with a short upstream timeout and pollers driven by the test's clock. */
let main: Omit<Stack, 'api'>;
const timer = new ManualTimer();
const clients: Client[] = [];
let url: string;
let adminCookie: string;

beforeAll(async () => {
  api = await startApiForTests();
  main = await startGatewayFor(api, { upstreamTimeoutMs: UPSTREAM_TIMEOUT_MS, timer, jobPollMs: POLL_MS, orderingPollMs: POLL_MS });
  url = main.gateway.url;
  // Signing in hashes a password, which a busy machine may not do within the short upstream timeout:
  // the session is made on a gateway with the default timeout, then this gateway verifies it with a
  // cheap read (tried again while the machine is too busy for it).
  adminCookie = await signInElsewhere('admin');
  for (let attempt = 1; ; attempt += 1) {
    const warm = await gql(url, READ, { cookie: adminCookie });
    if (!warm.errors || attempt === 5) break;
  }
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.dispose();
  await main.close();
  await api.close();
});

afterEach(() => {
  main.proxy.resume();
  main.proxy.clearOverrides();
});

function codeOf(errors: readonly ReceivedError[] | readonly unknown[] | undefined): string | undefined {
  return (errors?.[0] as ReceivedError | undefined)?.extensions?.code;
}

/**
 * Sends one operation and waits for its answer, at most the upstream timeout plus a margin: only a
 * call the upstream timeout did not end waits that long (the limit bounds the wait, it measures nothing).
 */
async function answered(base: string, query: string, options: Parameters<typeof gql>[2] = {}): Promise<GqlResult> {
  const limitMs = UPSTREAM_TIMEOUT_MS + MARGIN_MS;
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${limitMs} ms: the upstream timeout did not end the call`)), limitMs);
  });
  try {
    return await Promise.race([gql(base, query, options), limit]);
  } finally {
    clearTimeout(timer);
  }
}

const READ = '{ stores { id name } }';
const WRITE = 'mutation { createCategory(input: { name: "Outage", categoryWebId: "outage" }) { id } }';

function expectUnavailable(res: GqlResult, what: string): void {
  expect({ what, status: res.status, code: codeOf(res.errors) }).toEqual({ what, status: 200, code: 'UPSTREAM_UNAVAILABLE' });
  // A failed upstream never ends the session.
  expect({ what, clearedCookies: res.setCookies.filter((c) => /=;|Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(c)) }).toEqual({ what, clearedCookies: [] });
}

describe('an upstream answering 502', () => {
  it('turns reads and writes into UPSTREAM_UNAVAILABLE without the upstream body', async () => {
    main.proxy.override(/./, 502, { message: 'upstream-secret: proxy_pass failed for 10.0.0.7' });
    for (const [what, query] of [
      ['read', READ],
      ['write', WRITE],
    ] as const) {
      const res = await answered(url, query, { cookie: adminCookie });
      expectUnavailable(res, what);
      expect(res.text).not.toContain('upstream-secret');
      expect(res.text).not.toContain('10.0.0.7');
    }
    // Signing in needs the upstream too: unavailable, not "wrong password".
    const login = await answered(url, 'mutation { login(username: "editor", password: "flyerdesk") { user { username } } }');
    expectUnavailable(login, 'login');
  });

  it('is forgotten as soon as the upstream answers again', async () => {
    main.proxy.override(/./, 502, {});
    expect(codeOf((await gql(url, READ, { cookie: adminCookie })).errors)).toBe('UPSTREAM_UNAVAILABLE');
    main.proxy.clearOverrides();
    const res = await gql<{ stores: unknown[] }>(url, READ, { cookie: adminCookie });
    expect(res.errors).toBeUndefined();
    expect(res.data?.stores.length).toBeGreaterThan(0);
  });
});

describe('a hanging upstream', () => {
  it('answers UPSTREAM_UNAVAILABLE once the upstream timeout has passed', async () => {
    main.proxy.hang();
    expectUnavailable(await answered(url, READ, { cookie: adminCookie }), 'read');
    expectUnavailable(await answered(url, WRITE, { cookie: adminCookie }), 'write');
    // A session the gateway has not verified yet: the check itself times out, the user stays signed in.
    const other = await signInElsewhere('editor');
    expectUnavailable(await answered(url, READ, { cookie: other }), 'unverified session');
  });
});

/** Signs in through a second gateway, so that the main one has never verified this session. */
async function signInElsewhere(username: string): Promise<string> {
  const elsewhere = await startGatewayFor(api);
  try {
    return await signIn(elsewhere.gateway.url, username);
  } finally {
    await elsewhere.close();
  }
}

describe('while upstream calls hang', () => {
  it('the gateway keeps answering, then every hung call gets UPSTREAM_UNAVAILABLE when the upstream goes away', async () => {
    // A long timeout: the calls stay hung for as long as this test looks at the gateway.
    const slow = await startGatewayFor(api, { upstreamTimeoutMs: 60_000 });
    try {
      const cookie = await signIn(slow.gateway.url, 'admin');
      slow.proxy.hang();
      const hung = Array.from({ length: 20 }, () => gql(slow.gateway.url, READ, { cookie }));
      let settled = 0;
      for (const call of hung) void call.then(() => (settled += 1));
      await waitFor(() => slow.proxy.calls.filter((c) => c === 'GET /api/stores').length >= 20, 'the 20 calls to reach the upstream');

      const health = await request(slow.gateway.url).get('/healthz');
      expect(health.status).toBe(200);
      const ping = await gql<{ ping: boolean }>(slow.gateway.url, '{ ping }');
      expect(ping.data?.ping).toBe(true);
      const me = await gql<{ me: { username: string } }>(slow.gateway.url, '{ me { username } }', { cookie });
      expect(me.data?.me.username).toBe('admin');
      expect(settled).toBe(0);

      // The upstream goes away (its connections drop, new ones are refused).
      await slow.proxy.close();
      for (const res of await Promise.all(hung)) expect(codeOf(res.errors)).toBe('UPSTREAM_UNAVAILABLE');
      const refused = await answered(slow.gateway.url, READ, { cookie });
      expectUnavailable(refused, 'connection refused');
      expect((await request(slow.gateway.url).get('/healthz')).status).toBe(200);
    } finally {
      await slow.gateway.close();
    }
  });
});

describe('open subscriptions during an outage', () => {
  interface ProgressEvent {
    state: 'LIVE' | 'UPSTREAM_UNAVAILABLE';
    job: { id: string; status: string } | null;
  }
  interface OrderingEvent {
    source: string;
    actor: string | null;
    version: number;
  }
  type Stream<T> = AsyncIterableIterator<FormattedExecutionResult<T, unknown>>;

  /** Lets every waiting poll run (the longest pending delay passes), and waits until each has scheduled its next one. */
  async function tick(): Promise<void> {
    const pollers = timer.pending;
    timer.advance(Math.max(...timer.pendingDelays()));
    await timer.whenPending(pollers);
  }

  it('stay open while the upstream hangs and carry events again once it is back', async () => {
    const started = await gql<{ startArticlesDataImport: { id: string } }>(url, 'mutation { startArticlesDataImport { id } }', { cookie: adminCookie });
    const jobId = started.data?.startArticlesDataImport.id;
    if (!jobId) throw new Error(`no job: ${JSON.stringify(started.errors)}`);

    // Pollers already running (the gateway's own), before the two of this test start.
    const running = timer.pending;
    const { client, closed } = connectWs(`${url.replace(/^http/, 'ws')}/graphql`, { Cookie: adminCookie });
    clients.push(client);
    let socketClosed: Closed | null = null;
    void closed.then((c) => (socketClosed = c));
    const progress: Stream<{ jobProgress: ProgressEvent }> = client.iterate({
      query: 'subscription P($id: ID!) { jobProgress(id: $id) { state job { id status } } }',
      variables: { id: jobId },
    });
    const ordering: Stream<{ orderingChanged: OrderingEvent }> = client.iterate({
      query: 'subscription { orderingChanged(platform: "android") { source actor version } }',
    });
    expect((await nextData(progress)).jobProgress).toMatchObject({ state: 'LIVE', job: { id: jobId } });
    // Both shared pollers (the job, the Android order) have read once and wait for their next turn.
    await timer.whenPending(running + 2);

    main.proxy.hang();
    await tick();
    const down = await nextMatching(progress, (d) => d.jobProgress.state !== 'LIVE');
    expect(down.jobProgress).toEqual({ state: 'UPSTREAM_UNAVAILABLE', job: null });
    await tick();
    expect(socketClosed).toBeNull();

    main.proxy.resume();
    await tick();
    expect((await nextMatching(progress, (d) => d.jobProgress.state === 'LIVE')).jobProgress.job?.id).toBe(jobId);
    // The import works in the service's one database meanwhile: the move below waits until it has
    // ended, so the move is not held behind it past the short upstream timeout.
    await waitFor(async () => {
      const job = await api.db.selectFrom('jobs').select('status').where('id', '=', jobId).executeTakeFirstOrThrow();
      return isJobStatus(job.status) && !isJobRunning(job.status);
    }, 'the import to end');

    // A change made through the gateway reaches the ordering subscription that lived through the outage.
    const nextMove = nextMatching(ordering, (d) => d.orderingChanged.source === 'MOVE');
    const moved = await moveSomeLeaflet();
    expect((await nextMove).orderingChanged).toMatchObject({ source: 'MOVE', actor: 'admin', version: moved });
    expect(socketClosed).toBeNull();
    await progress.return?.();
    await ordering.return?.();
  });

  /** Gives a leaflet of the Android order a free priority through the gateway; returns the new version. */
  async function moveSomeLeaflet(): Promise<number> {
    const current = await gql<{ ordering: { version: number; items: { priority: number | null; leaflet: { id: string } }[] } }>(
      url,
      '{ ordering(platform: "android") { version items { priority leaflet { id } } } }',
      { cookie: adminCookie },
    );
    const data = current.data?.ordering;
    const leaflet = data?.items[0]?.leaflet.id;
    if (!data || !leaflet) throw new Error(`no ordering: ${JSON.stringify(current.errors)}`);
    const used = new Set(data.items.map((i) => i.priority));
    let priority = 900;
    while (used.has(priority)) priority += 1;
    const res = await gql<{ setLeafletPriority: { version: number } }>(
      url,
      'mutation M($input: SetLeafletPriorityInput!) { setLeafletPriority(input: $input) { version } }',
      { cookie: adminCookie, variables: { input: { platform: 'android', leafletId: leaflet, priority, expectedVersion: data.version } } },
    );
    if (!res.data) throw new Error(`move failed: ${JSON.stringify(res.errors)}`);
    return res.data.setLeafletPriority.version;
  }
});
