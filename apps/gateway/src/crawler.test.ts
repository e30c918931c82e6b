import type { Client } from 'graphql-ws';
import { gql, signIn } from './test-support/graphqlClient';
import { ObservedEventBus } from './test-support/observedBus';
import { startStack, type Stack } from './test-support/stack';
import { connectWs, nextData, nextMatching } from './test-support/wsClient';

/** The new-leaflets crawler through the gateway against the real api (its demo retailer sites). */

let stack: Stack;
let url: string;
let wsUrl: string;
const clients: Client[] = [];
const bus = new ObservedEventBus();
let editorCookie: string;
let reelsCookie: string;

beforeAll(async () => {
  stack = await startStack({ jobPollMs: 50, jobsPollMs: 50, events: bus }, { sampleSourceDelayMs: 0 });
  url = stack.gateway.url;
  wsUrl = `${url.replace(/^http/, 'ws')}/graphql`;
  [editorCookie, reelsCookie] = await Promise.all([signIn(url, 'editor'), signIn(url, 'reels')]);
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.dispose();
  await stack.close();
  await bus.close();
});

function connect(): Client {
  const { client } = connectWs(wsUrl, { Cookie: editorCookie });
  clients.push(client);
  return client;
}

interface Source {
  id: string;
  name: string;
  url: string;
  enabled: boolean;
  findingsCount: number;
  lastRun: { id: string; status: string } | null;
}

const SOURCES = '{ crawlerSources { id name storeId storeName url enabled findingsCount lastRun { id status } } }';

async function sources(): Promise<Source[]> {
  const res = await gql<{ crawlerSources: Source[] }>(url, SOURCES, { cookie: editorCookie });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.crawlerSources;
}

describe('the crawler', () => {
  it('runs one source, follows the run to SUCCESS, and lists its findings', async () => {
    const list = await sources();
    const source = list.find((s) => s.enabled && s.url.includes('/sites/lidl'));
    expect(source).toBeDefined();
    expect(source?.lastRun).toBeNull();

    const jobsChanged = connect().iterate<{ jobsChanged: { seq: number; version: number } }>({ query: 'subscription { jobsChanged { seq version } }' });
    await bus.whenSubscribed('jobs:changed');
    const run = await gql<{ runCrawler: { id: string; kind: string; subject: { sourceId: string; sourceName: string } } }>(
      url,
      'mutation R($id: ID!) { runCrawler(sourceId: $id) { id kind status subject { sourceId sourceName } } }',
      { cookie: editorCookie, variables: { id: source?.id } },
    );
    expect(run.errors).toBeUndefined();
    expect(run.data?.runCrawler).toMatchObject({ kind: 'CRAWL', subject: { sourceId: source?.id, sourceName: source?.name } });
    // The job centre hears of the new run.
    expect((await nextData(jobsChanged)).jobsChanged.version).toBeGreaterThan(0);
    await jobsChanged.return?.();

    const runId = run.data?.runCrawler.id;
    const progress = connect().iterate<{ jobProgress: { job: { status: string; result: { found: number | null; new: number | null } | null } | null } }>({
      query: 'subscription P($id: ID!) { jobProgress(id: $id) { state job { status result { found new } } } }',
      variables: { id: runId },
    });
    const done = await nextMatching(progress, (d) => d.jobProgress.job !== null && !['PENDING', 'QUEUED', 'STARTED', 'PROCESSING', 'RETRYING'].includes(d.jobProgress.job.status));
    await progress.return?.();
    expect(done.jobProgress.job?.status).toBe('SUCCESS');
    expect(done.jobProgress.job?.result?.found).toBeGreaterThan(0);

    const runs = await gql<{ crawlerRuns: { id: string }[] }>(url, 'query R($id: ID) { crawlerRuns(sourceId: $id, limit: 5) { id kind } }', {
      cookie: editorCookie,
      variables: { id: source?.id },
    });
    expect(runs.data?.crawlerRuns[0]?.id).toBe(runId);

    const findings = await gql<{ crawlerRunFindings: { sourceId: string; isNew: boolean; url: string }[] }>(
      url,
      'query F($id: ID!) { crawlerRunFindings(runId: $id) { id sourceId url title validFrom validTo foundAt isNew } }',
      { cookie: editorCookie, variables: { id: runId } },
    );
    expect(findings.errors).toBeUndefined();
    expect(findings.data?.crawlerRunFindings.length).toBe(done.jobProgress.job?.result?.found);
    expect(findings.data?.crawlerRunFindings.every((f) => f.sourceId === source?.id && f.isNew)).toBe(true);

    const after = (await sources()).find((s) => s.id === source?.id);
    expect(after?.lastRun).toEqual({ id: runId, status: 'SUCCESS' });
  }, 30_000);

  it('runs every enabled source at once', async () => {
    const enabled = (await sources()).filter((s) => s.enabled);
    const res = await gql<{ runAllCrawlers: { id: string; kind: string; subject: { sourceId: string } }[] }>(
      url,
      'mutation { runAllCrawlers { id kind subject { sourceId } } }',
      { cookie: editorCookie },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.runAllCrawlers.map((j) => j.subject.sourceId).sort()).toEqual(enabled.map((s) => s.id).sort());
    expect(res.data?.runAllCrawlers.every((j) => j.kind === 'CRAWL')).toBe(true);
  });

  it('refuses roles without crawler.run before calling the api', async () => {
    const before = stack.proxy.count(/\/api\/crawler/);
    const res = await gql(url, SOURCES, { cookie: reelsCookie });
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const run = await gql(url, 'mutation { runAllCrawlers { id } }', { cookie: reelsCookie });
    expect(run.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(stack.proxy.count(/\/api\/crawler/)).toBe(before);
  });
});
