import { sign } from 'jsonwebtoken';
import request from 'supertest';
import { cookieHeader, cookieValue, gql, LOGIN, signIn, type ReceivedError } from './test-support/graphqlClient';
import { startApiForTests, startGatewayFor, type Stack } from './test-support/stack';

let stack: Stack;
let url: string;

beforeAll(async () => {
  const api = await startApiForTests();
  const rest = await startGatewayFor(api);
  stack = {
    api,
    ...rest,
    close: async () => {
      await rest.close();
      await api.close();
    },
  };
  url = stack.gateway.url;
}, 120_000);

afterAll(() => stack.close());

function codeOf(errors: ReceivedError[] | undefined): string | undefined {
  return errors?.[0]?.extensions?.code;
}

const ME = 'query Me { me { id username roles } }';

interface StoreRow {
  id: string;
  name: string;
  storeWebId: string;
  categoryId: string;
  version: number;
}

const STORES = 'query Stores { stores { id name storeWebId categoryId version leafletsSummary { total active inactive } } }';

async function firstStore(cookie: string): Promise<StoreRow> {
  const res = await gql<{ stores: StoreRow[] }>(url, STORES, { cookie });
  const store = res.data?.stores[0];
  if (!store) throw new Error(`no stores: ${JSON.stringify(res.errors)}`);
  return store;
}

describe('sessions', () => {
  it('login sets HttpOnly SameSite=Strict cookies, keeps tokens out of the body, and me works with only the cookie', async () => {
    const res = await gql<{ login: { user: { username: string; roles: string[] }; accessExpiresAt: string } }>(url, LOGIN, {
      variables: { username: '  admin ', password: 'flyerdesk' },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.login.user).toMatchObject({ username: 'admin', roles: ['ADMIN'] });
    expect(Date.parse(res.data?.login.accessExpiresAt ?? '')).toBeGreaterThan(Date.now());

    const access = res.setCookies.find((c) => c.startsWith('fd_access='));
    const refresh = res.setCookies.find((c) => c.startsWith('fd_refresh='));
    for (const line of [access, refresh]) {
      expect(line).toMatch(/; HttpOnly/i);
      expect(line).toMatch(/; SameSite=Strict/i);
      expect(line).not.toMatch(/; Secure/i); // the gateway listens on 127.0.0.1
    }
    const accessToken = cookieValue(res.setCookies, 'fd_access') ?? '';
    expect(accessToken.length).toBeGreaterThan(20);
    expect(res.text).not.toContain(accessToken);

    const me = await gql<{ me: { username: string; roles: string[] } }>(url, ME, { cookie: cookieHeader(res.setCookies) });
    expect(me.errors).toBeUndefined();
    expect(me.data?.me).toMatchObject({ username: 'admin', roles: ['ADMIN'] });
  });

  it('accepts an Authorization: Bearer header as well', async () => {
    const res = await gql(url, LOGIN, { variables: { username: 'editor', password: 'flyerdesk' } });
    const token = cookieValue(res.setCookies, 'fd_access') ?? '';
    const me = await gql<{ me: { username: string } }>(url, ME, { headers: { Authorization: `Bearer ${token}` } });
    expect(me.data?.me.username).toBe('editor');
  });

  it('refuses a missing, bad or unknown token with UNAUTHENTICATED', async () => {
    stack.proxy.reset();
    const none = await gql(url, ME);
    expect(codeOf(none.errors)).toBe('UNAUTHENTICATED');
    expect(stack.proxy.calls).toEqual([]);

    const garbageHeader = await gql(url, ME, { headers: { Authorization: 'Bearer not-a-token' } });
    expect(codeOf(garbageHeader.errors)).toBe('UNAUTHENTICATED');

    const forged = sign({ sub: 'x', username: 'admin', roles: ['ROOT'], type: 'access' }, 'not-the-secret', { expiresIn: 600 });
    const forgedCookie = await gql(url, ME, { cookie: `fd_access=${forged}` });
    expect(codeOf(forgedCookie.errors)).toBe('UNAUTHENTICATED');

    const stores = await gql(url, STORES, { cookie: `fd_access=${forged}` });
    expect(codeOf(stores.errors)).toBe('UNAUTHENTICATED');
    expect(stack.proxy.count(/^GET \/api\/stores/)).toBe(0);
  });

  it('refuses wrong credentials with UNAUTHENTICATED and the reason, setting no cookies', async () => {
    const res = await gql(url, LOGIN, { variables: { username: 'admin', password: 'wrong-password' } });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'BAD_CREDENTIALS' });
    expect(res.setCookies).toEqual([]);
  });

  it('validates the login form before calling the api', async () => {
    stack.proxy.reset();
    const res = await gql(url, LOGIN, { variables: { username: '   ', password: '' } });
    expect(codeOf(res.errors)).toBe('BAD_USER_INPUT');
    const fields = (res.errors?.[0]?.extensions?.['invalidFields'] as { field: string }[]).map((f) => f.field).sort();
    expect(fields).toEqual(['password', 'username']);
    expect(stack.proxy.calls).toEqual([]);
  });

  it('logout revokes the session upstream and clears both cookies', async () => {
    const login = await gql(url, LOGIN, { variables: { username: 'admin', password: 'flyerdesk' } });
    const cookie = cookieHeader(login.setCookies);
    const res = await gql<{ logout: boolean }>(url, 'mutation { logout }', { cookie });
    expect(res.data?.logout).toBe(true);
    for (const name of ['fd_access', 'fd_refresh']) {
      const line = res.setCookies.find((c) => c.startsWith(`${name}=;`));
      expect(line).toBeDefined();
      expect(line).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    }
    // The old refresh token was revoked upstream: it cannot start a new session.
    const refresh = await gql(url, 'mutation { refreshSession { user { username } } }', { cookie });
    expect(codeOf(refresh.errors)).toBe('UNAUTHENTICATED');
  });

  it('refreshes transparently when the access cookie has expired but the refresh cookie is valid', async () => {
    const login = await gql(url, LOGIN, { variables: { username: 'editor', password: 'flyerdesk' } });
    const refreshToken = cookieValue(login.setCookies, 'fd_refresh') ?? '';
    const expired = sign({ sub: 'x', username: 'editor', roles: ['EDITOR'], type: 'access' }, 'test', { expiresIn: -60 });

    const res = await gql<{ me: { username: string } }>(url, ME, { cookie: `fd_access=${expired}; fd_refresh=${refreshToken}` });
    expect(res.errors).toBeUndefined();
    expect(res.data?.me.username).toBe('editor');
    const newAccess = cookieValue(res.setCookies, 'fd_access');
    const newRefresh = cookieValue(res.setCookies, 'fd_refresh');
    expect(newAccess).toBeTruthy();
    expect(newRefresh).toBeTruthy();
    expect(newRefresh).not.toBe(refreshToken);

    // The new cookies work on their own.
    const again = await gql<{ me: { username: string } }>(url, ME, { cookie: cookieHeader(res.setCookies) });
    expect(again.data?.me.username).toBe('editor');
  });

  it('refreshes when the browser already dropped the access cookie, once for requests arriving together', async () => {
    const login = await gql(url, LOGIN, { variables: { username: 'editor', password: 'flyerdesk' } });
    const refreshOnly = `fd_refresh=${cookieValue(login.setCookies, 'fd_refresh') ?? ''}`;
    stack.proxy.reset();
    const [a, b] = await Promise.all([gql<{ me: { username: string } }>(url, ME, { cookie: refreshOnly }), gql<{ me: { username: string } }>(url, ME, { cookie: refreshOnly })]);
    expect(a.data?.me.username).toBe('editor');
    expect(b.data?.me.username).toBe('editor');
    expect(stack.proxy.count(/^POST \/authenticate\/refresh$/)).toBe(1);
  });

  it('refreshSession rotates the tokens using the refresh cookie', async () => {
    const login = await gql(url, LOGIN, { variables: { username: 'admin', password: 'flyerdesk' } });
    const res = await gql<{ refreshSession: { user: { username: string } } }>(url, 'mutation { refreshSession { user { username } refreshExpiresAt } }', {
      cookie: cookieHeader(login.setCookies),
    });
    expect(res.data?.refreshSession.user.username).toBe('admin');
    expect(cookieValue(res.setCookies, 'fd_refresh')).not.toBe(cookieValue(login.setCookies, 'fd_refresh'));
  });
});

describe('password', () => {
  const CHANGE = 'mutation P($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }';

  it('refuses a too short new password before calling the api', async () => {
    const cookie = await signIn(url, 'editor');
    await gql(url, ME, { cookie });
    stack.proxy.reset();
    const res = await gql(url, CHANGE, { cookie, variables: { c: 'flyerdesk', n: 'short' } });
    expect(res.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      invalidFields: [expect.objectContaining({ field: 'newPassword', key: 'validation.passwordMin' })],
    });
    expect(stack.proxy.calls).toEqual([]);
  });

  it('shows a wrong current password under its field', async () => {
    const cookie = await signIn(url, 'editor');
    const res = await gql(url, CHANGE, { cookie, variables: { c: 'not-my-password', n: 'long-enough-password' } });
    expect(res.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      invalidFields: [expect.objectContaining({ field: 'currentPassword', key: 'validation.currentPasswordWrong' })],
    });
  });
});

describe('roles', () => {
  it('refuses an EDITOR calling an ADMIN/ROOT-only operation with FORBIDDEN and no upstream call', async () => {
    const cookie = await signIn(url, 'editor');
    const store = await firstStore(cookie); // the session is verified (and cached) here
    stack.proxy.reset();

    const create = await gql(url, 'mutation C($input: StoreInput!) { createStore(input: $input) { id } }', {
      cookie,
      variables: { input: { name: 'Nowy sklep', storeWebId: 'nowy-sklep', categoryId: store.categoryId } },
    });
    expect(codeOf(create.errors)).toBe('FORBIDDEN');
    const remove = await gql(url, 'mutation D($id: ID!) { deleteStore(id: $id) }', { cookie, variables: { id: store.id } });
    expect(codeOf(remove.errors)).toBe('FORBIDDEN');
    expect(stack.proxy.calls).toEqual([]);
  });

  it('keeps EDITOR_NOTIFICATION away from the platform list', async () => {
    const cookie = await signIn(url, 'notifications');
    const res = await gql(url, '{ platforms { leafletPlatforms { key } } }', { cookie });
    expect(codeOf(res.errors)).toBe('FORBIDDEN');
  });
});

describe('shops', () => {
  it('lists shops with their leaflet counts from one upstream call', async () => {
    const cookie = await signIn(url, 'admin');
    await gql(url, ME, { cookie });
    stack.proxy.reset();
    const res = await gql<{ stores: { leafletsSummary: { total: number } }[] }>(url, STORES, { cookie });
    expect(res.errors).toBeUndefined();
    expect(res.data?.stores.length).toBeGreaterThanOrEqual(20);
    expect(res.data?.stores.some((s) => s.leafletsSummary.total > 0)).toBe(true);
    expect(stack.proxy.calls).toEqual(['GET /api/stores']);
  });

  it('refuses createStore with storeWebId "Bad Id" before anything is written upstream', async () => {
    const cookie = await signIn(url, 'admin');
    const store = await firstStore(cookie);
    stack.proxy.reset();
    const res = await gql(url, 'mutation C($input: StoreInput!) { createStore(input: $input) { id } }', {
      cookie,
      variables: { input: { name: 'Bad shop', storeWebId: 'Bad Id', categoryId: store.categoryId } },
    });
    expect(codeOf(res.errors)).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.extensions?.['invalidFields']).toEqual([
      expect.objectContaining({ field: 'storeWebId', key: 'validation.storeWebId' }),
    ]);
    expect(stack.proxy.calls).toEqual([]);
    const names = (await gql<{ stores: StoreRow[] }>(url, STORES, { cookie })).data?.stores.map((s) => s.name);
    expect(names).not.toContain('Bad shop');
  });

  it('refuses an update made from a stale version with CONFLICT', async () => {
    const cookie = await signIn(url, 'admin');
    const store = await firstStore(cookie);
    const UPDATE = 'mutation U($id: ID!, $version: Int!, $input: StoreInput!) { updateStore(id: $id, version: $version, input: $input) { id version showAnyway } }';
    const input = { name: store.name, storeWebId: store.storeWebId, categoryId: store.categoryId, showAnyway: true };
    const first = await gql<{ updateStore: { version: number } }>(url, UPDATE, { cookie, variables: { id: store.id, version: store.version, input } });
    expect(first.errors).toBeUndefined();
    expect(first.data?.updateStore.version).toBe(store.version + 1);

    const stale = await gql(url, UPDATE, { cookie, variables: { id: store.id, version: store.version, input: { ...input, showAnyway: false } } });
    expect(stale.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'VERSION_MISMATCH' });
  });

  it('refuses a duplicate shop name with CONFLICT DUPLICATE_NAME', async () => {
    const cookie = await signIn(url, 'admin');
    const store = await firstStore(cookie);
    const res = await gql(url, 'mutation C($input: StoreInput!) { createStore(input: $input) { id } }', {
      cookie,
      variables: { input: { name: store.name, storeWebId: 'another-web-id', categoryId: store.categoryId } },
    });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'DUPLICATE_NAME' });
  });

  it("answers null for a shop that does not exist", async () => {
    const cookie = await signIn(url, 'admin');
    const res = await gql(url, 'query S($id: ID!) { store(id: $id) { id } }', { cookie, variables: { id: '00000000-0000-4000-8000-000000000000' } });
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ store: null });
  });
});

describe('leaflets and files', () => {
  it("lists a shop's leaflets with page images served through the gateway", async () => {
    const cookie = await signIn(url, 'editor');
    const store = await firstStore(cookie);
    const res = await gql<{ store: { leaflets: { id: string; pages: { imageUrl: string; pageNumber: number }[] }[] } }>(
      url,
      'query L($id: ID!) { store(id: $id) { leaflets(type: ALL) { id naturalId status pages { pageNumber imageUrl thumbnailUrl } } } }',
      { cookie, variables: { id: store.id } },
    );
    expect(res.errors).toBeUndefined();
    const leaflet = res.data?.store.leaflets[0];
    const page = leaflet?.pages[0];
    expect(page?.imageUrl).toMatch(/^\/files\//);

    const image = await request(url).get(page?.imageUrl ?? '');
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(image.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses file paths that try to leave /files', async () => {
    const res = await request(url).get('/files/..%2f..%2fapi/users/me');
    expect(res.status).toBe(400);
  });

  it('pages the dashboard list', async () => {
    const cookie = await signIn(url, 'admin');
    const QUERY = 'query L($offset: Int, $limit: Int) { leaflets(offset: $offset, limit: $limit) { total items { id } } }';
    const first = await gql<{ leaflets: { total: number; items: { id: string }[] } }>(url, QUERY, { cookie, variables: { offset: 0, limit: 5 } });
    const shifted = await gql<{ leaflets: { total: number; items: { id: string }[] } }>(url, QUERY, { cookie, variables: { offset: 2, limit: 5 } });
    expect(first.data?.leaflets.items).toHaveLength(5);
    expect(first.data?.leaflets.total).toBeGreaterThan(5);
    expect(shifted.data?.leaflets.items.map((l) => l.id).slice(0, 3)).toEqual(first.data?.leaflets.items.map((l) => l.id).slice(2, 5));
  });
});

describe('system', () => {
  it('shows the back-end version, platform names and feature switches', async () => {
    const cookie = await signIn(url, 'admin');
    const res = await gql<{
      systemInfo: { version: string; displayVersion: string };
      platforms: { leafletPlatforms: { key: string; name: string }[] };
      featureFlags: { articlesData: boolean; leafletScrapper: boolean };
    }>(url, '{ systemInfo { version displayVersion } platforms { leafletPlatforms { key name } } featureFlags { articlesData leafletScrapper } }', { cookie });
    expect(res.errors).toBeUndefined();
    expect(res.data?.systemInfo.version).toBeTruthy();
    expect(res.data?.platforms.leafletPlatforms).toEqual(
      expect.arrayContaining([
        { key: 'ios', name: 'IOS' },
        { key: 'wp', name: 'WP' },
        { key: 'android', name: 'Android' },
      ]),
    );
    expect(typeof res.data?.featureFlags.articlesData).toBe('boolean');
  });
});

describe('errors and tracing', () => {
  it('forwards the incoming trace id upstream and returns it in errors', async () => {
    const cookie = await signIn(url, 'admin');
    stack.proxy.reset();
    const res = await gql(url, 'query S($id: ID!) { store(id: $id) { id } }', {
      cookie,
      headers: { 'X-Trace-Id': 'trace-from-browser-1' },
      variables: { id: 'not-a-uuid' },
    });
    expect(res.headers['x-trace-id']).toBe('trace-from-browser-1');
    expect(stack.proxy.traceIds).toContain('trace-from-browser-1');
    expect(res.errors?.[0]?.extensions?.traceId).toBe('trace-from-browser-1');
  });

  it('masks unexpected failures: generic message, trace id, no stack trace', async () => {
    const cookie = await signIn(url, 'admin');
    stack.proxy.override(/^GET \/api\/leaflets\/11111111-1111-4111-8111-111111111111$/, 200, {
      id: '11111111-1111-4111-8111-111111111111',
      status: 'SOMETHING_NEW',
    });
    const res = await gql(url, 'query L($id: ID!) { leaflet(id: $id) { id } }', { cookie, variables: { id: '11111111-1111-4111-8111-111111111111' } });
    expect(res.errors?.[0]).toEqual({
      message: 'Internal server error',
      path: ['leaflet'],
      extensions: { code: 'INTERNAL_SERVER_ERROR', traceId: expect.any(String) as string },
    });
    expect(res.text).not.toMatch(/stacktrace|SOMETHING_NEW|\bat .*\.ts:\d+/);
  });

  it('answers every kind of error without stack traces', async () => {
    const responses = await Promise.all([
      gql(url, '{ me { id '),
      gql(url, '{ nope }'),
      gql(url, ME),
      gql(url, 'query S($id: ID!) { store(id: $id) { id } }', { variables: {} }),
    ]);
    for (const res of responses) {
      expect(res.errors?.length).toBeGreaterThan(0);
      expect(res.text).not.toMatch(/stacktrace|\bat .*\.(ts|js):\d+/);
      for (const error of res.errors ?? []) expect(error.extensions?.traceId).toEqual(expect.any(String));
    }
  });

  it('keeps CSRF prevention on', async () => {
    const res = await request(url).post('/graphql').set('Content-Type', 'text/plain').send(JSON.stringify({ query: '{ ping }' }));
    expect(res.status).toBe(400);
  });

  it('answers a query sent with GET and a preflight header, its length said and its text whole', async () => {
    const refused = await request(url).get('/graphql').query({ query: '{ __typename }' });
    expect(refused.status).toBe(400);
    const res = await request(url).get('/graphql').query({ query: '{ __typename }' }).set('apollo-require-preflight', '1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { __typename: 'Query' } });
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(res.text)));
  });
});

describe('when the api fails', () => {
  it('answers UPSTREAM_UNAVAILABLE while /healthz and the gateway keep serving after the api stopped', async () => {
    const own = await startGatewayFor(stack.api);
    try {
      const ownUrl = own.gateway.url;
      const cookie = await signIn(ownUrl, 'admin');
      expect((await gql(ownUrl, ME, { cookie })).errors).toBeUndefined();
      await own.proxy.close(); // the api can no longer be reached

      const stores = await gql(ownUrl, STORES, { cookie });
      expect(stores.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', traceId: expect.any(String) as string });
      const login = await gql(ownUrl, LOGIN, { variables: { username: 'admin', password: 'flyerdesk' } });
      expect(codeOf(login.errors)).toBe('UPSTREAM_UNAVAILABLE');

      const health = await request(ownUrl).get('/healthz');
      expect(health.status).toBe(200);
      expect(health.body).toEqual({ status: 'ok' });
      const ping = await gql<{ ping: boolean }>(ownUrl, '{ ping }');
      expect(ping.data?.ping).toBe(true);
    } finally {
      await own.gateway.close();
    }
  });

  it('gives up on an api that does not answer within UPSTREAM_TIMEOUT_MS', async () => {
    const own = await startGatewayFor(stack.api, { upstreamTimeoutMs: 300 });
    try {
      // Sign in through the regular gateway: the session cookie is valid on any gateway of the same api,
      // and password hashing must not race the short timeout under test.
      const cookie = await signIn(stack.gateway.url, 'admin');
      own.proxy.hang();
      const res = await gql(own.gateway.url, STORES, { cookie });
      expect(codeOf(res.errors)).toBe('UPSTREAM_UNAVAILABLE');
    } finally {
      await own.close();
    }
  });
});
