import { LIST_PAGES } from '@flyerdesk/domain/lists';
import { DEMO_UNUSED_INSERT, DEMO_USED_INSERT } from '../../seed/demo';
import { PNG_BYTES } from '../../test/zipWriter';
import { startTestApi, START_TIMEOUT_MS, type TestApi, bodyOf, fieldsOf, itemsOf, type Json } from '../../test/testApi';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ runJobs: false });
}, START_TIMEOUT_MS);

afterAll(async () => {
  await api?.close();
});

async function insertNamed(name: string): Promise<Json> {
  const res = await api.http.get(`/api/inserts?search=${encodeURIComponent(name)}&archived=ALL`).set(await api.auth('admin'));
  const found = itemsOf(res).find((i) => i.insertName === name);
  if (!found) throw new Error(`No insert named ${name}`);
  return found;
}

const FULL = {
  insertName: 'Black_Friday-2026',
  description: 'Reklama między stronami',
  redirectUrl: 'https://www.example.com/black-friday',
  longUrl: 'example.com/track?id=1',
  validFrom: '2026-11-20',
  validTo: '2026-11-30',
  showOnIos: true,
  showOnAndroid: false,
  showOnAndroid2: true,
  showOnWeb: true,
};

describe('inserts', () => {
  it('lists the demo inserts with their use, image and bookkeeping', async () => {
    const res = await api.http.get('/api/inserts').set(await api.auth('editor'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 3, limit: LIST_PAGES.inserts.fallback, offset: 0 });
    expect(itemsOf(res).map((i) => i.insertName)).toEqual(['loyalty_app_promo', DEMO_USED_INSERT, DEMO_UNUSED_INSERT]);
    const used = itemsOf(res).find((i) => i.insertName === DEMO_USED_INSERT);
    expect(used).toEqual({
      id: expect.any(String) as unknown,
      insertName: DEMO_USED_INSERT,
      description: expect.any(String) as unknown,
      imageUrl: null,
      redirectUrl: expect.stringMatching(/^https:\/\//) as unknown,
      longUrl: expect.any(String) as unknown,
      validFrom: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
      validTo: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
      showOnIos: true,
      showOnAndroid: true,
      showOnAndroid2: true,
      showOnWeb: true,
      usedBy: 1,
      version: 1,
      archivedAt: null,
      updatedAt: expect.stringMatching(/Z$/) as unknown,
      updatedBy: null,
    });
    expect(itemsOf(res).find((i) => i.insertName === DEMO_UNUSED_INSERT)).toMatchObject({ usedBy: 0 });
  });

  it('creates an insert with every field and reads it back', async () => {
    const headers = await api.auth('editor');
    const created = await api.http.post('/api/inserts').set(headers).send(FULL);
    expect(created.status).toBe(201);
    expect(created.headers.etag).toBe('"1"');
    expect(created.body).toMatchObject({ ...FULL, imageUrl: null, usedBy: 0, version: 1, archivedAt: null, updatedBy: 'editor' });
    const read = await api.http.get(`/api/inserts/${bodyOf(created).id as string}`).set(headers);
    expect(read.body).toEqual(created.body);

    const bare = await api.http.post('/api/inserts').set(headers).send({ insertName: 'bare', description: '', redirectUrl: '' });
    expect(bare.body).toMatchObject({
      insertName: 'bare',
      description: null,
      redirectUrl: null,
      longUrl: null,
      validFrom: null,
      validTo: null,
      showOnIos: false,
      showOnAndroid: false,
      showOnAndroid2: false,
      showOnWeb: false,
    });
  });

  it('refuses what the shared schema refuses, and a name taken in any case', async () => {
    const headers = await api.auth('editor');
    const invalid = await api.http
      .post('/api/inserts')
      .set(headers)
      .send({ insertName: 'spring sale!', redirectUrl: 'not a link', validFrom: '2026-05-02', validTo: '2026-05-01', showOnWeb: 'maybe' });
    expect(invalid.status).toBe(400);
    expect(fieldsOf(invalid)).toEqual(['insertName', 'redirectUrl', 'showOnWeb', 'validTo']);
    const duplicate = await api.http.post('/api/inserts').set(headers).send({ insertName: DEMO_USED_INSERT.toUpperCase() });
    expect(duplicate.status).toBe(409);
    expect(bodyOf(duplicate).code).toBe('DUPLICATE_NAME');
    expect(fieldsOf(duplicate)).toEqual(['insertName']);
  });

  it('updates with If-Match and refuses a stale version with the current one', async () => {
    const headers = await api.auth('editor');
    const created = await api.http.post('/api/inserts').set(headers).send({ insertName: 'to-update' });
    const id = bodyOf(created).id as string;
    const updated = await api.http.put(`/api/inserts/${id}`).set(headers).set('If-Match', '"1"').send({ insertName: 'updated', showOnWeb: true });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ insertName: 'updated', showOnWeb: true, version: 2 });
    const stale = await api.http.put(`/api/inserts/${id}`).set(headers).set('If-Match', '"1"').send({ insertName: 'lost' });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ code: 'VERSION_MISMATCH', currentVersion: 2 });
    const taken = await api.http.put(`/api/inserts/${id}`).set(headers).send({ insertName: DEMO_UNUSED_INSERT });
    expect(taken.status).toBe(409);
    expect(fieldsOf(taken)).toEqual(['insertName']);
    expect(bodyOf(await api.http.get(`/api/inserts/${id}`).set(headers))).toMatchObject({ insertName: 'updated', version: 2 });
    await api.http.get('/api/inserts/5b6c1f8e-0000-4000-8000-000000000000').set(headers).expect(404);
  });

  it('refuses to archive an insert placed on a leaflet page', async () => {
    const headers = await api.auth('editor');
    const used = await insertNamed(DEMO_USED_INSERT);
    const res = await api.http.delete(`/api/inserts/${used.id as string}`).set(headers);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'INSERT_IN_USE', message: 'The insert is used in leaflets and cannot be removed', usedBy: 1 });
    expect(await insertNamed(DEMO_USED_INSERT)).toMatchObject({ archivedAt: null, version: used.version });
  });

  it('archives an unused insert and restores it', async () => {
    const headers = await api.auth('editor');
    const unused = await insertNamed(DEMO_UNUSED_INSERT);
    const id = unused.id as string;
    await api.http.delete(`/api/inserts/${id}`).set(headers).set('If-Match', '"9"').expect(412);
    const archived = await api.http.delete(`/api/inserts/${id}`).set(headers).set('If-Match', `"${String(unused.version)}"`);
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({ id, version: (unused.version as number) + 1, archivedAt: expect.stringMatching(/Z$/) as unknown });
    expect(itemsOf(await api.http.get('/api/inserts').set(headers)).map((i) => i.id)).not.toContain(id);
    expect(itemsOf(await api.http.get('/api/inserts?archived=ARCHIVED').set(headers)).map((i) => i.id)).toContain(id);
    await api.http.delete(`/api/inserts/${id}`).set(headers).expect(409);
    const restored = await api.http.post(`/api/inserts/${id}/restore`).set(headers);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ archivedAt: null, version: (unused.version as number) + 2 });
    expect(itemsOf(await api.http.get('/api/inserts').set(headers)).map((i) => i.id)).toContain(id);
  });

  it('pages, sorts and searches names and descriptions', async () => {
    const headers = await api.auth('admin');
    for (const [name, from] of [['zz-page-a', '2026-03-01'], ['zz-page-b', '2026-01-01'], ['zz-page-c', '2026-02-01']] as const) {
      await api.http.post('/api/inserts').set(headers).send({ insertName: name, validFrom: from, description: 'Kupon 50% zniżki' }).expect(201);
    }
    const byDate = await api.http.get('/api/inserts?search=zz-page&sort=validFrom').set(headers);
    expect(itemsOf(byDate).map((i) => i.insertName)).toEqual(['zz-page-b', 'zz-page-c', 'zz-page-a']);
    const page = await api.http.get('/api/inserts?search=zz-page&sort=insertName&order=desc&limit=2&offset=1').set(headers);
    expect(page.body).toMatchObject({ total: 3, limit: 2, offset: 1 });
    expect(itemsOf(page).map((i) => i.insertName)).toEqual(['zz-page-b', 'zz-page-a']);
    const description = await api.http.get(`/api/inserts?search=${encodeURIComponent('50%')}`).set(headers);
    expect(itemsOf(description).map((i) => i.insertName)).toEqual(['zz-page-a', 'zz-page-b', 'zz-page-c']);
    const tooLarge = await api.http.get(`/api/inserts?limit=${LIST_PAGES.inserts.max + 1}`).set(headers);
    expect(tooLarge.status).toBe(400);
    expect(fieldsOf(tooLarge)).toEqual(['limit']);
  });

  it('takes an image as a new version and serves it with the safe headers', async () => {
    const headers = await api.auth('editor');
    const created = await api.http.post('/api/inserts').set(headers).send({ insertName: 'with-image' });
    const id = bodyOf(created).id as string;
    const refused = await api.http.post(`/api/inserts/${id}/image`).set(headers).attach('file', Buffer.from('%PDF-1.4 not a picture'), 'image.png');
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused)).toEqual(['file']);
    const uploaded = await api.http.post(`/api/inserts/${id}/image`).set(headers).set('If-Match', '"1"').attach('file', PNG_BYTES, 'image.png');
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({ version: 2, imageUrl: expect.stringMatching(/^\/files\/inserts\/[a-z0-9-]+\.png$/) as unknown });
    const served = await api.http.get(bodyOf(uploaded).imageUrl as string);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toMatch(/^inline; /);
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    await api.http.get('/files/inserts/..%2F..%2Fservice-token').expect(404);
    await api.http.get('/files/inserts/unknown.png').expect(404);
  });

  it('is refused to roles without access', async () => {
    await api.http.get('/api/inserts').set(await api.auth('reels')).expect(403);
    await api.http.post('/api/inserts').set(await api.auth('notifications')).send({ insertName: 'x' }).expect(403);
  });
});
