import { LIST_PAGES } from '@flyerdesk/domain/lists';
import { PNG_BYTES } from '../../test/zipWriter';
import { startTestApi, START_TIMEOUT_MS, type TestApi, bodyOf, fieldsOf, itemsOf } from '../../test/testApi';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ runJobs: false });
}, START_TIMEOUT_MS);

afterAll(async () => {
  await api?.close();
});

const WEBP_BYTES = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4, 0), Buffer.from('WEBPVP8 '), Buffer.alloc(32, 1)]);

describe('categories', () => {
  it('lists the demo categories in a page, with generated logos and their bookkeeping', async () => {
    const res = await api.http.get('/api/categories').set(await api.auth('editor'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 6, limit: LIST_PAGES.categories.fallback, offset: 0 });
    expect(itemsOf(res)[0]).toEqual({
      id: expect.any(String) as unknown,
      name: 'Dom i ogród',
      categoryWebId: 'dom-i-ogrod',
      logoUrl: expect.stringMatching(/^\/files\/logos\/category-.+\.svg$/) as unknown,
      version: 1,
      archivedAt: null,
      updatedAt: expect.stringMatching(/Z$/) as unknown,
      updatedBy: null,
    });
    expect(itemsOf(res).map((c) => c.name)).toEqual(['Dom i ogród', 'Drogerie', 'Dyskonty', 'Elektronika i AGD', 'Moda i sport', 'Supermarkety']);
  });

  it('pages, sorts both ways and searches names and web ids, wildcards taken literally', async () => {
    const headers = await api.auth('editor');
    for (const n of [1, 2, 3, 4, 5]) {
      await api.http.post('/api/categories').set(headers).send({ name: `Paged ${n}`, categoryWebId: `paged-${n}` }).expect(201);
    }
    await api.http.post('/api/categories').set(headers).send({ name: 'Hundred % off', categoryWebId: 'percent_off' }).expect(201);

    const first = await api.http.get('/api/categories?search=paged&limit=2&offset=0').set(headers);
    expect(first.body).toMatchObject({ total: 5, limit: 2, offset: 0 });
    expect(itemsOf(first).map((c) => c.name)).toEqual(['Paged 1', 'Paged 2']);
    const last = await api.http.get('/api/categories?search=PAGED&limit=2&offset=4').set(headers);
    expect(itemsOf(last).map((c) => c.name)).toEqual(['Paged 5']);
    const descending = await api.http.get('/api/categories?search=paged-&sort=categoryWebId&order=desc&limit=3').set(headers);
    expect(itemsOf(descending).map((c) => c.categoryWebId)).toEqual(['paged-5', 'paged-4', 'paged-3']);
    const newest = await api.http.get('/api/categories?sort=updatedAt&order=desc&limit=1').set(headers);
    expect(itemsOf(newest).map((c) => c.name)).toEqual(['Hundred % off']);

    const percent = await api.http.get(`/api/categories?search=${encodeURIComponent('%')}`).set(headers);
    expect(itemsOf(percent).map((c) => c.name)).toEqual(['Hundred % off']);
    // As a wildcard, `_` would match the space of "Paged 1" and the dash of "paged-1".
    const underscore = await api.http.get('/api/categories?search=d_1').set(headers);
    expect(itemsOf(underscore).map((c) => c.categoryWebId)).toEqual([]);
    const literal = await api.http.get('/api/categories?search=t_off').set(headers);
    expect(itemsOf(literal).map((c) => c.categoryWebId)).toEqual(['percent_off']);
  });

  it('refuses a page larger than the maximum and other bad list parameters, naming each', async () => {
    const headers = await api.auth('editor');
    const tooLarge = await api.http.get(`/api/categories?limit=${LIST_PAGES.categories.max + 1}`).set(headers);
    expect(tooLarge.status).toBe(400);
    expect(bodyOf(tooLarge).code).toBe('INVALID_REQUEST');
    expect(fieldsOf(tooLarge)).toEqual(['limit']);
    await api.http.get(`/api/categories?limit=${LIST_PAGES.categories.max}`).set(headers).expect(200);
    const bad = await api.http
      .get(`/api/categories?limit=0&offset=-1&sort=storeWebId&order=up&archived=DELETED&search=${'x'.repeat(101)}`)
      .set(headers);
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad)).toEqual(['archived', 'limit', 'offset', 'order', 'search', 'sort']);
  });

  it('creates, renames with If-Match, archives and restores a category', async () => {
    const headers = await api.auth('editor');
    const created = await api.http.post('/api/categories').set(headers).send({ name: 'Apteki', categoryWebId: 'apteki' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Apteki', version: 1, archivedAt: null, updatedBy: 'editor' });
    const id = bodyOf(created).id as string;
    const stale = await api.http.put(`/api/categories/${id}`).set(headers).set('If-Match', '"7"').send({ name: 'X', categoryWebId: 'x' });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ code: 'VERSION_MISMATCH', currentVersion: 1 });
    const renamed = await api.http
      .put(`/api/categories/${id}`)
      .set(await api.auth('admin'))
      .set('If-Match', '1')
      .send({ name: 'Apteki i zdrowie', categoryWebId: 'apteki' });
    expect(renamed.body).toMatchObject({ name: 'Apteki i zdrowie', version: 2, updatedBy: 'admin' });

    await api.http.delete(`/api/categories/${id}`).set(headers).set('If-Match', '"1"').expect(412);
    const archived = await api.http.delete(`/api/categories/${id}`).set(headers).set('If-Match', '"2"');
    expect(archived.status).toBe(200);
    expect(archived.headers.etag).toBe('"3"');
    expect(archived.body).toMatchObject({ id, version: 3, archivedAt: expect.stringMatching(/Z$/) as unknown, updatedBy: 'editor' });
    const again = await api.http.delete(`/api/categories/${id}`).set(headers);
    expect(again.status).toBe(409);
    expect(bodyOf(again).code).toBe('ALREADY_ARCHIVED');

    // Archived: still readable, gone from the default list, in the archived one.
    await api.http.get(`/api/categories/${id}`).set(headers).expect(200);
    const active = await api.http.get('/api/categories?search=apteki').set(headers);
    expect(itemsOf(active)).toEqual([]);
    const onlyArchived = await api.http.get('/api/categories?search=apteki&archived=ARCHIVED').set(headers);
    expect(itemsOf(onlyArchived).map((c) => c.id)).toEqual([id]);
    const all = await api.http.get('/api/categories?archived=ALL').set(headers);
    expect(bodyOf(all).total).toBe(bodyOf(await api.http.get('/api/categories').set(headers)).total as number + 1);

    const restored = await api.http.post(`/api/categories/${id}/restore`).set(headers);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ version: 4, archivedAt: null });
    const notArchived = await api.http.post(`/api/categories/${id}/restore`).set(headers);
    expect(notArchived.status).toBe(409);
    expect(bodyOf(notArchived).code).toBe('NOT_ARCHIVED');
  });

  it('refuses missing fields, duplicates, and archiving a category shops use', async () => {
    const headers = await api.auth('admin');
    const invalid = await api.http.post('/api/categories').set(headers).send({ name: ' ' });
    expect(invalid.status).toBe(400);
    expect(fieldsOf(invalid)).toEqual(['categoryWebId', 'name']);
    const [used] = itemsOf(await api.http.get('/api/categories?search=dyskonty').set(headers)) as { id: string; name: string }[];
    const duplicate = await api.http.post('/api/categories').set(headers).send({ name: used?.name.toUpperCase(), categoryWebId: 'something-new' });
    expect(duplicate.status).toBe(409);
    expect(bodyOf(duplicate).code).toBe('DUPLICATE_NAME');
    expect(fieldsOf(duplicate)).toEqual(['name']);
    const inUse = await api.http.delete(`/api/categories/${used?.id ?? ''}`).set(headers);
    expect(inUse.status).toBe(409);
    expect(bodyOf(inUse).code).toBe('IN_USE');
    expect(bodyOf(await api.http.get(`/api/categories/${used?.id ?? ''}`).set(headers)).archivedAt).toBeNull();
  });

  it('keeps an archived category from new shops', async () => {
    const headers = await api.auth('admin');
    const created = await api.http.post('/api/categories').set(headers).send({ name: 'Kwiaciarnie', categoryWebId: 'kwiaciarnie' });
    const id = bodyOf(created).id as string;
    await api.http.delete(`/api/categories/${id}`).set(headers).expect(200);
    const shop = await api.http.post('/api/stores').set(headers).send({ name: 'Kwiaty24', storeWebId: 'kwiaty24', categoryId: id });
    expect(shop.status).toBe(400);
    expect(fieldsOf(shop)).toEqual(['categoryId']);
  });

  it('takes an uploaded logo (PNG, JPEG or WebP by their bytes) as a new version', async () => {
    const headers = await api.auth('editor');
    const created = await api.http.post('/api/categories').set(headers).send({ name: 'Optycy', categoryWebId: 'optycy' });
    const id = bodyOf(created).id as string;
    const stale = await api.http.post(`/api/categories/${id}/logo`).set(headers).set('If-Match', '"5"').attach('file', WEBP_BYTES, 'logo.webp');
    expect(stale.status).toBe(412);
    const html = await api.http.post(`/api/categories/${id}/logo`).set(headers).attach('file', Buffer.from('<html></html>'), 'logo.png');
    expect(html.status).toBe(400);
    expect(fieldsOf(html)).toEqual(['file']);
    const missing = await api.http.post(`/api/categories/${id}/logo`).set(headers).send({});
    expect(missing.status).toBe(400);

    const uploaded = await api.http.post(`/api/categories/${id}/logo`).set(headers).set('If-Match', '"1"').attach('file', WEBP_BYTES, 'logo.webp');
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({ version: 2, logoUrl: expect.stringMatching(/^\/files\/logos\/[a-z0-9-]+\.webp$/) as unknown });
    const served = await api.http.get(bodyOf(uploaded).logoUrl as string);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');

    const replaced = await api.http.post(`/api/categories/${id}/logo`).set(headers).attach('file', PNG_BYTES, 'logo.png');
    expect(replaced.body).toMatchObject({ version: 3, logoUrl: expect.stringMatching(/\.png$/) as unknown });
    await api.http.get(bodyOf(uploaded).logoUrl as string).expect(404);
  });

  it('is refused to roles without access', async () => {
    const res = await api.http.get('/api/categories').set(await api.auth('recipes'));
    expect(res.status).toBe(403);
  });
});

describe('groups', () => {
  async function storeIds(): Promise<string[]> {
    const stores = (await api.http.get('/api/stores').set(await api.auth('admin'))).body as { id: string }[];
    return stores.map((s) => s.id);
  }

  it('creates a group of shops, edits it, archives and restores it', async () => {
    const headers = await api.auth('admin');
    const ids = (await storeIds()).slice(0, 2);
    const created = await api.http.post('/api/groups').set(headers).send({ name: 'Grupa testowa', storeIds: ids });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Grupa testowa', storeIds: [...ids].sort(), version: 1, archivedAt: null, updatedBy: 'admin' });
    const id = bodyOf(created).id as string;
    const edited = await api.http.put(`/api/groups/${id}`).set(headers).set('If-Match', '"1"').send({ name: 'Grupa', storeIds: [ids[0]] });
    expect(edited.body).toMatchObject({ name: 'Grupa', storeIds: [ids[0]], version: 2 });
    const store = await api.http.get(`/api/stores/${ids[0] ?? ''}`).set(headers);
    expect(bodyOf(store).groupIds).toContain(id);
    await api.http.delete(`/api/groups/${id}`).set(headers).set('If-Match', '"1"').expect(412);
    const archived = await api.http.delete(`/api/groups/${id}`).set(headers).set('If-Match', '"2"');
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({ version: 3, storeIds: [ids[0]], archivedAt: expect.any(String) as unknown });
    expect(itemsOf(await api.http.get('/api/groups?search=grupa').set(headers)).map((g) => g.id)).not.toContain(id);
    expect(itemsOf(await api.http.get('/api/groups?search=grupa&archived=ARCHIVED').set(headers)).map((g) => g.id)).toEqual([id]);
    const restored = await api.http.post(`/api/groups/${id}/restore`).set(headers).set('If-Match', '"3"');
    expect(restored.body).toMatchObject({ version: 4, archivedAt: null, storeIds: [ids[0]] });
  });

  it('lists groups in pages sorted by name, searching names', async () => {
    const headers = await api.auth('editor');
    const res = await api.http.get('/api/groups?limit=2').set(headers);
    expect(res.body).toMatchObject({ limit: 2, offset: 0 });
    expect(bodyOf(res).total).toBeGreaterThanOrEqual(3);
    expect(itemsOf(res)).toHaveLength(2);
    const search = await api.http.get('/api/groups?search=weekend').set(headers);
    expect(itemsOf(search).map((g) => g.name)).toEqual(['Promocje weekendowe']);
    const tooLarge = await api.http.get(`/api/groups?limit=${LIST_PAGES.groups.max + 1}`).set(headers);
    expect(tooLarge.status).toBe(400);
    expect(fieldsOf(tooLarge)).toEqual(['limit']);
  });

  it('refuses a duplicate name', async () => {
    const res = await api.http.post('/api/groups').set(await api.auth('admin')).send({ name: 'promocje WEEKENDOWE' });
    expect(res.status).toBe(409);
    expect(bodyOf(res).code).toBe('DUPLICATE_NAME');
    expect(fieldsOf(res)).toEqual(['name']);
  });

  it('lets an editor change membership only for shops assigned to them', async () => {
    const admin = await api.auth('admin');
    const editor = await api.auth('editor');
    const all = (await api.http.get('/api/stores').set(admin)).body as { id: string; editors: string[] }[];
    const mine = all.find((s) => s.editors.includes('editor'));
    const other = all.find((s) => !s.editors.includes('editor'));
    const created = await api.http.post('/api/groups').set(admin).send({ name: 'Mieszana', storeIds: [mine?.id, other?.id] });
    const id = bodyOf(created).id as string;
    const seen = await api.http.get(`/api/groups/${id}`).set(editor);
    expect(bodyOf(seen).storeIds).toEqual([mine?.id]);
    const listed = itemsOf(await api.http.get('/api/groups?search=mieszana').set(editor));
    expect(listed.map((g) => g.storeIds)).toEqual([[mine?.id]]);
    const refused = await api.http.put(`/api/groups/${id}`).set(editor).send({ name: 'Mieszana', storeIds: [mine?.id, other?.id] });
    expect(refused.status).toBe(403);
    const archiveRefused = await api.http.delete(`/api/groups/${id}`).set(editor);
    expect(archiveRefused.status).toBe(403);
    const emptied = await api.http.put(`/api/groups/${id}`).set(editor).send({ name: 'Mieszana', storeIds: [] });
    expect(emptied.status).toBe(200);
    const afterwards = await api.http.get(`/api/groups/${id}`).set(admin);
    expect(bodyOf(afterwards).storeIds).toEqual([other?.id]);
  });
});
