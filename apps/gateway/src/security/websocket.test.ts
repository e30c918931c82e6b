/**
 * Security controls of the WebSocket endpoint, one test per control with the exact HTTP status or
 * close code: Origin allow-list at the upgrade, authentication in connection_init, the init timeout,
 * the cap of operations per socket, the cap of sockets per client address and the message size limit.
 */
import type { IncomingMessage } from 'node:http';
import type { Client, ExecutionResult } from 'graphql-ws';
import WebSocket from 'ws';
import { WS_CLOSE } from '../server';
import { signIn, type ReceivedError } from '../test-support/graphqlClient';
import { startApiForTests, startGatewayFor } from '../test-support/stack';
import { waitFor } from '../test-support/waitFor';
import { connectWs, type Closed } from '../test-support/wsClient';
import type { RunningApi } from '../../../api/src/server';
import type { GatewayOptions } from '../server';

const PROTOCOL = 'graphql-transport-ws';

let api: RunningApi;
const closers: (() => Promise<void>)[] = [];
const clients: Client[] = [];

beforeAll(async () => {
  api = await startApiForTests();
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.dispose();
  for (const close of closers.reverse()) await close();
  await api.close();
});

/** A gateway in front of the suite's api (closed after the suite). */
async function gateway(options: GatewayOptions = {}): Promise<{ url: string; wsUrl: string }> {
  const started = await startGatewayFor(api, options);
  closers.push(started.close);
  return { url: started.gateway.url, wsUrl: `${started.gateway.url.replace(/^http/, 'ws')}/graphql` };
}

/** How a raw upgrade ended: the socket opened, or the HTTP status it was refused with. */
function upgrade(wsUrl: string, headers: Record<string, string> = {}): Promise<{ opened: WebSocket } | { status: number }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl, PROTOCOL, { headers });
    socket.once('open', () => resolve({ opened: socket }));
    socket.once('unexpected-response', (_req, res: IncomingMessage) => {
      resolve({ status: res.statusCode ?? 0 });
      res.resume();
      socket.terminate();
    });
    socket.once('error', (err) => reject(err));
  });
}

async function opened(wsUrl: string, headers: Record<string, string> = {}): Promise<WebSocket> {
  const result = await upgrade(wsUrl, headers);
  if (!('opened' in result)) throw new Error(`upgrade refused with ${result.status}`);
  return result.opened;
}

function closeOf(socket: WebSocket): Promise<Closed> {
  return new Promise((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
}

/** Opens a socket and waits for the connection_ack. */
async function acknowledged(wsUrl: string, cookie: string): Promise<WebSocket> {
  const socket = await opened(wsUrl, { Cookie: cookie });
  const ack = new Promise<void>((resolve, reject) => {
    socket.once('message', (data: Buffer) => {
      const message = JSON.parse(data.toString('utf8')) as { type: string };
      if (message.type === 'connection_ack') resolve();
      else reject(new Error(`expected connection_ack, got ${message.type}`));
    });
  });
  socket.send(JSON.stringify({ type: 'connection_init' }));
  await ack;
  return socket;
}

describe('WebSocket handshake', () => {
  it('answers a handshake with a foreign Origin with HTTP 403 and opens no WebSocket', async () => {
    const { url, wsUrl } = await gateway();
    const cookie = await signIn(url, 'editor');
    expect(await upgrade(wsUrl, { Cookie: cookie, Origin: 'https://evil.example.com' })).toEqual({ status: 403 });
    expect(await upgrade(wsUrl, { Cookie: cookie, Origin: 'null' })).toEqual({ status: 403 });
    const own = await opened(wsUrl, { Cookie: cookie, Origin: url });
    own.close();
  });

  it('accepts the configured origins only', async () => {
    const { url, wsUrl } = await gateway({ allowedOrigins: ['https://admin.example.com'] });
    const cookie = await signIn(url, 'editor');
    expect(await upgrade(wsUrl, { Cookie: cookie, Origin: url })).toEqual({ status: 403 });
    const allowed = await opened(wsUrl, { Cookie: cookie, Origin: 'https://admin.example.com' });
    allowed.close();
  });

  it('answers the upgrade over the cap of sockets per client address with HTTP 429', async () => {
    const { wsUrl } = await gateway({ wsMaxSocketsPerAddress: 2 });
    const first = await opened(wsUrl);
    const second = await opened(wsUrl);
    expect(await upgrade(wsUrl)).toEqual({ status: 429 });
    const firstClosed = closeOf(first);
    first.close();
    await firstClosed;
    // The count goes down once a socket is gone.
    let third: WebSocket | undefined;
    await waitFor(async () => {
      const result = await upgrade(wsUrl);
      if ('opened' in result) third = result.opened;
      return third !== undefined;
    }, 'a free place for the address');
    second.close();
    third?.close();
  });

  it('counts the address named by a trusted proxy (TRUST_PROXY_HOPS), not the proxy’s', async () => {
    const { wsUrl } = await gateway({ wsMaxSocketsPerAddress: 1, trustProxyHops: 1 });
    const a = await opened(wsUrl, { 'X-Forwarded-For': '203.0.113.1' });
    expect(await upgrade(wsUrl, { 'X-Forwarded-For': '203.0.113.1' })).toEqual({ status: 429 });
    // A client cannot escape by writing its own entries to the left of the proxy's.
    expect(await upgrade(wsUrl, { 'X-Forwarded-For': '10.0.0.1, 203.0.113.1' })).toEqual({ status: 429 });
    const b = await opened(wsUrl, { 'X-Forwarded-For': '203.0.113.2' });
    a.close();
    b.close();
  });
});

describe('authentication in connection_init', () => {
  it('closes a socket without a session with 4401 Unauthorized', async () => {
    const { wsUrl } = await gateway();
    const connection = connectWs(wsUrl);
    clients.push(connection.client);
    expect((await connection.closed).code).toBe(WS_CLOSE.UNAUTHORIZED);
  });

  it('closes a socket that subscribes before connection_init with 4401 Unauthorized', async () => {
    const { url, wsUrl } = await gateway();
    const socket = await opened(wsUrl, { Cookie: await signIn(url, 'editor') });
    const closed = closeOf(socket);
    socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: 'subscription { jobsChanged { version } }' } }));
    expect((await closed).code).toBe(4401);
  });

  it('closes a socket that sends no connection_init within WS_INIT_TIMEOUT_MS with 4408', async () => {
    const { wsUrl } = await gateway({ wsInitTimeoutMs: 200 });
    const socket = await opened(wsUrl);
    // 4408 is sent only when the init wait runs out (graphql-ws' connectionInitWaitTimeout).
    const closed = await closeOf(socket);
    expect(closed.code).toBe(WS_CLOSE.INIT_TIMEOUT);
  });
});

describe('limits of one socket', () => {
  it('refuses the 51st operation running at once on one socket with TOO_MANY_REQUESTS; the other 50 go on', async () => {
    const { url, wsUrl } = await gateway();
    const cookie = await signIn(url, 'admin');
    const connection = connectWs(wsUrl, { Cookie: cookie });
    clients.push(connection.client);
    const running = Array.from({ length: 50 }, () => connection.client.iterate({ query: 'subscription { jobsChanged { version } }' }));
    const pending = running.map((iterator) => iterator.next());
    const refused = connection.client.iterate({ query: 'subscription { jobsChanged { version } }' }).next();
    const errors = (await refused.then(
      () => [],
      (err: unknown) => err,
    )) as ReceivedError[];
    expect(errors[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(errors[0]?.message).toBe('At most 50 operations may run at once on one connection');

    // One finished: there is room for one more.
    await running[0]?.return?.();
    await pending[0];
    let accepted = false;
    await waitFor(async () => {
      const next = connection.client.iterate<{ ping: boolean }>({ query: '{ ping }' }).next();
      const result = await next.then(
        (r) => r.value as ExecutionResult<{ ping: boolean }>,
        () => null,
      );
      accepted = result?.data?.ping === true;
      return accepted;
    }, 'a free place on the socket');
    expect(accepted).toBe(true);
    for (const iterator of running.slice(1)) await iterator.return?.();
  });

  it('closes a socket that sends a message over WS_MAX_PAYLOAD_BYTES (64 KiB) with 1009, without console noise', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { url, wsUrl } = await gateway();
      const socket = await acknowledged(wsUrl, await signIn(url, 'editor'));
      const closed = closeOf(socket);
      const query = `{ ping } # ${'x'.repeat(64 * 1024)}`;
      socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query } }));
      expect((await closed).code).toBe(WS_CLOSE.MESSAGE_TOO_BIG);
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      consoleError.mockRestore();
    }
  });

  it('accepts a message just under the limit', async () => {
    const { url, wsUrl } = await gateway({ wsMaxPayloadBytes: 4096 });
    const socket = await acknowledged(wsUrl, await signIn(url, 'editor'));
    const answer = new Promise<{ type: string; payload?: { data?: unknown } }>((resolve) =>
      socket.once('message', (data: Buffer) => resolve(JSON.parse(data.toString('utf8')) as { type: string })),
    );
    const message = JSON.stringify({ id: '1', type: 'subscribe', payload: { query: '{ ping }' } });
    const padded = message.replace('{ ping }', `{ ping } #${'x'.repeat(4000 - message.length)}`);
    expect(Buffer.byteLength(padded)).toBeLessThanOrEqual(4096);
    socket.send(padded);
    expect(await answer).toMatchObject({ type: 'next', payload: { data: { ping: true } } });
    socket.close();
  });
});
