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

/**
 * The one place the gateway talks HTTP to the leaflet REST service: timeout, trace id,
 * bearer token and classification of failures into UpstreamHttpError / UpstreamUnavailableError.
 */
export class UpstreamHttp {
  constructor(private readonly options: UpstreamHttpOptions) {}

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
      return (await res.json()) as T;
    } catch (err) {
      throw new UpstreamUnavailableError('server', req.method, req.path, res.status, { cause: err });
    }
  }

  /** Sends a request whose answer has no body worth reading (204 and similar). */
  async send(req: UpstreamRequest): Promise<Response> {
    const url = new URL(this.options.baseUrl + req.path);
    for (const [key, value] of Object.entries(req.query ?? {})) {
      if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
    }
    const headers = new Headers({ Accept: 'application/json', 'X-Trace-Id': req.traceId });
    if (req.token) headers.set('Authorization', `Bearer ${req.token}`);
    if (req.serviceToken) headers.set('X-Service-Token', req.serviceToken);
    if (req.serviceToken && req.clientAddress) headers.set('X-Client-Address', req.clientAddress);
    if (req.ifMatch !== undefined) headers.set('If-Match', `"${req.ifMatch}"`);
    let body: string | FormData | undefined;
    if (req.form) {
      const form = new FormData();
      for (const [key, value] of Object.entries(req.form)) form.append(key, value);
      body = form;
    } else if (req.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(req.json);
    }

    const started = Date.now();
    const startedAt = performance.now();
    let res: Response;
    try {
      res = await fetch(url, {
        method: req.method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      this.observe(req, timedOut ? 'timeout' : 'network', startedAt);
      this.options.logger.warn(
        { traceId: req.traceId, method: req.method, path: req.path, err, ms: Date.now() - started },
        timedOut ? 'upstream call timed out' : 'upstream call failed',
      );
      throw new UpstreamUnavailableError(timedOut ? 'timeout' : 'network', req.method, req.path, undefined, { cause: err });
    }
    this.observe(req, statusClass(res.status), startedAt);
    this.options.logger.debug(
      { traceId: req.traceId, method: req.method, path: req.path, status: res.status, ms: Date.now() - started },
      'upstream call',
    );
    if (res.status >= 500) {
      await res.body?.cancel().catch(() => undefined);
      this.options.logger.warn({ traceId: req.traceId, method: req.method, path: req.path, status: res.status }, 'upstream failed');
      throw new UpstreamUnavailableError('server', req.method, req.path, res.status);
    }
    if (res.status >= 400 || (res.status >= 300 && res.status < 400)) {
      let errorBody: UpstreamErrorBody | null = null;
      try {
        const parsed: unknown = await res.json();
        if (parsed && typeof parsed === 'object') errorBody = parsed;
      } catch {
        errorBody = null;
      }
      throw new UpstreamHttpError(res.status, errorBody, req.method, req.path);
    }
    return res;
  }

  private observe(req: UpstreamRequest, outcome: UpstreamOutcome, startedAt: number): void {
    this.options.observer?.call({ method: req.method, path: req.path, outcome, durationMs: performance.now() - startedAt });
  }

  /** Sends a request and drains the (empty) answer. */
  async void(req: UpstreamRequest): Promise<void> {
    const res = await this.send(req);
    await res.body?.cancel().catch(() => undefined);
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
