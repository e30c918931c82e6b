import { startTestApi, START_TIMEOUT_MS, type TestApi, bodyOf, listOf } from '../../test/testApi';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
}, START_TIMEOUT_MS);

afterAll(async () => {
  await api?.close();
});

describe('categories', () => {
  it('lists the demo categories with generated logos', async () => {
    const res = await api.http.get('/api/categories').set(await api.auth('editor'));
    expect(res.status).toBe(200);
    expect(listOf(res).length).toBeGreaterThanOrEqual(5);
    expect(listOf(res)[0]).toEqual({
      id: expect.any(String) as unknown,
      name: expect.any(String) as unknown,
      categoryWebId: expect.any(String) as unknown,
      logoUrl: expect.stringMatching(/^\/files\/logos\/category-.+\.svg$/) as unknown,
      version: 1,
    });
  });

  it('creates, renames with If-Match and deletes a category', async () => {
    const headers = await api.auth('editor');
    const created = await api.http.post('/api/categories').set(headers).send({ name: 'Apteki', categoryWebId: 'apteki' });
    expect(created.status).toBe(201);
    const id = bodyOf(created).id as string;
    const stale = await api.http.put(`/api/categories/${id}`).set(headers).set('If-Match', '"7"').send({ name: 'X', categoryWebId: 'x' });
    expect(stale.status).toBe(412);
    const renamed = await api.http.put(`/api/categories/${id}`).set(headers).set('If-Match', '1').send({ name: 'Apteki i zdrowie', categoryWebId: 'apteki' });
    expect(renamed.body).toMatchObject({ name: 'Apteki i zdrowie', version: 2 });
    await api.http.delete(`/api/categories/${id}`).set(headers).expect(204);
    await api.http.get(`/api/categories/${id}`).set(headers).expect(404);
  });

  it('refuses missing fields, duplicates, and deleting a category shops use', async () => {
    const headers = await api.auth('admin');
    const invalid = await api.http.post('/api/categories').set(headers).send({ name: ' ' });
    expect(invalid.status).toBe(400);
    expect((bodyOf(invalid).invalidFields as { field: string }[]).map((f) => f.field).sort()).toEqual(['categoryWebId', 'name']);
    const [used] = (await api.http.get('/api/categories').set(headers)).body as { id: string; name: string }[];
    const duplicate = await api.http.post('/api/categories').set(headers).send({ name: used?.name, categoryWebId: 'something-new' });
    expect(duplicate.status).toBe(409);
    expect(bodyOf(duplicate).code).toBe('DUPLICATE_NAME');
    const inUse = await api.http.delete(`/api/categories/${used?.id ?? ''}`).set(headers);
    expect(inUse.status).toBe(409);
    expect(bodyOf(inUse).code).toBe('CATEGORY_IN_USE');
  });

  it('is refused to roles without access', async () => {
    const res = await api.http.get('/api/categories').set(await api.auth('recipes'));
    expect(res.status).toBe(403);
  });
});

describe('groups', () => {
  it('creates a group of shops, edits it and deletes it', async () => {
    const headers = await api.auth('admin');
    const stores = (await api.http.get('/api/stores').set(headers)).body as { id: string }[];
    const ids = stores.slice(0, 2).map((s) => s.id);
    const created = await api.http.post('/api/groups').set(headers).send({ name: 'Grupa testowa', storeIds: ids });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Grupa testowa', storeIds: [...ids].sort(), version: 1 });
    const id = bodyOf(created).id as string;
    const edited = await api.http.put(`/api/groups/${id}`).set(headers).set('If-Match', '"1"').send({ name: 'Grupa', storeIds: [ids[0]] });
    expect(edited.body).toMatchObject({ name: 'Grupa', storeIds: [ids[0]], version: 2 });
    const store = await api.http.get(`/api/stores/${ids[0] ?? ''}`).set(headers);
    expect(bodyOf(store).groupIds).toContain(id);
    await api.http.delete(`/api/groups/${id}`).set(headers).set('If-Match', '"1"').expect(412);
    await api.http.delete(`/api/groups/${id}`).set(headers).set('If-Match', '"2"').expect(204);
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
    const refused = await api.http.put(`/api/groups/${id}`).set(editor).send({ name: 'Mieszana', storeIds: [mine?.id, other?.id] });
    expect(refused.status).toBe(403);
    const emptied = await api.http.put(`/api/groups/${id}`).set(editor).send({ name: 'Mieszana', storeIds: [] });
    expect(emptied.status).toBe(200);
    const afterwards = await api.http.get(`/api/groups/${id}`).set(admin);
    expect(bodyOf(afterwards).storeIds).toEqual([other?.id]);
  });
});
