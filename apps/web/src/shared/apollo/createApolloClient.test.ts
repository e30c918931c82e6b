import { gql } from '@apollo/client';
import { waitFor } from '@testing-library/react';
import { createApolloSetup, graphqlWsUrl, reconnectDelay } from './createApolloClient';

describe('Apollo setup', () => {
  it('refetches the active queries when a dropped live connection comes back', async () => {
    const setup = createApolloSetup({ origin: 'http://localhost', onUnauthenticated: jest.fn(), onError: jest.fn() });
    const refetch = jest.spyOn(setup.client, 'refetchQueries');
    setup.connection.connected();
    expect(refetch).not.toHaveBeenCalled();
    setup.connection.closed({ code: 1006, reason: '' });
    expect(setup.connection.getStatus()).toBe('lost');
    setup.connection.connected();
    expect(refetch).toHaveBeenCalledWith({ include: 'active' });
    await setup.wsClient.dispose();
    setup.client.stop();
  });

  it('talks to /graphql on the same host over ws, or wss on https', () => {
    expect(graphqlWsUrl('http://localhost:5173')).toBe('ws://localhost:5173/graphql');
    expect(graphqlWsUrl('https://admin.example.com')).toBe('wss://admin.example.com/graphql');
  });

  it('waits longer after each failed reconnection, up to about half a minute', () => {
    expect(reconnectDelay(0)).toBeGreaterThanOrEqual(1000);
    expect(reconnectDelay(3)).toBeGreaterThanOrEqual(8000);
    expect(reconnectDelay(20)).toBeLessThan(31_000);
  });
});

/** A browser WebSocket double the graphql-ws client talks to; the test plays the gateway. */
class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static sockets: FakeSocket[] = [];
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSING = 2;
  readonly CLOSED = 3;
  readyState = 0;
  readonly sent: { id?: string; type: string; payload?: unknown }[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(
    readonly url: string,
    readonly protocol: string,
  ) {
    FakeSocket.sockets.push(this);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data) as { type: string });
  }

  close(code = 1000, reason = ''): void {
    this.serverClose(code, reason);
  }

  /** The gateway accepts the connection and acknowledges connection_init. */
  accept(): void {
    this.readyState = 1;
    this.onopen?.();
  }

  push(message: object): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }

  serverClose(code: number, reason: string): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code, reason, wasClean: true });
  }
}

describe('an expired session on the live connection', () => {
  const realWebSocket = globalThis.WebSocket;
  const realFetch = globalThis.fetch;

  beforeEach(() => {
    FakeSocket.sockets = [];
    Object.assign(globalThis, { WebSocket: FakeSocket });
  });

  afterEach(() => {
    Object.assign(globalThis, { WebSocket: realWebSocket, fetch: realFetch });
  });

  function answer(body: object): Response {
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }

  async function socket(index: number): Promise<FakeSocket> {
    await waitFor(() => expect(FakeSocket.sockets[index]).toBeDefined());
    return FakeSocket.sockets[index] as FakeSocket;
  }

  /** The gateway side of a connection: open, acknowledge connection_init, and wait for the subscribe. */
  async function established(index: number): Promise<{ ws: FakeSocket; id: string }> {
    const ws = await socket(index);
    ws.accept();
    await waitFor(() => expect(ws.sent.map((m) => m.type)).toContain('connection_init'));
    ws.push({ type: 'connection_ack' });
    await waitFor(() => expect(ws.sent.map((m) => m.type)).toContain('subscribe'));
    return { ws, id: ws.sent.find((m) => m.type === 'subscribe')?.id ?? '' };
  }

  const JOBS = gql`
    subscription JobsChanged {
      jobsChanged {
        version
      }
    }
  `;

  it('on 4401 refreshes the session over HTTP, reconnects and resubscribes without the user noticing', async () => {
    const fetchMock = jest.fn((_url: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { operationName: string };
      expect(body.operationName).toBe('RefreshSession');
      return Promise.resolve(answer({ data: { refreshSession: { __typename: 'Session', accessExpiresAt: '2030-01-01T00:00:00.000Z' } } }));
    });
    Object.assign(globalThis, { fetch: fetchMock });
    const handlers = { onUnauthenticated: jest.fn(), onError: jest.fn() };
    const setup = createApolloSetup({ origin: 'http://localhost', ...handlers });
    const refetch = jest.spyOn(setup.client, 'refetchQueries');
    const received: unknown[] = [];
    const failures: unknown[] = [];
    const subscription = setup.client.subscribe({ query: JOBS }).subscribe({
      next: (result) => received.push(result.data),
      error: (error: unknown) => failures.push(error),
    });

    const first = await established(0);
    first.ws.push({ id: first.id, type: 'next', payload: { data: { jobsChanged: { __typename: 'JobsChangedEvent', version: 1 } } } });
    await waitFor(() => expect(received).toHaveLength(1));

    // The access token ran out under the open socket.
    first.ws.serverClose(4401, 'Session expired');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(setup.connection.getStatus()).toBe('idle');

    const second = await established(1);
    second.ws.push({ id: second.id, type: 'next', payload: { data: { jobsChanged: { __typename: 'JobsChangedEvent', version: 2 } } } });
    await waitFor(() => expect(received).toHaveLength(2));
    expect(received).toEqual([{ jobsChanged: { __typename: 'JobsChangedEvent', version: 1 } }, { jobsChanged: { __typename: 'JobsChangedEvent', version: 2 } }]);
    expect(failures).toEqual([]);
    expect(handlers.onError).not.toHaveBeenCalled();
    expect(handlers.onUnauthenticated).not.toHaveBeenCalled();
    expect(setup.connection.getStatus()).toBe('connected');
    // Events of the gap may be missed: the active queries are loaded again.
    expect(refetch).toHaveBeenCalledWith({ include: 'active' });

    subscription.unsubscribe();
    setup.client.stop();
  });

  it('subscribes again on the new socket from where it left off: the last seq and position it received', async () => {
    Object.assign(globalThis, {
      fetch: jest.fn(() => Promise.resolve(answer({ data: { refreshSession: { __typename: 'Session', accessExpiresAt: '2030-01-01T00:00:00.000Z' } } }))),
    });
    const setup = createApolloSetup({ origin: 'http://localhost', onUnauthenticated: jest.fn(), onError: jest.fn() });
    const received: unknown[] = [];
    const GROUPS = gql`
      subscription GroupsChanged {
        change: groupsChanged {
          seq
          position
        }
      }
    `;
    const subscription = setup.client.subscribe({ query: GROUPS }).subscribe({ next: (result) => received.push(result.data) });
    const first = await established(0);
    expect(first.ws.sent.find((m) => m.type === 'subscribe')?.payload).not.toHaveProperty('extensions.resume');
    first.ws.push({ id: first.id, type: 'next', payload: { data: { change: { __typename: 'GroupChange', seq: 3, position: 8 } } } });
    await waitFor(() => expect(received).toHaveLength(1));

    first.ws.serverClose(4401, 'Session expired');
    const second = await established(1);
    expect(second.ws.sent.find((m) => m.type === 'subscribe')?.payload).toMatchObject({ extensions: { resume: { seq: 3, position: 8 } } });

    subscription.unsubscribe();
    setup.client.stop();
  });

  it('leads to sign-in when the session cannot be refreshed, without an error toast', async () => {
    const fetchMock = jest.fn(() =>
      Promise.resolve(answer({ errors: [{ message: 'The session has expired', extensions: { code: 'UNAUTHENTICATED', reason: 'INVALID_REFRESH_TOKEN' } }] })),
    );
    Object.assign(globalThis, { fetch: fetchMock });
    const handlers = { onUnauthenticated: jest.fn(), onError: jest.fn() };
    const setup = createApolloSetup({ origin: 'http://localhost', ...handlers });
    const failures: unknown[] = [];
    let completed = false;
    const subscription = setup.client.subscribe({ query: JOBS }).subscribe({
      error: (error: unknown) => failures.push(error),
      complete: () => {
        completed = true;
      },
    });

    const first = await established(0);
    first.ws.serverClose(4401, 'Session ended');
    await waitFor(() => expect(handlers.onUnauthenticated).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(completed).toBe(true));
    expect(failures).toEqual([]);
    expect(handlers.onError).not.toHaveBeenCalled();
    expect(FakeSocket.sockets).toHaveLength(1);

    subscription.unsubscribe();
    setup.client.stop();
  });
});
