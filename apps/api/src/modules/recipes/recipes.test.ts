/**
 * Cooks and recipes against the real api and its demo data: administrators see and write every cook,
 * a recipe editor only the two cooks assigned to them and their recipes; every rule of spec §5 with one
 * accepted and one refused case; archive, restore, history and pictures like every record of the kit.
 */
import { DEMO_COOKS, DEMO_RECIPE_EDITOR_COOKS } from '../../seed/demoRecipes';
import { bodyOf, fieldsOf, itemsOf, START_TIMEOUT_MS, startTestApi, type Json, type TestApi } from '../../test/testApi';

interface Cook {
  id: string;
  name: string;
  seoId: string;
  status: string;
  logoUrl: string | null;
  editorIds: string[];
  editors: string[];
  version: number;
}

interface Recipe {
  id: string;
  cookId: string;
  cookName: string;
  title: string;
  seoId: string;
  tags: string[];
  steps: { name: string; description: string; extraDescription: string | null; image: string | null }[];
  storeId: string | null;
  storeName: string | null;
  leafletId: string | null;
  version: number;
  createdBy: string | null;
}

let api: TestApi;
let admin: { Authorization: string };
let editor: { Authorization: string };
let cooks: Cook[];
let mine: Cook;
let notMine: Cook;
let editorUserId: string;
let leafletNaturalId: string;
let shopId: string;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

let serial = 0;
/** A unique seo id for a test's recipe or cook. */
function seo(prefix: string): string {
  serial += 1;
  return `${prefix}-${serial}`;
}

/** A recipe body every rule accepts, for the cook `cookId`. */
function recipeBody(cookId: string, overrides: Json = {}): Json {
  return {
    title: 'Placki ziemniaczane',
    seoId: seo('placki'),
    cookId,
    type: 'MAIN_COURSE',
    publishDate: '2026-05-04',
    preparationTime: 40,
    numberOfServings: 4,
    complexity: 'EASY',
    tags: ['obiad', 'ziemniaki'],
    steps: [
      { name: 'Tarcie', description: 'Zetrzyj ziemniaki i cebulę.' },
      { name: 'Smażenie', description: 'Smaż placki na złoto.', extraDescription: 'Na dobrze rozgrzanym oleju.' },
    ],
    ...overrides,
  };
}

async function createRecipe(overrides: Json = {}, as = admin): Promise<Recipe> {
  const res = await api.http.post('/api/recipes').set(as).send(recipeBody(mine.id, overrides));
  if (res.status !== 201) throw new Error(`recipe refused: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Recipe;
}

beforeAll(async () => {
  api = await startTestApi();
  [admin, editor] = await Promise.all([api.auth('admin'), api.auth('recipes')]);
  cooks = itemsOf(await api.http.get('/api/cooks?limit=500').set(admin)) as unknown as Cook[];
  const byName = (name: string) => cooks.find((cook) => cook.name === name);
  const first = byName(DEMO_RECIPE_EDITOR_COOKS[0] ?? '');
  const other = cooks.find((cook) => !DEMO_RECIPE_EDITOR_COOKS.includes(cook.name));
  if (!first || !other) throw new Error('demo cooks are missing');
  [mine, notMine] = [first, other];
  editorUserId = first.editorIds[0] ?? '';
  const leaflet = await api.db.selectFrom('leaflets').select('natural_id').where('status', '=', 'ACTIVE').orderBy('natural_id').executeTakeFirstOrThrow();
  leafletNaturalId = leaflet.natural_id;
  const shop = await api.db.selectFrom('stores').select('id').where('archived_at', 'is', null).orderBy('name').executeTakeFirstOrThrow();
  shopId = shop.id;
}, START_TIMEOUT_MS);

afterAll(async () => {
  await api?.close();
});

describe('the demo cooks and recipes', () => {
  it('shows administrators every cook with its status and editors', () => {
    expect(cooks.map((cook) => cook.name).sort()).toEqual(DEMO_COOKS.map((cook) => cook.name).sort());
    expect(cooks[0]?.name).toBe('Ania Gotuje');
    expect(new Set(cooks.map((cook) => cook.status))).toEqual(new Set(['INACTIVE', 'READY_FOR_ACTIVATION', 'ACTIVE', 'READY_FOR_DISACTIVATION']));
    expect(mine.editors).toEqual(['recipes']);
  });

  it('shows the recipe editor exactly the two cooks assigned to them, and only their recipes', async () => {
    const res = await api.http.get('/api/cooks').set(editor);
    expect(res.status).toBe(200);
    expect(itemsOf(res).map((cook) => cook.name).sort()).toEqual([...DEMO_RECIPE_EDITOR_COOKS].sort());
    const recipes = itemsOf(await api.http.get('/api/recipes?limit=500').set(editor));
    expect(recipes.length).toBeGreaterThan(0);
    expect(recipes.every((recipe) => DEMO_RECIPE_EDITOR_COOKS.includes(String(recipe.cookName)))).toBe(true);
    const all = itemsOf(await api.http.get('/api/recipes?limit=500').set(admin));
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(all.length).toBeGreaterThan(recipes.length);
  });

  it('lists one cook\'s recipes and one status, refusing filters that name nothing', async () => {
    const res = await api.http.get(`/api/recipes?cookId=${mine.id}&status=ACTIVE`).set(admin);
    expect(itemsOf(res).length).toBeGreaterThan(0);
    expect(itemsOf(res).every((recipe) => recipe.cookId === mine.id && recipe.status === 'ACTIVE')).toBe(true);
    const refused = await api.http.get('/api/recipes?cookId=ania&status=DONE').set(admin);
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused)).toEqual(['cookId']);
    expect(fieldsOf(await api.http.get('/api/cooks?status=DONE').set(admin))).toEqual(['status']);
  });

  it('offers every shop in use as a cooperating shop, to recipe editors too', async () => {
    const res = await api.http.get('/api/recipes/shops').set(editor);
    expect(res.status).toBe(200);
    const shops = (res.body as { items: { id: string; name: string }[] }).items;
    expect(shops.map((shop) => shop.id)).toContain(shopId);
    expect(shops.every((shop) => typeof shop.name === 'string')).toBe(true);
  });

  it('keeps recipes away from users without the recipe role', async () => {
    const res = await api.http.get('/api/recipes').set(await api.auth('editor'));
    expect(res.status).toBe(403);
  });
});

describe('an editor cannot read or change a cook not assigned to them', () => {
  it('answers 404 for the cook, its history and its recipes, and 403 for any write', async () => {
    expect((await api.http.get(`/api/cooks/${notMine.id}`).set(editor)).status).toBe(404);
    expect((await api.http.get(`/api/history/cooks/${notMine.id}`).set(editor)).status).toBe(404);
    expect((await api.http.put(`/api/cooks/${notMine.id}`).set(editor).send({ name: notMine.name, seoId: notMine.seoId })).status).toBe(403);
    expect((await api.http.delete(`/api/cooks/${notMine.id}`).set(editor)).status).toBe(403);
    expect(itemsOf(await api.http.get(`/api/recipes?cookId=${notMine.id}`).set(editor))).toEqual([]);

    const theirs = itemsOf(await api.http.get(`/api/recipes?cookId=${notMine.id}`).set(admin))[0];
    if (!theirs) throw new Error('the other cook has no recipes');
    expect((await api.http.get(`/api/recipes/${String(theirs.id)}`).set(editor)).status).toBe(404);
    expect((await api.http.get(`/api/history/recipes/${String(theirs.id)}`).set(editor)).status).toBe(404);
    expect((await api.http.put(`/api/recipes/${String(theirs.id)}`).set(editor).send(recipeBody(notMine.id))).status).toBe(404);
    expect((await api.http.delete(`/api/recipes/${String(theirs.id)}`).set(editor)).status).toBe(404);

    const created = await api.http.post('/api/recipes').set(editor).send(recipeBody(notMine.id));
    expect(created.status).toBe(403);
  });

  it('lets the editor read their own cook and write its recipes, but not move one to a cook of someone else', async () => {
    expect((await api.http.get(`/api/cooks/${mine.id}`).set(editor)).status).toBe(200);
    const recipe = await createRecipe({}, editor);
    expect(recipe).toMatchObject({ cookId: mine.id, cookName: mine.name, createdBy: 'recipes' });
    const moved = await api.http
      .put(`/api/recipes/${recipe.id}`)
      .set(editor)
      .set('If-Match', String(recipe.version))
      .send(recipeBody(notMine.id, { seoId: recipe.seoId }));
    expect(moved.status).toBe(403);
    expect((await api.http.get(`/api/recipes/${recipe.id}`).set(admin)).body).toMatchObject({ cookId: mine.id, version: recipe.version });
  });

  it('leaves creating cooks and assigning editors to administrators', async () => {
    const res = await api.http.post('/api/cooks').set(editor).send({ name: 'Mój kucharz', seoId: 'moj-kucharz', editorIds: [editorUserId] });
    expect(res.status).toBe(403);
  });
});

describe('cook rules (spec §5)', () => {
  it('requires a name: accepted with one, refused without', async () => {
    const ok = await api.http.post('/api/cooks').set(admin).send({ name: 'Babcia Zosia', seoId: seo('babcia-zosia') });
    expect(ok.status).toBe(201);
    expect(bodyOf(ok)).toMatchObject({ name: 'Babcia Zosia', status: 'INACTIVE', editorIds: [], logoUrl: null, version: 1 });
    const refused = await api.http.post('/api/cooks').set(admin).send({ name: ' ', seoId: seo('bez-nazwy') });
    expect(refused.status).toBe(400);
    expect(bodyOf(refused)).toMatchObject({ code: 'INVALID_REQUEST', invalidFields: [expect.objectContaining({ field: 'name', key: 'validation.required' })] });
  });

  it('keeps names unique ignoring case: 409 DUPLICATE_NAME on name', async () => {
    const res = await api.http.post('/api/cooks').set(admin).send({ name: mine.name.toUpperCase(), seoId: seo('inna') });
    expect(res.status).toBe(409);
    expect(bodyOf(res)).toMatchObject({ code: 'DUPLICATE_NAME', invalidFields: [expect.objectContaining({ field: 'name', key: 'validation.duplicateName' })] });
  });

  it('takes a seo id of lowercase letters, digits and "-", once', async () => {
    const ok = await api.http.post('/api/cooks').set(admin).send({ name: 'Kuchnia 2026', seoId: 'kuchnia-2026' });
    expect(ok.status).toBe(201);
    const refused = await api.http.post('/api/cooks').set(admin).send({ name: 'Kuchnia Polska', seoId: 'Kuchnia_Polska' });
    expect(refused.status).toBe(400);
    expect(bodyOf(refused).invalidFields).toEqual([expect.objectContaining({ field: 'seoId', key: 'validation.storeWebId' })]);
    const taken = await api.http.post('/api/cooks').set(admin).send({ name: 'Kuchnia Inna', seoId: 'kuchnia-2026' });
    expect(taken.status).toBe(409);
    expect(bodyOf(taken)).toMatchObject({ code: 'DUPLICATE_WEB_ID', invalidFields: [expect.objectContaining({ field: 'seoId' })] });
  });

  it('takes one of the four statuses', async () => {
    const ok = await api.http.post('/api/cooks').set(admin).send({ name: 'Gotowy Kucharz', seoId: seo('gotowy'), status: 'READY_FOR_ACTIVATION' });
    expect(bodyOf(ok).status).toBe('READY_FOR_ACTIVATION');
    const refused = await api.http.post('/api/cooks').set(admin).send({ name: 'Usunięty Kucharz', seoId: seo('usuniety'), status: 'DELETED' });
    expect(fieldsOf(refused)).toEqual(['status']);
  });

  it('assigns only users with the recipe editor role', async () => {
    const users = await api.db.selectFrom('users').select(['id', 'username']).where('username', 'in', ['recipes', 'editor']).execute();
    const id = (name: string) => users.find((user) => user.username === name)?.id ?? '';
    const ok = await api.http.post('/api/cooks').set(admin).send({ name: 'Kuchnia Redakcji', seoId: seo('redakcja'), editorIds: [id('recipes')] });
    expect(bodyOf(ok)).toMatchObject({ editorIds: [id('recipes')], editors: ['recipes'] });
    const refused = await api.http.post('/api/cooks').set(admin).send({ name: 'Kuchnia Sklepu', seoId: seo('sklep'), editorIds: [id('editor')] });
    expect(refused.status).toBe(400);
    expect(bodyOf(refused).invalidFields).toEqual([expect.objectContaining({ field: 'editorIds', key: 'validation.cookEditor' })]);
    // The newly assigned cook is the editor's at once.
    const visible = itemsOf(await api.http.get('/api/cooks?search=redakcji').set(editor));
    expect(visible.map((cook) => cook.name)).toEqual(['Kuchnia Redakcji']);
  });
});

describe('cooks as records of the kit', () => {
  it('edits with the version it started from, archives and restores, and keeps the history', async () => {
    const created = bodyOf(await api.http.post('/api/cooks').set(admin).send({ name: 'Kuchnia Wiosenna', seoId: seo('wiosna') })) as unknown as Cook;
    const saved = await api.http
      .put(`/api/cooks/${created.id}`)
      .set(admin)
      .set('If-Match', '1')
      .send({ name: 'Kuchnia Wiosenna', seoId: created.seoId, status: 'ACTIVE' });
    expect(saved.status).toBe(200);
    expect(bodyOf(saved)).toMatchObject({ status: 'ACTIVE', version: 2 });
    const stale = await api.http.put(`/api/cooks/${created.id}`).set(admin).set('If-Match', '1').send({ name: 'Kuchnia Zimowa', seoId: created.seoId });
    expect(stale.status).toBe(412);
    const archived = await api.http.delete(`/api/cooks/${created.id}`).set(admin);
    expect(bodyOf(archived).archivedAt).toEqual(expect.any(String));
    expect(itemsOf(await api.http.get('/api/cooks?search=wiosenna').set(admin))).toEqual([]);
    expect(itemsOf(await api.http.get('/api/cooks?search=wiosenna&archived=ARCHIVED').set(admin))).toHaveLength(1);
    // An archived cook takes no new recipes.
    const refused = await api.http.post('/api/recipes').set(admin).send(recipeBody(created.id));
    expect(bodyOf(refused).invalidFields).toEqual([expect.objectContaining({ field: 'cookId', key: 'validation.cookArchived' })]);
    const restored = await api.http.post(`/api/cooks/${created.id}/restore`).set(admin);
    expect(bodyOf(restored)).toMatchObject({ archivedAt: null, version: 4 });
    const history = await api.http.get(`/api/history/cooks/${created.id}`).set(admin);
    expect((bodyOf(history).items as { action: string }[]).map((entry) => entry.action)).toEqual(['RESTORED', 'ARCHIVED', 'UPDATED', 'CREATED']);
  });

  it('stores a PNG logo and refuses a file that is no picture', async () => {
    const ok = await api.http.post(`/api/cooks/${mine.id}/logo`).set(admin).attach('file', PNG, { filename: 'logo.png', contentType: 'image/png' });
    expect(ok.status).toBe(200);
    const logoUrl = String(bodyOf(ok).logoUrl);
    expect(logoUrl).toMatch(/^\/files\/logos\/[a-z0-9-]+\.png$/);
    expect((await api.http.get(logoUrl)).status).toBe(200);
    const refused = await api.http
      .post(`/api/cooks/${mine.id}/logo`)
      .set(admin)
      .attach('file', Buffer.from('just text'), { filename: 'logo.png', contentType: 'image/png' });
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused)).toEqual(['file']);
    expect((await api.http.post(`/api/cooks/${mine.id}/logo`).set(editor).attach('file', PNG, 'logo.png')).status).toBe(403);
  });
});

/** A refusal of one field: 400 INVALID_REQUEST naming exactly that field with that key. */
async function refusedWith(overrides: Json, field: string, key: string): Promise<void> {
  const res = await api.http.post('/api/recipes').set(admin).send(recipeBody(mine.id, overrides));
  expect([res.status, fieldsOf(res)]).toEqual([400, [field]]);
  expect((bodyOf(res).invalidFields as { key: string }[])[0]?.key).toBe(key);
}

describe('recipe rules (spec §5): one accepted and one refused case each', () => {
  it('title: required', async () => {
    await expect(createRecipe({ title: 'Gołąbki' })).resolves.toMatchObject({ title: 'Gołąbki' });
    await refusedWith({ title: '' }, 'title', 'validation.required');
  });

  it('seoId: required, lowercase letters, digits and "-", unique (409)', async () => {
    const recipe = await createRecipe({ seoId: 'golabki-w-sosie-2' });
    expect(recipe.seoId).toBe('golabki-w-sosie-2');
    await refusedWith({ seoId: 'Gołąbki' }, 'seoId', 'validation.storeWebId');
    await refusedWith({ seoId: '' }, 'seoId', 'validation.required');
    const taken = await api.http.post('/api/recipes').set(admin).send(recipeBody(mine.id, { seoId: 'golabki-w-sosie-2' }));
    expect(taken.status).toBe(409);
    expect(bodyOf(taken)).toMatchObject({ code: 'DUPLICATE_WEB_ID', invalidFields: [expect.objectContaining({ field: 'seoId', key: 'validation.duplicateName' })] });
  });

  it('cookId: required, an existing cook', async () => {
    await refusedWith({ cookId: '' }, 'cookId', 'validation.required');
    await refusedWith({ cookId: '00000000-0000-4000-8000-000000000000' }, 'cookId', 'validation.cookNotFound');
  });

  it('type: one of the recipe types', async () => {
    await expect(createRecipe({ type: 'DESSERT' })).resolves.toMatchObject({ type: 'DESSERT' });
    await refusedWith({ type: 'PIZZA' }, 'type', 'validation.recipeType');
  });

  it('leafletId: optional, the natural id of an existing leaflet', async () => {
    await expect(createRecipe({ leafletId: leafletNaturalId })).resolves.toMatchObject({ leafletId: leafletNaturalId });
    await expect(createRecipe({ leafletId: '' })).resolves.toMatchObject({ leafletId: null });
    await refusedWith({ leafletId: 'nie-ma-takiej-gazetki' }, 'leafletId', 'validation.leafletNotFound');
  });

  it('publishDate: required, a calendar day', async () => {
    await expect(createRecipe({ publishDate: '2026-12-24' })).resolves.toMatchObject({ publishDate: '2026-12-24' });
    await refusedWith({ publishDate: null }, 'publishDate', 'validation.required');
    await refusedWith({ publishDate: '24.12.2026' }, 'publishDate', 'validation.date');
  });

  it('visibleAt: optional, a moment', async () => {
    await expect(createRecipe({ visibleAt: '2026-05-04T06:00:00.000Z' })).resolves.toMatchObject({ visibleAt: '2026-05-04T06:00:00.000Z' });
    await refusedWith({ visibleAt: 'rano' }, 'visibleAt', 'validation.dateTime');
  });

  it('status: one of the four', async () => {
    await expect(createRecipe({ status: 'READY_FOR_ACTIVATION' })).resolves.toMatchObject({ status: 'READY_FOR_ACTIVATION' });
    await refusedWith({ status: 'PUBLISHED' }, 'status', 'validation.status');
  });

  it('preparationTime: whole minutes greater than 0', async () => {
    await expect(createRecipe({ preparationTime: 1 })).resolves.toMatchObject({ preparationTime: 1 });
    await refusedWith({ preparationTime: 0 }, 'preparationTime', 'validation.naturalNumber');
    await refusedWith({ preparationTime: 12.5 }, 'preparationTime', 'validation.naturalNumber');
  });

  it('numberOfServings: a whole number greater than 0', async () => {
    await expect(createRecipe({ numberOfServings: 12 })).resolves.toMatchObject({ numberOfServings: 12 });
    await refusedWith({ numberOfServings: -2 }, 'numberOfServings', 'validation.naturalNumber');
  });

  it('complexity: easy, medium or hard', async () => {
    await expect(createRecipe({ complexity: 'HARD' })).resolves.toMatchObject({ complexity: 'HARD' });
    await refusedWith({ complexity: 'VERY_HARD' }, 'complexity', 'validation.complexity');
  });

  it('tags: short texts, each once', async () => {
    await expect(createRecipe({ tags: ['szybko', 'wege'] })).resolves.toMatchObject({ tags: ['szybko', 'wege'] });
    await refusedWith({ tags: ['szybko', 'Szybko'] }, 'tags', 'validation.duplicateTag');
  });

  it('longUrl: optional, a valid link', async () => {
    await expect(createRecipe({ longUrl: 'https://www.example.pl/przepisy/placki' })).resolves.toMatchObject({ longUrl: 'https://www.example.pl/przepisy/placki' });
    await refusedWith({ longUrl: 'placki w internecie' }, 'longUrl', 'validation.url');
  });

  it('shoppingListUrl: optional, a shopping list link of the consumer site', async () => {
    await expect(createRecipe({ shoppingListUrl: 'https://www.example.pl/lista/abc123' })).resolves.toMatchObject({
      shoppingListUrl: 'https://www.example.pl/lista/abc123',
    });
    await refusedWith({ shoppingListUrl: 'https://www.example.pl/zakupy/abc123' }, 'shoppingListUrl', 'validation.shoppingListUrl');
  });

  it('cover: optional, an uploaded picture or a link', async () => {
    await expect(createRecipe({ cover: '/files/recipes/cover-1.png' })).resolves.toMatchObject({ cover: '/files/recipes/cover-1.png' });
    await refusedWith({ cover: 'okładka' }, 'cover', 'validation.url');
  });

  it('steps: at least one, in their order, each with a name and a description', async () => {
    const recipe = await createRecipe({
      steps: [
        { name: 'Trzeci', description: 'C' },
        { name: 'Pierwszy', description: 'A', image: '/files/recipes/step.png' },
        { name: 'Drugi', description: 'B' },
      ],
    });
    expect(recipe.steps.map((step) => step.name)).toEqual(['Trzeci', 'Pierwszy', 'Drugi']);
    expect(recipe.steps[1]).toEqual({ name: 'Pierwszy', description: 'A', extraDescription: null, image: '/files/recipes/step.png' });
    await refusedWith({ steps: [] }, 'steps', 'validation.stepsRequired');
    await refusedWith({ steps: [{ name: 'Tylko nazwa', description: '' }] }, 'steps[0].description', 'validation.required');
  });

  it('storeId: optional, a shop in use', async () => {
    await expect(createRecipe({ storeId: shopId })).resolves.toMatchObject({ storeId: shopId, storeName: expect.any(String) as unknown });
    await refusedWith({ storeId: '00000000-0000-4000-8000-000000000000' }, 'storeId', 'validation.storeNotFound');
  });
});

describe('recipes as records of the kit', () => {
  it('saves a new order of the steps with the version it started from, and keeps every write in the history', async () => {
    const recipe = await createRecipe();
    const reordered = recipeBody(mine.id, { seoId: recipe.seoId, steps: [...recipe.steps].reverse() });
    const saved = await api.http.put(`/api/recipes/${recipe.id}`).set(editor).set('If-Match', String(recipe.version)).send(reordered);
    expect(saved.status).toBe(200);
    expect((saved.body as Recipe).steps.map((step) => step.name)).toEqual(['Smażenie', 'Tarcie']);
    const stale = await api.http.put(`/api/recipes/${recipe.id}`).set(admin).set('If-Match', String(recipe.version)).send(reordered);
    expect(stale.status).toBe(412);
    const archived = await api.http.delete(`/api/recipes/${recipe.id}`).set(editor);
    expect(bodyOf(archived).archivedAt).toEqual(expect.any(String));
    expect((await api.http.delete(`/api/recipes/${recipe.id}`).set(editor)).status).toBe(409);
    expect((await api.http.post(`/api/recipes/${recipe.id}/restore`).set(editor)).status).toBe(200);
    const history = bodyOf(await api.http.get(`/api/history/recipes/${recipe.id}`).set(editor));
    const entries = history.items as { action: string; actor: string; changes: { field: string }[] }[];
    expect(entries.map((entry) => entry.action)).toEqual(['RESTORED', 'ARCHIVED', 'UPDATED', 'CREATED']);
    expect(entries[2]).toMatchObject({ actor: 'recipes', changes: [expect.objectContaining({ field: 'steps' })] });
  });

  it('stores a picture of the form and answers its address, refusing a file that is no picture', async () => {
    const ok = await api.http.post('/api/recipes/images').set(editor).attach('file', PNG, { filename: 'krok.png', contentType: 'image/png' });
    expect(ok.status).toBe(201);
    const url = String(bodyOf(ok).url);
    expect(url).toMatch(/^\/files\/recipes\/[a-z0-9-]+\.png$/);
    expect((await api.http.get(url)).status).toBe(200);
    await expect(createRecipe({ cover: url })).resolves.toMatchObject({ cover: url });
    const refused = await api.http.post('/api/recipes/images').set(editor).attach('file', Buffer.from('%PDF-1.4'), 'krok.png');
    expect(refused.status).toBe(400);
    expect((await api.http.post('/api/recipes/images').set(await api.auth('editor')).attach('file', PNG, 'krok.png')).status).toBe(403);
  });
});
