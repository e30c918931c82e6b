import { SaxesParser } from 'saxes';
import { orderForPlatform } from '@flyerdesk/domain/ordering';
import { PLATFORM_KEYS, PRIORITY_FIELD, VISIBILITY_FIELD } from '@flyerdesk/domain/platforms';
import { startTestApi, START_TIMEOUT_MS, type TestApi, bodyOf } from '../../test/testApi';
import type { Leaflet } from '../leaflets/model';
import type { OrderingVersion } from '../ordering/model';
import { readPublicationVersion, type PendingPublication, type PublicationResult } from './service';

let api: TestApi;
let storeId: string;

beforeAll(async () => {
  api = await startTestApi();
  const stores = (await api.http.get('/api/stores').set(await api.auth('admin'))).body as { id: string }[];
  storeId = stores[0]?.id ?? '';
}, START_TIMEOUT_MS);

afterAll(async () => {
  await api?.close();
});

const MINUTE = 60_000;

function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

let counter = 0;
async function createReady(extra: Record<string, unknown> = {}): Promise<Leaflet> {
  counter += 1;
  const res = await api.http
    .post(`/api/stores/${storeId}/leaflets`)
    .set(await api.auth('admin'))
    .send({
      naturalId: `publication-${counter}-${Date.now().toString(36)}`,
      status: 'READY_FOR_ACTIVATION',
      validFrom: day(0),
      validTo: day(7),
      publishDate: new Date(Date.now() + 86_400_000).toISOString(),
      pageCount: 4,
      ...extra,
    });
  expect(res.status).toBe(201);
  return res.body as Leaflet;
}

async function setPublishDate(id: string, publishDate: Date): Promise<void> {
  const res = await api.http.patch(`/api/leaflets/${id}`).set(await api.auth('admin')).send({ publishDate: publishDate.toISOString() });
  expect(res.status).toBe(200);
}

async function pending(user = 'admin'): Promise<PendingPublication> {
  const res = await api.http.get('/api/publication/pending').set(await api.auth(user));
  expect(res.status).toBe(200);
  return res.body as PendingPublication;
}

async function publicationVersion(): Promise<number> {
  const res = await api.http.get('/api/publication/version').set(await api.auth('admin'));
  expect(res.status).toBe(200);
  return bodyOf(res).version as number;
}

async function orderingVersions(): Promise<Record<string, number>> {
  const res = await api.http.get('/api/ordering/versions').set(await api.auth('admin'));
  return Object.fromEntries((res.body as OrderingVersion[]).map((v) => [v.platform, v.version]));
}

interface FeedEntry {
  attributes: Record<string, string>;
  title: string;
}

/** Parses the feed with a strict XML parser (any well-formedness error throws). */
function parseFeed(xml: string): { root: Record<string, string>; leaflets: FeedEntry[] } {
  const parser = new SaxesParser();
  let root: Record<string, string> = {};
  const leaflets: FeedEntry[] = [];
  let inTitle = false;
  let failure: Error | undefined;
  parser.on('error', (err) => {
    failure ??= err;
  });
  parser.on('opentag', (tag) => {
    const attributes = { ...(tag.attributes as Record<string, string>) };
    if (tag.name === 'leaflets') root = attributes;
    if (tag.name === 'leaflet') leaflets.push({ attributes, title: '' });
    inTitle = tag.name === 'title';
  });
  parser.on('text', (text) => {
    const current = leaflets[leaflets.length - 1];
    if (inTitle && current) current.title += text;
  });
  parser.on('closetag', () => {
    inTitle = false;
  });
  parser.write(xml).close();
  if (failure) throw failure;
  return { root, leaflets };
}

describe('pending publication', () => {
  it('lists the demo leaflets awaiting activation and deactivation', async () => {
    const lists = await pending();
    expect(lists.toActivate.length).toBeGreaterThan(0);
    for (const l of lists.toActivate) {
      expect(l.status).toBe('READY_FOR_ACTIVATION');
      expect(Date.parse(l.publishDate ?? '')).toBeLessThan(Date.now() - 5 * MINUTE);
    }
    const ready = await api.db.selectFrom('leaflets').select('id').where('status', '=', 'READY_FOR_DISACTIVATION').execute();
    expect(ready.length).toBeGreaterThan(0);
    expect(lists.toDeactivate.map((l) => l.id).sort()).toEqual(ready.map((r) => r.id).sort());
  });

  it('lists a leaflet for activation only once its publish date is more than five minutes ago', async () => {
    const leaflet = await createReady();
    const listed = async () => (await pending()).toActivate.some((l) => l.id === leaflet.id);
    expect(await listed()).toBe(false);
    await setPublishDate(leaflet.id, new Date(Date.now() - 4 * MINUTE));
    expect(await listed()).toBe(false);
    await setPublishDate(leaflet.id, new Date(Date.now() - 6 * MINUTE));
    expect(await listed()).toBe(true);
  });

  it('is shown to editors but not to other roles', async () => {
    await pending('editor');
    expect((await api.http.get('/api/publication/pending').set(await api.auth('reels'))).status).toBe(403);
    expect((await api.http.get('/api/publication/pending')).status).toBe(401);
    expect((await api.http.get('/api/publication/version').set(await api.auth('editor'))).status).toBe(200);
    expect((await api.http.get('/api/publication/version').set(await api.auth('reels'))).status).toBe(403);
  });

  it("shows an editor only the pending leaflets of the shops assigned to them", async () => {
    const editor = (await api.db.selectFrom('users').select('id').where('username', '=', 'editor').executeTakeFirstOrThrow()).id;
    const assigned = new Set((await api.db.selectFrom('store_editors').select('store_id').where('user_id', '=', editor).execute()).map((r) => r.store_id));
    const everyone = await pending('admin');
    const all = [...everyone.toActivate, ...everyone.toDeactivate];
    // The demo has pending leaflets both in the editor's shops and in others.
    expect(all.some((l) => assigned.has(l.storeId))).toBe(true);
    expect(all.some((l) => !assigned.has(l.storeId))).toBe(true);
    const theirs = await pending('editor');
    expect([...theirs.toActivate, ...theirs.toDeactivate].every((l) => assigned.has(l.storeId))).toBe(true);
    expect(theirs.toActivate.map((l) => l.id)).toEqual(everyone.toActivate.filter((l) => assigned.has(l.storeId)).map((l) => l.id));
    expect(theirs.toDeactivate.map((l) => l.id)).toEqual(everyone.toDeactivate.filter((l) => assigned.has(l.storeId)).map((l) => l.id));
  });

  it('has a version that moves with status writes but not with edits of leaflets off the lists', async () => {
    const v0 = await publicationVersion();
    const leaflet = await createReady();
    const v1 = await publicationVersion();
    expect(v1).toBeGreaterThan(v0);
    await api.http.patch(`/api/leaflets/${leaflet.id}`).set(await api.auth('admin')).send({ status: 'INACTIVE' }).expect(200);
    const v2 = await publicationVersion();
    expect(v2).toBeGreaterThan(v1);
    await api.http.patch(`/api/leaflets/${leaflet.id}`).set(await api.auth('admin')).send({ additionalInfo: 'Nothing to publish' }).expect(200);
    expect(await publicationVersion()).toBe(v2);
  });
});

describe('publishing', () => {
  let special: Leaflet;

  it('is for administrators only', async () => {
    expect((await api.http.post('/api/publication/publish').set(await api.auth('editor'))).status).toBe(403);
  });

  it('activates and deactivates the pending leaflets in one go and moves the versions', async () => {
    special = await createReady({ additionalInfo: 'Kawa & <herbata> "taniej"', androidPriority: null });
    await setPublishDate(special.id, new Date(Date.now() - 10 * MINUTE));
    const before = await pending();
    expect(before.toActivate.map((l) => l.id)).toContain(special.id);
    const orderingBefore = await orderingVersions();
    const publicationBefore = await publicationVersion();

    const res = await api.http.post('/api/publication/publish').set(await api.auth('admin'));
    expect(res.status).toBe(200);
    const result = res.body as PublicationResult;
    expect(result).toEqual({
      activated: before.toActivate.length,
      deactivated: before.toDeactivate.length,
      publishedAt: expect.any(String) as unknown,
      publicationId: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
    });

    const headers = await api.auth('admin');
    for (const was of before.toActivate) {
      const now = (await api.http.get(`/api/leaflets/${was.id}`).set(headers)).body as Leaflet;
      expect(now).toMatchObject({ status: 'ACTIVE', activateReadyStatusAt: was.activateReadyStatusAt, version: was.version + 1, updatedBy: 'admin' });
    }
    for (const was of before.toDeactivate) {
      const now = (await api.http.get(`/api/leaflets/${was.id}`).set(headers)).body as Leaflet;
      expect(now).toMatchObject({ status: 'INACTIVE', updatedBy: 'admin' });
      for (const platform of PLATFORM_KEYS) expect(now[PRIORITY_FIELD[platform]]).toBeNull();
    }
    const history = await api.http.get(`/api/history/leaflets/${special.id}`).set(headers);
    expect((history.body as { by: string; changes: Record<string, unknown> }[])[0]).toMatchObject({
      by: 'admin',
      changes: { status: ['READY_FOR_ACTIVATION', 'ACTIVE'] },
    });

    expect(await pending()).toEqual({ toActivate: [], toDeactivate: [] });
    const orderingAfter = await orderingVersions();
    for (const platform of [...PLATFORM_KEYS, 'all']) expect(orderingAfter[platform]).toBe((orderingBefore[platform] ?? 0) + 1);
    expect(await publicationVersion()).toBeGreaterThan(publicationBefore);
    const recorded = await api.db.selectFrom('publications').selectAll().where('id', '=', result.publicationId).executeTakeFirstOrThrow();
    expect(recorded).toMatchObject({ published_by: 'admin', activated: result.activated, deactivated: result.deactivated });
  });

  it('changes nothing when nothing is pending', async () => {
    const orderingBefore = await orderingVersions();
    const publicationBefore = await publicationVersion();
    const res = await api.http.post('/api/publication/publish').set(await api.auth('root'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ activated: 0, deactivated: 0 });
    expect(await orderingVersions()).toEqual(orderingBefore);
    expect(await publicationVersion()).toBe(publicationBefore);
  });

  it('publishes the live leaflets of a platform as well-formed XML in the platform order', async () => {
    const res = await api.http.get('/feed/android.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const feed = parseFeed(res.text);

    const list = await api.http.get('/api/leaflets?predefinedFilter=LEAFLET_XML_ORDERING&status=ACTIVE,READY_FOR_DISACTIVATION').set(await api.auth('admin'));
    const live = (list.body as { content: Leaflet[] }).content.filter((l) => l[VISIBILITY_FIELD.android]);
    const expected = orderForPlatform(
      live.map((l) => ({ id: l.id, createdAt: l.createdAt, refreshedAt: l.refreshedAt, priorities: { android: l.androidPriority }, leaflet: l })),
      'android',
    );
    expect(feed.root).toMatchObject({ platform: 'android', count: String(expected.length) });
    expect(Number.isNaN(Date.parse(feed.root.generatedAt ?? ''))).toBe(false);
    expect(feed.leaflets.map((l) => l.attributes.id)).toEqual(expected.map((l) => l.id));
    expect(feed.leaflets.map((l) => l.attributes.position)).toEqual(expected.map((_, i) => String(i + 1)));
    for (const [index, entry] of feed.leaflets.entries()) {
      const source = expected[index]?.leaflet;
      expect(entry.attributes).toMatchObject({ naturalId: source?.naturalId, storeId: source?.storeId });
      if (source?.androidPriority) expect(entry.attributes.priority).toBe(String(source.androidPriority));
      else expect(entry.attributes.priority).toBeUndefined();
    }
    expect(feed.leaflets.find((l) => l.attributes.id === special.id)?.title).toBe('Kawa & <herbata> "taniej"');
  });

  it('answers 404 for a feed of an unknown platform', async () => {
    expect((await api.http.get('/feed/tv.xml')).status).toBe(404);
    expect((await api.http.get('/feed/all.xml')).status).toBe(404);
  });
});

describe('publication version over time', () => {
  it('moves when a ready leaflet passes the five-minute threshold without any write', async () => {
    const publishAt = new Date(Date.now() + 60 * MINUTE);
    const leaflet = await createReady();
    await setPublishDate(leaflet.id, publishAt);
    const before = await readPublicationVersion(api.db, publishAt);
    const passed = new Date(publishAt.getTime() + 6 * MINUTE);
    const after = await readPublicationVersion(api.db, passed);
    expect(after.version).toBeGreaterThan(before.version);
    expect(await readPublicationVersion(api.db, passed)).toEqual(after);
  });
});
