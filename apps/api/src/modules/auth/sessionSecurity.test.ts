import { DEFAULT_LOGIN_LIMITS } from '../../env';
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
/** How far the api's clock runs ahead of the system clock: a test moves it past a wait. */
let clockAheadMs = 0;

beforeAll(async () => {
  // No refresh grace window here (REFRESH_REUSE_GRACE_SECONDS=0): a rotated token presented again at once is reuse.
  api = await startTestApi({
    loginLimits: { ...DEFAULT_LOGIN_LIMITS, maxFailuresPerAddress: 8 },
    refreshReuseGraceSeconds: 0,
    clock: () => new Date(Date.now() + clockAheadMs),
  });
}, START_TIMEOUT_MS);

afterEach(() => {
  clockAheadMs = 0;
});

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
    expect(bodyOf(signIn).code).toBe('BAD_CREDENTIALS');
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

describe('sign-in throttling', () => {
  it('a stranger failing from one address does not lock the account: the right password from another address signs in while the stranger keeps failing', async () => {
    const stranger = '203.0.113.66';
    for (let i = 0; i < 5; i += 1) expect((await login('root', 'wrong-password', stranger)).status).toBe(401);
    const throttled = await login('Root ', 'flyerdesk', stranger);
    expect(throttled.status).toBe(429);
    expect(bodyOf(throttled)).toMatchObject({ status: 429, code: 'TOO_MANY_ATTEMPTS', error: 'TOO_MANY_REQUESTS' });
    // 30 s after the last failure (less the moments the answers took).
    const wait = Number(throttled.headers['retry-after']);
    expect(wait).toBeGreaterThan(20);
    expect(wait).toBeLessThanOrEqual(30);
    expect(bodyOf(throttled).retryAfterSeconds).toBe(wait);
    expect(throttled.body).not.toHaveProperty('accessToken');
    // The owner, from their own address, signs in at once.
    expect((await login('root', 'flyerdesk', '198.51.100.77')).status).toBe(200);
    // The stranger goes on after each wait, and each wait is longer than the one before.
    clockAheadMs += 30_000;
    expect((await login('root', 'wrong-again', stranger)).status).toBe(401);
    const longer = await login('root', 'wrong-again', stranger);
    expect(bodyOf(longer).code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(longer.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(longer.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await login('root', 'flyerdesk', '198.51.100.77')).status).toBe(200);
    expect((await login('root', 'flyerdesk', '198.51.100.78')).status).toBe(200);
  });

  it('counts unknown usernames too', async () => {
    for (let i = 0; i < 5; i += 1) expect((await login('nobody-here', 'x', '203.0.114.1')).status).toBe(401);
    expect((await login('nobody-here', 'x', '203.0.114.1')).status).toBe(429);
    expect((await login('nobody-here', 'x', '203.0.114.2')).status).toBe(401);
  });

  it("a success clears the failures of that username from that address only", async () => {
    for (let i = 0; i < 4; i += 1) expect((await login('editor', 'wrong', '192.0.2.1')).status).toBe(401);
    for (let i = 0; i < 5; i += 1) expect((await login('editor', 'wrong', '192.0.2.2')).status).toBe(401);
    expect((await login('editor', 'flyerdesk', '192.0.2.1')).status).toBe(200);
    expect((await login('editor', 'flyerdesk', '192.0.2.2')).status).toBe(429);
    for (let i = 0; i < 5; i += 1) expect((await login('editor', 'wrong', '192.0.2.1')).status).toBe(401);
    expect((await login('editor', 'flyerdesk', '192.0.2.1')).status).toBe(429);
  });

  it('answers the right password of a disabled account like a wrong one, and counts it as a failure', async () => {
    const address = '192.0.2.40';
    const wrong = await login('disabled', 'not-the-password', address);
    const right = await login('disabled', 'flyerdesk', address);
    expect(right.status).toBe(401);
    const { traceId: _a, ...wrongBody } = bodyOf(wrong);
    const { traceId: _b, ...rightBody } = bodyOf(right);
    expect(rightBody).toEqual(wrongBody);
    expect(rightBody).toMatchObject({ code: 'BAD_CREDENTIALS' });
    for (let i = 0; i < 3; i += 1) expect((await login('disabled', 'flyerdesk', address)).status).toBe(401);
    expect((await login('disabled', 'flyerdesk', address)).status).toBe(429);
  });

  it('limits one client address across usernames (8 failures here)', async () => {
    const address = '198.18.0.7';
    for (let i = 0; i < 8; i += 1) expect((await login(`guess-${i}`, 'x', address)).status).toBe(401);
    const blocked = await login('admin', 'flyerdesk', address);
    expect(blocked.status).toBe(429);
    expect(bodyOf(blocked).code).toBe('TOO_MANY_ATTEMPTS');
    expect(bodyOf(blocked).retryAfterSeconds).toBeGreaterThan(850);
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

  it('counts attempts running at the same time: a burst of parallel guesses cannot slip past the free failures', async () => {
    const burst = await Promise.all(Array.from({ length: 8 }, () => login('burst-user', 'guess', '192.0.2.100')));
    const statuses = burst.map((res) => res.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(3);
  });

  it('makes each wait twice the one before, up to the longest, and forgets failures that left the window', async () => {
    const limits = { ...DEFAULT_LOGIN_LIMITS, freeFailures: 2, firstDelaySeconds: 10, maxDelaySeconds: 40, maxFailuresPerAddress: 100, windowSeconds: 300 };
    const t0 = Date.now() - 60_000;
    const at = (seconds: number) => t0 + seconds * 1000;
    const attempt = (seconds: number) => beginLoginAttempt(api.db, limits, 'window-user', '10.9.0.1', at(seconds));
    const refusedFor = async (seconds: number, wait: number) =>
      expect(attempt(seconds)).rejects.toMatchObject({ status: 429, code: 'TOO_MANY_ATTEMPTS', extra: { retryAfterSeconds: wait } });
    // Two failures are free.
    await attempt(0);
    await attempt(1);
    await refusedFor(2, 9);
    await attempt(11);
    await refusedFor(12, 19);
    await attempt(31);
    await refusedFor(32, 39);
    await attempt(71);
    // 80 s would be next: the longest wait is 40 s.
    await refusedFor(72, 39);
    // Another address is not held up by these failures.
    await expect(beginLoginAttempt(api.db, limits, 'window-user', '10.9.0.2', at(72))).resolves.toBeDefined();
    // Once all but the last failure have left the window, the next one is free again.
    await expect(beginLoginAttempt(api.db, limits, 'window-user', '10.9.0.1', at(332))).resolves.toBeDefined();
  });
});
