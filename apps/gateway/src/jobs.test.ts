import type { FormattedExecutionResult } from 'graphql';
import type { Client } from 'graphql-ws';
import type { RunningApi } from '../../api/src/server';
import { startGateway, type RunningGateway } from './server';
import { startFakeJobsUpstream, type FakeJobsUpstream } from './test-support/fakeJobsUpstream';
import { gql, signIn, type ReceivedError } from './test-support/graphqlClient';
import { ManualTimer } from './test-support/manualTimer';
import { ObservedEventBus } from './test-support/observedBus';
import { startApiForTests } from './test-support/stack';
import { connectWs, nextData, until } from './test-support/wsClient';

/**
 * Live job progress through the gateway, against a fake of the api's job endpoints that the test
 * moves forward and takes down (sign-in and sessions are the real api's).
 */

const JOB_POLL_MS = 1000;
const JOBS_POLL_MS = 2000;

let api: RunningApi;
let fake: FakeJobsUpstream;
let gateway: RunningGateway;
let url: string;
let wsUrl: string;
const bus = new ObservedEventBus();
const timer = new ManualTimer();
const clients: Client[] = [];
let editorCookie: string;
let adminCookie: string;
let reelsCookie: string;

beforeAll(async () => {
  api = await startApiForTests();
  fake = await startFakeJobsUpstream(api.url, api.serviceToken);
  gateway = await startGateway({
    port: 0,
    upstreamUrl: fake.url,
    logLevel: 'silent',
    nodeEnv: 'test',
    serviceToken: api.serviceToken,
    events: bus,
    timer,
    jobPollMs: JOB_POLL_MS,
    jobsPollMs: JOBS_POLL_MS,
  });
  url = gateway.url;
  wsUrl = `${url.replace(/^http/, 'ws')}/graphql`;
  [editorCookie, adminCookie, reelsCookie] = await Promise.all([signIn(url, 'editor'), signIn(url, 'admin'), signIn(url, 'reels')]);
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.dispose();
  await gateway.close();
  await fake.close();
  await api.close();
  await bus.close();
});

function connect(cookie: string): Client {
  const { client } = connectWs(wsUrl, { Cookie: cookie });
  clients.push(client);
  return client;
}

interface ProgressEvent {
  seq: number;
  state: 'LIVE' | 'UPSTREAM_UNAVAILABLE';
  retryInMs: number | null;
  job: { id: string; status: string; version: number; done: number; running: boolean; steps: { number: number; status: string }[] | null } | null;
}

type Stream<T> = AsyncIterableIterator<FormattedExecutionResult<T, unknown>>;

const JOB_PROGRESS = `subscription P($id: ID!) {
  jobProgress(id: $id) { seq state retryInMs job { id status version done running steps { number status } } }
}`;

function subscribeJob(client: Client, id: string): Stream<{ jobProgress: ProgressEvent }> {
  return client.iterate<{ jobProgress: ProgressEvent }>({ query: JOB_PROGRESS, variables: { id } });
}

async function nextProgress(events: Stream<{ jobProgress: ProgressEvent }>): Promise<ProgressEvent> {
  return (await nextData(events)).jobProgress;
}

/** Service-token reads of one job by the shared poller. */
const polls = (id: string) => fake.count(new RegExp(`^GET /api/jobs/${id}$`), 'service');

/** Lets the poll that is due run, and waits until the next one is scheduled. */
async function tick(ms = JOB_POLL_MS): Promise<void> {
  await timer.whenPending();
  timer.advance(ms);
  await timer.whenPending();
}

/** Waits a few turns of the event loop for a condition (the release of a poller follows the unsubscribe). */
async function eventually(condition: () => boolean, turns = 100): Promise<boolean> {
  for (let i = 0; i < turns && !condition(); i += 1) await new Promise((resolve) => setImmediate(resolve));
  return condition();
}

/** Ends the subscriptions; resolves once the gateway stopped listening and the pollers are released. */
async function closeAll(streams: Stream<unknown>[], topic: string): Promise<void> {
  await Promise.all(streams.map((s) => (s.return ? s.return() : Promise.resolve())));
  await bus.whenAtMost(topic, 0);
  await eventually(() => timer.pending === 0);
}

function codeOf(errors: ReceivedError[] | readonly unknown[] | undefined): string | undefined {
  return (errors?.[0] as ReceivedError | undefined)?.extensions?.code;
}

describe('one shared poller per job', () => {
  it.each([1, 100])('reads the job upstream once per tick for %i subscriber(s), and stops after the last one leaves', async (subscribers) => {
    const job = fake.addJob({ status: 'PROCESSING', pages: 3 });
    const sockets = Array.from({ length: Math.min(subscribers, 4) }, () => connect(editorCookie));
    const streams = Array.from({ length: subscribers }, (_v, i) => subscribeJob(sockets[i % sockets.length] as Client, job.id));
    const first = await Promise.all(streams.map(nextProgress));
    await bus.whenSubscribed(`job:${job.id}`, subscribers);
    // Each subscriber's own read (its session decides whether it may see the job) …
    expect(fake.count(new RegExp(`^GET /api/jobs/${job.id}$`), 'user')).toBe(subscribers);
    expect(first.every((e) => e.state === 'LIVE' && e.seq === 0 && e.job?.version === 1 && e.job.steps?.length === 3)).toBe(true);

    // … then one poller for all of them.
    await timer.whenPending();
    expect(polls(job.id)).toBe(1);
    for (let i = 2; i <= 4; i += 1) {
      await tick();
      expect(polls(job.id)).toBe(i);
    }
    expect(timer.pendingDelays()).toEqual([JOB_POLL_MS]);

    await closeAll(streams, `job:${job.id}`);
    expect(timer.pending).toBe(0);
    timer.advance(60_000);
    await new Promise((resolve) => setImmediate(resolve));
    expect(polls(job.id)).toBe(4);
  });

  it('pushes progress to every subscriber once per new version, and keeps watching a finished job', async () => {
    const job = fake.addJob({ status: 'STARTED', pages: 2 });
    const a = subscribeJob(connect(editorCookie), job.id);
    const b = subscribeJob(connect(adminCookie), job.id);
    await Promise.all([nextProgress(a), nextProgress(b)]);
    await bus.whenSubscribed(`job:${job.id}`, 2);
    await timer.whenPending();

    // Unchanged: nothing is pushed.
    await tick();
    fake.update(job.id, (j) => {
      j.status = 'PROCESSING';
      j.done = 1;
      if (j.steps?.[0]) j.steps[0].status = 'SUCCESS';
    });
    await tick();
    const [pa, pb] = await Promise.all([nextProgress(a), nextProgress(b)]);
    expect(pa).toEqual(pb);
    expect(pa).toMatchObject({ seq: 1, state: 'LIVE', job: { status: 'PROCESSING', version: 2, done: 1, steps: [{ status: 'SUCCESS' }, { status: 'PENDING' }] } });

    fake.update(job.id, (j) => {
      j.status = 'SUCCESS';
      j.done = 2;
      j.finishedAt = '2026-03-02T10:01:00.000Z';
      if (j.steps?.[1]) j.steps[1].status = 'SUCCESS';
    });
    await tick();
    expect(await nextProgress(a)).toMatchObject({ seq: 2, state: 'LIVE', job: { status: 'SUCCESS', running: false, version: 3 } });
    await nextProgress(b);

    // A finished job stays watched while anybody subscribes (a retry brings it back to life).
    await tick();
    expect(timer.pendingDelays()).toEqual([JOB_POLL_MS]);
    await closeAll([a, b], `job:${job.id}`);
  });

  it('tells every subscriber once when the upstream is down, backs off, and resynchronises when it is back', async () => {
    const job = fake.addJob({ status: 'PROCESSING', pages: 4, done: 1 });
    const streams = [subscribeJob(connect(editorCookie), job.id), subscribeJob(connect(editorCookie), job.id), subscribeJob(connect(adminCookie), job.id)];
    await Promise.all(streams.map(nextProgress));
    await bus.whenSubscribed(`job:${job.id}`, 3);
    await timer.whenPending();
    const delaysBefore = timer.delays.length;

    fake.down();
    await tick();
    const down = await Promise.all(streams.map(nextProgress));
    for (const event of down) expect(event).toEqual({ seq: 1, state: 'UPSTREAM_UNAVAILABLE', retryInMs: 2 * JOB_POLL_MS, job: null });

    // The delays between polls grow while it stays down; subscribers hear nothing more.
    await tick(2000);
    await tick(4000);
    await tick(8000);
    expect(timer.delays.slice(delaysBefore)).toEqual([2000, 4000, 8000, 16000]);

    // Back: the current job, even though its version did not change while down …
    fake.up();
    await tick(16000);
    const back = await Promise.all(streams.map(nextProgress));
    for (const event of back) expect(event).toMatchObject({ seq: 2, state: 'LIVE', job: { id: job.id, version: 1, done: 1 } });
    expect(timer.pendingDelays()).toEqual([JOB_POLL_MS]);

    // … then progress as usual.
    fake.update(job.id, (j) => {
      j.done = 2;
    });
    await tick();
    const progress = await Promise.all(streams.map(nextProgress));
    for (const event of progress) expect(event).toMatchObject({ seq: 3, state: 'LIVE', job: { version: 2, done: 2 } });
    await closeAll(streams, `job:${job.id}`);
  });

  it('starts with UPSTREAM_UNAVAILABLE for a subscriber that joins while the poller cannot read the job', async () => {
    const job = fake.addJob({ status: 'PROCESSING' });
    const first = subscribeJob(connect(editorCookie), job.id);
    await nextProgress(first);
    await bus.whenSubscribed(`job:${job.id}`, 1);
    await timer.whenPending();
    fake.down();
    await tick();
    expect((await nextProgress(first)).state).toBe('UPSTREAM_UNAVAILABLE');

    // The newcomer's own read goes through (here: the fake is up for a moment), the poller still fails.
    fake.up();
    const second = subscribeJob(connect(editorCookie), job.id);
    expect(await nextProgress(second)).toEqual({ seq: 0, state: 'UPSTREAM_UNAVAILABLE', retryInMs: 2 * JOB_POLL_MS, job: null });
    await tick(2000);
    expect(await nextProgress(second)).toMatchObject({ state: 'LIVE', job: { id: job.id } });
    expect(await nextProgress(first)).toMatchObject({ state: 'LIVE', job: { id: job.id } });
    await closeAll([first, second], `job:${job.id}`);
  });

  it('refuses a subscriber without jobs.read before any upstream call, and an unknown job with NOT_FOUND', async () => {
    const job = fake.addJob();
    const before = fake.calls.length;
    const refused = await subscribeJob(connect(reelsCookie), job.id).next();
    expect(codeOf((refused.value as FormattedExecutionResult).errors)).toBe('FORBIDDEN');
    const list = await gql(url, '{ jobs { id } }', { cookie: reelsCookie });
    expect(codeOf(list.errors)).toBe('FORBIDDEN');
    expect(fake.calls.length).toBe(before);

    const unknown = await subscribeJob(connect(editorCookie), 'job-does-not-exist').next();
    expect(codeOf((unknown.value as FormattedExecutionResult).errors)).toBe('NOT_FOUND');
    expect(fake.count(/^GET \/api\/jobs\/job-does-not-exist$/, 'service')).toBe(0);
    expect(timer.pending).toBe(0);
  });
});

describe('job queries and mutations', () => {
  const JOB_FIELDS = 'id kind status running version done total failedSteps attempt maxAttempts startedBy createdAt subject { storeName leafletNaturalId } steps { number status }';

  it('lists jobs and reads one with its steps', async () => {
    const job = fake.addJob({ status: 'PROCESSING', pages: 2 });
    const list = await gql<{ jobs: { id: string; steps: unknown }[] }>(url, `{ jobs(state: ALL, limit: 10) { ${JOB_FIELDS} } }`, { cookie: editorCookie });
    expect(list.errors).toBeUndefined();
    expect(list.data?.jobs[0]).toMatchObject({ id: job.id, steps: null });
    const one = await gql<{ job: unknown }>(url, `query J($id: ID!) { job(id: $id) { ${JOB_FIELDS} } }`, { cookie: editorCookie, variables: { id: job.id } });
    expect(one.data?.job).toMatchObject({
      id: job.id,
      kind: 'PAGE_CUT',
      status: 'PROCESSING',
      running: true,
      subject: { storeName: 'Lidl', leafletNaturalId: 'lidl-01' },
      steps: [{ number: 1, status: 'PENDING' }, { number: 2, status: 'PENDING' }],
    });
    const missing = await gql<{ job: unknown }>(url, '{ job(id: "nope") { id } }', { cookie: editorCookie });
    expect(missing.errors).toBeUndefined();
    expect(missing.data?.job).toBeNull();
    const tooMany = await gql(url, '{ jobs(limit: 1000) { id } }', { cookie: editorCookie });
    expect(tooMany.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', invalidFields: [{ field: 'limit' }] });
  });

  it('cancels and retries a job: subscribers hear each change once, with its steps, and the job list moves on', async () => {
    const job = fake.addJob({ status: 'PROCESSING', pages: 2 });
    const progress = subscribeJob(connect(editorCookie), job.id);
    await nextProgress(progress);
    const changes = connect(editorCookie).iterate<{ jobsChanged: { seq: number; version: number } }>({ query: 'subscription { jobsChanged { seq version } }' });
    await bus.whenSubscribed(`job:${job.id}`, 1);
    await bus.whenSubscribed('jobs:changed', 1);
    await timer.whenPending(2);

    const cancelled = await gql<{ cancelJob: { status: string; version: number } }>(url, 'mutation C($id: ID!) { cancelJob(id: $id) { status version } }', {
      cookie: editorCookie,
      variables: { id: job.id },
    });
    expect(cancelled.data?.cancelJob).toEqual({ status: 'CANCELLED', version: 2 });
    expect(await nextProgress(progress)).toMatchObject({ seq: 1, state: 'LIVE', job: { status: 'CANCELLED', version: 2, steps: [{ number: 1 }, { number: 2 }] } });
    // The list poller was asked at once (no tick needed).
    const listChange = await nextData(changes);
    expect(listChange.jobsChanged.version).toBeGreaterThan(0);

    // The poller does not announce the gateway's own change a second time.
    await until(() => timer.pending >= 2);
    timer.advance(JOB_POLL_MS);
    await timer.whenPending(2);

    const again = await gql(url, 'mutation C($id: ID!) { cancelJob(id: $id) { status } }', { cookie: editorCookie, variables: { id: job.id } });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'JOB_FINISHED' });

    const retried = await gql<{ retryJob: { status: string; version: number } }>(url, 'mutation R($id: ID!) { retryJob(id: $id) { status version } }', {
      cookie: adminCookie,
      variables: { id: job.id },
    });
    expect(retried.data?.retryJob).toEqual({ status: 'QUEUED', version: 3 });
    // The next event is the retry: nothing was announced in between.
    expect(await nextProgress(progress)).toMatchObject({ seq: 2, state: 'LIVE', job: { status: 'QUEUED', version: 3 } });

    const done = fake.addJob({ status: 'SUCCESS' });
    const notRetryable = await gql(url, 'mutation R($id: ID!) { retryJob(id: $id) { status } }', { cookie: editorCookie, variables: { id: done.id } });
    expect(notRetryable.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'JOB_NOT_RETRYABLE' });

    const reels = await gql(url, 'mutation C($id: ID!) { cancelJob(id: $id) { status } }', { cookie: reelsCookie, variables: { id: job.id } });
    expect(codeOf(reels.errors)).toBe('FORBIDDEN');

    await closeAll([progress], `job:${job.id}`);
    await closeAll([changes], 'jobs:changed');
  });

  it('announces changes of the job list found by its poller', async () => {
    const changes = connect(editorCookie).iterate<{ jobsChanged: { seq: number; version: number } }>({ query: 'subscription { jobsChanged { seq version } }' });
    await bus.whenSubscribed('jobs:changed', 1);
    await timer.whenPending();
    const before = fake.count(/^GET \/api\/jobs\/version$/, 'service');
    fake.addJob();
    await tick(JOBS_POLL_MS);
    const event = (await nextData(changes)).jobsChanged;
    expect(event.version).toBeGreaterThan(1);
    expect(fake.count(/^GET \/api\/jobs\/version$/, 'service')).toBe(before + 1);
    await closeAll([changes], 'jobs:changed');
    expect(timer.pending).toBe(0);
  });
});
