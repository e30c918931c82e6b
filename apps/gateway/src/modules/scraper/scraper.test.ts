/**
 * The leaflet scraper through the gateway, against a fake of the api's scraper endpoints that the test
 * steers (its jobs are served by the fake job endpoints; sign-in, sessions, shops and orderings are the
 * real api's): the ZIP upload route streams to the api, answers GraphQL shapes and announces the new
 * leaflet; generateLeafletPdf and leafletPdfLink are held to scrapper.pdf and to the PDF-link form's
 * rules before anything goes upstream, and map the api's refusals to the contract's errors.
 */
import { randomUUID } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PLATFORM_KEYS } from '@flyerdesk/domain/platforms';
import express, { type Request, type Response } from 'express';
import type { FormattedExecutionResult } from 'graphql';
import type { Client } from 'graphql-ws';
import request from 'supertest';
import type { RunningApi } from '../../../../api/src/server';
import { startGateway, type RunningGateway } from '../../server';
import { startFakeJobsUpstream, type FakeJobsUpstream } from '../../test-support/fakeJobsUpstream';
import { gql, signIn } from '../../test-support/graphqlClient';
import { ManualTimer } from '../../test-support/manualTimer';
import { ObservedEventBus } from '../../test-support/observedBus';
import { startApiForTests } from '../../test-support/stack';
import { connectWs, nextData } from '../../test-support/wsClient';
import type { UpstreamLeaflet } from '../leaflets/client';

/** One call that reached the fake scraper endpoints, with its whole body. */
interface ScraperCall {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** What the fake answers to one call: a status and a JSON body. */
type Answer = [status: number, body: unknown];

/** The api's scraper endpoints, steered by the test; everything else goes on to the fake job endpoints. */
interface FakeScraperUpstream {
  url: string;
  readonly calls: ScraperCall[];
  /** The next call to the endpoint gets this answer instead of the usual one. */
  answerNext(endpoint: 'zip' | 'generate' | 'link', answer: Answer): void;
  /** The link the api gives for a LEAFLET_PDF job. */
  setLink(jobId: string, link: { url: string | null; expiresAt: string | null; expired: boolean }): void;
  close(): Promise<void>;
}

const NOW = '2026-03-02T10:00:00.000Z';

function readBody(req: Request): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The parts of a multipart/form-data body by field name. */
function multipartParts(body: Buffer, contentType: string): Map<string, { filename: string | null; data: Buffer }> {
  const match = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const delimiter = Buffer.from(`--${match?.[1] ?? match?.[2] ?? ''}`);
  const parts = new Map<string, { filename: string | null; data: Buffer }>();
  let at = body.indexOf(delimiter);
  while (at !== -1) {
    const start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, start);
    if (next === -1) break;
    const part = body.subarray(start + 2, next - 2);
    const headerEnd = part.indexOf('\r\n\r\n');
    const head = part.subarray(0, headerEnd).toString('utf8');
    const name = /name="([^"]*)"/.exec(head)?.[1];
    if (name) parts.set(name, { filename: /filename="([^"]*)"/.exec(head)?.[1] ?? null, data: part.subarray(headerEnd + 4) });
    at = next;
  }
  return parts;
}

function forwardTo(targetUrl: string) {
  const target = new URL(targetUrl);
  return (req: Request, res: Response) => {
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, method: req.method, path: req.originalUrl, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  };
}

async function startFakeScraperUpstream(apiUrl: string, jobs: FakeJobsUpstream): Promise<FakeScraperUpstream> {
  const calls: ScraperCall[] = [];
  const next: Partial<Record<'zip' | 'generate' | 'link', Answer>> = {};
  const links = new Map<string, { url: string | null; expiresAt: string | null; expired: boolean }>();
  const app = express();
  app.disable('x-powered-by');

  /** Records the call (body read to its end, as the api does before answering) and gives a steered answer if any. */
  const received = async (req: Request, res: Response, endpoint: 'zip' | 'generate' | 'link'): Promise<ScraperCall | null> => {
    const call: ScraperCall = { method: req.method, path: req.path === '/' ? req.baseUrl : `${req.baseUrl}${req.path}`, headers: req.headers, body: await readBody(req) };
    calls.push(call);
    const steered = next[endpoint];
    if (steered) {
      delete next[endpoint];
      res.status(steered[0]).json(steered[1]);
      return null;
    }
    return call;
  };

  const subjectOf = (leaflet: UpstreamLeaflet) => ({ storeId: leaflet.storeId, storeName: 'Shop', leafletId: leaflet.id, leafletNaturalId: leaflet.naturalId });

  app.post('/api/scraper/zip', async (req, res) => {
    const call = await received(req, res, 'zip');
    if (!call) return;
    const parts = multipartParts(call.body, String(req.headers['content-type']));
    const storeId = parts.get('storeId')?.data.toString('utf8') ?? '';
    const fields = JSON.parse(parts.get('leaflet')?.data.toString('utf8') ?? '{}') as Record<string, unknown>;
    // The new leaflet in the api's own shape: one of the shop's leaflets as the template.
    const listed = await fetch(`${apiUrl}/api/stores/${storeId}/leaflets?type=ALL`, { headers: { authorization: String(req.headers.authorization) } });
    const template = ((await listed.json()) as UpstreamLeaflet[])[0];
    if (!template) throw new Error(`no leaflet of shop ${storeId} to copy`);
    const leaflet: UpstreamLeaflet = { ...template, ...fields, id: randomUUID(), storeId, pageCount: 3, version: 1, createdAt: NOW, createdBy: 'admin' };
    const job = jobs.addJob({ kind: 'LEAFLET_FROM_ZIP', subject: subjectOf(leaflet), pages: 3 });
    const { steps: _steps, ...listedJob } = job;
    res.status(201).json({ leaflet, job: listedJob });
  });

  app.post('/api/scraper/pdf-links', async (req, res) => {
    const call = await received(req, res, 'generate');
    if (!call) return;
    const { leafletId } = JSON.parse(call.body.toString('utf8')) as { leafletId: string };
    const job = jobs.addJob({ kind: 'LEAFLET_PDF', subject: { storeId: 's1', storeName: 'Shop', leafletId, leafletNaturalId: 'shop-01' }, pages: 2 });
    const { steps: _steps, ...listedJob } = job;
    res.status(202).json(listedJob);
  });

  app.get('/api/scraper/pdf-links/:jobId', async (req, res) => {
    const call = await received(req, res, 'link');
    if (!call) return;
    const id = String(req.params['jobId']);
    const link = links.get(id);
    if (!link) {
      res.status(404).json({ status: 404, code: 'NOT_FOUND', error: 'NOT_FOUND', message: 'Not found', traceId: 'fake' });
      return;
    }
    res.json({ job: jobs.job(id), ...link });
  });

  // The download of a generated PDF: a working link and an expired one, as the api serves them.
  app.get('/files/pdf-links/:token', (req, res) => {
    if (req.params['token'] === 'expired.token') {
      res.status(410).json({ status: 410, code: 'LINK_EXPIRED', error: 'GONE', message: 'The download link has expired', traceId: 'fake' });
      return;
    }
    res.set({ 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="shop-01.pdf"', 'Cache-Control': 'private, no-store' });
    res.send(Buffer.from('%PDF-1.7\n%%EOF\n'));
  });

  app.use(forwardTo(jobs.url));

  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    answerNext: (endpoint, answer) => {
      next[endpoint] = answer;
    },
    setLink: (jobId, link) => {
      links.set(jobId, link);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

let api: RunningApi;
let jobs: FakeJobsUpstream;
let scraper: FakeScraperUpstream;
let gateway: RunningGateway;
let url: string;
let wsUrl: string;
const bus = new ObservedEventBus();
// The pollers only move when a test advances this clock (none does): what subscribers hear comes from the writes.
const timer = new ManualTimer();
const clients: Client[] = [];
let adminCookie: string;
let rootCookie: string;
let editorCookie: string;
let storeId: string;

beforeAll(async () => {
  api = await startApiForTests();
  jobs = await startFakeJobsUpstream(api.url, api.serviceToken);
  scraper = await startFakeScraperUpstream(api.url, jobs);
  gateway = await startGateway({
    port: 0,
    upstreamUrl: scraper.url,
    logLevel: 'silent',
    nodeEnv: 'test',
    serviceToken: api.serviceToken,
    events: bus,
    timer,
    revocationsPollMs: 3_600_000,
  });
  url = gateway.url;
  wsUrl = `${url.replace(/^http/, 'ws')}/graphql`;
  [adminCookie, rootCookie, editorCookie] = await Promise.all([signIn(url, 'admin'), signIn(url, 'root'), signIn(url, 'editor')]);
  const stores = await gql<{ stores: { id: string; leaflets: { id: string }[] }[] }>(url, '{ stores { id leaflets { id } } }', { cookie: adminCookie });
  const withLeaflets = stores.data?.stores.find((s) => s.leaflets.length > 0);
  if (!withLeaflets) throw new Error(`no shop with leaflets: ${JSON.stringify(stores.errors)}`);
  storeId = withLeaflets.id;
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.dispose();
  await gateway.close();
  await scraper.close();
  await jobs.close();
  await api.close();
  await bus.close();
});

function subscribe<T>(cookie: string, query: string, variables: Record<string, unknown> = {}): AsyncIterableIterator<FormattedExecutionResult<T, unknown>> {
  const { client } = connectWs(wsUrl, { Cookie: cookie });
  clients.push(client);
  return client.iterate<T>({ query, variables });
}

/** A jobsChanged subscription whose poller has read the current version (what it hears next is a change). */
async function followJobList(cookie: string): Promise<AsyncIterableIterator<FormattedExecutionResult<{ jobsChanged: { version: number } }, unknown>>> {
  const pending = timer.pending;
  const stream = subscribe<{ jobsChanged: { version: number } }>(cookie, 'subscription { jobsChanged { version } }');
  await bus.whenSubscribed('jobs:changed', 1);
  await timer.whenPending(pending + 1);
  return stream;
}

const scraperCalls = (pattern: RegExp): number => scraper.calls.filter((c) => pattern.test(`${c.method} ${c.path}`)).length;

const JOB_FIELDS = 'id kind status running done total subject { storeId leafletId leafletNaturalId } result { pages cutJobId expiresAt }';
const GENERATE = `mutation G($leafletId: ID!) { generateLeafletPdf(leafletId: $leafletId) { ${JOB_FIELDS} } }`;
const LINK = `query L($jobId: ID!) { leafletPdfLink(jobId: $jobId) { url expiresAt expired job { ${JOB_FIELDS} } } }`;

describe('generateLeafletPdf', () => {
  it('as an administrator reaches the api with the leaflet, answers the LEAFLET_PDF job and tells the job list', async () => {
    const changes = await followJobList(adminCookie);
    const leafletId = randomUUID();
    const before = scraper.calls.length;
    const res = await gql<{ generateLeafletPdf: Record<string, unknown> }>(url, GENERATE, { cookie: adminCookie, variables: { leafletId } });
    expect(res.errors).toBeUndefined();
    expect(res.data?.generateLeafletPdf).toMatchObject({
      id: expect.any(String) as string,
      kind: 'LEAFLET_PDF',
      status: 'QUEUED',
      running: true,
      total: 2,
      subject: { leafletId },
      result: null,
    });
    const sent = scraper.calls.slice(before);
    expect(sent.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/scraper/pdf-links']);
    expect(JSON.parse(sent[0]?.body.toString('utf8') ?? '')).toEqual({ leafletId });
    expect(sent[0]?.headers.authorization).toMatch(/^Bearer \S+/);
    expect(sent[0]?.headers['content-type']).toMatch(/^application\/json/);
    // The job list moved on at once (the poller's clock never moved).
    const jobId = String(res.data?.generateLeafletPdf['id']);
    expect((await nextData(changes)).jobsChanged.version).toBeGreaterThan(0);
    await changes.return?.();

    // Its progress is the job's, like any other job's.
    const read = await gql<{ job: { id: string; kind: string } }>(url, 'query J($id: ID!) { job(id: $id) { id kind } }', { cookie: rootCookie, variables: { id: jobId } });
    expect(read.data?.job).toEqual({ id: jobId, kind: 'LEAFLET_PDF' });
  });

  it('is refused to an editor with FORBIDDEN, before anything goes upstream', async () => {
    const before = scraper.calls.length;
    const res = await gql(url, GENERATE, { cookie: editorCookie, variables: { leafletId: randomUUID() } });
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(res.data?.['generateLeafletPdf']).toBeUndefined();
    expect(scraper.calls.length).toBe(before);
  });

  it('refuses a leaflet id that is not one with BAD_USER_INPUT naming the field, before anything goes upstream', async () => {
    const before = scraper.calls.length;
    const res = await gql(url, GENERATE, { cookie: adminCookie, variables: { leafletId: 'not-a-leaflet' } });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', invalidFields: [{ field: 'leafletId', key: 'validation.uuid' }] });
    const blank = await gql(url, GENERATE, { cookie: adminCookie, variables: { leafletId: ' ' } });
    expect(blank.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', invalidFields: [{ field: 'leafletId', key: 'validation.required' }] });
    expect(scraper.calls.length).toBe(before);
  });

  it("answers FEATURE_DISABLED while the api's scraper switch is off", async () => {
    scraper.answerNext('generate', [404, { status: 404, code: 'FEATURE_DISABLED', error: 'NOT_FOUND', message: 'The leaflet scraper is disabled', traceId: 'fake' }]);
    const res = await gql(url, GENERATE, { cookie: adminCookie, variables: { leafletId: randomUUID() } });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'FEATURE_DISABLED', reason: 'FEATURE_DISABLED' });
    // The api's own message stays upstream.
    expect(res.text).not.toContain('The leaflet scraper is disabled');
  });

  it('answers CONFLICT with the reason NO_PAGES for a leaflet without page images', async () => {
    scraper.answerNext('generate', [409, { status: 409, code: 'NO_PAGES', error: 'CONFLICT', message: 'No pages', traceId: 'fake' }]);
    const res = await gql(url, GENERATE, { cookie: rootCookie, variables: { leafletId: randomUUID() } });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'NO_PAGES' });
    expect(res.errors?.[0]?.message).toBe('The leaflet has no page images to make a PDF of');
  });

  it("keeps the api's refusal of a leaflet the user may not reach (403) and of an unknown one (404)", async () => {
    scraper.answerNext('generate', [403, { status: 403, code: 'FORBIDDEN', error: 'FORBIDDEN', message: 'No access', traceId: 'fake' }]);
    const forbidden = await gql(url, GENERATE, { cookie: adminCookie, variables: { leafletId: randomUUID() } });
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    scraper.answerNext('generate', [404, { status: 404, code: 'NOT_FOUND', error: 'NOT_FOUND', message: 'Not found', traceId: 'fake' }]);
    const missing = await gql(url, GENERATE, { cookie: adminCookie, variables: { leafletId: randomUUID() } });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('leafletPdfLink', () => {
  it('maps the download link, its expiry and the finished job with its result', async () => {
    const expiresAt = '2026-03-02T11:00:00.000Z';
    const job = jobs.addJob({
      kind: 'LEAFLET_PDF',
      status: 'SUCCESS',
      pages: 2,
      done: 2,
      finishedAt: NOW,
      result: { pages: 2, expiresAt },
    });
    scraper.setLink(job.id, { url: '/files/pdf-links/signed.token', expiresAt, expired: false });
    const res = await gql<{ leafletPdfLink: Record<string, unknown> }>(url, LINK, { cookie: adminCookie, variables: { jobId: job.id } });
    expect(res.errors).toBeUndefined();
    expect(res.data?.leafletPdfLink).toEqual({
      url: '/files/pdf-links/signed.token',
      expiresAt,
      expired: false,
      job: {
        id: job.id,
        kind: 'LEAFLET_PDF',
        status: 'SUCCESS',
        running: false,
        done: 2,
        total: 2,
        subject: { storeId: 's1', leafletId: 'l1', leafletNaturalId: 'lidl-01' },
        result: { pages: 2, cutJobId: null, expiresAt },
      },
    });
    expect(scraper.calls[scraper.calls.length - 1]).toMatchObject({ method: 'GET', path: `/api/scraper/pdf-links/${job.id}` });
  });

  it('has no url once the link expired, and none while the PDF is being made', async () => {
    const expiresAt = '2026-03-02T09:00:00.000Z';
    const expiredJob = jobs.addJob({ kind: 'LEAFLET_PDF', status: 'SUCCESS', result: { pages: 1, expiresAt } });
    scraper.setLink(expiredJob.id, { url: null, expiresAt, expired: true });
    const expired = await gql<{ leafletPdfLink: Record<string, unknown> }>(url, LINK, { cookie: rootCookie, variables: { jobId: expiredJob.id } });
    expect(expired.data?.leafletPdfLink).toMatchObject({ url: null, expiresAt, expired: true, job: { status: 'SUCCESS', result: { expiresAt } } });

    const runningJob = jobs.addJob({ kind: 'LEAFLET_PDF', status: 'PROCESSING', pages: 3 });
    scraper.setLink(runningJob.id, { url: null, expiresAt: null, expired: false });
    const running = await gql<{ leafletPdfLink: Record<string, unknown> }>(url, LINK, { cookie: rootCookie, variables: { jobId: runningJob.id } });
    expect(running.data?.leafletPdfLink).toMatchObject({ url: null, expiresAt: null, expired: false, job: { status: 'PROCESSING', running: true, result: null } });
  });

  it('answers NOT_FOUND for an unknown job, FEATURE_DISABLED while switched off, FORBIDDEN to an editor without asking the api', async () => {
    const missing = await gql(url, LINK, { cookie: adminCookie, variables: { jobId: randomUUID() } });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    scraper.answerNext('link', [404, { status: 404, code: 'FEATURE_DISABLED', error: 'NOT_FOUND', message: 'Disabled', traceId: 'fake' }]);
    const disabled = await gql(url, LINK, { cookie: adminCookie, variables: { jobId: randomUUID() } });
    expect(disabled.errors?.[0]?.extensions?.code).toBe('FEATURE_DISABLED');
    const before = scraper.calls.length;
    const editor = await gql(url, LINK, { cookie: editorCookie, variables: { jobId: randomUUID() } });
    expect(editor.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(scraper.calls.length).toBe(before);
  });
});

describe('the download link of a generated PDF', () => {
  it('is served through the gateway without a session as an attachment; an expired one says so', async () => {
    const pdf = await request(url).get('/files/pdf-links/signed.token');
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="shop-01.pdf"');
    expect(pdf.headers['cache-control']).toBe('private, no-store');

    const expired = await request(url).get('/files/pdf-links/expired.token');
    expect(expired.status).toBe(410);
    expect(expired.text).toMatch(/download link has expired/);
  });
});

describe('the ZIP upload route', () => {
  /** A small stand-in archive: the api checks it, the gateway only passes it on. */
  const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(256, 7)]);

  function day(offset: number): string {
    return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  }

  function leafletFields(extra: Record<string, unknown> = {}) {
    return {
      naturalId: `zip-${Date.now().toString(36)}`,
      status: 'INACTIVE',
      validFrom: day(1),
      untilEndOfSupply: false,
      validTo: day(8),
      publishDate: new Date(Date.now() + 86_400_000).toISOString(),
      ...extra,
    };
  }

  function upload(cookie: string | null, fields: Record<string, unknown> = leafletFields(), options: { guard?: boolean } = {}) {
    let req = request(url).post('/upload/scraper/zip');
    if (cookie) req = req.set('Cookie', cookie);
    if (options.guard !== false) req = req.set('X-Flyerdesk-Upload', '1');
    return req
      .field('storeId', storeId)
      .field('leaflet', JSON.stringify(fields))
      .attach('file', ZIP, { filename: 'pages.zip', contentType: 'application/zip' });
  }

  interface ZipAnswer {
    leaflet: { id: string; storeId: string; naturalId: string; status: string; pageCount: number; priorities: Record<string, unknown>; visibility: Record<string, unknown> };
    job: { id: string; kind: string; status: string; total: number | null; subject: { leafletId: string | null; storeId: string | null }; steps: unknown };
  }

  it('streams the archive and the fields to the api, answers 201 with the leaflet and its job, and announces the leaflet', async () => {
    const created = subscribe<{ storeLeafletsChanged: { kind: string; actor: string; leaflet: { id: string; naturalId: string } } }>(
      adminCookie,
      'subscription($storeId: ID!) { storeLeafletsChanged(storeId: $storeId) { kind actor leaflet { id naturalId } } }',
      { storeId },
    );
    const told = nextData(created);
    await bus.whenSubscribed(`store-leaflets:${storeId}`, 1);
    const changes = await followJobList(rootCookie);

    const fields = leafletFields();
    const before = scraper.calls.length;
    const res = await upload(adminCookie, fields);
    expect(res.status).toBe(201);
    const body = res.body as ZipAnswer;
    expect(Object.keys(body).sort()).toEqual(['job', 'leaflet']);
    // GraphQL shapes: the leaflet's priorities and visibility per platform, the job as the job centre shows it.
    expect(body.leaflet).toMatchObject({ storeId, naturalId: fields.naturalId, status: 'INACTIVE', pageCount: 3 });
    expect(Object.keys(body.leaflet.priorities).sort()).toEqual([...PLATFORM_KEYS].sort());
    expect(Object.keys(body.leaflet.visibility).sort()).toEqual([...PLATFORM_KEYS].sort());
    expect(Object.values(body.leaflet.visibility).every((shown) => typeof shown === 'boolean')).toBe(true);
    expect(body.job).toMatchObject({ kind: 'LEAFLET_FROM_ZIP', status: 'QUEUED', total: 3, subject: { leafletId: body.leaflet.id, storeId }, steps: null });

    // The body went on as the browser sent it, with the user's token and the trace id.
    const sent = scraper.calls.slice(before);
    expect(sent.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/scraper/zip']);
    const call = sent[0] as ScraperCall;
    expect(call.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(Number(call.headers['content-length'])).toBe(call.body.length);
    expect(call.headers.authorization).toMatch(/^Bearer \S+/);
    expect(call.headers['x-trace-id']).toBe(res.headers['x-trace-id']);
    expect(call.headers.cookie).toBeUndefined();
    const parts = multipartParts(call.body, String(call.headers['content-type']));
    expect(parts.get('file')).toEqual({ filename: 'pages.zip', data: ZIP });
    expect(parts.get('storeId')?.data.toString('utf8')).toBe(storeId);
    expect(JSON.parse(parts.get('leaflet')?.data.toString('utf8') ?? '')).toEqual(fields);

    // The shop's subscribers hear of the new leaflet, and the job list moves on.
    expect((await told).storeLeafletsChanged).toEqual({ kind: 'CREATED', actor: 'admin', leaflet: { id: body.leaflet.id, naturalId: fields.naturalId } });
    expect((await nextData(changes)).jobsChanged.version).toBeGreaterThan(0);
    await created.return?.();
    await changes.return?.();
  });

  it("passes the api's 400 on with the refused fields named as the form names them", async () => {
    scraper.answerNext('zip', [
      400,
      {
        status: 400,
        code: 'INVALID_REQUEST',
        error: 'BAD_REQUEST',
        message: 'Validation failed',
        traceId: 'fake',
        invalidFields: [
          { field: 'file', key: 'validation.zipTooManyPages', message: 'At most 300 pages', values: { max: 300 } },
          { field: 'validTo', key: 'validation.required', message: 'This field is required' },
        ],
        stack: 'at somewhere (upload.ts:1:1)',
      },
    ]);
    const res = await upload(adminCookie);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'INVALID_REQUEST',
      message: 'Validation failed',
      invalidFields: [
        { field: 'file', key: 'validation.zipTooManyPages', message: 'At most 300 pages', values: { max: 300 } },
        { field: 'validTo', key: 'validation.required', message: 'This field is required' },
      ],
    });
  });

  it("passes the api's 404 FEATURE_DISABLED, 403 and 409 PRIORITY_TAKEN on", async () => {
    scraper.answerNext('zip', [404, { status: 404, code: 'FEATURE_DISABLED', error: 'NOT_FOUND', message: 'The leaflet scraper is disabled', traceId: 'fake' }]);
    const disabled = await upload(rootCookie);
    expect(disabled.status).toBe(404);
    expect(disabled.body).toEqual({ code: 'FEATURE_DISABLED', message: 'The leaflet scraper is disabled' });

    scraper.answerNext('zip', [403, { status: 403, code: 'FORBIDDEN', error: 'FORBIDDEN', message: 'No access to this shop', traceId: 'fake' }]);
    const foreign = await upload(adminCookie);
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ code: 'FORBIDDEN', message: 'No access to this shop' });

    scraper.answerNext('zip', [409, { status: 409, code: 'PRIORITY_TAKEN', error: 'CONFLICT', message: 'Taken', naturalId: 'lidl-01', priority: 3, platform: 'web', traceId: 'fake' }]);
    const taken = await upload(adminCookie);
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ reason: 'PRIORITY_TAKEN', naturalId: 'lidl-01', priority: 3, platform: 'web' });
  });

  it('refuses an editor (403), a request without the upload header (403) or without a session (401), before anything goes upstream', async () => {
    const before = scraperCalls(/^POST \/api\/scraper\/zip$/);
    const editor = await upload(editorCookie);
    expect(editor.status).toBe(403);
    expect(editor.body).toEqual({ code: 'FORBIDDEN', message: 'You do not have permission to do this' });
    const unguarded = await upload(adminCookie, leafletFields(), { guard: false });
    expect(unguarded.status).toBe(403);
    expect((unguarded.body as { message: string }).message).toContain('X-Flyerdesk-Upload');
    const anonymous = await upload(null);
    expect(anonymous.status).toBe(401);
    expect(scraperCalls(/^POST \/api\/scraper\/zip$/)).toBe(before);
  });

  it('answers 502 when the api accepts the upload with an answer that is not a leaflet and a job', async () => {
    scraper.answerNext('zip', [201, { leaflet: { id: 'x' } }]);
    const res = await upload(adminCookie);
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
  });
});
