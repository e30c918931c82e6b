/**
 * Production rehearsal: the docker-compose topology as real processes behind nginx and a TLS
 * terminator (see topology.ts), and the scenarios operators live through, each through the TLS
 * address with real clients. Every scenario records its measured figures; they are printed at the end.
 *
 * The scenarios run in order on one topology: each leaves it as the next expects.
 */
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { Browser, collect } from './clients';
import { missingForRehearsal, startTopology, type Topology } from './topology';
import { ACCESS_COOKIE } from '../../apps/gateway/src/session/cookies';
import { parseMetrics, valueOf } from '../../apps/gateway/src/test-support/metricsText';
import { waitFor } from '../../apps/gateway/src/test-support/waitFor';

/** Access tokens of the run live this long; the gateway refreshes them 30 s before they expire. */
const ACCESS_TOKEN_TTL_S = 35;
/** WebSockets one browser address may hold per replica in the run (compose's default is 100). */
const SOCKETS_PER_ADDRESS = 4;
const WAIT_MS = 60_000;
const PLATFORM = 'android';

test.describe.configure({ mode: 'serial' });

let topology: Topology;
const figures: { scenario: string; figures: Record<string, string | number> }[] = [];
const browsers: Browser[] = [];
/** Browser addresses: each staff member's machine is a loopback address of its own. */
let nextAddress = 2;

function record(scenario: string, values: Record<string, string | number>): void {
  figures.push({ scenario, figures: values });
  console.log(`  ↳ ${scenario}: ${Object.entries(values).map(([k, v]) => `${k} = ${v}`).join(', ')}`);
}

function browser(): Browser {
  const b = new Browser(topology.publicUrl, topology.ca, `127.0.0.${nextAddress++}`);
  browsers.push(b);
  return b;
}

async function signedIn(username: string, password = 'flyerdesk'): Promise<Browser> {
  const b = browser();
  const res = await b.signIn(username, password);
  expect(res.errors, `sign-in of ${username}`).toBeUndefined();
  return b;
}

async function metrics(replica: number): Promise<ReturnType<typeof parseMetrics>> {
  const gateway = topology.gateways[replica];
  const res = await fetch(`${gateway?.metricsUrl ?? ''}/metrics`);
  return parseMetrics(await res.text());
}

async function socketsOpen(): Promise<number[]> {
  return Promise.all(topology.gateways.map(async (_g, i) => valueOf(await metrics(i), 'flyerdesk_gateway_websockets_open')));
}

async function refreshCalls(): Promise<number[]> {
  return Promise.all(
    topology.gateways.map(async (_g, i) =>
      valueOf(await metrics(i), 'flyerdesk_gateway_upstream_request_duration_seconds_count', { method: 'POST', path: '/authenticate/refresh' }),
    ),
  );
}

/** Revocations the api recorded (read with the service token, as the gateways read them). */
async function revocations(): Promise<{ reason: string; userId: string }[]> {
  const res = await fetch(`${topology.api.url}/api/sessions/revocations`, { headers: { 'X-Service-Token': topology.apiEnv.SERVICE_TOKEN ?? '' } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { revocations: { reason: string; userId: string }[] }).revocations;
}

interface OrderingRow {
  priority: number | null;
  leaflet: { id: string };
}

/** A priority move as staff make it on /xmloffers: a free priority for a leaflet, on the version they see. Retries a stale version. */
async function move(b: Browser): Promise<{ ok: boolean; code?: string }> {
  try {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const read = await b.gql<{ ordering: { version: number; items: OrderingRow[] } }>(
        'query($p: String!) { ordering(platform: $p) { version items { priority leaflet { id } } } }',
        { p: PLATFORM },
      );
      const ordering = read.data?.ordering;
      if (!ordering) return { ok: false, code: read.errors?.[0]?.extensions?.code ?? `HTTP ${read.status}` };
      const used = new Set(ordering.items.map((i) => i.priority));
      const row = ordering.items[Math.floor(Math.random() * ordering.items.length)];
      let priority = 500 + Math.floor(Math.random() * 400);
      while (used.has(priority)) priority += 1;
      const res = await b.gql('mutation($i: SetLeafletPriorityInput!) { setLeafletPriority(input: $i) { version } }', {
        i: { platform: PLATFORM, leafletId: row?.leaflet.id, priority, expectedVersion: ordering.version },
      });
      if (!res.errors) return { ok: true };
      const code = res.errors[0]?.extensions?.code;
      // Another member of staff moved first: read the order again, as the screen does.
      if (code !== 'CONFLICT') return { ok: false, code: code ?? `HTTP ${res.status}` };
    }
    return { ok: false, code: 'CONFLICT' };
  } catch (err) {
    return { ok: false, code: `network: ${(err as Error).message.split('\n')[0] ?? ''}` };
  }
}

/** A record edit: a new group of two shops, with a name of its own (so that a lost or half-written one can be found). */
async function createGroup(b: Browser, name: string, storeIds: string[] = []): Promise<{ ok: boolean; code?: string }> {
  try {
    const res = await b.gql('mutation($i: GroupInput!) { createGroup(input: $i) { id } }', { i: { name, storeIds } });
    if (!res.errors) return { ok: true };
    return { ok: false, code: res.errors[0]?.extensions?.code ?? `HTTP ${res.status}` };
  } catch (err) {
    return { ok: false, code: `network: ${(err as Error).message.split('\n')[0] ?? ''}` };
  }
}

/** The groups whose names start with the prefix, with their shops. */
async function groupsNamed(b: Browser, prefix: string): Promise<Map<string, string[]>> {
  const res = await b.gql<{ groups: { items: { name: string; storeIds: string[] }[] } }>(
    'query($s: String!) { groups(page: { search: $s, limit: 500 }) { items { name storeIds } } }',
    { s: prefix },
  );
  expect(res.errors).toBeUndefined();
  return new Map(res.data?.groups.items.map((g) => [g.name, g.storeIds]));
}

async function twoShops(b: Browser): Promise<string[]> {
  const res = await b.gql<{ stores: { id: string }[] }>('{ stores { id } }');
  return (res.data?.stores ?? []).slice(0, 2).map((s) => s.id);
}

/**
 * Events missed in a stream: numbers the sequence skipped, and a sequence that started again (each
 * stream starts where it was subscribed, and comes back where it left off).
 */
function gaps(seqs: number[]): number {
  let missed = 0;
  for (let i = 1; i < seqs.length; i += 1) {
    const step = (seqs[i] ?? 0) - (seqs[i - 1] ?? 0);
    missed += step >= 1 ? step - 1 : 1;
  }
  return missed;
}

/** Events missed by a desk: gaps in its ordering and group streams. */
function seqGaps(d: Desk): { moves: number; groups: number } {
  return { moves: gaps(d.moves.map((e) => e.orderingChanged.seq)), groups: gaps(d.groups.map((e) => e.groupsChanged.seq)) };
}

const ci = ['1', 'true', 'yes'].includes((process.env.CI ?? '').trim().toLowerCase());
const missing = missingForRehearsal();
// Outside CI a machine without the services skips the rehearsal with a note; in CI it fails, naming them.
test.skip(!ci && missing.length > 0, `the rehearsal needs ${missing.join(', ')}`);

test.beforeAll(async () => {
  test.setTimeout(300_000);
  if (missing.length > 0) throw new Error(`CI is set, so the rehearsal may not be skipped, but this machine is missing ${missing.join(', ')} (.ci/run installs them)`);
  topology = await startTopology({
    apiOverrides: {
      ACCESS_TOKEN_TTL: { value: String(ACCESS_TOKEN_TTL_S), why: 'access tokens expire within the run' },
    },
    gatewayOverrides: {
      WS_MAX_SOCKETS_PER_ADDRESS: { value: String(SOCKETS_PER_ADDRESS), why: 'the per-address socket limit is reached with a few sockets' },
    },
  });
  console.log(`Rehearsal topology at ${topology.publicUrl}: TLS terminator → nginx (deploy/proxy/nginx.conf) → ${topology.gateways.map((g) => g.replica).join(', ')} → api → PostgreSQL 15, Redis`);
  for (const o of topology.overrides) console.log(`  setting changed for the run: ${o.service} ${o.name}=${o.value} (${o.why})`);
});

test.afterAll(async () => {
  for (const b of browsers) await b.close().catch(() => undefined);
  await topology?.close();
  console.log('\nRehearsal figures:');
  for (const { scenario, figures: values } of figures) {
    console.log(`  ${scenario}`);
    for (const [name, value] of Object.entries(values)) console.log(`      ${name}: ${value}`);
  }
});

test('a first production start has no demo account; create-user makes the first ROOT', async () => {
  const stranger = browser();
  const demo = await stranger.signIn('root', 'flyerdesk');
  expect(demo.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  const password = `R-${randomBytes(9).toString('base64url')}`;
  const created = topology.createUser('operator', 'ROOT', password);
  expect(created.status, created.output).toBe(0);
  const first = await stranger.signIn('operator', password);
  expect(first.errors).toBeUndefined();
  expect(first.data?.login.user.username).toBe('operator');
  record('first production start', { 'demo accounts': 0, 'first ROOT by create-user': 'signed in' });
});

test('demo data only when asked for: the api warns when it seeds in production', async () => {
  // The later scenarios need shops and leaflets: the run starts again on an empty database with the
  // demo asked for on purpose, as an operator would for a trial installation.
  await topology.api.stop();
  topology.resetDatabase();
  topology.setApiEnv('SEED_DEMO', 'true', 'the scenarios below need the demo shops and leaflets');
  const before = topology.api.logs.length;
  await topology.api.start();
  const warned = topology.api.logs.slice(before).some((l) => l['level'] === 40 && /demo/i.test(String(l['msg'])));
  expect(warned).toBe(true);
  record('demo data asked for in production', { 'warning logged': 'yes' });
});

test('two staff on different replicas see each other\'s priority moves and record edits live', async () => {
  const shops = await twoShops(await signedIn('admin'));
  const a = await desk('admin');
  await waitFor(async () => (await socketsOpen()).reduce((s, n) => s + n, 0) === 1, 'A\'s socket', WAIT_MS);
  // least_conn sends the second socket to the other replica.
  const b = await desk('root');
  await waitFor(async () => (await socketsOpen()).every((n) => n === 1), 'one socket on each replica', WAIT_MS);
  await listening([a, b], `live-${randomBytes(3).toString('hex')}`, shops);

  const movesBefore = b.moves.length;
  const t0 = Date.now();
  expect((await move(a.browser)).ok).toBe(true);
  await waitFor(() => b.moves.length > movesBefore, 'A\'s move on B\'s screen', WAIT_MS, 5);
  const moveMs = Date.now() - t0;
  const name = `live-${randomBytes(4).toString('hex')}`;
  const t1 = Date.now();
  expect((await createGroup(b.browser, name)).ok).toBe(true);
  await waitFor(() => a.groups.some((e) => e.groupsChanged.record.name === name), 'B\'s edit on A\'s screen', WAIT_MS, 5);
  const editMs = Date.now() - t1;
  record('two staff on two replicas', { 'A\'s move on B\'s screen (ms)': moveMs, 'B\'s edit on A\'s screen (ms)': editMs, 'sockets per replica': (await socketsOpen()).join(' / ') });
  await a.browser.close();
  await b.browser.close();
  await waitFor(async () => (await socketsOpen()).every((n) => n === 0), 'the sockets to close', WAIT_MS);
});

test('expired access tokens: ten parallel requests over both replicas keep the user signed in', async () => {
  const c = await signedIn('editor');
  const before = await refreshCalls();
  const revokedBefore = (await revocations()).length;
  // The gateway refreshes a token 30 s before it expires: with the run's TTL that is a few seconds after sign-in.
  await waitFor(() => isExpiring(c), 'the access token to need a refresh', WAIT_MS, 100);
  const cookieBefore = c.cookieHeader();
  const answers = await Promise.all(Array.from({ length: 10 }, () => c.gql<{ me: { username: string } }>('{ me { username } }')));
  const after = await refreshCalls();
  const perReplica = after.map((n, i) => n - (before[i] ?? 0));
  for (const answer of answers) {
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.me.username).toBe('editor');
  }
  expect(c.cookieHeader()).not.toBe(cookieBefore);
  // Still signed in afterwards, on both replicas, and the api ended no session.
  const again = await Promise.all(Array.from({ length: 4 }, () => c.gql<{ me: { username: string } }>('{ me { username } }')));
  for (const answer of again) expect(answer.data?.me.username).toBe('editor');
  const revoked = (await revocations()).slice(revokedBefore);
  expect(revoked.filter((r) => r.reason === 'TOKEN_REUSED')).toEqual([]);
  record('parallel refresh over two replicas', {
    'requests answered as the user': `${answers.filter((a) => a.data?.me.username === 'editor').length} / 10`,
    'refresh requests per replica': perReplica.join(' / '),
    'sessions revoked': revoked.length,
  });
  expect(perReplica.every((n) => n >= 1), 'both replicas refreshed the same token').toBe(true);
});

/** Whether the browser's access token is within the gateway's refresh margin (30 s before expiry). */
function isExpiring(b: Browser): boolean {
  const token = b.cookie(ACCESS_COOKIE);
  if (!token) return false;
  const payload = JSON.parse(Buffer.from(decodeURIComponent(token).split('.')[1] ?? '', 'base64url').toString()) as { exp?: number };
  return (payload.exp ?? 0) * 1000 - 30_000 <= Date.now();
}

test('sign-in failures and sockets count the real browser address behind TLS', async () => {
  const attacker = browser();
  let refusedAt = 0;
  for (let i = 1; i <= 40 && refusedAt === 0; i += 1) {
    const res = await attacker.signIn(`nobody-${i}-${randomBytes(3).toString('hex')}`, 'wrong-password');
    if (res.errors?.[0]?.extensions?.code === 'TOO_MANY_REQUESTS' || /too many/i.test(res.errors?.[0]?.message ?? '')) refusedAt = i;
  }
  expect(refusedAt, 'the attacker\'s address reaches its limit').toBeGreaterThan(0);
  const colleague = browser();
  const wrong = await colleague.signIn('admin', 'not-the-password');
  expect(wrong.errors?.[0]?.message).not.toMatch(/too many/i);
  const right = await colleague.signIn('admin', 'flyerdesk');
  expect(right.errors, 'a colleague at another address signs in').toBeUndefined();

  // Sockets: one address fills its share on both replicas; a colleague's socket still opens.
  const flood = await signedIn('admin');
  const refused: number[] = [];
  const sockets = Array.from({ length: SOCKETS_PER_ADDRESS * topology.gateways.length + 2 }, () =>
    flood.live({ closed: () => refused.push(1) }),
  );
  await waitFor(async () => (await socketsOpen()).reduce((s, n) => s + n, 0) >= SOCKETS_PER_ADDRESS * topology.gateways.length, 'the address\'s sockets', WAIT_MS);
  const other = await signedIn('root');
  const connected: number[] = [];
  other.live({ connected: () => connected.push(1) });
  await waitFor(() => connected.length > 0, 'the colleague\'s socket', WAIT_MS);
  record('limits per browser address behind TLS', {
    'failed sign-ins before the attacker\'s address was refused': refusedAt - 1,
    'colleague at another address': 'signed in',
    'sockets open for one address (all replicas)': (await socketsOpen()).reduce((s, n) => s + n, 0) - 1,
    'colleague\'s socket': 'open',
  });
  expect(sockets.length).toBeGreaterThan(0);
  await flood.close();
  await other.close();
  await waitFor(async () => (await socketsOpen()).every((n) => n === 0), 'the sockets to close', WAIT_MS);
});

/** A member of staff at work: live on one socket, following the order of promotions and the groups. */
interface Desk {
  browser: Browser;
  moves: { orderingChanged: { seq: number } }[];
  groups: { groupsChanged: { seq: number; position: number; record: { name: string } } }[];
  connects: number[];
}

async function desk(username: string): Promise<Desk> {
  const b = await signedIn(username);
  const connects: number[] = [];
  const client = b.live({ connected: () => connects.push(Date.now()) });
  return {
    browser: b,
    connects,
    moves: collect(b, client, 'subscription($p: String!) { orderingChanged(platform: $p) { seq } }', { p: PLATFORM }),
    groups: collect(b, client, 'subscription { groupsChanged { seq position record { name } } }'),
  };
}

/** Waits until every desk's subscriptions are in place: a probe edit reaches all of them. */
async function listening(desks: Desk[], prefix: string, storeIds: string[]): Promise<void> {
  const probe = `${prefix}-probe`;
  const author = desks[0];
  if (!author) return;
  expect((await createGroup(author.browser, probe, storeIds)).ok).toBe(true);
  await waitFor(() => desks.every((d) => d.groups.some((e) => e.groupsChanged.record.name === probe)), 'every desk to hear the probe edit', WAIT_MS);
}

/** Staff editing without pause until stopped: group creations (named by prefix) and priority moves. */
function keepEditing(b: Browser, prefix: string, storeIds: string[]): { stop: () => Promise<{ done: string[]; refused: Record<string, number>; moves: number }> } {
  let running = true;
  const done: string[] = [];
  const refused: Record<string, number> = {};
  let moves = 0;
  const loop = (async () => {
    for (let i = 0; running; i += 1) {
      const name = `${prefix}-${i}`;
      const res = await createGroup(b, name, storeIds);
      if (res.ok) done.push(name);
      else refused[res.code ?? '?'] = (refused[res.code ?? '?'] ?? 0) + 1;
      if (i % 3 === 0) {
        const moved = await move(b);
        if (moved.ok) moves += 1;
        else refused[moved.code ?? '?'] = (refused[moved.code ?? '?'] ?? 0) + 1;
      }
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return { done, refused, moves };
    },
  };
}

/** Refusals that were not a GraphQL answer (a proxy's page, a dropped connection). */
function clearRefusals(refused: Record<string, number>): string[] {
  return Object.keys(refused).filter((code) => code.includes('proxy page') || code.startsWith('network') || code.startsWith('HTTP'));
}

/** Every group created by the other desk that this desk never heard of. */
function unheard(d: Desk, names: string[]): number {
  const heard = new Set(d.groups.map((e) => e.groupsChanged.record.name));
  return names.filter((n) => !heard.has(n)).length;
}

async function settle(desks: Desk[], names: string[]): Promise<void> {
  // Events of the last edits are on their way: wait for them (or give up and report them missed).
  await waitFor(() => desks.every((d) => unheard(d, names) === 0), 'the last events', 10_000).catch(() => undefined);
}

test('killing a gateway replica: its browsers reconnect to the other one and miss no event', async () => {
  const shops = await twoShops(await signedIn('admin'));
  const a = await desk('admin');
  await waitFor(async () => (await socketsOpen()).reduce((s, n) => s + n, 0) === 1, 'A\'s socket', WAIT_MS);
  const b = await desk('root');
  await waitFor(async () => (await socketsOpen()).every((n) => n === 1), 'one socket on each replica', WAIT_MS);
  const victimIndex = (await socketsOpen()).findIndex((n) => n === 1);
  const victim = topology.gateways[victimIndex];
  if (!victim) throw new Error('no replica to kill');
  const prefix = `kill-${randomBytes(3).toString('hex')}`;
  await listening([a, b], prefix, shops);
  const editsA = keepEditing(a.browser, `${prefix}-a`, shops);
  const editsB = keepEditing(b.browser, `${prefix}-b`, shops);
  await waitFor(() => a.groups.length > 3 && b.groups.length > 3, 'the first edits', WAIT_MS);
  const connectsBefore = a.connects.length + b.connects.length;
  const killedAt = Date.now();
  await victim.kill();
  await waitFor(() => a.connects.length + b.connects.length > connectsBefore, 'the browsers of the killed replica to reconnect', WAIT_MS, 5);
  const reconnectMs = Math.max(...[...a.connects, ...b.connects]) - killedAt;
  await waitFor(() => a.groups.length > 10 && b.groups.length > 10, 'more edits after the kill', WAIT_MS);
  const [ra, rb] = [await editsA.stop(), await editsB.stop()];
  const names = [...ra.done, ...rb.done];
  await settle([a, b], names);
  const stored = await groupsNamed(a.browser, prefix);
  const lost = names.filter((n) => !stored.has(n)).length;
  const [gapsA, gapsB] = [seqGaps(a), seqGaps(b)];
  const missedMoves = gapsA.moves + gapsB.moves;
  const missedGroupEvents = gapsA.groups + gapsB.groups;
  const missedEdits = unheard(a, rb.done) + unheard(b, ra.done);
  const refused = { ...ra.refused, ...rb.refused };
  record('a gateway replica killed', {
    'time to reconnect (ms)': reconnectMs,
    'edits done': names.length,
    'moves done': ra.moves + rb.moves,
    'edits refused': JSON.stringify(refused),
    'edits lost': lost,
    'events missed: moves (ordering seq gaps)': missedMoves,
    'events missed: group edits (seq gaps)': missedGroupEvents,
    'events missed: the other desk\'s edits never heard of': missedEdits,
    'sessions renewed under an open socket': a.browser.renewals + b.browser.renewals,
  });
  expect(lost).toBe(0);
  expect(clearRefusals(refused), 'every refused edit got a GraphQL error code').toEqual([]);
  expect({ missedMoves, missedGroupEvents, missedEdits }, 'sequence numbers show no event missed').toEqual({ missedMoves: 0, missedGroupEvents: 0, missedEdits: 0 });
  await victim.start();
  await a.browser.close();
  await b.browser.close();
});

test('a rolling restart of both gateways under continuous edits loses no edit and no event', async () => {
  const shops = await twoShops(await signedIn('admin'));
  const a = await desk('admin');
  const b = await desk('root');
  await waitFor(async () => (await socketsOpen()).reduce((s, n) => s + n, 0) === 2, 'the sockets', WAIT_MS);
  const prefix = `rolling-${randomBytes(3).toString('hex')}`;
  await listening([a, b], prefix, shops);
  const editsA = keepEditing(a.browser, `${prefix}-a`, shops);
  const editsB = keepEditing(b.browser, `${prefix}-b`, shops);
  const restarts: number[] = [];
  for (const gateway of topology.gateways) {
    const t0 = Date.now();
    await gateway.stop();
    await gateway.start();
    restarts.push(Date.now() - t0);
    await waitFor(() => a.groups.length + b.groups.length > 0, 'edits between restarts', WAIT_MS);
  }
  const [ra, rb] = [await editsA.stop(), await editsB.stop()];
  const names = [...ra.done, ...rb.done];
  await settle([a, b], names);
  const stored = await groupsNamed(a.browser, prefix);
  const lost = names.filter((n) => !stored.has(n)).length;
  const [gapsA, gapsB] = [seqGaps(a), seqGaps(b)];
  const missedMoves = gapsA.moves + gapsB.moves;
  const missedGroupEvents = gapsA.groups + gapsB.groups;
  const missedEdits = unheard(a, rb.done) + unheard(b, ra.done);
  const refused = { ...ra.refused, ...rb.refused };
  record('rolling restart of both gateways', {
    'restart of each replica (ms)': restarts.join(' / '),
    'edits done': names.length,
    'moves done': ra.moves + rb.moves,
    'edits refused': JSON.stringify(refused),
    'edits lost': lost,
    'events missed: moves (ordering seq gaps)': missedMoves,
    'events missed: group edits (seq gaps)': missedGroupEvents,
    'events missed: the other desk\'s edits never heard of': missedEdits,
    'reconnects': a.connects.length + b.connects.length - 2,
    'sessions renewed under an open socket': a.browser.renewals + b.browser.renewals,
  });
  expect(lost).toBe(0);
  expect(clearRefusals(refused), 'every refused edit got a GraphQL error code').toEqual([]);
  expect({ missedMoves, missedGroupEvents, missedEdits }, 'sequence numbers show no event missed').toEqual({ missedMoves: 0, missedGroupEvents: 0, missedEdits: 0 });
  await a.browser.close();
  await b.browser.close();
});

for (const service of ['redis', 'postgres'] as const) {
  test(`a restart of ${service === 'redis' ? 'Redis' : 'PostgreSQL'}: the product recovers without a reload; writes in flight are done or refused, never half-written`, async () => {
    const shops = await twoShops(await signedIn('admin'));
    const a = await desk('admin');
    const b = await desk('root');
    await waitFor(async () => (await socketsOpen()).reduce((s, n) => s + n, 0) === 2, 'the sockets', WAIT_MS);
    const prefix = `${service}-${randomBytes(3).toString('hex')}`;
    await listening([a, b], prefix, shops);
    const edits = keepEditing(b.browser, prefix, shops);
    await waitFor(() => a.groups.length > 2, 'the first edits', WAIT_MS);
    const daemon = topology[service];
    const t0 = Date.now();
    await daemon.stop();
    const down = Date.now();
    await daemon.start();
    const upAt = Date.now();
    // Recovered: the same browsers, without signing in again, write and hear each other.
    const heardBefore = a.groups.length;
    await waitFor(() => a.groups.length > heardBefore + 2, 'events to flow again', WAIT_MS);
    const recoveredMs = Date.now() - upAt;
    const result = await edits.stop();
    const check = `${prefix}-after`;
    expect((await createGroup(b.browser, check, shops)).ok).toBe(true);
    await waitFor(() => a.groups.some((e) => e.groupsChanged.record.name === check), 'an edit after the restart on the other screen', WAIT_MS);
    const stored = await groupsNamed(a.browser, prefix);
    const lost = result.done.filter((n) => !stored.has(n)).length;
    const halfWritten = [...stored.values()].filter((ids) => ids.length !== shops.length).length;
    const unclear = clearRefusals(result.refused);
    record(`${service === 'redis' ? 'Redis' : 'PostgreSQL'} restarted`, {
      'down for (ms)': upAt - t0,
      'stop took (ms)': down - t0,
      'events flowing again after it was back (ms)': recoveredMs,
      'edits done': result.done.length,
      'edits refused': JSON.stringify(result.refused),
      'edits lost': lost,
      'half-written records': halfWritten,
    });
    expect(lost).toBe(0);
    expect(halfWritten).toBe(0);
    expect(unclear, 'every refusal carries a clear code').toEqual([]);
    await a.browser.close();
    await b.browser.close();
  });
}

test('the Docker health checks as compose runs them: the gateways are healthy only while the api and Redis answer; Redis wants its password', async () => {
  const services = ['postgres', 'redis', 'api', ...topology.gateways.map((g) => g.replica)];
  const healthy = async (names: string[]) => (await Promise.all(names.map((n) => topology.healthCheck(n)))).map((r) => r.healthy);
  const gateways = topology.gateways.map((g) => g.replica);
  expect(await healthy(services), `${services.join(', ')} healthy`).toEqual(services.map(() => true));

  // Redis without the password answers NOAUTH: the health check (and any client) must authenticate.
  const anonymous = await topology.healthCheck('redis', { REDISCLI_AUTH: undefined });
  expect(anonymous.healthy).toBe(false);

  const timings: Record<string, number> = {};
  for (const [name, daemon] of [
    ['Redis', topology.redis],
    ['the api', topology.api],
  ] as const) {
    const t0 = Date.now();
    await daemon.stop();
    await waitFor(async () => (await healthy(gateways)).every((h) => !h), `the gateways to report ${name} away`, WAIT_MS, 200);
    timings[`gateways unhealthy after ${name} stopped (ms)`] = Date.now() - t0;
    const t1 = Date.now();
    await daemon.start();
    await waitFor(async () => (await healthy(gateways)).every((h) => h), `the gateways to be healthy with ${name} back`, WAIT_MS, 200);
    timings[`healthy again after ${name} started (ms)`] = Date.now() - t1;
  }
  record('Docker health checks (compose\'s commands)', {
    'healthy at start': services.join(', '),
    'Redis health check without the password': anonymous.healthy ? 'healthy' : 'refused (NOAUTH)',
    ...timings,
  });
});

test('the proxy: HSTS behind TLS only, requests limited per address with answers the clients read, no token in the access log', async () => {
  // HSTS: over the TLS address (X-Forwarded-Proto: https from the terminator), not over plain HTTP.
  const b = browser();
  const secure = await b.request('GET', '/client-config');
  expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  const plain = await fetch(`${topology.proxyUrl}/client-config`);
  expect(plain.headers.get('strict-transport-security')).toBeNull();

  // GraphQL: one address sending far more than a screen does gets 429 as a GraphQL error; a colleague does not.
  const flood = browser();
  const answers = await Promise.all(Array.from({ length: 200 }, () => flood.request('POST', '/graphql', { query: '{ __typename }' })));
  const limited = answers.filter((a) => a.status === 429);
  expect(limited.length, 'requests over the limit refused').toBeGreaterThan(0);
  const body = JSON.parse(limited[0]?.text ?? '{}') as { errors?: { extensions?: { code?: string } }[] };
  expect(body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
  expect(limited[0]?.headers['retry-after']).toBe('1');
  const colleague = await browser().request('POST', '/graphql', { query: '{ __typename }' });
  expect(colleague.status).not.toBe(429);

  // The public reads, more tightly.
  const reader = browser();
  const feeds = await Promise.all(Array.from({ length: 60 }, () => reader.request('GET', '/public/app-config')));
  const feedLimited = feeds.filter((a) => a.status === 429);
  expect(feedLimited.length).toBeGreaterThan(0);
  expect((JSON.parse(feedLimited[0]?.text ?? '{}') as { code?: string }).code).toBe('TOO_MANY_REQUESTS');

  // A download link's token stays out of the access log.
  const token = `eyJhbGciOiJIUzI1NiJ9.${randomBytes(12).toString('base64url')}.${randomBytes(12).toString('base64url')}`;
  await b.request('GET', `/files/pdf-links/${token}?download=1`);
  await waitFor(() => topology.proxyAccessLog().includes('/files/pdf-links/[redacted]'), 'the download in the access log', WAIT_MS, 100);
  expect(topology.proxyAccessLog()).not.toContain(token.split('.')[1]);
  expect(topology.proxyAccessLog()).not.toContain('download=1');
  record('the proxy', {
    'HSTS over TLS': String(secure.headers['strict-transport-security']),
    'HSTS over plain HTTP': 'none',
    'GraphQL requests of one address refused (of 200 at once)': limited.length,
    'colleague at another address': colleague.status,
    'public reads refused (of 60 at once)': feedLimited.length,
    'download token in the access log': 'redacted',
  });
});
