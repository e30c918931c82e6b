import type { ActivityItem, ActivityPage } from '@flyerdesk/domain/activity';
import { LIST_PAGES } from '@flyerdesk/domain/lists';
import { DEMO_PASSWORD } from '../../seed/demo';
import { startTestApi, START_TIMEOUT_MS, type TestApi, bodyOf } from '../../test/testApi';
import { readHistory } from '../audit/routes';
import { hashPassword } from '../auth/passwords';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ runJobs: false });
  // Tokens used below are taken before any test looks at the log.
  await Promise.all(['admin', 'root', 'editor'].map((user) => api.token(user)));
}, START_TIMEOUT_MS);

afterAll(async () => {
  await api?.close();
});

/** The log read with the service token (the gateway's live tail). */
async function logs(query: Record<string, string | number> = {}): Promise<ActivityPage> {
  const res = await api.http.get('/api/logs').query(query).set('X-Service-Token', api.serviceToken);
  expect(res.status).toBe(200);
  return res.body as ActivityPage;
}

/** The position of the newest entry. */
async function lastSeq(): Promise<number> {
  return (await logs({ limit: 1 })).items[0]?.seq ?? 0;
}

function signIn(username: string, password: string) {
  return api.http.post('/authenticate').field('username', username).field('password', password);
}

const brief = (item: ActivityItem) => [item.kind, item.resource, item.actor];

describe('the activity log', () => {
  it('records failed and successful sign-ins and sign-outs with their actor, never a password', async () => {
    const cursor = await lastSeq();
    await signIn('editor', 'not-the-password').expect(401);
    await signIn('  Nobody-Here ', 'guess-1').expect(401);
    await signIn('disabled', DEMO_PASSWORD).expect(401);
    const session = await signIn('editor', DEMO_PASSWORD).expect(200);
    const { accessToken, refreshToken } = session.body as { accessToken: string; refreshToken: string };
    await api.http.post('/login/logout').set('Authorization', `Bearer ${accessToken}`).send({ refreshToken }).expect(204);

    const tail = await logs({ after: cursor });
    expect(tail.items.map(brief)).toEqual([
      ['SIGN_IN_FAILED', 'users', 'editor'],
      ['SIGN_IN_FAILED', 'users', null],
      ['SIGN_IN_FAILED', 'users', 'disabled'],
      ['SIGNED_IN', 'users', 'editor'],
      ['SIGNED_OUT', 'users', 'editor'],
    ]);
    const [wrong, unknown, disabled, signedIn, signedOut] = tail.items;
    const editorId = signedIn?.recordId;
    expect(editorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(wrong).toMatchObject({ recordId: editorId, action: null, summary: [], details: { username: 'editor', reason: 'BAD_CREDENTIALS' } });
    expect(unknown).toMatchObject({ recordId: null, details: { username: 'Nobody-Here', reason: 'BAD_CREDENTIALS', address: expect.any(String) as unknown } });
    expect(disabled?.details).toMatchObject({ reason: 'USER_DISABLED' });
    expect(signedOut).toMatchObject({ recordId: editorId, details: { sessions: 'THIS' } });
    expect(JSON.stringify(tail)).not.toMatch(/not-the-password|guess-1|flyerdesk/);
    // Oldest first, every entry once.
    const seqs = tail.items.map((item) => item.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(seqs[0]).toBeGreaterThan(cursor);
    expect(tail.total).toBe(5);
    // A user's history lists the writes of the account, not its sign-ins.
    const history = await readHistory(api.db, 'users', editorId ?? '', 50, 0);
    expect(history.items.every((item) => item.action !== null)).toBe(true);
  });

  it('still refuses a username past its failures, and records only the counted ones', async () => {
    const cursor = await lastSeq();
    for (let i = 0; i < 5; i += 1) await signIn('limited-user', `guess-${i}`).expect(401);
    await signIn('limited-user', 'guess-6').expect(429);
    const failures = (await logs({ after: cursor, user: 'limited-user' })).items;
    expect(failures.map((item) => item.kind)).toEqual(Array.from({ length: 5 }, () => 'SIGN_IN_FAILED'));
  });

  it('lists a category created, a job started and a publication with their actor', async () => {
    const cursor = await lastSeq();
    const editor = await api.auth('editor');
    const category = await api.http.post('/api/categories').set(editor).send({ name: 'Z dziennika', categoryWebId: 'z-dziennika' }).expect(201);
    const job = await api.http.post('/api/articles-data/import').set(editor).expect(202);
    const publication = await api.http.post('/api/publication/publish').set(await api.auth('admin')).expect(200);

    const { items } = await logs({ after: cursor });
    expect(items.map(brief)).toEqual([
      ['RECORD', 'categories', 'editor'],
      ['JOB_STARTED', 'jobs', 'editor'],
      ['FEED_PUBLISHED', 'publications', 'admin'],
    ]);
    expect(items[0]).toMatchObject({
      recordId: bodyOf(category).id,
      action: 'CREATED',
      summary: expect.arrayContaining(['name', 'categoryWebId']) as unknown,
      details: { version: 1 },
      at: expect.stringMatching(/Z$/) as unknown,
    });
    expect(items[1]).toMatchObject({ recordId: bodyOf(job).id, action: null, details: { jobKind: 'ARTICLES_IMPORT' } });
    const published = bodyOf(publication);
    expect(items[2]).toMatchObject({
      recordId: published.publicationId,
      details: { activated: published.activated, deactivated: published.deactivated },
    });
  });

  it('filters by user, resource, kind, action and time, newest first and a page at a time', async () => {
    const admin = await api.auth('admin');
    const start = new Date().toISOString();
    await signIn('root', 'wrong').expect(401);
    await api.http.post('/api/groups').set(admin).send({ name: 'Grupa z dziennika' }).expect(201);

    const byRoot = await api.http.get('/api/logs').query({ user: 'ROOT', kind: 'SIGN_IN_FAILED', from: start }).set(admin).expect(200);
    expect((byRoot.body as ActivityPage).items.map(brief)).toEqual([['SIGN_IN_FAILED', 'users', 'root']]);
    // The username a failed sign-in typed counts as its user.
    const typed = (await logs({ user: 'nobody-here', kind: 'SIGN_IN_FAILED' })).items;
    expect(typed.map((item) => item.details.username)).toEqual(['Nobody-Here']);

    const groups = await logs({ resource: 'groups', action: 'CREATED', from: start });
    expect(groups.items.map((item) => [item.kind, item.actor, item.action])).toEqual([['RECORD', 'admin', 'CREATED']]);
    expect((await logs({ resource: 'jobs' })).items.every((item) => item.kind === 'JOB_STARTED')).toBe(true);
    expect((await logs({ from: new Date(Date.now() + 60_000).toISOString() })).total).toBe(0);
    expect((await logs({ to: start, kind: 'RECORD', resource: 'groups', action: 'CREATED', user: 'admin' })).items.map((i) => i.recordId)).not.toContain(
      groups.items[0]?.recordId,
    );

    const first = await logs({ limit: 2 });
    const second = await logs({ limit: 2, offset: 2 });
    expect(first).toMatchObject({ limit: 2, offset: 0 });
    expect(first.total).toBeGreaterThan(4);
    const seqs = [...first.items, ...second.items].map((item) => item.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
    expect(new Set(seqs).size).toBe(4);
  });

  it('follows the tail after a position, a limited page at a time', async () => {
    const cursor = await lastSeq();
    expect((await logs({ after: cursor })).items).toEqual([]);
    await signIn('admin', 'wrong-1').expect(401);
    await signIn('admin', 'wrong-2').expect(401);
    const one = await logs({ after: cursor, limit: 1 });
    expect(one.items.map((item) => item.details.username)).toEqual(['admin']);
    expect(one.total).toBe(2);
    const rest = await logs({ after: one.items[0]?.seq ?? 0 });
    expect(rest.items).toHaveLength(1);
    expect(rest.items[0]?.seq).toBeGreaterThan(one.items[0]?.seq ?? 0);
  });

  it('is for ADMIN and ROOT (and the service token), and refuses bad filters', async () => {
    await api.http.get('/api/logs').set(await api.auth('editor')).expect(403);
    await api.http.get('/api/logs.csv').set(await api.auth('editor')).expect(403);
    await api.http.get('/api/logs').expect(401);
    await api.http.get('/api/logs.csv').set('X-Service-Token', api.serviceToken).expect(401);
    await api.http.get('/api/logs').set(await api.auth('root')).expect(200);
    await api.http.get('/api/logs').set(await api.auth('admin')).query({ limit: LIST_PAGES.logs.max + 1 }).expect(400);
    await api.http.get('/api/logs').set(await api.auth('admin')).query({ after: -1 }).expect(400);
    const bad = await api.http.get('/api/logs').set(await api.auth('admin')).query({ kind: 'LOGGED_IN', resource: 'leaflets', from: 'soon' }).expect(400);
    expect((bad.body as { invalidFields: { field: string }[] }).invalidFields.map((f) => f.field).sort()).toEqual(['from', 'kind', 'resource']);
  });
});

describe('the CSV export', () => {
  /** The lines of a CSV text (RFC 4180: quoted cells may hold line breaks, none do here). */
  const lines = (text: string) => text.split('\r\n').filter((line) => line !== '');

  it('streams a download with the header and escapes commas, quotes and formulas', async () => {
    const odd = '=1+1, "boss"';
    await api.db
      .insertInto('users')
      .values({ username: odd, password_hash: await hashPassword('Odd-password-1'), roles: ['EDITOR'], notification_channels: [] })
      .execute();
    await signIn(odd, 'Odd-password-1').expect(200);

    const res = await api.http.get('/api/logs.csv').query({ user: odd }).set(await api.auth('admin'));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="flyerdesk-logs-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = res.text;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = lines(text.slice(1));
    expect(header).toBe('seq,at,actor,kind,resource,recordId,action,summary,details');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(/^\d+,[^,]+Z,"'=1\+1, ""boss""",SIGNED_IN,users,[0-9a-f-]{36},,,"\{""address"":""[^"]+""\}"$/);
  });

  it('writes the entries a filter matches, newest first, with the changed fields of a write', async () => {
    const admin = await api.auth('admin');
    const start = new Date().toISOString();
    const created = await api.http.post('/api/categories').set(admin).send({ name: 'Eksport', categoryWebId: 'eksport' }).expect(201);
    await api.http.put(`/api/categories/${bodyOf(created).id as string}`).set(admin).set('If-Match', '"1"').send({ name: 'Eksport 2', categoryWebId: 'eksport' }).expect(200);
    const res = await api.http.get('/api/logs.csv').query({ resource: 'categories', from: start }).set(admin).expect(200);
    const rows = lines(res.text.replace(/^\uFEFF/, '')).slice(1);
    expect(rows.map((row) => row.split(',')[6])).toEqual(['UPDATED', 'CREATED']);
    expect(rows[0]).toMatch(/,name,"\{""version"":2\}"$/);
    expect(rows[1]).toMatch(/,"categoryWebId, logoUrl, name","\{""version"":1\}"$/);
  });
});
