/**
 * The published app configuration for the mobile and web apps: GET /public/app-config, public (no
 * session, no cookies or tokens forwarded), answered by the api's GET /api/public/app-config. The
 * apps poll it with If-None-Match: the api's status (200 with the configuration, or 304 when the
 * configuration is the one they hold), ETag and Cache-Control pass through unchanged. When the api
 * cannot answer, 503 with a JSON error (never a stack or the api's body).
 */
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { ErrorCode } from '../../errors';
import { traceIdOf } from '../../trace';

export const PUBLIC_APP_CONFIG_ROUTE = '/public/app-config';

/** The api's public call the route answers from. */
const UPSTREAM_PATH = '/api/public/app-config';

/** Headers of the api's answer passed back to the app. */
const FORWARDED_HEADERS = ['etag', 'cache-control', 'last-modified'];

export interface PublicAppConfigOptions {
  upstreamUrl: string;
  timeoutMs: number;
  logger: Logger;
}

/** What an app receives when the configuration cannot be read now. */
export interface PublicAppConfigError {
  code: string;
  message: string;
  traceId: string;
}

function unavailable(res: Response, traceId: string): void {
  const body: PublicAppConfigError = { code: ErrorCode.UPSTREAM_UNAVAILABLE, message: 'The app configuration is unavailable, please try again later', traceId };
  res.status(503).set('Cache-Control', 'no-store').set('Retry-After', '5').json(body);
}

export function publicAppConfigRoute(options: PublicAppConfigOptions): RequestHandler {
  const target = `${options.upstreamUrl.replace(/\/+$/, '')}${UPSTREAM_PATH}`;
  return async (req: Request, res: Response) => {
    const traceId = traceIdOf(req);
    const headers = new Headers({ Accept: 'application/json', 'X-Trace-Id': traceId });
    const ifNoneMatch = req.get('if-none-match');
    if (ifNoneMatch) headers.set('If-None-Match', ifNoneMatch);
    let upstream: globalThis.Response;
    let body: string | null = null;
    try {
      upstream = await fetch(target, { headers, redirect: 'manual', signal: AbortSignal.timeout(options.timeoutMs) });
      if (upstream.status === 200) {
        body = await upstream.text();
      } else {
        await upstream.body?.cancel().catch(() => undefined);
      }
    } catch (err) {
      options.logger.warn({ err, traceId }, 'public app configuration: the api could not be reached');
      unavailable(res, traceId);
      return;
    }
    if (upstream.status !== 200 && upstream.status !== 304) {
      options.logger.warn({ traceId, status: upstream.status }, 'public app configuration: the api did not answer it');
      unavailable(res, traceId);
      return;
    }
    res.status(upstream.status);
    for (const name of FORWARDED_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) res.setHeader(name, value);
    }
    if (!res.getHeader('cache-control')) res.setHeader('Cache-Control', 'no-cache');
    if (body === null) {
      res.end();
      return;
    }
    // Sent as it came (res.send would add validators of its own and answer conditional requests itself).
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.end(body);
  };
}
