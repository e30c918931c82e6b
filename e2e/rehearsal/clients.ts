/**
 * Staff as the rehearsal's clients: each one has a browser address (a loopback address of its own,
 * so the proxies see different clients), a cookie jar, GraphQL over HTTPS and graphql-ws over WSS,
 * all through the TLS address.
 */
import https from 'node:https';
import { RESUME_EXTENSION, resumePointAfter } from '@flyerdesk/domain/realtime';
import type { FormattedExecutionResult } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export interface GqlAnswer<T> {
  status: number;
  data: T | null | undefined;
  errors: { message: string; extensions?: { code?: string } }[] | undefined;
}

export class Browser {
  private readonly cookies = new Map<string, string>();
  private readonly agent: https.Agent;
  readonly clients: Client[] = [];
  /** Sessions renewed because a socket closed with 4401 (the access token expired under it). */
  renewals = 0;
  closed = false;

  constructor(
    readonly publicUrl: string,
    private readonly ca: Buffer,
    /** The browser's own address (127.0.0.x): what the TLS terminator sees. */
    readonly address: string,
  ) {
    this.agent = new https.Agent({ ca, localAddress: address, keepAlive: true, maxSockets: 32 });
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** The session cookie's value (the refresh token's cookie), to see what the replicas handed out. */
  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  private remember(setCookies: string[] | undefined): void {
    for (const line of setCookies ?? []) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** One request through the TLS address, as this browser (its address, its cookies). */
  request(method: string, pathname: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; text: string; headers: Record<string, string | string[] | undefined> }> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = https.request(
        `${this.publicUrl}${pathname}`,
        {
          method,
          agent: this.agent,
          headers: {
            ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } : {}),
            ...(this.cookies.size > 0 ? { Cookie: this.cookieHeader() } : {}),
            Origin: this.publicUrl,
            ...headers,
          },
          timeout: 30_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            this.remember(res.headers['set-cookie']);
            resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString(), headers: res.headers });
          });
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`${method} ${pathname} timed out`)));
      req.on('error', reject);
      if (payload) req.write(payload);
      req.end();
    });
  }

  async gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<GqlAnswer<T>> {
    const res = await this.request('POST', '/graphql', { query, variables });
    let parsed: { data?: T | null; errors?: GqlAnswer<T>['errors'] } = {};
    try {
      parsed = JSON.parse(res.text) as typeof parsed;
    } catch {
      // Not a GraphQL answer (a proxy's error page): named by its status.
      parsed = { errors: [{ message: `HTTP ${res.status} without a GraphQL answer`, extensions: { code: `HTTP ${res.status} (proxy page)` } }] };
    }
    return { status: res.status, data: parsed.data, errors: parsed.errors };
  }

  async signIn(username: string, password: string): Promise<GqlAnswer<{ login: { user: { username: string } } }>> {
    return this.gql('mutation($u: String!, $p: String!) { login(username: $u, password: $p) { user { username } } }', { u: username, p: password });
  }

  /** A live connection as the web app keeps it: reconnects for ever, to whichever replica the proxy picks. */
  live(on: { connected?: () => void; closed?: () => void } = {}): Client {
    // Each (re)connection carries the cookies the browser holds at that moment.
    const options = () => ({ ca: this.ca, localAddress: this.address, headers: { Cookie: this.cookieHeader(), Origin: this.publicUrl } });
    class BrowserSocket extends WebSocket {
      constructor(address: string | URL, protocols?: string | string[]) {
        super(address, protocols, options());
      }
    }
    const client = createClient({
      url: `${this.publicUrl.replace(/^https/, 'wss')}/graphql`,
      webSocketImpl: BrowserSocket,
      lazy: false,
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => true,
      retryWait: () => new Promise((resolve) => setTimeout(resolve, 100)),
      onNonLazyError: () => undefined,
      on: { connected: () => on.connected?.(), closed: () => on.closed?.() },
    });
    this.clients.push(client);
    return client;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const client of this.clients) await client.dispose();
    this.agent.destroy();
  }
}

/** Close code of the gateway when a socket's session expired or ended (the web app: shared/apollo/reauthentication.ts). */
const UNAUTHORIZED_CLOSE = 4401;

/**
 * Results of a subscription as they arrive, collected in the background, as the web app follows
 * one (shared/apollo/resumption.ts, reauthentication.ts): every subscribe message carries the resume
 * point of the last event received, so a new socket (another replica, after a reconnection) first
 * hands over what was missed; when the socket is closed because the access token expired (4401),
 * the session is renewed over HTTP and the subscription starts again on a new socket, in the same list.
 */
export function collect<T>(browser: Browser, client: Client, query: string, variables: Record<string, unknown> = {}): T[] {
  const received: T[] = [];
  // graphql-ws sends this same message again on each new socket: its resume point is kept up to date.
  const extensions: Record<string, unknown> = {};
  const request = { query, variables, extensions };
  void (async () => {
    while (!browser.closed) {
      try {
        const stream = client.iterate<T>(request);
        for await (const result of stream as AsyncIterable<FormattedExecutionResult<T, unknown>>) {
          if (!result.data) continue;
          received.push(result.data);
          const point = resumePointAfter(Object.values(result.data)[0]);
          if (point) extensions[RESUME_EXTENSION] = point;
        }
        return;
      } catch (err) {
        if (browser.closed) return;
        if (typeof err === 'object' && err !== null && 'code' in err && err.code === UNAUTHORIZED_CLOSE) {
          browser.renewals += 1;
          await browser.gql('{ me { username } }').catch(() => undefined);
        } else {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    }
  })();
  return received;
}
