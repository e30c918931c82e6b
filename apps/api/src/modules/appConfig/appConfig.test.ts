/**
 * The app configuration through the REST api: the 19 sections in the screen's order, saves as new
 * versions with their history, stale saves and refused documents that write nothing, the records a
 * document names, the image-with-link rule across sections, reverts, the public call the apps poll
 * (ETag, 304), the demo content and the roles (administrators only; the public call needs no token).
 */
import { APP_CONFIG_DEFAULTS, APP_CONFIG_SECTIONS, type AppConfigSection } from '@flyerdesk/domain/appConfig';
import { DEMO_POPULAR_CITIES } from '../../seed/demoAppConfig';
import { bodyOf, fieldsOf, itemsOf, startTestApi, START_TIMEOUT_MS, type Json, type TestApi } from '../../test/testApi';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ runJobs: false });
}, START_TIMEOUT_MS);

afterAll(async () => {
  await api?.close();
});

const UNKNOWN_ID = '5b6c1f8e-0000-4000-8000-000000000000';

async function admin() {
  return api.auth('admin');
}

/** The sections as the list answers them, by section. */
async function sections(): Promise<Record<AppConfigSection, Json>> {
  const res = await api.http.get('/api/appConfig').set(await admin());
  expect(res.status).toBe(200);
  return Object.fromEntries(itemsOf(res).map((item) => [item.section, item])) as Record<AppConfigSection, Json>;
}

async function sectionNamed(section: AppConfigSection): Promise<Json> {
  return (await sections())[section];
}

async function save(section: AppConfigSection, document: unknown, options: { version?: number; username?: string } = {}) {
  const current = await sectionNamed(section);
  let req = api.http
    .put(`/api/appConfig/${current.id as string}`)
    .set(await api.auth(options.username ?? 'admin'));
  if (options.version !== undefined) req = req.set('If-Match', `"${options.version}"`);
  return req.send({ document });
}

/** Sections and audit entries in the database: what a refused write must leave as it was. */
async function written(): Promise<unknown[]> {
  const rows = await api.db.selectFrom('app_config_sections').select(['section', 'version', 'document']).orderBy('section').execute();
  const audit = await api.db.selectFrom('audit_entries').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return [rows, Number(audit.n)];
}

async function shopNamed(name: string): Promise<Json> {
  const res = await api.http.get(`/api/stores?search=${encodeURIComponent(name)}&archived=ALL`).set(await admin());
  const found = (res.body as Json[]).find((s) => s.name === name);
  if (!found) throw new Error(`No shop named ${name}`);
  return found;
}

/** The [field, key] pairs of a refusal. */
function refused(res: { status: number; body: unknown }): string[][] {
  expect(res.status).toBe(400);
  expect(bodyOf(res).code).toBe('INVALID_REQUEST');
  return ((bodyOf(res).invalidFields ?? []) as { field: string; key: string }[]).map((f) => [f.field, f.key]);
}

describe('the list', () => {
  it('holds the 19 sections in the order of the screen, on one page, and sorts by last change', async () => {
    const res = await api.http.get('/api/appConfig').set(await admin());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 19, offset: 0 });
    expect(itemsOf(res).map((item) => item.section)).toEqual([...APP_CONFIG_SECTIONS]);
    const descending = await api.http.get('/api/appConfig?order=desc').set(await admin());
    expect(itemsOf(descending).map((item) => item.section)).toEqual([...APP_CONFIG_SECTIONS].reverse());
    const byChange = await api.http.get('/api/appConfig?sort=updatedAt&order=desc').set(await admin());
    const times = itemsOf(byChange).map((item) => item.updatedAt as string);
    expect(times).toEqual([...times].sort().reverse());
    const searched = await api.http.get('/api/appConfig?search=customtype').set(await admin());
    expect(itemsOf(searched).map((item) => item.section)).toEqual(['customTypeLink', 'customTypePictureUrl']);
    const unsorted = await api.http.get('/api/appConfig?sort=document').set(await admin());
    expect(fieldsOf(unsorted)).toEqual(['sort']);
  });

  it('answers a section with its version as ETag, untouched sections holding their defaults', async () => {
    const appearance = await sectionNamed('appearance');
    const res = await api.http.get(`/api/appConfig/${appearance.id as string}`).set(await api.auth('root'));
    expect(res.status).toBe(200);
    expect(res.headers.etag).toBe(`"${appearance.version as number}"`);
    expect(res.body).toEqual({
      id: appearance.id,
      section: 'appearance',
      document: APP_CONFIG_DEFAULTS.appearance,
      version: 1,
      archivedAt: null,
      updatedAt: expect.stringMatching(/Z$/) as unknown,
      updatedBy: null,
    });
    // Its default document came with the installation: no write of anyone, no history yet.
    const history = bodyOf(await api.http.get(`/api/history/appConfig/${appearance.id as string}`).set(await admin()));
    expect(history).toEqual({ items: [], total: 0 });
    await api.http.get(`/api/appConfig/${UNKNOWN_ID}`).set(await admin()).expect(404);
    await api.http.get('/api/appConfig/appearance').set(await admin()).expect(400);
  });
});

describe('the demo content', () => {
  it('fills a few sections with versions written by the demo administrators', async () => {
    const all = await sections();
    expect(all.webPopularCities).toMatchObject({ document: { cities: [...DEMO_POPULAR_CITIES] }, version: 3, updatedBy: 'root' });
    const articles = all.articlesList.document as { items: Json[] };
    expect(articles.items.map((item) => item.title)).toHaveLength(2);
    const popular = all.webPopularStores.document as { storeIds: string[] };
    expect(popular.storeIds).toEqual([(await shopNamed('Biedronka')).id, (await shopNamed('Lidl')).id]);
    const menu = all.webMegaMenu.document as { categories: { name: string; storeIds: string[] }[]; cookIds: string[] };
    expect(menu.categories.map((c) => c.name)).toEqual(['Dyskonty', 'Drogerie']);
    expect(menu.cookIds).toHaveLength(2);
    const history = bodyOf(await api.http.get(`/api/history/appConfig/${all.webPopularCities.id as string}`).set(await admin()));
    expect((history.items as Json[]).map((entry) => [entry.action, entry.actor, entry.version])).toEqual([
      ['UPDATED', 'root', 3],
      ['UPDATED', 'admin', 2],
    ]);
  });
});

describe('saving a section', () => {
  it('writes the document as the next version, with its history and in the change feed', async () => {
    const before = await sectionNamed('webFooterLinks');
    const document = {
      stores: [{ name: 'Biedronka', url: 'https://flyerdesk.example/sklepy/biedronka' }],
      locations: [{ name: 'Gazetki Warszawa', url: 'https://flyerdesk.example/miasta/warszawa' }],
      articles: [],
      unknownKey: 'dropped',
    };
    const feedBefore = bodyOf(await api.http.get('/api/changes').set(await admin())).version as number;
    const res = await save('webFooterLinks', document, { version: before.version as number });
    expect(res.status).toBe(200);
    expect(res.headers.etag).toBe(`"${(before.version as number) + 1}"`);
    const { unknownKey: _dropped, ...stored } = document;
    expect(res.body).toMatchObject({ id: before.id, section: 'webFooterLinks', document: stored, version: (before.version as number) + 1, updatedBy: 'admin' });
    const history = bodyOf(await api.http.get(`/api/history/appConfig/${before.id as string}`).set(await admin()));
    const [entry] = history.items as { action: string; actor: string; version: number; changes: { field: string; before: unknown; after: unknown }[] }[];
    expect(entry).toMatchObject({ action: 'UPDATED', actor: 'admin', version: (before.version as number) + 1 });
    expect(entry?.changes).toEqual([{ field: 'document', before: before.document, after: stored }]);
    const audited = await api.db
      .selectFrom('audit_entries')
      .select('record')
      .where('entity', '=', 'appConfigSection')
      .where('entity_id', '=', before.id as string)
      .orderBy('seq', 'desc')
      .executeTakeFirstOrThrow();
    expect(audited.record).toEqual(res.body);
    const feed = bodyOf(await api.http.get(`/api/changes?after=${feedBefore}`).set(await admin()));
    expect((feed.items as Json[]).map((item) => [item.resource, item.id, (item.record as Json).section])).toEqual([['appConfig', before.id, 'webFooterLinks']]);
  });

  it('refuses a stale version with VERSION_MISMATCH and writes nothing', async () => {
    const current = await sectionNamed('keywords');
    const before = await written();
    const stale = await save('keywords', { keywords: ['zgubiona zmiana'] }, { version: (current.version as number) - 1 });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ code: 'VERSION_MISMATCH', currentVersion: current.version });
    expect(await written()).toEqual(before);
  });

  it("refuses a document breaking its section's rules by the fields' paths, and writes nothing", async () => {
    const before = await written();
    const article = { title: 'Dobry tytuł', additionalInfo: 'Opis', imageUrl: 'https://flyerdesk.example/a.jpg', articleUrl: 'https://flyerdesk.example/a' };
    expect(refused(await save('articlesList', { items: [article, { ...article, title: 'Ab', articleUrl: 'nie link' }] }))).toEqual([
      ['items[1].title', 'validation.minLength'],
      ['items[1].articleUrl', 'validation.url'],
    ]);
    expect(refused(await save('webLeafletView', { adsPerPage: [] }))).toEqual([['adsPerPage', 'validation.optionRequired']]);
    expect(refused(await save('appearance', { primaryColor: 'czerwony', theme: 'NEON', logoUrl: '' }))).toEqual([
      ['primaryColor', 'validation.color'],
      ['theme', 'validation.theme'],
    ]);
    expect(refused(await save('custom', { entries: [{ key: 'a', value: '1' }, { key: 'a', value: '2' }] }))).toEqual([['entries[1].key', 'validation.duplicateKey']]);
    expect(refused(await save('keywords', 'słowa'))).toEqual([['document', 'validation.invalid']]);
    expect(refused(await save('keywords', undefined))).toEqual([['document', 'validation.required']]);
    expect(await written()).toEqual(before);
  });

  it('refuses shops, leaflets, cooks and recipes that do not exist, and archived shops, by their paths', async () => {
    const biedronka = (await shopNamed('Biedronka')).id as string;
    const lidl = (await shopNamed('Lidl')).id as string;
    const before = await written();
    const unknownShop = await save('mobileOnboardingStores', { storeIds: [biedronka, lidl, UNKNOWN_ID] });
    expect(refused(unknownShop)).toEqual([['storeIds[2]', 'validation.storeNotFound']]);
    const menu = await save('webMegaMenu', { categories: [{ name: 'Dyskonty', storeIds: [biedronka] }, { name: 'Inne', storeIds: [lidl, UNKNOWN_ID] }], cookIds: [UNKNOWN_ID] });
    expect(refused(menu)).toEqual([
      ['categories[1].storeIds[1]', 'validation.storeNotFound'],
      ['cookIds[0]', 'validation.cookNotFound'],
    ]);
    expect(refused(await save('highlightedLeafletId', { leafletId: UNKNOWN_ID }))).toEqual([['leafletId', 'validation.leafletNotFound']]);
    const search = await save('searchSettings', { searchTip: 'Szukaj', popularWords: ['mleko'], popularStoreIds: [UNKNOWN_ID], popularLeafletIds: [UNKNOWN_ID] });
    expect(fieldsOf(search)).toEqual(['popularLeafletIds[0]', 'popularStoreIds[0]']);
    expect(fieldsOf(await save('webRecipes', { recipeIds: [UNKNOWN_ID] }))).toEqual(['recipeIds[0]']);
    expect(await written()).toEqual(before);

    const hebe = (await shopNamed('Hebe')).id as string;
    await api.http.delete(`/api/stores/${hebe}`).set(await admin()).expect(200);
    try {
      expect(refused(await save('mobileOnboardingStores', { storeIds: [hebe] }))).toEqual([['storeIds[0]', 'validation.storeArchived']]);
    } finally {
      await api.http.post(`/api/stores/${hebe}/restore`).set(await admin()).expect(200);
    }
    const accepted = await save('mobileOnboardingStores', { storeIds: [hebe.toUpperCase(), biedronka] });
    expect(accepted.status).toBe(200);
    expect(bodyOf(accepted).document).toEqual({ storeIds: [hebe, biedronka] });
  });

  it('accepts the named records that exist: a leaflet, a cook and a recipe', async () => {
    const leaflet = await api.db.selectFrom('leaflets').select('id').limit(1).executeTakeFirstOrThrow();
    const cook = await api.db.selectFrom('cooks').select('id').limit(1).executeTakeFirstOrThrow();
    const recipe = await api.db.selectFrom('recipes').select('id').limit(1).executeTakeFirstOrThrow();
    expect((await save('highlightedLeafletId', { leafletId: leaflet.id })).status).toBe(200);
    expect((await save('webRecipes', { recipeIds: [recipe.id] })).status).toBe(200);
    const menu = await sectionNamed('webMegaMenu');
    const document = { ...(menu.document as Json), cookIds: [cook.id] };
    expect((await save('webMegaMenu', document)).status).toBe(200);
  });
});

describe('the image with link recommendation (type 7)', () => {
  it('needs the custom type link and picture first, and keeps them while chosen', async () => {
    await save('customTypeLink', { link: '' }).then((res) => expect(res.status).toBe(200));
    await save('customTypePictureUrl', { pictureUrl: '' }).then((res) => expect(res.status).toBe(200));
    const before = await written();
    expect(refused(await save('recommendationType', { type: 7 }))).toEqual([['type', 'validation.imageWithLinkSetup']]);
    expect(await written()).toEqual(before);

    expect((await save('customTypeLink', { link: 'https://flyerdesk.example/promocja' })).status).toBe(200);
    expect(refused(await save('recommendationType', { type: 7 }))).toEqual([['type', 'validation.imageWithLinkSetup']]);
    expect((await save('customTypePictureUrl', { pictureUrl: 'https://flyerdesk.example/promocja.png' })).status).toBe(200);
    const chosen = await save('recommendationType', { type: 7 });
    expect(chosen.status).toBe(200);
    expect(bodyOf(chosen).document).toEqual({ type: 7 });

    const kept = await written();
    expect(refused(await save('customTypeLink', { link: '' }))).toEqual([['link', 'validation.imageWithLinkRequired']]);
    expect(refused(await save('customTypePictureUrl', { pictureUrl: '  ' }))).toEqual([['pictureUrl', 'validation.imageWithLinkRequired']]);
    expect(await written()).toEqual(kept);
    // Another link is fine; so is emptying it once another type is chosen.
    expect((await save('customTypeLink', { link: 'https://flyerdesk.example/inna-promocja' })).status).toBe(200);
    expect((await save('recommendationType', { type: 2 })).status).toBe(200);
    expect((await save('customTypeLink', { link: '' })).status).toBe(200);
  });
});

describe('reverting a section', () => {
  it('writes the document of an earlier version as the next version', async () => {
    const headers = await admin();
    const start = await sectionNamed('webPopularCities');
    const id = start.id as string;
    const edited = await save('webPopularCities', { cities: ['Poznań'] }, { version: start.version as number });
    expect(edited.status).toBe(200);
    const current = bodyOf(edited).version as number;
    const reverted = await api.http
      .post(`/api/appConfig/${id}/revert`)
      .set(headers)
      .set('If-Match', `"${current}"`)
      .send({ toVersion: start.version });
    expect(reverted.status).toBe(200);
    expect(reverted.body).toMatchObject({ document: start.document, version: current + 1, updatedBy: 'admin' });
    const toDefault = await api.http.post(`/api/appConfig/${id}/revert`).set(headers).send({ toVersion: 1 });
    expect(toDefault.body).toMatchObject({ document: APP_CONFIG_DEFAULTS.webPopularCities, version: current + 2 });
    const history = bodyOf(await api.http.get(`/api/history/appConfig/${id}`).set(headers));
    expect((history.items as Json[]).slice(0, 3).map((entry) => [entry.action, entry.actor, entry.version])).toEqual([
      ['UPDATED', 'admin', current + 2],
      ['UPDATED', 'admin', current + 1],
      ['UPDATED', 'admin', current],
    ]);
  });

  it('refuses an unknown version (404), the current one, a stale If-Match and a missing toVersion, writing nothing', async () => {
    const headers = await admin();
    const section = await sectionNamed('keywords');
    const id = section.id as string;
    const version = section.version as number;
    const before = await written();
    const unknown = await api.http.post(`/api/appConfig/${id}/revert`).set(headers).send({ toVersion: version + 5 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'NOT_FOUND' });
    expect(refused(await api.http.post(`/api/appConfig/${id}/revert`).set(headers).send({ toVersion: version }))).toEqual([['toVersion', 'validation.invalid']]);
    const stale = await api.http.post(`/api/appConfig/${id}/revert`).set(headers).set('If-Match', `"${version - 1}"`).send({ toVersion: 1 });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ code: 'VERSION_MISMATCH', currentVersion: version });
    expect(refused(await api.http.post(`/api/appConfig/${id}/revert`).set(headers).send({}))).toEqual([['toVersion', 'validation.required']]);
    expect(refused(await api.http.post(`/api/appConfig/${id}/revert`).set(headers).send({ toVersion: 0 }))).toEqual([['toVersion', 'validation.naturalNumber']]);
    await api.http.post(`/api/appConfig/${UNKNOWN_ID}/revert`).set(headers).send({ toVersion: 1 }).expect(404);
    expect(await written()).toEqual(before);
  });

  it("checks the earlier document by today's rules (a shop archived since is refused)", async () => {
    const headers = await admin();
    const dino = (await shopNamed('Dino')).id as string;
    const first = bodyOf(await save('webPopularStores', { storeIds: [dino] }));
    const second = bodyOf(await save('webPopularStores', { storeIds: [(await shopNamed('Lidl')).id] }));
    await api.http.delete(`/api/stores/${dino}`).set(headers).expect(200);
    try {
      const res = await api.http
        .post(`/api/appConfig/${first.id as string}/revert`)
        .set(headers)
        .send({ toVersion: first.version });
      expect(refused(res)).toEqual([['storeIds[0]', 'validation.storeArchived']]);
      expect((await sectionNamed('webPopularStores')).version).toBe(second.version);
    } finally {
      await api.http.post(`/api/stores/${dino}/restore`).set(headers).expect(200);
    }
  });
});

describe('the published configuration', () => {
  it('answers every section with an ETag, 304 while unchanged, and a new ETag after a save', async () => {
    const res = await api.http.get('/api/public/app-config');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = bodyOf(res) as { version: string; sections: Record<string, unknown> };
    expect(res.headers.etag).toBe(`"${body.version}"`);
    expect(Object.keys(body.sections)).toEqual([...APP_CONFIG_SECTIONS]);
    const all = await sections();
    expect(body.version).toBe(APP_CONFIG_SECTIONS.map((section) => all[section].version).join('.'));
    expect(body.sections.webPopularCities).toEqual(all.webPopularCities.document);
    const etag = res.headers.etag as string;

    const unchanged = await api.http.get('/api/public/app-config').set('If-None-Match', etag);
    expect(unchanged.status).toBe(304);
    expect(unchanged.text ?? '').toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    await api.http.get('/api/public/app-config').set('If-None-Match', `"0.0", W/${etag}`).expect(304);
    await api.http.get('/api/public/app-config').set('If-None-Match', '"0.0"').expect(200);

    expect((await save('keywords', { keywords: ['nowość'] })).status).toBe(200);
    const changed = await api.http.get('/api/public/app-config').set('If-None-Match', etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect((bodyOf(changed).sections as Json).keywords).toEqual({ keywords: ['nowość'] });
    await api.http.get('/api/public/app-config').set('If-None-Match', changed.headers.etag as string).expect(304);
  });

  it('needs no token, and an invalid one does not matter', async () => {
    await api.http.get('/api/public/app-config').set('Authorization', 'Bearer not-a-token').expect(200);
  });
});

describe('roles', () => {
  it('are for administrators only (spec §6)', async () => {
    const section = await sectionNamed('keywords');
    const id = section.id as string;
    await api.http.get('/api/appConfig').set(await api.auth('root')).expect(200);
    for (const username of ['editor', 'notifications', 'recipes', 'reels']) {
      const headers = await api.auth(username);
      await api.http.get('/api/appConfig').set(headers).expect(403);
      await api.http.get(`/api/appConfig/${id}`).set(headers).expect(403);
      await api.http.get(`/api/history/appConfig/${id}`).set(headers).expect(403);
    }
    const before = await written();
    await save('keywords', { keywords: ['redaktor'] }, { username: 'editor' }).then((res) => expect(res.status).toBe(403));
    await api.http
      .post(`/api/appConfig/${id}/revert`)
      .set(await api.auth('editor'))
      .send({ toVersion: 1 })
      .expect(403);
    expect(await written()).toEqual(before);
    await api.http.get('/api/appConfig').expect(401);
    await api.http.put(`/api/appConfig/${id}`).send({ document: { keywords: [] } }).expect(401);
  });
});
