import { startTestApi, START_TIMEOUT_MS, type TestApi, bodyOf } from '../../test/testApi';

/** A user signed in with a temporary password: only the profile, the password change and sign-out work. */

interface Tokens {
  accessToken: string;
  refreshToken: string;
  mustChangePassword: boolean;
}

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
}, START_TIMEOUT_MS);

afterAll(async () => {
  await api?.close();
});

const TEMPORARY = 'temporary-password';

async function signIn(username: string, password: string): Promise<Tokens> {
  const res = await api.http.post('/authenticate').field('username', username).field('password', password);
  expect(res.status).toBe(200);
  return res.body as Tokens;
}

/** A new account (administrators give it a temporary password), signed in with that password. */
async function newAccount(username: string, role = 'EDITOR'): Promise<{ id: string; headers: { Authorization: string }; tokens: Tokens }> {
  const created = await api.http
    .post('/api/users')
    .set(await api.auth('root'))
    .send({ username, role, notificationChannels: ['NEW_OFFERS_NOTIFICATION'], temporaryPassword: TEMPORARY });
  expect(created.status).toBe(201);
  const tokens = await signIn(username, TEMPORARY);
  expect(tokens.mustChangePassword).toBe(true);
  return { id: bodyOf(created).id as string, headers: { Authorization: `Bearer ${tokens.accessToken}` }, tokens };
}

describe('a temporary password', () => {
  it('leaves only the profile, the feature switches, the password change and sign-out until it is changed', async () => {
    const { headers } = await newAccount('temporary-editor');

    for (const path of ['/api/stores', '/api/leaflets', '/api/categories', '/api/jobs']) {
      const refused = await api.http.get(path).set(headers);
      expect({ path, status: refused.status, code: bodyOf(refused).code }).toEqual({ path, status: 403, code: 'PASSWORD_CHANGE_REQUIRED' });
    }
    const write = await api.http.post('/api/categories').set(headers).send({ name: 'Never made' });
    expect(write.status).toBe(403);
    expect(bodyOf(write)).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED', error: 'FORBIDDEN' });

    const me = await api.http.get('/api/users/me').set(headers);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: 'temporary-editor', mustChangePassword: true });
    expect((await api.http.get('/api/config/features').set(headers)).status).toBe(200);

    // The change itself, with the same access token; then everything the role allows works at once.
    const changed = await api.http.post('/api/users/me/password').set(headers).send({ currentPassword: TEMPORARY, newPassword: 'my-own-password' });
    expect(changed.status).toBe(204);
    expect((await api.http.get('/api/users/me').set(headers)).body).toMatchObject({ mustChangePassword: false });
    expect((await api.http.get('/api/stores').set(headers)).status).toBe(200);
  });

  it('does not keep an administrator out of sign-out, but out of administration', async () => {
    const { headers, tokens } = await newAccount('temporary-admin', 'ADMIN');
    const users = await api.http.get('/api/users').set(headers);
    expect(users.status).toBe(403);
    expect(bodyOf(users).code).toBe('PASSWORD_CHANGE_REQUIRED');
    const disable = await api.http.post('/api/users/00000000-0000-4000-8000-000000000000/disable').set(headers);
    expect(bodyOf(disable).code).toBe('PASSWORD_CHANGE_REQUIRED');
    expect((await api.http.post('/login/logout').set(headers).send({ refreshToken: tokens.refreshToken })).status).toBe(204);
  });

  it('set again by an administrator holds the user back again at the next sign-in', async () => {
    const { id, headers } = await newAccount('temporary-again');
    await api.http.post('/api/users/me/password').set(headers).send({ currentPassword: TEMPORARY, newPassword: 'my-own-password' }).expect(204);
    const reset = await api.http.post(`/api/users/${id}/password`).set(await api.auth('admin')).send({ temporaryPassword: 'another-temporary' });
    expect(reset.status).toBe(200);
    const again = await signIn('temporary-again', 'another-temporary');
    const refused = await api.http.get('/api/stores').set('Authorization', `Bearer ${again.accessToken}`);
    expect(bodyOf(refused).code).toBe('PASSWORD_CHANGE_REQUIRED');
  });
});
