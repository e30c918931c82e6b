import type { FormattedExecutionResult } from 'graphql';
import type { Client } from 'graphql-ws';
import request from 'supertest';
import { applyOrderingDelta } from '@flyerdesk/domain/orderingDelta';
import { gql, signIn, type ReceivedError } from './test-support/graphqlClient';
import { ManualTimer } from './test-support/manualTimer';
import { scrape, valueOf } from './test-support/metricsText';
import { ObservedEventBus } from './test-support/observedBus';
import { startApiForTests, startGatewayFor, type Stack } from './test-support/stack';
import { connectWs, nextData, nextMatching, until } from './test-support/wsClient';

const POLL_MS = 1000;

let stack: Stack;
let url: string;
let wsUrl: string;
const bus = new ObservedEventBus();
const timer = new ManualTimer();
const clients: Client[] = [];
let adminCookie: string;
let rootCookie: string;
let editorCookie: string;

beforeAll(async () => {
  const api = await startApiForTests();
  const rest = await startGatewayFor(api, { events: bus, timer, orderingPollMs: POLL_MS, publicationPollMs: POLL_MS });
  stack = {
    api,
    ...rest,
    close: async () => {
      await rest.close();
      await api.close();
    },
  };
  url = stack.gateway.url;
  wsUrl = `${url.replace(/^http/, 'ws')}/graphql`;
  [adminCookie, rootCookie, editorCookie] = await Promise.all([signIn(url, 'admin'), signIn(url, 'root'), signIn(url, 'editor')]);
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.dispose();
  await stack.close();
  await bus.close();
});

function connect(cookie: string): Client {
  const { client } = connectWs(wsUrl, { Cookie: cookie });
  clients.push(client);
  return client;
}

function codeOf(errors: ReceivedError[] | undefined): string | undefined {
  return errors?.[0]?.extensions?.code;
}

interface Item {
  position: number;
  priority: number | null;
  storeName: string;
  leaflet: { id: string; naturalId: string; status: string; visibility: { android: boolean }; priorities: { android: number | null } };
}

interface OrderingData {
  platform: string;
  version: number;
  updatedBy: string | null;
  items: Item[];
}

interface DeltaData {
  platform: string;
  baseVersion: number;
  version: number;
  updatedBy: string | null;
  total: number;
  complete: boolean;
  removed: string[];
  changed: Item[];
  move: { naturalId: string; toPriority: number | null } | null;
}

const ITEM_FIELDS = 'position priority storeName leaflet { id naturalId status visibility { android } priorities { android } }';
const ORDERING_FIELDS = `platform version updatedBy items { ${ITEM_FIELDS} }`;
const DELTA_FIELDS = `platform baseVersion version updatedBy total complete removed changed { ${ITEM_FIELDS} } move { naturalId toPriority }`;
const ORDERING = `query O($platform: String!) { ordering(platform: $platform) { ${ORDERING_FIELDS} } }`;
const SET_PRIORITY = `mutation S($input: SetLeafletPriorityInput!) { setLeafletPriority(input: $input) { ${DELTA_FIELDS} } }`;
const ORDERING_CHANGED = `subscription C($platform: String!) {
  orderingChanged(platform: $platform) { seq platform version source actor clientMutationId move { naturalId toPriority fromPriority actor platform } }
}`;
const ORDERING_CHANGED_WITH_DELTA = `subscription C($platform: String!) {
  orderingChanged(platform: $platform) { seq version source delta { ${DELTA_FIELDS} } }
}`;

interface DeltaEvent {
  seq: number;
  version: number;
  source: string;
  delta: DeltaData | null;
}

interface ChangeEvent {
  seq: number;
  platform: string;
  version: number;
  source: string;
  actor: string | null;
  clientMutationId: string | null;
  move: { naturalId: string; toPriority: number | null; fromPriority: number | null; actor: string; platform: string } | null;
}

async function ordering(platform: string, cookie = adminCookie): Promise<OrderingData> {
  const res = await gql<{ ordering: OrderingData }>(url, ORDERING, { cookie, variables: { platform } });
  if (!res.data) throw new Error(`ordering failed: ${JSON.stringify(res.errors)}`);
  return res.data.ordering;
}

/** A priority nobody holds on the platform. */
function freePriority(data: OrderingData, from = 900): number {
  const used = new Set(data.items.map((i) => i.priority));
  let p = from;
  while (used.has(p)) p += 1;
  return p;
}

async function setPriority(input: Record<string, unknown>, cookie = adminCookie) {
  return gql<{ setLeafletPriority: DeltaData }>(url, SET_PRIORITY, { cookie, variables: { input } });
}

function itemOf(data: OrderingData, leafletId: string): Item | undefined {
  return data.items.find((i) => i.leaflet.id === leafletId);
}

function changedRow(delta: DeltaData, leafletId: string): Item | undefined {
  return delta.changed.find((i) => i.leaflet.id === leafletId);
}

/** The rows of `after` that differ from `before` (what a delta from `before` must hold). */
/** Leaflets whose rows show something else after (their place aside: rows that only shift are not sent). */
function differingRows(before: OrderingData, after: OrderingData): string[] {
  const shown = (i: Item) => JSON.stringify({ ...i, position: 0 });
  const old = new Map(before.items.map((i) => [i.leaflet.id, shown(i)]));
  return after.items.filter((i) => old.get(i.leaflet.id) !== shown(i)).map((i) => i.leaflet.id);
}

/** A delta holds the rows that show something else, and at most one more that moved among the others. */
function expectChangedRows(delta: DeltaData, before: OrderingData, after: OrderingData): void {
  const ids = delta.changed.map((i) => i.leaflet.id);
  const differing = differingRows(before, after);
  expect(ids).toEqual(expect.arrayContaining(differing));
  expect(ids.length).toBeLessThanOrEqual(differing.length + 1);
  expect(applyOrderingDelta(before.items, delta, (row, position) => ({ ...row, position }))).toEqual(after.items);
}

function subscribeOrdering(client: Client, platform: string): AsyncIterableIterator<FormattedExecutionResult<{ orderingChanged: ChangeEvent }, unknown>> {
  return client.iterate<{ orderingChanged: ChangeEvent }>({ query: ORDERING_CHANGED, variables: { platform } });
}

/** Signs in directly at the api (a change made outside the gateway). */
async function apiToken(username: string): Promise<string> {
  const res = await request(stack.api.url).post('/authenticate').field('username', username).field('password', 'flyerdesk');
  return (res.body as { accessToken: string }).accessToken;
}

/** Moves a leaflet directly at the api, bypassing the gateway. */
/** The version of a platform's ordering, read at the api directly. */
async function apiVersion(platform: string): Promise<number> {
  const res = await request(stack.api.url).get(`/api/ordering/${platform}/version`).set('Authorization', `Bearer ${await apiToken('admin')}`);
  return (res.body as { version: number }).version;
}

async function moveDirectly(platform: string, leafletId: string, priority: number | null): Promise<number> {
  const token = await apiToken('admin');
  const res = await request(stack.api.url)
    .post(`/api/ordering/${platform}/moves`)
    .set('Authorization', `Bearer ${token}`)
    .send({ leafletId, priority, expectedVersion: await apiVersion(platform) });
  if (res.status !== 200) throw new Error(`direct move failed: ${res.status} ${res.text}`);
  return (res.body as { ordering: { version: number } }).ordering.version;
}

const versionPolls = (platform: string) => stack.proxy.count(new RegExp(`^GET /api/ordering/${platform}/version$`));

/** With a single poller running: lets its first read end, so its next one is waiting on the timer. */
async function pollersIdle(): Promise<void> {
  await timer.whenPending();
}

/**
 * Watches a platform's changes with their deltas as root, once no earlier watcher is left and its
 * poller has started; `first` is the next event.
 */
async function watchWithDelta(platform: string) {
  await bus.whenAtMost(`ordering:${platform}`, 0);
  await until(() => timer.pending === 0);
  const client = connect(rootCookie);
  const stream = client.iterate<{ orderingChanged: DeltaEvent }>({ query: ORDERING_CHANGED_WITH_DELTA, variables: { platform } });
  const first = nextData(stream);
  await bus.whenSubscribed(`ordering:${platform}`);
  await pollersIdle();
  return { stream, first };
}

describe('setting priorities', () => {
  it('sets a priority and answers what changed since the version it was made on', async () => {
    const before = await ordering('android');
    expect(before.items.length).toBeGreaterThan(2);
    const target = before.items[before.items.length - 1] as Item;
    const priority = freePriority(before);

    const res = await setPriority({ platform: 'android', leafletId: target.leaflet.id, priority, expectedVersion: before.version, clientMutationId: 'tab-1' });

    expect(res.errors).toBeUndefined();
    const delta = res.data?.setLeafletPriority as DeltaData;
    expect(delta).toMatchObject({ platform: 'android', baseVersion: before.version, version: before.version + 1, updatedBy: 'admin', complete: false, removed: [] });
    expect(delta.move).toEqual({ naturalId: target.leaflet.naturalId, toPriority: priority });
    expect(changedRow(delta, target.leaflet.id)?.priority).toBe(priority);
    // Only the rows that changed, and applied to the order it was made on it gives the order as read now.
    const after = await ordering('android');
    expectChangedRows(delta, before, after);
    expect(delta.total).toBe(after.items.length);
  });

  it('reads the items of an ordering upstream once per version', async () => {
    await ordering('android');
    stack.proxy.reset();
    const itemReads = () => stack.proxy.count(/^GET \/api\/ordering\/android$/);
    const [first, second] = await Promise.all([ordering('android'), ordering('android', rootCookie)]);
    await ordering('android');
    expect(second).toEqual(first);
    expect(itemReads()).toBe(0);
    expect(stack.proxy.count(/^GET \/api\/ordering\/android\/version$/)).toBe(3);

    // A move answers the new ordering: kept, so the next read needs no items read either.
    const moved = await setPriority({ platform: 'android', leafletId: (first.items[1] as Item).leaflet.id, priority: freePriority(first), expectedVersion: first.version });
    expect(moved.errors).toBeUndefined();
    const afterMove = await ordering('android');
    expect(afterMove.version).toBe(first.version + 1);
    expect(itemReads()).toBe(0);

    // Changed at the api directly: the new version is read once.
    await moveDirectly('android', (first.items[2] as Item).leaflet.id, freePriority(afterMove));
    const [a, b] = await Promise.all([ordering('android'), ordering('android')]);
    expect(a.version).toBe(afterMove.version + 1);
    expect(b).toEqual(a);
    expect(itemReads()).toBe(1);
  });

  it('answers the same ordering query once per version and roles, and gives a kept answer only to those allowed', async () => {
    const reads = async (outcome: string) => valueOf(await scrape(url), 'flyerdesk_gateway_versioned_reads_total', { outcome });
    const read = () => gql<{ ordering: OrderingData }>(url, ORDERING, { cookie: adminCookie, variables: { platform: 'web' } });
    const executed = await read();
    const first = executed.data?.ordering as OrderingData;
    const [hits, misses] = [await reads('hit'), await reads('miss')];

    // A kept answer is the very text an execution answers, headers alike.
    const again = await read();
    expect(again.text).toBe(executed.text);
    expect(again.headers['content-type']).toBe(executed.headers['content-type']);
    expect(again.headers['content-length']).toBe(String(Buffer.byteLength(executed.text)));
    expect(again.headers['etag']).toBeUndefined();
    expect(await ordering('web')).toEqual(first);
    expect([await reads('hit'), await reads('miss')]).toEqual([hits + 2, misses]);
    // Another role's answer is its own (permissions decide what an answer may hold).
    expect(await ordering('web', rootCookie)).toEqual(first);
    expect([await reads('hit'), await reads('miss')]).toEqual([hits + 2, misses + 1]);
    // Refused before any kept answer is looked at.
    const refused = await gql(url, ORDERING, { cookie: editorCookie, variables: { platform: 'web' } });
    expect(codeOf(refused.errors)).toBe('FORBIDDEN');
    expect([await reads('hit'), await reads('miss')]).toEqual([hits + 2, misses + 1]);

    // A new version is executed again.
    const moved = await gql(url, 'mutation S($input: SetLeafletPriorityInput!) { setLeafletPriority(input: $input) { version } }', {
      cookie: adminCookie,
      variables: { input: { platform: 'web', leafletId: (first.items[0] as Item).leaflet.id, priority: freePriority(first), expectedVersion: first.version } },
    });
    expect(moved.errors).toBeUndefined();
    const after = await ordering('web');
    expect(after.version).toBe(first.version + 1);
    expect(await reads('miss')).toBe(misses + 2);
  });

  it('reads another platform again after a move there changed the leaflets its rows show', async () => {
    const ios = await ordering('ios');
    const android = await ordering('android');
    const shared = android.items.find((i) => ios.items.some((j) => j.leaflet.id === i.leaflet.id)) as Item;
    expect(shared).toBeDefined();
    const priority = freePriority(android);
    const moved = await setPriority({ platform: 'android', leafletId: shared.leaflet.id, priority, expectedVersion: android.version });
    expect(moved.errors).toBeUndefined();

    const after = await ordering('ios');
    expect(after.version).toBe(ios.version);
    expect(itemOf(after, shared.leaflet.id)?.leaflet.priorities.android).toBe(priority);
  });

  it('refuses a move made on an older version with CONFLICT ORDERING_CHANGED naming the last move', async () => {
    const before = await ordering('android');
    const [first, second] = before.items as [Item, Item];
    const priority = freePriority(before);
    const moved = await setPriority({ platform: 'android', leafletId: first.leaflet.id, priority, expectedVersion: before.version });
    expect(moved.errors).toBeUndefined();

    const stale = await setPriority({ platform: 'android', leafletId: second.leaflet.id, priority: priority + 1, expectedVersion: before.version });

    expect(stale.data).toBeNull();
    expect(stale.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'ORDERING_CHANGED',
      currentVersion: before.version + 1,
      lastMove: { actor: 'admin', naturalId: first.leaflet.naturalId, toPriority: priority, at: expect.any(String) as string },
    });
    const now = await ordering('android');
    expect(itemOf(now, second.leaflet.id)?.priority).toBe(second.priority);
  });

  it('refuses a priority held by another leaflet with CONFLICT PRIORITY_TAKEN, and takes it over with overwrite', async () => {
    const before = await ordering('android');
    const [holder, other] = before.items as [Item, Item];
    const priority = freePriority(before);
    const held = await setPriority({ platform: 'android', leafletId: holder.leaflet.id, priority, expectedVersion: before.version });
    const version = held.data?.setLeafletPriority.version as number;

    const taken = await setPriority({ platform: 'android', leafletId: other.leaflet.id, priority, expectedVersion: version });
    expect(taken.errors?.[0]?.message).toBe(`There is already leaflet ${holder.leaflet.naturalId} with priority ${priority} on platform Android`);
    expect(taken.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'PRIORITY_TAKEN',
      naturalId: holder.leaflet.naturalId,
      priority,
      platform: 'android',
    });

    const overwritten = await setPriority({ platform: 'android', leafletId: other.leaflet.id, priority, expectedVersion: version, overwrite: true });
    expect(overwritten.errors).toBeUndefined();
    const after = overwritten.data?.setLeafletPriority as DeltaData;
    expect(changedRow(after, other.leaflet.id)?.priority).toBe(priority);
    expect(changedRow(after, holder.leaflet.id)?.priority).toBeNull();
  });

  it('undoes the own last move', async () => {
    const before = await ordering('android');
    const target = before.items[1] as Item;
    const moved = await setPriority({ platform: 'android', leafletId: target.leaflet.id, priority: freePriority(before), expectedVersion: before.version });
    const version = moved.data?.setLeafletPriority.version as number;
    const moves = await gql<{ orderingMoves: { id: string; naturalId: string }[] }>(url, '{ orderingMoves(platform: "android", limit: 1) { id naturalId } }', {
      cookie: adminCookie,
    });
    const last = moves.data?.orderingMoves[0];
    expect(last?.naturalId).toBe(target.leaflet.naturalId);

    const undone = await gql<{ undoOrderingMove: DeltaData }>(
      url,
      `mutation U($id: ID!, $v: Int!) { undoOrderingMove(platform: "android", moveId: $id, expectedVersion: $v) { ${DELTA_FIELDS} } }`,
      { cookie: adminCookie, variables: { id: last?.id, v: version } },
    );
    expect(undone.errors).toBeUndefined();
    const delta = undone.data?.undoOrderingMove as DeltaData;
    expect(delta).toMatchObject({ baseVersion: version, version: version + 1, complete: false });
    expect(changedRow(delta, target.leaflet.id)?.priority).toBe(target.priority);
  });

  it('refuses editors with FORBIDDEN before calling the api', async () => {
    const before = await ordering('android');
    stack.proxy.reset();
    const res = await setPriority({ platform: 'android', leafletId: before.items[0]?.leaflet.id, priority: 5, expectedVersion: before.version }, editorCookie);
    expect(codeOf(res.errors)).toBe('FORBIDDEN');
    const read = await gql(url, ORDERING, { cookie: editorCookie, variables: { platform: 'android' } });
    expect(codeOf(read.errors)).toBe('FORBIDDEN');
    expect(stack.proxy.calls.filter((call) => call.includes('/api/ordering'))).toEqual([]);
  });

  it('refuses unknown platforms and invalid priorities with BAD_USER_INPUT before calling the api', async () => {
    const before = await ordering('android');
    const leafletId = before.items[0]?.leaflet.id;
    stack.proxy.reset();
    const unknown = await setPriority({ platform: 'symbian', leafletId, priority: 5, expectedVersion: before.version });
    const all = await setPriority({ platform: 'all', leafletId, priority: 5, expectedVersion: before.version });
    const tooHigh = await setPriority({ platform: 'android', leafletId, priority: 1000, expectedVersion: before.version });
    const read = await gql(url, ORDERING, { cookie: adminCookie, variables: { platform: 'Android ' } });

    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', invalidFields: [{ field: 'platform', key: 'validation.invalid' }] });
    expect(codeOf(all.errors)).toBe('BAD_USER_INPUT');
    expect(tooHigh.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', invalidFields: [{ field: 'priority', key: 'validation.priority' }] });
    expect(codeOf(read.errors)).toBe('BAD_USER_INPUT');
    expect(stack.proxy.calls.filter((call) => call.includes('/api/ordering'))).toEqual([]);
  });

  it('reads the order of all platforms', async () => {
    const all = await ordering('all');
    expect(all.platform).toBe('all');
    expect(all.items.map((i) => i.position)).toEqual(all.items.map((_i, index) => index + 1));
  });
});

describe('live ordering events', () => {
  it('tells subscribers of the platform and of all platforms about a move, with seq, actor and clientMutationId', async () => {
    const client = connect(rootCookie);
    const android = subscribeOrdering(client, 'android');
    const all = subscribeOrdering(client, 'all');
    const nextAndroid = nextData(android);
    const nextAll = nextData(all);
    await Promise.all([bus.whenSubscribed('ordering:android'), bus.whenSubscribed('ordering:all')]);

    const before = await ordering('android');
    const target = before.items[2] as Item;
    const priority = freePriority(before);
    const moved = await setPriority({ platform: 'android', leafletId: target.leaflet.id, priority, expectedVersion: before.version, clientMutationId: 'admin-tab-7' });
    expect(moved.errors).toBeUndefined();

    const androidEvent = (await nextAndroid).orderingChanged;
    expect(androidEvent).toEqual({
      seq: expect.any(Number) as number,
      platform: 'android',
      version: before.version + 1,
      source: 'MOVE',
      actor: 'admin',
      clientMutationId: 'admin-tab-7',
      move: { naturalId: target.leaflet.naturalId, toPriority: priority, fromPriority: target.priority, actor: 'admin', platform: 'android' },
    });
    const allEvent = (await nextAll).orderingChanged;
    expect(allEvent).toMatchObject({ platform: 'all', source: 'MOVE', actor: 'admin', clientMutationId: 'admin-tab-7', move: { naturalId: target.leaflet.naturalId } });
    expect((await ordering('all')).version).toBe(allEvent.version);

    // The next change on the platform has the next number.
    const nextEvent = nextData(android);
    const again = await setPriority({ platform: 'android', leafletId: target.leaflet.id, priority: null, expectedVersion: before.version + 1 });
    expect(again.errors).toBeUndefined();
    expect((await nextEvent).orderingChanged.seq).toBe(androidEvent.seq + 1);

    await android.return?.();
    await all.return?.();
  });

  it('announces leaflet writes made through the gateway on the platforms showing the leaflet', async () => {
    const before = await ordering('android');
    const target = before.items.find((i) => i.leaflet.visibility.android) as Item;
    const client = connect(rootCookie);
    const android = subscribeOrdering(client, 'android');
    const next = nextData(android);
    await bus.whenSubscribed('ordering:android');

    const refreshed = await gql(url, 'mutation R($id: ID!) { refreshLeaflet(id: $id, clientMutationId: "ed-1") { id } }', {
      cookie: adminCookie,
      variables: { id: target.leaflet.id },
    });
    expect(refreshed.errors).toBeUndefined();
    expect((await next).orderingChanged).toMatchObject({ platform: 'android', source: 'LEAFLET', actor: 'admin', clientMutationId: 'ed-1', move: null });
    expect((await ordering('android')).version).toBeGreaterThan(before.version);
    await android.return?.();
  });

  it('polls a platform once per interval however many subscribers watch it, and stops with the last one', async () => {
    await bus.whenAtMost('ordering:android', 0);
    await until(() => timer.pending === 0);
    stack.proxy.reset();

    const sockets = [connect(adminCookie), connect(rootCookie), connect(adminCookie), connect(rootCookie)];
    const streams = Array.from({ length: 100 }, (_v, i) => subscribeOrdering(sockets[i % sockets.length] as Client, 'android'));
    const pending = streams.map((s) => s.next());
    await bus.whenSubscribed('ordering:android', 100);
    await pollersIdle();
    // The first subscriber's poll reads the current version once.
    expect(versionPolls('android')).toBe(1);

    for (let tick = 1; tick <= 4; tick += 1) {
      const scheduled = timer.nextSchedule();
      timer.advance(POLL_MS);
      await scheduled;
      expect(versionPolls('android')).toBe(1 + tick);
    }
    expect(timer.pending).toBe(1);

    // Half leave by unsubscribing, the others by closing their sockets.
    await Promise.all(streams.filter((_s, i) => i % 4 < 2).map((s) => (s.return ? s.return() : Promise.resolve(undefined))));
    await bus.whenAtMost('ordering:android', 50);
    expect(timer.pending).toBe(1);
    for (const socket of sockets.slice(2)) await socket.dispose();
    await Promise.all(pending);
    await bus.whenAtMost('ordering:android', 0);
    await until(() => timer.pending === 0);
    timer.advance(POLL_MS * 10);
    expect(versionPolls('android')).toBe(5);
  });

  it('announces a change made directly at the api as an EXTERNAL event', async () => {
    await bus.whenAtMost('ordering:android', 0);
    await until(() => timer.pending === 0);
    const client = connect(rootCookie);
    const android = subscribeOrdering(client, 'android');
    const next = nextData(android);
    await bus.whenSubscribed('ordering:android');
    await pollersIdle();

    const before = await ordering('android');
    const target = before.items[3] as Item;
    const version = await moveDirectly('android', target.leaflet.id, freePriority(before));
    timer.advance(POLL_MS);

    expect((await next).orderingChanged).toEqual({
      seq: expect.any(Number) as number,
      platform: 'android',
      version,
      source: 'EXTERNAL',
      actor: 'admin',
      clientMutationId: null,
      move: null,
    });
    await android.return?.();
  });

  it('carries the change in the event: the rows a move changed, and those an outside change changed', async () => {
    const { stream, first } = await watchWithDelta('android');

    // While the platform is watched, reads trust the version its poller read: no upstream call at all.
    await ordering('android');
    stack.proxy.reset();
    const before = await ordering('android');
    expect(stack.proxy.calls.filter((call) => call.includes('/api/ordering'))).toEqual([]);
    const moved = await setPriority({ platform: 'android', leafletId: (before.items[5] as Item).leaflet.id, priority: freePriority(before), expectedVersion: before.version });
    const answer = moved.data?.setLeafletPriority as DeltaData;
    const moveEvent = (await first).orderingChanged;
    expect(moveEvent).toMatchObject({ source: 'MOVE', version: before.version + 1 });
    expect(moveEvent.delta).toEqual(answer);

    // Made at the api directly: the poller reads the new ordering once and announces what changed.
    const afterMove = await ordering('android');
    const second = nextData(stream);
    const version = await moveDirectly('android', (before.items[6] as Item).leaflet.id, freePriority(afterMove));
    stack.proxy.reset();
    timer.advance(POLL_MS);
    const external = (await second).orderingChanged;
    expect(external).toMatchObject({ source: 'EXTERNAL', version });
    expect(external.delta).toMatchObject({ baseVersion: afterMove.version, version, complete: false, move: null });
    const now = await ordering('android');
    expectChangedRows(external.delta as DeltaData, afterMove, now);
    // The ordering read for the event is the one screens read next.
    expect(stack.proxy.count(/^GET \/api\/ordering\/android$/)).toBe(1);
    await stream.return?.();
  });

  it("tells 'all' what a move changed there from the api's answer, reading nothing upstream", async () => {
    const { stream, first: next } = await watchWithDelta('all');
    const allBefore = await ordering('all');
    const android = await ordering('android');
    stack.proxy.reset();

    const moved = await setPriority({ platform: 'android', leafletId: (android.items[4] as Item).leaflet.id, priority: freePriority(android), expectedVersion: android.version });
    expect(moved.errors).toBeUndefined();
    const event = (await next).orderingChanged;
    expect(event).toMatchObject({ source: 'MOVE', version: allBefore.version + 1 });
    expect(event.delta).toMatchObject({ baseVersion: allBefore.version, version: allBefore.version + 1, complete: false });
    const allAfter = await ordering('all');
    expectChangedRows(event.delta as DeltaData, allBefore, allAfter);
    // The move itself went upstream; 'all' was neither read nor asked for its version.
    expect(stack.proxy.calls.filter((call) => call.includes('/api/ordering') && !call.startsWith('POST /api/ordering/android/moves'))).toEqual([]);
    await stream.return?.();
  });

  it("tells 'all' about a move with the version the api answered when the api kept no 'all' to say what changed", async () => {
    const { stream, first: next } = await watchWithDelta('all');
    const android = await ordering('android');
    const target = (android.items[3] as Item).leaflet.id;
    // A leaflet written at the api directly moves every ordering showing it, 'all' included; the api keeps
    // none of them, and the gateway's 'all' poller has not run since.
    const token = await apiToken('admin');
    await request(stack.api.url).patch(`/api/leaflets/${target}`).set('Authorization', `Bearer ${token}`).send({ additionalInfo: `not kept ${Date.now()}` }).expect(200);
    const current = await ordering('android');
    stack.proxy.reset();

    const moved = await setPriority({ platform: 'android', leafletId: target, priority: freePriority(current), expectedVersion: current.version });
    expect(moved.errors).toBeUndefined();
    const event = (await next).orderingChanged;
    expect(event).toMatchObject({ source: 'MOVE', version: await apiVersion('all') });
    // No version was asked for: the move's answer told it.
    expect(stack.proxy.calls.filter((call) => call.includes('/version'))).toEqual([]);
    await stream.return?.();
  });

  it('backs off while the api is down, keeps the subscription open and resumes', async () => {
    await bus.whenAtMost('ordering:android', 0);
    await until(() => timer.pending === 0);
    const client = connect(rootCookie);
    const android = subscribeOrdering(client, 'android');
    const next = nextData(android);
    await bus.whenSubscribed('ordering:android');
    await pollersIdle();
    expect(timer.pendingDelays()).toEqual([POLL_MS]);
    const before = await ordering('android');

    stack.proxy.override(/^GET \/api\/ordering\/android\/version$/, 503, { status: 503 });
    const delays: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const scheduled = timer.nextSchedule();
      timer.advance(timer.pendingDelays()[0] ?? 0);
      await scheduled;
      delays.push(timer.pendingDelays()[0] ?? 0);
    }
    expect(delays).toEqual([2 * POLL_MS, 4 * POLL_MS, 8 * POLL_MS]);

    // Meanwhile somebody changes the order; once the api answers again the change is announced.
    const version = await moveDirectly('android', (before.items[4] as Item).leaflet.id, freePriority(before));
    stack.proxy.clearOverrides();
    const scheduled = timer.nextSchedule();
    timer.advance(8 * POLL_MS);
    await scheduled;
    expect(timer.pendingDelays()).toEqual([POLL_MS]);
    expect((await next).orderingChanged).toMatchObject({ source: 'EXTERNAL', version });
    await android.return?.();
  });

  it('refuses ordering subscriptions to editors', async () => {
    const client = connect(editorCookie);
    const result = await subscribeOrdering(client, 'android').next();
    const errors = (result.value as FormattedExecutionResult).errors as unknown as ReceivedError[];
    expect(errors[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

interface PresenceData {
  presence: { room: string; members: { username: string; activity: string | null; subject: string | null; since: string }[] };
}

const PRESENCE = 'subscription P($room: String!) { presence(room: $room) { room members { username activity subject since } } }';
const UPDATE_PRESENCE = 'mutation U($room: String!, $activity: String, $subject: String) { updatePresence(room: $room, activity: $activity, subject: $subject) }';

describe('presence', () => {
  const room = 'xmloffers:android';
  const usernames = (data: PresenceData) => data.presence.members.map((m) => m.username);

  it('shows who is on the screen and what they are doing, and forgets closed sockets', async () => {
    const { client: adminClient } = connectWs(wsUrl, { Cookie: adminCookie });
    const rootClient = connect(rootCookie);
    const adminStream = adminClient.iterate<PresenceData>({ query: PRESENCE, variables: { room } });
    const rootStream = rootClient.iterate<PresenceData>({ query: PRESENCE, variables: { room } });

    const both = (data: PresenceData) => usernames(data).join() === 'admin,root';
    await Promise.all([nextMatching(adminStream, both), nextMatching(rootStream, both)]);

    const leafletId = (await ordering('android')).items[0]?.leaflet.id;
    const update = await gql<{ updatePresence: boolean }>(url, UPDATE_PRESENCE, {
      cookie: adminCookie,
      variables: { room, activity: 'dragging', subject: leafletId },
    });
    expect(update.data?.updatePresence).toBe(true);
    const dragging = await nextMatching(rootStream, (d) => d.presence.members.some((m) => m.activity === 'dragging'));
    expect(dragging.presence.members.find((m) => m.username === 'admin')).toMatchObject({ activity: 'dragging', subject: leafletId });

    // Without a heartbeat the activity ends after its time-to-live.
    timer.advance(15_000);
    const idle = await nextMatching(rootStream, (d) => d.presence.members.every((m) => m.activity === null));
    expect(usernames(idle)).toEqual(['admin', 'root']);

    await adminClient.dispose();
    const alone = await nextMatching(rootStream, (d) => !usernames(d).includes('admin'));
    expect(usernames(alone)).toEqual(['root']);
    await rootStream.return?.();
  });

  it('refuses the ordering room to editors and does not let outsiders set an activity', async () => {
    const client = connect(editorCookie);
    const result = await client.iterate({ query: PRESENCE, variables: { room } }).next();
    expect(((result.value as FormattedExecutionResult).errors as unknown as ReceivedError[])[0]?.extensions?.code).toBe('FORBIDDEN');

    const notJoined = await gql<{ updatePresence: boolean }>(url, UPDATE_PRESENCE, { cookie: rootCookie, variables: { room: 'xmloffers:ios', activity: 'dragging' } });
    expect(notJoined.data?.updatePresence).toBe(false);
    const badRoom = await gql(url, UPDATE_PRESENCE, { cookie: rootCookie, variables: { room: 'xmloffers:symbian' } });
    expect(codeOf(badRoom.errors)).toBe('BAD_USER_INPUT');
  });
});

describe('the pending publication lists after a write through the gateway', () => {
  interface PendingRow {
    id: string;
    refreshedAt: string | null;
    priorities: { android: number | null };
  }
  interface PendingLists {
    toActivate: PendingRow[];
    toDeactivate: PendingRow[];
  }
  const LISTS = 'toActivate { id refreshedAt priorities { android } } toDeactivate { id refreshedAt priorities { android } }';

  async function read(): Promise<PendingLists> {
    const res = await gql<{ pendingPublication: PendingLists }>(url, `{ pendingPublication { ${LISTS} } }`, { cookie: adminCookie });
    if (!res.data) throw new Error(`pendingPublication failed: ${JSON.stringify(res.errors)}`);
    return res.data.pendingPublication;
  }

  function rowOf(lists: PendingLists, id: string): PendingRow | undefined {
    return [...lists.toActivate, ...lists.toDeactivate].find((row) => row.id === id);
  }

  /**
   * Watches the lists (the shared poller reads them once, then waits on the manual timer, never
   * advanced here), runs `write` on a leaflet of the lists that is on the android ordering, and
   * checks its row in the lists read right after the write, then in those of the event that followed.
   */
  async function afterWrite(write: (target: Item, before: OrderingData) => Promise<void>, check: (row: PendingRow | undefined) => void) {
    await until(() => timer.pending === 0);
    // An administrator: the lists hold every shop's leaflets, the written one among them.
    const client = connect(adminCookie);
    const stream = client.iterate<{ pendingPublicationChanged: { seq: number; pending: PendingLists } }>({
      query: `subscription { pendingPublicationChanged { seq pending { ${LISTS} } } }`,
    });
    const next = nextData(stream);
    await bus.whenSubscribed('publication:pending');
    await until(() => stack.proxy.count(/^GET \/api\/publication\/version$/) >= 1);
    await timer.whenPending();
    try {
      // Kept by the gateway at the version its poller read.
      const kept = await read();
      const before = await ordering('android');
      const target = before.items.find((item) => rowOf(kept, item.leaflet.id) !== undefined);
      if (!target) throw new Error('no leaflet of the pending lists on the android ordering');
      await write(target, before);
      check(rowOf(await read(), target.leaflet.id));
      check(rowOf((await next).pendingPublicationChanged.pending, target.leaflet.id));
    } finally {
      await stream.return?.();
    }
  }

  it('are announced and served with the new priority at once after a move, not only when the poller looks again', async () => {
    let to = 0;
    await afterWrite(
      async (target, before) => {
        to = freePriority(before);
        const moved = await setPriority({ platform: 'android', leafletId: target.leaflet.id, priority: to, expectedVersion: before.version });
        expect(moved.errors).toBeUndefined();
      },
      (row) => expect(row?.priorities.android).toBe(to),
    );
  });

  it('are announced and served with the new refresh date at once after a refresh', async () => {
    let refreshedAt: string | null = null;
    await afterWrite(
      async (target) => {
        const refreshed = await gql<{ refreshLeaflet: { refreshedAt: string } }>(url, 'mutation R($id: ID!) { refreshLeaflet(id: $id) { refreshedAt } }', {
          cookie: adminCookie,
          variables: { id: target.leaflet.id },
        });
        expect(refreshed.errors).toBeUndefined();
        refreshedAt = refreshed.data?.refreshLeaflet.refreshedAt ?? null;
      },
      (row) => {
        expect(refreshedAt).not.toBeNull();
        expect(row?.refreshedAt).toBe(refreshedAt);
      },
    );
  });
});

describe('publication', () => {
  it('publishes the feed, announces it, and serves the feed through the gateway', async () => {
    await until(() => timer.pending === 0);
    const client = connect(editorCookie);
    const pendingStream = client.iterate<{ pendingPublicationChanged: { seq: number; pending: { toActivate: { id: string }[]; toDeactivate: { id: string }[] } } }>({
      query: 'subscription { pendingPublicationChanged { seq pending { toActivate { id } toDeactivate { id } } } }',
    });
    const next = nextData(pendingStream);
    await bus.whenSubscribed('publication:pending');
    // The poller's first read (the baseline) is done before anything is published.
    await until(() => stack.proxy.count(/^GET \/api\/publication\/version$/) >= 1);
    await timer.whenPending();
    const pendingBefore = await gql<{ pendingPublication: { toActivate: { id: string }[]; toDeactivate: { id: string }[] } }>(
      url,
      '{ pendingPublication { toActivate { id } toDeactivate { id } } }',
      { cookie: adminCookie },
    );
    const waiting = (pendingBefore.data?.pendingPublication.toActivate.length ?? 0) + (pendingBefore.data?.pendingPublication.toDeactivate.length ?? 0);
    expect(waiting).toBeGreaterThan(0);

    const editorPublish = await gql(url, 'mutation { publishPromotions { activated } }', { cookie: editorCookie });
    expect(codeOf(editorPublish.errors)).toBe('FORBIDDEN');

    const published = await gql<{ publishPromotions: { activated: number; deactivated: number; publishedAt: string } }>(
      url,
      'mutation { publishPromotions { activated deactivated publishedAt } }',
      { cookie: adminCookie },
    );
    expect(published.errors).toBeUndefined();
    expect((published.data?.publishPromotions.activated ?? 0) + (published.data?.publishPromotions.deactivated ?? 0)).toBe(waiting);
    expect(Date.parse(published.data?.publishPromotions.publishedAt ?? '')).not.toBeNaN();

    const event = (await next).pendingPublicationChanged;
    expect(event.pending).toEqual({ toActivate: [], toDeactivate: [] });
    await pendingStream.return?.();

    const feedUrl = await gql<{ feedUrl: string }>(url, '{ feedUrl(platform: "android") }', { cookie: editorCookie });
    expect(feedUrl.data?.feedUrl).toBe('/feed/android.xml');
    const feed = await request(url).get(feedUrl.data?.feedUrl ?? '');
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toMatch(/application\/xml/);
    expect(feed.text).toContain('<leaflets platform="android"');
  });
});
