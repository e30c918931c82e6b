import { LIST_PAGES } from '@flyerdesk/domain/lists';
import { LIST_SEARCH_MAX, RESOURCE_SORTS, isResourceSort, type ResourceName } from '@flyerdesk/domain/resources';
import type { InvalidField } from '@flyerdesk/domain/validation/messages';
import type { ListPageInput } from '../../__generated__/resolvers-types';
import { badUserInput } from '../../errors';
import type { QueryValue } from '../../upstream/http';

/** The longest offset a list accepts (far beyond any real list; keeps the number an integer upstream). */
const OFFSET_MAX = 1_000_000;

/**
 * Checks a list page request (limit within the resource's maximum, a sortable column, a short search)
 * and turns it into the api's query string; refuses with BAD_USER_INPUT before anything goes upstream.
 */
export function listQuery(resource: ResourceName, page: ListPageInput | null | undefined): Record<string, QueryValue> {
  const { fallback, max } = LIST_PAGES[resource];
  const invalid: InvalidField[] = [];
  const limit = page?.limit ?? fallback;
  if (!Number.isInteger(limit) || limit < 1 || limit > max) {
    invalid.push({ field: 'page.limit', key: 'validation.invalid', message: `A page has 1 to ${max} items` });
  }
  const offset = page?.offset ?? 0;
  if (!Number.isInteger(offset) || offset < 0 || offset > OFFSET_MAX) {
    invalid.push({ field: 'page.offset', key: 'validation.invalid', message: 'The offset must be a whole number from 0' });
  }
  const sort = page?.sort ?? RESOURCE_SORTS[resource][0];
  if (!isResourceSort(resource, sort)) {
    invalid.push({ field: 'page.sort', key: 'validation.invalid', message: `Sort by one of: ${RESOURCE_SORTS[resource].join(', ')}` });
  }
  const search = page?.search?.trim() ?? '';
  if (search.length > LIST_SEARCH_MAX) {
    invalid.push({ field: 'page.search', key: 'validation.maxLength', message: `Enter at most ${LIST_SEARCH_MAX} characters` });
  }
  if (invalid.length > 0) throw badUserInput(invalid);
  return {
    limit,
    offset,
    sort,
    order: page?.descending ? 'desc' : 'asc',
    search: search === '' ? undefined : search,
    archived: page?.archived ?? 'ACTIVE',
  };
}
