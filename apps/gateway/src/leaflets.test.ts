/**
 * The leaflet lifecycle through the gateway against the real api: creating a leaflet from its files
 * (announced to the shop's lists with the record), edits under the edit lock, priority conflicts with
 * their payload and overwriting, restoring from the archive, and the history in the kit's shape.
 */
import request from 'supertest';
import type { FormattedExecutionResult } from 'graphql';
import type { Client } from 'graphql-ws';
import { gql, signIn } from './test-support/graphqlClient';
import { ObservedEventBus } from './test-support/observedBus';
import { startStack, type Stack } from './test-support/stack';
import { connectWs, nextData, nextMatching } from './test-support/wsClient';

const bus = new ObservedEventBus();
let stack: Stack;
let url: string;
let wsUrl: string;
let admin: string;
let editor: string;
let storeId: string;
const clients: Client[] = [];

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

beforeAll(async () => {
  stack = await startStack({ events: bus });
  url = stack.gateway.url;
  wsUrl = `${url.replace(/^http/, 'ws')}/graphql`;
  admin = await signIn(url, 'admin');
  editor = await signIn(url, 'editor');
  const stores = await gql<{ stores: { id: string }[] }>(url, '{ stores { id } }', { cookie: editor });
  const first = stores.data?.stores[0];
  if (!first) throw new Error(`no shop for the editor: ${JSON.stringify(stores.errors)}`);
  storeId = first.id;
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.dispose();
  await stack.close();
  await bus.close();
});

function socket(cookie: string): Client {
  const { client } = connectWs(wsUrl, { Cookie: cookie });
  clients.push(client);
  return client;
}

function subscribe<T>(client: Client, query: string, variables: Record<string, unknown> = {}): AsyncIterableIterator<FormattedExecutionResult<T, unknown>> {
  return client.iterate<T>({ query, variables });
}

function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

let counter = 0;
function form(extra: Record<string, unknown> = {}) {
  counter += 1;
  return {
    naturalId: `gw-${counter}-${Date.now().toString(36)}`,
    status: 'INACTIVE',
    validFrom: day(1),
    validTo: day(8),
    publishDate: new Date(Date.now() + 86_400_000).toISOString(),
    additionalInfo: `Gateway leaflet ${counter}`,
    ...extra,
  };
}

interface CreatedAnswer {
  leaflet: { id: string; naturalId: string; version: number; status: string; priorities: Record<string, number | null> };
  cutJob: unknown;
}

function createUpload(cookie: string, fields: Record<string, unknown>, query = '') {
  return request(url)
    .post(`/upload/stores/${storeId}/leaflets${query}`)
    .set('Cookie', cookie)
    .set('X-Flyerdesk-Upload', '1')
    .field('leaflet', JSON.stringify(fields))
    .attach('files', PNG, { filename: '1.png', contentType: 'image/png' });
}

async function created(fields: Record<string, unknown> = {}): Promise<CreatedAnswer['leaflet']> {
  const res = await createUpload(admin, form(fields));
  expect(res.status).toBe(201);
  return (res.body as CreatedAnswer).leaflet;
}

const UPDATE = `mutation($id: ID!, $version: Int!, $input: LeafletUpdateInput!, $overwrite: Boolean) {
  updateLeaflet(id: $id, version: $version, input: $input, overwritePriority: $overwrite) { id version additionalInfo priorities { android web } socialMedia { platform url } replaceValidityText updatedBy }
}`;

describe('creating a leaflet from its files', () => {
  it('answers the leaflet and announces CREATED with the record to the shop\'s list', async () => {
    const stream = subscribe<{ storeLeafletsChanged: { kind: string; actor: string; leaflet: { id: string; naturalId: string; socialMedia: { url: string }[] } } }>(
      socket(editor),
      'subscription($storeId: ID!) { storeLeafletsChanged(storeId: $storeId) { kind actor leaflet { id naturalId socialMedia { url } } } }',
      { storeId },
    );
    const told = nextData(stream);
    await bus.whenSubscribed(`store-leaflets:${storeId}`, 1);

    const fields = form({ socialMedia: [{ platform: 'YOUTUBE', url: 'https://youtube.com/watch?v=9' }], visibility: { web: false } });
    const res = await createUpload(editor, fields);
    expect(res.status).toBe(201);
    const body = res.body as CreatedAnswer & { leaflet: { visibility: Record<string, boolean> } };
    expect(body).toMatchObject({ leaflet: { naturalId: fields.naturalId, status: 'INACTIVE', visibility: { web: false, android: true } }, cutJob: null });
    expect((await told).storeLeafletsChanged).toMatchObject({
      kind: 'CREATED',
      actor: 'editor',
      leaflet: { id: body.leaflet.id, naturalId: fields.naturalId, socialMedia: [{ url: 'https://youtube.com/watch?v=9' }] },
    });
    await stream.return?.();
  });

  it('refuses invalid fields naming them as the form does, and a file set it cannot process', async () => {
    const invalid = await createUpload(admin, form({ priorities: { android: 1000 } }));
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ code: 'INVALID_REQUEST', invalidFields: [expect.objectContaining({ field: 'priorities.android', key: 'validation.priority' })] });
    const text = await request(url)
      .post(`/upload/stores/${storeId}/leaflets`)
      .set('Cookie', admin)
      .set('X-Flyerdesk-Upload', '1')
      .field('leaflet', JSON.stringify(form()))
      .attach('files', Buffer.from('not a picture'), { filename: '1.png', contentType: 'image/png' });
    expect(text.status).toBe(400);
    expect((text.body as { message: string }).message).toContain('Failed to process');
  });
});

describe('priorities', () => {
  it('keeps PRIORITY_TAKEN\'s payload and moves the priority over when overwriting is asked for', async () => {
    const holder = await created({ priorities: { web: 931 } });
    const refusedUpload = await createUpload(admin, form({ priorities: { web: 931 } }));
    expect(refusedUpload.status).toBe(409);
    expect(refusedUpload.body).toMatchObject({ reason: 'PRIORITY_TAKEN', naturalId: holder.naturalId, priority: 931, platform: 'web' });

    const other = await created();
    const input = { ...form(), naturalId: other.naturalId, priorities: { web: 931 } };
    const refused = await gql(url, UPDATE, { cookie: admin, variables: { id: other.id, version: other.version, input } });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'PRIORITY_TAKEN', naturalId: holder.naturalId, priority: 931, platform: 'web' });

    const overwritten = await gql<{ updateLeaflet: { priorities: { web: number | null } } }>(url, UPDATE, {
      cookie: admin,
      variables: { id: other.id, version: other.version, input, overwrite: true },
    });
    expect(overwritten.errors).toBeUndefined();
    expect(overwritten.data?.updateLeaflet.priorities.web).toBe(931);
    const before = await gql<{ leaflet: { priorities: { web: number | null } } }>(url, 'query($id: ID!) { leaflet(id: $id) { priorities { web } } }', {
      cookie: admin,
      variables: { id: holder.id },
    });
    expect(before.data?.leaflet.priorities.web).toBeNull();
  });
});

describe('editing', () => {
  it('saves every field of the dialog, and refuses with LOCKED while someone else edits the leaflet', async () => {
    const leaflet = await created();
    const input = {
      ...form(),
      naturalId: leaflet.naturalId,
      additionalInfo: 'Edited',
      socialMedia: [{ platform: 'TIKTOK', url: 'https://tiktok.com/@shop/2' }],
      replaceValidityText: 'EMPTY',
      zipCodes: ['00-950'],
    };
    await gql(url, 'mutation($id: ID!) { acquireRecordLock(resource: leaflets, id: $id) { holder } }', { cookie: editor, variables: { id: leaflet.id } });
    const refused = await gql(url, UPDATE, { cookie: admin, variables: { id: leaflet.id, version: leaflet.version, input } });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'LOCKED', lock: { holder: 'editor' } });
    const saved = await gql<{ updateLeaflet: Record<string, unknown> }>(url, UPDATE, { cookie: editor, variables: { id: leaflet.id, version: leaflet.version, input } });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateLeaflet).toMatchObject({
      additionalInfo: 'Edited',
      socialMedia: [{ platform: 'TIKTOK', url: 'https://tiktok.com/@shop/2' }],
      replaceValidityText: 'EMPTY',
      updatedBy: 'editor',
    });
    await gql(url, 'mutation($id: ID!) { releaseRecordLock(resource: leaflets, id: $id) }', { cookie: editor, variables: { id: leaflet.id } });
  });
});

describe('archive and history', () => {
  it('restores a deleted leaflet as IMPORTED, announces RESTORED and shows the history in the kit\'s shape', async () => {
    const leaflet = await created();
    const deleted = await gql(url, 'mutation($id: ID!) { deleteLeaflet(id: $id) }', { cookie: editor, variables: { id: leaflet.id } });
    expect(deleted.errors).toBeUndefined();
    const archived = await gql<{ archivedLeaflets: { items: { id: string }[] } }>(
      url,
      'query($storeId: ID!) { archivedLeaflets(filter: { storeId: $storeId }, limit: 200) { items { id } total } }',
      { cookie: editor, variables: { storeId } },
    );
    expect(archived.data?.archivedLeaflets.items.map((l) => l.id)).toContain(leaflet.id);

    const stream = subscribe<{ leafletChanged: { kind: string; leaflet: { status: string } } }>(
      socket(admin),
      'subscription($id: ID!) { leafletChanged(id: $id) { kind leaflet { status } } }',
      { id: leaflet.id },
    );
    const told = nextMatching(stream, (data) => data.leafletChanged.kind === 'RESTORED');
    await bus.whenSubscribed(`leaflet:${leaflet.id}`, 1);
    const restored = await gql<{ restoreLeaflet: { status: string } }>(url, 'mutation($id: ID!) { restoreLeaflet(id: $id) { status } }', {
      cookie: editor,
      variables: { id: leaflet.id },
    });
    expect(restored.data?.restoreLeaflet.status).toBe('IMPORTED');
    expect((await told).leafletChanged.leaflet.status).toBe('IMPORTED');
    await stream.return?.();

    const again = await gql(url, 'mutation($id: ID!) { restoreLeaflet(id: $id) { status } }', { cookie: editor, variables: { id: leaflet.id } });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'NOT_ARCHIVED' });

    const history = await gql<{ leafletHistory: { total: number; items: { action: string; actor: string | null; version: number; changes: { field: string; before: string | null; after: string | null }[] }[] } }>(
      url,
      'query($id: ID!) { leafletHistory(id: $id) { total items { id at action actor version changes { field before after } } } }',
      { cookie: editor, variables: { id: leaflet.id } },
    );
    expect(history.errors).toBeUndefined();
    const items = history.data?.leafletHistory.items ?? [];
    expect(items.map((item) => item.action)).toEqual(['RESTORED', 'DELETED', 'CREATED']);
    expect(items[0]).toMatchObject({ actor: 'editor', changes: expect.arrayContaining([{ field: 'status', before: '"DELETED"', after: '"IMPORTED"' }]) as unknown });
    expect(items[2]?.actor).toBe('admin');
  });
});
