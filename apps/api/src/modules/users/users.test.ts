import { DEMO_USERS } from '../../seed/demo';
import { startTestApi, START_TIMEOUT_MS, type TestApi, bodyOf, fieldsOf, itemsOf, type Json } from '../../test/testApi';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ runJobs: false });
}, START_TIMEOUT_MS);

afterAll(async () => {
  await api?.close();
});

interface Tokens {
  accessToken: string;
  refreshToken: string;
  mustChangePassword: boolean;
}

const bearer = (tokens: Tokens) => ({ Authorization: `Bearer ${tokens.accessToken}` });

async function signIn(username: string, password: string): Promise<{ status: number; body: Tokens & Json }> {
  const res = await api.http.post('/authenticate').field('username', username).field('password', password);
  return { status: res.status, body: res.body as Tokens & Json };
}

async function session(username: string, password: string): Promise<Tokens> {
  const res = await signIn(username, password);
  if (res.status !== 200) throw new Error(`sign-in of ${username} failed with ${res.status}`);
  return res.body;
}

const refresh = (tokens: Tokens) => api.http.post('/authenticate/refresh').send({ refreshToken: tokens.refreshToken });

async function revocationsVersion(): Promise<number> {
  const res = await api.http.get('/api/sessions/revocations').set('X-Service-Token', api.serviceToken);
  return (res.body as { version: number }).version;
}

async function revocationsAfter(after: number): Promise<{ userId: string; sessionId: string | null; reason: string }[]> {
  const res = await api.http.get(`/api/sessions/revocations?after=${after}`).set('X-Service-Token', api.serviceToken);
  return (res.body as { revocations: { userId: string; sessionId: string | null; reason: string }[] }).revocations;
}

async function storeIds(count: number): Promise<string[]> {
  const res = await api.http.get('/api/stores').set(await api.auth('admin'));
  const stores = Array.isArray(res.body) ? (res.body as Json[]) : itemsOf(res);
  return stores.slice(0, count).map((store) => store.id as string);
}

const PASSWORD = 'first-password';

function newUser(username: string, extra: Json = {}): Json {
  return { username, role: 'EDITOR', notificationChannels: ['NEW_OFFERS_NOTIFICATION'], temporaryPassword: PASSWORD, ...extra };
}

async function create(username: string, extra: Json = {}, by = 'admin'): Promise<Json> {
  const res = await api.http.post('/api/users').set(await api.auth(by)).send(newUser(username, extra));
  if (res.status !== 201) throw new Error(`creating ${username} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return bodyOf(res);
}

function formOf(user: Json): Json {
  return { username: user.username, role: user.role, enabled: user.enabled, storeIds: user.storeIds, notificationChannels: user.notificationChannels };
}

async function userId(username: string): Promise<string> {
  const res = await api.http.get(`/api/users?search=${encodeURIComponent(username)}`).set(await api.auth('admin'));
  const found = itemsOf(res).find((u) => u.username === username);
  if (!found) throw new Error(`no user ${username}`);
  return found.id as string;
}

describe('the list of users', () => {
  it('pages the accounts for administrators, without password hashes', async () => {
    const res = await api.http.get('/api/users?sort=username').set(await api.auth('admin'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: DEMO_USERS.length, limit: 50, offset: 0 });
    expect(itemsOf(res).map((u) => u.username)).toEqual(DEMO_USERS.map((u) => u.username).sort());
    const editor = itemsOf(res).find((u) => u.username === 'editor');
    expect(editor).toEqual({
      id: expect.any(String) as unknown,
      username: 'editor',
      role: 'EDITOR',
      enabled: true,
      storeIds: expect.arrayContaining([expect.any(String)]) as unknown,
      notificationChannels: ['NEW_OFFERS_NOTIFICATION'],
      mustChangePassword: false,
      passwordChangedAt: null,
      createdAt: expect.stringMatching(/Z$/) as unknown,
      version: 1,
      updatedAt: expect.stringMatching(/Z$/) as unknown,
      updatedBy: null,
    });
    expect(res.text).not.toMatch(/password_hash|\$2[aby]\$/);
  });

  it('searches usernames (case-insensitive), sorts both ways, and has no archived accounts', async () => {
    const headers = await api.auth('root');
    const search = await api.http.get('/api/users?search=EDIT').set(headers);
    expect(itemsOf(search).map((u) => u.username)).toEqual(['editor']);
    const descending = await api.http.get('/api/users?sort=username&order=desc&limit=2').set(headers);
    expect(itemsOf(descending).map((u) => u.username)).toEqual(['root', 'reels']);
    const byRole = await api.http.get('/api/users?sort=role&limit=1').set(headers);
    expect(itemsOf(byRole).map((u) => u.role)).toEqual(['ADMIN']);
    const disabledFirst = await api.http.get('/api/users?sort=enabled&limit=1').set(headers);
    expect(itemsOf(disabledFirst).map((u) => u.username)).toEqual(['disabled']);
    const archived = await api.http.get('/api/users?archived=ARCHIVED').set(headers);
    expect(archived.body).toMatchObject({ items: [], total: 0 });
    const bad = await api.http.get('/api/users?sort=password').set(headers);
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad)).toEqual(['sort']);
  });

  it('is refused to everyone but ADMIN and ROOT', async () => {
    for (const username of ['editor', 'notifications', 'recipes', 'reels']) {
      expect((await api.http.get('/api/users').set(await api.auth(username))).status).toBe(403);
    }
    expect((await api.http.get('/api/users')).status).toBe(401);
  });
});

describe('creating a user', () => {
  it('creates an account with its shops; it signs in with the temporary password and must change it', async () => {
    const shops = await storeIds(2);
    const res = await api.http
      .post('/api/users')
      .set(await api.auth('admin'))
      .send({ ...newUser('  anna.nowak '), storeIds: shops, notificationChannels: ['NEW_OFFERS_NOTIFICATION', 'PROMOTIONAL_NOTIFICATION_EXTENDED'] });
    expect(res.status).toBe(201);
    expect(res.headers.etag).toBe('"1"');
    expect(res.body).toMatchObject({
      username: 'anna.nowak',
      role: 'EDITOR',
      enabled: true,
      storeIds: [...shops].sort(),
      notificationChannels: ['NEW_OFFERS_NOTIFICATION', 'PROMOTIONAL_NOTIFICATION_EXTENDED'],
      mustChangePassword: true,
      passwordChangedAt: expect.stringMatching(/Z$/) as unknown,
      version: 1,
      updatedBy: 'admin',
    });
    expect(res.body).not.toHaveProperty('temporaryPassword');
    const id = bodyOf(res).id as string;
    expect(bodyOf(await api.http.get(`/api/users/${id}`).set(await api.auth('admin')))).toEqual(res.body);

    const first = await signIn('anna.nowak', PASSWORD);
    expect(first.status).toBe(200);
    expect(first.body.mustChangePassword).toBe(true);
    const me = await api.http.get('/api/users/me').set(bearer(first.body));
    expect(me.body).toMatchObject({ username: 'anna.nowak', roles: ['EDITOR'], mustChangePassword: true });
    // Nothing else until the temporary password is changed; then the editor sees the shops assigned.
    expect(bodyOf(await api.http.get('/api/stores').set(bearer(first.body))).code).toBe('PASSWORD_CHANGE_REQUIRED');
    await api.http.post('/api/users/me/password').set(bearer(first.body)).send({ currentPassword: PASSWORD, newPassword: 'her-own-password' }).expect(204);
    const visible = await api.http.get('/api/stores').set(bearer(first.body));
    const visibleIds = (Array.isArray(visible.body) ? (visible.body as Json[]) : itemsOf(visible)).map((s) => s.id);
    expect([...visibleIds].sort()).toEqual([...shops].sort());
  });

  it('an update that leaves out enabled and the shops keeps them; given, the shops replace the assigned ones', async () => {
    const shops = await storeIds(3);
    const user = await create('kept.fields', { storeIds: shops.slice(0, 2) });
    const id = user.id as string;
    const admin = await api.auth('admin');
    await api.http.post(`/api/users/${id}/disable`).set(admin).expect(200);
    const renamed = await api.http
      .put(`/api/users/${id}`)
      .set(admin)
      .send({ username: 'kept.fields2', role: 'EDITOR', notificationChannels: ['NEW_OFFERS_NOTIFICATION'] });
    expect(renamed.body).toMatchObject({ username: 'kept.fields2', enabled: false, storeIds: [...shops.slice(0, 2)].sort(), version: 3 });
    const moved = await api.http
      .put(`/api/users/${id}`)
      .set(admin)
      .send({ username: 'kept.fields2', role: 'EDITOR', notificationChannels: ['NEW_OFFERS_NOTIFICATION'], storeIds: [shops[2]] });
    expect(moved.body).toMatchObject({ enabled: false, storeIds: [shops[2]] });
  });

  it('refuses each rule of spec §5 with its field', async () => {
    const headers = await api.auth('admin');
    const refused = async (body: Json) => {
      const res = await api.http.post('/api/users').set(headers).send(body);
      expect(res.status).toBe(400);
      expect(bodyOf(res).code).toBe('INVALID_REQUEST');
      return (bodyOf(res).invalidFields as { field: string; key: string }[]).map((f) => [f.field, f.key]);
    };
    expect(await refused(newUser(' abc '))).toEqual([['username', 'validation.minLength']]);
    expect(await refused(newUser('   '))).toEqual([['username', 'validation.required']]);
    expect(await refused(newUser('no-role', { role: undefined }))).toEqual([['role', 'validation.required']]);
    expect(await refused(newUser('bad-role', { role: 'OWNER' }))).toEqual([['role', 'validation.role']]);
    expect(await refused(newUser('no-channel', { notificationChannels: [] }))).toEqual([['notificationChannels', 'validation.notificationChannelRequired']]);
    expect(await refused(newUser('bad-channel', { notificationChannels: ['SMS'] }))).toEqual([['notificationChannels[0]', 'validation.notificationChannel']]);
    expect(await refused(newUser('short-password', { temporaryPassword: 'seven77' }))).toEqual([['temporaryPassword', 'validation.passwordMin']]);
    expect(await refused(newUser('no-password', { temporaryPassword: undefined }))).toEqual([['temporaryPassword', 'validation.required']]);
    expect(await refused(newUser('unknown-shop', { storeIds: ['00000000-0000-4000-8000-000000000000'] }))).toEqual([['storeIds[0]', 'validation.storeNotFound']]);
    expect(await refused({})).toEqual([
      ['username', 'validation.required'],
      ['role', 'validation.required'],
      ['notificationChannels', 'validation.notificationChannelRequired'],
      ['temporaryPassword', 'validation.required'],
    ]);
    const after = await api.http.get('/api/users?search=no-').set(headers);
    expect(itemsOf(after)).toEqual([]);
  });

  it('refuses a username already taken, ignoring case, with 409 on the username', async () => {
    const res = await api.http.post('/api/users').set(await api.auth('admin')).send(newUser('EDITOR'));
    expect(res.status).toBe(409);
    expect(bodyOf(res)).toMatchObject({ code: 'DUPLICATE_NAME', invalidFields: [{ field: 'username', key: 'validation.duplicateName' }] });
    const renamed = await create('someone-else');
    const taken = await api.http
      .put(`/api/users/${renamed.id as string}`)
      .set(await api.auth('admin'))
      .send({ ...formOf(renamed), username: 'Admin' });
    expect(taken.status).toBe(409);
    expect(fieldsOf(taken)).toEqual(['username']);
  });
});

describe('ROOT accounts and one\'s own account', () => {
  it('lets only a ROOT user give the ROOT role or change a ROOT account', async () => {
    const admin = await api.auth('admin');
    const root = await api.auth('root');
    expect((await api.http.post('/api/users').set(admin).send(newUser('second-root', { role: 'ROOT' }))).status).toBe(403);
    const rootId = await userId('root');
    const rootRecord = bodyOf(await api.http.get(`/api/users/${rootId}`).set(admin));
    expect((await api.http.put(`/api/users/${rootId}`).set(admin).send(formOf(rootRecord))).status).toBe(403);
    expect((await api.http.post(`/api/users/${rootId}/password`).set(admin).send({ temporaryPassword: 'taken-over-root' })).status).toBe(403);
    expect((await api.http.post(`/api/users/${rootId}/disable`).set(admin)).status).toBe(403);
    expect((await api.http.post(`/api/users/${rootId}/enable`).set(admin)).status).toBe(403);
    const promoted = await create('promoted');
    expect((await api.http.put(`/api/users/${promoted.id as string}`).set(admin).send({ ...formOf(promoted), role: 'ROOT' })).status).toBe(403);
    // Nothing of the refused writes was kept.
    expect(bodyOf(await api.http.get(`/api/users/${rootId}`).set(admin)).version).toBe(rootRecord.version);

    const created = await api.http.post('/api/users').set(root).send(newUser('second-root', { role: 'ROOT' }));
    expect(created.status).toBe(201);
    const changed = await api.http.put(`/api/users/${promoted.id as string}`).set(root).send({ ...formOf(promoted), role: 'ADMIN' });
    expect(changed.body).toMatchObject({ role: 'ADMIN', version: 2, updatedBy: 'root' });
  });

  it('keeps anyone from disabling themselves or taking away their own administrator role', async () => {
    const admin = await api.auth('admin');
    const id = await userId('admin');
    const record = bodyOf(await api.http.get(`/api/users/${id}`).set(admin));
    const disabled = await api.http.put(`/api/users/${id}`).set(admin).send({ ...formOf(record), enabled: false });
    expect(disabled.status).toBe(409);
    expect(bodyOf(disabled).code).toBe('CANNOT_DISABLE_SELF');
    const demoted = await api.http.put(`/api/users/${id}`).set(admin).send({ ...formOf(record), role: 'EDITOR' });
    expect(demoted.status).toBe(409);
    expect(bodyOf(demoted).code).toBe('CANNOT_REMOVE_OWN_ADMIN');
    expect(bodyOf(await api.http.post(`/api/users/${id}/disable`).set(admin)).code).toBe('CANNOT_DISABLE_SELF');
    // Other changes of one's own account are fine.
    const channels = await api.http.put(`/api/users/${id}`).set(admin).set('If-Match', String(record.version)).send({ ...formOf(record), notificationChannels: ['NEW_OFFERS_NOTIFICATION_EXTENDED'] });
    expect(channels.status).toBe(200);
    expect((await api.http.get('/api/users/me').set(admin)).status).toBe(200);
  });
});

describe('enabling and disabling', () => {
  it('disables and enables an account, each answered with the account; a repeat changes nothing', async () => {
    const user = await create('seasonal');
    const id = user.id as string;
    const admin = await api.auth('admin');
    await api.http.post(`/api/users/${id}/disable`).set(admin).set('If-Match', '"7"').expect(412);
    const disabled = await api.http.post(`/api/users/${id}/disable`).set(admin).set('If-Match', '"1"');
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ enabled: false, version: 2, updatedBy: 'admin' });
    expect((await signIn('seasonal', PASSWORD)).body.code).toBe('BAD_CREDENTIALS');
    const again = await api.http.post(`/api/users/${id}/disable`).set(admin);
    expect(again.body).toMatchObject({ enabled: false, version: 2 });
    const enabled = await api.http.post(`/api/users/${id}/enable`).set(await api.auth('root'));
    expect(enabled.body).toMatchObject({ enabled: true, version: 3, updatedBy: 'root' });
    expect((await signIn('seasonal', PASSWORD)).status).toBe(200);
    expect((await api.http.post('/api/users/00000000-0000-4000-8000-000000000000/enable').set(admin)).status).toBe(404);
  });
});

describe('passwords and sessions', () => {
  it('a temporary password set by an administrator: sign-in asks for a change, the old sessions end', async () => {
    const user = await create('forgetful');
    const id = user.id as string;
    const first = await session('forgetful', PASSWORD);
    const second = await session('forgetful', PASSWORD);
    const before = await revocationsVersion();

    const short = await api.http.post(`/api/users/${id}/password`).set(await api.auth('admin')).send({ temporaryPassword: 'short' });
    expect(short.status).toBe(400);
    expect(fieldsOf(short)).toEqual(['temporaryPassword']);
    const set = await api.http.post(`/api/users/${id}/password`).set(await api.auth('admin')).send({ temporaryPassword: 'temporary-two' });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ mustChangePassword: true, version: 2, updatedBy: 'admin' });

    expect((await signIn('forgetful', PASSWORD)).status).toBe(401);
    for (const old of [first, second]) {
      expect((await refresh(old)).status).toBe(401);
      const me = await api.http.get('/api/users/me').set(bearer(old));
      expect([me.status, bodyOf(me).code]).toEqual([401, 'SESSION_ENDED']);
    }
    expect(await revocationsAfter(before)).toEqual([{ seq: expect.any(Number) as unknown, userId: id, sessionId: null, reason: 'PASSWORD_CHANGED', at: expect.any(String) as unknown }]);

    // The user chooses their own: the change is no longer asked for; their other session ends, this one goes on.
    const current = await session('forgetful', 'temporary-two');
    expect(current.mustChangePassword).toBe(true);
    const other = await session('forgetful', 'temporary-two');
    const beforeOwn = await revocationsVersion();
    const changed = await api.http.post('/api/users/me/password').set(bearer(current)).send({ currentPassword: 'temporary-two', newPassword: 'my-own-password' });
    expect(changed.status).toBe(204);
    expect(bodyOf(await api.http.get('/api/users/me').set(bearer(current)))).toMatchObject({ mustChangePassword: false });
    expect((await refresh(current)).status).toBe(200);
    expect((await refresh(other)).status).toBe(401);
    const own = await revocationsAfter(beforeOwn);
    expect(own.map((r) => [r.userId, r.reason, r.sessionId === null])).toEqual([[id, 'PASSWORD_CHANGED', false]]);
    const next = await signIn('forgetful', 'my-own-password');
    expect([next.status, next.body.mustChangePassword]).toEqual([200, false]);
  });

  it('a role change ends every session of the user and is recorded with its reason', async () => {
    const user = await create('role-changer');
    const tokens = await session('role-changer', PASSWORD);
    const before = await revocationsVersion();
    const admin = await api.auth('admin');
    // Saving the same role ends nothing.
    await api.http.put(`/api/users/${user.id as string}`).set(admin).send({ ...formOf(user), notificationChannels: ['NEW_OFFERS_NOTIFICATION_EXTENDED'] }).expect(200);
    expect((await api.http.get('/api/users/me').set(bearer(tokens))).status).toBe(200);
    expect(await revocationsAfter(before)).toEqual([]);

    const stale = await api.http.put(`/api/users/${user.id as string}`).set(admin).set('If-Match', '1').send({ ...formOf(user), role: 'EDITOR_REELS' });
    expect(stale.status).toBe(412);
    const changed = await api.http.put(`/api/users/${user.id as string}`).set(admin).set('If-Match', '2').send({ ...formOf(user), role: 'EDITOR_REELS' });
    expect(changed.body).toMatchObject({ role: 'EDITOR_REELS', version: 3 });
    expect(await revocationsAfter(before)).toEqual([expect.objectContaining({ userId: user.id, sessionId: null, reason: 'ROLE_CHANGED' })]);
    expect((await refresh(tokens)).status).toBe(401);
    expect(bodyOf(await api.http.get('/api/users/me').set(bearer(tokens))).code).toBe('SESSION_ENDED');
    const again = await session('role-changer', PASSWORD);
    expect(bodyOf(await api.http.get('/api/users/me').set(bearer(again))).roles).toEqual(['EDITOR_REELS']);
  });
});

describe('history', () => {
  it('keeps every write of an account with its author, in the transaction of the write, never a password', async () => {
    const user = await create('audited', {}, 'root');
    const id = user.id as string;
    const admin = await api.auth('admin');
    await api.http.put(`/api/users/${id}`).set(admin).send({ ...formOf(user), role: 'EDITOR_RECIPE' }).expect(200);
    await api.http.post(`/api/users/${id}/password`).set(admin).send({ temporaryPassword: 'another-one' }).expect(200);
    await api.http.post(`/api/users/${id}/disable`).set(await api.auth('root')).expect(200);
    // A refused write leaves no entry.
    await api.http.put(`/api/users/${id}`).set(admin).send({ ...formOf(user), username: 'root' }).expect(409);

    const history = await api.http.get(`/api/history/users/${id}`).set(admin);
    expect(history.status).toBe(200);
    const entries = (history.body as { items: { actor: string; action: string; version: number; changes: { field: string }[] }[]; total: number }).items;
    expect(entries.map((e) => [e.version, e.action, e.actor, e.changes.map((c) => c.field)])).toEqual([
      [4, 'UPDATED', 'root', ['enabled']],
      [3, 'UPDATED', 'admin', ['passwordChangedAt']],
      [2, 'UPDATED', 'admin', ['role']],
      [1, 'CREATED', 'root', ['enabled', 'mustChangePassword', 'notificationChannels', 'passwordChangedAt', 'role', 'storeIds', 'username']],
    ]);
    expect(history.text).not.toMatch(/another-one|first-password|\$2[aby]\$/);
    expect((await api.http.get(`/api/history/users/${id}`).set(await api.auth('editor'))).status).toBe(403);

    const feed = await api.http.get('/api/changes?after=0&limit=1000').set('X-Service-Token', api.serviceToken);
    const ours = (feed.body as { items: { resource: string; id: string; actor: string | null; record: Json }[] }).items.filter((item) => item.id === id);
    expect(ours.map((item) => [item.resource, item.actor])).toEqual([
      ['users', 'root'],
      ['users', 'admin'],
      ['users', 'admin'],
      ['users', 'root'],
    ]);
    expect(ours.at(-1)?.record).toMatchObject({ username: 'audited', enabled: false, role: 'EDITOR_RECIPE' });
  });
});

describe('shops assigned from the user form', () => {
  async function storeHistory(storeId: string): Promise<{ action: string; actor: string; changes: { field: string; before: unknown; after: unknown }[] }[]> {
    const res = await api.http.get(`/api/history/stores/${storeId}`).set(await api.auth('admin'));
    return (res.body as { items: { action: string; actor: string; changes: { field: string; before: unknown; after: unknown }[] }[] }).items;
  }

  it('audits and announces both sides: each shop gained or lost gets its editors changed, and the user hears of it without losing the session', async () => {
    const [kept, left, joined] = await storeIds(3);
    if (!kept || !left || !joined) throw new Error('three shops are needed');
    const user = await create('assigned.both.sides', { storeIds: [kept, left] });
    const id = user.id as string;
    // Created an editor of two shops: both shops' histories say so.
    for (const shop of [kept, left]) {
      expect((await storeHistory(shop))[0]).toMatchObject({ actor: 'admin', changes: [{ field: 'editorIds', after: expect.arrayContaining([id]) as unknown }] });
    }
    const keptEntries = (await storeHistory(kept)).length;
    const tokens = await session('assigned.both.sides', PASSWORD);
    const before = await revocationsVersion();
    const feedBefore = (await api.http.get('/api/changes?after=0&limit=1').set('X-Service-Token', api.serviceToken)).body as { version: number };

    const moved = await api.http
      .put(`/api/users/${id}`)
      .set(await api.auth('admin'))
      .send({ ...formOf(user), storeIds: [kept, joined] });
    expect(moved.status).toBe(200);

    // Both shops whose editors changed have an entry by the author; the shop kept has none.
    expect((await storeHistory(left))[0]).toMatchObject({ action: 'UPDATED', actor: 'admin', changes: [{ field: 'editorIds', before: expect.arrayContaining([id]) as unknown }] });
    expect((await storeHistory(left))[0]?.changes[0]?.after).not.toContain(id);
    expect((await storeHistory(joined))[0]).toMatchObject({ action: 'UPDATED', actor: 'admin', changes: [{ field: 'editorIds', after: expect.arrayContaining([id]) as unknown }] });
    expect(await storeHistory(kept)).toHaveLength(keptEntries);
    // The change feed carries the shops too, so the lists of everyone follow.
    const feed = await api.http.get(`/api/changes?after=${feedBefore.version}&limit=100`).set('X-Service-Token', api.serviceToken);
    const resources = (feed.body as { items: { resource: string; id: string }[] }).items.map((item) => `${item.resource}:${item.id}`);
    expect(resources).toEqual(expect.arrayContaining([`users:${id}`, `stores:${left}`, `stores:${joined}`]));

    // The user's open screens are told (the gateways close their sockets); the session goes on.
    expect(await revocationsAfter(before)).toEqual([{ seq: expect.any(Number) as unknown, userId: id, sessionId: null, reason: 'ASSIGNMENT_CHANGED', at: expect.any(String) as unknown }]);
    expect((await refresh(tokens)).status).toBe(200);
    expect(bodyOf(moved).storeIds).toEqual([kept, joined].sort());
  });

  it('an edit that leaves the shops as they are tells nobody', async () => {
    const [shop] = await storeIds(1);
    const user = await create('assigned.unchanged', { storeIds: [shop] });
    const before = await revocationsVersion();
    await api.http.put(`/api/users/${user.id as string}`).set(await api.auth('admin')).send({ ...formOf(user), username: 'assigned.unchanged2' }).expect(200);
    expect(await revocationsAfter(before)).toEqual([]);
  });
});
