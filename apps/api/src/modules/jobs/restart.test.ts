/**
 * A page cut survives a restart of the api: closed in the middle of a cut, started again on the same
 * data, the job resumes where it stopped (pages already rendered are not rendered again) and succeeds.
 */
import request from 'supertest';
import { mupdfRenderer, type PageRenderer } from '../cutting/renderer';
import { a4Pdf, isPng } from '../cutting/testPdfs';
import { DEMO_PASSWORD } from '../../seed/demo';
import { startApi, type RunningApi } from '../../server';
import { START_TIMEOUT_MS } from '../../test/testApi';
import type { JobJson } from './serialize';
import { persistentTestData, waitFor, type PersistentTestData } from './testing';

const PAGES = 6;

/** The real renderer; pages from `stallFrom` on never finish (until the job is aborted). */
function recordingRenderer(stallFrom = Number.POSITIVE_INFINITY) {
  const inner = mupdfRenderer();
  const rendered: number[] = [];
  const renderer: PageRenderer = {
    async open(pdf, signal) {
      const session = await inner.open(pdf, signal);
      return {
        get pageCount() {
          return session.pageCount;
        },
        async renderPage(pageNumber, pageSignal) {
          if (pageNumber >= stallFrom) {
            await new Promise<never>((_resolve, reject) => {
              pageSignal?.addEventListener('abort', () => reject(pageSignal.reason as Error), { once: true });
            });
          }
          const page = await session.renderPage(pageNumber, pageSignal);
          rendered.push(pageNumber);
          return page;
        },
        close: () => session.close(),
      };
    },
  };
  return { renderer, rendered };
}

async function signIn(api: RunningApi, username: string): Promise<{ Authorization: string }> {
  const res = await request(api.url).post('/authenticate').field('username', username).field('password', DEMO_PASSWORD);
  if (res.status !== 200) throw new Error(`sign-in failed with ${res.status}`);
  return { Authorization: `Bearer ${(res.body as { accessToken: string }).accessToken}` };
}

async function readJob(api: RunningApi, id: string): Promise<JobJson> {
  const res = await request(api.url).get(`/api/jobs/${id}`).set('X-Service-Token', api.serviceToken);
  if (res.status !== 200) throw new Error(`reading the job failed with ${res.status}`);
  return res.body as JobJson;
}

let data: PersistentTestData;
let first: RunningApi | undefined;
let second: RunningApi | undefined;

beforeAll(async () => {
  data = await persistentTestData();
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  await data?.remove();
});

it(
  'resumes a page cut after a restart without rendering finished pages again',
  async () => {
    const before = recordingRenderer(3);
    // The lease outlasts any stall of a busy machine: the job changes hands only because the first api stops and puts it back.
    first = await startApi({ ...data.options, jobPollMs: 50, jobLeaseMs: 30_000, pageRenderer: before.renderer });
    const leaflet = await first.db.selectFrom('leaflets').select(['id']).where('status', '<>', 'DELETED').orderBy('natural_id').limit(1).executeTakeFirstOrThrow();

    const started = await request(first.url)
      .post(`/api/leaflets/${leaflet.id}/cut`)
      .set(await signIn(first, 'admin'))
      .attach('file', await a4Pdf(PAGES), { filename: 'leaflet.pdf', contentType: 'application/pdf' });
    expect(started.status).toBe(202);
    const jobId = (started.body as JobJson).id;

    // Pages 1 and 2 are done, page 3 is being rendered.
    const api1 = first;
    const midway = await waitFor(
      async () => {
        const job = await readJob(api1, jobId);
        return job.done === 2 && job.steps?.[2]?.status === 'IN_PROGRESS' ? job : undefined;
      },
      30_000,
      'two pages to be rendered',
    );
    expect(midway).toMatchObject({ status: 'PROCESSING', attempt: 1, total: PAGES });
    expect(before.rendered).toEqual([1, 2]);

    await first.close();
    first = undefined;

    const after = recordingRenderer();
    second = await startApi({ ...data.options, jobPollMs: 50, jobLeaseMs: 30_000, pageRenderer: after.renderer });
    const api2 = second;
    const done = await waitFor(
      async () => {
        const job = await readJob(api2, jobId);
        return job.running ? undefined : job;
      },
      30_000,
      'the resumed cut to finish',
    );
    expect(done).toMatchObject({ status: 'SUCCESS', attempt: 2, done: PAGES, total: PAGES, failedSteps: 0, result: { pages: PAGES } });
    expect(after.rendered).toEqual([3, 4, 5, 6]);
    expect(done.steps?.map((s) => [s.number, s.status, s.attempts])).toEqual([
      [1, 'SUCCESS', 1],
      [2, 'SUCCESS', 1],
      [3, 'SUCCESS', 2],
      [4, 'SUCCESS', 1],
      [5, 'SUCCESS', 1],
      [6, 'SUCCESS', 1],
    ]);

    // Pages rendered before the restart are still served, and the leaflet shows all of them.
    const firstPage = await request(second.url).get(done.steps?.[0]?.imageUrl ?? '').buffer(true);
    expect(firstPage.status).toBe(200);
    expect(isPng(firstPage.body as Buffer)).toBe(true);
    const images = await request(second.url).get(`/api/leaflets/${leaflet.id}/images`).set(await signIn(second, 'admin'));
    expect((images.body as unknown[]).length).toBe(PAGES);
    const row = await second.db.selectFrom('leaflets').select('page_count').where('id', '=', leaflet.id).executeTakeFirstOrThrow();
    expect(row.page_count).toBe(PAGES);
  },
  START_TIMEOUT_MS,
);
