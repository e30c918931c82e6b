/** Clients of the benchmarks: GraphQL over HTTP as the browser sends it, the REST api, graphql-ws subscribers. */
import { Agent, request } from 'node:http';
import type { FormattedExecutionResult } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/** Password of every demo account. */
export const DEMO_PASSWORD = 'flyerdesk';

export interface GqlResponse<T> {
  status: number;
  data: T | null;
  errors: unknown[] | undefined;
  /** Size of the response body in bytes. */
  bytes: number;
  setCookies: string[];
}

/** Posts one GraphQL operation to the gateway as the web app does (JSON, session cookie). */
export async function gql<T>(gatewayUrl: string, query: string, variables: Record<string, unknown>, cookie?: string): Promise<GqlResponse<T>> {
  const res = await fetch(`${gatewayUrl}/graphql`, { method: 'POST', ...gqlRequest(query, variables, cookie) });
  const text = await res.text();
  return gqlResponse<T>(res.status, text, Buffer.byteLength(text), res.headers.getSetCookie());
}

/** A GraphQL answer decoded from its text. */
function gqlResponse<T>(status: number, text: string, bytes: number, setCookies: string[]): GqlResponse<T> {
  const body = JSON.parse(text) as { data?: T | null; errors?: unknown[] };
  return { status, data: body.data ?? null, errors: body.errors, bytes, setCookies };
}

/** The body and headers of a GraphQL POST as the web app sends it (JSON, session cookie). */
function gqlRequest(query: string, variables: Record<string, unknown>, cookie?: string): { headers: Record<string, string>; body: string } {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (cookie) headers['Cookie'] = cookie;
  return { headers, body: JSON.stringify({ query, variables }) };
}

/** Kept-alive connections of the load clients (node:http costs the load far less CPU per request than fetch). */
const loadAgent = new Agent({ keepAlive: true });

/** A whole answer read without decoding it: its HTTP status and size in bytes. */
export interface ReadBytes {
  status: number;
  bytes: number;
}

interface RequestOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** A whole answer, read over a kept-alive connection; its chunks are kept only when `keep` is set. */
function readAnswer(url: string, options: RequestOptions, keep: boolean): Promise<ReadBytes & { chunks: Buffer[]; setCookies: string[] }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers, agent: loadAgent }, (res) => {
      let bytes = 0;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (keep) chunks.push(chunk);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, chunks, setCookies: res.headers['set-cookie'] ?? [] }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Sends one request and reads the whole answer without decoding it. */
export async function readBytes(url: string, options: RequestOptions = {}): Promise<ReadBytes> {
  const { status, bytes } = await readAnswer(url, options, false);
  return { status, bytes };
}

/** Posts one GraphQL operation as `gql` does and reads the whole answer without decoding it. */
export function gqlBytes(gatewayUrl: string, query: string, variables: Record<string, unknown>, cookie?: string): Promise<ReadBytes> {
  return readBytes(`${gatewayUrl}/graphql`, { method: 'POST', ...gqlRequest(query, variables, cookie) });
}

/**
 * `gql` over node:http: for a benchmark's timed requests, whose client should cost the measurement
 * little (fetch costs the caller several times more per request on loopback).
 */
export async function gqlLean<T>(gatewayUrl: string, query: string, variables: Record<string, unknown>, cookie?: string): Promise<GqlResponse<T>> {
  const answer = await readAnswer(`${gatewayUrl}/graphql`, { method: 'POST', ...gqlRequest(query, variables, cookie) }, true);
  return gqlResponse<T>(answer.status, Buffer.concat(answer.chunks).toString('utf8'), answer.bytes, answer.setCookies);
}

/** Data of a GraphQL answer; throws with the errors when there is none. */
export function dataOf<T>(res: GqlResponse<T>, what: string): T {
  if (res.errors || !res.data) throw new Error(`${what} failed (HTTP ${res.status}): ${JSON.stringify(res.errors)}`);
  return res.data;
}

const LOGIN = `mutation Login($username: String!, $password: String!) {
  login(username: $username, password: $password) { user { username } }
}`;

/** Signs in through the gateway; returns the Cookie header a browser would send afterwards. */
export async function signIn(gatewayUrl: string, username: string): Promise<string> {
  const res = await gql<{ login: { user: { username: string } } }>(gatewayUrl, LOGIN, { username, password: DEMO_PASSWORD });
  dataOf(res, `sign-in of ${username}`);
  return res.setCookies.map((line) => line.split(';')[0] ?? '').filter((pair) => pair.includes('=')).join('; ');
}

/** Signs in at the REST api directly; returns the access token. */
export async function apiAccessToken(apiUrl: string, username: string): Promise<string> {
  const form = new FormData();
  form.set('username', username);
  form.set('password', DEMO_PASSWORD);
  const res = await fetch(`${apiUrl}/authenticate`, { method: 'POST', body: form });
  if (!res.ok) throw new Error(`api sign-in of ${username} failed: HTTP ${res.status} ${await res.text()}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** A graphql-ws client on its own socket, sending the session cookie on the upgrade request as a browser does. */
export function connectSubscriber(wsUrl: string, cookie: string): Promise<Client> {
  class CookieWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers: { Cookie: cookie } });
    }
  }
  return new Promise((resolve, reject) => {
    const client: Client = createClient({
      url: wsUrl,
      webSocketImpl: CookieWebSocket,
      lazy: false,
      retryAttempts: 0,
      onNonLazyError: (err) => reject(err instanceof Error ? err : new Error(`the socket failed: ${JSON.stringify(err)}`)),
      on: { connected: () => resolve(client) },
    });
  });
}

/** Opens `count` connections with `open`, `batch` at a time (a burst of thousands is refused by the listen backlog). */
export async function openInBatches<T>(count: number, open: () => Promise<T>, batch = 50): Promise<T[]> {
  const opened: T[] = [];
  while (opened.length < count) {
    const size = Math.min(batch, count - opened.length);
    opened.push(...(await Promise.all(Array.from({ length: size }, open))));
  }
  return opened;
}

/** Opens `count` subscribers, 50 connections at a time. */
export function connectSubscribers(wsUrl: string, cookie: string, count: number): Promise<Client[]> {
  return openInBatches(count, () => connectSubscriber(wsUrl, cookie));
}

/** Subscribes one client; `onResult` gets every result with the moment it arrived. */
export function subscribe<T>(
  client: Client,
  query: string,
  variables: Record<string, unknown>,
  onResult: (result: FormattedExecutionResult<T, unknown>, at: bigint) => void,
): () => void {
  return client.subscribe<T>(
    { query, variables },
    {
      next: (result) => onResult(result, process.hrtime.bigint()),
      error: (err) => console.error('subscription error', err),
      complete: () => undefined,
    },
  );
}

/**
 * A subscriber speaking graphql-ws's protocol (graphql-transport-ws) over a bare ws socket, with the
 * session cookie on the upgrade request as a browser sends it. It decodes each message with JSON.parse
 * alone, as the plain sockets of the raw broadcast do: a benchmark that keeps a thousand subscribers in
 * one process compares the servers, not the client libraries (the graphql-ws client also validates
 * every message and calls its sinks, about 8 µs more per message here, which a thousand subscribers in
 * one process add up in the latency of the last ones).
 */
export class WireSubscriber {
  private nextId = 1;
  private readonly sinks = new Map<string, (result: FormattedExecutionResult, at: bigint) => void>();

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString('utf8')) as { id?: string; type: string; payload?: unknown };
      const at = process.hrtime.bigint();
      if (message.type === 'ping') {
        socket.send(JSON.stringify({ type: 'pong' }));
        return;
      }
      const sink = message.id === undefined ? undefined : this.sinks.get(message.id);
      if (!sink) return;
      if (message.type === 'next') sink(message.payload as FormattedExecutionResult, at);
      else if (message.type === 'error') sink({ errors: message.payload as FormattedExecutionResult['errors'] }, at);
      else if (message.type === 'complete' && message.id !== undefined) this.sinks.delete(message.id);
    });
  }

  /** Opens the socket and waits for the server's connection_ack. */
  static connect(wsUrl: string, cookie: string): Promise<WireSubscriber> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(wsUrl, 'graphql-transport-ws', { headers: { Cookie: cookie } });
      const acknowledged = (data: Buffer) => {
        if ((JSON.parse(data.toString('utf8')) as { type: string }).type !== 'connection_ack') return;
        socket.off('message', acknowledged);
        resolve(new WireSubscriber(socket));
      };
      socket.on('message', acknowledged);
      socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: {} })));
      socket.once('error', reject);
      socket.once('close', (code, reason) => reject(new Error(`the socket closed before connection_ack: ${code} ${reason.toString()}`)));
    });
  }

  /** Subscribes; `onResult` gets every result of the operation with the moment its message was decoded. */
  subscribe<T>(query: string, variables: Record<string, unknown>, onResult: (result: FormattedExecutionResult<T, unknown>, at: bigint) => void): void {
    const id = String(this.nextId++);
    this.sinks.set(id, onResult as (result: FormattedExecutionResult, at: bigint) => void);
    this.socket.send(JSON.stringify({ id, type: 'subscribe', payload: { query, variables } }));
  }

  close(): void {
    this.socket.terminate();
  }
}

/** Opens `count` wire subscribers, 50 connections at a time. */
export function connectWireSubscribers(wsUrl: string, cookie: string, count: number): Promise<WireSubscriber[]> {
  return openInBatches(count, () => WireSubscriber.connect(wsUrl, cookie));
}

/** Closes every client's socket (the servers see the sockets close shortly after). */
export function closeAll(clients: Client[]): void {
  for (const client of clients) void client.dispose();
}
