import { startTestApi, START_TIMEOUT_MS, type TestApi, bodyOf, fieldsOf, itemsOf, type Json } from '../../test/testApi';

interface Store {
  id: string;
  name: string;
  storeWebId: string;
  categoryId: string;
  groupIds: string[];
  editorIds: string[];
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

  it('archives and restores a shop, answering the record like every record of the kit', async () => {
    const store = stores.find((s) => s.name === 'OBI');
    if (!store) throw new Error('no OBI');
    const admin = await api.auth('admin');
    expect((await api.http.delete(`/api/stores/${store.id}`).set(await api.auth('editor'))).status).toBe(403);
    const archived = await api.http.delete(`/api/stores/${store.id}`).set(admin);
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({ id: store.id, archived: true, archivedAt: expect.any(String) as unknown, updatedBy: 'admin' });
    expect(archived.headers.etag).toBe(`"${bodyOf(archived).version as number}"`);
    const again = await api.http.delete(`/api/stores/${store.id}`).set(admin);
    expect(again.status).toBe(409);
    expect(bodyOf(again).code).toBe('ALREADY_ARCHIVED');
    const list = (await api.http.get('/api/stores').set(admin)).body as Store[];
    expect(list.some((s) => s.id === store.id)).toBe(false);
    const archivedList = (await api.http.get('/api/stores?archived=ARCHIVED').set(admin)).body as Store[];
    expect(archivedList.map((s) => s.id)).toContain(store.id);
    const restored = await api.http.post(`/api/stores/${store.id}/restore`).set(admin);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id: store.id, archived: false, archivedAt: null });
    expect((await api.http.post(`/api/stores/${store.id}/restore`).set(admin)).body).toMatchObject({ code: 'NOT_ARCHIVED' });
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

/** Ids of demo users by username. */
async function userId(username: string): Promise<string> {
  const row = await api.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  return row.id;
}

let shopCounter = 0;
/** A new shop written by an administrator (its web id derived from the name). */
async function createShop(extra: Record<string, unknown> = {}, name = `Sklep ${++shopCounter} ${Date.now().toString(36)}`): Promise<Store> {
  const storeWebId = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const res = await api.http.post('/api/stores').set(await api.auth('admin')).send({ name, storeWebId, categoryId, ...extra });
  expect(res.status).toBe(201);
  return res.body as Store;
}

interface HistoryEntry {
  actor: string | null;
  action: string;
  version: number;
  changes: { field: string; before: unknown; after: unknown }[];
}

async function historyOf(resource: 'stores' | 'groups', id: string, user = 'admin'): Promise<HistoryEntry[]> {
  const res = await api.http.get(`/api/history/${resource}/${id}`).set(await api.auth(user));
  expect(res.status).toBe(200);
  return (res.body as { items: HistoryEntry[] }).items;
}

describe('shop rules (spec §5)', () => {
  it('accepts a shop with every field, flags, groups and assigned editors', async () => {
    const group = await api.db.selectFrom('groups').select('id').executeTakeFirstOrThrow();
    const editorId = await userId('editor');
    const shop = await createShop({ forceFavorites: true, showAnyway: true, storeAtFirst: true, addAsReelsChannel: true, groupIds: [group.id], editorIds: [editorId] });
    expect(shop).toMatchObject({
      forceFavorites: true,
      showAnyway: true,
      storeAtFirst: true,
      addAsReelsChannel: true,
      groupIds: [group.id],
      editorIds: [editorId],
      editors: ['editor'],
      categoryId,
      version: 1,
      archivedAt: null,
      updatedBy: 'admin',
    });
  });

  it.each([
    ['name', { name: '' }, 'validation.required'],
    ['storeWebId', { storeWebId: '' }, 'validation.required'],
    ['categoryId', { categoryId: '' }, 'validation.required'],
    ['storeWebId', { storeWebId: 'Duże-Litery' }, 'validation.storeWebId'],
    ['storeWebId', { storeWebId: 'pod_kreslnik' }, 'validation.storeWebId'],
    ['editorIds', { editorIds: ['not-an-id'] }, 'validation.uuid'],
  ])('refuses a shop without a valid %s (%j), naming the field, and writes nothing', async (field, change, key) => {
    const before = await storeCount();
    const res = await api.http
      .post('/api/stores')
      .set(await api.auth('admin'))
      .send({ name: 'Reguły', storeWebId: 'reguly', categoryId, ...change });
    expect(res.status).toBe(400);
    expect(bodyOf(res).invalidFields).toEqual([expect.objectContaining({ field: field === 'editorIds' ? 'editorIds[0]' : field, key })]);
    expect(await storeCount()).toBe(before);
  });

  it('accepts web ids of lowercase letters, digits and hyphens', async () => {
    const shop = await createShop({ storeWebId: 'sklep-24-7' });
    expect(shop.storeWebId).toBe('sklep-24-7');
  });

  it('refuses a duplicate name (ignoring case) and a duplicate web id with 409 naming the field', async () => {
    const shop = await createShop();
    const admin = await api.auth('admin');
    const byName = await api.http.post('/api/stores').set(admin).send({ name: shop.name.toUpperCase(), storeWebId: 'inny-sklep-1', categoryId });
    expect(byName.status).toBe(409);
    expect(byName.body).toMatchObject({ code: 'DUPLICATE_NAME', invalidFields: [expect.objectContaining({ field: 'name', key: 'validation.duplicateName' })] });
    const byWebId = await api.http.post('/api/stores').set(admin).send({ name: 'Inny sklep', storeWebId: shop.storeWebId, categoryId });
    expect(byWebId.status).toBe(409);
    expect(byWebId.body).toMatchObject({ code: 'DUPLICATE_WEB_ID', invalidFields: [expect.objectContaining({ field: 'storeWebId' })] });
    // Renaming another shop to a taken name is refused the same way, and leaves it as it was.
    const other = await createShop();
    const renamed = await api.http
      .put(`/api/stores/${other.id}`)
      .set(admin)
      .set('If-Match', `"${other.version}"`)
      .send({ name: shop.name, storeWebId: other.storeWebId, categoryId });
    expect(renamed.status).toBe(409);
    expect(bodyOf(renamed).code).toBe('DUPLICATE_NAME');
    expect((await api.http.get(`/api/stores/${other.id}`).set(admin)).body).toMatchObject({ name: other.name, version: other.version });
  });

  it('refuses an archived category and unknown groups', async () => {
    const admin = await api.auth('admin');
    const category = await api.http.post('/api/categories').set(admin).send({ name: `Wycofana ${Date.now()}`, categoryWebId: `wycofana-${Date.now()}` });
    const archivedCategory = bodyOf(category).id as string;
    await api.http.delete(`/api/categories/${archivedCategory}`).set(admin).expect(200);
    const inArchived = await api.http.post('/api/stores').set(admin).send({ name: 'W archiwum', storeWebId: 'w-archiwum', categoryId: archivedCategory });
    expect(inArchived.status).toBe(400);
    expect(bodyOf(inArchived).invalidFields).toEqual([expect.objectContaining({ field: 'categoryId' })]);
    const unknownGroup = await api.http
      .post('/api/stores')
      .set(admin)
      .send({ name: 'Bez grupy', storeWebId: 'bez-grupy', categoryId, groupIds: ['00000000-0000-4000-8000-000000000000'] });
    expect(unknownGroup.status).toBe(400);
    expect(bodyOf(unknownGroup).invalidFields).toEqual([expect.objectContaining({ field: 'groupIds' })]);
  });
});

describe('assigned editors', () => {
  it('assigns only users with the role EDITOR', async () => {
    const admin = await api.auth('admin');
    for (const username of ['admin', 'recipes']) {
      const res = await api.http
        .post('/api/stores')
        .set(admin)
        .send({ name: `Przypisany ${username}`, storeWebId: `przypisany-${username}`, categoryId, editorIds: [await userId(username)] });
      expect(res.status).toBe(400);
      expect(bodyOf(res).invalidFields).toEqual([expect.objectContaining({ field: 'editorIds', key: 'validation.invalid' })]);
    }
    const unknown = await api.http
      .post('/api/stores')
      .set(admin)
      .send({ name: 'Nikt', storeWebId: 'nikt', categoryId, editorIds: ['00000000-0000-4000-8000-000000000000'] });
    expect(unknown.status).toBe(400);
  });

  it('shows an editor a shop once assigned, and refuses it again once unassigned', async () => {
    const admin = await api.auth('admin');
    const editor = await api.auth('editor');
    const shop = await createShop();
    expect((await api.http.get(`/api/stores/${shop.id}`).set(editor)).status).toBe(403);
    const assigned = await api.http
      .put(`/api/stores/${shop.id}`)
      .set(admin)
      .set('If-Match', `"${shop.version}"`)
      .send({ name: shop.name, storeWebId: shop.storeWebId, categoryId, editorIds: [await userId('editor')] });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({ editors: ['editor'], version: shop.version + 1 });
    // The user's record changed too: their history says who assigned the shop.
    const userHistory = await api.http.get(`/api/history/users/${await userId('editor')}`).set(admin);
    expect((userHistory.body as { items: HistoryEntry[] }).items[0]).toMatchObject({
      action: 'UPDATED',
      actor: 'admin',
      changes: [{ field: 'storeIds', before: expect.not.arrayContaining([shop.id]) as unknown, after: expect.arrayContaining([shop.id]) as unknown }],
    });
    const mine = (await api.http.get('/api/stores').set(editor)).body as Store[];
    expect(mine.map((s) => s.id)).toContain(shop.id);
    expect((await api.http.get(`/api/stores/${shop.id}`).set(editor)).status).toBe(200);

    // An editor may send the editors back unchanged, never change them.
    const current = bodyOf(assigned);
    const keep = await api.http
      .put(`/api/stores/${shop.id}`)
      .set(editor)
      .send({ name: shop.name, storeWebId: shop.storeWebId, categoryId, editorIds: current.editorIds, showAnyway: true });
    expect(keep.status).toBe(200);
    const widen = await api.http
      .put(`/api/stores/${shop.id}`)
      .set(editor)
      .send({ name: shop.name, storeWebId: shop.storeWebId, categoryId, editorIds: [] });
    expect(widen.status).toBe(403);

    await api.http.put(`/api/stores/${shop.id}`).set(admin).send({ name: shop.name, storeWebId: shop.storeWebId, categoryId, editorIds: [] }).expect(200);
    expect((await api.http.get(`/api/stores/${shop.id}`).set(editor)).status).toBe(403);
    expect(((await api.http.get('/api/stores').set(editor)).body as Store[]).map((s) => s.id)).not.toContain(shop.id);
  });

  it('tells each editor gained or lost that their shops changed (their open screens follow), and nobody for an unchanged list', async () => {
    const admin = await api.auth('admin');
    const revocations = async (after: number) =>
      ((await api.http.get(`/api/sessions/revocations?after=${after}`).set('X-Service-Token', api.serviceToken)).body as { revocations: { userId: string; reason: string }[] }).revocations;
    const version = async () => ((await api.http.get('/api/sessions/revocations').set('X-Service-Token', api.serviceToken)).body as { version: number }).version;
    const editor = await userId('editor');
    const shop = await createShop();
    const before = await version();
    const form = { name: shop.name, storeWebId: shop.storeWebId, categoryId };
    await api.http.put(`/api/stores/${shop.id}`).set(admin).send({ ...form, editorIds: [editor] }).expect(200);
    expect((await revocations(before)).map((r) => [r.userId, r.reason])).toEqual([[editor, 'ASSIGNMENT_CHANGED']]);
    const unchanged = await version();
    await api.http.put(`/api/stores/${shop.id}`).set(admin).send({ ...form, editorIds: [editor], showAnyway: true }).expect(200);
    expect(await revocations(unchanged)).toEqual([]);
    await api.http.put(`/api/stores/${shop.id}`).set(admin).send({ ...form, editorIds: [] }).expect(200);
    expect((await revocations(unchanged)).map((r) => [r.userId, r.reason])).toEqual([[editor, 'ASSIGNMENT_CHANGED']]);
    // Their session goes on.
    expect((await api.http.get('/api/stores').set(await api.auth('editor'))).status).toBe(200);
  });

  it('lists as its editors only users with the role EDITOR, and keeps the notification role\'s assignment when they change', async () => {
    const admin = await api.auth('admin');
    const notifierId = await userId('notifications');
    // The demo assigns the notification role shops it may send notifications to.
    const assignedToNotifier = await api.db.selectFrom('store_editors').select('store_id').where('user_id', '=', notifierId).execute();
    const notifierShop = stores.find((s) => assignedToNotifier.some((row) => row.store_id === s.id));
    if (!notifierShop) throw new Error('the demo notification user has no shop');
    expect(notifierShop.editorIds).not.toContain(notifierId);

    const current = (await api.http.get(`/api/stores/${notifierShop.id}`).set(admin)).body as Store;
    const res = await api.http
      .put(`/api/stores/${notifierShop.id}`)
      .set(admin)
      .set('If-Match', `"${current.version}"`)
      .send({ name: current.name, storeWebId: current.storeWebId, categoryId: current.categoryId, editorIds: [...current.editorIds, await userId('editor')] });
    expect(res.status).toBe(200);
    expect(bodyOf(res)).toMatchObject({ editors: expect.arrayContaining(['editor']) as unknown });
    expect((res.body as Store).editors).not.toContain('notifications');
    const still = await api.db.selectFrom('store_editors').select('user_id').where('store_id', '=', notifierShop.id).where('user_id', '=', notifierId).execute();
    expect(still).toHaveLength(1);
  });

  it('lets an editor read the archived shops assigned to them, and only those', async () => {
    const admin = await api.auth('admin');
    const editor = await api.auth('editor');
    const theirs = await createShop({ editorIds: [await userId('editor')] });
    const other = await createShop();
    await api.http.delete(`/api/stores/${theirs.id}`).set(admin).expect(200);
    await api.http.delete(`/api/stores/${other.id}`).set(admin).expect(200);
    const archived = (await api.http.get('/api/stores?archived=ARCHIVED').set(editor)).body as Store[];
    expect(archived.map((s) => s.id)).toContain(theirs.id);
    expect(archived.map((s) => s.id)).not.toContain(other.id);
    expect(archived.every((s) => s.editors.includes('editor'))).toBe(true);
    expect((await api.http.get(`/api/stores/${theirs.id}`).set(editor)).body).toMatchObject({ archived: true });
    expect((await api.http.get(`/api/stores/${other.id}`).set(editor)).status).toBe(403);
    // Restoring stays with administrators.
    expect((await api.http.post(`/api/stores/${theirs.id}/restore`).set(editor)).status).toBe(403);
  });
});

describe('paged list', () => {
  it('answers a page with the total when asked for one, sorted and searched on the server', async () => {
    const admin = await api.auth('admin');
    const all = (await api.http.get('/api/stores').set(admin)).body as Store[];
    const first = await api.http.get('/api/stores?limit=5&offset=0').set(admin);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: all.length, limit: 5, offset: 0 });
    expect(itemsOf(first).map((s) => s.id)).toEqual(all.slice(0, 5).map((s) => s.id));
    const second = await api.http.get('/api/stores?limit=5&offset=5').set(admin);
    expect(itemsOf(second).map((s) => s.id)).toEqual(all.slice(5, 10).map((s) => s.id));

    const byWebId = itemsOf(await api.http.get('/api/stores?limit=500&sort=storeWebId&order=desc').set(admin)).map((s) => s.storeWebId as string);
    expect(byWebId).toEqual([...byWebId].sort((a, b) => b.localeCompare(a)));

    const searched = await api.http.get('/api/stores?limit=10&search=MERL').set(admin);
    expect(searched.body).toMatchObject({ total: 1, items: [expect.objectContaining({ name: 'Leroy Merlin' })] });

    const editorPage = await api.http.get('/api/stores?limit=500').set(await api.auth('editor'));
    expect(itemsOf(editorPage).every((s) => (s.editors as string[]).includes('editor'))).toBe(true);
  });

  it('refuses a page out of range or an unknown sort, naming the parameter', async () => {
    const admin = await api.auth('admin');
    const res = await api.http.get('/api/stores?limit=501&sort=logo&archived=maybe').set(admin);
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual(['archived', 'limit', 'sort']);
  });
});

describe('audit history', () => {
  it('lists each write of a shop with its author, newest first, derived fields left out', async () => {
    const admin = await api.auth('admin');
    const editor = await api.auth('editor');
    const shop = await createShop({ editorIds: [await userId('editor')] });
    await api.http
      .put(`/api/stores/${shop.id}`)
      .set(editor)
      .set('If-Match', `"${shop.version}"`)
      .send({ name: `${shop.name} 2`, storeWebId: shop.storeWebId, categoryId, storeAtFirst: true })
      .expect(200);
    await api.http.post(`/api/stores/${shop.id}/logo`).set(editor).attach('file', PNG, 'logo.png').expect(200);
    await api.http.delete(`/api/stores/${shop.id}`).set(admin).expect(200);
    await api.http.post(`/api/stores/${shop.id}/restore`).set(await api.auth('root')).expect(200);

    const entries = await historyOf('stores', shop.id, 'editor');
    expect(entries.map((e) => [e.action, e.actor, e.version])).toEqual([
      ['RESTORED', 'root', 5],
      ['ARCHIVED', 'admin', 4],
      ['UPDATED', 'editor', 3],
      ['UPDATED', 'editor', 2],
      ['CREATED', 'admin', 1],
    ]);
    expect(entries[3]?.changes).toEqual([
      { field: 'name', before: shop.name, after: `${shop.name} 2` },
      { field: 'storeAtFirst', before: false, after: true },
    ]);
    expect(entries[2]?.changes).toEqual([{ field: 'logoUrl', before: null, after: expect.stringMatching(/^\/files\/logos\/.+\.png$/) as unknown }]);
    expect(entries[1]?.changes).toEqual([]);
    expect(entries[4]?.changes.map((c) => c.field)).toEqual([
      'addAsReelsChannel',
      'categoryId',
      'editorIds',
      'forceFavorites',
      'groupIds',
      'name',
      'showAnyway',
      'storeAtFirst',
      'storeWebId',
    ]);
    // Demo shops start with their creation by the system; others' shops are not an editor's to read.
    const demo = stores.find((s) => !s.editors.includes('editor'));
    if (!demo) throw new Error('demo data has unassigned shops');
    expect((await historyOf('stores', demo.id)).at(-1)).toMatchObject({ action: 'CREATED', actor: null, version: 1 });
    expect((await api.http.get(`/api/history/stores/${demo.id}`).set(editor)).status).toBe(403);
  });

  it('audits the groups a shop joins or leaves, on the shop and on each group', async () => {
    const admin = await api.auth('admin');
    const made = await Promise.all(
      ['A', 'B'].map((letter) => api.http.post('/api/groups').set(admin).send({ name: `Członkostwo ${letter} ${Date.now()}` })),
    );
    const [a, b] = made.map((res) => bodyOf(res) as { id: string; version: number });
    if (!a || !b) throw new Error('groups not created');
    const shop = await createShop({ groupIds: [a.id] });
    const moved = await api.http
      .put(`/api/stores/${shop.id}`)
      .set(await api.auth('editor'))
      .send({ name: shop.name, storeWebId: shop.storeWebId, categoryId, groupIds: [b.id] });
    // The editor does not have this shop: nothing changes.
    expect(moved.status).toBe(403);
    await api.http
      .put(`/api/stores/${shop.id}`)
      .set(await api.auth('root'))
      .send({ name: shop.name, storeWebId: shop.storeWebId, categoryId, groupIds: [b.id] })
      .expect(200);

    expect((await historyOf('stores', shop.id))[0]).toMatchObject({ actor: 'root', changes: [{ field: 'groupIds', before: [a.id], after: [b.id] }] });
    const left = await historyOf('groups', a.id);
    expect(left.map((e) => [e.action, e.actor])).toEqual([
      ['UPDATED', 'root'],
      ['UPDATED', 'admin'],
      ['CREATED', 'admin'],
    ]);
    expect(left[0]?.changes).toEqual([{ field: 'storeIds', before: [shop.id], after: [] }]);
    expect(left[1]?.changes).toEqual([{ field: 'storeIds', before: [], after: [shop.id] }]);
    const joined = await historyOf('groups', b.id);
    expect(joined[0]).toMatchObject({ action: 'UPDATED', actor: 'root', version: b.version + 1, changes: [{ field: 'storeIds', before: [], after: [shop.id] }] });
    // A save that keeps the groups writes no group.
    await api.http.put(`/api/stores/${shop.id}`).set(admin).send({ name: shop.name, storeWebId: shop.storeWebId, categoryId, groupIds: [b.id] }).expect(200);
    expect(await historyOf('groups', b.id)).toHaveLength(joined.length);
  });

  it('puts every write of a shop on the change feed with the record', async () => {
    const top = await api.http.get('/api/changes?after=0&limit=1').set('X-Service-Token', api.serviceToken);
    const cursor = (top.body as { version: number }).version;
    const shop = await createShop();
    const feed = await api.http.get(`/api/changes?after=${cursor}`).set('X-Service-Token', api.serviceToken);
    const items = (feed.body as { items: { resource: string; id: string; action: string; actor: string; record: Json }[] }).items;
    expect(items).toEqual([
      expect.objectContaining({ resource: 'stores', id: shop.id, action: 'CREATED', actor: 'admin', record: expect.objectContaining({ name: shop.name, version: 1 }) as unknown }),
    ]);
  });
});

describe('archiving a shop with its leaflets', () => {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  async function addLeaflet(storeId: string, naturalId: string): Promise<Json> {
    const res = await api.http
      .post(`/api/stores/${storeId}/leaflets`)
      .set(await api.auth('admin'))
      .send({ naturalId, status: 'READY_FOR_ACTIVATION', validFrom: day(0), validTo: day(7), publishDate: new Date(Date.now() + 86_400_000).toISOString(), pageCount: 2 });
    expect(res.status).toBe(201);
    return bodyOf(res);
  }

  async function shown() {
    const admin = await api.auth('admin');
    const ordering = (await api.http.get('/api/ordering/web').set(admin)).body as { version: number; items: { leaflet: { id: string } }[] };
    const all = (await api.http.get('/api/ordering/all').set(admin)).body as { items: { leaflet: { id: string } }[] };
    const feed = (await api.http.get('/feed/web.xml')).text;
    const pending = (await api.http.get('/api/publication/pending').set(admin)).body as { toActivate: { id: string }[] };
    const dashboard = (await api.http.get('/api/leaflets?predefinedFilter=LEAFLET_DASHBOARD&search=archiwum-').set(admin)).body as { content: { id: string }[] };
    const xmlOrdering = (await api.http.get('/api/leaflets?predefinedFilter=LEAFLET_XML_ORDERING&search=archiwum-').set(admin)).body as { content: { id: string }[] };
    return {
      orderingVersion: ordering.version,
      ordering: ordering.items.map((i) => i.leaflet.id),
      all: all.items.map((i) => i.leaflet.id),
      feed,
      pending: pending.toActivate.map((l) => l.id),
      dashboard: dashboard.content.map((l) => l.id),
      xmlOrdering: xmlOrdering.content.map((l) => l.id),
    };
  }

  it('hides the shop and its leaflets from the dashboard, the orderings, the feed and publishing; restoring brings them back as they were', async () => {
    const admin = await api.auth('admin');
    const shop = await createShop();
    const live = await addLeaflet(shop.id, `archiwum-live-${Date.now()}`);
    const waiting = await addLeaflet(shop.id, `archiwum-ready-${Date.now()}`);
    // One leaflet is live (in the feed), the other waits for the next publication.
    await api.db.updateTable('leaflets').set({ status: 'ACTIVE' }).where('id', '=', live.id as string).execute();
    await api.db.updateTable('leaflets').set({ publish_date: new Date(Date.now() - 3_600_000) }).where('id', '=', waiting.id as string).execute();
    const leafletsBefore = await api.db.selectFrom('leaflets').selectAll().where('store_id', '=', shop.id).orderBy('id').execute();

    const before = await shown();
    expect(before.ordering).toContain(live.id);
    expect(before.all).toEqual(expect.arrayContaining([live.id, waiting.id]));
    expect(before.feed).toContain(`id="${live.id as string}"`);
    expect(before.pending).toContain(waiting.id);
    expect(before.dashboard).toEqual(expect.arrayContaining([live.id, waiting.id]));
    expect(before.xmlOrdering).toEqual(expect.arrayContaining([live.id, waiting.id]));
    const publicationBefore = bodyOf(await api.http.get('/api/publication/version').set(admin)).version as number;

    await api.http.delete(`/api/stores/${shop.id}`).set(admin).expect(200);
    const hidden = await shown();
    expect(((await api.http.get('/api/stores').set(admin)).body as Store[]).map((s) => s.id)).not.toContain(shop.id);
    expect(hidden.ordering).not.toContain(live.id);
    expect(hidden.all).not.toContain(live.id);
    expect(hidden.all).not.toContain(waiting.id);
    expect(hidden.feed).not.toContain(live.id as string);
    expect(hidden.pending).not.toContain(waiting.id);
    expect(hidden.dashboard).toEqual([]);
    expect(hidden.xmlOrdering).toEqual([]);
    // Pollers see it: the versions of the ordering and of the pending lists moved.
    expect(hidden.orderingVersion).toBeGreaterThan(before.orderingVersion);
    expect(bodyOf(await api.http.get('/api/publication/version').set(admin)).version).toBeGreaterThan(publicationBefore);
    // A hidden leaflet cannot be moved on the ordering, and a publication leaves it waiting.
    const moved = await api.http
      .post('/api/ordering/web/moves')
      .set(admin)
      .send({ leafletId: live.id, priority: 990, expectedVersion: hidden.orderingVersion });
    expect(moved.status).toBe(404);
    await api.http.post('/api/publication/publish').set(admin).expect(200);
    // The archived shop's own leaflets stay readable for the archives screen.
    const own = (await api.http.get(`/api/stores/${shop.id}/leaflets`).set(admin)).body as { id: string }[];
    expect(own.map((l) => l.id).sort()).toEqual([live.id, waiting.id].sort());

    await api.http.post(`/api/stores/${shop.id}/restore`).set(admin).expect(200);
    const back = await shown();
    expect(back.ordering).toContain(live.id);
    expect(back.all).toEqual(expect.arrayContaining([live.id, waiting.id]));
    expect(back.feed).toContain(`id="${live.id as string}"`);
    expect(back.pending).toContain(waiting.id);
    expect(back.dashboard).toEqual(expect.arrayContaining([live.id, waiting.id]));
    expect(((await api.http.get('/api/stores').set(admin)).body as Store[]).map((s) => s.id)).toContain(shop.id);
    const leafletsAfter = await api.db.selectFrom('leaflets').selectAll().where('store_id', '=', shop.id).orderBy('id').execute();
    expect(leafletsAfter).toEqual(leafletsBefore);
  });
});
