/**
 * The request log: one line per request when it ends, with the fields pino-http writes (the trace id,
 * `req` with the method and URL, `res` with the status, `responseTime` in ms; `err` and "request
 * errored" from status 500 on), and `req.log`, the request's logger with its trace id, made only when
 * something logs with it. pino-http made two child loggers per request and serialised the request for
 * them, a tenth of what the gateway's busiest reads cost.
 */
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import type { Level, Logger } from 'pino';
import { traceIdFor } from '../trace';

declare module 'http' {
  interface IncomingMessage {
    /** The request's trace id (the X-Trace-Id it came with, or a new one). */
    id?: string;
    /** The request's logger, with its trace id. */
    log: Logger;
  }
}

export interface RequestLogOptions {
  /** Requests left out (health and metrics probes). */
  ignore(req: IncomingMessage): boolean;
}

/**
 * A URL as the logs show it: a PDF download link (/files/pdf-links/<token>) without its token, which
 * is the permission to download (the proxy's access log leaves it out too).
 */
export function loggableUrl(url: string): string {
  return url.replace(/^(\/files\/pdf-links\/)[^/?#]+/, '$1[redacted]');
}

/** The level of a request's line: errors from status 500 on, warnings from 400, the rest information. */
function levelOf(statusCode: number): Level {
  if (statusCode >= 500) return 'error';
  if (statusCode >= 400) return 'warn';
  return 'info';
}

export function requestLog(logger: Logger, options: RequestLogOptions): RequestHandler {
  return (req, res, next) => {
    const traceId = traceIdFor(req.headers['x-trace-id']);
    req.id = traceId;
    res.setHeader('X-Trace-Id', traceId);
    let own: Logger | undefined;
    Object.defineProperty(req, 'log', { configurable: true, enumerable: false, get: () => (own ??= logger.child({ traceId })) });
    if (!options.ignore(req)) {
      const started = performance.now();
      const request = { method: req.method, url: req.url === undefined ? undefined : loggableUrl(req.url) };
      const ended = (): void => {
        res.off('finish', ended);
        res.off('close', ended);
        const level = levelOf(res.statusCode);
        if (!logger.isLevelEnabled(level)) return;
        const line = { traceId, req: request, res: { statusCode: res.statusCode }, responseTime: Math.round(performance.now() - started) };
        if (res.statusCode >= 500) logger[level]({ ...line, err: new Error(`failed with status code ${res.statusCode}`) }, 'request errored');
        else logger[level](line, !req.readableAborted && res.writableEnded ? 'request completed' : 'request aborted');
      };
      res.once('finish', ended);
      res.once('close', ended);
    }
    next();
  };
}
