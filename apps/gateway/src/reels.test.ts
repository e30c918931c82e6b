/**
 * Reels and their channels through the gateway against the real api: publishing a reel reaches every
 * subscriber allowed to see its channel as an event carrying the record with its new status; an
 * EDITOR_REELS subscriber never hears of channels not assigned to them (nor of their reels); the form's
 * rules are refused with BAD_USER_INPUT naming each field before anything goes upstream; the media and
 * logo uploads go through the gateway's routes; edit locks hold like in every other record of the kit.
 */
import request from 'supertest';
import type { Client } from 'graphql-ws';
import { DEMO_PASSWORD } from '../../api/src/seed/demo';
import { DEMO_REEL_CHANNELS } from '../../api/src/seed/demoReels';
import { gql, signIn } from './test-support/graphqlClient';
import { ObservedEventBus } from './test-support/observedBus';
import { startStack, type Stack } from './test-support/stack';
import { waitFor } from './test-support/waitFor';
import { connectWs } from './test-support/wsClient';
import { recording, type Recording } from './test-support/recording';

const POLL_MS = 50;

const bus = new ObservedEventBus();
const clients: Client[] = [];
let stack: Stack;
let url: string;
let wsUrl: string;
let admin: string;
let reelsUser: string;
let channelIds: Record<string, string>;

const REEL_FIELDS = 'id channelId naturalId status mediaURL mediaType expiry version visibilityStartDate';
const CHANNEL_FIELDS = 'id naturalId name editors version';

interface ReelData {
  id: string;
  channelId: string;
  naturalId: string;
  status: string;
  mediaURL: string;
  mediaType: string;
  expiry: string;
  version: number;
}

interface ChangeData<R> {
  seq: number;
  action: string;
  actor: string | null;
  clientMutationId: string | null;
  record: R;
}

type ReelEvent = { reelsChanged: ChangeData<ReelData> };
type ChannelEvent = { reelChannelsChanged: ChangeData<{ id: string; name: string; editors: string[] }> };

const CREATE = `mutation($input: ReelInput!, $cmid: String) { createReel(input: $input, clientMutationId: $cmid) { ${REEL_FIELDS} } }`;
const PUBLISH = `mutation($id: ID!, $version: Int, $cmid: String) { publishReel(id: $id, version: $version, clientMutationId: $cmid) { ${REEL_FIELDS} } }`;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();


/** The events of one subscription of one signed-in user, from now on (once the gateway listens). */
async function events<T>(cookie: string, query: string, topic: string): Promise<Recording<T>> {
  const before = bus.listeners(topic);
  const { client } = connectWs(wsUrl, { Cookie: cookie });
  clients.push(client);
  const recorded = recording(client.iterate<T>({ query }));
  await bus.whenSubscribed(topic, before + 1);
  return recorded;
}

const reelEvents = (cookie: string) => events<ReelEvent>(cookie, `subscription { reelsChanged { seq action actor clientMutationId record { ${REEL_FIELDS} } } }`, 'records:reels');
const channelEvents = (cookie: string) =>
  events<ChannelEvent>(cookie, 'subscription { reelChannelsChanged { seq action actor clientMutationId record { id name editors } } }', 'records:reelChannels');

async function uploadMedia(cookie: string, file: Buffer, filename: string) {
  return request(url).post('/upload/reels/media').set('Cookie', cookie).set('X-Flyerdesk-Upload', '1').attach('file', file, filename);
}

let mediaUrl: string | undefined;
async function media(): Promise<string> {
  if (!mediaUrl) {
    const res = await uploadMedia(reelsUser, PNG, 'cover.png');
    mediaUrl = String((res.body as { url: string }).url);
  }
  return mediaUrl;
}

let counter = 0;
async function reelInput(channel: string, overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    channelId: channel,
    naturalId: `gw-reel-${counter}-${Date.now()}`,
    mediaURL: await media(),
    mediaType: 'IMAGE',
    visibilityTime: 10,
    status: 'DRAFT',
    visibilityStartDate: inDays(1),
    visibilityEndDate: inDays(6),
    publishDate: inDays(1),
    showOn: ['android', 'ios'],
    actionType: 'LEAFLET_PAGE',
    leafletId: 'biedronka-23-11-26-29-11-26-ab1cd',
    standardPageNumber: 2,
    ...overrides,
  };
}

async function createReel(cookie: string, channel: string, overrides: Record<string, unknown> = {}): Promise<ReelData> {
  const res = await gql<{ createReel: ReelData }>(url, CREATE, { cookie, variables: { input: await reelInput(channel, overrides) } });
  if (!res.data?.createReel) throw new Error(`create refused: ${JSON.stringify(res.errors)}`);
  return res.data.createReel;
}

const of = (id: string, status?: string) => (event: ReelEvent) => event.reelsChanged.record.id === id && (status === undefined || event.reelsChanged.record.status === status);

/** Upstream calls made since `from` that touch reels. */
function reelCallsSince(from: number): string[] {
  return stack.proxy.calls.slice(from).filter((call) => call.includes('/api/reels'));
}

let adminEvents: Recording<ReelEvent>;

beforeAll(async () => {
  stack = await startStack({ events: bus, changesPollMs: POLL_MS });
  url = stack.gateway.url;
  wsUrl = `${url.replace(/^http/, 'ws')}/graphql`;
  [admin, reelsUser] = await Promise.all([signIn(url, 'admin'), signIn(url, 'reels', DEMO_PASSWORD)]);
  const listed = await gql<{ reelChannels: { items: { id: string; naturalId: string }[] } }>(url, '{ reelChannels(page: { limit: 100 }) { items { id naturalId } } }', { cookie: admin });
  channelIds = Object.fromEntries((listed.data?.reelChannels.items ?? []).map((c) => [c.naturalId, c.id]));
  adminEvents = await reelEvents(admin);
  await waitFor(() => stack.proxy.count(/^GET \/api\/changes/) >= 2, 'the change feed baseline');
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.dispose();
  await stack?.close();
  await bus.close();
});

const mine = () => channelIds[DEMO_REEL_CHANNELS[0].naturalId] ?? '';
const notMine = () => channelIds[DEMO_REEL_CHANNELS[2].naturalId] ?? '';

describe('publishing a reel', () => {
  it('reaches another subscriber as an event carrying the record with its new status', async () => {
    const reel = await createReel(reelsUser, mine());
    expect(reel).toMatchObject({ status: 'DRAFT', mediaType: 'IMAGE', expiry: 'CURRENT' });
    const created = await adminEvents.find(of(reel.id));
    expect(created.reelsChanged).toMatchObject({ action: 'CREATED', actor: 'reels' });

    const res = await gql<{ publishReel: ReelData }>(url, PUBLISH, { cookie: reelsUser, variables: { id: reel.id, version: reel.version, cmid: 'publish-1' } });
    expect(res.errors).toBeUndefined();
    expect(res.data?.publishReel).toMatchObject({ status: 'PUBLISHED', version: reel.version + 1 });
    const published = await adminEvents.find(of(reel.id, 'PUBLISHED'));
    expect(published.reelsChanged).toMatchObject({ action: 'UPDATED', actor: 'reels', clientMutationId: 'publish-1', record: { status: 'PUBLISHED', version: reel.version + 1, naturalId: reel.naturalId } });

    const again = await gql(url, PUBLISH, { cookie: reelsUser, variables: { id: reel.id } });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'REEL_STATUS' });
  });

  it('is refused with LOCKED while someone else edits the reel', async () => {
    const reel = await createReel(reelsUser, mine());
    const lock = await gql(url, 'mutation($id: ID!) { acquireRecordLock(resource: reels, id: $id) { holder } }', { cookie: admin, variables: { id: reel.id } });
    expect(lock.errors).toBeUndefined();
    const res = await gql(url, PUBLISH, { cookie: reelsUser, variables: { id: reel.id } });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'LOCKED', lock: { holder: 'admin' } });
    await gql(url, 'mutation($id: ID!) { releaseRecordLock(resource: reels, id: $id) }', { cookie: admin, variables: { id: reel.id } });
  });
});

describe('an EDITOR_REELS subscriber', () => {
  it('gets no events of reels of channels not assigned to them', async () => {
    const theirs = await reelEvents(reelsUser);
    const hidden = await createReel(admin, notMine());
    await gql(url, PUBLISH, { cookie: admin, variables: { id: hidden.id } });
    await adminEvents.find(of(hidden.id, 'PUBLISHED'));
    // Then one of their channel: every event of the first was published before this one's.
    const shown = await createReel(admin, mine());
    await gql(url, PUBLISH, { cookie: admin, variables: { id: shown.id } });
    await theirs.find(of(shown.id, 'PUBLISHED'));
    expect(theirs.seen.filter(of(hidden.id))).toEqual([]);
    expect(theirs.seen.filter(of(shown.id)).map((e) => e.reelsChanged.record.status)).toEqual(['DRAFT', 'PUBLISHED']);
    // The list and the record of that channel are not theirs either.
    const list = await gql<{ reels: { items: { id: string }[] } }>(url, '{ reels(page: { limit: 500 }) { items { id } } }', { cookie: reelsUser });
    expect(list.data?.reels.items.map((r) => r.id)).not.toContain(hidden.id);
    const read = await gql(url, 'query($id: ID!) { reel(id: $id) { id } }', { cookie: reelsUser, variables: { id: hidden.id } });
    expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('gets no events of channels not assigned to them', async () => {
    const theirs = await channelEvents(reelsUser);
    const adminChannels = await channelEvents(admin);
    const update = `mutation($id: ID!, $version: Int!, $input: ReelChannelInput!) { updateReelChannel(id: $id, version: $version, input: $input) { ${CHANNEL_FIELDS} } }`;
    const read = async (id: string) =>
      (await gql<{ reelChannel: { id: string; naturalId: string; name: string; version: number } }>(url, 'query($id: ID!) { reelChannel(id: $id) { id naturalId name version } }', { cookie: admin, variables: { id } })).data?.reelChannel;
    const other = await read(notMine());
    const own = await read(mine());
    if (!other || !own) throw new Error('demo channels missing');
    await gql(url, update, { cookie: admin, variables: { id: other.id, version: other.version, input: { naturalId: other.naturalId, name: `${other.name} (nowa nazwa)` } } });
    await adminChannels.find((e) => e.reelChannelsChanged.record.id === other.id);
    await gql(url, update, { cookie: admin, variables: { id: own.id, version: own.version, input: { naturalId: own.naturalId, name: `${own.name} ✓` } } });
    await theirs.find((e) => e.reelChannelsChanged.record.id === own.id);
    expect(theirs.seen.filter((e) => e.reelChannelsChanged.record.id === other.id)).toEqual([]);
  });
});

describe('the reel form', () => {
  it('refuses invalid input with BAD_USER_INPUT naming each field, before anything goes upstream', async () => {
    const from = stack.proxy.calls.length;
    const res = await gql(url, CREATE, {
      cookie: reelsUser,
      variables: { input: await reelInput(mine(), { leafletId: 'biedronka-2026', visibilityTime: 0, visibilityEndDate: inDays(0.5), showOn: [] }) },
    });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const fields = (res.errors?.[0]?.extensions?.invalidFields ?? []) as { field: string; key: string }[];
    expect(fields.map((f) => [f.field, f.key]).sort()).toEqual(
      [
        ['leafletId', 'validation.leafletNaturalId'],
        ['showOn', 'validation.platformRequired'],
        ['visibilityEndDate', 'validation.validToBeforeValidFrom'],
        ['visibilityTime', 'validation.naturalNumber'],
      ].sort(),
    );
    expect(reelCallsSince(from)).toEqual([]);
  });

  it('keeps a start the reel already has, and refuses an edit into the past with no write upstream', async () => {
    const list = await gql<{ reels: { items: (ReelData & Record<string, unknown>)[] } }>(
      url,
      `{ reels(page: { limit: 100 }, filter: { status: PUBLISHED, expiry: CURRENT }) { items { ${REEL_FIELDS} visibilityEndDate publishDate visibilityTime showOn actionType leafletId insertNumber standardPageNumber url productName } } }`,
      { cookie: admin },
    );
    const running = list.data?.reels.items.find((r) => String(r.visibilityStartDate) < inDays(-1));
    if (!running) throw new Error('the demo data has a published reel that started days ago');
    const { id, version, expiry: _expiry, ...rest } = running;
    const input = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== null));
    const update = `mutation($id: ID!, $version: Int!, $input: ReelInput!) { updateReel(id: $id, version: $version, input: $input) { ${REEL_FIELDS} } }`;
    const kept = await gql<{ updateReel: ReelData }>(url, update, { cookie: admin, variables: { id, version, input } });
    expect(kept.errors).toBeUndefined();
    const from = stack.proxy.calls.length;
    const moved = await gql(url, update, { cookie: admin, variables: { id, version: version + 1, input: { ...input, visibilityStartDate: inDays(-20) } } });
    expect(moved.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', invalidFields: [expect.objectContaining({ field: 'visibilityStartDate', key: 'validation.startDatePast' })] });
    expect(reelCallsSince(from).filter((call) => call.startsWith('PUT'))).toEqual([]);
  });

  it('lists expired reels only without the CURRENT filter', async () => {
    const query = (filter: string) =>
      gql<{ reels: { items: { expiry: string }[] } }>(url, `{ reels(page: { limit: 500 }${filter}) { items { expiry } } }`, { cookie: admin });
    const current = await query(', filter: { expiry: CURRENT }');
    expect(current.data?.reels.items.every((r) => r.expiry === 'CURRENT')).toBe(true);
    const expired = await query(', filter: { expiry: EXPIRED }');
    expect(expired.data?.reels.items.length).toBeGreaterThanOrEqual(2);
    expect(expired.data?.reels.items.every((r) => r.expiry === 'EXPIRED')).toBe(true);
    const all = await query('');
    expect(all.data?.reels.items.length).toBe((current.data?.reels.items.length ?? 0) + (expired.data?.reels.items.length ?? 0));
  });
});

describe('uploads', () => {
  it('takes a reel image or video by its bytes: a PNG named .mp4 is an IMAGE, random bytes are refused', async () => {
    const png = await uploadMedia(reelsUser, PNG, 'clip.mp4');
    expect(png.status).toBe(201);
    expect(png.body).toMatchObject({ mediaType: 'IMAGE', url: expect.stringMatching(/^\/files\/reels\/.+\.png$/) as unknown });
    const served = await request(url).get(String((png.body as { url: string }).url));
    expect([served.status, served.headers['content-type']]).toEqual([200, 'image/png']);
    const random = await uploadMedia(reelsUser, Buffer.from(Array.from({ length: 200 }, (_, i) => (i * 31 + 7) % 256)), 'clip.mp4');
    expect(random.status).toBe(400);
    expect(random.body).toMatchObject({ code: 'INVALID_REQUEST', invalidFields: [expect.objectContaining({ field: 'file', key: 'validation.reelMedia' })] });
    const editor = await signIn(url, 'editor');
    expect((await uploadMedia(editor, PNG, 'a.png')).status).toBe(403);
  });

  it("stores a channel's logo through the upload route and tells the channel list", async () => {
    const theirs = await channelEvents(reelsUser);
    const res = await request(url)
      .post(`/upload/reelChannels/${mine()}/logo`)
      .set('Cookie', reelsUser)
      .set('X-Flyerdesk-Upload', '1')
      .attach('file', PNG, { filename: 'logo.png', contentType: 'image/png' });
    expect(res.status).toBe(200);
    const body = res.body as { id: string; logoUrl: string; version: number };
    expect(body.logoUrl).toMatch(/^\/files\/logos\/.+\.png$/);
    const event = await theirs.find((e) => e.reelChannelsChanged.record.id === mine() && e.reelChannelsChanged.action === 'UPDATED');
    expect(event.reelChannelsChanged.actor).toBe('reels');
    const refused = await request(url)
      .post(`/upload/reelChannels/${notMine()}/logo`)
      .set('Cookie', reelsUser)
      .set('X-Flyerdesk-Upload', '1')
      .attach('file', PNG, { filename: 'logo.png', contentType: 'image/png' });
    expect(refused.status).toBe(403);
  });
});
