/**
 * List pages of the resource kit (categories, groups, inserts, users …): one parser of the query string and
 * one pager, so every list pages, sorts, searches and filters archived records the same way.
 */
import { sql, type SelectQueryBuilder } from 'kysely';
import { LIST_PAGES } from '@flyerdesk/domain/lists';
import { ARCHIVED_FILTERS, LIST_SEARCH_MAX, RESOURCE_SORTS, type ArchivedFilter, type ResourceName, type ResourceSort } from '@flyerdesk/domain/resources';
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
  /** False for records that are never archived (no archived_at): every record is active, none archived. */
  archivable?: false;
}

/** `%text%` for ILIKE, with the wildcards of the text itself taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `base` narrowed to the archived filter and the search text. */
function narrowed<DB, TB extends keyof DB, O, R extends ResourceName>(
  base: SelectQueryBuilder<DB, TB, O>,
  source: ListSource<R>,
  params: ListParams<R>,
): SelectQueryBuilder<DB, TB, O> {
  const ref = columnRef(source);
  let query = base;
  if (source.archivable === false) {
    if (params.archived === 'ARCHIVED') query = query.where(sql<boolean>`false`);
  } else {
    if (params.archived === 'ACTIVE') query = query.where(sql<boolean>`${ref('archived_at')} is null`);
    if (params.archived === 'ARCHIVED') query = query.where(sql<boolean>`${ref('archived_at')} is not null`);
  }
  if (params.search !== undefined) {
    const pattern = containsPattern(params.search);
    query = query.where(sql<boolean>`(${sql.join(source.searchColumns.map((column) => sql`${ref(column)} ilike ${pattern}`), sql` or `)})`);
  }
  return query;
}

/** `query` in the requested order (nulls last; ties broken by id, so pages never overlap or skip). */
function sorted<DB, TB extends keyof DB, O, R extends ResourceName>(
  query: SelectQueryBuilder<DB, TB, O>,
  source: ListSource<R>,
  params: ListParams<R>,
): SelectQueryBuilder<DB, TB, O> {
  const ref = columnRef(source);
  const sort = source.sorts[params.sort];
  const direction = params.descending ? sql`desc` : sql`asc`;
  const sortValue = sort.text ? sql`lower(${ref(sort.column)})` : ref(sort.column);
  return query.orderBy(sql`${sortValue} ${direction} nulls last`).orderBy(sql`${ref('id')} ${direction}`);
}

function columnRef<R extends ResourceName>(source: ListSource<R>) {
  return (column: string) => sql.ref(column.includes('.') ? column : `${source.table}.${column}`);
}

/**
 * One page of `base` (a select of the resource's table with the columns it needs): archived filter,
 * search, sort (nulls last; ties broken by id, so pages never overlap or skip) and the total count.
 */
export async function listPage<DB, TB extends keyof DB, O, R extends ResourceName>(
  base: SelectQueryBuilder<DB, TB, O>,
  source: ListSource<R>,
  params: ListParams<R>,
): Promise<{ rows: O[]; total: number }> {
  const query = narrowed(base, source, params);
  const counted = await query
    .clearSelect()
    .select(sql<number>`count(*)::int`.as('total'))
    .$castTo<{ total: number }>()
    .executeTakeFirstOrThrow();
  const rows = await sorted(query, source, params).limit(params.limit).offset(params.offset).execute();
  return { rows, total: Number(counted.total) };
}

/** Every row of the list at once (no page, no count): the same archived filter, search and sort as a page. */
export function listAll<DB, TB extends keyof DB, O, R extends ResourceName>(
  base: SelectQueryBuilder<DB, TB, O>,
  source: ListSource<R>,
  params: ListParams<R>,
): Promise<O[]> {
  return sorted(narrowed(base, source, params), source, params).execute();
}
