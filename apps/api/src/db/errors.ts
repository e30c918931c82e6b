/** Recognises constraint violations reported by PostgreSQL (pg and PGlite report them alike). */

interface PgLikeError {
  code?: unknown;
  constraint?: unknown;
}

/** Name of the unique index or constraint that refused the write, if that is what happened. */
export function uniqueViolation(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const e = err as PgLikeError;
  if (e.code !== '23505') return undefined;
  return typeof e.constraint === 'string' ? e.constraint : '';
}

/** True when a foreign key refused the write or delete. */
export function foreignKeyViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as PgLikeError).code === '23503';
}

/**
 * True when the database refused a value itself (SQLSTATE class 22, "data exception": text that is no
 * uuid or number, a value out of range, an invalid byte sequence …): what was sent was not valid.
 */
export function dataException(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const code = (err as PgLikeError).code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/**
 * SQLSTATEs of a database that did not do the work for reasons of its own, not the request's: a
 * statement cancelled by statement_timeout (57014), a session ended for idling in a transaction
 * (25P03), the server shutting down or starting (57P01–57P03), a broken connection (class 08).
 */
const UNAVAILABLE_STATES = /^(57014|25P03|57P0[1-3]|08[0-9A-Z]{3})$/;

/** What the pg driver says when a connection broke or could not be had in time (these carry no SQLSTATE). */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

/**
 * True when the database could not answer in time or at all (a statement timed out, the connection
 * broke, the server is down): the request may well succeed later, so it is answered 503, not 500.
 */
export function databaseUnavailable(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const code = (err as PgLikeError).code;
  if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || code === 'ECONNREFUSED' || code === 'ECONNRESET')) return true;
  const message = err instanceof Error ? err.message : undefined;
  return message !== undefined && code === undefined && UNAVAILABLE_MESSAGES.some((m) => message.startsWith(m));
}
