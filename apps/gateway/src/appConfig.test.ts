/**
 * The app configuration through the gateway against the real api: the 19 sections as a list and one
 * by one; a save is checked by its own section's rules before anything goes upstream (BAD_USER_INPUT
 * naming the path inside the document); a save or a revert reaches another administrator as one event
 * carrying the section; edit locks and stale versions hold; an editor is refused everything with
 * FORBIDDEN; the JSONObject scalar takes objects only; and the apps' public GET /public/app-config
 * passes the api's ETag, 304 and Cache-Control through.
 */
import { APP_CONFIG_SECTIONS } from '@flyerdesk/domain/appConfig';
import request from 'supertest';
import type { Client } from 'graphql-ws';
import { startGateway } from './server';
import { gql, signIn } from './test-support/graphqlClient';
import { ObservedEventBus } from './test-support/observedBus';
import { freePort } from './test-support/ports';
import { recording } from './test-support/recording';
import { startGatewayFor, startStack, type Stack } from './test-support/stack';
import { connectWs } from './test-support/wsClient';

const bus = new ObservedEventBus();
const clients: Client[] = [];
let stack: Stack;
let url: string;
let wsUrl: string;
let admin: string;
let root: string;
let editor: string;

const SECTION_FIELDS = 'id section document version archivedAt updatedAt updatedBy';

interface SectionData {
  id: string;
  section: string;
  document: Record<string, unknown>;
  version: number;
  archivedAt: string | null;
  updatedAt: string;
  updatedBy: string | null;
}

interface ChangeData {
  appConfigSectionsChanged: { seq: number; action: string; actor: string | null; clientMutationId: string | null; record: SectionData };
}

const CHANGES = `subscription { appConfigSectionsChanged { seq action actor clientMutationId record { ${SECTION_FIELDS} } } }`;
const LIST = `query($page: ListPageInput) { appConfigSections(page: $page) { items { ${SECTION_FIELDS} } total } }`;
const ONE = `query($id: ID!) { appConfigSection(id: $id) { ${SECTION_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $version: Int!, $input: AppConfigSectionInput!, $cmid: String) {
  updateAppConfigSection(id: $id, version: $version, input: $input, clientMutationId: $cmid) { ${SECTION_FIELDS} }
}`;
const REVERT = `mutation($id: ID!, $version: Int!, $toVersion: Int!, $cmid: String) {
  revertAppConfigSection(id: $id, version: $version, toVersion: $toVersion, clientMutationId: $cmid) { ${SECTION_FIELDS} }
}`;

const ARTICLE = {
  title: 'Promocje tygodnia',
  additionalInfo: 'Najlepsze okazje w gazetkach',
  imageUrl: 'https://flyerdesk.example/articles/promocje.jpg',
  articleUrl: 'https://flyerdesk.example/poradnik/promocje',
  isSponsored: false,
};

function socket(cookie: string): Client {
  const { client } = connectWs(wsUrl, { Cookie: cookie });
  clients.push(client);
  return client;
}

/** Upstream calls made since `from` that touch the app configuration's sections. */
function configCallsSince(from: number): string[] {
  return stack.proxy.calls.slice(from).filter((call) => call.includes('/api/appConfig'));
}

async function sections(cookie = admin): Promise<SectionData[]> {
  const res = await gql<{ appConfigSections: { items: SectionData[]; total: number } }>(url, LIST, { cookie, variables: { page: { limit: 50 } } });
  if (res.errors) throw new Error(`the sections could not be read: ${JSON.stringify(res.errors)}`);
  return res.data?.appConfigSections.items ?? [];
}

async function section(name: string): Promise<SectionData> {
  const found = (await sections()).find((s) => s.section === name);
  if (!found) throw new Error(`no section ${name}`);
  return found;
}

beforeAll(async () => {
  stack = await startStack({ events: bus });
  url = stack.gateway.url;
  wsUrl = `${url.replace(/^http/, 'ws')}/graphql`;
  [admin, root, editor] = await Promise.all([signIn(url, 'admin'), signIn(url, 'root'), signIn(url, 'editor')]);
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.dispose();
  await stack?.close();
  await bus.close();
});

describe('reading', () => {
  it('lists the 19 sections in the screen order and reads one by its id', async () => {
    const res = await gql<{ appConfigSections: { items: SectionData[]; total: number } }>(url, LIST, { cookie: admin });
    expect(res.errors).toBeUndefined();
    const page = res.data?.appConfigSections;
    expect(page?.total).toBe(APP_CONFIG_SECTIONS.length);
    expect(page?.items.map((s) => s.section)).toEqual([...APP_CONFIG_SECTIONS]);
    for (const item of page?.items ?? []) {
      expect(item.archivedAt).toBeNull();
      expect(typeof item.document).toBe('object');
    }
    const keywords = page?.items.find((s) => s.section === 'keywords');
    const one = await gql<{ appConfigSection: SectionData }>(url, ONE, { cookie: admin, variables: { id: keywords?.id } });
    expect(one.errors).toBeUndefined();
    expect(one.data?.appConfigSection).toEqual(keywords);
  });

  it('refuses a page the list does not offer before any upstream call', async () => {
    const from = stack.proxy.calls.length;
    const res = await gql(url, LIST, { cookie: admin, variables: { page: { limit: 51, sort: 'name' } } });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const fields = (res.errors?.[0]?.extensions?.invalidFields ?? []) as { field: string }[];
    expect(fields.map((f) => f.field)).toEqual(['page.limit', 'page.sort']);
    expect(configCallsSince(from)).toEqual([]);
  });

  it('answers NOT_FOUND for an id that is no section', async () => {
    const res = await gql(url, ONE, { cookie: admin, variables: { id: '00000000-0000-4000-8000-000000000000' } });
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('the section rules', () => {
  it('refuses a document its section refuses with BAD_USER_INPUT naming the path inside it, without any upstream call', async () => {
    const articles = await section('articlesList');
    const from = stack.proxy.calls.length;
    const res = await gql(url, UPDATE, {
      cookie: admin,
      variables: { id: articles.id, version: articles.version, input: { document: { items: [ARTICLE, { ...ARTICLE, title: 'ab', imageUrl: 'not a link' }] } } },
    });
    expect(res.data).toBeNull();
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const fields = (res.errors?.[0]?.extensions?.invalidFields ?? []) as { field: string; key: string }[];
    expect(fields.map((f) => [f.field, f.key])).toEqual([
      ['items[1].title', 'validation.minLength'],
      ['items[1].imageUrl', 'validation.url'],
    ]);
    expect(configCallsSince(from)).toEqual([]);
  });

  it('checks each document by the rules of its own section', async () => {
    const keywords = await section('keywords');
    const from = stack.proxy.calls.length;
    // A document of another section is not a keywords document.
    const res = await gql(url, UPDATE, { cookie: admin, variables: { id: keywords.id, version: keywords.version, input: { document: { keywords: ['mleko', 'Mleko'] } } } });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', invalidFields: [expect.objectContaining({ field: 'keywords[1]', key: 'validation.duplicateEntry' })] });
    expect(configCallsSince(from)).toEqual([]);
  });

  it('learns the section of an id it has not seen from one read of the api, then checks before any write', async () => {
    const webPopularCities = await section('webPopularCities');
    // Another gateway, which has seen no section yet.
    const fresh = await startGatewayFor(stack.api, { events: bus });
    try {
      const cookie = await signIn(fresh.gateway.url, 'admin');
      const configCalls = () => fresh.proxy.calls.filter((call) => call.includes('/api/appConfig'));
      const save = (cities: string[]) =>
        gql(fresh.gateway.url, UPDATE, { cookie, variables: { id: webPopularCities.id, version: webPopularCities.version, input: { document: { cities } } } });
      const first = await save(['Łódź', '']);
      expect(first.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', invalidFields: [expect.objectContaining({ field: 'cities[1]' })] });
      expect(configCalls()).toEqual([`GET /api/appConfig/${webPopularCities.id}`]);
      // Known from then on: the next refusal costs no upstream call at all.
      const second = await save(['', 'Łódź']);
      expect(second.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', invalidFields: [expect.objectContaining({ field: 'cities[0]' })] });
      expect(configCalls()).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });
});

describe('saves and reverts', () => {
  it('announces a save to another administrator as one event carrying the section, with one upstream write', async () => {
    const keywords = await section('keywords');
    const events = recording(socket(root).iterate<ChangeData>({ query: CHANGES }));
    await bus.whenSubscribed('records:appConfig', 1);
    const from = stack.proxy.calls.length;
    const saved = await gql<{ updateAppConfigSection: SectionData }>(url, UPDATE, {
      cookie: admin,
      variables: { id: keywords.id, version: keywords.version, input: { document: { keywords: ['  gazetki ', 'promocje'], unknown: true } }, cmid: 'cfg-1' },
    });
    expect(saved.errors).toBeUndefined();
    const record = saved.data?.updateAppConfigSection;
    // Trimmed and without keys the section does not know, as the schema reads it.
    expect(record).toMatchObject({ id: keywords.id, section: 'keywords', document: { keywords: ['gazetki', 'promocje'] }, version: keywords.version + 1, updatedBy: 'admin' });
    const event = await events.find((e) => e.appConfigSectionsChanged.clientMutationId === 'cfg-1');
    expect(event.appConfigSectionsChanged).toMatchObject({ action: 'UPDATED', actor: 'admin', record });
    expect(configCallsSince(from)).toEqual([`PUT /api/appConfig/${keywords.id}`]);
    expect(stack.proxy.headers[stack.proxy.calls.indexOf(`PUT /api/appConfig/${keywords.id}`, from)]?.['if-match']).toBe(`"${keywords.version}"`);
  });

  it('refuses a save from a stale version with CONFLICT VERSION_MISMATCH', async () => {
    const keywords = await section('keywords');
    const res = await gql(url, UPDATE, { cookie: admin, variables: { id: keywords.id, version: keywords.version - 1, input: { document: { keywords: ['stare'] } } } });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'VERSION_MISMATCH', currentVersion: keywords.version });
    const stale = await gql(url, REVERT, { cookie: admin, variables: { id: keywords.id, version: keywords.version - 1, toVersion: 1 } });
    expect(stale.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'VERSION_MISMATCH' });
  });

  it('reverts a section to an earlier version upstream and announces it', async () => {
    const keywords = await section('keywords');
    const first = await gql<{ appConfigSectionHistory: { items: { version: number }[]; total: number } }>(
      url,
      'query($id: ID!) { appConfigSectionHistory(id: $id) { items { version } total } }',
      { cookie: admin, variables: { id: keywords.id } },
    );
    expect(first.errors).toBeUndefined();
    expect(first.data?.appConfigSectionHistory.total).toBeGreaterThanOrEqual(1);
    const original = await gql<{ appConfigSection: SectionData }>(url, ONE, { cookie: admin, variables: { id: keywords.id } });
    const events = recording(socket(root).iterate<ChangeData>({ query: CHANGES }));
    await bus.whenSubscribed('records:appConfig', 1);
    const from = stack.proxy.calls.length;
    const reverted = await gql<{ revertAppConfigSection: SectionData }>(url, REVERT, {
      cookie: admin,
      variables: { id: keywords.id, version: keywords.version, toVersion: 1, cmid: 'cfg-revert' },
    });
    expect(reverted.errors).toBeUndefined();
    const record = reverted.data?.revertAppConfigSection;
    expect(record).toMatchObject({ id: keywords.id, version: keywords.version + 1 });
    expect(record?.document).not.toEqual(original.data?.appConfigSection.document);
    const event = await events.find((e) => e.appConfigSectionsChanged.clientMutationId === 'cfg-revert');
    expect(event.appConfigSectionsChanged).toMatchObject({ action: 'UPDATED', actor: 'admin', record });
    expect(configCallsSince(from)).toEqual([`POST /api/appConfig/${keywords.id}/revert`]);

    const unknown = await gql(url, REVERT, { cookie: admin, variables: { id: keywords.id, version: keywords.version + 1, toVersion: 999 } });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const before = stack.proxy.calls.length;
    const zero = await gql(url, REVERT, { cookie: admin, variables: { id: keywords.id, version: keywords.version + 1, toVersion: 0 } });
    expect(zero.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', invalidFields: [expect.objectContaining({ field: 'toVersion' })] });
    expect(configCallsSince(before)).toEqual([]);
  });

  it('refuses a save and a revert while someone else holds the section\'s lock, before any upstream write', async () => {
    const keywords = await section('keywords');
    const lock = await gql(url, 'mutation($id: ID!) { acquireRecordLock(resource: appConfig, id: $id) { holder } }', { cookie: root, variables: { id: keywords.id } });
    expect(lock.errors).toBeUndefined();
    try {
      const from = stack.proxy.calls.length;
      const save = await gql(url, UPDATE, { cookie: admin, variables: { id: keywords.id, version: keywords.version, input: { document: { keywords: ['przejęte'] } } } });
      expect(save.errors?.[0]?.extensions).toMatchObject({ code: 'LOCKED', lock: { holder: 'root' } });
      const revert = await gql(url, REVERT, { cookie: admin, variables: { id: keywords.id, version: keywords.version, toVersion: 1 } });
      expect(revert.errors?.[0]?.extensions).toMatchObject({ code: 'LOCKED', lock: { holder: 'root' } });
      expect(configCallsSince(from).filter((call) => !call.startsWith('GET'))).toEqual([]);
    } finally {
      await gql(url, 'mutation($id: ID!) { releaseRecordLock(resource: appConfig, id: $id) }', { cookie: root, variables: { id: keywords.id } });
    }
  });
});

describe('the JSONObject scalar', () => {
  it('refuses a document that is not an object (a list, a text, a number) with BAD_USER_INPUT, without any upstream call', async () => {
    const keywords = await section('keywords');
    const from = stack.proxy.calls.length;
    for (const document of [['gazetki'], 'gazetki', 42]) {
      const res = await gql(url, UPDATE, { cookie: admin, variables: { id: keywords.id, version: keywords.version, input: { document } } });
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.message).toContain('JSONObject must be a JSON object');
      expect(res.text).not.toContain('stacktrace');
    }
    const literal = await gql(url, `mutation($id: ID!) { updateAppConfigSection(id: $id, version: 1, input: { document: "gazetki" }) { id } }`, {
      cookie: admin,
      variables: { id: keywords.id },
    });
    expect(literal.data ?? null).toBeNull();
    expect(literal.errors?.[0]?.message).toContain('JSONObject must be a JSON object');
    expect(literal.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(configCallsSince(from)).toEqual([]);
  });

  it('takes an object written in the operation itself', async () => {
    const keywords = await section('keywords');
    const res = await gql<{ updateAppConfigSection: SectionData }>(
      url,
      `mutation($id: ID!, $version: Int!) { updateAppConfigSection(id: $id, version: $version, input: { document: { keywords: ["mleko", "chleb"] } }) { document version } }`,
      { cookie: admin, variables: { id: keywords.id, version: keywords.version } },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.updateAppConfigSection).toEqual({ document: { keywords: ['mleko', 'chleb'] }, version: keywords.version + 1 });
  });
});

describe('roles', () => {
  it('refuses an EDITOR every operation with FORBIDDEN, without any upstream call', async () => {
    const keywords = await section('keywords');
    const from = stack.proxy.calls.length;
    const read = await gql(url, LIST, { cookie: editor });
    expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const one = await gql(url, ONE, { cookie: editor, variables: { id: keywords.id } });
    expect(one.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const write = await gql(url, UPDATE, { cookie: editor, variables: { id: keywords.id, version: keywords.version, input: { document: { keywords: ['redaktor'] } } } });
    expect(write.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const revert = await gql(url, REVERT, { cookie: editor, variables: { id: keywords.id, version: keywords.version, toVersion: 1 } });
    expect(revert.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const history = await gql(url, 'query($id: ID!) { appConfigSectionHistory(id: $id) { total } }', { cookie: editor, variables: { id: keywords.id } });
    expect(history.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const lock = await gql(url, 'mutation($id: ID!) { acquireRecordLock(resource: appConfig, id: $id) { holder } }', { cookie: editor, variables: { id: keywords.id } });
    expect(lock.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const changes = socket(editor).iterate({ query: CHANGES });
    const first = await changes.next();
    expect(JSON.stringify(first.value)).toContain('FORBIDDEN');
    expect(configCallsSince(from)).toEqual([]);
  });

  it('refuses a visitor without a session with UNAUTHENTICATED', async () => {
    const res = await gql(url, LIST);
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('GET /public/app-config', () => {
  it('passes the published configuration with its ETag through, and 304 while the apps hold the current one', async () => {
    const first = await request(url).get('/public/app-config');
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers['etag'];
    expect(etag).toMatch(/^"[\d.]+"$/);
    const body = first.body as { version: string; sections: Record<string, unknown> };
    expect(`"${body.version}"`).toBe(etag);
    expect(Object.keys(body.sections)).toEqual([...APP_CONFIG_SECTIONS]);
    // No session cookie is set or needed.
    expect(first.headers['set-cookie']).toBeUndefined();

    const from = stack.proxy.calls.length;
    const again = await request(url).get('/public/app-config').set('If-None-Match', etag ?? '');
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers['etag']).toBe(etag);
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(stack.proxy.calls.slice(from)).toEqual(['GET /api/public/app-config']);
    const sent = stack.proxy.headers[from];
    expect(sent?.['if-none-match']).toBe(etag);
    expect(sent?.['authorization']).toBeUndefined();
    expect(sent?.['cookie']).toBeUndefined();

    // A save gives the configuration a new version: the apps' old ETag gets the new configuration.
    const keywords = await section('keywords');
    const saved = await gql(url, UPDATE, { cookie: admin, variables: { id: keywords.id, version: keywords.version, input: { document: { keywords: ['nowe'] } } } });
    expect(saved.errors).toBeUndefined();
    const changed = await request(url).get('/public/app-config').set('If-None-Match', etag ?? '');
    expect(changed.status).toBe(200);
    expect(changed.headers['etag']).not.toBe(etag);
    expect((changed.body as { sections: { keywords: unknown } }).sections.keywords).toEqual({ keywords: ['nowe'] });
  });

  it('answers 503 with a JSON error, never the api\'s body or a stack, when the api cannot answer', async () => {
    stack.proxy.override(/^GET \/api\/public\/app-config$/, 500, { message: 'boom', stack: 'Error: boom\n    at secret.ts:1:1' });
    try {
      const res = await request(url).get('/public/app-config');
      expect(res.status).toBe(503);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', message: expect.any(String) as string, traceId: expect.any(String) as string });
      expect(res.text).not.toContain('boom');
      expect(res.text).not.toContain('secret.ts');
    } finally {
      stack.proxy.clearOverrides();
    }
  });
});

describe('GET /public/app-config without the api', () => {
  it('answers 503 with a JSON error when the api cannot be reached at all', async () => {
    const port = await freePort();
    const gateway = await startGateway({ port: 0, upstreamUrl: `http://127.0.0.1:${port}`, logLevel: 'silent', nodeEnv: 'test' });
    try {
      const res = await request(gateway.url).get('/public/app-config').set('If-None-Match', '"1.1"');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', traceId: expect.any(String) as string });
      expect(res.text).not.toContain('ECONNREFUSED');
    } finally {
      await gateway.close();
    }
  });
});

describe('other paths under /public', () => {
  it('are answered 404 by the gateway, not as pages of the web app', async () => {
    const res = await request(url).get('/public/unknown');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});
