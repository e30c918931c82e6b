/**
 * A WebSocket client that stops reading (a frozen tab, a dead network that still holds the connection)
 * cannot make the gateway hold its events without bound: once more than WS_MAX_BUFFERED_BYTES wait
 * for it, its socket is closed (1013, try again later; cut if the client does not answer) and its
 * memory given back; the client reconnects and catches up from where it left off. A client that reads
 * is never closed.
 */
import request from 'supertest';
import WebSocket from 'ws';
import { boundedSender, TOO_SLOW_CLOSE } from '../realtime/wsServer';
import { parseMetrics, valueOf } from '../test-support/metricsText';
import { MemoryEventBus } from '../realtime/pubsub';
import { recordsTopic } from '../modules/resources/events';
import { signIn } from '../test-support/graphqlClient';
import { startApiForTests, startGatewayFor } from '../test-support/stack';
import type { RunningApi } from '../../../api/src/server';

const PROTOCOL = 'graphql-transport-ws';
const LIMIT = 256 * 1024;

let api: RunningApi;
let close: () => Promise<void>;
let url: string;
let wsUrl: string;
let cookie: string;
const events = new MemoryEventBus();

beforeAll(async () => {
  api = await startApiForTests();
  const started = await startGatewayFor(api, { events, wsMaxBufferedBytes: LIMIT });
  close = started.close;
  url = started.gateway.url;
  wsUrl = `${url.replace(/^http/, 'ws')}/graphql`;
  cookie = await signIn(started.gateway.url, 'admin');
}, 120_000);

afterAll(async () => {
  await close();
  await events.close();
  await api.close();
});

/** A raw socket subscribed to the categories list; resolves once the subscription is in place. */
async function subscribed(): Promise<{ socket: WebSocket; closed: Promise<{ code: number; reason: string }>; received: () => number }> {
  const socket = new WebSocket(wsUrl, PROTOCOL, { headers: { Cookie: cookie } });
  let count = 0;
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  await new Promise<void>((resolve, reject) => {
    socket.on('error', reject);
    socket.on('message', (raw: Buffer) => {
      const message = JSON.parse(raw.toString()) as { type: string; id?: string };
      if (message.type === 'connection_ack') {
        socket.send(JSON.stringify({ id: 'list', type: 'subscribe', payload: { query: 'subscription { categoriesChanged { seq record { name } } }' } }));
        socket.send(JSON.stringify({ id: 'probe', type: 'subscribe', payload: { query: '{ ping }' } }));
      }
      if (message.type === 'next' && message.id === 'probe') resolve();
      if (message.type === 'next' && message.id === 'list') count += 1;
    });
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
  });
  return { socket, closed, received: () => count };
}

/** A category record as the list announces it, with a long name so that few events fill the buffers. */
function change(n: number): object {
  const now = new Date().toISOString();
  return {
    resource: 'categories',
    action: 'UPDATED',
    record: { id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, name: `c${n} ${'x'.repeat(60_000)}`, categoryWebId: `c${n}`, version: n, updatedAt: now, updatedBy: 'root', archivedAt: null },
    actor: 'root',
    at: now,
    clientMutationId: null,
  };
}

async function tooSlowClosed(): Promise<number> {
  const res = await request(url).get('/metrics');
  return valueOf(parseMetrics(res.text), 'flyerdesk_gateway_websockets_too_slow_total');
}

describe('a client that stops reading', () => {
  it('is closed once more than WS_MAX_BUFFERED_BYTES wait for it; a reading client gets every event', async () => {
    const reading = await subscribed();
    const frozen = await subscribed();
    // The frozen tab reads nothing more: what the gateway sends piles up in the kernel's buffers, then in the gateway's.
    frozen.socket.pause();
    expect(await tooSlowClosed()).toBe(0);

    let sent = 0;
    // Far more than the kernel buffers of a loopback connection hold, if the gateway never gave up.
    while (sent < 2000 && (sent % 20 !== 0 || (await tooSlowClosed()) === 0)) {
      await events.publish(recordsTopic('categories'), change(sent));
      sent += 1;
    }
    expect(await tooSlowClosed()).toBe(1);
    // Read again, the frozen tab finds its socket closed.
    frozen.socket.resume();
    expect([TOO_SLOW_CLOSE.code, 1006]).toContain((await frozen.closed).code);

    // The reading client was never closed and got every event published.
    await new Promise<void>((resolve) => {
      const check = () => (reading.received() >= sent ? resolve() : setImmediate(check));
      check();
    });
    expect(reading.received()).toBe(sent);
    expect(reading.socket.readyState).toBe(WebSocket.OPEN);
    reading.socket.close();
  });
});

describe('the bounded sender', () => {
  function fakeSocket(bufferedAmount: number) {
    const calls: string[] = [];
    const socket = {
      OPEN: 1,
      CLOSED: 3,
      readyState: 1,
      bufferedAmount,
      send: (data: string) => calls.push(`send ${data}`),
      close: (code: number, reason: string) => calls.push(`close ${code} ${reason}`),
      terminate: () => calls.push('terminate'),
    };
    return { socket: socket as unknown as WebSocket, calls, state: socket };
  }

  afterEach(() => {
    jest.useRealTimers();
  });

  it('sends while the socket holds no more than its limit, then closes it with 1013, once, and cuts it if the client does not answer', () => {
    jest.useFakeTimers();
    const slow: WebSocket[] = [];
    const send = boundedSender(100, (socket) => slow.push(socket));
    const { socket, calls, state } = fakeSocket(100);
    send(socket, 'a');
    state.bufferedAmount = 101;
    send(socket, 'b');
    expect(calls).toEqual(['send a', `close 1013 ${TOO_SLOW_CLOSE.reason}`]);
    expect(slow).toEqual([socket]);
    // Closing: nothing more is sent, and it is not closed twice.
    state.readyState = 2;
    send(socket, 'c');
    jest.runAllTimers();
    expect(calls).toEqual(['send a', `close 1013 ${TOO_SLOW_CLOSE.reason}`, 'terminate']);
  });

  it('does not cut a socket that closed in time', () => {
    jest.useFakeTimers();
    const { socket, calls, state } = fakeSocket(500);
    boundedSender(100)(socket, 'a');
    state.readyState = 3;
    jest.runAllTimers();
    expect(calls).toEqual([`close 1013 ${TOO_SLOW_CLOSE.reason}`]);
  });
});
