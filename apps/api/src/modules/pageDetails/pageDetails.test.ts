import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { startTestApi, START_TIMEOUT_MS, bodyOf, type TestApi } from '../../test/testApi';
import { waitFor } from '../jobs/testing';
import type { LeafletPageDetailsJson } from './model';

let api: TestApi;
let editorStore: { id: string };
let otherStore: { id: string };
let insertId: string;

beforeAll(async () => {
  api = await startTestApi();
  const stores = (await api.http.get('/api/stores').set(await api.auth('admin'))).body as { id: string; editors: string[] }[];
  const assigned = stores.find((s) => s.editors.includes('editor'));
  const unassigned = stores.find((s) => !s.editors.includes('editor'));
  if (!assigned || !unassigned) throw new Error('demo data lacks shops');
  editorStore = assigned;
  otherStore = unassigned;
  const insert = await api.http.post('/api/inserts').set(await api.auth('editor')).send({ insertName: `page-details-${Date.now().toString(36)}`, redirectUrl: 'https://insert.example.com' });
  expect(insert.status).toBe(201);
  insertId = String(bodyOf(insert).id);
}, START_TIMEOUT_MS);

afterAll(async () => {
  await api?.close();
});

function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

let counter = 0;
function leafletBody(extra: Record<string, unknown> = {}) {
  counter += 1;
  return {
    naturalId: `pd-${counter}-${Date.now().toString(36)}`,
    status: 'INACTIVE',
    validFrom: day(1),
    validTo: day(8),
    publishDate: new Date(Date.now() + 86_400_000).toISOString(),
    pageCount: 6,
    ...extra,
  };
}

async function createLeaflet(storeId = editorStore.id, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await api.http.post(`/api/stores/${storeId}/leaflets`).set(await api.auth('admin')).send(leafletBody(extra));
  expect(res.status).toBe(201);
  return String(bodyOf(res).id);
}

async function editor() {
  return api.auth('editor');
}

function details(res: { body: unknown }): LeafletPageDetailsJson {
  return res.body as LeafletPageDetailsJson;
}

function refused(res: { status: number; body: unknown }): Record<string, string> {
  expect(res.status).toBe(400);
  return Object.fromEntries(((bodyOf(res).invalidFields ?? []) as { field: string; key: string }[]).map((f) => [f.field, f.key]));
}

describe('page details', () => {
  it('answers the aggregate with pages, and refuses shops not assigned to the user', async () => {
    const id = await createLeaflet();
    const res = await api.http.get(`/api/leaflets/${id}/page-details`).set(await editor());
    expect(res.status).toBe(200);
    expect(details(res)).toMatchObject({ leafletId: id, storeId: editorStore.id, pageCount: 6, version: 0, inserts: [], redirects: [], areas: [], articles: [] });
    expect(details(res).pages).toHaveLength(6);
    const other = await createLeaflet(otherStore.id);
    expect((await api.http.get(`/api/leaflets/${other}/page-details`).set(await editor())).status).toBe(403);
    expect((await api.http.post(`/api/leaflets/${other}/redirects`).set(await editor()).send({ positions: '1' })).status).toBe(403);
    const version = await api.http.get(`/api/leaflets/${id}/page-details/version`).set('X-Service-Token', api.serviceToken);
    expect(version.status).toBe(200);
    expect(version.body).toEqual({ version: 0, last: null });
  });

  it('places inserts at free positions and refuses taken, zero, duplicate and out-of-range positions', async () => {
    const id = await createLeaflet();
    const placed = await api.http.post(`/api/leaflets/${id}/inserts`).set(await editor()).send({ insertId, positions: '2,5-7' });
    expect(placed.status).toBe(201);
    expect(details(placed).inserts.map((i) => i.position)).toEqual([2, 5, 6, 7]);
    expect(details(placed).version).toBe(1);
    expect(details(placed).inserts[0]).toMatchObject({ insertId, createdBy: 'editor' });

    expect(refused(await api.http.post(`/api/leaflets/${id}/inserts`).set(await editor()).send({ insertId, positions: '1,7' }))).toEqual({
      positions: 'validation.positionTaken',
    });
    expect(refused(await api.http.post(`/api/leaflets/${id}/inserts`).set(await editor()).send({ insertId, positions: '0' }))).toEqual({
      positions: 'validation.positionZero',
    });
    expect(refused(await api.http.post(`/api/leaflets/${id}/inserts`).set(await editor()).send({ insertId, positions: '3,3' }))).toEqual({
      positions: 'validation.positionDuplicate',
    });
    expect(refused(await api.http.post(`/api/leaflets/${id}/inserts`).set(await editor()).send({ insertId, positions: '8' }))).toEqual({
      positions: 'validation.positionMax',
    });
    expect(refused(await api.http.post(`/api/leaflets/${id}/inserts`).set(await editor()).send({ positions: '1' }))).toEqual({ insertId: 'validation.required' });
    // After the last page (page count + 1) is allowed.
    expect((await api.http.post(`/api/leaflets/${id}/inserts`).set(await editor()).send({ insertId, positions: '7' })).status).toBe(400);
    const last = await api.http.post(`/api/leaflets/${id}/inserts`).set(await editor()).send({ insertId, positions: '1' });
    expect(last.status).toBe(201);

    const removed = await api.http.delete(`/api/leaflets/${id}/inserts/${details(last).inserts[0]?.id ?? ''}`).set(await editor());
    expect(removed.status).toBe(200);
    expect(details(removed).inserts.map((i) => i.position)).toEqual([2, 5, 6, 7]);
  });

  it('lets only one of two overlapping placements made at the same moment succeed', async () => {
    const id = await createLeaflet();
    const headers = await editor();
    const [a, b] = await Promise.all([
      api.http.post(`/api/leaflets/${id}/inserts`).set(headers).send({ insertId, positions: '1-3' }),
      api.http.post(`/api/leaflets/${id}/inserts`).set(headers).send({ insertId, positions: '3-5' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 400]);
    const loser = a.status === 400 ? a : b;
    expect(refused(loser)).toEqual({ positions: 'validation.positionTaken' });
  });

  it('adds, edits (If-Match) and removes page redirects, refusing invalid links and positions', async () => {
    const id = await createLeaflet();
    const added = await api.http
      .post(`/api/leaflets/${id}/redirects`)
      .set(await editor())
      .send({ positions: '2,4-6', description: 'Promo', redirectUrl: 'https://shop.example.com/a', longUrl: 'example.com/long' });
    expect(added.status).toBe(201);
    const redirect = details(added).redirects[0];
    expect(redirect).toMatchObject({ positions: [2, 4, 5, 6], positionsText: '2,4-6', redirectUrl: 'https://shop.example.com/a', version: 1, updatedBy: 'editor' });
    expect(refused(await api.http.post(`/api/leaflets/${id}/redirects`).set(await editor()).send({ positions: '7' }))).toEqual({
      positions: 'validation.positionMax',
    });
    expect(refused(await api.http.post(`/api/leaflets/${id}/redirects`).set(await editor()).send({ positions: '1', redirectUrl: 'nope' }))).toEqual({
      redirectUrl: 'validation.url',
    });

    const stale = await api.http.put(`/api/leaflets/${id}/redirects/${redirect?.id ?? ''}`).set(await editor()).set('If-Match', '"7"').send({ positions: '2' });
    expect(stale.status).toBe(412);
    const edited = await api.http.put(`/api/leaflets/${id}/redirects/${redirect?.id ?? ''}`).set(await editor()).set('If-Match', '"1"').send({ positions: '3', redirectUrl: 'https://b.example.com' });
    expect(edited.status).toBe(200);
    expect(details(edited).redirects[0]).toMatchObject({ positions: [3], redirectUrl: 'https://b.example.com', version: 2, longUrl: null });

    const removed = await api.http.delete(`/api/leaflets/${id}/redirects/${redirect?.id ?? ''}`).set(await editor());
    expect(details(removed).redirects).toEqual([]);
  });

  it('gives each page of a bulk link a redirect of its own and requires positions and the link', async () => {
    const id = await createLeaflet();
    const res = await api.http.post(`/api/leaflets/${id}/bulk-links`).set(await editor()).send({ positions: '1-3', redirectUrl: 'https://bulk.example.com' });
    expect(res.status).toBe(200);
    expect(details(res).redirects.map((r) => [r.positions, r.redirectUrl])).toEqual([
      [[1], 'https://bulk.example.com'],
      [[2], 'https://bulk.example.com'],
      [[3], 'https://bulk.example.com'],
    ]);
    expect(refused(await api.http.post(`/api/leaflets/${id}/bulk-links`).set(await editor()).send({}))).toEqual({
      positions: 'validation.required',
      redirectUrl: 'validation.required',
    });
  });

  it('draws, edits and removes areas; refuses small, outside and linkless ones', async () => {
    const id = await createLeaflet();
    const area = { pageNumber: 2, x: 10, y: 10, width: 5, height: 5, link: 'https://area.example.com', color: '#AABBCC', urlParams: 'utm_source=app' };
    const added = await api.http.post(`/api/leaflets/${id}/areas`).set(await editor()).send(area);
    expect(added.status).toBe(201);
    const saved = details(added).areas[0];
    expect(saved).toMatchObject({ ...area, color: '#aabbcc', source: 'DRAWN', version: 1 });
    expect(refused(await api.http.post(`/api/leaflets/${id}/areas`).set(await editor()).send({ ...area, width: 4 }))).toEqual({ width: 'validation.areaMinSize' });
    expect(refused(await api.http.post(`/api/leaflets/${id}/areas`).set(await editor()).send({ ...area, link: '' }))).toEqual({ link: 'validation.required' });
    expect(refused(await api.http.post(`/api/leaflets/${id}/areas`).set(await editor()).send({ ...area, link: 'bad link' }))).toEqual({ link: 'validation.url' });
    expect(refused(await api.http.post(`/api/leaflets/${id}/areas`).set(await editor()).send({ ...area, pageNumber: 7 }))).toEqual({ pageNumber: 'validation.pageNumber' });
    const edited = await api.http.put(`/api/leaflets/${id}/areas/${saved?.id ?? ''}`).set(await editor()).set('If-Match', '"1"').send({ ...area, width: 50 });
    expect(details(edited).areas[0]).toMatchObject({ width: 50, version: 2 });
    const removed = await api.http.delete(`/api/leaflets/${id}/areas/${saved?.id ?? ''}`).set(await editor());
    expect(details(removed).areas).toEqual([]);
  });

  it('adds, edits and removes product articles under their rules', async () => {
    const id = await createLeaflet();
    const article = { pageNumber: 1, name: 'Milk', x: 0, y: 0, width: 40, height: 40, price: 3.49, currency: 'pln', categories: ['dairy'], validFrom: day(1), validTo: day(3) };
    const added = await api.http.post(`/api/leaflets/${id}/articles`).set(await editor()).send(article);
    expect(added.status).toBe(201);
    const saved = details(added).articles[0];
    expect(saved).toMatchObject({ name: 'Milk', price: 3.49, currency: 'PLN', categories: ['dairy'], version: 1 });
    expect(refused(await api.http.post(`/api/leaflets/${id}/articles`).set(await editor()).send({ ...article, name: '' }))).toEqual({ name: 'validation.required' });
    expect(refused(await api.http.post(`/api/leaflets/${id}/articles`).set(await editor()).send({ ...article, x: undefined }))).toEqual({ x: 'validation.required' });
    expect(refused(await api.http.post(`/api/leaflets/${id}/articles`).set(await editor()).send({ ...article, width: 3 }))).toEqual({ width: 'validation.areaMinSize' });
    expect(refused(await api.http.post(`/api/leaflets/${id}/articles`).set(await editor()).send({ ...article, pageNumber: 0 }))).toEqual({
      pageNumber: 'validation.naturalNumber',
    });
    expect(refused(await api.http.post(`/api/leaflets/${id}/articles`).set(await editor()).send({ ...article, validTo: day(0) }))).toEqual({
      validTo: 'validation.validToBeforeValidFrom',
    });
    const edited = await api.http.put(`/api/leaflets/${id}/articles/${saved?.id ?? ''}`).set(await editor()).set('If-Match', '"1"').send({ ...article, name: 'Butter' });
    expect(details(edited).articles[0]).toMatchObject({ name: 'Butter', version: 2 });
    const removed = await api.http.delete(`/api/leaflets/${id}/articles/${saved?.id ?? ''}`).set(await editor());
    expect(details(removed).articles).toEqual([]);
  });
});

describe('scheduled link swaps', () => {
  async function redirectOf(id: string): Promise<string> {
    const res = await api.http.post(`/api/leaflets/${id}/redirects`).set(await editor()).send({ positions: '1', redirectUrl: 'https://old.example.com' });
    return details(res).redirects[0]?.id ?? '';
  }

  function nextMinute(): string {
    const at = new Date(Date.now() + 60_000);
    at.setUTCSeconds(0, 0);
    return at.toISOString();
  }

  it('refuses past moments, missing links and no platform', async () => {
    const id = await createLeaflet();
    const redirectId = await redirectOf(id);
    const past = new Date(Date.now() - 120_000).toISOString();
    expect(refused(await api.http.post(`/api/leaflets/${id}/link-swaps`).set(await editor()).send({ redirectId, at: past, newLink: 'https://n.example.com', platforms: ['ios'] }))).toEqual({
      at: 'validation.momentPast',
    });
    expect(refused(await api.http.post(`/api/leaflets/${id}/link-swaps`).set(await editor()).send({ redirectId, at: nextMinute(), platforms: [] }))).toEqual({
      newLink: 'validation.required',
      platforms: 'validation.platformRequired',
    });
  });

  it('is applied by the job runner at its time, then shows in the redirect history and the feed', async () => {
    const id = await createLeaflet();
    await api.db.updateTable('leaflets').set({ status: 'ACTIVE' }).where('id', '=', id).execute();
    const redirectId = await redirectOf(id);
    const scheduled = await api.http
      .post(`/api/leaflets/${id}/link-swaps`)
      .set(await editor())
      .send({ redirectId, at: nextMinute(), newLink: 'https://new.example.com', platforms: ['ios'] });
    expect(scheduled.status).toBe(201);
    const swap = details(scheduled).linkSwaps[0];
    expect(swap).toMatchObject({ redirectId, status: 'PLANNED', platforms: ['ios'], newLink: 'https://new.example.com' });
    const jobRow = await api.db.selectFrom('link_swaps').select('job_id').where('id', '=', swap?.id ?? '').executeTakeFirstOrThrow();
    const job = await api.db.selectFrom('jobs').selectAll().where('id', '=', jobRow.job_id ?? '').executeTakeFirstOrThrow();
    expect(job).toMatchObject({ kind: 'LINK_SWAP', status: 'PENDING' });

    // Its time comes: the job becomes due by the database clock.
    await api.db.updateTable('jobs').set({ run_at: new Date(Date.now() - 1_000) }).where('id', '=', job.id).execute();
    api.jobRunner?.wake();
    const applied = await waitFor(
      async () => {
        const res = await api.http.get(`/api/leaflets/${id}/page-details`).set(await editor());
        return details(res).linkSwaps[0]?.status === 'APPLIED' ? details(res) : undefined;
      },
      20_000,
      'the link swap to be applied',
    );
    expect(applied.redirects[0]).toMatchObject({ redirectUrl: 'https://old.example.com', platformLinks: [{ platform: 'ios', url: 'https://new.example.com' }], updatedBy: 'scheduled link swap' });

    const history = await api.http.get(`/api/history/leaflets/${id}/redirects`).set(await editor());
    expect(history.status).toBe(200);
    const items = (history.body as { items: { actor: string; changes: { field: string }[] }[]; total: number }).items;
    expect(items[0]?.actor).toBe('scheduled link swap');
    expect(items.map((i) => i.actor)).toEqual(['scheduled link swap', 'scheduled link swap', 'editor', 'editor']);

    const ios = await api.http.get('/feed/ios.xml');
    expect(ios.text).toContain('<redirectUrl>https://new.example.com</redirectUrl>');
    const web = await api.http.get('/feed/web.xml');
    expect(web.text).toMatch(new RegExp(`id="${redirectId}"[^>]*>\\s*<redirectUrl>https://old.example.com</redirectUrl>`));
  });

  it('cancels a planned swap and its job', async () => {
    const id = await createLeaflet();
    const redirectId = await redirectOf(id);
    const scheduled = await api.http.post(`/api/leaflets/${id}/link-swaps`).set(await editor()).send({ redirectId, at: new Date(Date.now() + 3_600_000).toISOString(), newLink: 'https://x.example.com', platforms: ['web'] });
    const swapId = details(scheduled).linkSwaps[0]?.id ?? '';
    const cancelled = await api.http.delete(`/api/leaflets/${id}/link-swaps/${swapId}`).set(await editor());
    expect(cancelled.status).toBe(200);
    expect(details(cancelled).linkSwaps[0]?.status).toBe('CANCELLED');
    const row = await api.db.selectFrom('link_swaps').innerJoin('jobs', 'jobs.id', 'link_swaps.job_id').select('jobs.status').where('link_swaps.id', '=', swapId).executeTakeFirstOrThrow();
    expect(row.status).toBe('CANCELLED');
    expect((await api.http.delete(`/api/leaflets/${id}/link-swaps/${swapId}`).set(await editor())).status).toBe(409);
  });
});

describe('the XML feed', () => {
  it('carries each leaflet inserts, redirects and areas', async () => {
    const id = await createLeaflet();
    await api.db.updateTable('leaflets').set({ status: 'ACTIVE' }).where('id', '=', id).execute();
    await api.http.post(`/api/leaflets/${id}/inserts`).set(await editor()).send({ insertId, positions: '3' });
    await api.http.post(`/api/leaflets/${id}/redirects`).set(await editor()).send({ positions: '2-3', redirectUrl: 'https://r.example.com' });
    await api.http.post(`/api/leaflets/${id}/areas`).set(await editor()).send({ pageNumber: 1, x: 1, y: 2, width: 30, height: 40, link: 'https://a.example.com/p?x=1', urlParams: 'utm=app', color: '#112233' });
    const xml = (await api.http.get('/feed/android.xml')).text;
    const element = xml.slice(xml.indexOf(`id="${id}"`));
    expect(element).toMatch(/<insert position="3" id="[^"]+">\s*<name>page-details-/);
    expect(element).toMatch(/<redirect id="[^"]+" pages="2-3">\s*<redirectUrl>https:\/\/r\.example\.com<\/redirectUrl>/);
    expect(element).toContain('<area page="1" x="1" y="2" width="30" height="40" color="#112233">https://a.example.com/p?x=1&amp;utm=app</area>');
  });
});

describe('links from the PDF', () => {
  async function pdfWithLinks(): Promise<Buffer> {
    const doc = await PDFDocument.create();
    const page = doc.addPage([600, 800]);
    const link = (rect: number[], uri: string) =>
      doc.context.register(
        doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: rect, Border: [0, 0, 0], A: { Type: 'Action', S: 'URI', URI: PDFString.of(uri) } }),
      );
    page.node.set(PDFName.of('Annots'), doc.context.obj([link([60, 700, 160, 750], 'https://one.example.com'), link([300, 100, 420, 160], 'https://two.example.com/x')]));
    return Buffer.from(await doc.save());
  }

  it('loads one area per link, in pixels of the rendered page', async () => {
    const res = await api.http
      .post(`/api/leaflets/${editorStore.id}/files`)
      .set(await api.auth('editor'))
      .field('leaflet', JSON.stringify(leafletBody({ pageCount: 1 })))
      .attach('files', await pdfWithLinks(), 'gazetka.pdf');
    expect(res.status).toBe(201);
    const id = String(bodyOf(res).id);
    // The cut renders the page at 150 dpi: 600 × 800 points become 1250 × 1667 pixels.
    await waitFor(
      async () => {
        const read = await api.http.get(`/api/leaflets/${id}/page-details`).set(await editor());
        return details(read).pages[0]?.width === 1250 ? true : undefined;
      },
      60_000,
      'the page cut',
    );
    const loaded = await api.http.post(`/api/leaflets/${id}/areas/from-pdf`).set(await editor());
    expect(loaded.status).toBe(200);
    const body = loaded.body as { loaded: number; details: LeafletPageDetailsJson };
    expect(body.loaded).toBe(2);
    const scale = 1250 / 600;
    const expected = [
      { link: 'https://one.example.com', x: 60 * scale, y: 50 * scale, width: 100 * scale, height: 50 * scale },
      { link: 'https://two.example.com/x', x: 300 * scale, y: 640 * scale, width: 120 * scale, height: 60 * scale },
    ];
    const areas = [...body.details.areas].sort((a, b) => a.x - b.x);
    expected.forEach((want, index) => {
      const area = areas[index];
      expect(area).toMatchObject({ pageNumber: 1, link: want.link, source: 'PDF' });
      for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs((area?.[key] ?? 0) - want[key])).toBeLessThanOrEqual(1);
    });
  });

  it('answers 409 NO_PDF for a leaflet without a PDF', async () => {
    const id = await createLeaflet();
    const res = await api.http.post(`/api/leaflets/${id}/areas/from-pdf`).set(await editor());
    expect(res.status).toBe(409);
    expect(bodyOf(res).code).toBe('NO_PDF');
  });
});

describe('removing links in bulk', () => {
  it('clears each kind of link on the named leaflets and answers how many changed', async () => {
    const a = await createLeaflet(editorStore.id, { longUrl: 'https://long.example.com', redirectUrl: 'https://redirect.example.com', thumbnailTrackingUrl: 'https://thumb.example.com' });
    const b = await createLeaflet(editorStore.id, { longUrl: 'https://long.example.com' });
    await api.http.post(`/api/leaflets/${a}/redirects`).set(await editor()).send({ positions: '1', redirectUrl: 'https://pr.example.com', longUrl: 'https://pl.example.com' });
    const auth = await api.auth('admin');
    const call = (kind: string, query: string) => api.http.delete(`/api/leaflets/urls?kind=${kind}&${query}`).set(auth);

    expect((await call('LONG_URL', `leafletIds=${a},${b}`)).body).toEqual({ changed: 2 });
    expect((await call('LONG_URL', `leafletIds=${a},${b}`)).body).toEqual({ changed: 0 });
    expect((await call('REDIRECT_URL', `leafletIds=${a}`)).body).toEqual({ changed: 1 });
    expect((await call('THUMBNAIL_TRACKING_URL', `leafletIds=${a}`)).body).toEqual({ changed: 1 });
    const leaflet = bodyOf(await api.http.get(`/api/leaflets/${a}`).set(auth));
    expect(leaflet).toMatchObject({ longUrl: null, redirectUrl: null, thumbnailTrackingUrl: null });
    const history = (await api.http.get(`/api/history/leaflets/${a}`).set(auth)).body as { by: string }[];
    expect(history.length).toBeGreaterThanOrEqual(4);

    expect((await call('PAGE_REDIRECT_URL', `storeId=${editorStore.id}`)).body).toMatchObject({ changed: expect.any(Number) as number });
    expect((await call('PAGE_LONG_URL', `leafletIds=${a}`)).body).toEqual({ changed: 1 });
    const pd = details(await api.http.get(`/api/leaflets/${a}/page-details`).set(auth));
    expect(pd.redirects[0]).toMatchObject({ redirectUrl: null, longUrl: null });

    expect(refused(await call('NOPE', `leafletIds=${a}`))).toEqual({ kind: 'validation.invalid' });
  });
});
