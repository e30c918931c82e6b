/**
 * Background jobs whose source is refused by the api's outgoing fetch fail at once with
 * SOURCE_REFUSED and store nothing: an article-data import redirected to loopback, to the cloud
 * metadata address or to a private address, or answered with 50 MB in chunks, and crawler runs whose
 * site is on such an address. The allowed source is a real server on loopback, allowed by its origin
 * (OUTGOING_ALLOWED_ORIGINS, as the demo allows the api's own sources); another feed on loopback is
 * not, and is never asked.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestApi, START_TIMEOUT_MS, type TestApi } from '../test/testApi';
import { JOB_TEST_TIMEOUT_MS, startTestFeed, testFeedPages, waitFor, type TestFeed } from '../modules/articlesData/testFeed';

interface Job {
  id: string;
  status: string;
  running: boolean;
  attempt: number;
  errorCode: string | null;
  message: string | null;
  steps?: { key: string; status: string; errorCode: string | null }[];
}

const MB = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 0x20);

type Mode = { redirect: string } | 'endless' | 'feed';

/** The allowed source: redirects, an endless answer, or a page of one item. */
let mode: Mode = 'feed';
let source: Server;
let sourceOrigin: string;
let endlessSent = 0;
/** A feed on loopback that is not allowed. */
let unlisted: TestFeed;
let api: TestApi;
let admin: { Authorization: string };

beforeAll(async () => {
  unlisted = await startTestFeed(testFeedPages(1, 2, 1, ['lidl']));
  const [page] = testFeedPages(1, 1, 1, ['lidl']);
  source = createServer((_req, res) => {
    if (mode === 'endless') {
      res.writeHead(200, { 'content-type': 'application/json' });
      const write = () => {
        while (endlessSent < 50 * MB) {
          endlessSent += CHUNK.length;
          if (!res.write(CHUNK)) return;
        }
        res.end();
      };
      res.on('drain', write);
      write();
      return;
    }
    if (mode === 'feed') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(page));
      return;
    }
    res.writeHead(302, { location: mode.redirect }).end();
  });
  await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
  sourceOrigin = `http://127.0.0.1:${(source.address() as AddressInfo).port}`;
  api = await startTestApi({
    sampleSourceDelayMs: 0,
    jobPollMs: 20,
    jobRetryDelayMs: () => 50,
    articlesSourceUrl: `${sourceOrigin}/feed`,
    outgoingAllowedOrigins: ['self', sourceOrigin],
  });
  admin = await api.auth('admin');
}, START_TIMEOUT_MS);

afterAll(async () => {
  await api?.close();
  await unlisted?.close();
  source?.closeAllConnections();
  await new Promise((resolve) => source?.close(resolve));
});

async function job(id: string): Promise<Job> {
  const res = await api.http.get(`/api/jobs/${id}`).set(admin);
  expect(res.status).toBe(200);
  return res.body as Job;
}

async function finished(id: string): Promise<Job> {
  return waitFor(async () => {
    const current = await job(id);
    return current.running ? undefined : current;
  }, 60_000);
}

async function articleRows(): Promise<number> {
  const [items, articles] = await Promise.all([
    api.db.selectFrom('article_data').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    api.db.selectFrom('article_data_articles').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return Number(items.n) + Number(articles.n);
}

async function runImport(): Promise<Job> {
  const started = await api.http.post('/api/articles-data/import').set(admin);
  expect(started.status).toBe(202);
  return finished((started.body as { id: string }).id);
}

describe('an article-data import from a refused source', () => {
  it.each([
    ['loopback (a feed that is not allowed)', () => unlisted.url],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/iam/security-credentials/'],
    ['a private address', () => 'http://10.0.0.1/feed'],
    ['an IPv4-mapped loopback address', () => unlisted.url.replace('127.0.0.1', '[::ffff:127.0.0.1]')],
  ])(
    'fails at once with SOURCE_REFUSED when the source redirects to %s, and writes nothing',
    async (_label, target) => {
      const before = await articleRows();
      mode = { redirect: target() };
      const run = await runImport();
      expect(run).toMatchObject({ status: 'FAILED', errorCode: 'SOURCE_REFUSED', attempt: 1 });
      expect(run.message).toMatch(/ADDRESS_NOT_ALLOWED/);
      expect(await articleRows()).toBe(before);
      expect(unlisted.requests.size).toBe(0);
    },
    JOB_TEST_TIMEOUT_MS,
  );

  it(
    'stops reading a 50 MB chunked answer past the limit, fails with SOURCE_REFUSED and writes nothing',
    async () => {
      const before = await articleRows();
      mode = 'endless';
      const run = await runImport();
      expect(run).toMatchObject({ status: 'FAILED', errorCode: 'SOURCE_REFUSED', attempt: 1 });
      expect(run.message).toMatch(/TOO_LARGE/);
      expect(await articleRows()).toBe(before);
      expect(endlessSent).toBeLessThan(50 * MB);
    },
    JOB_TEST_TIMEOUT_MS,
  );

  it(
    'imports from the allowed source',
    async () => {
      const before = await articleRows();
      mode = 'feed';
      const run = await runImport();
      expect(run).toMatchObject({ status: 'SUCCESS' });
      expect(await articleRows()).toBe(before + 2);
    },
    JOB_TEST_TIMEOUT_MS,
  );
});

describe('a crawler run of a refused site', () => {
  it.each([
    ['loopback (a feed that is not allowed)', () => unlisted.url],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['a private address', () => 'http://192.168.0.1/gazetki'],
    ['a local file', () => 'file:///etc/hostname'],
  ])(
    'fails at once with SOURCE_REFUSED when the site is %s, and finds nothing',
    async (label, url) => {
      const row = await api.db
        .insertInto('crawler_sources')
        .values({ name: `Refused: ${label}`, url: url(), enabled: false })
        .returning('id')
        .executeTakeFirstOrThrow();
      const started = await api.http.post(`/api/crawler/sources/${row.id}/run`).set(admin);
      expect(started.status).toBe(202);
      const run = await finished((started.body as { id: string }).id);
      expect(run).toMatchObject({ status: 'FAILED', errorCode: 'SOURCE_REFUSED', attempt: 1 });
      expect(run.steps).toEqual([expect.objectContaining({ key: 'page-1', status: 'FAILED', errorCode: 'SOURCE_REFUSED' })]);
      const findings = await api.db.selectFrom('crawler_findings').select('id').where('source_id', '=', row.id).execute();
      expect(findings).toEqual([]);
      expect(unlisted.requests.size).toBe(0);
    },
    JOB_TEST_TIMEOUT_MS,
  );
});
