/**
 * Security controls of the gateway's upload stream, its file proxy and the web app's
 * Content-Security-Policy, one test per control with the exact status.
 */
import { once } from 'node:events';
import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { request as httpRequest, type ClientRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { CUT_UPLOAD_MAX_BYTES } from '../modules/cutting/upload';
import { startGateway, type RunningGateway } from '../server';
import { gql, signIn } from '../test-support/graphqlClient';
import { startStack, type Stack } from '../test-support/stack';

const WEB_INDEX = path.resolve(__dirname, '../../../web/index.html');
const SENTRY_DSN = 'https://public@errors.example.com/42';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

let webDist: string;
let stack: Stack;
let withReporting: RunningGateway;
let editorCookie: string;
let leafletId: string;

beforeAll(async () => {
  // The app's own page template (what the Vite build turns into dist/index.html).
  webDist = await mkdtemp(path.join(os.tmpdir(), 'flyerdesk-csp-'));
  await mkdir(path.join(webDist, 'assets'));
  await copyFile(WEB_INDEX, path.join(webDist, 'index.html'));
  stack = await startStack({ webDist });
  withReporting = await startGateway({ port: 0, upstreamUrl: 'http://127.0.0.1:9', webDist, logLevel: 'silent', webSentryDsn: SENTRY_DSN });
  editorCookie = await signIn(stack.gateway.url, 'editor');
  const own = await gql<{ stores: { leaflets: { id: string }[] }[] }>(stack.gateway.url, '{ stores { leaflets { id } } }', { cookie: editorCookie });
  leafletId = own.data?.stores.flatMap((s) => s.leaflets)[0]?.id ?? '';
  expect(leafletId).not.toBe('');
}, 120_000);

afterAll(async () => {
  await withReporting?.close();
  await stack?.close();
  await rm(webDist, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out[name] = values;
  }
  return out;
}

describe('the web app’s Content-Security-Policy', () => {
  it('serves index.html with a policy that allows no inline script, and the page has none', async () => {
    const res = await request(stack.gateway.url).get('/dashboard').set('Host', 'admin.example.com');
    expect(res.status).toBe(200);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['connect-src']).toEqual(["'self'", 'ws://admin.example.com', 'wss://admin.example.com']);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);

    const scripts = [...res.text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body?.trim()).toBe('');
    }
    expect(res.text).not.toMatch(/\son[a-z]+\s*=/i);
    expect(res.text).toBe(await readFile(WEB_INDEX, 'utf8'));
  });

  it('puts the same policy on /index.html asked for by name', async () => {
    const res = await request(stack.gateway.url).get('/index.html');
    expect(res.status).toBe(200);
    expect(directives(res.headers['content-security-policy'])['script-src']).toEqual(["'self'"]);
  });

  it('lets the page report errors to the configured service and nowhere else', async () => {
    const res = await request(withReporting.url).get('/').set('Host', 'localhost:3000');
    expect(directives(res.headers['content-security-policy'])['connect-src']).toEqual([
      "'self'",
      'ws://localhost:3000',
      'wss://localhost:3000',
      'https://errors.example.com',
    ]);
  });

  it('never echoes a Host header that is not a plain host name into the policy', async () => {
    const res = await request(stack.gateway.url).get('/').set('Host', "evil.example; script-src 'unsafe-inline'");
    const header = res.headers['content-security-policy'];
    expect(header).not.toContain('evil');
    expect(directives(header)['connect-src']).toEqual(["'self'"]);
  });
});

describe('the upload stream', () => {
  const target = () => new URL(`${stack.gateway.url}/upload/leaflets/${leafletId}/cut`);

  function answerOf(req: ClientRequest): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      req.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on('error', reject);
    });
  }

  it('refuses a declared Content-Length over the limit with 413 at once', async () => {
    const req = httpRequest(target(), {
      method: 'POST',
      headers: {
        Cookie: editorCookie,
        'X-Flyerdesk-Upload': '1',
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(CUT_UPLOAD_MAX_BYTES + 1),
      },
    });
    const answer = answerOf(req);
    req.write('--x\r\n');
    const { status, body } = await answer;
    expect(status).toBe(413);
    expect(JSON.parse(body)).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The file is larger than allowed' });
    req.destroy();
  });

  it('counts a body without a length and answers 413 as soon as it is one byte over the limit', async () => {
    const req = httpRequest(target(), {
      method: 'POST',
      headers: { Cookie: editorCookie, 'X-Flyerdesk-Upload': '1', 'Content-Type': 'multipart/form-data; boundary=x' },
    });
    let answered = false;
    const answer = answerOf(req).finally(() => {
      answered = true;
    });
    // Exactly one byte more than the limit, and the request is never ended: only counting can refuse it.
    const head = Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n');
    let sent = 0;
    const write = async (chunk: Buffer) => {
      sent += chunk.length;
      if (!req.write(chunk)) await Promise.race([once(req, 'drain'), answer.catch(() => undefined)]);
    };
    await write(head);
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    while (!answered && sent < CUT_UPLOAD_MAX_BYTES + 1) {
      await write(chunk.subarray(0, Math.min(chunk.length, CUT_UPLOAD_MAX_BYTES + 1 - sent)));
    }
    const { status, body } = await answer;
    expect(status).toBe(413);
    expect(JSON.parse(body)).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The file is larger than allowed' });
    expect(req.writableEnded).toBe(false);
    req.destroy();
  });

  it('passes a body within the limit on to the api, which refuses a .pdf holding HTML with 400', async () => {
    const res = await request(stack.gateway.url)
      .post(`/upload/leaflets/${leafletId}/cut`)
      .set('Cookie', editorCookie)
      .set('X-Flyerdesk-Upload', '1')
      .attach('file', Buffer.from('<html><script>alert(1)</script></html>'), { filename: 'leaflet.pdf', contentType: 'application/pdf' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'INVALID_REQUEST', invalidFields: [{ field: 'file', key: 'validation.pdfRequired' }] });
  });
});

describe('the /files proxy', () => {
  it('keeps the file service’s nosniff, disposition and per-file policy', async () => {
    const signedIn = await request(stack.api.url).post('/authenticate').field('username', 'admin').field('password', 'flyerdesk');
    const token = (signedIn.body as { accessToken: string }).accessToken;
    const stores = (await request(stack.api.url).get('/api/stores').set('Authorization', `Bearer ${token}`)).body as { id: string }[];
    const storeId = stores[0]?.id ?? '';
    const uploaded = await request(stack.api.url)
      .post(`/api/stores/${storeId}/logo`)
      .set('Authorization', `Bearer ${token}`)
      .attach('file', PNG, { filename: 'logo.png', contentType: 'image/png' });
    expect(uploaded.status).toBe(200);
    const logoUrl = (uploaded.body as { logoUrl: string }).logoUrl;

    const direct = await request(stack.api.url).get(logoUrl);
    const proxied = await request(stack.gateway.url).get(logoUrl);
    expect(proxied.status).toBe(200);
    expect(proxied.headers['x-content-type-options']).toBe('nosniff');
    expect(proxied.headers['content-type']).toBe('image/png');
    expect(proxied.headers['content-disposition']).toMatch(/^inline; filename="[a-z0-9-]+\.png"; filename\*=UTF-8''[a-z0-9-]+\.png$/);
    expect(proxied.headers['content-disposition']).toBe(direct.headers['content-disposition']);
    expect(proxied.headers['content-security-policy']).toBe(direct.headers['content-security-policy']);
    expect(directives(proxied.headers['content-security-policy'])['default-src']).toEqual(["'none'"]);
  });
});
