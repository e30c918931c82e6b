import { LEAFLET_STATUSES } from '@flyerdesk/domain/leafletStatus';
import { PLATFORM_KEYS } from '@flyerdesk/domain/platforms';
import { startTestApi, START_TIMEOUT_MS, type TestApi, bodyOf, listOf } from '../../test/testApi';
import { a4Pdf } from '../cutting/testPdfs';
import { waitFor } from '../jobs/testing';
import type { Leaflet } from './model';

interface Page {
  content: Leaflet[];
  totalElements: number;
  page: number;
  size: number;
}

interface StoreSummary {
  id: string;
  name: string;
  editors: string[];
}

let api: TestApi;
let stores: StoreSummary[];
let editorStore: StoreSummary;
let otherStore: StoreSummary;

beforeAll(async () => {
  api = await startTestApi();
  stores = (await api.http.get('/api/stores').set(await api.auth('admin'))).body as StoreSummary[];
  const assigned = stores.find((s) => s.editors.includes('editor'));
  const unassigned = stores.find((s) => !s.editors.includes('editor'));
  if (!assigned || !unassigned) throw new Error('demo data lacks shops');
  editorStore = assigned;
  otherStore = unassigned;
}, START_TIMEOUT_MS);

afterAll(async () => {
  await api?.close();
});

function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

let counter = 0;
function newLeaflet(extra: Record<string, unknown> = {}) {
  counter += 1;
  return {
    naturalId: `test-${counter}-${Date.now().toString(36)}`,
    status: 'INACTIVE',
    validFrom: day(1),
    validTo: day(8),
    publishDate: new Date(Date.now() + 86_400_000).toISOString(),
    additionalInfo: `Test leaflet ${counter}`,
    pageCount: 6,
    ...extra,
  };
}

async function list(query: string, user = 'admin'): Promise<Page> {
  const res = await api.http.get(`/api/leaflets?${query}`).set(await api.auth(user));
  expect(res.status).toBe(200);
  return res.body as Page;
}

async function create(storeId: string, body: Record<string, unknown>, user = 'admin') {
  return api.http.post(`/api/stores/${storeId}/leaflets`).set(await api.auth(user)).send(body);
}

describe('demo data', () => {
  it('has at least 20 shops and 300 leaflets over every status and platform', async () => {
    expect(stores.length).toBeGreaterThanOrEqual(20);
    const rows = await api.db.selectFrom('leaflets').selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(300);
    // IMPORTED leaflets only come from restoring deleted ones.
    for (const status of LEAFLET_STATUSES.filter((s) => s !== 'IMPORTED')) expect(rows.some((r) => r.status === status)).toBe(true);
    for (const platform of PLATFORM_KEYS) {
      const column = `${platform}_priority` as const;
      const held = rows.filter((r) => r.status !== 'DELETED' && r[column] !== null).map((r) => r[column]);
      expect(held.length).toBeGreaterThan(0);
      expect(new Set(held).size).toBe(held.length);
    }
    for (const row of rows) {
      expect(row.page_count).toBeGreaterThanOrEqual(4);
      expect(row.page_count).toBeLessThanOrEqual(24);
      expect(row.natural_id).toMatch(/^[a-z0-9-]+-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}-[a-z0-9]{5}$/);
    }
  });
});

describe('lists', () => {
  it('lists the dashboard page by page, newest first, without deleted leaflets', async () => {
    const first = await list('predefinedFilter=LEAFLET_DASHBOARD&page=0&size=20');
    expect(first.content).toHaveLength(20);
    expect(first).toMatchObject({ page: 0, size: 20 });
    expect(first.content.some((l) => l.status === 'DELETED')).toBe(false);
    const created = first.content.map((l) => l.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const second = await list('predefinedFilter=LEAFLET_DASHBOARD&page=1&size=20');
    expect(second.totalElements).toBe(first.totalElements);
    expect(second.content.some((l) => first.content.some((f) => f.id === l.id))).toBe(false);
  });

  it('filters by status, shop and search text', async () => {
    const active = await list('status=ACTIVE,READY_FOR_DISACTIVATION&size=500');
    expect(active.content.length).toBeGreaterThan(0);
    expect(active.content.every((l) => l.status === 'ACTIVE' || l.status === 'READY_FOR_DISACTIVATION')).toBe(true);

    const ofStore = await list(`storeId=${otherStore.id}&size=500`);
    expect(ofStore.content.every((l) => l.storeId === otherStore.id)).toBe(true);

    const sample = ofStore.content[0];
    if (!sample) throw new Error('no leaflets');
    const found = await list(`search=${encodeURIComponent(sample.naturalId)}`);
    expect(found.content.map((l) => l.id)).toEqual([sample.id]);

    const bad = await api.http.get('/api/leaflets?status=SOMETHING').set(await api.auth('admin'));
    expect(bad.status).toBe(400);
  });

  it('gives every leaflet of the XML ordering statuses in one list', async () => {
    const all = await list('predefinedFilter=LEAFLET_XML_ORDERING');
    const expected = await api.db
      .selectFrom('leaflets')
      .select('id')
      .where('status', 'in', ['ACTIVE', 'READY_FOR_ACTIVATION', 'READY_FOR_DISACTIVATION'])
      .execute();
    expect(all.totalElements).toBe(expected.length);
    expect(all.content).toHaveLength(expected.length);
  });

  it('limits an editor to the leaflets of assigned shops', async () => {
    const mine = await list('size=500', 'editor');
    const assigned = new Set(stores.filter((s) => s.editors.includes('editor')).map((s) => s.id));
    expect(mine.content.length).toBeGreaterThan(0);
    expect(mine.content.every((l) => assigned.has(l.storeId))).toBe(true);
    const refused = await api.http.get(`/api/leaflets?storeId=${otherStore.id}`).set(await api.auth('editor'));
    expect(refused.status).toBe(403);
  });

  it("lists a shop's leaflets by group", async () => {
    const res = await api.http.get(`/api/stores/${otherStore.id}/leaflets?type=ACTIVE`).set(await api.auth('admin'));
    expect(res.status).toBe(200);
    expect((res.body as Leaflet[]).every((l) => l.status === 'ACTIVE' || l.status === 'READY_FOR_DISACTIVATION')).toBe(true);
  });
});

describe('one leaflet', () => {
  it('gives the leaflet with ETag, its pages and its details', async () => {
    const [leaflet] = (await list(`storeId=${otherStore.id}&size=1`)).content;
    if (!leaflet) throw new Error('no leaflet');
    const headers = await api.auth('admin');
    const one = await api.http.get(`/api/leaflets/${leaflet.id}`).set(headers);
    expect(one.headers.etag).toBe(`"${leaflet.version}"`);
    expect(one.body).toEqual(leaflet);

    const images = await api.http.get(`/api/leaflets/${leaflet.id}/images`).set(headers);
    expect(images.body).toHaveLength(leaflet.pageCount);
    expect(listOf(images)[0]).toEqual({
      pageNumber: 1,
      url: `/files/leaflets/${leaflet.id}/pages/1.svg`,
      thumbnailUrl: `/files/leaflets/${leaflet.id}/thumbnails/1.svg`,
    });

    const details = await api.http.get(`/api/leaflets/${leaflet.id}/details`).set(headers);
    expect(details.body).toMatchObject({ id: leaflet.id, store: { id: otherStore.id, name: otherStore.name } });
    expect(bodyOf(details).images).toHaveLength(leaflet.pageCount);

    const page = await fetch(`${api.url}/files/leaflets/${leaflet.id}/pages/2.svg`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const svg = await page.text();
    expect(svg).toContain(otherStore.name);
    expect(svg).toContain('Page 2');
    expect(svg).toContain(`2 / ${leaflet.pageCount}`);
    expect(await (await fetch(`${api.url}/files/leaflets/${leaflet.id}/pages/2.svg`)).text()).toBe(svg);
    expect((await fetch(`${api.url}/files/leaflets/${leaflet.id}/pages/${leaflet.pageCount + 1}.svg`)).status).toBe(404);
  });

  it('answers 404 for an unknown leaflet and 403 for a leaflet of a shop not assigned', async () => {
    const unknown = await api.http.get('/api/leaflets/00000000-0000-4000-8000-000000000000').set(await api.auth('admin'));
    expect(unknown.status).toBe(404);
    const [leaflet] = (await list(`storeId=${otherStore.id}&size=1`)).content;
    const refused = await api.http.get(`/api/leaflets/${leaflet?.id ?? ''}`).set(await api.auth('editor'));
    expect(refused.status).toBe(403);
  });
});

describe('creating leaflets', () => {
  it('creates a leaflet from JSON, records who did it and its history', async () => {
    const body = newLeaflet({ status: 'READY_FOR_ACTIVATION' });
    const res = await create(editorStore.id, body, 'editor');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      naturalId: body.naturalId,
      storeId: editorStore.id,
      status: 'READY_FOR_ACTIVATION',
      createdBy: 'editor',
      pageCount: 6,
      version: 1,
      androidPriority: null,
      showOnAndroid: true,
    });
    expect(bodyOf(res).activateReadyStatusAt).not.toBeNull();
    const history = await api.http.get(`/api/history/leaflets/${bodyOf(res).id as string}`).set(await api.auth('editor'));
    expect(history.body).toEqual([expect.objectContaining({ by: 'editor', version: 1 })]);
  });

  it('refuses invalid leaflets naming the fields', async () => {
    const res = await create(editorStore.id, { ...newLeaflet(), naturalId: '', validTo: day(-3), androidPriority: 1234 });
    expect(res.status).toBe(400);
    const fields = (bodyOf(res).invalidFields as { field: string; key: string }[]).map((f) => `${f.field}:${f.key}`);
    expect(fields).toEqual(
      expect.arrayContaining(['naturalId:validation.required', 'validTo:validation.validToExpired', 'androidPriority:validation.priority']),
    );
  });

  it('refuses a priority held by another leaflet with PRIORITY_TAKEN and writes nothing', async () => {
    const holder = await api.db
      .selectFrom('leaflets')
      .select(['natural_id', 'android_priority'])
      .where('status', '<>', 'DELETED')
      .where('android_priority', 'is not', null)
      .executeTakeFirstOrThrow();
    const body = newLeaflet({ androidPriority: holder.android_priority });
    const res = await create(otherStore.id, body);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'PRIORITY_TAKEN',
      message: `There is already leaflet ${holder.natural_id} with priority ${holder.android_priority} on platform android`,
      naturalId: holder.natural_id,
      priority: holder.android_priority,
      platform: 'android',
    });
    const written = await api.db.selectFrom('leaflets').select('id').where('natural_id', '=', body.naturalId).execute();
    expect(written).toHaveLength(0);
  });

  it('keeps priorities unique under simultaneous writes', async () => {
    const [a, b] = await Promise.all([
      create(otherStore.id, newLeaflet({ webPriority: 901 })),
      create(otherStore.id, newLeaflet({ webPriority: 901 })),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(bodyOf(a.status === 409 ? a : b).code).toBe('PRIORITY_TAKEN');

    const [x, y] = (await list(`storeId=${otherStore.id}&status=INACTIVE&size=2`)).content;
    if (!x || !y) throw new Error('not enough leaflets');
    const headers = await api.auth('admin');
    const [p, q] = await Promise.all([
      api.http.patch(`/api/leaflets/${x.id}`).set(headers).send({ iosPriority: 902 }),
      api.http.patch(`/api/leaflets/${y.id}`).set(headers).send({ iosPriority: 902 }),
    ]);
    expect([p.status, q.status].sort()).toEqual([200, 409]);
    const holders = await api.db.selectFrom('leaflets').select('id').where('ios_priority', '=', 902).where('status', '<>', 'DELETED').execute();
    expect(holders).toHaveLength(1);
  });

  it('moves a priority over when overwriting is asked for', async () => {
    const first = await create(otherStore.id, newLeaflet({ wpPriority: 903 }));
    expect(first.status).toBe(201);
    const second = await api.http
      .post(`/api/stores/${otherStore.id}/leaflets?overwritePriority=true`)
      .set(await api.auth('admin'))
      .send(newLeaflet({ wpPriority: 903 }));
    expect(second.status).toBe(201);
    expect(bodyOf(second).wpPriority).toBe(903);
    const previous = await api.http.get(`/api/leaflets/${bodyOf(first).id as string}`).set(await api.auth('admin'));
    expect(previous.body).toMatchObject({ wpPriority: null, version: 2 });
  });

  it('lets only administrators set priorities', async () => {
    const res = await create(editorStore.id, newLeaflet({ androidPriority: 950 }), 'editor');
    expect(res.status).toBe(403);
  });
});

describe('creating leaflets from files', () => {
  const pdf = (pages: number) =>
    Buffer.from(
      `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Count ${pages} >> endobj\n` +
        Array.from({ length: pages }, (_, i) => `${i + 3} 0 obj << /Type /Page /Parent 2 0 R >> endobj\n`).join('') +
        '%%EOF\n',
    );
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);
  const jpg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]);

  async function upload(files: { data: Buffer; name: string }[], fields: Record<string, unknown>) {
    let req = api.http.post(`/api/leaflets/${editorStore.id}/files`).set(await api.auth('editor'));
    for (const [key, value] of Object.entries(fields)) req = req.field(key, String(value));
    for (const file of files) req = req.attach('files', file.data, file.name);
    return req;
  }

  it('counts the pages of one PDF', async () => {
    const body = newLeaflet();
    const res = await upload([{ data: pdf(3), name: 'gazetka.pdf' }], { ...body, pageCount: 99 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ naturalId: body.naturalId, pageCount: 3 });
  });

  it('takes one page per image', async () => {
    const res = await upload(
      [
        { data: png, name: '1.png' },
        { data: jpg, name: '2.jpg' },
      ],
      { leaflet: JSON.stringify(newLeaflet()) },
    );
    expect(res.status).toBe(201);
    expect(bodyOf(res).pageCount).toBe(2);
  });

  it('refuses files that are not what they claim and mixed uploads', async () => {
    const fake = await upload([{ data: Buffer.from('just text'), name: 'gazetka.pdf' }], newLeaflet());
    expect(fake.status).toBe(400);
    expect(bodyOf(fake).message).toContain('Failed to process');
    const mixed = await upload(
      [
        { data: pdf(2), name: 'a.pdf' },
        { data: png, name: 'b.png' },
      ],
      newLeaflet(),
    );
    expect(mixed.status).toBe(400);
    const none = await upload([], newLeaflet());
    expect(none.status).toBe(400);
  });
});

describe('editing leaflets', () => {
  async function fresh(extra: Record<string, unknown> = {}): Promise<Leaflet> {
    const res = await create(editorStore.id, newLeaflet(extra));
    expect(res.status).toBe(201);
    return res.body as Leaflet;
  }

  it('patches only the fields sent and records the change', async () => {
    const leaflet = await fresh();
    const res = await api.http
      .patch(`/api/leaflets/${leaflet.id}`)
      .set(await api.auth('editor'))
      .set('If-Match', `"${leaflet.version}"`)
      .send({ additionalInfo: 'Nowy tytuł' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...leaflet, additionalInfo: 'Nowy tytuł', version: leaflet.version + 1, updatedAt: expect.any(String) as unknown, updatedBy: 'editor' });
    const history = await api.http.get(`/api/history/leaflets/${leaflet.id}`).set(await api.auth('editor'));
    expect(listOf(history)[0]).toMatchObject({ by: 'editor', version: 2, changes: { additionalInfo: [leaflet.additionalInfo, 'Nowy tytuł'] } });
  });

  it('refuses a stale If-Match with 412 and writes nothing', async () => {
    const leaflet = await fresh();
    const headers = await api.auth('admin');
    await api.http.patch(`/api/leaflets/${leaflet.id}`).set(headers).send({ additionalInfo: 'first' }).expect(200);
    const stale = await api.http
      .put(`/api/leaflets/${leaflet.id}?storeId=${editorStore.id}`)
      .set(headers)
      .set('If-Match', `"${leaflet.version}"`)
      .send({ ...leaflet, additionalInfo: 'second' });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ code: 'VERSION_MISMATCH', currentVersion: leaflet.version + 1 });
    const now = await api.http.get(`/api/leaflets/${leaflet.id}`).set(headers);
    expect(bodyOf(now).additionalInfo).toBe('first');
  });

  it('refuses a priority change from an editor but takes their other changes', async () => {
    const leaflet = await fresh();
    const headers = await api.auth('editor');
    const refused = await api.http.patch(`/api/leaflets/${leaflet.id}`).set(headers).send({ androidPriority: 960 });
    expect(refused.status).toBe(403);
    const full = await api.http
      .put(`/api/leaflets/${leaflet.id}`)
      .set(headers)
      .send({ ...leaflet, showOnWeb: false, androidPriority: null });
    expect(full.status).toBe(200);
    expect(bodyOf(full).showOnWeb).toBe(false);
  });

  it('offers only the status changes allowed from the current status', async () => {
    const leaflet = await fresh();
    const headers = await api.auth('admin');
    const jump = await api.http.patch(`/api/leaflets/${leaflet.id}`).set(headers).send({ status: 'ACTIVE' });
    expect(jump.status).toBe(400);
    expect(bodyOf(jump).invalidFields).toEqual([expect.objectContaining({ field: 'status', key: 'validation.status' })]);
    const ready = await api.http.patch(`/api/leaflets/${leaflet.id}`).set(headers).send({ status: 'READY_FOR_ACTIVATION' });
    expect(ready.status).toBe(200);
  });

  it('deletes into the archive and frees the priorities', async () => {
    const leaflet = await fresh({ android2Priority: 970 });
    const headers = await api.auth('admin');
    await api.http.delete(`/api/leaflets/${leaflet.id}?storeId=${editorStore.id}`).set(headers).expect(204);
    const now = await api.http.get(`/api/leaflets/${leaflet.id}`).set(headers);
    expect(now.body).toMatchObject({ status: 'DELETED', android2Priority: null });
    const archived = await api.http.get(`/api/leaflets/archived?storeId=${editorStore.id}&size=500`).set(headers);
    expect((archived.body as Page).content.map((l) => l.id)).toContain(leaflet.id);
    const taker = await create(editorStore.id, newLeaflet({ android2Priority: 970 }));
    expect(taker.status).toBe(201);
  });

  it('brings back a deleted leaflet only while it is still valid', async () => {
    const headers = await api.auth('admin');
    const current = await fresh();
    await api.http.delete(`/api/leaflets/${current.id}`).set(headers).expect(204);
    const back = await api.http.patch(`/api/leaflets/${current.id}`).set(headers).send({ status: 'READY_FOR_ACTIVATION' });
    expect(back.status).toBe(200);
    expect(bodyOf(back).status).toBe('READY_FOR_ACTIVATION');

    const expired = await api.db
      .selectFrom('leaflets')
      .select('id')
      .where('status', '=', 'DELETED')
      .where('valid_to', '<', day(-1))
      .executeTakeFirstOrThrow();
    const refused = await api.http.patch(`/api/leaflets/${expired.id}`).set(headers).send({ status: 'READY_FOR_ACTIVATION' });
    expect(refused.status).toBe(400);
    expect(bodyOf(refused).invalidFields).toEqual([expect.objectContaining({ field: 'validTo', key: 'validation.validToExpired' })]);
  });

  it('refreshes: 204, refresh date and author set, version up', async () => {
    const leaflet = await fresh();
    const res = await api.http.post(`/api/leaflets/${leaflet.id}/refresh`).set(await api.auth('editor'));
    expect(res.status).toBe(204);
    const now = await api.http.get(`/api/leaflets/${leaflet.id}`).set(await api.auth('editor'));
    expect(now.body).toMatchObject({ refreshedBy: 'editor', version: leaflet.version + 1 });
    expect(bodyOf(now).refreshedAt).not.toBeNull();
  });
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);

describe('the dialog fields (spec §3, §5)', () => {
  const social = [
    { platform: 'YOUTUBE', url: 'https://youtube.com/watch?v=1' },
    { platform: 'TIKTOK', url: 'https://tiktok.com/@shop/1' },
  ];

  it('stores every field and tells who wrote last', async () => {
    const body = newLeaflet({
      seoId: 'seo-listopad',
      longUrl: 'https://track.example.com/l?x=1',
      redirectUrl: 'www.example.pl',
      zipCodes: ['00-001'],
      socialMedia: social,
      replaceValidityText: 'EMPTY',
      hasRecipe: true,
    });
    const res = await create(editorStore.id, body, 'editor');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      seoId: 'seo-listopad',
      longUrl: 'https://track.example.com/l?x=1',
      socialMedia: social,
      replaceValidityText: 'EMPTY',
      hasRecipe: true,
      updatedBy: 'editor',
      firstPageUrl: null,
    });
    const plain = await create(editorStore.id, newLeaflet(), 'editor');
    expect(bodyOf(plain).replaceValidityText).toBe('NO_CHANGES');
  });

  it.each([
    ['naturalId', { naturalId: 'ok-1' }, { naturalId: '' }, 'naturalId', 'validation.required'],
    ['validTo', { validTo: day(3) }, { validTo: day(-2), validFrom: day(-5) }, 'validTo', 'validation.validToExpired'],
    ['validTo after validFrom', { validTo: day(3) }, { validFrom: day(5), validTo: day(3) }, 'validTo', 'validation.validToBeforeValidFrom'],
    ['publishDate', { publishDate: new Date(Date.now() + 3_600_000).toISOString() }, { publishDate: new Date(Date.now() - 3 * 86_400_000).toISOString() }, 'publishDate', 'validation.publishDatePast'],
    ['status on creation', { status: 'READY_FOR_ACTIVATION' }, { status: 'ACTIVE' }, 'status', 'validation.status'],
    ['priority', { webPriority: 0 }, { webPriority: 1000 }, 'webPriority', 'validation.priority'],
    ['social link', { socialMedia: social }, { socialMedia: [{ platform: 'YOUTUBE', url: 'no link' }] }, 'socialMedia[0].url', 'validation.url'],
    ['repeated social link', { socialMedia: social }, { socialMedia: [social[0], { platform: 'TIKTOK', url: social[0]?.url }] }, 'socialMedia[1].url', 'validation.duplicateLink'],
    ['tracking link', { thumbnailTrackingUrl: 'https://t.example.com/p' }, { thumbnailTrackingUrl: 'javascript:alert(1)' }, 'thumbnailTrackingUrl', 'validation.url'],
    ['validity text', { replaceValidityText: 'NO_CHANGES' }, { replaceValidityText: 'HIDDEN' }, 'replaceValidityText', 'validation.invalid'],
  ])('rule %s: accepts and refuses', async (_rule, accepted, refused, field, key) => {
    const ok = await create(editorStore.id, newLeaflet({ ...accepted, ...('naturalId' in accepted ? { naturalId: `ok-${Date.now().toString(36)}-${counter}` } : {}) }));
    expect(ok.status).toBe(201);
    const bad = await create(editorStore.id, newLeaflet(refused));
    expect(bad.status).toBe(400);
    expect(bodyOf(bad)).toMatchObject({ code: 'INVALID_REQUEST' });
    expect(bodyOf(bad).invalidFields).toEqual(expect.arrayContaining([expect.objectContaining({ field, key })]));
  });

  it('reads the upload\'s leaflet JSON in the form shape (priorities and visibility per platform)', async () => {
    const form = { ...newLeaflet(), priorities: { android: 0, wp: '' }, visibility: { web: false, ios: true }, socialMedia: social };
    const res = await api.http
      .post(`/api/leaflets/${editorStore.id}/files`)
      .set(await api.auth('editor'))
      .field('leaflet', JSON.stringify(form))
      .attach('files', PNG, '1.png');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ showOnWeb: false, showOnIOS: true, androidPriority: null, socialMedia: social, cutJobId: null });
    const refused = await api.http
      .post(`/api/leaflets/${editorStore.id}/files`)
      .set(await api.auth('admin'))
      .field('leaflet', JSON.stringify({ ...newLeaflet(), priorities: { android: 1000 } }))
      .attach('files', PNG, '1.png');
    expect(refused.status).toBe(400);
    expect(bodyOf(refused).invalidFields).toEqual([expect.objectContaining({ field: 'androidPriority', key: 'validation.priority' })]);
  });
});

describe('creating a leaflet from a PDF', () => {
  it('queues the page cut in the same write, and the cut sets the page count', async () => {
    const body = newLeaflet({ pageCount: 1 });
    const res = await api.http
      .post(`/api/leaflets/${editorStore.id}/files`)
      .set(await api.auth('editor'))
      .field('leaflet', JSON.stringify(body))
      .attach('files', await a4Pdf(2), 'gazetka.pdf');
    expect(res.status).toBe(201);
    const created = bodyOf(res);
    expect(typeof created.cutJobId).toBe('string');
    const job = await waitFor(
      async () => {
        const read = await api.http.get(`/api/jobs/${String(created.cutJobId)}`).set(await api.auth('editor'));
        const json = bodyOf(read);
        return json.running ? undefined : json;
      },
      60_000,
      'the cut to finish',
    );
    expect(job).toMatchObject({ status: 'SUCCESS', kind: 'PAGE_CUT' });
    const cut = await api.http.get(`/api/leaflets/${String(created.id)}`).set(await api.auth('editor'));
    expect(bodyOf(cut).pageCount).toBe(2);
    const pages = await api.http.get(`/api/leaflets/${String(created.id)}/images`).set(await api.auth('editor'));
    expect(listOf(pages)).toHaveLength(2);
  });

  it('refuses a file set that is not one PDF or images with "Failed to process" and creates nothing', async () => {
    const naturalId = `refused-${Date.now().toString(36)}`;
    const res = await api.http
      .post(`/api/leaflets/${editorStore.id}/files`)
      .set(await api.auth('editor'))
      .field('leaflet', JSON.stringify(newLeaflet({ naturalId })))
      .attach('files', await a4Pdf(1), 'a.pdf')
      .attach('files', await a4Pdf(1), 'b.pdf');
    expect(res.status).toBe(400);
    expect(bodyOf(res).message).toContain('Failed to process');
    const stored = await api.db.selectFrom('leaflets').select('id').where('natural_id', '=', naturalId).execute();
    expect(stored).toEqual([]);
  });
});

describe('restoring and covers', () => {
  async function deleted(extra: Record<string, unknown> = {}): Promise<Leaflet> {
    const res = await create(editorStore.id, newLeaflet(extra));
    expect(res.status).toBe(201);
    const leaflet = res.body as Leaflet;
    await api.http.delete(`/api/leaflets/${leaflet.id}`).set(await api.auth('admin')).expect(204);
    return bodyOf(await api.http.get(`/api/leaflets/${leaflet.id}`).set(await api.auth('admin'))) as unknown as Leaflet;
  }

  it('restores a valid deleted leaflet as IMPORTED, listed with the shop\'s inactive leaflets', async () => {
    const leaflet = await deleted({ wpPriority: 940 });
    expect(leaflet.wpPriority).toBeNull();
    const res = await api.http.post(`/api/leaflets/${leaflet.id}/restore`).set(await api.auth('editor'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'IMPORTED', version: leaflet.version + 1, wpPriority: null, updatedBy: 'editor' });
    const history = await api.http.get(`/api/history/leaflets/${leaflet.id}`).set(await api.auth('editor'));
    expect(listOf(history)[0]).toMatchObject({ by: 'editor', changes: { status: ['DELETED', 'IMPORTED'] } });
    const inactive = await api.http.get(`/api/stores/${editorStore.id}/leaflets?type=INACTIVE`).set(await api.auth('editor'));
    expect(listOf(inactive).map((l) => l.id)).toContain(leaflet.id);
    const dashboard = await list(`predefinedFilter=LEAFLET_DASHBOARD&storeId=${editorStore.id}&size=500`, 'editor');
    expect(dashboard.content.map((l) => l.id)).toContain(leaflet.id);
    const ordering = await list('predefinedFilter=LEAFLET_XML_ORDERING');
    expect(ordering.content.map((l) => l.id)).not.toContain(leaflet.id);
    const again = await api.http.post(`/api/leaflets/${leaflet.id}/restore`).set(await api.auth('editor'));
    expect(again.status).toBe(409);
    expect(bodyOf(again).code).toBe('NOT_ARCHIVED');
    const edit = await api.http.patch(`/api/leaflets/${leaflet.id}`).set(await api.auth('editor')).send({ status: 'ACTIVE' });
    expect(edit.status).toBe(400);
    const ready = await api.http.patch(`/api/leaflets/${leaflet.id}`).set(await api.auth('editor')).send({ status: 'READY_FOR_ACTIVATION' });
    expect(ready.status).toBe(200);
  });

  it('refuses to restore an expired leaflet with LEAFLET_EXPIRED', async () => {
    const expired = await api.db
      .selectFrom('leaflets')
      .select(['id', 'version'])
      .where('status', '=', 'DELETED')
      .where('until_end_of_supply', '=', false)
      .where('valid_to', '<', day(-1))
      .executeTakeFirstOrThrow();
    const res = await api.http.post(`/api/leaflets/${expired.id}/restore`).set(await api.auth('admin'));
    expect(res.status).toBe(409);
    expect(bodyOf(res).code).toBe('LEAFLET_EXPIRED');
    const after = await api.db.selectFrom('leaflets').select(['status', 'version']).where('id', '=', expired.id).executeTakeFirstOrThrow();
    expect(after).toEqual({ status: 'DELETED', version: expired.version });
  });

  it('stores an uploaded cover served under /files, and refuses what is not a JPG or PNG', async () => {
    const leaflet = bodyOf(await create(editorStore.id, newLeaflet())) as unknown as Leaflet;
    const res = await api.http
      .post(`/api/leaflets/${leaflet.id}/first-page`)
      .set(await api.auth('editor'))
      .set('If-Match', `"${leaflet.version}"`)
      .attach('file', PNG, 'cover.png');
    expect(res.status).toBe(200);
    const withCover = res.body as Leaflet;
    expect(withCover).toMatchObject({ version: leaflet.version + 1, updatedBy: 'editor' });
    expect(withCover.firstPageUrl).toMatch(/^\/files\/covers\/.+\.png$/);
    const served = await fetch(`${api.url}${String(withCover.firstPageUrl)}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const history = await api.http.get(`/api/history/leaflets/${leaflet.id}`).set(await api.auth('editor'));
    expect(listOf(history)[0]).toMatchObject({ by: 'editor', changes: { firstPageUrl: [null, withCover.firstPageUrl] } });

    const text = await api.http.post(`/api/leaflets/${leaflet.id}/first-page`).set(await api.auth('editor')).attach('file', Buffer.from('text'), 'cover.png');
    expect(text.status).toBe(400);
    const stale = await api.http
      .post(`/api/leaflets/${leaflet.id}/first-page`)
      .set(await api.auth('editor'))
      .set('If-Match', `"${leaflet.version}"`)
      .attach('file', PNG, 'cover.png');
    expect(stale.status).toBe(412);
  });
});
