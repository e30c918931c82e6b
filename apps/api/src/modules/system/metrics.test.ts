import { JOB_KINDS, RUNNING_JOB_STATUSES } from '@flyerdesk/domain/jobs';
import { startTestFeed, testFeedPages, JOB_TEST_TIMEOUT_MS, waitFor, type TestFeed } from '../articlesData/testFeed';
import { parseMetrics, samplesOf, valueOf, type Sample } from '../../test/prometheus';
import { bodyOf, startTestApi, START_TIMEOUT_MS, type TestApi } from '../../test/testApi';

let api: TestApi;
let feed: TestFeed;

beforeAll(async () => {
  feed = await startTestFeed(testFeedPages(2, 3, 2, ['Biedronka', 'Lidl']));
  // The test feed is on loopback: allowed by its origin.
  api = await startTestApi({
    appVersion: '3.1.4-20261123-0600-abc1234',
    articlesSourceUrl: feed.url,
    outgoingAllowedOrigins: [new URL(feed.url).origin],
    jobPollMs: 20,
  });
}, START_TIMEOUT_MS);

afterAll(async () => {
  await api?.close();
  await feed?.close();
});

async function scrape(): Promise<Sample[]> {
  const res = await api.http.get('/metrics');
  expect(res.status).toBe(200);
  return parseMetrics(res.text);
}

describe('/metrics', () => {
  it('answers the Prometheus text format without signing in, never cached', async () => {
    const res = await api.http.get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('# TYPE flyerdesk_api_http_requests_total counter');
    expect(res.text).toContain('# TYPE flyerdesk_api_http_request_duration_seconds histogram');
  });

  it('reports the version and the process metrics under the api prefix', async () => {
    const samples = await scrape();
    expect(valueOf(samples, 'flyerdesk_api_info', { version: '3.1.4-20261123-0600-abc1234' })).toBe(1);
    expect(valueOf(samples, 'flyerdesk_api_process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(valueOf(samples, 'flyerdesk_api_process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(samplesOf(samples, 'flyerdesk_api_nodejs_eventloop_lag_seconds')).toHaveLength(1);
    expect(samples.filter((s) => !s.name.startsWith('flyerdesk_api_'))).toEqual([]);
  });

  it('counts a request under its route pattern, with its duration, never under the raw address', async () => {
    const headers = await api.auth('admin');
    const list = await api.http.get('/api/leaflets?size=1').set(headers);
    const id = String((list.body as { content: { id: string }[] }).content[0]?.id);
    const labels = { method: 'GET', route: '/api/leaflets/:id', status: '200' };
    const before = valueOf(await scrape(), 'flyerdesk_api_http_requests_total', labels) ?? 0;

    await api.http.get(`/api/leaflets/${id}`).set(headers).expect(200);

    const samples = await scrape();
    expect(valueOf(samples, 'flyerdesk_api_http_requests_total', labels)).toBe(before + 1);
    expect(valueOf(samples, 'flyerdesk_api_http_request_duration_seconds_count', labels)).toBe(before + 1);
    expect(valueOf(samples, 'flyerdesk_api_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(before + 1);
    expect(valueOf(samples, 'flyerdesk_api_http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
    expect(samples.some((s) => Object.values(s.labels).some((v) => v.includes(id)))).toBe(false);
  });

  it('labels answers of missing routes "unmatched" and leaves its own scrapes out', async () => {
    await api.http.get('/api/no-such-call/12345').expect(404);
    await api.http.get('/metrics').expect(200);
    const samples = await scrape();
    expect(valueOf(samples, 'flyerdesk_api_http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(samples.some((s) => s.labels.route?.includes('no-such-call'))).toBe(false);
    expect(samplesOf(samples, 'flyerdesk_api_http_requests_total', { route: '/metrics' })).toEqual([]);
    expect(samplesOf(samples, 'flyerdesk_api_http_requests_total', { route: 'unmatched' }).some((s) => s.labels.status === '200')).toBe(false);
  });

  it('counts requests that failed validation under the route they asked for', async () => {
    await api.http.get('/api/leaflets/not-a-uuid').set(await api.auth('admin')).expect(400);
    const samples = await scrape();
    expect(valueOf(samples, 'flyerdesk_api_http_requests_total', { method: 'GET', route: '/api/leaflets/:id', status: '400' })).toBeGreaterThanOrEqual(1);
  });

  it(
    'shows a job running on this instance, then finished, and the depth of the queue',
    async () => {
      // The demo's planned notification waits for tomorrow: its sending job is the one PENDING.
      const waiting = (status: string) => (status === 'PENDING' ? 1 : 0);
      const idle = await scrape();
      for (const kind of JOB_KINDS) expect(valueOf(idle, 'flyerdesk_api_jobs_running', { kind })).toBe(0);
      for (const status of RUNNING_JOB_STATUSES) expect(valueOf(idle, 'flyerdesk_api_job_queue_depth', { status })).toBe(waiting(status));

      // The source holds its first page back: the import stays running until it is released.
      feed.holdFrom = 1;
      const started = await api.http.post('/api/articles-data/import').set(await api.auth('admin'));
      expect(started.status).toBe(202);
      const jobId = String(bodyOf(started).id);

      const running = await waitFor(async () => {
        const samples = await scrape();
        return valueOf(samples, 'flyerdesk_api_jobs_running', { kind: 'ARTICLES_IMPORT' }) === 1 ? samples : undefined;
      }, JOB_TEST_TIMEOUT_MS);
      expect(valueOf(running, 'flyerdesk_api_jobs_running', { kind: 'CRAWL' })).toBe(0);
      const held = samplesOf(running, 'flyerdesk_api_job_queue_depth').filter((s) => s.value > waiting(s.labels.status ?? ''));
      expect(held).toEqual([{ name: 'flyerdesk_api_job_queue_depth', labels: { status: expect.stringMatching(/^(STARTED|PROCESSING)$/) as unknown }, value: 1 }]);

      feed.release();
      await waitFor(async () => {
        const job = await api.http.get(`/api/jobs/${jobId}`).set(await api.auth('admin'));
        return bodyOf(job).running === false ? bodyOf(job) : undefined;
      }, JOB_TEST_TIMEOUT_MS);

      const after = await waitFor(async () => {
        const samples = await scrape();
        return valueOf(samples, 'flyerdesk_api_jobs_running', { kind: 'ARTICLES_IMPORT' }) === 0 ? samples : undefined;
      });
      expect(valueOf(after, 'flyerdesk_api_jobs_finished_total', { kind: 'ARTICLES_IMPORT', status: 'SUCCESS' })).toBe(1);
      expect(samplesOf(after, 'flyerdesk_api_jobs_finished_total').filter((s) => s.value > 0)).toHaveLength(1);
      for (const status of RUNNING_JOB_STATUSES) expect(valueOf(after, 'flyerdesk_api_job_queue_depth', { status })).toBe(waiting(status));
    },
    JOB_TEST_TIMEOUT_MS,
  );

  it('reports the PostgreSQL pool only when the api runs on PostgreSQL', async () => {
    const samples = await scrape();
    const pool = samples.filter((s) => s.name.startsWith('flyerdesk_api_db_pool_'));
    if (api.database === 'postgresql') {
      expect(valueOf(samples, 'flyerdesk_api_db_pool_max_clients')).toBe(10);
      expect(valueOf(samples, 'flyerdesk_api_db_pool_clients')).toBeGreaterThanOrEqual(1);
      expect(valueOf(samples, 'flyerdesk_api_db_pool_idle_clients')).toBeGreaterThanOrEqual(0);
      expect(valueOf(samples, 'flyerdesk_api_db_pool_waiting_requests')).toBe(0);
    } else {
      expect(pool).toEqual([]);
    }
  });
});
