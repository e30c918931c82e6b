/**
 * An import interrupted by a restart of the api resumes where it stopped: pages written before the
 * restart are neither fetched nor imported again.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { testDatabaseUrl } from '../../env';
import { DEMO_PASSWORD } from '../../seed/demo';
import { startApi, type RunningApi } from '../../server';
import { START_TIMEOUT_MS } from '../../test/testApi';
import { createTestSchema } from '../../test/testSchema';
import { startTestFeed, testFeedPages, waitFor, type TestFeed } from './testFeed';

const PAGES = 6;
const PER_PAGE = 4;
const ARTICLES = 3;

interface Job {
  id: string;
  status: string;
  running: boolean;
  attempt: number;
  done: number;
  total: number | null;
  result: Record<string, number> | null;
}

let feed: TestFeed;
let dataDir: string;
let schema: string | undefined;
const databaseUrl = testDatabaseUrl();

/** The api on the same data every time: a PGlite folder, or one PostgreSQL schema. */
function startOnSameData(): Promise<RunningApi> {
  const common = {
    port: 0,
    logLevel: 'silent' as const,
    articlesSourceUrl: feed.url,
    // The test feed is on loopback: allowed by its origin.
    outgoingAllowedOrigins: [new URL(feed.url).origin],
    sampleSourceDelayMs: 0,
    jobPollMs: 20,
    // Longer than any stall of a busy machine: the job changes hands only because the first api stops (it puts the job back).
    jobLeaseMs: 30_000,
    // The demo's shops and users (the tests sign in as the demo admin).
    seedDemo: true,
  };
  if (databaseUrl && schema) {
    return startApi({ ...common, databaseUrl, databaseSchema: schema, memory: true });
  }
  return startApi({ ...common, databaseUrl: undefined, dataDir, filesDir: path.join(dataDir, 'files') });
}

async function signIn(api: RunningApi): Promise<{ Authorization: string }> {
  const res = await request(api.url).post('/authenticate').field('username', 'admin').field('password', DEMO_PASSWORD);
  expect(res.status).toBe(200);
  return { Authorization: `Bearer ${(res.body as { accessToken: string }).accessToken}` };
}

async function latestImport(api: RunningApi, auth: { Authorization: string }): Promise<Job | null> {
  const res = await request(api.url).get('/api/articles-data/import/status').set(auth);
  expect(res.status).toBe(200);
  return (res.body as { job: Job | null }).job;
}

beforeAll(async () => {
  feed = await startTestFeed(testFeedPages(PAGES, PER_PAGE, ARTICLES, ['lidl', 'biedronka', 'hipercom']));
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'flyerdesk-restart-'));
  if (databaseUrl) {
    schema = await createTestSchema(databaseUrl);
  }
});

afterAll(async () => {
  await feed?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

it(
  'resumes an import interrupted by a restart without fetching or importing a written page again',
  async () => {
    // The source answers the first two pages and then hangs: the api is stopped in the middle of the import.
    feed.holdFrom = 3;
    const first = await startOnSameData();
    let jobId: string;
    try {
      const auth = await signIn(first);
      const started = await request(first.url).post('/api/articles-data/import').set(auth);
      expect(started.status).toBe(202);
      jobId = (started.body as Job).id;
      const midway = await waitFor(async () => {
        const job = await latestImport(first, auth);
        return job && job.done === 2 * PER_PAGE && feed.requests.get(3) === 1 ? job : undefined;
      });
      expect(midway).toMatchObject({ status: 'PROCESSING', attempt: 1, total: PAGES * PER_PAGE });
    } finally {
      await first.close();
    }

    feed.release();
    const second = await startOnSameData();
    try {
      const auth = await signIn(second);
      const job = await waitFor(async () => {
        const latest = await latestImport(second, auth);
        return latest && !latest.running ? latest : undefined;
      }, 60_000);
      expect(job).toMatchObject({ id: jobId, status: 'SUCCESS', attempt: 2 });
      expect(job.total).toBe(PAGES * PER_PAGE);
      expect(job.done).toBe(job.total);
      expect(job.result).toMatchObject({ imported: PAGES * PER_PAGE, pages: PAGES });

      const items = await second.db.selectFrom('article_data').select('id').execute();
      expect(items).toHaveLength(PAGES * PER_PAGE);
      const articles = await second.db.selectFrom('article_data_articles').select(['article_data_id', 'external_id']).execute();
      expect(articles).toHaveLength(PAGES * PER_PAGE * ARTICLES);
      expect(new Set(articles.map((a) => a.external_id)).size).toBe(articles.length);

      // Pages 1 and 2 were written before the restart: fetched once. Page 3 was under way when the api stopped.
      expect(Object.fromEntries(feed.requests)).toEqual({ 1: 1, 2: 1, 3: 2, 4: 1, 5: 1, 6: 1 });
    } finally {
      await second.close();
    }
  },
  START_TIMEOUT_MS * 2,
);
