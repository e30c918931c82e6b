import { startTestApi, START_TIMEOUT_MS, type TestApi, bodyOf } from '../../test/testApi';

interface Tokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  refreshExpiresIn: number;
}

let api: TestApi;
/** How far the api's clock runs ahead of the system clock: a test moves it past the refresh grace window (30 s by default). */
let clockAheadMs = 0;
const PAST_THE_GRACE_WINDOW_MS = 31_000;

beforeAll(async () => {
  api = await startTestApi({ clock: () => new Date(Date.now() + clockAheadMs) });
}, START_TIMEOUT_MS);

afterEach(() => {
  clockAheadMs = 0;
});

afterAll(async () => {
  await api?.close();
});

async function login(username: string, password = 'flyerdesk') {
  return api.http.post('/authenticate').field('username', username).field('password', password);
}

describe('sign-in', () => {
  it('gives tokens with their lifetimes for good credentials, trimming the username', async () => {
    const res = await login('  admin  ');
    expect(res.status).toBe(200);
    const body = res.body as Tokens;
    expect(body.expiresIn).toBe(900);
    expect(body.refreshExpiresIn).toBe(604800);
    const [, payload] = body.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ username: 'admin', roles: ['ADMIN'], type: 'access' });
    expect(typeof claims.jti).toBe('string');
    expect(typeof claims.sub).toBe('string');
  });

  it('refuses a wrong password and an unknown user with BAD_CREDENTIALS', async () => {
    for (const res of [await login('admin', 'wrong-password'), await login('nobody')]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ status: 401, code: 'BAD_CREDENTIALS' });
      expect(res.body).not.toHaveProperty('accessToken');
    }
  });

  it("refuses a disabled user's right password with BAD_CREDENTIALS, as a wrong one: nobody learns the password was right", async () => {
    const res = await login('disabled');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'BAD_CREDENTIALS', message: 'Wrong username or password' });
  });

  it('answers missing fields with INVALID_REQUEST naming them', async () => {
    const res = await api.http.post('/authenticate').field('username', 'admin');
    expect(res.status).toBe(400);
    expect(bodyOf(res).code).toBe('INVALID_REQUEST');
    expect(bodyOf(res).invalidFields).toEqual([expect.objectContaining({ field: 'password', key: 'validation.required' })]);
  });
});

describe('tokens', () => {
  it('rotates the refresh token: the new one works, the old one is refused once the grace window has passed', async () => {
    const first = (await login('editor')).body as Tokens;
    const refreshed = await api.http.post('/authenticate/refresh').send({ refreshToken: first.refreshToken });
    expect(refreshed.status).toBe(200);
    const second = refreshed.body as Tokens;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.expiresIn).toBe(900);

    const me = await api.http.get('/api/users/me').set('Authorization', `Bearer ${second.accessToken}`);
    expect(me.status).toBe(200);

    clockAheadMs = PAST_THE_GRACE_WINDOW_MS;
    const reused = await api.http.post('/authenticate/refresh').send({ refreshToken: first.refreshToken });
    expect(reused.status).toBe(401);
    expect(bodyOf(reused).code).toBe('INVALID_REFRESH_TOKEN');
  });

  it('ends the whole chain when a rotated refresh token comes back after the grace window', async () => {
    const first = (await login('editor')).body as Tokens;
    const second = (await api.http.post('/authenticate/refresh').send({ refreshToken: first.refreshToken })).body as Tokens;
    clockAheadMs = PAST_THE_GRACE_WINDOW_MS;
    await api.http.post('/authenticate/refresh').send({ refreshToken: first.refreshToken }).expect(401);
    const afterTheft = await api.http.post('/authenticate/refresh').send({ refreshToken: second.refreshToken });
    expect(afterTheft.status).toBe(401);
  });

  it('refuses made-up refresh tokens', async () => {
    const res = await api.http.post('/authenticate/refresh').send({ refreshToken: 'made-up' });
    expect(res.status).toBe(401);
    expect(bodyOf(res).code).toBe('INVALID_REFRESH_TOKEN');
    const empty = await api.http.post('/authenticate/refresh').send({});
    expect(empty.status).toBe(401);
  });

  it('logs out: the refresh token given is revoked', async () => {
    const tokens = (await login('admin')).body as Tokens;
    const res = await api.http
      .post('/login/logout')
      .set('Authorization', `Bearer ${tokens.accessToken}`)
      .send({ refreshToken: tokens.refreshToken });
    expect(res.status).toBe(204);
    const refresh = await api.http.post('/authenticate/refresh').send({ refreshToken: tokens.refreshToken });
    expect(refresh.status).toBe(401);
  });

  it('logs out of every session when no refresh token is given', async () => {
    const a = (await login('reels')).body as Tokens;
    const b = (await login('reels')).body as Tokens;
    await api.http.post('/login/logout').set('Authorization', `Bearer ${a.accessToken}`).send({}).expect(204);
    await api.http.post('/authenticate/refresh').send({ refreshToken: a.refreshToken }).expect(401);
    await api.http.post('/authenticate/refresh').send({ refreshToken: b.refreshToken }).expect(401);
  });

  it('refuses calls without a token or with a forged one', async () => {
    const missing = await api.http.get('/api/users/me');
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    const token = await api.token('admin');
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.c2lnbmF0dXJl`;
    const res = await api.http.get('/api/users/me').set('Authorization', `Bearer ${forged}`);
    expect(res.status).toBe(401);
  });
});

describe('current user', () => {
  it('describes the signed-in user', async () => {
    const res = await api.http.get('/api/users/me').set(await api.auth('notifications'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      username: 'notifications',
      roles: ['EDITOR_NOTIFICATION'],
      notificationChannels: ['NEW_OFFERS_NOTIFICATION', 'PROMOTIONAL_NOTIFICATION_EXTENDED'],
      enabled: true,
      mustChangePassword: false,
    });
  });

  it('changes the password after checking the current one', async () => {
    const headers = await api.auth('recipes');
    const wrong = await api.http
      .post('/api/users/me/password')
      .set(headers)
      .send({ currentPassword: 'not-it', newPassword: 'brand-new-password' });
    expect(wrong.status).toBe(400);
    expect(bodyOf(wrong).invalidFields).toEqual([
      expect.objectContaining({ field: 'currentPassword', key: 'validation.currentPasswordWrong' }),
    ]);

    const short = await api.http.post('/api/users/me/password').set(headers).send({ currentPassword: 'flyerdesk', newPassword: 'short' });
    expect(short.status).toBe(400);
    expect(bodyOf(short).invalidFields).toEqual([expect.objectContaining({ field: 'newPassword', key: 'validation.passwordMin' })]);

    const ok = await api.http
      .post('/api/users/me/password')
      .set(headers)
      .send({ currentPassword: 'flyerdesk', newPassword: 'brand-new-password' });
    expect(ok.status).toBe(204);
    expect((await login('recipes')).status).toBe(401);
    expect((await login('recipes', 'brand-new-password')).status).toBe(200);
  });
});

describe('password change limits', () => {
  it('refuses a new password over 72 bytes under its field, before the current password is checked', async () => {
    const headers = await api.auth('editor');
    const res = await api.http
      .post('/api/users/me/password')
      .set(headers)
      .send({ currentPassword: 'flyerdesk', newPassword: `${'ą'.repeat(36)}x` });
    expect(res.status).toBe(400);
    expect(bodyOf(res).invalidFields).toEqual([
      expect.objectContaining({ field: 'newPassword', key: 'validation.passwordMaxBytes', values: { max: 72 } }),
    ]);
    // 72 bytes exactly are fine.
    const ok = await api.http.post('/api/users/me/password').set(headers).send({ currentPassword: 'flyerdesk', newPassword: 'ą'.repeat(36) });
    expect(ok.status).toBe(204);
    expect((await login('editor', 'ą'.repeat(36))).status).toBe(200);
    // bcrypt would take a longer password that starts with the same 72 bytes: no account has one.
  });

  it('after 5 wrong current passwords refuses further changes for a while with 429, even with the right one', async () => {
    const headers = await api.auth('notifications');
    const change = (currentPassword: string) =>
      api.http.post('/api/users/me/password').set(headers).send({ currentPassword, newPassword: 'another-new-password' });
    for (let i = 0; i < 5; i += 1) expect((await change(`guess-${i}`)).status).toBe(400);
    const limited = await change('flyerdesk');
    expect(limited.status).toBe(429);
    expect(bodyOf(limited)).toMatchObject({ code: 'TOO_MANY_PASSWORD_ATTEMPTS', error: 'TOO_MANY_REQUESTS' });
    const wait = Number(limited.headers['retry-after']);
    expect(wait).toBeGreaterThan(850);
    expect(wait).toBeLessThanOrEqual(900);
    expect(bodyOf(limited).retryAfterSeconds).toBe(wait);
    // Signing in is not affected.
    expect((await login('notifications')).status).toBe(200);
    // Once the failures have left the 15 minutes, the right current password works.
    clockAheadMs = 901_000;
    expect((await change('flyerdesk')).status).toBe(204);
  });
});
