import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { sql } from 'kysely';
import { PDFDocument } from 'pdf-lib';
import { isJobFinished } from '@flyerdesk/domain/jobs';
import { SCRAPER_ZIP_MAX_PAGES } from '@flyerdesk/domain/scraper';
import type { JobJson } from '../jobs/serialize';
import { waitFor } from '../jobs/testing';
import { bodyOf, fieldsOf, START_TIMEOUT_MS, startTestApi, type Json, type TestApi } from '../../test/testApi';
import { buildZip, PNG_BYTES, type ZipEntrySpec } from '../../test/zipWriter';

// Real PDFs are made and cut on a loaded machine: give each case room (no assertion depends on time).
jest.setTimeout(120_000);

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of one colour: 8-bit RGB, or RGBA (half transparent) with `alpha`. */
function png(width: number, height: number, [r, g, b]: readonly [number, number, number] = [200, 40, 40], alpha = false): Buffer {
  const channels = alpha ? 4 : 3;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = alpha ? 6 : 2; // RGBA or RGB
  const row = Buffer.alloc(1 + width * channels);
  for (let x = 0; x < width; x += 1) {
    row[1 + x * channels] = r;
    row[2 + x * channels] = g;
    row[3 + x * channels] = b;
    if (alpha) row[4 + x * channels] = 128;
  }
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(pixels)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A real 24 × 16 px JPEG (grey, progressive), as a camera or scanner would save it. */
const JPEG_24X16 = Buffer.from(
  '/9j/4AAQSkZJRgABAQEAYABgAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/2wBDAQgJCQwLDBgNDRgyIRwhMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjL/wgARCAAQABgDAREAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUAQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIQAxAAAAG0AAD/xAAUEAEAAAAAAAAAAAAAAAAAAAAg/9oACAEBAAEFAl//xAAUEQEAAAAAAAAAAAAAAAAAAAAg/9oACAEDAQE/AV//xAAUEQEAAAAAAAAAAAAAAAAAAAAg/9oACAECAQE/AV//xAAUEAEAAAAAAAAAAAAAAAAAAAAg/9oACAEBAAY/Al//xAAUEAEAAAAAAAAAAAAAAAAAAAAg/9oACAEBAAE/IV//2gAMAwEAAgADAAAAEAAAP//EABQRAQAAAAAAAAAAAAAAAAAAACD/2gAIAQMBAT8QX//EABQRAQAAAAAAAAAAAAAAAAAAACD/2gAIAQIBAT8QX//EABQQAQAAAAAAAAAAAAAAAAAAACD/2gAIAQEAAT8QX//Z',
  'base64',
);

function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

let counter = 0;
/** The ZIP tab's leaflet fields, valid unless overridden. */
function leafletFields(extra: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return {
    naturalId: `zip-${counter}-${Date.now().toString(36)}`,
    status: 'INACTIVE',
    validFrom: day(1),
    untilEndOfSupply: false,
    validTo: day(8),
    publishDate: new Date(Date.now() + 86_400_000).toISOString(),
    ...extra,
  };
}

/** Collects a binary answer (a PDF) as a Buffer. */
function binary(res: unknown, callback: (err: Error | null, body: Buffer) => void): void {
  const stream = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => callback(null, Buffer.concat(chunks)));
}

async function pdfPageSizes(data: Uint8Array): Promise<{ width: number; height: number }[]> {
  const doc = await PDFDocument.load(data);
  return doc.getPages().map((page) => {
    const { width, height } = page.getSize();
    return { width: Math.round(width), height: Math.round(height) };
  });
}

let api: TestApi;
let filesDir: string;
/** Moves this api's clock (download links expire by it). */
let clockOffsetMs = 0;
let store: { id: string; name: string };
let archivedStore: { id: string };

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(os.tmpdir(), 'flyerdesk-scraper-'));
  api = await startTestApi({
    filesDir,
    jobPollMs: 50,
    features: { leafletScrapper: true, offersRecognition: true },
    clock: () => new Date(Date.now() + clockOffsetMs),
  });
  const stores = await api.db.selectFrom('stores').select(['id', 'name']).where('archived_at', 'is', null).orderBy('name').limit(2).execute();
  const [first, second] = stores;
  if (!first || !second) throw new Error('demo data lacks shops');
  store = first;
  await api.db.updateTable('stores').set({ archived_at: new Date() }).where('id', '=', second.id).execute();
  archivedStore = second;
}, START_TIMEOUT_MS);

afterAll(async () => {
  await api?.close();
  if (filesDir) await rm(filesDir, { recursive: true, force: true });
});

async function admin() {
  return api.auth('admin');
}

async function postZip(zip: Buffer | undefined, fields: Record<string, unknown> | string, storeId = store.id, user = 'admin') {
  let req = api.http
    .post('/api/scraper/zip')
    .set(await api.auth(user))
    .field('storeId', storeId)
    .field('leaflet', typeof fields === 'string' ? fields : JSON.stringify(fields));
  if (zip) req = req.attach('file', zip, { filename: 'pages.zip', contentType: 'application/zip' });
  return req;
}

async function readJob(id: string): Promise<JobJson> {
  const res = await api.http.get(`/api/jobs/${id}`).set(await admin());
  expect(res.status).toBe(200);
  return res.body as JobJson;
}

async function finished(id: string): Promise<JobJson> {
  return waitFor(
    async () => {
      const job = await readJob(id);
      return isJobFinished(job.status) ? job : undefined;
    },
    60_000,
    `job ${id} to finish`,
  );
}

async function leafletRow(id: string) {
  return api.db.selectFrom('leaflets').select(['id', 'page_count', 'source_files', 'natural_id']).where('id', '=', id).executeTakeFirstOrThrow();
}

const THREE_PAGES: ZipEntrySpec[] = [
  { name: 'page10.png', data: png(90, 120, [20, 20, 200]) },
  { name: 'page2.png', data: png(80, 110, [20, 200, 20]) },
  { name: 'page1.png', data: png(70, 100, [200, 20, 20]) },
];

describe('ZIP tab: a leaflet from a ZIP of page images', () => {
  let leaflet: Json;
  let zipJob: JobJson;

  it('creates the leaflet with one page per image and queues LEAFLET_FROM_ZIP', async () => {
    const fields = leafletFields();
    const res = await postZip(buildZip(THREE_PAGES), fields);
    expect(res.status).toBe(201);
    leaflet = bodyOf(res).leaflet as Json;
    zipJob = bodyOf(res).job as JobJson;
    expect(leaflet).toMatchObject({
      naturalId: fields.naturalId,
      storeId: store.id,
      status: 'INACTIVE',
      validFrom: fields.validFrom,
      validTo: fields.validTo,
      untilEndOfSupply: false,
      pageCount: 3,
      version: 1,
    });
    expect(zipJob).toMatchObject({
      kind: 'LEAFLET_FROM_ZIP',
      subject: { storeId: store.id, storeName: store.name, leafletId: leaflet.id, leafletNaturalId: fields.naturalId },
      startedBy: 'admin',
    });
    const stored = await readdir(path.join(filesDir, 'leaflets', String(leaflet.id)));
    expect(stored).toEqual([expect.stringMatching(/^pages-[a-z0-9-]+\.zip$/)]);
  });

  it('makes the PDF in the natural order of the names, then the page cut follows', async () => {
    const job = await finished(zipJob.id);
    expect(job).toMatchObject({ status: 'SUCCESS', done: 3, total: 3, failedSteps: 0 });
    expect(job.result).toEqual({ pages: 3, cutJobId: expect.any(String) as string });
    expect(job.steps?.map((s) => [s.key, s.status, s.width, s.height])).toEqual([
      ['page-1', 'SUCCESS', 70, 100],
      ['page-2', 'SUCCESS', 80, 110],
      ['page-3', 'SUCCESS', 90, 120],
    ]);

    const row = await leafletRow(String(leaflet.id));
    const pdfName = `source-${zipJob.id}.pdf`;
    expect(row.source_files).toEqual([pdfName]);
    const pdf = await readFile(path.join(filesDir, 'leaflets', row.id, pdfName));
    // page1.png, page2.png, page10.png: each page as large in points as its picture in pixels.
    expect(await pdfPageSizes(pdf)).toEqual([
      { width: 70, height: 100 },
      { width: 80, height: 110 },
      { width: 90, height: 120 },
    ]);

    const cutJobId = job.result?.cutJobId ?? '';
    const cut = await finished(cutJobId);
    expect(cut).toMatchObject({ kind: 'PAGE_CUT', status: 'SUCCESS', done: 3, total: 3, result: { pages: 3 } });
    expect(cut.subject).toMatchObject({ leafletId: leaflet.id, storeId: store.id });
    expect((await leafletRow(row.id)).page_count).toBe(3);
  });

  it("takes JPEG pages and pages in folders, and skips the clutter of macOS's archiver", async () => {
    const res = await postZip(
      buildZip([
        { name: 'scan/' },
        { name: 'scan/02.png', data: png(30, 40) },
        { name: 'scan/01.jpg', data: JPEG_24X16 },
        { name: 'scan/03.png', data: png(35, 45, [10, 10, 10], true) },
        { name: 'scan/.DS_Store', data: Buffer.from('Bud1 not a picture') },
        { name: '__MACOSX/scan/._02.png', data: Buffer.from('Mac OS X resource data') },
      ]),
      leafletFields(),
    );
    expect(res.status).toBe(201);
    const job = await finished((bodyOf(res).job as JobJson).id);
    expect(job).toMatchObject({ status: 'SUCCESS', result: { pages: 3 } });
    const id = String((bodyOf(res).leaflet as Json).id);
    const pdf = await readFile(path.join(filesDir, 'leaflets', id, `source-${job.id}.pdf`));
    expect(await pdfPageSizes(pdf)).toEqual([
      { width: 24, height: 16 },
      { width: 30, height: 40 },
      { width: 35, height: 45 },
    ]);
    // The page cut reads every page of that PDF.
    const cut = await finished(job.result?.cutJobId ?? '');
    expect(cut).toMatchObject({ status: 'SUCCESS', result: { pages: 3 } });
  });

  it('fails the job with SOURCE_INVALID on damaged pictures and saves nothing', async () => {
    const corrupted = png(20, 20);
    // A byte of the picture data changed: its chunk no longer matches its checksum.
    corrupted[corrupted.length - 20] = (corrupted[corrupted.length - 20] ?? 0) ^ 0xff;
    const res = await postZip(
      buildZip([
        { name: 'page1.png', data: png(20, 20) },
        { name: 'page2.png', data: PNG_BYTES },
        { name: 'page3.png', data: corrupted },
      ]),
      leafletFields(),
    );
    expect(res.status).toBe(201);
    const id = String((bodyOf(res).leaflet as Json).id);
    const job = await finished((bodyOf(res).job as JobJson).id);
    expect(job).toMatchObject({ status: 'FAILED', errorCode: 'SOURCE_INVALID', failedSteps: 2 });
    expect(job.steps?.map((s) => [s.key, s.status, s.errorCode])).toEqual([
      ['page-1', 'SUCCESS', null],
      ['page-2', 'FAILED', 'SOURCE_INVALID'],
      ['page-3', 'FAILED', 'SOURCE_INVALID'],
    ]);
    expect((await leafletRow(id)).source_files).toEqual([]);
    expect((await readdir(path.join(filesDir, 'leaflets', id))).filter((name) => name.endsWith('.pdf'))).toEqual([]);
    const cuts = await api.db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', 'PAGE_CUT')
      .where(sql<string>`subject->>'leafletId'`, '=', id)
      .execute();
    expect(cuts).toEqual([]);
  });

  describe('refusals leave nothing behind', () => {
    async function leafletFolders(): Promise<string[]> {
      return (await readdir(path.join(filesDir, 'leaflets')).catch(() => [] as string[])).sort();
    }

    async function incomingFiles(): Promise<string[]> {
      return readdir(path.join(filesDir, 'incoming')).catch(() => [] as string[]);
    }

    async function expectRefused(
      send: (fields: Record<string, unknown>) => Promise<{ status: number; body: unknown }>,
      status: number,
      expected: Json,
      fields = leafletFields(),
    ) {
      const foldersBefore = await leafletFolders();
      const res = await send(fields);
      expect({ status: res.status, body: res.body }).toEqual({ status, body: expect.objectContaining(expected) as unknown });
      const created = await api.db.selectFrom('leaflets').select('id').where('natural_id', '=', String(fields.naturalId)).execute();
      expect(created).toEqual([]);
      expect(await leafletFolders()).toEqual(foldersBefore);
      expect(await incomingFiles()).toEqual([]);
      return res;
    }

    const fileRefusal = (key: string) => ({ code: 'INVALID_REQUEST', invalidFields: [expect.objectContaining({ field: 'file', key }) as unknown] });

    it('refuses a file that is not a ZIP (zipRequired)', async () => {
      await expectRefused((fields) => postZip(png(10, 10), fields), 400, fileRefusal('validation.zipRequired'));
    });

    it('refuses a request without a file (zipRequired)', async () => {
      await expectRefused((fields) => postZip(undefined, fields), 400, fileRefusal('validation.zipRequired'));
    });

    it('refuses a ZIP with an entry that is not a picture (zipInvalid)', async () => {
      const zip = buildZip([
        { name: 'page1.png', data: png(10, 10) },
        { name: 'readme.txt', data: Buffer.from('pages of the leaflet\n') },
      ]);
      await expectRefused((fields) => postZip(zip, fields), 400, fileRefusal('validation.zipInvalid'));
    });

    it('refuses a ZIP with a symbolic link (zipInvalid)', async () => {
      const zip = buildZip([{ name: 'page1.png', data: Buffer.from('/etc/passwd'), unixMode: 0o120777 }]);
      await expectRefused((fields) => postZip(zip, fields), 400, fileRefusal('validation.zipInvalid'));
    });

    it('refuses a ZIP without page images (zipNoImages)', async () => {
      const onlyFolders = buildZip([{ name: 'pages/' }]);
      await expectRefused((fields) => postZip(onlyFolders, fields), 400, fileRefusal('validation.zipNoImages'));
      const hiddenOrUnnamed = buildZip([
        { name: '.cover.png', data: png(10, 10) },
        { name: 'cover', data: png(10, 10) },
      ]);
      await expectRefused((fields) => postZip(hiddenOrUnnamed, fields), 400, fileRefusal('validation.zipNoImages'));
    });

    it(`refuses more than ${SCRAPER_ZIP_MAX_PAGES} page images (zipTooManyPages)`, async () => {
      const tiny = png(1, 1);
      const zip = buildZip(Array.from({ length: SCRAPER_ZIP_MAX_PAGES + 1 }, (_, i) => ({ name: `p${i + 1}.png`, data: tiny, method: 'store' as const })));
      const res = await expectRefused((fields) => postZip(zip, fields), 400, { code: 'INVALID_REQUEST' });
      expect(bodyOf(res).invalidFields).toEqual([
        expect.objectContaining({ field: 'file', key: 'validation.zipTooManyPages', values: { max: SCRAPER_ZIP_MAX_PAGES } }),
      ]);
    });

    it('refuses invalid leaflet fields, naming each', async () => {
      const zip = buildZip(THREE_PAGES);
      const res = await expectRefused(
        (fields) => postZip(zip, fields),
        400,
        { code: 'INVALID_REQUEST' },
        leafletFields({ naturalId: '', status: 'ACTIVE', validTo: 'never', publishDate: undefined }),
      );
      expect(fieldsOf(res)).toEqual(['naturalId', 'publishDate', 'status', 'validTo']);
      const keys = Object.fromEntries(((bodyOf(res).invalidFields ?? []) as { field: string; key: string }[]).map((f) => [f.field, f.key]));
      expect(keys).toMatchObject({ naturalId: 'validation.required', status: 'validation.status', publishDate: 'validation.required' });
    });

    it('refuses validTo before validFrom as the leaflet create does', async () => {
      const res = await expectRefused((fields) => postZip(buildZip(THREE_PAGES), fields), 400, { code: 'INVALID_REQUEST' }, leafletFields({ validFrom: day(5), validTo: day(3) }));
      expect(fieldsOf(res)).toEqual(['validTo']);
    });

    it('refuses a leaflet part that is not a JSON object, a bad shop id and a missing file together', async () => {
      const res = await expectRefused(
        async () => api.http.post('/api/scraper/zip').set(await admin()).field('storeId', 'shop-1').field('leaflet', '{not json'),
        400,
        { code: 'INVALID_REQUEST' },
      );
      expect(fieldsOf(res)).toEqual(expect.arrayContaining(['file', 'leaflet', 'storeId']));
    });

    it('refuses an archived shop, an unknown shop and a taken natural id', async () => {
      await expectRefused((fields) => postZip(buildZip(THREE_PAGES), fields, archivedStore.id), 400, { code: 'INVALID_REQUEST' });
      await expectRefused((fields) => postZip(buildZip(THREE_PAGES), fields, '00000000-0000-4000-8000-000000000000'), 404, { code: 'NOT_FOUND' });
      const taken = await api.db.selectFrom('leaflets').select('natural_id').limit(1).executeTakeFirstOrThrow();
      const foldersBefore = await leafletFolders();
      const res = await postZip(buildZip(THREE_PAGES), leafletFields({ naturalId: taken.natural_id }));
      expect(res.status).toBe(409);
      expect(bodyOf(res).code).toBe('DUPLICATE_NATURAL_ID');
      expect(await leafletFolders()).toEqual(foldersBefore);
    });
  });

  describe('generate-PDF-link tab', () => {
    let pdfJob: JobJson;
    let url: string;

    it('queues LEAFLET_PDF of the leaflet cut from the ZIP', async () => {
      const res = await api.http.post('/api/scraper/pdf-links').set(await admin()).send({ leafletId: leaflet.id });
      expect(res.status).toBe(202);
      pdfJob = res.body as JobJson;
      expect(pdfJob).toMatchObject({
        kind: 'LEAFLET_PDF',
        subject: { storeId: store.id, storeName: store.name, leafletId: leaflet.id, leafletNaturalId: leaflet.naturalId },
        startedBy: 'admin',
      });
      const job = await finished(pdfJob.id);
      expect(job).toMatchObject({ status: 'SUCCESS', done: 3, total: 3, result: { pages: 3, expiresAt: expect.any(String) as string } });
      const expiresIn = Date.parse(job.result?.expiresAt ?? '') - Date.parse(job.finishedAt ?? '');
      expect(Math.abs(expiresIn - 60 * 60_000)).toBeLessThan(60_000);
    });

    it('answers the job and its link', async () => {
      const res = await api.http.get(`/api/scraper/pdf-links/${pdfJob.id}`).set(await admin());
      expect(res.status).toBe(200);
      const answer = bodyOf(res);
      expect(answer).toEqual({
        job: expect.objectContaining({ id: pdfJob.id, kind: 'LEAFLET_PDF', status: 'SUCCESS' }) as unknown,
        url: expect.stringMatching(/^\/files\/pdf-links\/[\w-]+\.[\w-]+\.[\w-]+$/) as unknown,
        expiresAt: (answer.job as JobJson).result?.expiresAt,
        expired: false,
      });
      url = String(answer.url);
      // The same link on every read.
      expect(bodyOf(await api.http.get(`/api/scraper/pdf-links/${pdfJob.id}`).set(await admin())).url).toBe(url);
    });

    it('downloads the PDF without a session, as an attachment named after the leaflet', async () => {
      const res = await api.http.get(url).buffer(true).parse(binary);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/pdf/);
      expect(res.headers['content-disposition']).toContain(`attachment; filename="${String(leaflet.naturalId)}.pdf"`);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const pages = await pdfPageSizes(res.body as Buffer);
      expect(pages).toHaveLength(3);
      // The pages of the cut: rendered at 150 dpi from the PDF pages (70 × 100 pt and so on).
      expect(pages[0]?.width).toBeGreaterThan(70);
    });

    it('refuses a tampered token and tokens that are not links with 404', async () => {
      const token = url.slice('/files/pdf-links/'.length);
      const [header, payload, signature = ''] = token.split('.');
      const flipped = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
      for (const bad of [flipped, await api.token('admin'), 'not-a-token']) {
        const res = await api.http.get(`/files/pdf-links/${bad}`);
        expect({ status: res.status, code: bodyOf(res).code }).toEqual({ status: 404, code: 'NOT_FOUND' });
      }
    });

    it('answers 404 for a job of another kind and an unknown job', async () => {
      for (const id of [zipJob.id, '00000000-0000-4000-8000-000000000000']) {
        const res = await api.http.get(`/api/scraper/pdf-links/${id}`).set(await admin());
        expect(res.status).toBe(404);
      }
    });

    it('expires: no link any more, the download answers 410 LINK_EXPIRED, the next PDF removes the file', async () => {
      const file = path.join(filesDir, 'pdf-links', `${pdfJob.id}.pdf`);
      await expect(readFile(file)).resolves.toBeInstanceOf(Buffer);
      clockOffsetMs = 61 * 60_000;
      try {
        const res = await api.http.get(`/api/scraper/pdf-links/${pdfJob.id}`).set(await admin());
        expect(res.body).toMatchObject({ url: null, expired: true, expiresAt: expect.any(String) as string });
        const download = await api.http.get(url);
        expect({ status: download.status, code: bodyOf(download).code }).toEqual({ status: 410, code: 'LINK_EXPIRED' });

        const next = await api.http.post('/api/scraper/pdf-links').set(await admin()).send({ leafletId: leaflet.id });
        expect(next.status).toBe(202);
        expect(await finished((next.body as JobJson).id)).toMatchObject({ status: 'SUCCESS' });
        await expect(readFile(file)).rejects.toThrow();
        await expect(readFile(path.join(filesDir, 'pdf-links', `${(next.body as JobJson).id}.pdf`))).resolves.toBeInstanceOf(Buffer);
      } finally {
        clockOffsetMs = 0;
      }
    });

    it('makes a PDF of uploaded page images when the leaflet was never cut', async () => {
      const fields = leafletFields();
      let req = api.http.post(`/api/leaflets/${store.id}/files`).set(await admin());
      for (const [key, value] of Object.entries(fields)) req = req.field(key, String(value));
      req = req.attach('files', png(40, 50), 'a.png').attach('files', JPEG_24X16, 'b.jpg');
      const created = await req;
      expect(created.status).toBe(201);
      const res = await api.http.post('/api/scraper/pdf-links').set(await admin()).send({ leafletId: bodyOf(created).id });
      expect(res.status).toBe(202);
      const job = await finished((res.body as JobJson).id);
      expect(job).toMatchObject({ status: 'SUCCESS', result: { pages: 2 } });
      const link = bodyOf(await api.http.get(`/api/scraper/pdf-links/${job.id}`).set(await admin()));
      const download = await api.http.get(String(link.url)).buffer(true).parse(binary);
      expect(await pdfPageSizes(download.body as Buffer)).toEqual([
        { width: 40, height: 50 },
        { width: 24, height: 16 },
      ]);
    });

    it('refuses a leaflet without pages (NO_PAGES), an unknown leaflet and a bad id', async () => {
      const bare = await api.db
        .selectFrom('leaflets')
        .select('id')
        .where(sql<boolean>`cardinality(source_files) = 0`)
        .where(sql<boolean>`not exists (select 1 from jobs where jobs.kind = 'PAGE_CUT' and jobs.subject->>'leafletId' = leaflets.id::text)`)
        .limit(1)
        .executeTakeFirstOrThrow();
      const noPages = await api.http.post('/api/scraper/pdf-links').set(await admin()).send({ leafletId: bare.id });
      expect({ status: noPages.status, code: bodyOf(noPages).code }).toEqual({ status: 409, code: 'NO_PAGES' });
      const unknown = await api.http.post('/api/scraper/pdf-links').set(await admin()).send({ leafletId: '00000000-0000-4000-8000-000000000000' });
      expect(unknown.status).toBe(404);
      const bad = await api.http.post('/api/scraper/pdf-links').set(await admin()).send({ leafletId: 'x' });
      expect(bad.status).toBe(400);
      expect(fieldsOf(bad)).toEqual(['leafletId']);
    });
  });

  describe('editors', () => {
    it('are refused every scraper call with 403', async () => {
      const editor = await api.auth('editor');
      const zip = await postZip(buildZip(THREE_PAGES), leafletFields(), store.id, 'editor');
      expect(zip.status).toBe(403);
      expect((await api.http.post('/api/scraper/pdf-links').set(editor).send({ leafletId: leaflet.id })).status).toBe(403);
      expect((await api.http.get(`/api/scraper/pdf-links/${zipJob.id}`).set(editor)).status).toBe(403);
    });

    it('do not see the scraper jobs in the job centre', async () => {
      const editor = await api.auth('editor');
      const list = await api.http.get('/api/jobs?limit=100').set(editor);
      expect(list.status).toBe(200);
      const kinds = ((list.body as { items: JobJson[] }).items ?? []).map((job) => job.kind);
      expect(kinds).not.toContain('LEAFLET_FROM_ZIP');
      expect(kinds).not.toContain('LEAFLET_PDF');
      expect((await api.http.get(`/api/jobs/${zipJob.id}`).set(editor)).status).toBe(404);
      const adminList = await api.http.get('/api/jobs?limit=100&kind=LEAFLET_FROM_ZIP').set(await admin());
      expect(((adminList.body as { items: JobJson[] }).items ?? []).map((job) => job.id)).toContain(zipJob.id);
    });
  });
});

describe('with the leaflet scraper switched off', () => {
  let off: TestApi;

  beforeAll(async () => {
    off = await startTestApi({ runJobs: false, features: { leafletScrapper: false } });
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await off?.close();
  });

  it('answers 404 FEATURE_DISABLED on every scraper call, signed in or not', async () => {
    const headers = await off.auth('admin');
    const leafletId = '00000000-0000-4000-8000-000000000000';
    const calls = [
      () =>
        off.http
          .post('/api/scraper/zip')
          .set(headers)
          .field('storeId', leafletId)
          .field('leaflet', JSON.stringify(leafletFields()))
          .attach('file', buildZip(THREE_PAGES), { filename: 'pages.zip', contentType: 'application/zip' }),
      () => off.http.post('/api/scraper/pdf-links').set(headers).send({ leafletId }),
      () => off.http.get(`/api/scraper/pdf-links/${leafletId}`).set(headers),
      () => off.http.get('/files/pdf-links/eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl'),
      () => off.http.post('/api/scraper/pdf-links').send({ leafletId }),
    ];
    for (const call of calls) {
      const res = await call();
      expect({ status: res.status, code: bodyOf(res).code }).toEqual({ status: 404, code: 'FEATURE_DISABLED' });
    }
  });
});
