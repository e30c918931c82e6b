import { Agent as HttpAgent, request as httpRequest, type ClientRequest, type RequestOptions } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { Logger } from 'pino';

/** Error body of the leaflet REST service (one shape for every failure). */
export interface UpstreamErrorBody {
  status?: number;
  code?: string;
  message?: string;
  traceId?: string;
  reason?: string;
  invalidFields?: { field?: unknown; key?: unknown; message?: unknown; values?: unknown }[];
  currentVersion?: number;
  /** ORDERING_CHANGED: the move that changed the ordering last. */
  lastMove?: unknown;
  naturalId?: string;
  priority?: number;
  platform?: string;
  /** TOO_MANY_ATTEMPTS: seconds until a sign-in may succeed again. */
  retryAfterSeconds?: number;
}

/** The upstream answered with a 4xx status. */
export class UpstreamHttpError extends Error {
  override name = 'UpstreamHttpError';
  constructor(
    readonly status: number,
    readonly body: UpstreamErrorBody | null,
    readonly method: string,
    readonly path: string,
  ) {
    super(`Upstream ${method} ${path} answered ${status}${body?.code ? ` ${body.code}` : ''}`);
  }
}

/** The upstream could not be reached, timed out or failed on its side (5xx). */
export class UpstreamUnavailableError extends Error {
  override name = 'UpstreamUnavailableError';
  constructor(
    readonly reason: 'network' | 'timeout' | 'server',
    readonly method: string,
    readonly path: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(`Upstream ${method} ${path} unavailable (${reason}${status ? ` ${status}` : ''})`, options);
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface UpstreamRequest {
  method: HttpMethod;
  /** Path starting with '/', without query string. */
  path: string;
  query?: Record<string, QueryValue>;
  /** JSON body. */
  json?: unknown;
  /** multipart/form-data text fields. */
  form?: Record<string, string>;
  /** Version the write started from; sent as If-Match. */
  ifMatch?: number;
  /** Access token sent as Authorization: Bearer. */
  token?: string;
  /** The gateway's own service token, sent as X-Service-Token (version reads of the pollers, sign-ins naming the browser's address). */
  serviceToken?: string;
  /** The browser's address, sent as X-Client-Address with the service token (sign-in rate limit). */
  clientAddress?: string;
  traceId: string;
}

/** How one upstream call ended: the class of the status it answered, or why there was no answer. */
export type UpstreamOutcome = '2xx' | '3xx' | '4xx' | '5xx' | 'timeout' | 'network';

/** One finished upstream call (metrics). */
export interface UpstreamCall {
  method: HttpMethod;
  /** Path as called (ids included); observers turn it into a template themselves. */
  path: string;
  outcome: UpstreamOutcome;
  /** Time until the status line arrived, or until the call failed. */
  durationMs: number;
}

/** Hears of every upstream call once it is answered or has failed. */
export interface UpstreamObserver {
  call(call: UpstreamCall): void;
}

export interface UpstreamHttpOptions {
  baseUrl: string;
  timeoutMs: number;
  logger: Logger;
  observer?: UpstreamObserver;
}

function statusClass(status: number): UpstreamOutcome {
  if (status >= 500) return '5xx';
  if (status >= 400) return '4xx';
  if (status >= 300) return '3xx';
  return '2xx';
}

/** Encodes one path segment (ids from clients never change the path shape). */
export function seg(value: string): string {
  // Resolvers refuse such ids first (validation.ts); the URL parser would drop or climb these segments.
  if (value === '' || value === '.' || value === '..') throw new Error(`"${value}" cannot be a path segment`);
  return encodeURIComponent(value);
}

/** An upstream answer, its body read whole. */
export interface UpstreamResponse {
  status: number;
  body: Buffer;
  /** The body parsed as JSON (throws on a body that is not). */
  json(): unknown;
}

/**
 * Idle kept-alive connections to the api are closed after this long: before the api's own idle
 * timeout (Node's default, 5 s), so that no request is sent on a connection the api is closing.
 */
const IDLE_CONNECTION_MS = 4000;

/** Errors of a kept-alive connection that the api closed as the request went out (it never read it). */
const STALE_CONNECTION_CODES: ReadonlySet<string> = new Set(['ECONNRESET', 'EPIPE']);

/**
 * Methods whose request may be sent twice with the effect of once (RFC 9110, 9.2.2): only these are
 * sent again after a kept-alive connection was lost; a lost POST or PATCH may have been done already.
 */
const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/** Connections to the api at most; calls beyond wait for one to be free. */
export const UPSTREAM_MAX_SOCKETS = 128;

class UpstreamTimeoutError extends Error {
  override name = 'TimeoutError';
}

function codeOfError(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string' ? err.code : undefined;
}

interface Exchange {
  status: number;
  body: Buffer;
  /** performance.now() when the status line arrived. */
  answeredAt: number;
}

/**
 * The one place the gateway talks HTTP to the leaflet REST service: timeout, trace id,
 * bearer token and classification of failures into UpstreamHttpError / UpstreamUnavailableError.
 * Calls go over kept-alive connections with node:http (fetch costs several times the CPU per call).
 */
export class UpstreamHttp {
  private readonly agent: HttpAgent;
  private readonly secure: boolean;

  constructor(private readonly options: UpstreamHttpOptions) {
    this.secure = new URL(options.baseUrl).protocol === 'https:';
    const agentOptions = { keepAlive: true, timeout: IDLE_CONNECTION_MS, maxSockets: UPSTREAM_MAX_SOCKETS };
    this.agent = this.secure ? new HttpsAgent(agentOptions) : new HttpAgent(agentOptions);
  }

  get baseUrl(): string {
    return this.options.baseUrl;
  }

  get timeoutMs(): number {
    return this.options.timeoutMs;
  }

  /** Sends a request and parses the JSON answer. */
  async json<T>(req: UpstreamRequest): Promise<T> {
    const res = await this.send(req);
    try {
      return res.json() as T;
    } catch (err) {
      throw new UpstreamUnavailableError('server', req.method, req.path, res.status, { cause: err });
    }
  }

  /** Sends a request and reads its answer whole (2xx only: other statuses throw). */
  async send(req: UpstreamRequest): Promise<UpstreamResponse> {
    const url = new URL(this.options.baseUrl + req.path);
    for (const [key, value] of Object.entries(req.query ?? {})) {
      if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { Accept: 'application/json', 'X-Trace-Id': req.traceId };
    if (req.token) headers['Authorization'] = `Bearer ${req.token}`;
    if (req.serviceToken) headers['X-Service-Token'] = req.serviceToken;
    if (req.serviceToken && req.clientAddress) headers['X-Client-Address'] = req.clientAddress;
    if (req.ifMatch !== undefined) headers['If-Match'] = `"${req.ifMatch}"`;
    let body: Buffer | undefined;
    if (req.form) {
      const form = new FormData();
      for (const [key, value] of Object.entries(req.form)) form.append(key, value);
      // multipart/form-data as fetch encodes it (boundary included in the type).
      const encoded = new Response(form);
      body = Buffer.from(await encoded.arrayBuffer());
      headers['Content-Type'] = encoded.headers.get('content-type') ?? 'multipart/form-data';
    } else if (req.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = Buffer.from(JSON.stringify(req.json), 'utf8');
    }
    if (body) headers['Content-Length'] = String(body.length);

    const started = Date.now();
    const startedAt = performance.now();
    let exchange: Exchange;
    try {
      exchange = await this.exchange(url, { method: req.method, headers }, body);
    } catch (err) {
      const timedOut = err instanceof UpstreamTimeoutError;
      this.observe(req, timedOut ? 'timeout' : 'network', startedAt, performance.now());
      this.options.logger.warn(
        { traceId: req.traceId, method: req.method, path: req.path, err, ms: Date.now() - started },
        timedOut ? 'upstream call timed out' : 'upstream call failed',
      );
      throw new UpstreamUnavailableError(timedOut ? 'timeout' : 'network', req.method, req.path, undefined, { cause: err });
    }
    const { status } = exchange;
    this.observe(req, statusClass(status), startedAt, exchange.answeredAt);
    this.options.logger.debug({ traceId: req.traceId, method: req.method, path: req.path, status, ms: Date.now() - started }, 'upstream call');
    if (status >= 500) {
      this.options.logger.warn({ traceId: req.traceId, method: req.method, path: req.path, status }, 'upstream failed');
      throw new UpstreamUnavailableError('server', req.method, req.path, status);
    }
    const answer: UpstreamResponse = {
      status,
      body: exchange.body,
      json: () => JSON.parse(exchange.body.toString('utf8')) as unknown,
    };
    if (status >= 300) {
      let errorBody: UpstreamErrorBody | null = null;
      try {
        const parsed = answer.json();
        if (parsed && typeof parsed === 'object') errorBody = parsed;
      } catch {
        errorBody = null;
      }
      throw new UpstreamHttpError(status, errorBody, req.method, req.path);
    }
    return answer;
  }

  /**
   * One request and its whole answer within the timeout. An idempotent request that a kept-alive
   * connection lost before any answer (most likely the api had just closed it and never read the
   * request) is sent once more on a new connection; any other fails as network.
   */
  private async exchange(url: URL, options: RequestOptions, body: Buffer | undefined): Promise<Exchange> {
    const deadline = performance.now() + this.options.timeoutMs;
    try {
      return await this.once(url, options, body, deadline);
    } catch (err) {
      if (!(err instanceof StaleConnectionError) || !IDEMPOTENT_METHODS.has(options.method ?? 'GET')) throw err;
      return this.once(url, options, body, deadline);
    }
  }

  private once(url: URL, options: RequestOptions, body: Buffer | undefined, deadline: number): Promise<Exchange> {
    return new Promise<Exchange>((resolve, reject) => {
      let answered = false;
      let request: ClientRequest | undefined = undefined;
      const timer = setTimeout(
        () => {
          const error = new UpstreamTimeoutError(`No whole answer within ${this.options.timeoutMs} ms`);
          reject(error);
          request?.destroy(error);
        },
        Math.max(0, deadline - performance.now()),
      );
      const fail = (err: unknown) => {
        clearTimeout(timer);
        const code = codeOfError(err);
        const error = err instanceof Error ? err : new Error(String(err));
        reject(!answered && request?.reusedSocket && code && STALE_CONNECTION_CODES.has(code) ? new StaleConnectionError(error) : error);
      };
      const send = this.secure ? httpsRequest : httpRequest;
      request = send(url, { ...options, agent: this.agent }, (res) => {
        answered = true;
        const answeredAt = performance.now();
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          clearTimeout(timer);
          resolve({ status: res.statusCode ?? 0, body: chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks), answeredAt });
        });
        // An answer cut off ends with an error here (Node: 'aborted').
        res.on('error', fail);
      });
      request.on('error', fail);
      request.end(body);
    });
  }

  private observe(req: UpstreamRequest, outcome: UpstreamOutcome, startedAt: number, endedAt: number): void {
    this.options.observer?.call({ method: req.method, path: req.path, outcome, durationMs: endedAt - startedAt });
  }

  /** Sends a request whose answer has no body worth reading (204 and similar). */
  async void(req: UpstreamRequest): Promise<void> {
    await this.send(req);
  }

  /** Closes the kept-alive connections (the gateway is stopping). */
  close(): void {
    this.agent.destroy();
  }
}

/** A kept-alive connection was closed by the api as a request went out on it. */
class StaleConnectionError extends Error {
  override name = 'StaleConnectionError';
  constructor(cause: unknown) {
    super('The kept-alive connection to the api was closed', { cause });
  }
}

/** Trace id and credentials of the browser request an upstream call is made for. */
export interface CallScope {
  traceId: string;
  /** The verified access token of the signed-in user (UNAUTHENTICATED when there is none). */
  accessToken(): Promise<string>;
}

/** Base of the per-domain REST clients: every call carries the trace id and the user's token. */
export abstract class ScopedClient {
  constructor(
    protected readonly http: UpstreamHttp,
    protected readonly scope: CallScope,
  ) {}

  protected async get<T>(path: string, query?: Record<string, QueryValue>): Promise<T> {
    return this.http.json<T>({ method: 'GET', path, query, token: await this.scope.accessToken(), traceId: this.scope.traceId });
  }

  protected async write<T>(method: HttpMethod, path: string, options: { json?: unknown; ifMatch?: number; query?: Record<string, QueryValue> } = {}): Promise<T> {
    return this.http.json<T>({ method, path, ...options, token: await this.scope.accessToken(), traceId: this.scope.traceId });
  }

  protected async writeVoid(method: HttpMethod, path: string, options: { json?: unknown; ifMatch?: number; query?: Record<string, QueryValue> } = {}): Promise<void> {
    await this.http.void({ method, path, ...options, token: await this.scope.accessToken(), traceId: this.scope.traceId });
  }
}

/** Resolves to null when the upstream says the record does not exist (404). */
export async function nullWhenMissing<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (err) {
    if (err instanceof UpstreamHttpError && err.status === 404) return null;
    throw err;
  }
}
