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
