/**
 * Several writes of one transaction in one statement: the others run as data-modifying common table
 * expressions of the one that answers. PostgreSQL runs every part, in one exchange with the database
 * instead of one per write. Only for writes that do not read each other's effects (the parts of one
 * statement all see the database as it was before it).
 */
import { sql, type OperationNodeSource, type RawBuilder } from 'kysely';

/** `main`, with `writes` run in the same statement; answers `main`'s rows. */
export function withWrites<R>(writes: readonly OperationNodeSource[], main: OperationNodeSource): RawBuilder<R> {
  if (writes.length === 0) return sql<R>`${main}`;
  const parts = writes.map((write, i) => sql`${sql.raw(`write_${i}`)} as (${write})`);
  return sql<R>`with ${sql.join(parts)} ${main}`;
}
