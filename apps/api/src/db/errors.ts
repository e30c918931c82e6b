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
