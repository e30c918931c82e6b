import type { Client } from 'graphql-ws';
import { gql, signIn, type GqlResult } from './test-support/graphqlClient';
import { ObservedEventBus } from './test-support/observedBus';
import { startStack, type Stack } from './test-support/stack';
import { connectWs, nextData, nextMatching } from './test-support/wsClient';

/** Article data through the gateway against the real api (its own demo feed as the source). */

let stack: Stack;
let url: string;
let wsUrl: string;
const clients: Client[] = [];
const bus = new ObservedEventBus();
let editorCookie: string;
let reelsCookie: string;

beforeAll(async () => {
  stack = await startStack({ jobPollMs: 50, jobsPollMs: 50, articlesDataPollMs: 50, events: bus }, { sampleSourceDelayMs: 0 });
  url = stack.gateway.url;
  wsUrl = `${url.replace(/^http/, 'ws')}/graphql`;
  [editorCookie, reelsCookie] = await Promise.all([signIn(url, 'editor'), signIn(url, 'reels')]);
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.dispose();
  await stack.close();
  await bus.close();
});

function connect(cookie = editorCookie): Client {
  const { client } = connectWs(wsUrl, { Cookie: cookie });
  clients.push(client);
  return client;
}

interface Item {
  id: string;
  retailer: string;
  status: string;
  version: number;
  articlesCount: number;
  updatedBy: string | null;
  leafletReference: { leafletId: string; leafletNaturalId: string; leafletStoreId: string } | null;
}

const ITEM = 'id retailer storeId storeName title validFrom validTo status articlesCount updatedAt updatedBy version leafletReference { leafletId leafletNaturalId leafletStoreId }';

async function items(status?: string): Promise<Item[]> {
  const res = await gql<{ articlesData: Item[] }>(url, `query A($status: ArticleDataStatus) { articlesData(status: $status) { ${ITEM} } }`, {
    cookie: editorCookie,
    variables: { status },
  });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.articlesData;
}

function mutate<T>(query: string, variables: Record<string, unknown>): Promise<GqlResult<T>> {
  return gql<T>(url, query, { cookie: editorCookie, variables });
}

const CONFIRM = `mutation C($id: ID!, $leafletId: ID!, $version: Int) { confirmArticleDataMatch(id: $id, leafletId: $leafletId, version: $version) { ${ITEM} } }`;
const MATCH = `mutation M($id: ID!, $n: String!, $version: Int) { matchArticleDataToLeaflet(id: $id, leafletNaturalId: $n, version: $version) { ${ITEM} } }`;
const REMOVE = `mutation R($id: ID!, $version: Int) { removeArticleDataMatch(id: $id, version: $version) { ${ITEM} } }`;
const DELETE = `mutation D($id: ID!, $version: Int) { deleteArticleData(id: $id, version: $version) { ${ITEM} } }`;
const UNDELETE = `mutation U($id: ID!, $version: Int) { undeleteArticleData(id: $id, version: $version) { ${ITEM} } }`;

describe('the import', () => {
  it('starts an import, follows it to SUCCESS over jobProgress, and announces the new data', async () => {
    const changes = connect().iterate<{ articlesDataChanged: { seq: number; version: number } }>({ query: 'subscription { articlesDataChanged { seq version } }' });
    await bus.whenSubscribed('articles-data');
    const before = await gql<{ articlesDataImport: unknown }>(url, '{ articlesDataImport { id } }', { cookie: editorCookie });
    expect(before.data?.articlesDataImport).toBeNull();

    const started = await mutate<{ startArticlesDataImport: { id: string; kind: string } }>('mutation { startArticlesDataImport { id kind status } }', {});
    expect(started.errors).toBeUndefined();
    const jobId = started.data?.startArticlesDataImport.id;
    expect(started.data?.startArticlesDataImport.kind).toBe('ARTICLES_IMPORT');

    const progress = connect().iterate<{ jobProgress: { state: string; job: { status: string; result: { imported: number | null } | null } | null } }>({
      query: 'subscription P($id: ID!) { jobProgress(id: $id) { state job { status result { imported matched unmatched } } } }',
      variables: { id: jobId },
    });
    const finished = await nextMatching(progress, (d) => d.jobProgress.job?.status === 'SUCCESS' || d.jobProgress.job?.status === 'FAILED');
    expect(finished.jobProgress.job?.status).toBe('SUCCESS');
    expect(finished.jobProgress.job?.result?.imported).toBeGreaterThan(0);
    await progress.return?.();

    const changed = await nextData(changes);
    expect(changed.articlesDataChanged.version).toBeGreaterThan(0);
    await changes.return?.();

    const status = await gql<{ articlesDataImport: { id: string; status: string } }>(url, '{ articlesDataImport { id status } }', { cookie: editorCookie });
    expect(status.data?.articlesDataImport).toEqual({ id: jobId, status: 'SUCCESS' });
  }, 30_000);

  it('lists the items, retailers, unmatched items and articles', async () => {
    const all = await items();
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((i) => i.status !== 'DELETED')).toBe(true);
    const retailers = await gql<{ articlesDataRetailers: string[] }>(url, '{ articlesDataRetailers }', { cookie: editorCookie });
    expect(retailers.data?.articlesDataRetailers.length).toBeGreaterThan(0);
    const notMatched = await gql<{ articlesDataNotMatched: Item[] }>(url, `{ articlesDataNotMatched { ${ITEM} } }`, { cookie: editorCookie });
    expect(notMatched.data?.articlesDataNotMatched.every((i) => i.status === 'NOT_MATCHED')).toBe(true);
    const withArticles = all.find((i) => i.articlesCount > 0) as Item;
    const articles = await gql<{ articlesDataArticles: { id: string; name: string }[] }>(
      url,
      'query A($id: ID!) { articlesDataArticles(id: $id) { id name brand packaging price currency pricePerUnit unit crossedPrice discount pageNumber } }',
      { cookie: editorCookie, variables: { id: withArticles.id } },
    );
    expect(articles.data?.articlesDataArticles).toHaveLength(withArticles.articlesCount);
  });

  it('tells which shops have matched article data to confirm', async () => {
    const matched = (await items('MATCHED'))[0];
    expect(matched).toBeDefined();
    const res = await gql<{ store: { hasUnconfirmedArticleData: boolean } }>(url, 'query S($id: ID!) { store(id: $id) { hasUnconfirmedArticleData } }', {
      cookie: editorCookie,
      variables: { id: matched?.leafletReference?.leafletStoreId },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.store.hasUnconfirmedArticleData).toBe(true);
  });
});

describe('the matching workflow', () => {
  it('confirms a match with the version it started from, and refuses a stale version with CONFLICT VERSION_MISMATCH', async () => {
    const item = (await items('MATCHED'))[0] as Item;
    const changes = connect().iterate<{ articlesDataChanged: { seq: number; version: number } }>({ query: 'subscription { articlesDataChanged { seq version } }' });
    await bus.whenSubscribed('articles-data');
    const confirmed = await mutate<{ confirmArticleDataMatch: Item }>(CONFIRM, { id: item.id, leafletId: item.leafletReference?.leafletId, version: item.version });
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data?.confirmArticleDataMatch).toMatchObject({ id: item.id, status: 'CONFIRMED', version: item.version + 1, updatedBy: 'editor' });
    // The gateway's own write is announced at once.
    expect((await nextData(changes)).articlesDataChanged.version).toBeGreaterThan(0);
    await changes.return?.();

    const stale = await mutate(REMOVE, { id: item.id, version: item.version });
    expect(stale.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'VERSION_MISMATCH', currentVersion: item.version + 1 });
  });

  it('removes a match, deletes, refuses deleting twice, undeletes and assigns by natural id', async () => {
    const item = (await items('MATCHED'))[0] as Item;
    const removed = await mutate<{ removeArticleDataMatch: Item }>(REMOVE, { id: item.id, version: item.version });
    expect(removed.data?.removeArticleDataMatch).toMatchObject({ status: 'NOT_MATCHED', leafletReference: null });
    const v1 = removed.data?.removeArticleDataMatch.version;

    const deleted = await mutate<{ deleteArticleData: Item }>(DELETE, { id: item.id, version: v1 });
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data?.deleteArticleData).toMatchObject({ id: item.id, status: 'DELETED' });
    const deletedList = await gql<{ articlesDataDeleted: Item[] }>(url, `query D($r: String!) { articlesDataDeleted(retailer: $r) { ${ITEM} } }`, {
      cookie: editorCookie,
      variables: { r: item.retailer },
    });
    expect(deletedList.data?.articlesDataDeleted.map((i) => i.id)).toContain(item.id);

    const twice = await mutate(DELETE, { id: item.id });
    expect(twice.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'ARTICLE_DATA_STATE' });

    const undeleted = await mutate<{ undeleteArticleData: Item }>(UNDELETE, { id: item.id });
    expect(undeleted.data?.undeleteArticleData.status).toBe('NOT_MATCHED');

    const unknown = await mutate(MATCH, { id: item.id, n: 'no-such-leaflet-0000' });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      invalidFields: [{ field: 'leafletNaturalId', key: 'validation.leafletNotFound' }],
    });
    const empty = await mutate(MATCH, { id: item.id, n: '  ' });
    expect(empty.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', invalidFields: [{ field: 'leafletNaturalId' }] });

    const assigned = await mutate<{ matchArticleDataToLeaflet: Item }>(MATCH, { id: item.id, n: item.leafletReference?.leafletNaturalId });
    expect(assigned.errors).toBeUndefined();
    expect(assigned.data?.matchArticleDataToLeaflet).toMatchObject({ status: 'CONFIRMED', leafletReference: item.leafletReference });
  });

  it('refuses roles without articlesData.manage before calling the api', async () => {
    const before = stack.proxy.count(/articles-data/);
    const res = await gql(url, '{ articlesData { id } }', { cookie: reelsCookie });
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const write = await gql(url, 'mutation { startArticlesDataImport { id } }', { cookie: reelsCookie });
    expect(write.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(stack.proxy.count(/articles-data/)).toBe(before);
  });
});

describe('with the articles-data feature switched off', () => {
  let off: Stack;

  beforeAll(async () => {
    off = await startStack({}, { features: { articlesData: false } });
  }, 120_000);

  afterAll(async () => {
    await off.close();
  });

  it('answers FEATURE_DISABLED', async () => {
    const cookie = await signIn(off.gateway.url, 'editor');
    const res = await gql(off.gateway.url, '{ articlesData { id } }', { cookie });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'FEATURE_DISABLED', reason: 'FEATURE_DISABLED' });
    const write = await gql(off.gateway.url, 'mutation { startArticlesDataImport { id } }', { cookie });
    expect(write.errors?.[0]?.extensions?.code).toBe('FEATURE_DISABLED');
  });
});
