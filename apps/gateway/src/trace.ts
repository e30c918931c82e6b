import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const TRACE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The incoming X-Trace-Id when it looks sane, else a new one. */
export function traceIdFor(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && TRACE_ID.test(value) ? value : randomUUID();
}

/** Trace id of an HTTP request (set by the request logger from X-Trace-Id or newly made). */
export function traceIdOf(req: IncomingMessage): string {
  const id = req.id;
  return typeof id === 'string' ? id : typeof id === 'number' ? String(id) : traceIdFor(req.headers['x-trace-id']);
}
