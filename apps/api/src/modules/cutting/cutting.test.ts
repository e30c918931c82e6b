import type { JobJson } from '../jobs/serialize';
import { waitFor } from '../jobs/testing';
import { startTestApi, START_TIMEOUT_MS, bodyOf, type TestApi } from '../../test/testApi';
import { mupdfRenderer, type PageRenderer, type RenderSession } from './renderer';
import { a4Pdf, isPng, testPdf } from './testPdfs';

// Real PDF rendering on a loaded machine: give each case room (no assertion depends on time).
jest.setTimeout(120_000);

const MAX_PDF_BYTES = 64 * 1024;

/** The real renderer, counting the pages it is asked for and able to hold them until released. */
function observedRenderer(inner: PageRenderer) {
  const rendered: number[] = [];
  let gate: Promise<void> | undefined;
  let release: (() => void) | undefined;
  const renderer: PageRenderer = {
    async open(pdf, signal) {
      const session = await inner.open(pdf, signal);
      const observed: RenderSession = {
        get pageCount() {
          return session.pageCount;
        },
        async renderPage(pageNumber, pageSignal) {
          if (gate) {
            await Promise.race([
              gate,
              new Promise<never>((_resolve, reject) =>
                pageSignal?.addEventListener('abort', () => reject(pageSignal.reason as Error), { once: true }),
              ),
            ]);
          }
          rendered.push(pageNumber);
          return session.renderPage(pageNumber, pageSignal);
        },
        close: () => session.close(),
      };
      return observed;
    },
  };
  return {
    renderer,
    rendered,
    hold() {
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    release() {
      gate = undefined;
      release?.();
    },
  };
}

const observed = observedRenderer(mupdfRenderer());
let api: TestApi;
let editorLeaflets: { id: string; store_id: string; natural_id: string }[];
let foreignLeaflet: { id: string };

beforeAll(async () => {
  api = await startTestApi({ jobPollMs: 50, jobLeaseMs: 15_000, cutMaxPdfBytes: MAX_PDF_BYTES, pageRenderer: observed.renderer });
  const editor = await api.db.selectFrom('users').select('id').where('username', '=', 'editor').executeTakeFirstOrThrow();
  const assigned = api.db.selectFrom('store_editors').select('store_id').where('user_id', '=', editor.id);
  editorLeaflets = await api.db
    .selectFrom('leaflets')
    .select(['id', 'store_id', 'natural_id'])
    .where('store_id', 'in', assigned)
    .where('status', '<>', 'DELETED')
    .orderBy('natural_id')
    .limit(8)
    .execute();
  foreignLeaflet = await api.db
    .selectFrom('leaflets')
    .select('id')
    .where('store_id', 'not in', assigned)
    .where('status', '<>', 'DELETED')
    .limit(1)
    .executeTakeFirstOrThrow();
  if (editorLeaflets.length < 8) throw new Error('demo data lacks leaflets');
}, START_TIMEOUT_MS);

afterAll(async () => {
  await api?.close();
});

function leaflet(index: number) {
  const found = editorLeaflets[index];
  if (!found) throw new Error(`no leaflet ${index}`);
  return found;
}

async function upload(leafletId: string, pdf: Buffer, user = 'editor', name = 'leaflet.pdf') {
  return api.http
    .post(`/api/leaflets/${leafletId}/cut`)
    .set(await api.auth(user))
    .attach('file', pdf, { filename: name, contentType: 'application/pdf' });
}

async function readJob(id: string, user = 'editor'): Promise<JobJson> {
  const res = await api.http.get(`/api/jobs/${id}`).set(await api.auth(user));
  expect(res.status).toBe(200);
  return res.body as JobJson;
}

function finished(id: string, user = 'editor'): Promise<JobJson> {
  return waitFor(
    async () => {
      const job = await readJob(id, user);
      return job.running ? undefined : job;
    },
    30_000,
    `job ${id} to finish`,
  );
}

async function binary(url: string) {
  return api.http
    .get(url)
    .buffer(true)
    .parse((res, callback) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => callback(null, Buffer.concat(chunks)));
    });
}

describe('page cutting', () => {
  it('cuts an uploaded PDF into page images that become the leaflet pages', async () => {
    const target = leaflet(0);
    const versionBefore = bodyOf(await api.http.get('/api/jobs/version').set(await api.auth('editor'))).version as number;
    const leafletBefore = bodyOf(await api.http.get(`/api/leaflets/${target.id}`).set(await api.auth('editor')));

    const res = await upload(target.id, await a4Pdf(3));
    expect(res.status).toBe(202);
    const queued = res.body as JobJson;
    expect(queued).toMatchObject({
      kind: 'PAGE_CUT',
      running: true,
      startedBy: 'editor',
      subject: { leafletId: target.id, leafletNaturalId: target.natural_id, storeId: target.store_id, storeName: expect.any(String) as string },
      maxAttempts: 3,
      errorCode: null,
    });

    const job = await finished(queued.id);
    expect(job).toMatchObject({ status: 'SUCCESS', done: 3, total: 3, failedSteps: 0, attempt: 1, result: { pages: 3 } });
    expect(job.steps?.map((s) => [s.key, s.number, s.status, s.width, s.height])).toEqual([
      ['page-1', 1, 'SUCCESS', 1240, 1755],
      ['page-2', 2, 'SUCCESS', 1240, 1755],
      ['page-3', 3, 'SUCCESS', 1240, 1755],
    ]);

    for (const step of job.steps ?? []) {
      for (const url of [step.imageUrl, step.thumbnailUrl]) {
        expect(url).toMatch(new RegExp(`^/files/leaflets/${target.id}/rendered/`));
        const file = await binary(url ?? '');
        expect(file.status).toBe(200);
        expect(file.headers['content-type']).toBe('image/png');
        expect(file.headers['x-content-type-options']).toBe('nosniff');
        expect(isPng(file.body as Buffer)).toBe(true);
      }
    }
    expect((await api.http.get(`/files/leaflets/${target.id}/rendered/9-${queued.id}.png`)).status).toBe(404);
    expect((await api.http.get(`/files/leaflets/${target.id}/rendered/..%2Fsource.pdf`)).status).toBe(404);

    const images = await api.http.get(`/api/leaflets/${target.id}/images`).set(await api.auth('editor'));
    expect(images.body).toEqual(
      (job.steps ?? []).map((s) => ({ pageNumber: s.number, url: s.imageUrl, thumbnailUrl: s.thumbnailUrl })),
    );
    const details = bodyOf(await api.http.get(`/api/leaflets/${target.id}/details`).set(await api.auth('editor')));
    expect(details.images).toEqual(images.body);
    expect(details.pageCount).toBe(3);
    if (leafletBefore.pageCount !== 3) expect(details.version).toBe((leafletBefore.version as number) + 1);

    const cut = bodyOf(await api.http.get(`/api/leaflets/${target.id}/cut`).set(await api.auth('editor')));
    expect(cut).toMatchObject({ leafletId: target.id, leafletNaturalId: target.natural_id, storeId: target.store_id, job: { id: queued.id } });

    const versionAfter = bodyOf(await api.http.get('/api/jobs/version').set(await api.auth('editor'))).version as number;
    expect(versionAfter).toBeGreaterThan(versionBefore);
    const list = bodyOf(await api.http.get('/api/jobs?kind=PAGE_CUT&state=FINISHED').set(await api.auth('editor')));
    expect(list.version).toBe(versionAfter);
    expect((list.items as JobJson[]).map((j) => j.id)).toContain(queued.id);
    expect((list.items as JobJson[])[0]).not.toHaveProperty('steps');

    // The stored PDF can be cut again without uploading it.
    const again = await api.http.post(`/api/leaflets/${target.id}/cut`).set(await api.auth('editor'));
    expect(again.status).toBe(202);
    expect(await finished((again.body as JobJson).id)).toMatchObject({ status: 'SUCCESS', result: { pages: 3 } });
    const newImages = await api.http.get(`/api/leaflets/${target.id}/images`).set(await api.auth('editor'));
    expect((newImages.body as { url: string }[])[0]?.url).toContain((again.body as JobJson).id);
  });

  it('fails the page that cannot be rendered and renders only that page again on retry', async () => {
    const target = leaflet(1);
    const generated = await api.http.get(`/api/leaflets/${target.id}/images`).set(await api.auth('editor'));
    observed.rendered.length = 0;
    const res = await upload(target.id, await testPdf([{}, { width: 14_400, height: 14_400 }, {}]));
    expect(res.status).toBe(202);
    const job = await finished((res.body as JobJson).id);
    expect(job).toMatchObject({ status: 'FAILED', errorCode: 'PAGE_TOO_LARGE', failedSteps: 1, done: 2, total: 3, result: { pages: 2 } });
    expect(job.steps?.map((s) => [s.number, s.status, s.errorCode])).toEqual([
      [1, 'SUCCESS', null],
      [2, 'FAILED', 'PAGE_TOO_LARGE'],
      [3, 'SUCCESS', null],
    ]);
    expect(job.steps?.[1]).toMatchObject({ imageUrl: null, thumbnailUrl: null, error: expect.stringContaining('pixels') as string });
    expect([...observed.rendered].sort()).toEqual([1, 2, 3]);
    // No successful cut: the generated pictures stay.
    expect((await api.http.get(`/api/leaflets/${target.id}/images`).set(await api.auth('editor'))).body).toEqual(generated.body);

    observed.rendered.length = 0;
    const retry = await api.http.post(`/api/leaflets/${target.id}/cut/retry`).set(await api.auth('editor'));
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ id: job.id, running: true, attempt: 0, errorCode: null, failedSteps: 0 });
    const again = await finished(job.id);
    expect(again).toMatchObject({ status: 'FAILED', errorCode: 'PAGE_TOO_LARGE', failedSteps: 1, attempt: 1 });
    expect(observed.rendered).toEqual([2]);
    expect(again.steps?.map((s) => s.attempts)).toEqual([1, 2, 1]);

    // The job centre's retry does the same.
    observed.rendered.length = 0;
    const viaJobs = await api.http.post(`/api/jobs/${job.id}/retry`).set(await api.auth('editor'));
    expect(viaJobs.status).toBe(200);
    await finished(job.id);
    expect(observed.rendered).toEqual([2]);
  });

  it('refuses what is not a PDF, and a PDF over the size limit', async () => {
    const target = leaflet(2);
    const html = await upload(target.id, Buffer.from('<!doctype html><html><body>not a leaflet</body></html>'), 'editor', 'leaflet.pdf');
    expect(html.status).toBe(400);
    expect(html.body).toMatchObject({ code: 'INVALID_REQUEST', invalidFields: [{ field: 'file', key: 'validation.pdfRequired' }] });

    const atLimit = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(MAX_PDF_BYTES - 9, 0x20)]);
    expect(atLimit.length).toBe(MAX_PDF_BYTES);
    const tooLarge = await upload(target.id, Buffer.concat([atLimit, Buffer.from(' ')]));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });

    // Exactly at the limit is accepted (and fails later as an unreadable PDF).
    const accepted = await upload(target.id, atLimit);
    expect(accepted.status).toBe(202);
    expect(await finished((accepted.body as JobJson).id)).toMatchObject({ status: 'FAILED', errorCode: 'PDF_INVALID', attempt: 1 });
  });

  it('answers 409 NO_PDF when there is nothing to cut, and JOB_NOT_RETRYABLE when there is nothing to retry', async () => {
    const target = leaflet(3);
    const none = await api.http.post(`/api/leaflets/${target.id}/cut`).set(await api.auth('editor'));
    expect(none.status).toBe(409);
    expect(none.body).toMatchObject({ code: 'NO_PDF', error: 'CONFLICT' });
    const retry = await api.http.post(`/api/leaflets/${target.id}/cut/retry`).set(await api.auth('editor'));
    expect(retry.status).toBe(409);
    expect(retry.body).toMatchObject({ code: 'JOB_NOT_RETRYABLE' });
    const cut = bodyOf(await api.http.get(`/api/leaflets/${target.id}/cut`).set(await api.auth('editor')));
    expect(cut).toMatchObject({ leafletId: target.id, job: null });
  });

  it('keeps editors to their shops and other roles out', async () => {
    const pdf = await a4Pdf(1);
    const foreign = await upload(foreignLeaflet.id, pdf);
    expect(foreign.status).toBe(403);
    expect((await api.http.get(`/api/leaflets/${foreignLeaflet.id}/cut`).set(await api.auth('editor'))).status).toBe(403);
    expect((await upload('00000000-0000-4000-8000-000000000000', pdf)).status).toBe(404);
    expect((await upload(leaflet(4).id, pdf, 'reels')).status).toBe(403);
    expect((await api.http.post(`/api/leaflets/${leaflet(4).id}/cut`)).status).toBe(401);

    // A cut of a foreign shop started by an administrator is invisible to the editor.
    const adminCut = await upload(foreignLeaflet.id, pdf, 'admin');
    expect(adminCut.status).toBe(202);
    const id = (adminCut.body as JobJson).id;
    expect((await api.http.get(`/api/jobs/${id}`).set(await api.auth('editor'))).status).toBe(404);
    expect((await api.http.post(`/api/jobs/${id}/cancel`).set(await api.auth('editor'))).status).toBe(404);
    const editorList = bodyOf(await api.http.get('/api/jobs?kind=PAGE_CUT').set(await api.auth('editor')));
    expect((editorList.items as JobJson[]).map((j) => j.id)).not.toContain(id);
    const adminList = bodyOf(await api.http.get('/api/jobs?kind=PAGE_CUT').set(await api.auth('admin')));
    expect((adminList.items as JobJson[]).map((j) => j.id)).toContain(id);
    // The gateway's watcher reads any job with the service token.
    expect((await api.http.get(`/api/jobs/${id}`).set('X-Service-Token', api.serviceToken)).status).toBe(200);
    await finished(id, 'admin');
  });

  it('cancels the running cut of a leaflet when a new one starts', async () => {
    const target = leaflet(5);
    observed.hold();
    try {
      const first = await upload(target.id, await a4Pdf(3));
      expect(first.status).toBe(202);
      const firstId = (first.body as JobJson).id;
      await waitFor(
        async () => (await readJob(firstId)).steps?.some((s) => s.status === 'IN_PROGRESS'),
        20_000,
        'the first page to start',
      );
      const second = await upload(target.id, await a4Pdf(2));
      expect(second.status).toBe(202);
      const cancelled = await readJob(firstId);
      expect(cancelled).toMatchObject({ status: 'CANCELLED', running: false });
      expect(cancelled.steps?.every((s) => s.status === 'PENDING')).toBe(true);
      observed.release();
      const done = await finished((second.body as JobJson).id);
      expect(done).toMatchObject({ status: 'SUCCESS', result: { pages: 2 } });
      expect((await readJob(firstId)).status).toBe('CANCELLED');
    } finally {
      observed.release();
    }
  });

  it('cancels through the job centre; finished jobs cannot be cancelled', async () => {
    const target = leaflet(6);
    observed.hold();
    try {
      const res = await upload(target.id, await a4Pdf(2));
      const id = (res.body as JobJson).id;
      const cancel = await api.http.post(`/api/jobs/${id}/cancel`).set(await api.auth('editor'));
      expect(cancel.status).toBe(200);
      expect(cancel.body).toMatchObject({ id, status: 'CANCELLED', running: false, finishedAt: expect.any(String) as string });
      const again = await api.http.post(`/api/jobs/${id}/cancel`).set(await api.auth('editor'));
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'JOB_FINISHED' });
      observed.release();
      // A cancelled cut can run again.
      const retry = await api.http.post(`/api/jobs/${id}/retry`).set(await api.auth('editor'));
      expect(retry.status).toBe(200);
      expect(await finished(id)).toMatchObject({ status: 'SUCCESS' });
      const notAgain = await api.http.post(`/api/jobs/${id}/retry`).set(await api.auth('editor'));
      expect(notAgain.status).toBe(409);
      expect(notAgain.body).toMatchObject({ code: 'JOB_NOT_RETRYABLE' });
    } finally {
      observed.release();
    }
  });

  it('validates the job list query and job ids', async () => {
    expect((await api.http.get('/api/jobs?state=SOON').set(await api.auth('editor'))).status).toBe(400);
    expect((await api.http.get('/api/jobs?kind=BAKING').set(await api.auth('editor'))).status).toBe(400);
    expect((await api.http.get('/api/jobs?limit=0').set(await api.auth('editor'))).status).toBe(400);
    expect((await api.http.get('/api/jobs/not-an-id').set(await api.auth('editor'))).status).toBe(400);
    expect((await api.http.get('/api/jobs/00000000-0000-4000-8000-000000000000').set(await api.auth('editor'))).status).toBe(404);
    expect((await api.http.get('/api/jobs').set(await api.auth('reels'))).status).toBe(403);
    expect((await api.http.get('/api/jobs/version').set('X-Service-Token', 'wrong-token-wrong-token-wrong-token')).status).toBe(401);
    expect((await api.http.get('/api/jobs/version').set('X-Service-Token', api.serviceToken)).status).toBe(200);
    const running = bodyOf(await api.http.get('/api/jobs?state=RUNNING').set(await api.auth('admin')));
    expect((running.items as JobJson[]).every((j) => j.running)).toBe(true);
  });
});

describe('page cutting switched off', () => {
  let off: TestApi;

  beforeAll(async () => {
    off = await startTestApi({ runJobs: false, features: { offersRecognition: false } });
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await off?.close();
  });

  it('answers 409 OFFERS_RECOGNITION_DISABLED', async () => {
    const row = await off.db.selectFrom('leaflets').select('id').where('status', '<>', 'DELETED').limit(1).executeTakeFirstOrThrow();
    const res = await off.http.post(`/api/leaflets/${row.id}/cut`).set(await off.auth('admin'));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'OFFERS_RECOGNITION_DISABLED', message: 'Offers recognition feature is disabled' });
    const retry = await off.http.post(`/api/leaflets/${row.id}/cut/retry`).set(await off.auth('admin'));
    expect(retry.body).toMatchObject({ code: 'OFFERS_RECOGNITION_DISABLED' });
    expect((await off.http.get(`/api/leaflets/${row.id}/cut`).set(await off.auth('admin'))).status).toBe(200);
  });
});
