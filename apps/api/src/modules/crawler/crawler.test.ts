import { bodyOf, startTestApi, START_TIMEOUT_MS, type TestApi } from '../../test/testApi';
import { JOB_TEST_TIMEOUT_MS, waitFor } from '../articlesData/testFeed';
import { DEMO_CRAWLER_SHOPS, DEMO_OFFLINE_SOURCE } from '../../seed/demo';
import { siteEntries } from '../sampleSources/sites';

interface Job {
  id: string;
  kind: string;
  status: string;
  running: boolean;
  subject: Record<string, string>;
  done: number;
  total: number | null;
  attempt: number;
  maxAttempts: number;
  errorCode: string | null;
  result: Record<string, number> | null;
  steps?: { key: string; number: number | null; status: string }[];
}

interface Source {
  id: string;
  name: string;
  storeId: string | null;
  storeName: string | null;
  url: string;
  enabled: boolean;
  lastRun: Job | null;
  findingsCount: number;
}

interface Finding {
  id: string;
  sourceId: string;
  url: string;
  title: string;
  validFrom: string | null;
  validTo: string | null;
  foundAt: string;
  isNew: boolean;
}

let api: TestApi;
let admin: { Authorization: string };
let sources: Source[];

beforeAll(async () => {
  api = await startTestApi({ sampleSourceDelayMs: 0, jobPollMs: 20, jobRetryDelayMs: () => 400 });
  admin = await api.auth('admin');
  sources = ((await api.http.get('/api/crawler/sources').set(admin)).body as { items: Source[] }).items;
}, START_TIMEOUT_MS);

afterAll(async () => {
  await api?.close();
});

function source(name: string): Source {
  const found = sources.find((s) => s.name === name);
  if (!found) throw new Error(`No source ${name}`);
  return found;
}

async function job(id: string): Promise<Job> {
  const res = await api.http.get(`/api/jobs/${id}`).set(admin);
  expect(res.status).toBe(200);
  return res.body as Job;
}

async function finished(id: string, seen?: Set<string>): Promise<Job> {
  return waitFor(async () => {
    const current = await job(id);
    seen?.add(current.status);
    return current.running ? undefined : current;
  }, 60_000);
}

async function findings(jobId: string): Promise<Finding[]> {
  const res = await api.http.get(`/api/crawler/runs/${jobId}/findings`).set(admin);
  expect(res.status).toBe(200);
  return (res.body as { items: Finding[] }).items;
}

describe('crawler sources', () => {
  it('lists the demo sites and the source that is down', () => {
    expect(sources).toHaveLength(DEMO_CRAWLER_SHOPS.length + 1);
    expect(source('Lidl – gazetki')).toMatchObject({
      storeName: 'Lidl',
      storeId: expect.any(String) as unknown,
      url: '/sample-sources/sites/lidl',
      enabled: true,
      lastRun: null,
      findingsCount: 0,
    });
    expect(source(DEMO_OFFLINE_SOURCE)).toMatchObject({ storeId: null, url: '/sample-sources/sites/offline' });
  }, JOB_TEST_TIMEOUT_MS);
});

describe('crawler runs', () => {
  it("finds the site's leaflets page by page, and on a re-run finds nothing new", async () => {
    const lidl = source('Lidl – gazetki');
    const expected = siteEntries({ storeWebId: 'lidl', name: 'Lidl' }, new Date());
    const started = await api.http.post(`/api/crawler/sources/${lidl.id}/run`).set(admin);
    expect(started.status).toBe(202);
    expect(bodyOf(started)).toMatchObject({ kind: 'CRAWL', subject: { sourceId: lidl.id, sourceName: lidl.name, storeName: 'Lidl' } });
    const run = await finished(bodyOf(started).id as string);
    expect(run).toMatchObject({ status: 'SUCCESS', result: { found: expected.length, new: expected.length, pages: 2 }, done: 2, total: 2 });
    expect(run.steps?.map((s) => [s.key, s.number, s.status])).toEqual([
      ['page-1', 1, 'SUCCESS'],
      ['page-2', 2, 'SUCCESS'],
    ]);
    const found = await findings(run.id);
    expect(found).toHaveLength(expected.length);
    expect(found.every((f) => f.isNew && f.sourceId === lidl.id)).toBe(true);
    expect(found.map((f) => f.url).sort()).toEqual(expected.map((e) => `${api.url}/sample-sources/sites/lidl/${e.file}`).sort());
    const weekly = found.find((f) => f.title === 'Gazetka tygodniowa Lidl' && f.validFrom === expected[0]?.validFrom);
    expect(weekly).toMatchObject({ validTo: expected[0]?.validTo });
    const pdf = await api.http.get(new URL(weekly?.url ?? '').pathname);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/^application\/pdf/);

    const again = await api.http.post(`/api/crawler/sources/${lidl.id}/run`).set(admin);
    expect(again.status).toBe(202);
    const rerun = await finished(bodyOf(again).id as string);
    expect(rerun).toMatchObject({ status: 'SUCCESS', result: { found: expected.length, new: 0, pages: 2 } });
    const refound = await findings(rerun.id);
    expect(refound.map((f) => f.id).sort()).toEqual(found.map((f) => f.id).sort());
    expect(refound.every((f) => !f.isNew)).toBe(true);

    const listed = ((await api.http.get('/api/crawler/sources').set(admin)).body as { items: Source[] }).items.find((s) => s.id === lidl.id);
    expect(listed).toMatchObject({ findingsCount: expected.length, lastRun: { id: rerun.id, status: 'SUCCESS' } });
    const runs = await api.http.get(`/api/crawler/runs?sourceId=${lidl.id}`).set(admin);
    expect((runs.body as { items: Job[] }).items.map((r) => r.id)).toEqual([rerun.id, run.id]);
  }, JOB_TEST_TIMEOUT_MS);

  it('retries a site that is down and then fails the run with FETCH_ERROR', async () => {
    const offline = source(DEMO_OFFLINE_SOURCE);
    const started = await api.http.post(`/api/crawler/sources/${offline.id}/run`).set(admin);
    expect(started.status).toBe(202);
    const seen = new Set<string>();
    const retrying = await waitFor(async () => {
      const current = await job(bodyOf(started).id as string);
      seen.add(current.status);
      return current.status === 'RETRYING' ? current : undefined;
    });
    expect(retrying.errorCode).toBe('FETCH_ERROR');
    const again = await api.http.post(`/api/crawler/sources/${offline.id}/run`).set(admin);
    expect(again.status).toBe(200);
    expect(bodyOf(again).id).toBe(retrying.id);

    const run = await finished(retrying.id, seen);
    expect(seen.has('RETRYING')).toBe(true);
    expect(run).toMatchObject({ status: 'FAILED', errorCode: 'FETCH_ERROR', attempt: 3, maxAttempts: 3 });
    expect(run.steps).toEqual([expect.objectContaining({ key: 'page-1', status: 'FAILED' })]);
    expect(await findings(run.id)).toEqual([]);
  }, JOB_TEST_TIMEOUT_MS);

  it('runs every enabled source at once', async () => {
    const res = await api.http.post('/api/crawler/run').set(admin);
    expect(res.status).toBe(202);
    const jobs = (res.body as { items: Job[] }).items;
    expect(jobs).toHaveLength(sources.length);
    expect(new Set(jobs.map((j) => j.subject.sourceId))).toEqual(new Set(sources.map((s) => s.id)));
    const ends = await Promise.all(jobs.map((j) => finished(j.id)));
    const biedronka = ends.find((j) => j.subject.sourceName === 'Biedronka – gazetki');
    expect(biedronka).toMatchObject({ status: 'SUCCESS', result: { new: 5 } });
    const all = await api.http.get('/api/crawler/runs?limit=3').set(admin);
    expect((all.body as { items: Job[] }).items).toHaveLength(3);
  }, JOB_TEST_TIMEOUT_MS);
});

describe('calls and roles', () => {
  it('lets editors run the crawler and refuses the other roles', async () => {
    expect((await api.http.get('/api/crawler/sources').set(await api.auth('editor'))).status).toBe(200);
    const reels = await api.auth('reels');
    expect((await api.http.get('/api/crawler/sources').set(reels)).status).toBe(403);
    expect((await api.http.post('/api/crawler/run').set(reels)).status).toBe(403);
    expect((await api.http.get('/api/crawler/runs')).status).toBe(401);
  }, JOB_TEST_TIMEOUT_MS);

  it('serves demo sites: one is down, unknown shops and pages are not found', async () => {
    const down = await api.http.get('/sample-sources/sites/offline');
    expect(down.status).toBe(503);
    expect(bodyOf(down)).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    const page = await api.http.get('/sample-sources/sites/lidl?page=2');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('<article class="leaflet">');
    expect((await api.http.get('/sample-sources/sites/lidl?page=3')).status).toBe(404);
    expect((await api.http.get('/sample-sources/sites/no-such-shop')).status).toBe(404);
    expect((await api.http.get('/sample-sources/sites/lidl/gazetka-old.pdf')).status).toBe(404);
  }, JOB_TEST_TIMEOUT_MS);

  it('answers 404 for unknown sources and runs', async () => {
    const unknown = '0b9c8d7e-6f5a-4b3c-8d2e-1f0a9b8c7d6e';
    expect((await api.http.post(`/api/crawler/sources/${unknown}/run`).set(admin)).status).toBe(404);
    expect((await api.http.get(`/api/crawler/runs/${unknown}/findings`).set(admin)).status).toBe(404);
    expect((await api.http.get('/api/crawler/runs?sourceId=nope').set(admin)).status).toBe(400);
  }, JOB_TEST_TIMEOUT_MS);
});
