/** Turns every failure into the contract's error body; unexpected ones are logged and masked. */
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { ErrorCode } from '@flyerdesk/domain/errors';
import { dataException, databaseUnavailable } from '../db/errors';
import { ApiError, badRequest, notFound, payloadTooLarge } from './errors';

interface HttpLikeError {
  status?: unknown;
  statusCode?: unknown;
  type?: unknown;
  expose?: unknown;
}

function fromKnownError(err: unknown): ApiError | undefined {
  if (err instanceof ApiError) return err;
  if (err instanceof multer.MulterError) {
    if (err.code === 'LIMIT_FILE_SIZE') return payloadTooLarge('The file is larger than allowed');
    if (err.code === 'LIMIT_FILE_COUNT') return payloadTooLarge('Too many files');
    return badRequest(`Upload refused: ${err.message}`);
  }
  // A value the routes' own checks let through and the database refused: the request's fault, not ours.
  if (dataException(err)) return badRequest('A value in the request is not valid');
  // The database did not answer in time (statement timeout) or at all: worth trying again later.
  if (databaseUnavailable(err)) return new ApiError(503, ErrorCode.UPSTREAM_UNAVAILABLE, 'The database is not answering. Please try again in a moment.');
  if (typeof err === 'object' && err !== null) {
    const e = err as HttpLikeError;
    const status = typeof e.status === 'number' ? e.status : typeof e.statusCode === 'number' ? e.statusCode : undefined;
    if (e.type === 'entity.parse.failed') return badRequest('Malformed JSON body');
    if (status === 413) return payloadTooLarge('The request body is too large');
    if (status !== undefined && status >= 400 && status < 500 && e.expose === true) {
      return badRequest('The request could not be read');
    }
  }
  return undefined;
}

export const errorHandler: ErrorRequestHandler = (err: unknown, req: Request, res: Response, next) => {
  if (res.headersSent) {
    next(err);
    return;
  }
  const traceId = req.traceId;
  const known = fromKnownError(err);
  if (known) {
    const retryAfter = known.extra?.['retryAfterSeconds'];
    if (known.status === 429 && typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
    // The database's own words (which statement, which timeout) go to this request's log line only.
    if (known.status === 503) res.err = err instanceof Error ? err : new Error(String(err));
    res.status(known.status).json(known.toBody(traceId));
    return;
  }
  // Unexpected: full detail goes to the log line of this request only.
  res.err = err instanceof Error ? err : new Error(String(err));
  res.status(500).json({
    status: 500,
    code: 'INTERNAL_ERROR',
    error: 'INTERNAL_ERROR',
    message: 'Something went wrong on our side. Please try again later.',
    traceId,
  });
};

export const notFoundHandler: RequestHandler = (req: Request) => {
  throw notFound(`No such call: ${req.method} ${req.path}`);
};
