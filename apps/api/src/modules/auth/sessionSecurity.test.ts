import { startTestApi, START_TIMEOUT_MS, type TestApi, bodyOf } from '../../test/testApi';
import { beginLoginAttempt } from './loginAttempts';
import { disableUser } from './sessions';

interface Tokens {
  accessToken: string;
  refreshToken: string;
}

interface Revocations {
  version: number;
  revocations: { seq: number; userId: string; sessionId: string | null; reason: string; at: string }[];
}

let api: TestApi;

beforeAll(async () => {
  // No refresh grace window here (REFRESH_REUSE_GRACE_SECONDS=0): a rotated token presented again at once is reuse.
  api = await startTestApi({ loginLimits: { maxFailuresPerUsername: 5, maxFailuresPerAddress: 8, windowSeconds: 900 }, refreshReuseGraceSeconds: 0 });
}, START_TIMEOUT_MS);

afterAll(async () => {
  await api?.close();
});

/** Signs in as if through the gateway for the given browser address (so tests do not share one address's counter). */
function login(username: string, password: string, address: string) {
  return api.http
    .post('/authenticate')
    .set('X-Service-Token', api.serviceToken)
    .set('X-Client-Address', address)
    .field('username', username)
    .field('password', password);
}

async function tokens(username: string, address = '198.51.100.1'): Promise<Tokens> {
  const res = await login(username, 'flyerdesk', address);
  expect(res.status).toBe(200);
  return res.body as Tokens;
}

function refresh(refreshToken: string) {
  return api.http.post('/authenticate/refresh').send({ refreshToken });
}

function me(accessToken: string) {
  return api.http.get('/api/users/me').set('Authorization', `Bearer ${accessToken}`);
}

function userIdOf(accessToken: string): string {
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as { sub: string; sid: string };
  return payload.sub;
}

function sessionIdOf(accessToken: string): string {
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as { sub: string; sid: string };
  return payload.sid;
}

async function revocations(after?: number): Promise<Revocations> {
  const req = api.http.get('/api/sessions/revocations').set('X-Service-Token', api.serviceToken);
  const res = await (after === undefined ? req : req.query({ after }));
  expect(res.status).toBe(200);
  return res.body as Revocations;
}

describe('refresh-token families', () => {
  it('a replayed refresh token revokes the family: the newest token and the access tokens of that session are refused', async () => {
    const first = await tokens('editor');
    const other = await tokens('editor');
    const second = (await refresh(first.refreshToken)).body as Tokens;
    expect(sessionIdOf(second.accessToken)).toBe(sessionIdOf(first.accessToken));
    const before = await revocations();

    const replay = await refresh(first.refreshToken);
    expect(replay.status).toBe(401);
    expect(bodyOf(replay).code).toBe('INVALID_REFRESH_TOKEN');

    const newest = await refresh(second.refreshToken);
    expect(newest.status).toBe(401);
    expect(bodyOf(newest).code).toBe('INVALID_REFRESH_TOKEN');
    const access = await me(second.accessToken);
    expect(access.status).toBe(401);
    expect(bodyOf(access).code).toBe('SESSION_ENDED');

    // The user's other sign-in is another family and goes on.
    expect((await me(other.accessToken)).status).toBe(200);
    expect((await refresh(other.refreshToken)).status).toBe(200);

    const after = await revocations(before.version);
    expect(after.revocations).toEqual([
      expect.objectContaining({ userId: userIdOf(first.accessToken), sessionId: sessionIdOf(first.accessToken), reason: 'TOKEN_REUSED' }),
    ]);
  });

  it('sign-out ends the session at once: its access token is refused, its refresh token too', async () => {
    const session = await tokens('admin');
    const before = await revocations();
    await api.http.post('/login/logout').set('Authorization', `Bearer ${session.accessToken}`).send({ refreshToken: session.refreshToken }).expect(204);
    const access = await me(session.accessToken);
    expect(access.status).toBe(401);
    expect(bodyOf(access).code).toBe('SESSION_ENDED');
    expect((await refresh(session.refreshToken)).status).toBe(401);
    const after = await revocations(before.version);
    expect(after.revocations).toEqual([expect.objectContaining({ sessionId: sessionIdOf(session.accessToken), reason: 'SIGNED_OUT' })]);
  });

  it('refuses access tokens without a session claim', async () => {
    const session = await tokens('admin');
    const [header, payload] = session.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    delete claims.sid;
    const unsigned = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.x`;
    expect((await me(unsigned)).status).toBe(401);
  });
});

describe('session revocations (read by the gateways)', () => {
  it('are open to the service token and administrators only', async () => {
    expect((await api.http.get('/api/sessions/revocations')).status).toBe(401);
    expect((await api.http.get('/api/sessions/revocations').set('X-Service-Token', 'wrong')).status).toBe(401);
    const editor = await tokens('editor');
    expect((await api.http.get('/api/sessions/revocations').set('Authorization', `Bearer ${editor.accessToken}`)).status).toBe(403);
    const admin = await tokens('admin');
    expect((await api.http.get('/api/sessions/revocations').set('Authorization', `Bearer ${admin.accessToken}`)).status).toBe(200);
    expect((await api.http.get('/api/sessions/revocations').set('X-Service-Token', api.serviceToken).query({ after: 'x' })).status).toBe(400);
  });
});

describe('disabling a user', () => {
  it('POST /api/users/{id}/disable (ADMIN) answers the account, ends every session of the user and records it', async () => {
    const a = await tokens('reels');
    const b = await tokens('reels');
    const admin = await tokens('admin');
    const before = await revocations();
    const res = await api.http.post(`/api/users/${userIdOf(a.accessToken)}/disable`).set('Authorization', `Bearer ${admin.accessToken}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: 'reels', enabled: false, updatedBy: 'admin' });

    for (const session of [a, b]) {
      const access = await me(session.accessToken);
      expect(access.status).toBe(401);
      expect(bodyOf(access).code).toBe('USER_DISABLED');
      expect((await refresh(session.refreshToken)).status).toBe(401);
    }
    const signIn = await login('reels', 'flyerdesk', '198.51.100.2');
    expect(signIn.status).toBe(401);
    expect(bodyOf(signIn).code).toBe('USER_DISABLED');
    const after = await revocations(before.version);
    expect(after.revocations).toEqual([expect.objectContaining({ userId: userIdOf(a.accessToken), sessionId: null, reason: 'USER_DISABLED' })]);
    expect(after.version).toBeGreaterThan(before.version);
  });

  it('is refused to editors, for oneself, and for a ROOT user unless by a ROOT user', async () => {
    const editor = await tokens('editor');
    const admin = await tokens('admin');
    const root = await tokens('root');
    const disable = (id: string, actor: Tokens) => api.http.post(`/api/users/${id}/disable`).set('Authorization', `Bearer ${actor.accessToken}`);
    expect((await disable(userIdOf(admin.accessToken), editor)).status).toBe(403);
    const self = await disable(userIdOf(admin.accessToken), admin);
    expect(self.status).toBe(409);
    expect(bodyOf(self).code).toBe('CANNOT_DISABLE_SELF');
    expect((await disable(userIdOf(root.accessToken), admin)).status).toBe(403);
    expect((await disable('00000000-0000-4000-8000-000000000000', admin)).status).toBe(404);
    expect((await disable('not-an-id', admin)).status).toBe(400);
    expect((await me(root.accessToken)).status).toBe(200);
  });

  it('disableUser() is there for callers inside the service too', async () => {
    const session = await tokens('recipes');
    expect(await disableUser(api.db, userIdOf(session.accessToken), 900)).toBe(true);
    expect((await me(session.accessToken)).status).toBe(401);
    expect(await disableUser(api.db, '00000000-0000-4000-8000-000000000000', 900)).toBe(false);
  });
});

describe('sign-in rate limit', () => {
  it('refuses the 6th attempt after 5 failures of one username with 429 TOO_MANY_ATTEMPTS and Retry-After, even with the right password', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await login('notifications', 'wrong-password', `203.0.113.${i + 1}`);
      expect(res.status).toBe(401);
    }
    const blocked = await login('Notifications ', 'flyerdesk', '203.0.113.50');
    expect(blocked.status).toBe(429);
    expect(bodyOf(blocked)).toMatchObject({ status: 429, code: 'TOO_MANY_ATTEMPTS', error: 'TOO_MANY_REQUESTS' });
    expect(bodyOf(blocked).message).toMatch(/Too many failed sign-in attempts\. Try again in 15 minutes\./);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(850);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(bodyOf(blocked).retryAfterSeconds).toBe(retryAfter);
    expect(blocked.body).not.toHaveProperty('accessToken');
  });

  it('counts unknown usernames too', async () => {
    for (let i = 0; i < 5; i += 1) expect((await login('nobody-here', 'x', `203.0.114.${i + 1}`)).status).toBe(401);
    expect((await login('nobody-here', 'x', '203.0.114.99')).status).toBe(429);
  });

  it('a success resets the username counter', async () => {
    for (let i = 0; i < 4; i += 1) expect((await login('root', 'wrong', `192.0.2.${i + 1}`)).status).toBe(401);
    expect((await login('root', 'flyerdesk', '192.0.2.10')).status).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await login('root', 'wrong', `192.0.2.${i + 20}`)).status).toBe(401);
    expect((await login('root', 'flyerdesk', '192.0.2.30')).status).toBe(429);
  });

  it('limits one client address across usernames (8 failures here)', async () => {
    const address = '198.18.0.7';
    for (let i = 0; i < 8; i += 1) expect((await login(`guess-${i}`, 'x', address)).status).toBe(401);
    const blocked = await login('admin', 'flyerdesk', address);
    expect(blocked.status).toBe(429);
    expect(bodyOf(blocked).code).toBe('TOO_MANY_ATTEMPTS');
    // Another address is not affected.
    expect((await login('admin', 'flyerdesk', '198.18.0.8')).status).toBe(200);
  });

  it('trusts X-Client-Address only with the service token', async () => {
    const forged = () => api.http.post('/authenticate').set('X-Client-Address', '198.18.5.5').field('username', 'editor').field('password', 'flyerdesk');
    // Counted against the connection's own address, not the one named.
    const before = await api.db.selectFrom('login_attempts').select('address').where('address', '=', '198.18.5.5').execute();
    expect((await forged()).status).toBe(200);
    const noToken = await api.http.post('/authenticate').set('X-Client-Address', '198.18.5.5').field('username', 'editor').field('password', 'nope');
    expect(noToken.status).toBe(401);
    const after = await api.db.selectFrom('login_attempts').select('address').where('address', '=', '198.18.5.5').execute();
    expect(after.length).toBe(before.length);
  });

  it('counts attempts running at the same time: a burst of parallel guesses cannot slip past the limit', async () => {
    const burst = await Promise.all(Array.from({ length: 8 }, (_v, i) => login('burst-user', 'guess', `192.0.2.${100 + i}`)));
    const statuses = burst.map((res) => res.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(3);
  });

  it('frees the username once the oldest failure leaves the sliding window', async () => {
    const limits = { maxFailuresPerUsername: 2, maxFailuresPerAddress: 100, windowSeconds: 60 };
    const start = Date.now() - 50_000;
    await beginLoginAttempt(api.db, limits, 'window-user', '10.9.0.1', start);
    await beginLoginAttempt(api.db, limits, 'window-user', '10.9.0.1', start + 20_000);
    const refused = beginLoginAttempt(api.db, limits, 'window-user', '10.9.0.1', start + 30_000);
    await expect(refused).rejects.toMatchObject({ status: 429, code: 'TOO_MANY_ATTEMPTS', extra: { retryAfterSeconds: 30 } });
    // 61 s after the first failure only the second one is left in the window.
    await expect(beginLoginAttempt(api.db, limits, 'window-user', '10.9.0.1', start + 61_000)).resolves.toBeDefined();
  });
});
