/** Trace ids: taken from X-Trace-Id when sensible, generated otherwise, echoed on every response. */
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import './context';

export const TRACE_HEADER = 'X-Trace-Id';
const ACCEPTABLE = /^[A-Za-z0-9._:-]{1,128}$/;

export function traceId(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.get(TRACE_HEADER)?.trim();
  const id = incoming && ACCEPTABLE.test(incoming) ? incoming : randomUUID();
  req.traceId = id;
  res.setHeader(TRACE_HEADER, id);
  next();
}
