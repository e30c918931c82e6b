import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { UPSTREAM_MAX_SOCKETS, UpstreamHttp, UpstreamHttpError, UpstreamUnavailableError, type UpstreamCall } from './http';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

/** A stand-in for the api on loopback: counts connections and hands every request to `handle`. */
async function standIn(handle: Handler): Promise<{ url: string; server: Server; connections: () => number }> {
  let connections = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, server, connections: () => connections };
}

function json(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(value));
}

describe('UpstreamHttp', () => {
  const logger = pino({ level: 'silent' });
  const opened: { server: Server; http: UpstreamHttp }[] = [];

  async function setUp(handle: Handler, timeoutMs = 2000) {
    const api = await standIn(handle);
    const calls: UpstreamCall[] = [];
    const http = new UpstreamHttp({ baseUrl: api.url, timeoutMs, logger, observer: { call: (call) => calls.push(call) } });
    opened.push({ server: api.server, http });
    return { ...api, http, calls };
  }

  afterEach(async () => {
    for (const { server, http } of opened.splice(0)) {
      http.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('sends JSON with the trace id, token and If-Match, and reads the answer over one kept-alive connection', async () => {
    const seen: { method?: string; url?: string; headers: IncomingMessage['headers']; body: string }[] = [];
    const api = await setUp((req, res, body) => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      json(res, 200, { ok: true, name: 'Żabka' });
    });
    const first = await api.http.json({ method: 'PUT', path: '/api/stores/7', query: { answer: 'changes', empty: '' }, json: { name: 'Żabka' }, ifMatch: 3, token: 't0k', traceId: 'trace-1' });
    const second = await api.http.json({ method: 'GET', path: '/api/stores', traceId: 'trace-2' });
    expect(first).toEqual({ ok: true, name: 'Żabka' });
    expect(second).toEqual(first);
    expect(seen[0]).toMatchObject({ method: 'PUT', url: '/api/stores/7?answer=changes', body: '{"name":"Żabka"}' });
    expect(seen[0]?.headers).toMatchObject({ 'x-trace-id': 'trace-1', authorization: 'Bearer t0k', 'if-match': '"3"', 'content-type': 'application/json', 'content-length': String(Buffer.byteLength('{"name":"Żabka"}')) });
    expect(api.connections()).toBe(1);
    expect(api.calls.map((c) => c.outcome)).toEqual(['2xx', '2xx']);
  });

  it('sends form fields as multipart/form-data', async () => {
    let received = '';
    let type = '';
    const api = await setUp((req, res, body) => {
      received = body;
      type = req.headers['content-type'] ?? '';
      json(res, 200, {});
    });
    await api.http.json({ method: 'POST', path: '/api/auth/login', form: { username: 'admin', password: 'hasło' }, traceId: 't' });
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
    expect(received).toContain('name="username"\r\n\r\nadmin');
    expect(received).toContain('name="password"\r\n\r\nhasło');
  });

  /**
   * An api that drops the connection of the second request without answering (it arrives on the kept
   * connection); it answers every other with its number. `requests` counts what it received.
   */
  async function droppingTheSecond() {
    let requests = 0;
    const api = await setUp((req, res) => {
      requests += 1;
      if (requests === 2) req.socket.resetAndDestroy();
      else json(res, 200, { request: requests });
    });
    expect(await api.http.json({ method: 'GET', path: '/api/x', traceId: 't' })).toEqual({ request: 1 });
    return { ...api, requests: () => requests };
  }

  it('sends a request again on a new connection when the api closed the kept-alive one as it went out', async () => {
    const api = await droppingTheSecond();
    expect(await api.http.json({ method: 'GET', path: '/api/x', traceId: 't' })).toEqual({ request: 3 });
    expect(api.connections()).toBe(2);
  });

  it('never sends a write again after its kept-alive connection was lost: the api may have done it (no repeated write)', async () => {
    // For all the gateway knows, the api did the write and the connection broke before its answer.
    const api = await droppingTheSecond();
    const write = api.http.json({ method: 'POST', path: '/api/leaflets', json: { naturalId: 'once' }, traceId: 't' });
    await expect(write).rejects.toMatchObject({ reason: 'network' });
    expect(api.requests()).toBe(2);
    // PATCH is not idempotent either; PUT and DELETE are, and go again.
    expect(await api.http.json({ method: 'PUT', path: '/api/x', json: {}, traceId: 't' })).toEqual({ request: 3 });
  });

  it('keeps a bounded number of connections to the api, however many calls wait', async () => {
    let open = 0;
    let most = 0;
    const api = await setUp((_req, res) => {
      open += 1;
      most = Math.max(most, open);
      setImmediate(() => {
        open -= 1;
        json(res, 200, {});
      });
    });
    await Promise.all(Array.from({ length: 300 }, (_, i) => api.http.json({ method: 'GET', path: `/api/x/${i}`, traceId: 't' })));
    expect(api.connections()).toBeLessThanOrEqual(UPSTREAM_MAX_SOCKETS);
    expect(most).toBeLessThanOrEqual(UPSTREAM_MAX_SOCKETS);
  });

  it('does not send again what a new connection lost: the call fails as network', async () => {
    const api = await setUp((req) => req.socket.resetAndDestroy());
    const failure = api.http.json({ method: 'POST', path: '/api/x', json: {}, traceId: 't' });
    await expect(failure).rejects.toBeInstanceOf(UpstreamUnavailableError);
    await expect(failure).rejects.toMatchObject({ reason: 'network' });
    expect(api.connections()).toBe(1);
    expect(api.calls.map((c) => c.outcome)).toEqual(['network']);
  });

  it('fails as network when the api cuts its answer off', async () => {
    const api = await setUp((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '100' });
      res.write('{"partial":', () => res.socket?.destroy());
    });
    await expect(api.http.json({ method: 'GET', path: '/api/cut', traceId: 't' })).rejects.toMatchObject({ name: 'UpstreamUnavailableError', reason: 'network' });
  });

  it('times out an answer whose body does not end within the timeout', async () => {
    const api = await setUp((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"partial":');
    }, 200);
    const failure = api.http.json({ method: 'GET', path: '/api/slow', traceId: 't' });
    await expect(failure).rejects.toMatchObject({ name: 'UpstreamUnavailableError', reason: 'timeout' });
    expect(api.calls.map((c) => c.outcome)).toEqual(['timeout']);
  });

  it('classifies answers: 4xx with the error body, 5xx and a body that is not JSON as the server failing, 204 as empty', async () => {
    const api = await setUp((req, res) => {
      if (req.url === '/api/missing') json(res, 404, { code: 'NOT_FOUND', message: 'No such shop' });
      else if (req.url === '/api/broken') json(res, 503, { message: 'down' });
      else if (req.url === '/api/garbled') res.writeHead(200, { 'Content-Type': 'application/json' }).end('{not json');
      else res.writeHead(204).end();
    });
    const missing = api.http.json({ method: 'GET', path: '/api/missing', traceId: 't' });
    await expect(missing).rejects.toBeInstanceOf(UpstreamHttpError);
    await expect(missing).rejects.toMatchObject({ status: 404, body: { code: 'NOT_FOUND', message: 'No such shop' } });
    await expect(api.http.json({ method: 'GET', path: '/api/broken', traceId: 't' })).rejects.toMatchObject({ reason: 'server', status: 503 });
    await expect(api.http.json({ method: 'GET', path: '/api/garbled', traceId: 't' })).rejects.toMatchObject({ reason: 'server', status: 200 });
    const empty = await api.http.send({ method: 'DELETE', path: '/api/gone', traceId: 't' });
    expect(empty.status).toBe(204);
    expect(empty.body.length).toBe(0);
    expect(api.calls.map((c) => c.outcome)).toEqual(['4xx', '5xx', '2xx', '2xx']);
  });
});
