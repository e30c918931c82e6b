/**
 * The activity log through the gateway against the real api: a page of the log, the live tail that
 * one shared poller follows while somebody subscribes, the CSV export, and who may use them.
 */
import { ACTIVITY_KINDS, ACTIVITY_RESOURCES } from '@flyerdesk/domain/activity';
import { isEnumType, type FormattedExecutionResult } from 'graphql';
import request from 'supertest';
import { buildSchema } from './graphql/schema';
import { gql, signIn, LOGIN } from './test-support/graphqlClient';
import { startLiveStack, type LiveStack } from './test-support/liveStack';
import { waitFor } from './test-support/waitFor';
import { nextData } from './test-support/wsClient';

const CHANGES_POLL_MS = 2000;
let live: LiveStack;

beforeAll(async () => {
  live = await startLiveStack({ changesPollMs: CHANGES_POLL_MS });
}, 120_000);

afterAll(async () => {
  await live?.close();
});


interface Entry {
  seq: number;
  kind: string;
  resource: string;
  actor: string | null;
  recordId: string | null;
  action: string | null;
  summary: string[];
  details: string;
}

const ENTRY = 'seq at actor kind resource recordId action summary details';
const LOGGED = `subscription { activityLogged { seq entry { ${ENTRY} } } }`;

describe('the activity log contract', () => {
  it('names the kinds and resources of the domain', () => {
    const schema = buildSchema();
    const values = (name: string) => {
      const type = schema.getType(name);
      return isEnumType(type) ? type.getValues().map((v) => v.name).sort() : [];
    };
    expect(values('ActivityKind')).toEqual([...ACTIVITY_KINDS].sort());
    expect(values('ActivityResource')).toEqual([...ACTIVITY_RESOURCES].sort());
  });
});

describe('the log page', () => {
  it('lists the newest entries with their actor, filtered', async () => {
    const page = await gql<{ activityLog: { items: Entry[]; total: number; limit: number } }>(
      live.url,
      `query($filter: ActivityFilter) { activityLog(filter: $filter, limit: 5) { total limit offset items { ${ENTRY} } } }`,
      { cookie: live.admin, variables: { filter: { kind: 'SIGNED_IN', user: 'EDITOR' } } },
    );
    expect(page.errors).toBeUndefined();
    expect(page.data?.activityLog.limit).toBe(5);
    expect(page.data?.activityLog.items[0]).toMatchObject({ kind: 'SIGNED_IN', resource: 'users', actor: 'editor', action: null, summary: [] });
    expect(JSON.parse(page.data?.activityLog.items[0]?.details ?? '{}')).toHaveProperty('address');
  });

  it('refuses an editor, a page over the maximum and an end before the start', async () => {
    const refused = await gql(live.url, '{ activityLog { total } }', { cookie: live.editor });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const tooMany = await gql(live.url, '{ activityLog(limit: 201) { total } }', { cookie: live.admin });
    expect(tooMany.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', invalidFields: [{ field: 'limit' }] });
    const backwards = await gql(live.url, '{ activityLog(filter: { from: "2026-05-02T00:00:00Z", to: "2026-05-01T00:00:00Z" }) { total } }', { cookie: live.admin });
    expect(backwards.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', invalidFields: [{ field: 'to' }] });
  });
});

describe('the live tail', () => {
  it('brings a sign-in made after subscribing to every subscriber, read once upstream', async () => {
    const root = await signIn(live.url, 'root');
    const logReads = () => live.stack.proxy.count(/^GET \/api\/logs$/);
    const before = logReads();
    const streams = [live.socket(live.admin), live.socket(root)].map((client) =>
      client.iterate<{ activityLogged: { seq: number; entry: Entry } }>({ query: LOGGED }),
    );
    const pending = streams.map((stream) => nextData(stream));
    await live.bus.whenSubscribed('activity:logged', 2);
    // The shared tail took its starting position once for both.
    await waitFor(() => logReads() === before + 1, 'the tail’s starting position');

    const login = await gql(live.url, LOGIN, { variables: { username: 'editor', password: 'flyerdesk' } });
    expect(login.errors).toBeUndefined();
    const reads = logReads();
    await live.timer.whenPending();
    live.timer.advance(CHANGES_POLL_MS);
    const events = await Promise.all(pending);
    for (const event of events) {
      expect(event.activityLogged.entry).toMatchObject({ kind: 'SIGNED_IN', actor: 'editor', resource: 'users' });
    }
    expect(events[0]?.activityLogged.seq).toBe(events[1]?.activityLogged.seq);
    expect(logReads()).toBe(reads + 1);

    // A failed sign-in follows as the next event of the topic, without a username's owner.
    const next = streams.map((stream) => nextData(stream));
    await gql(live.url, LOGIN, { variables: { username: 'somebody-else', password: 'wrong' } });
    await live.timer.whenPending();
    live.timer.advance(CHANGES_POLL_MS);
    for (const event of await Promise.all(next)) {
      expect(event.activityLogged).toMatchObject({ seq: (events[0]?.activityLogged.seq ?? 0) + 1, entry: { kind: 'SIGN_IN_FAILED', actor: null, recordId: null } });
      expect(JSON.parse(event.activityLogged.entry.details)).toMatchObject({ username: 'somebody-else', reason: 'BAD_CREDENTIALS' });
    }
    for (const stream of streams) await stream.return?.();
    await live.bus.whenAtMost('activity:logged', 0);
  });

  it('refuses an editor with FORBIDDEN before anything goes upstream', async () => {
    const before = live.stack.proxy.count(/^GET \/api\/logs$/);
    const refused = await live.socket(live.editor).iterate({ query: LOGGED }).next();
    expect((refused.value as FormattedExecutionResult).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(live.stack.proxy.count(/^GET \/api\/logs$/)).toBe(before);
  });
});

describe('the CSV export', () => {
  it('answers the CSV of the filter for an administrator', async () => {
    const res = await request(live.url)
      .get('/export/logs.csv')
      .query({ kind: 'SIGNED_IN', user: 'admin' })
      .set('Cookie', live.admin);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="flyerdesk-logs-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = res.text.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
    expect(header).toBe('seq,at,actor,kind,resource,recordId,action,summary,details');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatch(/^\d+,[^,]+,admin,SIGNED_IN,users,/);
  });

  it('refuses an editor with 403, nobody with 401 and a bad filter with 400', async () => {
    const forbidden = await request(live.url).get('/export/logs.csv').set('Cookie', live.editor);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ code: 'FORBIDDEN' });
    expect((await request(live.url).get('/export/logs.csv')).status).toBe(401);
    const bad = await request(live.url).get('/export/logs.csv').query({ kind: 'LOGGED_IN' }).set('Cookie', live.admin);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'INVALID_REQUEST', invalidFields: [{ field: 'kind' }] });
  });
});
