import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import express, { type Request, type RequestHandler, type Response } from 'express';
import type { Logger } from 'pino';
import { loggableUrl } from './observability/requestLog';
import { traceIdOf } from './trace';

/** Paths the gateway answers itself; everything else may be a route of the web app. */
export const API_PREFIXES = ['/graphql', '/files', '/feed', '/upload', '/export', '/healthz', '/readyz', '/metrics', '/client-config', '/public'] as const;

export function isApiPath(p: string): boolean {
  return API_PREFIXES.some((prefix) => p === prefix || p.startsWith(`${prefix}/`));
}

/** Request headers passed on to the file service (conditional and range requests keep working). */
const FORWARDED_REQUEST_HEADERS = ['accept', 'if-none-match', 'if-modified-since', 'range'];
/** Response headers of the file service passed back to the browser. */
const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
  'cache-control',
  'content-disposition',
  'content-security-policy',
];

/** Policy of a file whose upstream answer carried none: nothing runs, nothing loads. */
const FILE_FALLBACK_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/** What a browser that opened a refused file address reads (a download link is opened as a page). */
const PROXY_REFUSAL_TEXT: Readonly<Record<number, string>> = {
  404: 'Not found',
  410: 'This download link has expired: generate the PDF again in Flyerdesk',
};

/** Rejects dot segments and encoded separators, so a /files/ path never reaches anything else upstream. */
function isSafeFilePath(rawPath: string): boolean {
  if (/%2e|%2f|%5c|\\/i.test(rawPath)) return false;
  return !rawPath.split('/').some((segment) => segment === '.' || segment === '..');
}

/**
 * Streams /files/* (leaflet page images, logos) — or, with another prefix, /feed/* (the XML feeds
 * of the platforms) — from the api: browsers and apps load them from the gateway's origin.
 * Public, like upstream: no cookies or tokens are forwarded.
 */
export function filesProxy(options: { upstreamUrl: string; timeoutMs: number; logger: Logger; prefix?: string }): RequestHandler {
  const prefix = options.prefix ?? '/files';
  const upstreamBase = new URL(options.upstreamUrl);
  const basePath = upstreamBase.pathname.replace(/\/+$/, '');
  return async (req: Request, res: Response) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').type('text/plain').send('Method not allowed');
      return;
    }
    const [rawPath = '', rawQuery] = req.originalUrl.split('?', 2);
    if (!isSafeFilePath(rawPath)) {
      res.status(400).type('text/plain').send('Bad file path');
      return;
    }
    const target = new URL(`${upstreamBase.origin}${basePath}${rawPath}${rawQuery ? `?${rawQuery}` : ''}`);
    if (!target.pathname.startsWith(`${basePath}${prefix}/`)) {
      res.status(400).type('text/plain').send('Bad file path');
      return;
    }
    const headers = new Headers();
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = req.get(name);
      if (value) headers.set(name, value);
    }
    const traceId = traceIdOf(req);
    headers.set('X-Trace-Id', traceId);

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs);
    let clientGone = false;
    res.on('close', () => {
      clientGone = !res.writableFinished;
      controller.abort();
    });
    let upstream: globalThis.Response;
    try {
      upstream = await fetch(target, { method: req.method, headers, redirect: 'manual', signal: controller.signal });
    } catch (err) {
      clearTimeout(timer);
      // A browser that navigated away cancelled the download: nothing failed upstream.
      if (clientGone) return;
      options.logger.warn({ err, traceId, path: loggableUrl(rawPath) }, 'file proxy: upstream unavailable');
      if (!res.headersSent) res.status(502).type('text/plain').send('The file service is unavailable');
      return;
    }
    clearTimeout(timer);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    const passThrough = upstream.status < 300 || upstream.status === 304;
    if (!passThrough) {
      await upstream.body?.cancel().catch(() => undefined);
      const status = upstream.status >= 500 ? 502 : upstream.status;
      res.status(status).type('text/plain').send(PROXY_REFUSAL_TEXT[status] ?? 'The file could not be served');
      return;
    }
    res.status(upstream.status);
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) res.setHeader(name, value);
    }
    if (!res.getHeader('content-security-policy')) res.setHeader('Content-Security-Policy', FILE_FALLBACK_POLICY);
    if (!upstream.body || req.method === 'HEAD') {
      await upstream.body?.cancel().catch(() => undefined);
      res.end();
      return;
    }
    try {
      await pipeline(Readable.fromWeb(upstream.body as NodeReadableStream<Uint8Array>), res);
    } catch (err) {
      if (!controller.signal.aborted) options.logger.warn({ err, traceId, path: loggableUrl(rawPath) }, 'file proxy: stream interrupted');
    }
  };
}

/** A Host header that is a plain host name or IP address with an optional port (anything else is not echoed). */
const PLAIN_HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * Content-Security-Policy of the web app's pages. Scripts only from the app's own files: the built
 * index.html has no inline script (the Vite build refuses to make one). Styles also allow
 * 'unsafe-inline' because styled-components and the toasts insert their CSS as <style> elements at
 * run time and React sets style attributes; a per-response nonce would make index.html a template
 * and would still not cover style attributes, so the choice is 'unsafe-inline' for styles only.
 * Connections go to the same origin, including its WebSocket (ws: and wss: of the requested host,
 * for browsers where 'self' does not cover them), plus `connectOrigins` (the error-reporting
 * service the browser is configured with).
 */
export function webAppPolicy(host: string | undefined, connectOrigins: readonly string[] = []): string {
  const sockets = host !== undefined && PLAIN_HOST.test(host) ? [`ws://${host}`, `wss://${host}`] : [];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...sockets, ...connectOrigins].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Origin of a Sentry DSN (where the browser sends its reports); undefined without one. */
export function reportingOrigin(dsn: string | undefined): string | undefined {
  if (dsn === undefined) return undefined;
  try {
    return new URL(dsn).origin;
  } catch {
    return undefined;
  }
}

/**
 * The built web app: hashed assets cached for long, index.html for every other page path
 * (client-side routing), and a clear message when the app has not been built. Every answer carries
 * the app's Content-Security-Policy (`webAppPolicy`).
 */
export function webApp(options: { webDist: string; production: boolean; webSentryDsn?: string | undefined }): RequestHandler[] {
  const { webDist, production } = options;
  const reporting = reportingOrigin(options.webSentryDsn);
  const connectOrigins = reporting ? [reporting] : [];
  const policy: RequestHandler = (req, res, next) => {
    res.setHeader('Content-Security-Policy', webAppPolicy(req.get('host'), connectOrigins));
    next();
  };
  const indexFile = path.join(webDist, 'index.html');
  const assets = express.static(webDist, {
    index: false,
    fallthrough: true,
    setHeaders: (res, filePath) => {
      const relative = path.relative(webDist, filePath);
      if (relative.startsWith(`assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'no-cache');
    },
  });
  // Source maps stay in the build (error reporting reads them there) and are never served.
  const noSourceMaps: RequestHandler = (req, res, next) => {
    if (!/\.map$/i.test(req.path)) return next();
    res.status(404).type('text/plain').send('Not found');
  };
  const fallback: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (isApiPath(req.path) || path.extname(req.path) !== '') return next();
    if (!existsSync(indexFile)) {
      const where = production ? 'WEB_DIST' : webDist;
      res
        .status(503)
        .type('text/plain')
        .send(`The Flyerdesk web app is not built: there is no index.html in ${where}. Run "npm run build" (or set WEB_DIST).`);
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  };
  return [policy, noSourceMaps, assets, fallback];
}
