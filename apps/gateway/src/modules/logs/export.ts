/**
 * The activity log's CSV export for the /logs screen: GET /export/logs.csv with the filter of the
 * screen as query parameters (user, resource, kind, action, from, to), for a signed-in ADMIN or ROOT
 * (cookie session, refreshed transparently, or a bearer header). The api's CSV is streamed through as
 * it is written, with its file name; refusals answer `{ code, message, invalidFields? }`.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { validateWith } from '@flyerdesk/domain/validation/messages';
import { activityFilterSchema } from '@flyerdesk/domain/validation/activity';
import type { Request, RequestHandler, Response } from 'express';
import { publicError, signedInWith, UNAVAILABLE, type UploadProxyOptions } from '../../uploads/proxy';

export const LOGS_EXPORT_ROUTE = '/export/logs.csv';

/** Headers of the api's answer passed on to the browser. */
const FORWARDED_HEADERS = ['content-type', 'content-disposition'];

/** The filter from the query string (repeated or empty parameters are the schema's to refuse). */
function filterOf(req: Request): Record<string, unknown> {
  const query = req.query as Record<string, unknown>;
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
}

export function logsExportRoute(options: UploadProxyOptions): RequestHandler {
  const upstreamBase = options.upstreamUrl.replace(/\/+$/, '');
  return async (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    const granted = await signedInWith(options, req, res, 'logs.read');
    if (!granted) return;
    const { ctx, accessToken } = granted;
    const checked = validateWith(activityFilterSchema, filterOf(req));
    if (!checked.ok) {
      res.status(400).json({ code: 'INVALID_REQUEST', message: 'The filter is not valid', invalidFields: checked.invalidFields });
      return;
    }
    const target = new URL(`${upstreamBase}/api/logs.csv`);
    for (const [key, value] of Object.entries(checked.value)) if (typeof value === 'string') target.searchParams.set(key, value);

    // The time limit covers the wait for the answer; the download itself may take longer.
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs);
    res.on('close', () => controller.abort());
    let upstream: globalThis.Response;
    try {
      upstream = await fetch(target, {
        headers: { authorization: `Bearer ${accessToken}`, 'x-trace-id': ctx.traceId },
        redirect: 'manual',
        signal: controller.signal,
      });
    } catch (err) {
      if (res.destroyed) return;
      ctx.log.warn({ err, traceId: ctx.traceId }, 'logs export: the api could not be reached');
      res.status(502).json(UNAVAILABLE);
      return;
    } finally {
      clearTimeout(timer);
    }
    if (upstream.status !== 200 || !upstream.body) {
      const body: unknown = await upstream.json().catch(() => null);
      if (upstream.status >= 400 && upstream.status < 500) res.status(upstream.status).json(publicError(upstream.status, body));
      else res.status(502).json(UNAVAILABLE);
      return;
    }
    res.status(200);
    for (const name of FORWARDED_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) res.setHeader(name, value);
    }
    try {
      await pipeline(Readable.fromWeb(upstream.body as NodeReadableStream<Uint8Array>), res);
    } catch (err) {
      if (!controller.signal.aborted) ctx.log.warn({ err, traceId: ctx.traceId }, 'logs export: the stream was interrupted');
    }
  };
}
