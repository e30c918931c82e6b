/**
 * List pages of the resource kit (categories, groups, inserts): one parser of the query string and
 * one pager, so every list pages, sorts, searches and filters archived records the same way.
 */
import { sql, type SelectQueryBuilder } from 'kysely';
import { LIST_PAGES } from '@flyerdesk/domain/lists';
import { ARCHIVED_FILTERS, LIST_SEARCH_MAX, RESOURCE_SORTS, type ArchivedFilter, type ResourceName, type ResourceSort } from '@flyerdesk/domain/resources';
import type { Database } from '../../db/schema';
import { fieldError, invalidRequest, type InvalidField } from '../../http/errors';
import { intQuery } from '../../http/validate';

/** Largest offset a list accepts (far beyond any real list). */
export const LIST_OFFSET_MAX = 1_000_000;

export interface ListParams<R extends ResourceName = ResourceName> {
  limit: number;
  offset: number;
  sort: ResourceSort<R>;
  descending: boolean;
  /** Trimmed search text; undefined when none was given. */
  search: string | undefined;
  archived: ArchivedFilter;
}

/** One page of a list as the api answers it. */
export interface ListPage<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}

/** A query parameter given once, as text; null when it came in any other shape (repeated, nested). */
function single(value: unknown): string | undefined | null {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : null;
}

/**
 * Reads `limit`, `offset`, `sort`, `order` (asc|desc), `search` and `archived` (ACTIVE|ARCHIVED|ALL)
 * of a list request; anything out of range is refused with 400 INVALID_REQUEST naming each field.
 */
export function listParams<R extends ResourceName>(resource: R, query: Record<string, unknown>): ListParams<R> {
  const page = LIST_PAGES[resource];
  const problems: InvalidField[] = [];
  const integer = (field: string, fallback: number, min: number, max: number): number => {
    try {
      return intQuery(query[field], field, fallback, min, max);
    } catch {
      problems.push(fieldError(field, 'validation.invalid'));
      return fallback;
    }
  };
  const limit = integer('limit', page.fallback, 1, page.max);
  const offset = integer('offset', 0, 0, LIST_OFFSET_MAX);

  const sorts: readonly string[] = RESOURCE_SORTS[resource];
  const sortText = single(query.sort);
  const sort = sortText === undefined || sortText === '' ? sorts[0] : sortText;
  if (sort === null || sort === undefined || !sorts.includes(sort)) problems.push(fieldError('sort', 'validation.invalid'));

  const order = single(query.order);
  if (order === null || (order !== undefined && order !== '' && order !== 'asc' && order !== 'desc')) {
    problems.push(fieldError('order', 'validation.invalid'));
  }

  const searchText = single(query.search);
  if (searchText === null) problems.push(fieldError('search', 'validation.invalid'));
  else if (searchText !== undefined && searchText.length > LIST_SEARCH_MAX) {
    problems.push(fieldError('search', 'validation.maxLength', { max: LIST_SEARCH_MAX }));
  }

  const archivedText = single(query.archived);
  const archived = archivedText === undefined || archivedText === '' ? 'ACTIVE' : archivedText;
  if (archived === null || !(ARCHIVED_FILTERS as readonly string[]).includes(archived)) {
    problems.push(fieldError('archived', 'validation.invalid'));
  }

  if (problems.length > 0) throw invalidRequest(problems, 'The list request is not valid');
  const search = searchText?.trim();
  return {
    limit,
    offset,
    sort: sort as ResourceSort<R>,
    descending: order === 'desc',
    search: search === '' ? undefined : search,
    archived: archived as ArchivedFilter,
  };
}

/** How a sortable field of the JSON maps to a column. */
export interface SortColumn {
  column: string;
  /** Text compares ignoring case. */
  text?: boolean;
}

/** Where a resource's list reads from: the table, its sortable and searchable columns. */
export interface ListSource<R extends ResourceName> {
  /** Table (or alias) holding `id` and `archived_at`. */
  table: string;
  sorts: Record<ResourceSort<R>, SortColumn>;
  /** Columns the search text is looked for in (case-insensitive, anywhere in the text). */
  searchColumns: readonly string[];
}

/** `%text%` for ILIKE, with the wildcards of the text itself taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * One page of `base` (a select of the resource's table with the columns it needs): archived filter,
 * search, sort (nulls last; ties broken by id, so pages never overlap or skip) and the total count.
 */
export async function listPage<TB extends keyof Database, O, R extends ResourceName>(
  base: SelectQueryBuilder<Database, TB, O>,
  source: ListSource<R>,
  params: ListParams<R>,
): Promise<{ rows: O[]; total: number }> {
  const ref = (column: string) => sql.ref(column.includes('.') ? column : `${source.table}.${column}`);
  let query = base;
  if (params.archived === 'ACTIVE') query = query.where(sql<boolean>`${ref('archived_at')} is null`);
  if (params.archived === 'ARCHIVED') query = query.where(sql<boolean>`${ref('archived_at')} is not null`);
  if (params.search !== undefined) {
    const pattern = containsPattern(params.search);
    query = query.where(sql<boolean>`(${sql.join(source.searchColumns.map((column) => sql`${ref(column)} ilike ${pattern}`), sql` or `)})`);
  }
  const counted = await query
    .clearSelect()
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  const sort = source.sorts[params.sort];
  const direction = params.descending ? sql`desc` : sql`asc`;
  const sortValue = sort.text ? sql`lower(${ref(sort.column)})` : ref(sort.column);
  const rows = await query
    .orderBy(sql`${sortValue} ${direction} nulls last`)
    .orderBy(sql`${ref('id')} ${direction}`)
    .limit(params.limit)
    .offset(params.offset)
    .execute();
  return { rows, total: Number(counted.total) };
}
