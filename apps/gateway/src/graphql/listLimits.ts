import { LIST_PAGES } from '@flyerdesk/domain/lists';
import { badUserInput, type InvalidField } from '../errors';

/**
 * Every list field with a `limit` argument and its page sizes (packages/domain): the schema's default
 * (used when the client sends `limit: null`) and the largest page one query may ask for. A limit outside 1…max is refused with
 * BAD_USER_INPUT on the field `limit` before anything goes upstream; it is never silently cut
 * down, so a client never mistakes a shortened page for the whole list.
 */
export const LIST_LIMITS = {
  'Query.jobs': LIST_PAGES.jobs,
  'Query.crawlerRuns': LIST_PAGES.crawlerRuns,
  'Query.orderingMoves': LIST_PAGES.orderingMoves,
  'Query.leaflets': LIST_PAGES.leaflets,
  'Query.archivedLeaflets': LIST_PAGES.leaflets,
  'Query.activityLog': LIST_PAGES.logs,
} as const satisfies Record<string, { fallback: number; max: number }>;

export type LimitedList = keyof typeof LIST_LIMITS;

/** What is wrong with a list's limit, or null when it may go upstream. */
export function listLimitProblem(list: LimitedList, limit: number | null | undefined): InvalidField | null {
  const { fallback, max } = LIST_LIMITS[list];
  const value = limit ?? fallback;
  if (Number.isInteger(value) && value >= 1 && value <= max) return null;
  return { field: 'limit', key: 'validation.invalid', message: `Limit must be between 1 and ${max}` };
}

/** The limit to ask the api for (the default when none is given); BAD_USER_INPUT when out of range. */
export function listLimit(list: LimitedList, limit: number | null | undefined): number {
  const problem = listLimitProblem(list, limit);
  if (problem) throw badUserInput([problem]);
  return limit ?? LIST_LIMITS[list].fallback;
}
