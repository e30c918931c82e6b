/**
 * The refresh grace window: a refresh token presented again shortly after it was rotated (parallel
 * requests of one browser reaching different gateway replicas or api instances) is answered with the
 * same successor, not taken for a stolen copy. After the window, or for a token that ended any other
 * way, it is refused as before.
 */
import request from 'supertest';
import { testDatabaseUrl } from '../../env';
import { startApi, type RunningApi } from '../../server';
import { describeWithPostgres } from '../../test/services';
import { bodyOf, START_TIMEOUT_MS, startTestApi, type TestApi } from '../../test/testApi';
import { createTestSchema } from '../../test/testSchema';
import { disableUser } from './sessions';

interface Tokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  refreshExpiresIn: number;
}

interface Revocations {
  version: number;
  revocations: { seq: number; userId: string; sessionId: string | null; reason: string; at: string }[];
}

const GRACE_SECONDS = 30;

let api: TestApi;
/** How far the api's clock runs ahead of the system clock (the tests move it past the window). */
let clockAheadMs = 0;

beforeAll(async () => {
  api = await startTestApi({ refreshReuseGraceSeconds: GRACE_SECONDS, clock: () => new Date(Date.now() + clockAheadMs) });
}, START_TIMEOUT_MS);

afterEach(() => {
  clockAheadMs = 0;
});

afterAll(async () => {
  await api?.close();
});

async function signIn(username: string, target: { url: string } = api): Promise<Tokens> {
  const res = await request(target.url).post('/authenticate').field('username', username).field('password', 'flyerdesk');
  expect(res.status).toBe(200);
  return res.body as Tokens;
}

function refresh(refreshToken: string, target: { url: string } = api) {
  return request(target.url).post('/authenticate/refresh').send({ refreshToken });
}

function me(accessToken: string, target: { url: string } = api) {
  return request(target.url).get('/api/users/me').set('Authorization', `Bearer ${accessToken}`);
}

function claimsOf(accessToken: string): { sub: string; sid: string } {
  return JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as { sub: string; sid: string };
}

async function revocations(target: { url: string; serviceToken: string } = api, after?: number): Promise<Revocations> {
  const req = request(target.url).get('/api/sessions/revocations').set('X-Service-Token', target.serviceToken);
  const res = await (after === undefined ? req : req.query({ after }));
  expect(res.status).toBe(200);
  return res.body as Revocations;
}

describe('a rotated refresh token presented again within the grace window', () => {
  it('is answered with the same successor and a working access token of the same session; nothing is revoked', async () => {
    const session = await signIn('editor');
    const before = await revocations();

    const first = await refresh(session.refreshToken);
    const second = await refresh(session.refreshToken);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const a = first.body as Tokens;
    const b = second.body as Tokens;
    expect(a.refreshToken).not.toBe(session.refreshToken);
    expect(b.refreshToken).toBe(a.refreshToken);
    expect(b.expiresIn).toBe(a.expiresIn);
    expect(b.refreshExpiresIn).toBeGreaterThan(0);
    expect(b.refreshExpiresIn).toBeLessThanOrEqual(a.refreshExpiresIn);
    expect(claimsOf(b.accessToken).sid).toBe(claimsOf(session.accessToken).sid);

    for (const tokens of [a, b]) {
      const res = await me(tokens.accessToken);
      expect(res.status).toBe(200);
      expect(bodyOf(res).username).toBe('editor');
    }
    expect((await revocations(api, before.version)).revocations).toEqual([]);

    // The successor goes on rotating as usual.
    const next = await refresh(a.refreshToken);
    expect(next.status).toBe(200);
    expect((await me((next.body as Tokens).accessToken)).status).toBe(200);
  });

  it('ten presentations at once all get the one successor, and the session goes on', async () => {
    const session = await signIn('admin');
    const before = await revocations();

    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(session.refreshToken)));
    expect(answers.map((res) => res.status)).toEqual(Array.from({ length: 10 }, () => 200));
    const successors = new Set(answers.map((res) => (res.body as Tokens).refreshToken));
    expect(successors.size).toBe(1);
    expect(successors.has(session.refreshToken)).toBe(false);
    for (const res of answers) expect((await me((res.body as Tokens).accessToken)).status).toBe(200);
    expect((await revocations(api, before.version)).revocations).toEqual([]);

    // One rotation happened: the session holds the token signed in with and its one successor.
    const rows = await api.db.selectFrom('refresh_tokens').select('id').where('family_id', '=', claimsOf(session.accessToken).sid).execute();
    expect(rows).toHaveLength(2);
  });

  it('answers the newest live token of the chain when the successor was rotated too', async () => {
    const session = await signIn('editor');
    const second = (await refresh(session.refreshToken)).body as Tokens;
    const third = (await refresh(second.refreshToken)).body as Tokens;
    expect(third.refreshToken).not.toBe(second.refreshToken);

    const late = await refresh(session.refreshToken);
    expect(late.status).toBe(200);
    expect((late.body as Tokens).refreshToken).toBe(third.refreshToken);
    expect((await me((late.body as Tokens).accessToken)).status).toBe(200);
    expect((await refresh(third.refreshToken)).status).toBe(200);
  });

  it('leaves nothing in the database that works as a refresh token on its own', async () => {
    const session = await signIn('editor');
    const successor = ((await refresh(session.refreshToken)).body as Tokens).refreshToken;
    const rows = await api.db.selectFrom('refresh_tokens').selectAll().where('family_id', '=', claimsOf(session.accessToken).sid).execute();
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(successor);
    expect(stored).not.toContain(session.refreshToken);
  });
});

describe('a refresh token presented again after the grace window', () => {
  it('is refused with INVALID_REFRESH_TOKEN and ends the session (TOKEN_REUSED): the successor is refused too', async () => {
    const session = await signIn('editor');
    const successor = (await refresh(session.refreshToken)).body as Tokens;
    const before = await revocations();

    clockAheadMs = (GRACE_SECONDS + 1) * 1000;
    const replay = await refresh(session.refreshToken);
    expect(replay.status).toBe(401);
    expect(bodyOf(replay).code).toBe('INVALID_REFRESH_TOKEN');

    const newest = await refresh(successor.refreshToken);
    expect(newest.status).toBe(401);
    expect(bodyOf(newest).code).toBe('INVALID_REFRESH_TOKEN');
    const access = await me(successor.accessToken);
    expect(access.status).toBe(401);
    expect(bodyOf(access).code).toBe('SESSION_ENDED');
    expect((await revocations(api, before.version)).revocations).toEqual([
      expect.objectContaining({ sessionId: claimsOf(session.accessToken).sid, reason: 'TOKEN_REUSED' }),
    ]);
  });
});

describe('a refresh token that ended other than by rotation', () => {
  it('is refused within the window after a sign-out, and so is the token it was rotated from', async () => {
    const session = await signIn('admin');
    const successor = (await refresh(session.refreshToken)).body as Tokens;
    const before = await revocations();
    await request(api.url)
      .post('/login/logout')
      .set('Authorization', `Bearer ${successor.accessToken}`)
      .send({ refreshToken: successor.refreshToken })
      .expect(204);

    for (const token of [successor.refreshToken, session.refreshToken]) {
      const res = await refresh(token);
      expect(res.status).toBe(401);
      expect(bodyOf(res).code).toBe('INVALID_REFRESH_TOKEN');
    }
    expect((await revocations(api, before.version)).revocations).toEqual([
      expect.objectContaining({ sessionId: claimsOf(session.accessToken).sid, reason: 'SIGNED_OUT' }),
    ]);
  });

  it('is refused within the window after the user was disabled', async () => {
    const session = await signIn('reels');
    const successor = (await refresh(session.refreshToken)).body as Tokens;
    expect(await disableUser(api.db, claimsOf(session.accessToken).sub, 900)).toBe(true);
    for (const token of [successor.refreshToken, session.refreshToken]) {
      expect((await refresh(token)).status).toBe(401);
    }
  });
});

const databaseUrl = testDatabaseUrl();
describeWithPostgres('the grace window across api instances (PostgreSQL)', () => {
  const apis: RunningApi[] = [];

  beforeAll(async () => {
    const schema = await createTestSchema(databaseUrl ?? '');
    const start = () => startApi({ port: 0, logLevel: 'silent', memory: true, databaseUrl, databaseSchema: schema, runJobs: false, seedDemo: true, jwtSecret: 'x'.repeat(48) });
    apis.push(await start());
    apis.push(await start());
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all(apis.map((instance) => instance.close()));
  });

  it('the same token sent to two instances at once is answered with one successor by both', async () => {
    const [one, two] = apis as [RunningApi, RunningApi];
    const session = await signIn('editor', one);
    const before = await revocations(one);

    const answers = await Promise.all(Array.from({ length: 10 }, (_v, i) => refresh(session.refreshToken, i % 2 === 0 ? one : two)));
    expect(answers.map((res) => res.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(new Set(answers.map((res) => (res.body as Tokens).refreshToken)).size).toBe(1);
    for (const [i, res] of answers.entries()) expect((await me((res.body as Tokens).accessToken, i % 2 === 0 ? two : one)).status).toBe(200);
    expect((await revocations(two, before.version)).revocations).toEqual([]);
  });
});
