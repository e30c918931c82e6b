/**
 * Security controls of sessions, through the gateway against the real api: cookie attributes,
 * refresh-token rotation with reuse detection (and its grace window across replicas), sign-out and
 * disabled users ending open sockets on every replica, role changes within one access-token
 * lifetime, sign-in throttling, and what a temporary password leaves open.
 */
import { sign } from 'jsonwebtoken';
import request from 'supertest';
import type { Client, ExecutionResult } from 'graphql-ws';
import { MemoryEventBus } from '../realtime/pubsub';
import type { GatewayOptions } from '../server';
import { cookieHeader, cookieValue, gql, LOGIN, type GqlResult } from '../test-support/graphqlClient';
import { JWT_SECRET, startApiForTests, startGatewayFor } from '../test-support/stack';
import { waitFor } from '../test-support/waitFor';
import { connectWs, type Closed } from '../test-support/wsClient';
import type { RunningApi } from '../../../api/src/server';

const ME = '{ me { username roles } }';
const REFRESH = 'mutation { refreshSession { user { username } } }';

let api: RunningApi;
const closers: (() => Promise<void>)[] = [];
const clients: Client[] = [];
/** The api's refresh grace window (its default), and how far a test moves the api's clock past it. */
const REFRESH_GRACE_SECONDS = 30;
let apiClockAheadMs = 0;

beforeAll(async () => {
  api = await startApiForTests({ clock: () => new Date(Date.now() + apiClockAheadMs) });
}, 120_000);

afterEach(() => {
  apiClockAheadMs = 0;
});

afterAll(async () => {
  for (const client of clients) await client.dispose();
  for (const close of closers.reverse()) await close();
  await api.close();
});

interface Replica {
  url: string;
  wsUrl: string;
}

/** A gateway (replica) in front of the suite's api, closed after the suite. */
async function replica(options: GatewayOptions = {}): Promise<Replica> {
  const started = await startGatewayFor(api, options);
  closers.push(started.close);
  const url = started.gateway.url.replace('http://0.0.0.0:', 'http://127.0.0.1:');
  return { url, wsUrl: `${url.replace(/^http/, 'ws')}/graphql` };
}

/** Two replicas sharing one event bus (as they share Redis in production). */
async function twoReplicas(options: GatewayOptions = {}): Promise<[Replica, Replica]> {
  const events = new MemoryEventBus();
  closers.push(() => events.close());
  return [await replica({ ...options, events }), await replica({ ...options, events })];
}

async function login(url: string, username: string, headers: Record<string, string> = {}, password = 'flyerdesk'): Promise<GqlResult> {
  return gql(url, LOGIN, { variables: { username, password }, headers });
}

async function signedIn(url: string, username: string): Promise<{ cookie: string; access: string; refresh: string }> {
  const res = await login(url, username);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return {
    cookie: cookieHeader(res.setCookies),
    access: cookieValue(res.setCookies, 'fd_access') ?? '',
    refresh: cookieValue(res.setCookies, 'fd_refresh') ?? '',
  };
}

function codeOf(result: GqlResult): unknown {
  return result.errors?.[0]?.extensions?.code;
}

/** A socket of the given session, acknowledged (its session verified in connection_init). */
async function liveSocket(wsUrl: string, cookie: string): Promise<{ client: Client; closed: Promise<Closed> }> {
  const connection = connectWs(wsUrl, { Cookie: cookie });
  clients.push(connection.client);
  const result = await connection.client.iterate<{ ping: boolean }>({ query: '{ ping }' }).next();
  expect((result.value as ExecutionResult<{ ping: boolean }>).data?.ping).toBe(true);
  return connection;
}

function userIdOf(accessToken: string): string {
  return (JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;
}

describe('session cookies', () => {
  it('are HttpOnly, SameSite=Strict, Path=/ and not Secure on 127.0.0.1', async () => {
    const { url } = await replica();
    const res = await login(url, 'admin');
    const refreshed = await gql(url, REFRESH, { cookie: cookieHeader(res.setCookies) });
    const loggedOut = await gql(url, 'mutation { logout }', { cookie: cookieHeader(refreshed.setCookies) });
    for (const lines of [res.setCookies, refreshed.setCookies, loggedOut.setCookies]) {
      expect(lines.map((line) => line.split('=')[0]).sort()).toEqual(['fd_access', 'fd_refresh']);
      for (const line of lines) {
        expect(line).toMatch(/; HttpOnly(;|$)/);
        expect(line).toMatch(/; SameSite=Strict(;|$)/);
        expect(line).toMatch(/; Path=\/(;|$)/);
        expect(line).not.toMatch(/; Secure/i);
      }
    }
  });

  it('are Secure when the gateway listens on a host other than localhost', async () => {
    const { url } = await replica({ host: '0.0.0.0' });
    const res = await login(url, 'admin');
    expect(res.setCookies).toHaveLength(2);
    for (const line of res.setCookies) {
      expect(line).toMatch(/; HttpOnly(;|$)/);
      expect(line).toMatch(/; SameSite=Strict(;|$)/);
      expect(line).toMatch(/; Secure(;|$)/);
    }
  });
});

describe('refresh-token rotation', () => {
  it('a replayed refresh token revokes the family: through the gateway, the newest refresh token is refused too', async () => {
    const [a, b] = await twoReplicas();
    const first = await signedIn(a.url, 'editor');
    const rotated = await gql(a.url, REFRESH, { cookie: first.cookie });
    expect(rotated.errors).toBeUndefined();
    const newest = cookieValue(rotated.setCookies, 'fd_refresh') ?? '';
    const newestAccess = cookieValue(rotated.setCookies, 'fd_access') ?? '';
    expect(newest).not.toBe(first.refresh);

    // The stolen, already rotated token comes back (here through the other replica), after the grace window.
    apiClockAheadMs = (REFRESH_GRACE_SECONDS + 1) * 1000;
    const replay = await gql(b.url, REFRESH, { cookie: `fd_refresh=${first.refresh}` });
    expect(replay.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'INVALID_REFRESH_TOKEN' });
    expect(replay.setCookies.find((c) => c.startsWith('fd_refresh='))).toMatch(/^fd_refresh=;/);

    const afterTheft = await gql(a.url, REFRESH, { cookie: `fd_refresh=${newest}` });
    expect(afterTheft.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'INVALID_REFRESH_TOKEN' });
    // The access token of the family is refused by the api at once, and by a replica that has not cached it.
    const direct = await request(api.url).get('/api/users/me').set('Authorization', `Bearer ${newestAccess}`);
    expect(direct.status).toBe(401);
    expect((direct.body as { code: string }).code).toBe('SESSION_ENDED');
    expect(codeOf(await gql(b.url, ME, { cookie: `fd_access=${newestAccess}` }))).toBe('UNAUTHENTICATED');
  });

  it('parallel requests of one browser spread over two replicas after the access token expired: all answered, one refresh cookie, the session goes on', async () => {
    const [a, b] = await twoReplicas();
    const first = await signedIn(a.url, 'editor');
    const { sub, sid } = JSON.parse(Buffer.from(first.access.split('.')[1] ?? '', 'base64url').toString()) as { sub: string; sid: string };
    const expired = sign({ username: 'editor', roles: ['EDITOR'], type: 'access', sid }, JWT_SECRET, { subject: sub, expiresIn: -60 });
    const cookie = `fd_access=${expired}; fd_refresh=${first.refresh}`;
    const before = await request(api.url).get('/api/sessions/revocations').set('X-Service-Token', api.serviceToken).expect(200);
    const version = (before.body as { version: number }).version;

    // A waking laptop: its first queries go out together, and the load balancer spreads them over both replicas.
    const answers = await Promise.all(Array.from({ length: 10 }, (_v, i) => gql<{ me: { username: string } }>(i % 2 === 0 ? a.url : b.url, ME, { cookie })));
    for (const answer of answers) {
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.me.username).toBe('editor');
    }
    const refreshCookies = new Set(answers.map((answer) => cookieValue(answer.setCookies, 'fd_refresh')));
    expect(refreshCookies.size).toBe(1);
    const [newest] = [...refreshCookies];
    expect(newest).toBeTruthy();
    expect(newest).not.toBe(first.refresh);

    // Nothing ended the session: its new cookies work on either replica, and the refresh token rotates on.
    const after = await request(api.url).get('/api/sessions/revocations').set('X-Service-Token', api.serviceToken).query({ after: version }).expect(200);
    expect((after.body as { revocations: unknown[] }).revocations).toEqual([]);
    for (const [i, answer] of answers.entries()) {
      const next = await gql<{ me: { username: string } }>(i % 2 === 0 ? b.url : a.url, ME, { cookie: cookieHeader(answer.setCookies) });
      expect(next.data?.me.username).toBe('editor');
    }
    const rotated = await gql(a.url, REFRESH, { cookie: `fd_refresh=${newest ?? ''}` });
    expect(rotated.errors).toBeUndefined();
  });
});

describe('sign-out', () => {
  it('revokes the family upstream and closes the sockets of that session on every replica (4401), not those of other sessions', async () => {
    // The revocations poller reads once at start only: what happens here comes from the sign-out's own event.
    const [a, b] = await twoReplicas({ revocationsPollMs: 3_600_000 });
    const session = await signedIn(a.url, 'admin');
    const other = await signedIn(a.url, 'admin');
    const onA = await liveSocket(a.wsUrl, session.cookie);
    const onB = await liveSocket(b.wsUrl, session.cookie);
    const otherOnB = await liveSocket(b.wsUrl, other.cookie);
    // Replica B has verified (and cached) the session's access token.
    expect(codeOf(await gql(b.url, ME, { cookie: `fd_access=${session.access}` }))).toBeUndefined();

    const res = await gql<{ logout: boolean }>(a.url, 'mutation { logout }', { cookie: session.cookie });
    expect(res.data?.logout).toBe(true);

    expect(await onA.closed).toEqual({ code: 4401, reason: 'Session ended' });
    expect(await onB.closed).toEqual({ code: 4401, reason: 'Session ended' });
    expect(codeOf(await gql(b.url, ME, { cookie: `fd_access=${session.access}` }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await gql(b.url, REFRESH, { cookie: `fd_refresh=${session.refresh}` }))).toBe('UNAUTHENTICATED');

    // The other session of the same user goes on.
    const still = await otherOnB.client.iterate<{ ping: boolean }>({ query: '{ ping }' }).next();
    expect((still.value as ExecutionResult<{ ping: boolean }>).data?.ping).toBe(true);
    expect(codeOf(await gql(a.url, ME, { cookie: other.cookie }))).toBeUndefined();
  });
});

describe('disabling a user', () => {
  it('drops the user on every replica without waiting for the access token to expire: sockets closed with 4401, cache evicted', async () => {
    const [a, b] = await twoReplicas({ revocationsPollMs: 50 });
    const reels = await signedIn(a.url, 'reels');
    const onA = await liveSocket(a.wsUrl, reels.cookie);
    const onB = await liveSocket(b.wsUrl, reels.cookie);
    // Cached on both replicas for the token's lifetime (and at most SESSION_CACHE_MS, a minute).
    for (const r of [a, b]) expect(codeOf(await gql(r.url, ME, { cookie: `fd_access=${reels.access}` }))).toBeUndefined();

    const admin = await signedIn(a.url, 'admin');
    const disabled = await request(api.url).post(`/api/users/${userIdOf(reels.access)}/disable`).set('Authorization', `Bearer ${admin.access}`);
    expect(disabled.status).toBe(200);

    expect(await onA.closed).toEqual({ code: 4401, reason: 'Account disabled' });
    expect(await onB.closed).toEqual({ code: 4401, reason: 'Account disabled' });
    for (const r of [a, b]) expect(codeOf(await gql(r.url, ME, { cookie: `fd_access=${reels.access}` }))).toBe('UNAUTHENTICATED');
    // Its right password is answered like a wrong one.
    const again = await login(a.url, 'reels');
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'BAD_CREDENTIALS' });
  });
});

describe('role changes', () => {
  async function setRoles(username: string, roles: string[]): Promise<void> {
    await api.db.updateTable('users').set({ roles }).where('username', '=', username).execute();
  }

  it('show with the next access token: a verified user is cached no longer than its token', async () => {
    const { url } = await replica();
    const session = await signedIn(url, 'notifications');
    try {
      const before = await gql<{ me: { roles: string[] } }>(url, ME, { cookie: session.cookie });
      expect(before.data?.me.roles).toEqual(['EDITOR_NOTIFICATION']);
      await setRoles('notifications', ['EDITOR_RECIPE']);

      const rotated = await gql(url, REFRESH, { cookie: session.cookie });
      expect(rotated.errors).toBeUndefined();
      const after = await gql<{ me: { roles: string[] } }>(url, ME, { cookie: cookieHeader(rotated.setCookies) });
      expect(after.data?.me.roles).toEqual(['EDITOR_RECIPE']);
    } finally {
      await setRoles('notifications', ['EDITOR_NOTIFICATION']);
    }
  });

  it('show with the same token once SESSION_CACHE_MS has passed', async () => {
    const { url } = await replica({ sessionCacheMs: 200 });
    const session = await signedIn(url, 'notifications');
    try {
      await gql(url, ME, { cookie: session.cookie });
      await setRoles('notifications', ['EDITOR_REELS']);
      await waitFor(async () => {
        const res = await gql<{ me: { roles: string[] } }>(url, ME, { cookie: `fd_access=${session.access}` });
        return res.data?.me.roles[0] === 'EDITOR_REELS';
      }, 'the new role', 5000, 50);
    } finally {
      await setRoles('notifications', ['EDITOR_NOTIFICATION']);
    }
  });
});

describe('sign-in throttling', () => {
  it('throttles a username from the address that keeps failing (TOO_MANY_REQUESTS, retryAfterSeconds); the owner elsewhere signs in', async () => {
    const { url } = await replica({ trustProxyHops: 1 });
    const stranger = { 'X-Forwarded-For': '198.51.100.9' };
    for (let i = 1; i <= 5; i += 1) {
      const res = await login(url, 'root', stranger, 'wrong-password');
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'BAD_CREDENTIALS' });
    }
    const blocked = await login(url, 'root', stranger);
    expect(blocked.errors?.[0]).toMatchObject({
      message: 'Too many failed sign-in attempts, please try again later',
      extensions: { code: 'TOO_MANY_REQUESTS', reason: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: expect.any(Number) as number },
    });
    const retryAfter = blocked.errors?.[0]?.extensions?.['retryAfterSeconds'] as number;
    expect(retryAfter).toBeGreaterThan(20);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect(blocked.setCookies).toEqual([]);
    const owner = await login(url, 'root', { 'X-Forwarded-For': '198.51.100.10' });
    expect(owner.errors).toBeUndefined();
    expect(owner.data).toMatchObject({ login: { user: { username: 'root' } } });
  });

  it('names the browser’s address to the api (behind a trusted proxy), so one address is limited across usernames', async () => {
    const { url } = await replica({ trustProxyHops: 1 });
    for (let i = 0; i < 20; i += 1) {
      expect(codeOf(await login(url, `nobody-${i}`, { 'X-Forwarded-For': '203.0.113.77' }, 'x'))).toBe('UNAUTHENTICATED');
    }
    expect(codeOf(await login(url, 'editor', { 'X-Forwarded-For': '203.0.113.77' }))).toBe('TOO_MANY_REQUESTS');
    expect(codeOf(await login(url, 'editor', { 'X-Forwarded-For': '203.0.113.78' }))).toBeUndefined();
    const counted = await api.db.selectFrom('login_attempts').select('address').where('address', '=', '203.0.113.77').execute();
    expect(counted.length).toBe(20);
  });
});

describe('a temporary password', () => {
  it('leaves only me, the password change and sign-out: anything else is PASSWORD_CHANGE_REQUIRED until it is changed', async () => {
    const { url } = await replica();
    const admin = await signedIn(url, 'root');
    const created = await gql(url, 'mutation($input: NewUserInput!) { createUser(input: $input) { id } }', {
      cookie: admin.cookie,
      variables: { input: { username: 'gateway.temporary', role: 'EDITOR', notificationChannels: ['NEW_OFFERS_NOTIFICATION'], temporaryPassword: 'temporary-password' } },
    });
    expect(created.errors).toBeUndefined();
    const res = await login(url, 'gateway.temporary', {}, 'temporary-password');
    const cookie = cookieHeader(res.setCookies);

    const me = await gql<{ me: { username: string; mustChangePassword: boolean } }>(url, '{ me { username mustChangePassword } featureFlags { articlesData } }', { cookie });
    expect(me.errors).toBeUndefined();
    expect(me.data?.me).toEqual({ username: 'gateway.temporary', mustChangePassword: true });
    const stores = await gql(url, '{ stores { id } }', { cookie });
    expect(stores.errors?.[0]).toMatchObject({ message: 'Change your temporary password first', extensions: { code: 'PASSWORD_CHANGE_REQUIRED' } });

    const changed = await gql(url, 'mutation { changePassword(currentPassword: "temporary-password", newPassword: "my-own-password") }', { cookie });
    expect(changed.errors).toBeUndefined();
    const after = await gql(url, '{ stores { id } }', { cookie });
    expect(after.errors).toBeUndefined();
  });

  it('answers too many wrong current passwords with TOO_MANY_REQUESTS and its reason', async () => {
    const { url } = await replica();
    const { cookie } = await signedIn(url, 'recipes');
    const change = (current: string) => gql(url, `mutation { changePassword(currentPassword: "${current}", newPassword: "never-set-password") }`, { cookie });
    for (let i = 0; i < 5; i += 1) expect(codeOf(await change(`guess-${i}`))).toBe('BAD_USER_INPUT');
    const limited = await change('flyerdesk');
    expect(limited.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', reason: 'TOO_MANY_PASSWORD_ATTEMPTS', retryAfterSeconds: expect.any(Number) as number });
  });
});
