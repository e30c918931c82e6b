/**
 * The api's outgoing requests (article-data source, crawler, push service) go through one fetch that
 * refuses what it must not reach: addresses that are not public (loopback, private, link-local with
 * the cloud metadata address, carrier-grade NAT, unspecified, multicast and their IPv6 forms) unless
 * their origin is allowed, redirects to such addresses or to anything but http(s), too many redirects,
 * and answers over their size limit, counted while they are read. A real server on loopback is the
 * allowed side; every other loopback address stays refused.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OutgoingRefusalReason } from '@flyerdesk/domain/errors';
import {
  addressAllowed,
  outgoingAllowance,
  outgoingFetch,
  OutgoingRefused,
  OUTGOING_MAX_REDIRECTS,
  type OutgoingAllowance,
  type OutgoingRequest,
  type Resolver,
} from '../http/outgoing';

interface TestServer {
  server: Server;
  origin: string;
  port: number;
  /** Requests received, by path. */
  requests: string[];
  /** Bytes the endless answer wrote before its connection was closed. */
  endlessSent: number;
  endlessClosed: Promise<void>;
}

const MB = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 0x61);

async function startServer(handle: (req: IncomingMessage, res: ServerResponse, self: TestServer) => void): Promise<TestServer> {
  const self = { requests: [] as string[], endlessSent: 0 } as TestServer;
  let closed: () => void = () => undefined;
  self.endlessClosed = new Promise<void>((resolve) => (closed = resolve));
  self.server = createServer((req, res) => {
    self.requests.push(req.url ?? '');
    if (req.url === '/endless') {
      // 50 MB in chunks without Content-Length, as fast as the client reads.
      res.writeHead(200, { 'content-type': 'application/json' });
      const write = () => {
        while (self.endlessSent < 50 * MB) {
          self.endlessSent += CHUNK.length;
          if (!res.write(CHUNK)) return;
        }
        res.end();
      };
      res.on('drain', write);
      res.on('close', closed);
      write();
      return;
    }
    handle(req, res, self);
  });
  await new Promise<void>((resolve) => self.server.listen(0, '127.0.0.1', resolve));
  self.port = (self.server.address() as AddressInfo).port;
  self.origin = `http://127.0.0.1:${self.port}`;
  return self;
}

function redirect(res: ServerResponse, location: string, status = 302): void {
  res.writeHead(status, { location }).end();
}

let allowed: TestServer;
/** A second server on loopback whose origin is not allowed. */
let other: TestServer;
let allowance: OutgoingAllowance;

beforeAll(async () => {
  other = await startServer((_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('secret'));
  allowed = await startServer((req, res, self) => {
    const url = new URL(req.url ?? '/', self.origin);
    const to = url.searchParams.get('to');
    if (url.pathname === '/redirect' && to) return redirect(res, to, Number(url.searchParams.get('status') ?? '302'));
    if (url.pathname === '/hops') {
      const n = Number(url.searchParams.get('n'));
      return redirect(res, n > 1 ? `/hops?n=${n - 1}` : '/ok');
    }
    if (url.pathname === '/declared-large') {
      res.writeHead(200, { 'content-length': String(50 * MB) });
      res.write(CHUNK);
      return;
    }
    if (url.pathname === '/echo') {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ method: req.method, host: req.headers.host, body })));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  });
  allowance = outgoingAllowance([allowed.origin]);
});

afterAll(async () => {
  for (const s of [allowed, other]) {
    s?.server.closeAllConnections();
    await new Promise((resolve) => s?.server.close(resolve));
  }
});

function get(url: string, options: Partial<OutgoingRequest> = {}) {
  return outgoingFetch(new URL(url), { signal: new AbortController().signal, maxBytes: MB, allowance, ...options });
}

async function refusal(pending: Promise<unknown>): Promise<{ reason: string; url: string }> {
  try {
    await pending;
  } catch (err) {
    if (err instanceof OutgoingRefused) return { reason: err.reason, url: err.url };
    throw err;
  }
  throw new Error('The fetch was not refused');
}

describe('addresses', () => {
  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback (any of 127/8)', '127.5.6.7'],
    ['IPv6 loopback', '::1'],
    ['the cloud metadata address', '169.254.169.254'],
    ['link-local', '169.254.1.1'],
    ['IPv6 link-local', 'fe80::1'],
    ['private 10/8', '10.0.0.1'],
    ['private 172.16/12', '172.31.255.254'],
    ['private 192.168/16', '192.168.1.1'],
    ['IPv6 unique local (fc00::/7)', 'fd12:3456::1'],
    ['carrier-grade NAT 100.64/10', '100.64.0.1'],
    ['unspecified', '0.0.0.0'],
    ['IPv6 unspecified', '::'],
    ['multicast', '224.0.0.1'],
    ['IPv6 multicast', 'ff02::1'],
    ['broadcast', '255.255.255.255'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped loopback, hex', '::ffff:7f00:1'],
    ['IPv4-mapped metadata', '::ffff:169.254.169.254'],
    ['IPv4-mapped private', '::ffff:10.0.0.1'],
    ['IPv4-mapped carrier-grade NAT', '::ffff:100.64.0.1'],
    ['NAT64 of loopback', '64:ff9b::7f00:1'],
  ])('refuses %s (%s)', (_label, address) => {
    expect(addressAllowed(address)).toBe(false);
  });

  it.each([['93.184.215.14'], ['8.8.8.8'], ['2606:4700:4700::1111'], ['::ffff:8.8.8.8']])('allows the public address %s', (address) => {
    expect(addressAllowed(address)).toBe(true);
  });
});

describe('refused targets', () => {
  it('reaches the allowed test server, and nothing else on loopback', async () => {
    const answer = await get(`${allowed.origin}/ok`);
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe('ok');

    const before = other.requests.length;
    for (const url of [
      `http://127.0.0.1:${other.port}/`,
      `http://127.0.0.2:${other.port}/`,
      `http://[::1]:${other.port}/`,
      `http://[::ffff:127.0.0.1]:${other.port}/`,
      `http://localhost:${other.port}/`,
      `http://localhost:${allowed.port}/ok`,
    ]) {
      expect(await refusal(get(url))).toEqual({ reason: OutgoingRefusalReason.ADDRESS_NOT_ALLOWED, url: new URL(url).href });
    }
    expect(other.requests.length).toBe(before);
  });

  it.each([
    ['the metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['a private address', 'http://10.0.0.1/feed'],
    ['a private address (192.168/16)', 'https://192.168.0.10/feed'],
    ['carrier-grade NAT', 'http://100.64.1.1/'],
    ['an IPv6 unique local address', 'http://[fd00::1]/'],
    ['an IPv4-mapped metadata address', 'http://[::ffff:a9fe:a9fe]/'],
  ])('refuses %s before connecting', async (_label, url) => {
    expect(await refusal(get(url))).toMatchObject({ reason: OutgoingRefusalReason.ADDRESS_NOT_ALLOWED });
  });

  it('refuses a name that resolves to a refused address, resolving it once and connecting to what it checked', async () => {
    const lookups: string[] = [];
    const resolve: Resolver = (host) => {
      lookups.push(host);
      if (host === 'metadata.example') return Promise.resolve([{ address: '169.254.169.254', family: 4 }]);
      // One public and one private address: the name is refused as a whole.
      if (host === 'mixed.example') return Promise.resolve([{ address: '93.184.215.14', family: 4 }, { address: '10.1.2.3', family: 4 }]);
      return Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
    };
    expect(await refusal(get('http://metadata.example/latest/', { resolve }))).toMatchObject({ reason: 'ADDRESS_NOT_ALLOWED' });
    expect(await refusal(get('http://mixed.example/', { resolve }))).toMatchObject({ reason: 'ADDRESS_NOT_ALLOWED' });
    // A name is allowed by its origin; it is resolved once, and the request goes to that address.
    lookups.length = 0;
    const named = `http://feed.example:${allowed.port}`;
    const answer = await get(`${named}/echo`, { resolve, allowance: outgoingAllowance([named]) });
    expect(JSON.parse(answer.body.toString())).toMatchObject({ method: 'GET', host: `feed.example:${allowed.port}` });
    expect(lookups).toEqual(['feed.example']);
    // The same address under another name is not allowed.
    expect(await refusal(get(`http://other.example:${allowed.port}/ok`, { resolve, allowance: outgoingAllowance([named]) }))).toMatchObject({
      reason: 'ADDRESS_NOT_ALLOWED',
    });
  });

  it('says what was refused and why', async () => {
    await expect(get('http://169.254.169.254/latest/meta-data/')).rejects.toThrow(
      'http://169.254.169.254/latest/meta-data/ is refused: 169.254.169.254 is not a public address (link-local)',
    );
    const resolve: Resolver = () => Promise.resolve([{ address: '100.64.3.4', family: 4 }]);
    await expect(get('https://feeds.example/a', { resolve })).rejects.toThrow(
      'https://feeds.example/a is refused: feeds.example resolves to 100.64.3.4, which is not a public address (carrier-grade NAT)',
    );
  });

  it('refuses addresses that are not http(s)', async () => {
    expect(await refusal(get('file:///etc/passwd'))).toMatchObject({ reason: OutgoingRefusalReason.SCHEME_NOT_ALLOWED });
    expect(await refusal(get('ftp://ftp.example.com/feed'))).toMatchObject({ reason: OutgoingRefusalReason.SCHEME_NOT_ALLOWED });
  });
});

describe('redirects', () => {
  const via = (to: string, status = 302) => `${allowed.origin}/redirect?status=${status}&to=${encodeURIComponent(to)}`;

  it('follows redirects within allowed addresses, checking each', async () => {
    const answer = await get(via('/ok'));
    expect(answer.body.toString()).toBe('ok');
    expect(answer.url.href).toBe(`${allowed.origin}/ok`);
    const posted = await get(via('/echo', 307), { method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } });
    expect(JSON.parse(posted.body.toString())).toMatchObject({ method: 'POST', body: '{"a":1}' });
    const seeOther = await get(via('/echo', 303), { method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } });
    expect(JSON.parse(seeOther.body.toString())).toMatchObject({ method: 'GET', body: '' });
  });

  it.each([
    ['loopback', () => `http://127.0.0.1:${other.port}/`],
    ['the metadata address', () => 'http://169.254.169.254/latest/meta-data/iam/security-credentials/'],
    ['a private address', () => 'http://10.0.0.1/'],
    ['an IPv4-mapped loopback address', () => `http://[::ffff:7f00:1]:${other.port}/`],
    ['localhost', () => `http://localhost:${other.port}/`],
  ])('refuses a redirect to %s', async (_label, target) => {
    const before = other.requests.length;
    for (const status of [301, 302, 303, 307, 308]) {
      expect(await refusal(get(via(target(), status)))).toEqual({ reason: OutgoingRefusalReason.ADDRESS_NOT_ALLOWED, url: target() });
    }
    expect(other.requests.length).toBe(before);
  });

  it('refuses a redirect to a file, and more than the maximum of redirects', async () => {
    expect(await refusal(get(via('file:///etc/passwd')))).toMatchObject({ reason: OutgoingRefusalReason.SCHEME_NOT_ALLOWED });
    const fine = await get(`${allowed.origin}/hops?n=${OUTGOING_MAX_REDIRECTS}`);
    expect(fine.body.toString()).toBe('ok');
    expect(await refusal(get(`${allowed.origin}/hops?n=${OUTGOING_MAX_REDIRECTS + 1}`))).toMatchObject({ reason: OutgoingRefusalReason.TOO_MANY_REDIRECTS });
  });
});

describe('answer size', () => {
  it('stops reading a 50 MB chunked answer as soon as it passes the limit', async () => {
    expect(await refusal(get(`${allowed.origin}/endless`, { maxBytes: MB }))).toEqual({
      reason: OutgoingRefusalReason.TOO_LARGE,
      url: `${allowed.origin}/endless`,
    });
    // The connection is closed: the server could not write the rest.
    await allowed.endlessClosed;
    expect(allowed.endlessSent).toBeLessThan(20 * MB);
  });

  it('refuses an answer that declares more than the limit without reading it', async () => {
    expect(await refusal(get(`${allowed.origin}/declared-large`, { maxBytes: MB }))).toMatchObject({ reason: OutgoingRefusalReason.TOO_LARGE });
  });

  it('reads an answer up to the limit', async () => {
    expect((await get(`${allowed.origin}/ok`, { maxBytes: 2 })).body.toString()).toBe('ok');
    expect(await refusal(get(`${allowed.origin}/ok`, { maxBytes: 1 }))).toMatchObject({ reason: OutgoingRefusalReason.TOO_LARGE });
  });
});

describe('the allowance', () => {
  it('allows origins exactly, and the own origin once it is known', () => {
    const own: { origin?: string } = {};
    const withOwn = outgoingAllowance(['self', 'https://feeds.internal:8443'], () => own.origin);
    expect(withOwn.allows(new URL('https://feeds.internal:8443/a?page=1'))).toBe(true);
    expect(withOwn.allows(new URL('http://feeds.internal:8443/a'))).toBe(false);
    expect(withOwn.allows(new URL('https://feeds.internal/a'))).toBe(false);
    expect(withOwn.allows(new URL('http://127.0.0.1:4000/sample-sources/articles-data'))).toBe(false);
    own.origin = 'http://127.0.0.1:4000';
    expect(withOwn.allows(new URL('http://127.0.0.1:4000/sample-sources/articles-data'))).toBe(true);
    expect(withOwn.allows(new URL('http://127.0.0.1:4001/'))).toBe(false);
    expect(outgoingAllowance([]).allows(new URL('http://127.0.0.1:4000/'))).toBe(false);
  });
});
