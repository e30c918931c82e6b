/**
 * The client address behind the recommended deployment: browser → TLS terminator → nginx → gateway.
 * nginx (`proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for`) appends the TLS terminator's
 * address after the browser's, and the gateway sees nginx's connection. With TRUST_PROXY_HOPS=2 each
 * browser is its own address (WebSockets per address, the address named to the api for its sign-in
 * limit); with 1 every browser gets the TLS terminator's address and they share one budget.
 */
import type { IncomingMessage } from 'node:http';
import WebSocket from 'ws';
import { loadConfig } from '../env';
import type { GatewayOptions } from '../server';
import { gql, LOGIN, type GqlResult } from '../test-support/graphqlClient';
import { startApiForTests, startGatewayFor } from '../test-support/stack';
import type { RunningApi } from '../../../api/src/server';
import { DEFAULT_LOGIN_LIMITS } from '../../../api/src/env';

const PROTOCOL = 'graphql-transport-ws';

let api: RunningApi;
const closers: (() => Promise<void>)[] = [];
const sockets: WebSocket[] = [];

beforeAll(async () => {
  api = await startApiForTests();
}, 120_000);

afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  for (const close of closers.reverse()) await close();
  await api.close();
});

/** The hops the gateway trusts with TRUST_PROXY_HOPS set to `value`, read as the gateway reads it. */
function hopsFrom(value: string): number {
  return loadConfig({ TRUST_PROXY_HOPS: value }).trustProxyHops;
}

/** A gateway in front of the suite's api (closed after the suite). */
async function gateway(options: GatewayOptions): Promise<{ url: string; wsUrl: string }> {
  const started = await startGatewayFor(api, options);
  closers.push(started.close);
  const url = started.gateway.url.replace('http://0.0.0.0:', 'http://127.0.0.1:');
  return { url, wsUrl: `${url.replace(/^http/, 'ws')}/graphql` };
}

/**
 * The headers nginx sends the gateway for a browser behind the TLS terminator: the terminator wrote
 * the browser's address, nginx appended the terminator's. `forged` is what the browser itself sent.
 */
function viaTlsAndNginx(browser: string, tls: string, forged?: string): Record<string, string> {
  return { 'X-Forwarded-For': [forged, browser, tls].filter((entry) => entry !== undefined).join(', ') };
}

/** How a raw upgrade ended: the socket opened, or the HTTP status it was refused with. */
function upgrade(wsUrl: string, headers: Record<string, string>): Promise<'opened' | number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl, PROTOCOL, { headers });
    socket.once('open', () => {
      sockets.push(socket);
      resolve('opened');
    });
    socket.once('unexpected-response', (_req, res: IncomingMessage) => {
      resolve(res.statusCode ?? 0);
      res.resume();
      socket.terminate();
    });
    socket.once('error', (err) => reject(err));
  });
}

function login(url: string, username: string, password: string, headers: Record<string, string>): Promise<GqlResult> {
  return gql(url, LOGIN, { variables: { username, password }, headers });
}

function codeOf(result: GqlResult): unknown {
  return result.errors?.[0]?.extensions?.code;
}

/** Fails sign-in from one browser as often as the api allows per address (a new username each time). */
async function exhaustAddressLimit(url: string, headers: Record<string, string>, prefix: string): Promise<void> {
  for (let i = 0; i < DEFAULT_LOGIN_LIMITS.maxFailuresPerAddress; i += 1) {
    expect(codeOf(await login(url, `${prefix}-${i}`, 'wrong-password', headers))).toBe('UNAUTHENTICATED');
  }
}

async function attemptsFrom(address: string): Promise<number> {
  const rows = await api.db.selectFrom('login_attempts').select('address').where('address', '=', address).execute();
  return rows.length;
}

describe('TRUST_PROXY_HOPS=2 (TLS terminator and nginx in front)', () => {
  it('counts WebSockets per browser, not per TLS terminator; entries a browser writes itself are ignored', async () => {
    const { wsUrl } = await gateway({ trustProxyHops: hopsFrom('2'), wsMaxSocketsPerAddress: 1 });
    expect(await upgrade(wsUrl, viaTlsAndNginx('203.0.113.10', '10.0.0.5'))).toBe('opened');
    expect(await upgrade(wsUrl, viaTlsAndNginx('203.0.113.10', '10.0.0.5'))).toBe(429);
    expect(await upgrade(wsUrl, viaTlsAndNginx('203.0.113.10', '10.0.0.5', '198.51.100.1'))).toBe(429);
    expect(await upgrade(wsUrl, viaTlsAndNginx('203.0.113.11', '10.0.0.5'))).toBe('opened');
  });

  it('names each browser’s address to the api: one browser’s failed sign-ins do not lock out another', async () => {
    const { url } = await gateway({ trustProxyHops: hopsFrom('2') });
    await exhaustAddressLimit(url, viaTlsAndNginx('203.0.113.20', '10.0.0.6'), 'hops2');
    expect(await attemptsFrom('203.0.113.20')).toBe(DEFAULT_LOGIN_LIMITS.maxFailuresPerAddress);
    expect(await attemptsFrom('10.0.0.6')).toBe(0);
    expect(codeOf(await login(url, 'editor', 'flyerdesk', viaTlsAndNginx('203.0.113.20', '10.0.0.6')))).toBe('TOO_MANY_REQUESTS');
    const other = await login(url, 'editor', 'flyerdesk', viaTlsAndNginx('203.0.113.21', '10.0.0.6'));
    expect(other.errors).toBeUndefined();
    expect(other.data).toMatchObject({ login: { user: { username: 'editor' } } });
  });
});

describe('TRUST_PROXY_HOPS=1 behind the same two proxies', () => {
  it('gives every browser the TLS terminator’s address: a second browser’s WebSocket is refused', async () => {
    const { wsUrl } = await gateway({ trustProxyHops: hopsFrom('1'), wsMaxSocketsPerAddress: 1 });
    expect(await upgrade(wsUrl, viaTlsAndNginx('203.0.113.30', '10.0.0.7'))).toBe('opened');
    expect(await upgrade(wsUrl, viaTlsAndNginx('203.0.113.31', '10.0.0.7'))).toBe(429);
  });

  it('names the TLS terminator to the api: one browser’s failed sign-ins lock out every other one', async () => {
    const { url } = await gateway({ trustProxyHops: hopsFrom('1') });
    await exhaustAddressLimit(url, viaTlsAndNginx('203.0.113.40', '10.0.0.8'), 'hops1');
    expect(await attemptsFrom('10.0.0.8')).toBe(DEFAULT_LOGIN_LIMITS.maxFailuresPerAddress);
    expect(await attemptsFrom('203.0.113.40')).toBe(0);
    expect(codeOf(await login(url, 'editor', 'flyerdesk', viaTlsAndNginx('203.0.113.41', '10.0.0.8')))).toBe('TOO_MANY_REQUESTS');
  });
});
