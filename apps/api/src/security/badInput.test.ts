import { bodyOf, START_TIMEOUT_MS, startTestApi, type TestApi } from '../test/testApi';

/**
 * Text the database cannot store (U+0000) is refused with 400 wherever it arrives — JSON body,
 * form body, query string, address — instead of failing inside a query with 500.
 */

let api: TestApi;
let admin: { Authorization: string };

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.auth('admin');
}, START_TIMEOUT_MS);

afterAll(async () => {
  await api.close();
});

async function aLeaflet(): Promise<{ id: string; version: number }> {
  const res = await api.http.get('/api/leaflets?predefinedFilter=LEAFLET_DASHBOARD').set(admin);
  const first = (bodyOf(res)['content'] as { id: string; version: number }[])[0];
  if (!first) throw new Error('The demo data has no leaflet');
  return first;
}

describe('U+0000 in a request', () => {
  it('in a JSON body is refused with 400 naming the field', async () => {
    const res = await api.http.post('/api/categories').set(admin).send({ name: 'Sklepy\u0000', categoryWebId: 'sklepy-nul' });
    expect(res.status).toBe(400);
    expect(bodyOf(res)).toMatchObject({ code: 'INVALID_REQUEST', invalidFields: [{ field: 'name', key: 'validation.invalid' }] });
  });

  it('in a nested or list value, or a key, is refused with 400', async () => {
    const group = await api.http.post('/api/groups').set(admin).send({ name: 'Grupa', storeIds: ['\u0000'] });
    expect([group.status, bodyOf(group)['invalidFields']]).toEqual([400, [expect.objectContaining({ field: 'storeIds[0]' })]]);
    const key = await api.http.post('/api/groups').set(admin).send({ name: 'Grupa', ['x\u0000']: 1 });
    expect(key.status).toBe(400);
  });

  it('in an edit of a leaflet is refused with 400 and changes nothing', async () => {
    const leaflet = await aLeaflet();
    const res = await api.http.patch(`/api/leaflets/${leaflet.id}`).set(admin).set('If-Match', `"${leaflet.version}"`).send({ additionalInfo: 'Promocja\u0000' });
    expect(res.status).toBe(400);
    const after = await api.http.get(`/api/leaflets/${leaflet.id}`).set(admin);
    expect(bodyOf(after)['version']).toBe(leaflet.version);
  });

  it.each([
    ['a search of shops', '/api/stores?search=%00'],
    ['a search of leaflets', '/api/leaflets?predefinedFilter=LEAFLET_DASHBOARD&search=ab%00'],
    ['a retailer of article data', '/api/articles-data?retailer=%00'],
    ['a retailer of deleted article data', '/api/articles-data/deleted?retailer=x%00'],
    ['the address', '/sample-sources/sites/%00'],
  ])('in %s is refused with 400', async (_what, path) => {
    const res = await api.http.get(path).set(admin);
    expect([res.status, bodyOf(res)['code']]).toEqual([400, 'INVALID_REQUEST']);
  });

  it('in the user name of a sign-in (form or JSON) is refused with 400', async () => {
    const form = await api.http.post('/authenticate').field('username', 'admin\u0000').field('password', 'flyerdesk');
    expect([form.status, bodyOf(form)['invalidFields']]).toEqual([400, [expect.objectContaining({ field: 'username', key: 'validation.invalid' })]]);
    const json = await api.http.post('/authenticate').send({ username: '\u0000', password: 'x' });
    expect(json.status).toBe(400);
  });

  it('leaves ordinary text alone', async () => {
    const res = await api.http.get('/api/stores?search=%C5%BCabka').set(admin);
    expect(res.status).toBe(200);
  });
});
