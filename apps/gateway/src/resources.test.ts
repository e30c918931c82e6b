/**
 * The gateway half of the resource kit against the real api: list events carry the record to every
 * subscriber without a single upstream read; edit locks are enforced on writes, taken over and
 * announced; writes made around the gateway reach the lists through the change feed, once.
 */
import request from 'supertest';
import type { FormattedExecutionResult } from 'graphql';
import type { Client } from 'graphql-ws';
import { gql } from './test-support/graphqlClient';
import { startLiveStack, type LiveStack } from './test-support/liveStack';
import type { ManualTimer } from './test-support/manualTimer';
import type { ObservedEventBus } from './test-support/observedBus';
import type { Stack } from './test-support/stack';
import { nextData, nextMatching } from './test-support/wsClient';
import { waitFor } from './test-support/waitFor';

const CHANGES_POLL_MS = 2000;
let live: LiveStack;
let stack: Stack;
let timer: ManualTimer;
let bus: ObservedEventBus;
let url: string;
let admin: string;
let editor: string;

beforeAll(async () => {
  live = await startLiveStack({ changesPollMs: CHANGES_POLL_MS });
  ({ stack, timer, bus, url, admin, editor } = live);
}, 120_000);

afterAll(async () => {
  await live?.close();
});

const socket = (cookie: string): Client => live.socket(cookie);

interface CategoryChangeData {
  categoriesChanged: { seq: number; action: string; actor: string | null; clientMutationId: string | null; record: { id: string; name: string; version: number } };
}

const CATEGORY_CHANGES = 'subscription { categoriesChanged { seq action actor clientMutationId record { id name categoryWebId version updatedBy } } }';

/** Starts a subscription (the gateway registers it asynchronously: wait on the bus for that). */
function subscribe<T>(client: Client, query: string, variables: Record<string, unknown> = {}): AsyncIterableIterator<FormattedExecutionResult<T, unknown>> {
  return client.iterate<T>({ query, variables });
}

describe('list events carry the record', () => {
  it('100 subscribers each receive a created category as one event with the record, with no upstream read caused by it', async () => {
    const sockets = Array.from({ length: 10 }, () => socket(admin));
    const streams = sockets.flatMap((client) => Array.from({ length: 10 }, () => subscribe<CategoryChangeData>(client, CATEGORY_CHANGES)));
    expect(streams).toHaveLength(100);
    const pending = streams.map((stream) => nextData(stream));
    await bus.whenSubscribed('records:categories', 100);
    // The change feed's poller took its baseline once for all of them.
    await waitFor(() => stack.proxy.count(/^GET \/api\/changes/) >= 1, 'the change feed baseline');
    stack.proxy.reset();

    const created = await gql<{ createCategory: { id: string; version: number } }>(
      url,
      'mutation($input: CategoryInput!) { createCategory(input: $input, clientMutationId: "m-1") { id version } }',
      { cookie: admin, variables: { input: { name: 'Garden and balcony', categoryWebId: 'garden-balcony' } } },
    );
    expect(created.errors).toBeUndefined();
    const events = await Promise.all(pending);
    for (const event of events) {
      expect(event.categoriesChanged).toMatchObject({
        action: 'CREATED',
        actor: 'admin',
        clientMutationId: 'm-1',
        record: { id: created.data?.createCategory.id, name: 'Garden and balcony', version: created.data?.createCategory.version },
      });
    }
    // One write upstream, no read of categories or of the feed caused by the event.
    expect(stack.proxy.calls.filter((call) => call.startsWith('POST '))).toEqual(['POST /api/categories']);
    expect(stack.proxy.count(/^GET \/api\/(categories|changes|history)/)).toBe(0);

    // The next change is the next event of the topic: nothing was announced twice in between.
    const first = events[0]?.categoriesChanged.seq ?? 0;
    const next = streams.map((stream) => nextData(stream));
    const updated = await gql(
      url,
      'mutation($id: ID!, $version: Int!, $input: CategoryInput!) { updateCategory(id: $id, version: $version, input: $input) { version } }',
      { cookie: admin, variables: { id: created.data?.createCategory.id, version: created.data?.createCategory.version, input: { name: 'Garden', categoryWebId: 'garden-balcony' } } },
    );
    expect(updated.errors).toBeUndefined();
    for (const event of await Promise.all(next)) {
      expect(event.categoriesChanged).toMatchObject({ seq: first + 1, action: 'UPDATED', record: { name: 'Garden' } });
    }
    for (const stream of streams) await stream.return?.();
  });

  it('announces a write made directly to the api through the change feed, once', async () => {
    const client = socket(editor);
    const stream = subscribe<CategoryChangeData>(client, CATEGORY_CHANGES);
    const pending = nextData(stream);
    await bus.whenSubscribed('records:categories', 1);
    const login = await request(stack.api.url).post('/authenticate').field('username', 'root').field('password', 'flyerdesk');
    const token = (login.body as { accessToken: string }).accessToken;
    const direct = await request(stack.api.url)
      .post('/api/categories')
      .set('Authorization', `Bearer ${token}`)
      .send({ name: 'Made around the gateway', categoryWebId: 'around-gateway' });
    expect(direct.status).toBe(201);
    // The feed poller announces it at its next turn.
    await timer.whenPending();
    timer.advance(CHANGES_POLL_MS);
    const event = await pending;
    expect(event.categoriesChanged).toMatchObject({ action: 'CREATED', actor: 'root', record: { name: 'Made around the gateway' } });

    // A write through the gateway is announced by the mutation; the feed's next turn stays quiet about it.
    const following = nextData(stream);
    const created = await gql<{ createCategory: { id: string } }>(
      url,
      'mutation { createCategory(input: { name: "Through the gateway", categoryWebId: "through-gateway" }) { id } }',
      { cookie: admin },
    );
    expect(created.errors).toBeUndefined();
    const announced = await following;
    expect(announced.categoriesChanged).toMatchObject({ seq: event.categoriesChanged.seq + 1, record: { name: 'Through the gateway' } });
    const afterFeed = nextData(stream);
    const feedReads = stack.proxy.count(/^GET \/api\/changes/);
    await timer.whenPending();
    timer.advance(CHANGES_POLL_MS);
    await waitFor(() => stack.proxy.count(/^GET \/api\/changes/) > feedReads, 'the feed read after the write');
    await gql(url, 'mutation($id: ID!) { archiveCategory(id: $id) { id } }', { cookie: admin, variables: { id: created.data?.createCategory.id } });
    expect((await afterFeed).categoriesChanged).toMatchObject({ seq: event.categoriesChanged.seq + 2, action: 'ARCHIVED' });
    await stream.return?.();
  });
});

describe('history', () => {
  it('lists both saves of a record with their authors, newest first', async () => {
    const created = await gql<{ createInsert: { id: string; version: number } }>(
      url,
      'mutation($input: InsertInput!) { createInsert(input: $input) { id version } }',
      { cookie: editor, variables: { input: { insertName: 'history-check', showOnIos: true, showOnAndroid: false, showOnAndroid2: false, showOnWeb: false } } },
    );
    const id = created.data?.createInsert.id;
    const saved = await gql(
      url,
      'mutation($id: ID!, $version: Int!, $input: InsertInput!) { updateInsert(id: $id, version: $version, input: $input) { version } }',
      { cookie: admin, variables: { id, version: created.data?.createInsert.version, input: { insertName: 'history-check', description: 'Shown on iOS', showOnIos: true, showOnAndroid: false, showOnAndroid2: false, showOnWeb: false } } },
    );
    expect(saved.errors).toBeUndefined();
    const history = await gql<{ insertHistory: { total: number; items: { actor: string; action: string; changes: { field: string; before: string | null; after: string | null }[] }[] } }>(
      url,
      'query($id: ID!) { insertHistory(id: $id) { total items { actor action changes { field before after } } } }',
      { cookie: editor, variables: { id } },
    );
    expect(history.data?.insertHistory.items.map((entry) => [entry.action, entry.actor])).toEqual([
      ['UPDATED', 'admin'],
      ['CREATED', 'editor'],
    ]);
    expect(history.data?.insertHistory.items[0]?.changes).toEqual([{ field: 'description', before: null, after: '"Shown on iOS"' }]);
  });
});

describe('image uploads', () => {
  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

  it('stores an insert\'s picture, answers the record and tells the list; refuses with 423 LOCKED while someone else edits it', async () => {
    const created = await gql<{ createInsert: { id: string } }>(
      url,
      'mutation { createInsert(input: { insertName: "with-picture", showOnIos: false, showOnAndroid: true, showOnAndroid2: false, showOnWeb: false }) { id } }',
      { cookie: admin },
    );
    const id = created.data?.createInsert.id ?? '';
    const stream = subscribe<{ insertsChanged: { action: string; record: { id: string; imageUrl: string | null } } }>(
      socket(editor),
      'subscription { insertsChanged { action record { id imageUrl } } }',
    );
    const told = nextData(stream);
    await bus.whenSubscribed('records:inserts', 1);

    const upload = await request(url)
      .post(`/upload/inserts/${id}/image`)
      .set('Cookie', admin)
      .set('X-Flyerdesk-Upload', '1')
      .attach('file', PNG, { filename: 'banner.png', contentType: 'image/png' });
    expect(upload.status).toBe(200);
    const body = upload.body as { id: string; imageUrl: string | null; version: number };
    expect(body).toMatchObject({ id });
    expect(body.imageUrl).toEqual(expect.any(String));
    expect((await told).insertsChanged).toMatchObject({ action: 'UPDATED', record: { id, imageUrl: body.imageUrl } });
    await stream.return?.();

    await gql(url, 'mutation($id: ID!) { acquireRecordLock(resource: inserts, id: $id) { holder } }', { cookie: editor, variables: { id } });
    const refused = await request(url)
      .post(`/upload/inserts/${id}/image`)
      .set('Cookie', admin)
      .set('X-Flyerdesk-Upload', '1')
      .attach('file', PNG, { filename: 'banner.png', contentType: 'image/png' });
    expect(refused.status).toBe(423);
    expect(refused.body).toMatchObject({ code: 'LOCKED', lock: { holder: 'editor' } });
    await gql(url, 'mutation($id: ID!) { releaseRecordLock(resource: inserts, id: $id) }', { cookie: editor, variables: { id } });
  });
});

describe('edit locks', () => {
  const ACQUIRE = 'mutation($id: ID!, $takeOver: Boolean) { acquireRecordLock(resource: groups, id: $id, takeOver: $takeOver) { holder since expiresAt } }';
  const UPDATE = 'mutation($id: ID!, $version: Int!, $name: String!) { updateGroup(id: $id, version: $version, input: { name: $name }) { name version } }';

  it('refuses another person\'s write with LOCKED, passes the lock on a takeover and tells the holder', async () => {
    const groups = await gql<{ groups: { items: { id: string; name: string; version: number }[] } }>(url, '{ groups { items { id name version } } }', { cookie: editor });
    const group = groups.data?.groups.items[0];
    if (!group) throw new Error(`no group: ${JSON.stringify(groups.errors)}`);

    const watcher = subscribe<{ recordLock: { lock: { holder: string } | null; takenOverFrom: string | null } }>(
      socket(editor),
      'subscription($id: ID!) { recordLock(resource: groups, id: $id) { lock { holder } takenOverFrom seq } }',
      { id: group.id },
    );
    expect((await nextData(watcher)).recordLock.lock).toBeNull();

    const held = await gql<{ acquireRecordLock: { holder: string } }>(url, ACQUIRE, { cookie: editor, variables: { id: group.id } });
    expect(held.data?.acquireRecordLock.holder).toBe('editor');
    expect((await nextData(watcher)).recordLock.lock?.holder).toBe('editor');

    const refused = await gql(url, UPDATE, { cookie: admin, variables: { id: group.id, version: group.version, name: `${group.name} (admin)` } });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'LOCKED', lock: { holder: 'editor' } });
    const notTaken = await gql(url, ACQUIRE, { cookie: admin, variables: { id: group.id } });
    expect(notTaken.errors?.[0]?.extensions).toMatchObject({ code: 'LOCKED', lock: { holder: 'editor' } });

    const taken = await gql<{ acquireRecordLock: { holder: string } }>(url, ACQUIRE, { cookie: admin, variables: { id: group.id, takeOver: true } });
    expect(taken.data?.acquireRecordLock.holder).toBe('admin');
    const told = await nextMatching(watcher, (data) => data.recordLock.lock?.holder === 'admin');
    expect(told.recordLock.takenOverFrom).toBe('editor');

    const editorRefused = await gql(url, UPDATE, { cookie: editor, variables: { id: group.id, version: group.version, name: `${group.name} (editor)` } });
    expect(editorRefused.errors?.[0]?.extensions).toMatchObject({ code: 'LOCKED', lock: { holder: 'admin' } });
    const saved = await gql<{ updateGroup: { name: string } }>(url, UPDATE, { cookie: admin, variables: { id: group.id, version: group.version, name: `${group.name} (admin)` } });
    expect(saved.data?.updateGroup.name).toBe(`${group.name} (admin)`);

    await gql(url, 'mutation($id: ID!) { releaseRecordLock(resource: groups, id: $id) }', { cookie: admin, variables: { id: group.id } });
    expect((await nextData(watcher)).recordLock.lock).toBeNull();
    await watcher.return?.();
  });

  it('ends a lock nobody renews after its time-to-live', async () => {
    const groups = await gql<{ groups: { items: { id: string }[] } }>(url, '{ groups { items { id } } }', { cookie: editor });
    const id = groups.data?.groups.items[1]?.id;
    const watcher = subscribe<{ recordLock: { lock: { holder: string } | null } }>(socket(admin), 'subscription($id: ID!) { recordLock(resource: groups, id: $id) { lock { holder } seq } }', { id });
    await nextData(watcher);
    await gql(url, ACQUIRE, { cookie: editor, variables: { id } });
    expect((await nextData(watcher)).recordLock.lock?.holder).toBe('editor');
    timer.advance(30_000);
    expect((await nextData(watcher)).recordLock.lock).toBeNull();
    await watcher.return?.();
  });
});
