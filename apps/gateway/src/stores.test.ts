/**
 * Shops on the gateway's resource kit, against the real api: a created shop reaches every subscriber
 * with the record; refusals come typed with their field; archive and restore are events like any
 * write; an editor hears only the shops assigned to them; edit locks, history and the logo upload work
 * as for every record of the kit, and the dashboard's `stores` query keeps its shape.
 */
import request from 'supertest';
import type { FormattedExecutionResult } from 'graphql';
import type { Client } from 'graphql-ws';
import { gql, signIn } from './test-support/graphqlClient';
import { ManualTimer } from './test-support/manualTimer';
import { ObservedEventBus } from './test-support/observedBus';
import { startStack, type Stack } from './test-support/stack';
import { waitFor } from './test-support/waitFor';
import { connectWs, nextData } from './test-support/wsClient';

const CHANGES_POLL_MS = 2000;
const timer = new ManualTimer();
const bus = new ObservedEventBus();
let stack: Stack;
let url: string;
let wsUrl: string;
let admin: string;
let editor: string;
let editorId: string;
let categoryId: string;
const clients: Client[] = [];

interface ShopRecord {
  id: string;
  name: string;
  storeWebId: string;
  version: number;
  archivedAt: string | null;
  updatedBy: string | null;
  editorIds: string[];
  editors: string[];
}

interface ShopChangeData {
  storesChanged: { seq: number; action: string; actor: string | null; clientMutationId: string | null; record: ShopRecord };
}

const FIELDS = 'id name storeWebId version archivedAt updatedBy editorIds editors';
const CHANGES = `subscription { storesChanged { seq action actor clientMutationId record { ${FIELDS} } } }`;
const CREATE = `mutation($input: StoreInput!, $cmid: String) { createStore(input: $input, clientMutationId: $cmid) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $version: Int!, $input: StoreInput!) { updateStore(id: $id, version: $version, input: $input) { ${FIELDS} } }`;

beforeAll(async () => {
  stack = await startStack({ timer, events: bus, changesPollMs: CHANGES_POLL_MS });
  url = stack.gateway.url;
  wsUrl = `${url.replace(/^http/, 'ws')}/graphql`;
  admin = await signIn(url, 'admin');
  editor = await signIn(url, 'editor');
  const me = await gql<{ me: { id: string } }>(url, '{ me { id } }', { cookie: editor });
  editorId = me.data?.me.id ?? '';
  const shops = await gql<{ stores: { categoryId: string }[] }>(url, '{ stores { categoryId } }', { cookie: admin });
  categoryId = shops.data?.stores[0]?.categoryId ?? '';
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.dispose();
  await stack.close();
  await bus.close();
});

function subscribe<T>(cookie: string, query: string): AsyncIterableIterator<FormattedExecutionResult<T, unknown>> {
  const { client } = connectWs(wsUrl, { Cookie: cookie });
  clients.push(client);
  return client.iterate<T>({ query });
}

let counter = 0;
/** A new shop's form (unique name and web id). */
function shopInput(extra: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  const suffix = `${counter}-${Date.now().toString(36)}`;
  return { name: `Sklep bramki ${suffix}`, storeWebId: `sklep-bramki-${suffix}`, categoryId, ...extra };
}

async function createShop(extra: Record<string, unknown> = {}, cmid: string | null = null): Promise<ShopRecord> {
  const res = await gql<{ createStore: ShopRecord }>(url, CREATE, { cookie: admin, variables: { input: shopInput(extra), cmid } });
  expect(res.errors).toBeUndefined();
  if (!res.data) throw new Error('no shop created');
  return res.data.createStore;
}

describe('shop events carry the record', () => {
  it('announces a shop created through GraphQL to a subscriber, with the record and the author', async () => {
    const stream = subscribe<ShopChangeData>(admin, CHANGES);
    const next = nextData(stream);
    await bus.whenSubscribed('records:stores', 1);
    const created = await createShop({ forceFavorites: true }, 'shop-1');
    const event = (await next).storesChanged;
    expect(event).toMatchObject({ action: 'CREATED', actor: 'admin', clientMutationId: 'shop-1', record: { id: created.id, name: created.name, version: 1, updatedBy: 'admin' } });

    const updated = nextData(stream);
    const saved = await gql<{ updateStore: ShopRecord }>(url, UPDATE, {
      cookie: admin,
      variables: { id: created.id, version: created.version, input: { name: `${created.name} (nowy)`, storeWebId: created.storeWebId, categoryId } },
    });
    expect(saved.errors).toBeUndefined();
    expect((await updated).storesChanged).toMatchObject({ seq: event.seq + 1, action: 'UPDATED', record: { name: `${created.name} (nowy)`, version: 2 } });
    await stream.return?.();
  });

  it('announces archive and restore, and lists the archived shop with the archived filter', async () => {
    const shop = await createShop();
    const stream = subscribe<ShopChangeData>(admin, CHANGES);
    const archivedEvent = nextData(stream);
    await bus.whenSubscribed('records:stores', 1);

    const archived = await gql<{ archiveStore: ShopRecord }>(url, `mutation($id: ID!, $version: Int) { archiveStore(id: $id, version: $version) { ${FIELDS} } }`, {
      cookie: admin,
      variables: { id: shop.id, version: shop.version },
    });
    expect(archived.errors).toBeUndefined();
    expect(archived.data?.archiveStore.archivedAt).toEqual(expect.any(String));
    expect((await archivedEvent).storesChanged).toMatchObject({ action: 'ARCHIVED', record: { id: shop.id, archivedAt: expect.any(String) as unknown } });

    const page = await gql<{ storesPage: { total: number; items: { id: string }[] } }>(
      url,
      'query($page: ListPageInput) { storesPage(page: $page) { total items { id } } }',
      { cookie: admin, variables: { page: { archived: 'ARCHIVED', search: shop.storeWebId } } },
    );
    expect(page.data?.storesPage).toEqual({ total: 1, items: [{ id: shop.id }] });
    const dashboard = await gql<{ stores: { id: string }[] }>(url, '{ stores { id } }', { cookie: admin });
    expect(dashboard.data?.stores.map((s) => s.id)).not.toContain(shop.id);

    const again = await gql(url, 'mutation($id: ID!) { archiveStore(id: $id) { id } }', { cookie: admin, variables: { id: shop.id } });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'ALREADY_ARCHIVED' });

    const restoredEvent = nextData(stream);
    const restored = await gql<{ restoreStore: ShopRecord }>(url, `mutation($id: ID!) { restoreStore(id: $id, clientMutationId: "back") { ${FIELDS} } }`, {
      cookie: admin,
      variables: { id: shop.id },
    });
    expect(restored.data?.restoreStore.archivedAt).toBeNull();
    expect((await restoredEvent).storesChanged).toMatchObject({ action: 'RESTORED', clientMutationId: 'back', record: { id: shop.id, archivedAt: null } });
    await stream.return?.();
  });

  it('keeps an editor to the shops assigned to them, numbering their events without gaps', async () => {
    const stream = subscribe<ShopChangeData>(editor, CHANGES);
    const first = nextData(stream);
    await bus.whenSubscribed('records:stores', 1);
    const notTheirs = await createShop();
    const theirs = await createShop({ editorIds: [editorId] });
    const event = (await first).storesChanged;
    expect(event).toMatchObject({ action: 'CREATED', record: { id: theirs.id, editors: ['editor'] } });

    const second = nextData(stream);
    await gql(url, UPDATE, { cookie: admin, variables: { id: notTheirs.id, version: notTheirs.version, input: { name: `${notTheirs.name} 2`, storeWebId: notTheirs.storeWebId, categoryId } } });
    await gql(url, UPDATE, { cookie: admin, variables: { id: theirs.id, version: theirs.version, input: { name: `${theirs.name} 2`, storeWebId: theirs.storeWebId, categoryId } } });
    const followed = (await second).storesChanged;
    expect(followed).toMatchObject({ action: 'UPDATED', record: { id: theirs.id } });
    // The shops hidden from the editor leave no gap behind (a gap would make their list refetch).
    expect(followed.seq).toBe(event.seq + 1);

    // The editor cannot read, change or archive the other shop either.
    const read = await gql<{ store: ShopRecord | null }>(url, 'query($id: ID!) { store(id: $id) { id } }', { cookie: editor, variables: { id: notTheirs.id } });
    expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const archive = await gql(url, 'mutation($id: ID!) { archiveStore(id: $id) { id } }', { cookie: editor, variables: { id: theirs.id } });
    expect(archive.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await stream.return?.();
  });
});

describe('writes made around the gateway', () => {
  it('reach the subscribers through the change feed: a shop archived directly in the api', async () => {
    const shop = await createShop({ editorIds: [editorId] });
    const stream = subscribe<ShopChangeData>(editor, CHANGES);
    const told = nextData(stream);
    await bus.whenSubscribed('records:stores', 1);
    // The feed's poller takes its baseline first.
    await timer.whenPending();
    timer.advance(CHANGES_POLL_MS);
    await waitFor(() => stack.proxy.count(/^GET \/api\/changes/) >= 1, 'the change feed baseline');

    const login = await request(stack.api.url).post('/authenticate').field('username', 'root').field('password', 'flyerdesk');
    const token = (login.body as { accessToken: string }).accessToken;
    await request(stack.api.url).delete(`/api/stores/${shop.id}`).set('Authorization', `Bearer ${token}`).expect(200);
    await timer.whenPending();
    timer.advance(CHANGES_POLL_MS);
    expect((await told).storesChanged).toMatchObject({ action: 'ARCHIVED', actor: 'root', record: { id: shop.id, archivedAt: expect.any(String) as unknown } });
    await stream.return?.();
  });
});

describe('refusals', () => {
  it('refuses a duplicate name and a duplicate web id as DUPLICATE_NAME naming the field', async () => {
    const shop = await createShop();
    const byName = await gql(url, CREATE, { cookie: admin, variables: { input: shopInput({ name: shop.name.toUpperCase() }) } });
    expect(byName.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'DUPLICATE_NAME', invalidFields: [expect.objectContaining({ field: 'name' })] });
    const byWebId = await gql(url, CREATE, { cookie: admin, variables: { input: shopInput({ storeWebId: shop.storeWebId }) } });
    expect(byWebId.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'DUPLICATE_NAME',
      invalidFields: [expect.objectContaining({ field: 'storeWebId', key: 'validation.duplicateName' })],
    });
  });

  it('refuses a web id outside lowercase letters, digits and hyphens before anything goes upstream', async () => {
    stack.proxy.reset();
    const res = await gql(url, CREATE, { cookie: admin, variables: { input: shopInput({ storeWebId: 'Zły Id' }) } });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', invalidFields: [expect.objectContaining({ field: 'storeWebId', key: 'validation.storeWebId' })] });
    expect(stack.proxy.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('keeps creating, archiving and restoring shops to administrators', async () => {
    const shop = await createShop({ editorIds: [editorId] });
    const created = await gql(url, CREATE, { cookie: editor, variables: { input: shopInput() } });
    expect(created.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const archived = await gql(url, 'mutation($id: ID!) { archiveStore(id: $id) { id } }', { cookie: editor, variables: { id: shop.id } });
    expect(archived.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('locks, history and the logo', () => {
  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

  it("refuses a write while someone else edits the shop, and lists every write with its author", async () => {
    const shop = await createShop({ editorIds: [editorId] });
    const held = await gql<{ acquireRecordLock: { holder: string } }>(url, 'mutation($id: ID!) { acquireRecordLock(resource: stores, id: $id) { holder } }', {
      cookie: editor,
      variables: { id: shop.id },
    });
    expect(held.data?.acquireRecordLock.holder).toBe('editor');
    const refused = await gql(url, UPDATE, { cookie: admin, variables: { id: shop.id, version: shop.version, input: { name: `${shop.name} x`, storeWebId: shop.storeWebId, categoryId } } });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'LOCKED', lock: { holder: 'editor' } });
    const saved = await gql(url, UPDATE, { cookie: editor, variables: { id: shop.id, version: shop.version, input: { name: `${shop.name} x`, storeWebId: shop.storeWebId, categoryId, showAnyway: true } } });
    expect(saved.errors).toBeUndefined();
    await gql(url, 'mutation($id: ID!) { releaseRecordLock(resource: stores, id: $id) }', { cookie: editor, variables: { id: shop.id } });

    const history = await gql<{ storeHistory: { total: number; items: { actor: string; action: string; changes: { field: string; after: string | null }[] }[] } }>(
      url,
      'query($id: ID!) { storeHistory(id: $id) { total items { actor action changes { field after } } } }',
      { cookie: editor, variables: { id: shop.id } },
    );
    expect(history.data?.storeHistory.items.map((entry) => [entry.action, entry.actor])).toEqual([
      ['UPDATED', 'editor'],
      ['CREATED', 'admin'],
    ]);
    expect(history.data?.storeHistory.items[0]?.changes).toEqual([
      { field: 'name', after: JSON.stringify(`${shop.name} x`) },
      { field: 'showAnyway', after: 'true' },
    ]);
  });

  it("stores a shop's logo through the upload route and tells the list", async () => {
    const shop = await createShop();
    const stream = subscribe<{ storesChanged: { action: string; record: { id: string; logoUrl: string | null } } }>(admin, 'subscription { storesChanged { action record { id logoUrl } } }');
    const told = nextData(stream);
    await bus.whenSubscribed('records:stores', 1);
    const upload = await request(url)
      .post(`/upload/stores/${shop.id}/logo`)
      .set('Cookie', admin)
      .set('X-Flyerdesk-Upload', '1')
      .attach('file', PNG, { filename: 'logo.png', contentType: 'image/png' });
    expect(upload.status).toBe(200);
    const body = upload.body as { id: string; logoUrl: string; version: number };
    expect(body).toMatchObject({ id: shop.id, version: 2 });
    expect(body.logoUrl).toMatch(/^\/files\/logos\/.+\.png$/);
    expect((await told).storesChanged).toMatchObject({ action: 'UPDATED', record: { id: shop.id, logoUrl: body.logoUrl } });
    await stream.return?.();
  });
});

describe('the dashboard list', () => {
  it('still answers every shop in one upstream call, and deleteStore still archives', async () => {
    stack.proxy.reset();
    const res = await gql<{ stores: { id: string; editorIds: string[]; leafletsSummary: { total: number } }[] }>(
      url,
      '{ stores { id editorIds leafletsSummary { total } } }',
      { cookie: admin },
    );
    expect(res.data?.stores.length).toBeGreaterThanOrEqual(20);
    expect(stack.proxy.calls).toEqual(['GET /api/stores']);

    const shop = await createShop();
    const removed = await gql<{ deleteStore: boolean }>(url, 'mutation($id: ID!) { deleteStore(id: $id) }', { cookie: admin, variables: { id: shop.id } });
    expect(removed.data?.deleteStore).toBe(true);
    const again = await gql<{ store: ShopRecord | null }>(url, `query($id: ID!) { store(id: $id) { ${FIELDS} } }`, { cookie: admin, variables: { id: shop.id } });
    expect(again.data?.store?.archivedAt).toEqual(expect.any(String));
  });
});

describe('a subscriber that comes back', () => {
  const RESUMABLE = `subscription { storesChanged { seq position action record { ${FIELDS} } } }`;
  type Resumable = { storesChanged: ShopChangeData['storesChanged'] & { position: number } };

  it('is handed the shops it missed while its socket was away, numbered on without gaps, then the live ones', async () => {
    const topic = 'records:stores';
    const before = bus.listeners(topic);
    const away = connectWs(wsUrl, { Cookie: editor });
    const stream = away.client.iterate<Resumable>({ query: RESUMABLE });
    const first = nextData(stream);
    await bus.whenSubscribed(topic, before + 1);
    const seen = (await Promise.all([first, createShop({ editorIds: [editorId] })]))[0].storesChanged;
    await away.client.dispose();
    await bus.whenAtMost(topic, before);

    // While the editor's socket is away: two of their shops, one they may not see.
    const missedA = await createShop({ editorIds: [editorId] });
    await createShop();
    const missedB = await createShop({ editorIds: [editorId] });

    const back = connectWs(wsUrl, { Cookie: editor });
    clients.push(back.client);
    const resumed = back.client.iterate<Resumable>({ query: RESUMABLE, extensions: { resume: { seq: seen.seq, position: seen.position } } });
    const replayA = (await nextData(resumed)).storesChanged;
    const replayB = (await nextData(resumed)).storesChanged;
    expect([replayA, replayB].map((e) => [e.record.id, e.seq])).toEqual([
      [missedA.id, seen.seq + 1],
      [missedB.id, seen.seq + 2],
    ]);
    // The positions are the topic's: the hidden shop's change lies between them.
    expect(replayB.position).toBe(replayA.position + 2);

    const live = nextData(resumed);
    const later = await createShop({ editorIds: [editorId] });
    expect((await live).storesChanged).toMatchObject({ seq: seen.seq + 3, record: { id: later.id } });
    await back.client.dispose();
    await bus.whenAtMost(topic, before);
  });

  it('coming back without its topic position, a shaped list is not replayed from a wrong place: it sees a gap', async () => {
    const topic = 'records:stores';
    const before = bus.listeners(topic);
    const back = connectWs(wsUrl, { Cookie: editor });
    clients.push(back.client);
    // seq 1 in the editor's own numbering is not a position in the topic, which has had many more.
    const resumed = back.client.iterate<Resumable>({ query: RESUMABLE, extensions: { resume: { seq: 1 } } });
    const next = nextData(resumed);
    await bus.whenSubscribed(topic, before + 1);
    const shop = await createShop({ editorIds: [editorId] });
    const event = (await next).storesChanged;
    expect(event.record.id).toBe(shop.id);
    // Numbered on with a gap, so the list loads its page again.
    expect(event.seq).toBe(3);
    await resumed.return?.();
  });
});
