/**
 * Security controls of uploads and served files, one test per control with the exact status:
 * size limits while streaming, types by magic bytes, server-made names, file headers and ZIP checks.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import express, { type Request, type Response } from 'express';
import supertest from 'supertest';
import { errorHandler } from '../http/errorHandler';
import { traceId } from '../http/trace';
import { fieldError, invalidRequest } from '../http/errors';
import { discardUploads, receiveUploads } from '../http/uploads';
import { LEAFLET_FILE_MAX_BYTES } from '@flyerdesk/domain/leafletFiles';
import { LOGO_MAX_BYTES } from '../modules/stores/routes';
import { bodyOf, startTestApi, START_TIMEOUT_MS, type TestApi } from '../test/testApi';
import { buildZip, PDF_BYTES, PNG_BYTES } from '../test/zipWriter';

const CUT_LIMIT = 64 * 1024;
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

let api: TestApi;
let filesDir: string;
let storeId: string;
let leafletId: string;

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(os.tmpdir(), 'flyerdesk-upload-security-'));
  api = await startTestApi({ filesDir, cutMaxPdfBytes: CUT_LIMIT, runJobs: false });
  const editor = await api.db.selectFrom('users').select('id').where('username', '=', 'editor').executeTakeFirstOrThrow();
  const assigned = await api.db.selectFrom('store_editors').select('store_id').where('user_id', '=', editor.id).executeTakeFirstOrThrow();
  storeId = assigned.store_id;
  const leaflet = await api.db
    .selectFrom('leaflets')
    .select('id')
    .where('store_id', '=', storeId)
    .where('status', '<>', 'DELETED')
    .executeTakeFirstOrThrow();
  leafletId = leaflet.id;
}, START_TIMEOUT_MS);

afterAll(async () => {
  await api?.close();
  await rm(filesDir, { recursive: true, force: true });
});

/** Every file under the files folder, relative to it. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(filesDir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(filesDir, path.join(e.parentPath, e.name)));
}

async function incomingFiles(): Promise<string[]> {
  return readdir(path.join(filesDir, 'incoming')).catch(() => []);
}

function sized(head: Buffer, total: number): Buffer {
  return Buffer.concat([head, Buffer.alloc(total - head.length, 0x20)]);
}

async function uploadLogo(data: Buffer, filename: string) {
  return api.http.post(`/api/stores/${storeId}/logo`).set(await api.auth('admin')).attach('file', data, { filename, contentType: 'image/png' });
}

async function uploadCut(data: Buffer, filename: string) {
  return api.http
    .post(`/api/leaflets/${leafletId}/cut`)
    .set(await api.auth('editor'))
    .attach('file', data, { filename, contentType: 'application/pdf' });
}

async function uploadLeafletFiles(files: { data: Buffer; filename: string }[]) {
  let req = api.http
    .post(`/api/leaflets/${storeId}/files`)
    .set(await api.auth('editor'))
    .field('naturalId', `upload-${Date.now().toString(36)}`)
    .field('status', 'INACTIVE')
    .field('validFrom', new Date(Date.now() + 86_400_000).toISOString().slice(0, 10))
    .field('validTo', new Date(Date.now() + 8 * 86_400_000).toISOString().slice(0, 10))
    .field('publishDate', new Date(Date.now() + 86_400_000).toISOString());
  for (const file of files) req = req.attach('files', file.data, { filename: file.filename, contentType: 'application/pdf' });
  return req;
}

describe('size limits hold while the body streams in', () => {
  it('answers 413 to a logo one byte over 2 MB, and takes one exactly at the limit', async () => {
    const over = await uploadLogo(sized(PNG_BYTES, LOGO_MAX_BYTES + 1), 'logo.png');
    expect(over.status).toBe(413);
    expect(bodyOf(over)).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE', error: 'PAYLOAD_TOO_LARGE' });
    const at = await uploadLogo(sized(PNG_BYTES, LOGO_MAX_BYTES), 'logo.png');
    expect(at.status).toBe(200);
    expect(await incomingFiles()).toEqual([]);
  });

  it('answers 413 to a PDF for cutting one byte over its limit', async () => {
    const res = await uploadCut(sized(PDF_BYTES, CUT_LIMIT + 1), 'leaflet.pdf');
    expect(res.status).toBe(413);
    expect(bodyOf(res).code).toBe('PAYLOAD_TOO_LARGE');
    expect(await incomingFiles()).toEqual([]);
  });

  it('answers 413 to a leaflet file one byte over 50 MB', async () => {
    const res = await uploadLeafletFiles([{ data: sized(PDF_BYTES, LEAFLET_FILE_MAX_BYTES + 1), filename: 'leaflet.pdf' }]);
    expect(res.status).toBe(413);
    expect(bodyOf(res).code).toBe('PAYLOAD_TOO_LARGE');
    expect(await incomingFiles()).toEqual([]);
  });

  it('answers 413 at once to a body whose declared length is over the limit, without waiting for it', async () => {
    const token = await api.token('admin');
    const target = new URL(`${api.url}/api/stores/${storeId}/logo`);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        target,
        {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${token}`,
            'Content-Type': 'multipart/form-data; boundary=x',
            'Content-Length': String(10 * LOGO_MAX_BYTES),
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
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('types are recognised by their bytes, never by name or declared type', () => {
  it('refuses a .pdf file that holds HTML with 400 INVALID_REQUEST naming the field', async () => {
    const res = await uploadCut(HTML, 'leaflet.pdf');
    expect(res.status).toBe(400);
    expect(bodyOf(res)).toMatchObject({
      code: 'INVALID_REQUEST',
      invalidFields: [{ field: 'file', key: 'validation.pdfRequired', message: 'Choose a PDF file' }],
    });
    expect(await incomingFiles()).toEqual([]);
  });

  it('refuses a PNG named .pdf with 400 INVALID_REQUEST naming the field', async () => {
    const res = await uploadCut(PNG_BYTES, 'leaflet.pdf');
    expect(res.status).toBe(400);
    expect(bodyOf(res)).toMatchObject({ code: 'INVALID_REQUEST', invalidFields: [{ field: 'file', key: 'validation.pdfRequired' }] });
  });

  it('refuses HTML named .png as a logo with 400 INVALID_REQUEST naming the field', async () => {
    const res = await uploadLogo(HTML, 'logo.png');
    expect(res.status).toBe(400);
    expect(bodyOf(res)).toMatchObject({ code: 'INVALID_REQUEST', invalidFields: [{ field: 'file' }] });
  });

  it('refuses HTML among leaflet files with 400 and the failed-to-process message', async () => {
    const res = await uploadLeafletFiles([
      { data: PNG_BYTES, filename: '1.png' },
      { data: HTML, filename: '2.png' },
    ]);
    expect(res.status).toBe(400);
    expect(bodyOf(res)).toMatchObject({ code: 'INVALID_REQUEST', invalidFields: [{ field: 'files' }] });
    expect(bodyOf(res).message).toContain('Failed to process');
    expect(await incomingFiles()).toEqual([]);
  });

  it('accepts a real PDF for cutting with 202', async () => {
    const res = await uploadCut(PDF_BYTES, 'anything.bin');
    expect(res.status).toBe(202);
  });
});

describe('stored files carry server-made names only', () => {
  it('never uses the client’s file names on disk', async () => {
    const hostile = ['../../escape.png', '..%2F..%2Fescape2.png', '<script>evil</script>.png', 'C:\\evil\\name.png'];
    const res = await uploadLeafletFiles(hostile.map((filename) => ({ data: PNG_BYTES, filename })));
    expect(res.status).toBe(201);
    const id = bodyOf(res).id as string;
    const sources = (await readdir(path.join(filesDir, 'leaflets', id))).sort();
    expect(sources).toEqual(['source-001.png', 'source-002.png', 'source-003.png', 'source-004.png']);

    const logo = await uploadLogo(PNG_BYTES, '../../../evil logo.png');
    expect(logo.status).toBe(200);
    expect(bodyOf(logo).logoUrl).toMatch(new RegExp(`^/files/logos/${storeId}-[0-9a-f]{12}\\.png$`));

    for (const file of await storedFiles()) expect(file).not.toMatch(/escape|evil|script|logo\.png|name\.png/);
    expect(await readdir(path.dirname(filesDir))).not.toContain('escape.png');
  });
});

describe('served files', () => {
  it('serves an uploaded logo with nosniff, an inline disposition and its own sandboxed policy', async () => {
    const logo = await uploadLogo(PNG_BYTES, 'logo.png');
    const url = bodyOf(logo).logoUrl as string;
    const name = url.split('/').pop() ?? '';
    const res = await api.http.get(url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${name}"; filename*=UTF-8''${name}`);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
  });

  it('serves generated pictures the same way', async () => {
    const res = await api.http.get(`/files/leaflets/${leafletId}/pages/1.svg`);
    expect(res.status).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(`inline; filename="1.svg"; filename*=UTF-8''1.svg`);
    expect(res.headers['content-security-policy']).toContain('sandbox');
  });
});

describe('ZIP archives', () => {
  /** An upload route as the scraper's ZIP upload uses it: a ZIP or a PDF in the field `file`. */
  async function zipRoute() {
    const app = express();
    app.use(traceId);
    app.post('/upload', async (req: Request, res: Response) => {
      const files = await receiveUploads(req, res, path.join(filesDir, 'incoming'), {
        field: 'file',
        kinds: ['zip', 'pdf'],
        maxFileBytes: 1024 * 1024,
        maxFiles: 1,
        refuse: () => invalidRequest([fieldError('file', 'validation.invalid')], 'Send a ZIP archive or a PDF'),
        zip: { entryKinds: ['png', 'jpeg', 'pdf'] },
      });
      await discardUploads(files);
      res.json(files.map((f) => ({ field: f.field, kind: f.kind, size: f.size })));
    });
    app.use(errorHandler);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    return { http: supertest(`http://127.0.0.1:${(server.address() as AddressInfo).port}`), close: () => server.close() };
  }

  it('refuses a ZIP with a ../ entry with 400 INVALID_REQUEST before anything is extracted', async () => {
    const route = await zipRoute();
    try {
      const zip = buildZip([
        { name: 'pages/1.png', data: PNG_BYTES },
        { name: '../../escape.png', data: PNG_BYTES },
      ]);
      const res = await route.http.post('/upload').attach('file', zip, { filename: 'pages.zip', contentType: 'application/zip' });
      expect(res.status).toBe(400);
      expect(bodyOf(res)).toMatchObject({ code: 'INVALID_REQUEST', invalidFields: [{ field: 'file' }] });
      expect(await incomingFiles()).toEqual([]);
      expect(await readdir(path.dirname(filesDir))).not.toContain('escape.png');

      const fine = await route.http
        .post('/upload')
        .attach('file', buildZip([{ name: 'pages/1.png', data: PNG_BYTES }]), { filename: 'pages.zip', contentType: 'application/zip' });
      expect(fine.status).toBe(200);
      expect(fine.body).toEqual([{ field: 'file', kind: 'zip', size: expect.any(Number) as number }]);
    } finally {
      route.close();
    }
  });
});
