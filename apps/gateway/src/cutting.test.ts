import { request as httpRequest } from 'node:http';
import { CUT_MAX_PDF_BYTES } from '@flyerdesk/domain/jobs';
import type { Client } from 'graphql-ws';
import { PDFDocument } from 'pdf-lib';
import request from 'supertest';
import { cookieValue, gql, signIn } from './test-support/graphqlClient';
import { startStack, type Stack } from './test-support/stack';
import { connectWs, nextData } from './test-support/wsClient';

/** Page cutting through the gateway against the real api: the upload route, the GraphQL calls and live progress. */

let stack: Stack;
let url: string;
let wsUrl: string;
const clients: Client[] = [];
let editorCookie: string;
let adminCookie: string;
let reelsCookie: string;
/** A leaflet of one of the editor's shops, and one of a shop the editor is not assigned to. */
let ownLeafletId: string;
let foreignLeafletId: string;

async function leafletPdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i += 1) doc.addPage([200, 280]);
  return Buffer.from(await doc.save());
}

beforeAll(async () => {
  stack = await startStack({ jobPollMs: 50, jobsPollMs: 50 });
  url = stack.gateway.url;
  wsUrl = `${url.replace(/^http/, 'ws')}/graphql`;
  [editorCookie, adminCookie, reelsCookie] = await Promise.all([signIn(url, 'editor'), signIn(url, 'admin'), signIn(url, 'reels')]);
  const STORES = '{ stores { id leaflets { id } } }';
  const own = await gql<{ stores: { id: string; leaflets: { id: string }[] }[] }>(url, STORES, { cookie: editorCookie });
  const all = await gql<{ stores: { id: string; leaflets: { id: string }[] }[] }>(url, STORES, { cookie: adminCookie });
  const ownStores = new Set(own.data?.stores.map((s) => s.id));
  ownLeafletId = own.data?.stores.flatMap((s) => s.leaflets)[0]?.id ?? '';
  foreignLeafletId = all.data?.stores.filter((s) => !ownStores.has(s.id)).flatMap((s) => s.leaflets)[0]?.id ?? '';
  expect(ownLeafletId).not.toBe('');
  expect(foreignLeafletId).not.toBe('');
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.dispose();
  await stack.close();
});

function upload(leafletId: string, options: { cookie?: string; guard?: boolean; file?: Buffer; filename?: string; bearer?: string } = {}) {
  let req = request(url).post(`/upload/leaflets/${leafletId}/cut`);
  if (options.cookie) req = req.set('Cookie', options.cookie);
  if (options.bearer) req = req.set('Authorization', `Bearer ${options.bearer}`);
  if (options.guard !== false) req = req.set('X-Flyerdesk-Upload', '1');
  return req.attach('file', options.file ?? Buffer.from('%PDF-'), { filename: options.filename ?? 'leaflet.pdf', contentType: 'application/pdf' });
}

const cutCalls = () => stack.proxy.count(/^POST \/api\/leaflets\/[^/]+\/cut$/);

interface JobEvent {
  seq: number;
  state: string;
  job: { id: string; status: string; done: number; total: number | null; steps: { number: number; status: string; imageUrl: string | null }[] | null } | null;
}

/** Follows a job over the socket until it is finished; returns the last event. */
async function followUntilFinished(jobId: string, cookie = editorCookie): Promise<JobEvent[]> {
  const { client } = connectWs(wsUrl, { Cookie: cookie });
  clients.push(client);
  const events = client.iterate<{ jobProgress: JobEvent }>({
    query: 'subscription P($id: ID!) { jobProgress(id: $id) { seq state job { id status done total steps { number status imageUrl } } } }',
    variables: { id: jobId },
  });
  const seen: JobEvent[] = [];
  for (;;) {
    const event = (await nextData(events)).jobProgress;
    seen.push(event);
    if (event.state === 'LIVE' && event.job && ['SUCCESS', 'FAILED', 'CANCELLED'].includes(event.job.status)) break;
  }
  await events.return?.();
  return seen;
}

describe('the upload route', () => {
  it('refuses an upload without the guard header (403) and without a session (401), before calling the api', async () => {
    const before = cutCalls();
    const unguarded = await upload(ownLeafletId, { cookie: editorCookie, guard: false });
    expect(unguarded.status).toBe(403);
    expect(unguarded.body).toEqual({ code: 'FORBIDDEN', message: expect.stringContaining('X-Flyerdesk-Upload') as string });

    const anonymous = await upload(ownLeafletId);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ code: 'UNAUTHORIZED', message: 'Not signed in or the session has expired' });

    const reels = await upload(ownLeafletId, { cookie: reelsCookie });
    expect(reels.status).toBe(403);
    expect(reels.body).toMatchObject({ code: 'FORBIDDEN' });

    const notMultipart = await request(url)
      .post(`/upload/leaflets/${ownLeafletId}/cut`)
      .set('Cookie', editorCookie)
      .set('X-Flyerdesk-Upload', '1')
      .set('Content-Type', 'application/pdf')
      .send(Buffer.from('%PDF-1.7'));
    expect(notMultipart.status).toBe(400);
    expect(notMultipart.body).toMatchObject({ code: 'INVALID_REQUEST', invalidFields: [{ field: 'file', key: 'validation.required' }] });
    expect(cutCalls()).toBe(before);
  });

  it('refuses a body larger than a PDF may be (413) from its declared length, without calling the api', async () => {
    const before = cutCalls();
    const target = new URL(`${url}/upload/leaflets/${ownLeafletId}/cut`);
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        target,
        {
          method: 'POST',
          headers: {
            Cookie: editorCookie,
            'X-Flyerdesk-Upload': '1',
            'Content-Type': 'multipart/form-data; boundary=x',
            'Content-Length': String(CUT_MAX_PDF_BYTES * 2),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      // Only the beginning is sent: the answer must not wait for the rest.
      req.write('--x\r\n');
    });
    expect(status).toBe(413);
    expect(JSON.parse(body)).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The file is larger than allowed' });
    expect(cutCalls()).toBe(before);
  });

  it("refuses a file that is not a PDF with the api's 400 and the refused field, and nothing else of the api's answer", async () => {
    const res = await upload(ownLeafletId, { cookie: editorCookie, file: Buffer.from('just some text, not a leaflet'), filename: 'notes.pdf' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'INVALID_REQUEST',
      message: expect.any(String) as string,
      invalidFields: [{ field: 'file', key: 'validation.pdfRequired', message: expect.any(String) as string }],
    });
  });

  it("relays the api's refusal of a leaflet outside the editor's shops", async () => {
    const res = await upload(foreignLeafletId, { cookie: editorCookie, file: await leafletPdf(1) });
    expect(res.status).toBe(403);
    expect(Object.keys(res.body as object).sort()).toEqual(['code', 'message']);
  });

  it('streams a PDF to the api, answers 202 with the job, and the job reaches SUCCESS over jobProgress', async () => {
    const pdf = await leafletPdf(2);
    stack.proxy.reset();
    const res = await upload(ownLeafletId, { cookie: editorCookie, file: pdf });
    expect(res.status).toBe(202);
    // The multipart body went on as the browser sent it: its type and length, the user's token, the trace id.
    const sent = stack.proxy.headers[stack.proxy.calls.findIndex((c) => /^POST \/api\/leaflets\/[^/]+\/cut$/.test(c))];
    expect(sent?.['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(Number(sent?.['content-length'])).toBeGreaterThan(pdf.length);
    expect(sent?.['transfer-encoding']).toBeUndefined();
    expect(sent?.['authorization']).toMatch(/^Bearer /);
    expect(sent?.['x-trace-id']).toBe(res.headers['x-trace-id']);
    expect(sent?.['cookie']).toBeUndefined();
    const { job } = res.body as { job: { id: string; status: string; kind: string } };
    expect(job).toMatchObject({ id: expect.any(String) as string, kind: 'PAGE_CUT' });

    const events = await followUntilFinished(job.id);
    const last = events[events.length - 1];
    expect(last?.job).toMatchObject({ id: job.id, status: 'SUCCESS', done: 2, total: 2 });
    expect(last?.job?.steps?.map((s) => [s.number, s.status])).toEqual([
      [1, 'SUCCESS'],
      [2, 'SUCCESS'],
    ]);
    // The page images are served by the gateway under /files.
    const imageUrl = last?.job?.steps?.[0]?.imageUrl ?? '';
    expect(imageUrl).toMatch(/^\/files\//);
    const image = await request(url).get(imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const cut = await gql<{ leafletPageCut: { leafletId: string; job: { id: string; status: string } | null } }>(
      url,
      'query C($id: ID!) { leafletPageCut(leafletId: $id) { leafletId leafletNaturalId storeId job { id status } } }',
      { cookie: editorCookie, variables: { id: ownLeafletId } },
    );
    expect(cut.errors).toBeUndefined();
    expect(cut.data?.leafletPageCut).toMatchObject({ leafletId: ownLeafletId, job: { id: job.id, status: 'SUCCESS' } });
  }, 30_000);

  it('signs in with the refresh cookie alone (transparent refresh) and sets new cookies', async () => {
    const refreshOnly = `fd_refresh=${encodeURIComponent(cookieValue(editorCookie.split('; '), 'fd_refresh') ?? '')}`;
    const res = await upload(ownLeafletId, { cookie: refreshOnly, file: await leafletPdf(1) });
    expect(res.status).toBe(202);
    const setCookies = res.headers['set-cookie'] as unknown as string[];
    expect(setCookies.some((c) => c.startsWith('fd_access='))).toBe(true);
    await followUntilFinished((res.body as { job: { id: string } }).job.id);
  }, 30_000);
});

describe('page cutting over GraphQL', () => {
  it('cuts the stored PDF again, and refuses retrying when no page failed', async () => {
    const cut = await gql<{ cutLeafletPages: { id: string; kind: string; status: string } }>(
      url,
      'mutation C($id: ID!) { cutLeafletPages(leafletId: $id) { id kind status } }',
      { cookie: editorCookie, variables: { id: ownLeafletId } },
    );
    expect(cut.errors).toBeUndefined();
    expect(cut.data?.cutLeafletPages.kind).toBe('PAGE_CUT');
    const events = await followUntilFinished(cut.data?.cutLeafletPages.id ?? '');
    expect(events[events.length - 1]?.job?.status).toBe('SUCCESS');

    const retry = await gql(url, 'mutation R($id: ID!) { retryFailedPages(leafletId: $id) { id } }', { cookie: editorCookie, variables: { id: ownLeafletId } });
    expect(retry.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'JOB_NOT_RETRYABLE' });
  }, 30_000);

  it('refuses roles without leaflets.cut before calling the api', async () => {
    const before = stack.proxy.count(/\/cut/);
    const res = await gql(url, 'mutation C($id: ID!) { cutLeafletPages(leafletId: $id) { id } }', { cookie: reelsCookie, variables: { id: ownLeafletId } });
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(stack.proxy.count(/\/cut/)).toBe(before);
  });

  it('lists the cuts in the job centre, and cancels a finished one with CONFLICT JOB_FINISHED', async () => {
    const jobs = await gql<{ jobs: { id: string; kind: string; status: string }[] }>(url, '{ jobs(state: FINISHED, kind: PAGE_CUT) { id kind status } }', {
      cookie: editorCookie,
    });
    expect(jobs.errors).toBeUndefined();
    expect(jobs.data?.jobs.length).toBeGreaterThan(0);
    const finished = jobs.data?.jobs[0];
    const cancel = await gql(url, 'mutation C($id: ID!) { cancelJob(id: $id) { id } }', { cookie: editorCookie, variables: { id: finished?.id } });
    expect(cancel.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'JOB_FINISHED' });
  });
});

describe('with offers recognition switched off at the api', () => {
  let off: Stack;

  beforeAll(async () => {
    off = await startStack({}, { features: { offersRecognition: false } });
  }, 120_000);

  afterAll(async () => {
    await off.close();
  });

  it('answers FEATURE_DISABLED over GraphQL and 409 OFFERS_RECOGNITION_DISABLED from the upload route', async () => {
    const cookie = await signIn(off.gateway.url, 'editor');
    const leaflets = await gql<{ stores: { leaflets: { id: string }[] }[] }>(off.gateway.url, '{ stores { leaflets { id } } }', { cookie });
    const leafletId = leaflets.data?.stores.flatMap((s) => s.leaflets)[0]?.id;

    const cut = await gql(off.gateway.url, 'mutation C($id: ID!) { cutLeafletPages(leafletId: $id) { id } }', { cookie, variables: { id: leafletId } });
    expect(cut.errors?.[0]?.message).toBe('Offers recognition feature is disabled');
    expect(cut.errors?.[0]?.extensions).toMatchObject({ code: 'FEATURE_DISABLED', reason: 'OFFERS_RECOGNITION_DISABLED' });

    const res = await request(off.gateway.url)
      .post(`/upload/leaflets/${leafletId}/cut`)
      .set('Cookie', cookie)
      .set('X-Flyerdesk-Upload', '1')
      .attach('file', await leafletPdf(1), { filename: 'leaflet.pdf', contentType: 'application/pdf' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'OFFERS_RECOGNITION_DISABLED', message: 'Offers recognition feature is disabled' });
  });
});
