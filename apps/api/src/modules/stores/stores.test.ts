import { startTestApi, START_TIMEOUT_MS, type TestApi, bodyOf } from '../../test/testApi';

interface Store {
  id: string;
  name: string;
  storeWebId: string;
  categoryId: string;
  groupIds: string[];
  editors: string[];
  logoUrl: string | null;
  version: number;
  leafletsSummary: { total: number; active: number; inactive: number; readyForActivation: number; readyForDeactivation: number };
}

let api: TestApi;
let stores: Store[];
let categoryId: string;

beforeAll(async () => {
  api = await startTestApi();
  stores = (await api.http.get('/api/stores').set(await api.auth('admin'))).body as Store[];
  categoryId = stores[0]?.categoryId ?? '';
}, START_TIMEOUT_MS);

afterAll(async () => {
  await api?.close();
});

async function storeCount(): Promise<number> {
  const rows = await api.db.selectFrom('stores').select('id').execute();
  return rows.length;
}

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

describe('listing shops', () => {
  it('lists the demo shops sorted by name with category, groups, editors and counts', () => {
    expect(stores.length).toBeGreaterThanOrEqual(20);
    const names = stores.map((s) => s.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const biedronka = stores.find((s) => s.name === 'Biedronka');
    expect(biedronka).toMatchObject({
      storeWebId: 'biedronka',
      category: expect.objectContaining({ name: expect.any(String) as unknown }) as unknown,
      logoUrl: expect.stringMatching(/^\/files\/logos\/store-.+\.svg$/) as unknown,
      editors: expect.arrayContaining(['editor']) as unknown,
    });
    for (const store of stores) {
      const s = store.leafletsSummary;
      expect(s.total).toBe(s.active + s.inactive);
      expect(s.readyForActivation).toBeLessThanOrEqual(s.inactive);
      expect(s.readyForDeactivation).toBeLessThanOrEqual(s.active);
    }
  });

  it('shows an editor only the shops assigned to them', async () => {
    const res = await api.http.get('/api/stores').set(await api.auth('editor'));
    expect(res.status).toBe(200);
    const mine = res.body as Store[];
    expect(mine).toHaveLength(8);
    expect(mine.every((s) => s.editors.includes('editor'))).toBe(true);
    const other = stores.find((s) => !s.editors.includes('editor'));
    if (!other) throw new Error('demo data has unassigned shops');
    const refused = await api.http.get(`/api/stores/${other.id}`).set(await api.auth('editor'));
    expect(refused.status).toBe(403);
    const edit = await api.http
      .put(`/api/stores/${other.id}`)
      .set(await api.auth('editor'))
      .send({ name: other.name, storeWebId: other.storeWebId, categoryId: other.categoryId });
    expect(edit.status).toBe(403);
  });

  it('filters by search text', async () => {
    const res = await api.http.get('/api/stores?search=merl').set(await api.auth('admin'));
    expect((res.body as Store[]).map((s) => s.name)).toEqual(['Leroy Merlin']);
  });

  it('gives one shop with its version as ETag, and its leaflet counts', async () => {
    const store = stores[0];
    if (!store) throw new Error('no shops');
    const res = await api.http.get(`/api/stores/${store.id}`).set(await api.auth('admin'));
    expect(res.headers.etag).toBe(`"${store.version}"`);
    const summary = await api.http.get(`/api/stores/${store.id}/leaflets-summary`).set(await api.auth('admin'));
    expect(summary.body).toEqual(store.leafletsSummary);
  });

  it('refuses roles without shop access', async () => {
    for (const user of ['notifications', 'recipes', 'reels']) {
      const res = await api.http.get('/api/stores').set(await api.auth(user));
      expect(res.status).toBe(403);
    }
  });
});

describe('creating and editing shops', () => {
  it('refuses an invalid web id, naming the field, and writes nothing', async () => {
    const before = await storeCount();
    const res = await api.http.post('/api/stores').set(await api.auth('admin')).send({ name: 'Nowy Sklep', storeWebId: 'Bad Id', categoryId });
    expect(res.status).toBe(400);
    expect(bodyOf(res).code).toBe('INVALID_REQUEST');
    expect(bodyOf(res).invalidFields).toEqual([expect.objectContaining({ field: 'storeWebId', key: 'validation.storeWebId' })]);
    expect(await storeCount()).toBe(before);
  });

  it('refuses an unknown category', async () => {
    const res = await api.http
      .post('/api/stores')
      .set(await api.auth('admin'))
      .send({ name: 'Nowy Sklep', storeWebId: 'nowy-sklep', categoryId: '00000000-0000-4000-8000-000000000000' });
    expect(res.status).toBe(400);
    expect(bodyOf(res).invalidFields).toEqual([expect.objectContaining({ field: 'categoryId' })]);
  });

  it('creates a shop (administrators only) and refuses a duplicate name with 409', async () => {
    const refused = await api.http.post('/api/stores').set(await api.auth('editor')).send({ name: 'Sklep X', storeWebId: 'sklep-x', categoryId });
    expect(refused.status).toBe(403);

    const created = await api.http
      .post('/api/stores')
      .set(await api.auth('admin'))
      .send({ name: 'Sklep Testowy', storeWebId: 'sklep-testowy', categoryId, forceFavorites: true });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Sklep Testowy',
      storeWebId: 'sklep-testowy',
      forceFavorites: true,
      version: 1,
      logoUrl: null,
      leafletsSummary: { total: 0, active: 0, inactive: 0, readyForActivation: 0, readyForDeactivation: 0 },
    });
    const before = await storeCount();
    const duplicate = await api.http
      .post('/api/stores')
      .set(await api.auth('admin'))
      .send({ name: 'sklep testowy', storeWebId: 'other-id', categoryId });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ code: 'DUPLICATE_NAME', invalidFields: [expect.objectContaining({ field: 'name' })] });
    expect(await storeCount()).toBe(before);
  });

  it('refuses a stale If-Match with 412 and writes nothing', async () => {
    const store = stores.find((s) => s.name === 'Biedronka');
    if (!store) throw new Error('no Biedronka');
    const headers = await api.auth('editor');
    const body = { name: store.name, storeWebId: store.storeWebId, categoryId: store.categoryId, showAnyway: true };
    const ok = await api.http.put(`/api/stores/${store.id}`).set(headers).set('If-Match', `"${store.version}"`).send(body);
    expect(ok.status).toBe(200);
    expect(bodyOf(ok).version).toBe(store.version + 1);
    expect(ok.headers.etag).toBe(`"${store.version + 1}"`);

    const stale = await api.http
      .put(`/api/stores/${store.id}`)
      .set(headers)
      .set('If-Match', `"${store.version}"`)
      .send({ ...body, name: 'Biedronka Stale' });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ code: 'VERSION_MISMATCH', currentVersion: store.version + 1 });
    const now = await api.http.get(`/api/stores/${store.id}`).set(headers);
    expect(now.body).toMatchObject({ name: 'Biedronka', version: store.version + 1 });
  });

  it('archives and restores a shop', async () => {
    const store = stores.find((s) => s.name === 'OBI');
    if (!store) throw new Error('no OBI');
    const admin = await api.auth('admin');
    expect((await api.http.delete(`/api/stores/${store.id}`).set(await api.auth('editor'))).status).toBe(403);
    await api.http.delete(`/api/stores/${store.id}`).set(admin).expect(204);
    const list = (await api.http.get('/api/stores').set(admin)).body as Store[];
    expect(list.some((s) => s.id === store.id)).toBe(false);
    const archived = (await api.http.get('/api/stores?archived=true').set(admin)).body as Store[];
    expect(archived.map((s) => s.id)).toContain(store.id);
    const restored = await api.http.post(`/api/stores/${store.id}/restore`).set(admin);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id: store.id, archived: false });
  });
});

describe('shop logos', () => {
  it('accepts a PNG by its bytes and serves it', async () => {
    const store = stores.find((s) => s.name === 'Lidl');
    if (!store) throw new Error('no Lidl');
    const res = await api.http
      .post(`/api/stores/${store.id}/logo`)
      .set(await api.auth('admin'))
      .attach('file', PNG, { filename: 'logo.gif', contentType: 'image/gif' });
    expect(res.status).toBe(200);
    expect(bodyOf(res).logoUrl).toMatch(/^\/files\/logos\/[a-z0-9-]+\.png$/);
    const file = await api.http.get(bodyOf(res).logoUrl as string);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a file that is not a PNG or JPEG whatever its name says', async () => {
    const store = stores.find((s) => s.name === 'Lidl');
    if (!store) throw new Error('no Lidl');
    const res = await api.http
      .post(`/api/stores/${store.id}/logo`)
      .set(await api.auth('admin'))
      .attach('file', Buffer.from('<svg onload="alert(1)"></svg>'), { filename: 'logo.png', contentType: 'image/png' });
    expect(res.status).toBe(400);
    expect(bodyOf(res).invalidFields).toEqual([expect.objectContaining({ field: 'file' })]);
  });

  it('refuses a logo larger than 2 MB with 413', async () => {
    const store = stores.find((s) => s.name === 'Lidl');
    if (!store) throw new Error('no Lidl');
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const res = await api.http.post(`/api/stores/${store.id}/logo`).set(await api.auth('admin')).attach('file', big, 'big.png');
    expect(res.status).toBe(413);
    expect(bodyOf(res).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('serves generated logos', async () => {
    const store = stores.find((s) => s.name === 'Kaufland');
    const res = await fetch(`${api.url}${store?.logoUrl ?? ''}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await res.text()).toContain('Kaufland');
  });
});
