import { bodyOf, startTestApi, START_TIMEOUT_MS, type TestApi } from '../../test/testApi';
import type { SourcePage } from '../sampleSources/articlesFeed';
import { JOB_TEST_TIMEOUT_MS, startTestFeed, testFeedPages, waitFor, type TestFeed } from './testFeed';

interface Job {
  id: string;
  kind: string;
  status: string;
  running: boolean;
  done: number;
  total: number | null;
  attempt: number;
  maxAttempts: number;
  errorCode: string | null;
  message: string | null;
  startedBy: string | null;
  result: Record<string, number> | null;
}

interface Item {
  id: string;
  retailer: string;
  storeId: string | null;
  storeName: string | null;
  title: string;
  validFrom: string | null;
  validTo: string | null;
  status: string;
  leafletReference: { leafletId: string; leafletNaturalId: string; leafletStoreId: string } | null;
  articlesCount: number;
  updatedBy: string | null;
  version: number;
}

/** Demo api reading its own demo feed (each page a little slow, so an import stays under way for a moment). */
let api: TestApi;
/** Api reading a test feed that can be down or answer nonsense, retrying quickly. */
let other: TestApi;
let feed: TestFeed;
/** Api with the articles-data feature off. */
let disabled: TestApi;
let admin: { Authorization: string };
let source: SourcePage['items'];

beforeAll(async () => {
  feed = await startTestFeed(testFeedPages(2, 3, 2, ['lidl', 'hipercom']));
  [api, other, disabled] = await Promise.all([
    startTestApi({ sampleSourceDelayMs: 60, jobPollMs: 20 }),
    // The test feed is on loopback: allowed by its origin, as the demo allows the api's own sources.
    startTestApi({
      sampleSourceDelayMs: 0,
      jobPollMs: 20,
      articlesSourceUrl: feed.url,
      outgoingAllowedOrigins: [new URL(feed.url).origin],
      jobRetryDelayMs: () => 400,
    }),
    startTestApi({ seedDemo: false, runJobs: false, features: { articlesData: false } }),
  ]);
  admin = await api.auth('admin');
}, START_TIMEOUT_MS);

afterAll(async () => {
  await Promise.all([api?.close(), other?.close(), disabled?.close()]);
  await feed?.close();
});

async function importStatus(target: TestApi): Promise<Job | null> {
  const res = await target.http.get('/api/articles-data/import/status').set(await target.auth('admin'));
  expect(res.status).toBe(200);
  return (res.body as { job: Job | null }).job;
}

async function finishedImport(target: TestApi, seen?: Set<string>): Promise<Job> {
  return waitFor(async () => {
    const job = await importStatus(target);
    if (job) seen?.add(job.status);
    return job && !job.running ? job : undefined;
  }, 60_000);
}

async function items(query = ''): Promise<Item[]> {
  const res = await api.http.get(`/api/articles-data${query}`).set(admin);
  expect(res.status).toBe(200);
  return (res.body as { items: Item[] }).items;
}

async function item(id: string): Promise<Item> {
  const found = (await items('?status=' + (await statusOf(id)))).find((i) => i.id === id);
  if (!found) throw new Error(`No item ${id}`);
  return found;
}

async function statusOf(id: string): Promise<string> {
  const row = await api.db.selectFrom('article_data').select('status').where('id', '=', id).executeTakeFirstOrThrow();
  return row.status;
}

/** An item's identity in the source and in the import: its retailer and the source's external id. */
function keyOf(i: { retailer: string; externalId: string }): string {
  return `${i.retailer}|${i.externalId}`;
}

/** The stored items by the source identity they were imported under. */
async function itemsBySourceId(): Promise<Map<string, Item>> {
  const list = await items();
  const rows = await api.db.selectFrom('article_data').select(['id', 'retailer', 'external_id']).execute();
  const byKey = new Map<string, Item>();
  for (const row of rows) {
    const stored = list.find((i) => i.id === row.id);
    if (stored) byKey.set(keyOf({ retailer: row.retailer, externalId: row.external_id }), stored);
  }
  return byKey;
}

async function articlesDataVersion(): Promise<number> {
  const res = await api.http.get('/api/articles-data/version').set(admin);
  expect(res.status).toBe(200);
  return (res.body as { version: number }).version;
}

describe('importing article data from the demo feed', () => {
  it('runs one import at a time as a background job and reaches its total', async () => {
    expect(await importStatus(api)).toBeNull();
    const versionBefore = await articlesDataVersion();
    const started = await api.http.post('/api/articles-data/import').set(admin);
    expect(started.status).toBe(202);
    expect(bodyOf(started)).toMatchObject({ kind: 'ARTICLES_IMPORT', running: true, startedBy: 'admin', attempt: expect.any(Number) as unknown });
    const again = await api.http.post('/api/articles-data/import').set(admin);
    expect(again.status).toBe(200);
    expect(bodyOf(again).id).toBe(bodyOf(started).id);

    const job = await finishedImport(api);
    expect(job).toMatchObject({ id: bodyOf(started).id, status: 'SUCCESS', errorCode: null });
    expect(job.total).toBe(60);
    expect(job.done).toBe(job.total);
    expect(job.result).toMatchObject({ imported: 60, pages: 12 });
    expect((job.result?.matched ?? 0) + (job.result?.unmatched ?? 0)).toBe(60);
    expect(await articlesDataVersion()).toBeGreaterThan(versionBefore);

    const pages = await Promise.all(
      Array.from({ length: 12 }, (_, i) => api.http.get(`/sample-sources/articles-data?page=${i + 1}`)),
    );
    source = pages.flatMap((p) => (p.body as SourcePage).items);
    expect(source).toHaveLength(60);
  }, JOB_TEST_TIMEOUT_MS);

  it('matches items by natural id or validity, and leaves the rest unmatched', async () => {
    expect(await items()).toHaveLength(60);
    const byKey = await itemsBySourceId();
    expect(byKey.size).toBe(60);
    const shops = await api.db.selectFrom('stores').select(['id', 'store_web_id']).execute();
    let byDates = 0;
    let unmatchedKnown = 0;
    for (const s of source) {
      const stored = byKey.get(keyOf(s));
      if (!stored) throw new Error(`Item ${s.externalId} of ${s.retailer} was not imported`);
      expect(stored.articlesCount).toBe(s.articles.length);
      const shop = shops.find((x) => x.store_web_id === s.retailer);
      expect(stored.storeId).toBe(shop?.id ?? null);
      if (!shop) {
        expect(stored).toMatchObject({ status: 'NOT_MATCHED', leafletReference: null, storeName: null });
      } else if (s.leafletNaturalId) {
        expect(stored.status).toBe('MATCHED');
        expect(stored.leafletReference).toMatchObject({ leafletNaturalId: s.leafletNaturalId, leafletStoreId: shop.id });
      } else if (stored.status === 'MATCHED') {
        byDates += 1;
        const leaflet = await api.db
          .selectFrom('leaflets')
          .select(['valid_from', 'valid_to', 'store_id'])
          .where('id', '=', stored.leafletReference?.leafletId ?? '')
          .executeTakeFirstOrThrow();
        expect(leaflet).toEqual({ valid_from: s.validFrom, valid_to: s.validTo, store_id: shop.id });
      } else {
        unmatchedKnown += 1;
        expect(stored).toMatchObject({ status: 'NOT_MATCHED', leafletReference: null });
      }
    }
    expect(byDates).toBeGreaterThan(0);
    expect(unmatchedKnown).toBeGreaterThan(0);

    const first = source[0];
    const stored = first ? byKey.get(keyOf(first)) : undefined;
    const articles = await api.http.get(`/api/articles-data/${stored?.id ?? ''}/articles`).set(admin);
    expect(articles.status).toBe(200);
    const names = (articles.body as { items: { name: string; price: number | null; currency: string | null }[] }).items;
    expect(names.map((a) => a.name).sort()).toEqual(first?.articles.map((a) => a.name).sort());
    expect(names.every((a) => typeof a.price === 'number' && a.currency === 'PLN')).toBe(true);

    const retailers = await api.http.get('/api/articles-data/retailers').set(admin);
    const retailerIds = (retailers.body as { items: string[] }).items;
    expect(retailerIds).toEqual([...new Set(source.map((s) => s.retailer))].sort());
  }, JOB_TEST_TIMEOUT_MS);
});

describe('the matching workflow', () => {
  it('flags a shop with matches waiting for confirmation until they are confirmed', async () => {
    const matched = (await items('?status=MATCHED'))[0];
    const storeId = matched?.leafletReference?.leafletStoreId ?? '';
    const storeOf = async () => (await api.http.get(`/api/stores/${storeId}`).set(admin)).body as { hasUnconfirmedArticleData: boolean };
    expect((await storeOf()).hasUnconfirmedArticleData).toBe(true);
    const all = (await api.http.get('/api/stores').set(admin)).body as { id: string; hasUnconfirmedArticleData: boolean }[];
    expect(all.find((s) => s.id === storeId)?.hasUnconfirmedArticleData).toBe(true);
    expect(all.some((s) => !s.hasUnconfirmedArticleData)).toBe(true);

    for (const i of (await items('?status=MATCHED')).filter((x) => x.leafletReference?.leafletStoreId === storeId)) {
      const res = await api.http
        .post(`/api/articles-data/${i.id}/confirm-matching`)
        .set(admin)
        .set('If-Match', `"${i.version}"`)
        .send({ leafletId: i.leafletReference?.leafletId });
      expect(res.status).toBe(200);
      expect(res.headers.etag).toBe(`"${i.version + 1}"`);
      expect(bodyOf(res)).toMatchObject({ status: 'CONFIRMED', updatedBy: 'admin', version: i.version + 1 });
    }
    expect((await storeOf()).hasUnconfirmedArticleData).toBe(false);
  }, JOB_TEST_TIMEOUT_MS);

  it('confirms, assigns, removes, deletes and undeletes, refusing what the status does not allow', async () => {
    const [a, b] = await items('?status=MATCHED');
    if (!a || !b) throw new Error('Two matched items are needed');
    const versionBefore = await articlesDataVersion();

    const stale = await api.http
      .post(`/api/articles-data/${a.id}/confirm-matching`)
      .set(admin)
      .set('If-Match', `"${a.version + 5}"`)
      .send({ leafletId: a.leafletReference?.leafletId });
    expect(stale.status).toBe(412);
    expect(bodyOf(stale)).toMatchObject({ code: 'VERSION_MISMATCH', currentVersion: a.version });

    const otherLeaflet = await api.http
      .post(`/api/articles-data/${a.id}/confirm-matching`)
      .set(admin)
      .send({ leafletId: b.leafletReference?.leafletId });
    if (a.leafletReference?.leafletId !== b.leafletReference?.leafletId) expect(otherLeaflet.status).toBe(409);
    const unknownLeaflet = await api.http
      .post(`/api/articles-data/${a.id}/confirm-matching`)
      .set(admin)
      .send({ leafletId: '0b9c8d7e-6f5a-4b3c-8d2e-1f0a9b8c7d6e' });
    expect(unknownLeaflet.status).toBe(400);
    expect(bodyOf(unknownLeaflet).invalidFields).toEqual([expect.objectContaining({ field: 'leafletId', key: 'validation.leafletNotFound' })]);

    const confirmed = await api.http
      .post(`/api/articles-data/${a.id}/confirm-matching`)
      .set(admin)
      .send({ leafletId: a.leafletReference?.leafletId });
    expect(confirmed.status).toBe(200);
    expect(bodyOf(confirmed)).toMatchObject({ status: 'CONFIRMED', leafletReference: a.leafletReference });
    const twice = await api.http
      .post(`/api/articles-data/${a.id}/confirm-matching`)
      .set(admin)
      .send({ leafletId: a.leafletReference?.leafletId });
    expect(twice.status).toBe(409);
    expect(bodyOf(twice)).toMatchObject({ code: 'ARTICLE_DATA_STATE', error: 'CONFLICT' });
    const deleteConfirmed = await api.http.delete(`/api/articles-data/${a.id}`).set(admin);
    expect(deleteConfirmed.status).toBe(409);
    expect(bodyOf(deleteConfirmed).code).toBe('ARTICLE_DATA_STATE');

    const c = (await items('?status=NOT_MATCHED')).find((i) => i.storeId !== null);
    if (!c) throw new Error('An unmatched item of a known shop is needed');
    const unknown = await api.http.post(`/api/articles-data/${c.id}/match-leaflet`).set(admin).send({ leafletNaturalId: 'no-such-leaflet' });
    expect(unknown.status).toBe(400);
    expect(bodyOf(unknown)).toMatchObject({
      code: 'INVALID_REQUEST',
      invalidFields: [expect.objectContaining({ field: 'leafletNaturalId', key: 'validation.leafletNotFound' })],
    });
    const blank = await api.http.post(`/api/articles-data/${c.id}/match-leaflet`).set(admin).send({ leafletNaturalId: '  ' });
    expect(bodyOf(blank).invalidFields).toEqual([expect.objectContaining({ field: 'leafletNaturalId', key: 'validation.required' })]);
    const assigned = await api.http
      .post(`/api/articles-data/${c.id}/match-leaflet`)
      .set(admin)
      .send({ leafletNaturalId: ` ${a.leafletReference?.leafletNaturalId ?? ''} ` });
    expect(assigned.status).toBe(200);
    expect(bodyOf(assigned)).toMatchObject({ status: 'CONFIRMED', leafletReference: a.leafletReference, version: c.version + 1 });

    const removed = await api.http.post(`/api/articles-data/${c.id}/remove-matching`).set(admin).set('If-Match', String(c.version + 1));
    expect(removed.status).toBe(200);
    expect(bodyOf(removed)).toMatchObject({ status: 'NOT_MATCHED', leafletReference: null });
    const removedTwice = await api.http.post(`/api/articles-data/${c.id}/remove-matching`).set(admin);
    expect(removedTwice.status).toBe(409);

    const deleted = await api.http.delete(`/api/articles-data/${c.id}`).set(admin);
    expect(deleted.status).toBe(204);
    expect((await items()).some((i) => i.id === c.id)).toBe(false);
    expect((await items('?status=DELETED')).map((i) => i.id)).toEqual([c.id]);
    const perRetailer = await api.http.get(`/api/articles-data/deleted?retailer=${c.retailer}`).set(admin);
    expect((perRetailer.body as { items: Item[] }).items.map((i) => i.id)).toEqual([c.id]);
    const otherRetailer = await api.http.get('/api/articles-data/deleted?retailer=hipercom').set(admin);
    expect((otherRetailer.body as { items: Item[] }).items).toEqual([]);
    const notMatched = await api.http.get('/api/articles-data/not-matched').set(admin);
    expect((notMatched.body as { items: Item[] }).items.some((i) => i.id === c.id)).toBe(false);
    expect((notMatched.body as { items: Item[] }).items.every((i) => i.status === 'NOT_MATCHED')).toBe(true);

    const undeleted = await api.http.post(`/api/articles-data/${c.id}/undelete`).set(admin);
    expect(undeleted.status).toBe(200);
    expect(bodyOf(undeleted).status).toBe('NOT_MATCHED');
    const undeletedTwice = await api.http.post(`/api/articles-data/${c.id}/undelete`).set(admin);
    expect(undeletedTwice.status).toBe(409);
    expect(await api.http.delete(`/api/articles-data/${c.id}`).set(admin)).toHaveProperty('status', 204);

    expect(await articlesDataVersion()).toBeGreaterThan(versionBefore);
    expect((await item(c.id)).status).toBe('DELETED');
  }, JOB_TEST_TIMEOUT_MS);

  it('keeps confirmed and deleted items on a re-import and imports nothing twice', async () => {
    const before = new Map((await items('?status=CONFIRMED')).concat(await items('?status=DELETED')).map((i) => [i.id, i.status]));
    expect(before.size).toBeGreaterThan(1);
    const started = await api.http.post('/api/articles-data/import').set(admin);
    expect(started.status).toBe(202);
    const job = await finishedImport(api);
    expect(job).toMatchObject({ id: bodyOf(started).id, status: 'SUCCESS', done: 60, total: 60 });
    for (const [id, status] of before) expect(await statusOf(id)).toBe(status);
    const rows = await api.db.selectFrom('article_data').select('id').execute();
    expect(rows).toHaveLength(60);
    const articles = await api.db.selectFrom('article_data_articles').select('id').execute();
    expect(articles).toHaveLength(source.reduce((sum, s) => sum + s.articles.length, 0));
  }, JOB_TEST_TIMEOUT_MS);
});

describe('calls and roles', () => {
  it('answers the version to the gateway with the service token', async () => {
    const res = await api.http.get('/api/articles-data/version').set('X-Service-Token', api.serviceToken);
    expect(res.status).toBe(200);
    expect(typeof bodyOf(res).version).toBe('number');
    expect((await api.http.get('/api/articles-data/version').set('X-Service-Token', 'x'.repeat(40))).status).toBe(401);
  }, JOB_TEST_TIMEOUT_MS);

  it('lets editors work with article data and refuses the other roles', async () => {
    expect((await api.http.get('/api/articles-data').set(await api.auth('editor'))).status).toBe(200);
    const reels = await api.auth('reels');
    for (const res of [
      await api.http.get('/api/articles-data').set(reels),
      await api.http.post('/api/articles-data/import').set(reels),
      await api.http.get('/api/articles-data/version').set(reels),
    ]) {
      expect(res.status).toBe(403);
    }
    expect((await api.http.get('/api/articles-data')).status).toBe(401);
  }, JOB_TEST_TIMEOUT_MS);

  it("refuses an editor's match or confirmation with a leaflet of a shop not assigned to them, and changes nothing", async () => {
    const editor = await api.auth('editor');
    const editorId = (await api.db.selectFrom('users').select('id').where('username', '=', 'editor').executeTakeFirstOrThrow()).id;
    const theirs = api.db.selectFrom('store_editors').select('store_id').where('user_id', '=', editorId);
    const foreign = await api.db
      .selectFrom('leaflets')
      .select(['id', 'natural_id'])
      .where('status', '<>', 'DELETED')
      .where('store_id', 'not in', theirs)
      .executeTakeFirstOrThrow();
    const unmatched = (await items('?status=NOT_MATCHED'))[0];
    if (!unmatched) throw new Error('An unmatched item is needed');
    const matched = await api.http.post(`/api/articles-data/${unmatched.id}/match-leaflet`).set(editor).send({ leafletNaturalId: foreign.natural_id });
    expect(matched.status).toBe(400);
    expect(bodyOf(matched).invalidFields).toEqual([expect.objectContaining({ field: 'leafletNaturalId', key: 'validation.leafletNotFound' })]);
    expect(await item(unmatched.id)).toMatchObject({ status: 'NOT_MATCHED', version: unmatched.version });

    // An item the import matched to the other shop's leaflet waits for a confirmation the editor may not give.
    await api.db.updateTable('article_data').set({ status: 'MATCHED', leaflet_id: foreign.id }).where('id', '=', unmatched.id).execute();
    const waiting = await item(unmatched.id);
    const confirmed = await api.http.post(`/api/articles-data/${unmatched.id}/confirm-matching`).set(editor).send({ leafletId: foreign.id });
    expect(confirmed.status).toBe(400);
    expect(bodyOf(confirmed).invalidFields).toEqual([expect.objectContaining({ field: 'leafletId', key: 'validation.leafletNotFound' })]);
    expect(await item(unmatched.id)).toMatchObject({ status: 'MATCHED', version: waiting.version });
    // An administrator may.
    const byAdmin = await api.http.post(`/api/articles-data/${unmatched.id}/confirm-matching`).set(admin).send({ leafletId: foreign.id });
    expect(byAdmin.status).toBe(200);
  }, JOB_TEST_TIMEOUT_MS);

  it('refuses unknown ids, statuses and items', async () => {
    expect((await api.http.get('/api/articles-data?status=LOST').set(admin)).status).toBe(400);
    expect((await api.http.get('/api/articles-data/not-a-uuid/articles').set(admin)).status).toBe(400);
    const missing = await api.http.post('/api/articles-data/0b9c8d7e-6f5a-4b3c-8d2e-1f0a9b8c7d6e/undelete').set(admin);
    expect(missing.status).toBe(404);
  }, JOB_TEST_TIMEOUT_MS);

  it('hides every call while the feature is off', async () => {
    for (const res of [
      await disabled.http.get('/api/articles-data'),
      await disabled.http.post('/api/articles-data/import'),
      await disabled.http.get('/api/articles-data/version'),
      await disabled.http.delete('/api/articles-data/0b9c8d7e-6f5a-4b3c-8d2e-1f0a9b8c7d6e'),
    ]) {
      expect(res.status).toBe(404);
      expect(bodyOf(res).code).toBe('FEATURE_DISABLED');
    }
  }, JOB_TEST_TIMEOUT_MS);
});

describe('the demo feed', () => {
  it('is served only by demo installations', async () => {
    const page = await api.http.get('/sample-sources/articles-data?page=12');
    expect(page.status).toBe(200);
    expect(bodyOf(page)).toMatchObject({ page: 12, pageCount: 12, total: 60 });
    expect((await api.http.get('/sample-sources/articles-data?page=13')).status).toBe(404);
    expect((await disabled.http.get('/sample-sources/articles-data')).status).toBe(404);
    expect((await disabled.http.get('/sample-sources/sites/lidl')).status).toBe(404);
  }, JOB_TEST_TIMEOUT_MS);
});

describe('a source that fails', () => {
  it('retries a source that is down, then fails with FETCH_ERROR', async () => {
    feed.mode = 'down';
    const started = await other.http.post('/api/articles-data/import').set(await other.auth('admin'));
    expect(started.status).toBe(202);
    const seen = new Set<string>();
    const job = await finishedImport(other, seen);
    expect(seen.has('RETRYING')).toBe(true);
    expect(job).toMatchObject({ status: 'FAILED', errorCode: 'FETCH_ERROR', attempt: 3, maxAttempts: 3 });
    expect(job.message).toMatch(/503/);
    expect(feed.requests.get(1)).toBe(3);
  }, JOB_TEST_TIMEOUT_MS);

  it('fails at once on an answer that is not in the format', async () => {
    feed.mode = 'garbage';
    await other.http.post('/api/articles-data/import').set(await other.auth('admin'));
    const job = await finishedImport(other);
    expect(job).toMatchObject({ status: 'FAILED', errorCode: 'SOURCE_INVALID', attempt: 1 });
  }, JOB_TEST_TIMEOUT_MS);

  it('imports once the source answers again', async () => {
    feed.mode = 'serve';
    await other.http.post('/api/articles-data/import').set(await other.auth('admin'));
    const job = await finishedImport(other);
    expect(job).toMatchObject({ status: 'SUCCESS', done: 6, total: 6, result: { imported: 6, matched: 0, unmatched: 6, pages: 2 } });
    const list = await other.http.get('/api/articles-data').set(await other.auth('admin'));
    const stored = (list.body as { items: Item[] }).items;
    expect(stored).toHaveLength(6);
    expect(stored.find((i) => i.retailer === 'lidl')?.storeName).toBe('Lidl');
    expect(stored.filter((i) => i.retailer === 'hipercom').every((i) => i.storeId === null)).toBe(true);
  }, JOB_TEST_TIMEOUT_MS);
});
