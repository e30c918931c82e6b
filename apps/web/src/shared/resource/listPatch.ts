import type { ArchivedFilter, RecordAction } from '@flyerdesk/domain/resources';
import type { ListView, ResourceRecord } from './types';

/**
 * Pure rules of the live list: what a change event does to the page on screen, and when the page
 * must be loaded again instead. Kept apart from React so they are tested on their own.
 */

export type SequencePlan = { apply: boolean; refetch: boolean; lastSeq: number };

/**
 * Events are at-most-once and numbered per topic. The first event is taken as it comes; after it
 * every event must be the next number. A gap (or a topic that restarted with smaller numbers) means
 * events were missed: the page is loaded again. A repeated number is a duplicate and is skipped.
 */
export function planSequence(lastSeq: number | null, seq: number): SequencePlan {
  if (lastSeq === null || seq === lastSeq + 1) return { apply: true, refetch: false, lastSeq: seq };
  if (seq === lastSeq) return { apply: false, refetch: false, lastSeq };
  return { apply: true, refetch: true, lastSeq: seq };
}

/** Whether a record passes the archived filter. */
export function matchesArchived(record: ResourceRecord, archived: ArchivedFilter): boolean {
  const isArchived = record.archivedAt != null;
  if (archived === 'ALL') return true;
  return archived === 'ARCHIVED' ? isArchived : !isArchived;
}

/** The server's search: case-insensitive text in any of the resource's names. */
export function matchesSearch<T extends ResourceRecord>(record: T, search: string, fields: readonly (keyof T & string)[]): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return fields.some((field) => {
    const value: unknown = record[field];
    return typeof value === 'string' && value.toLocaleLowerCase().includes(needle);
  });
}

/** The list's filter: each chosen field (of `fields`) equal to its value. */
export function matchesFilter<T extends ResourceRecord>(record: T, filter: Readonly<Record<string, string>> | undefined, fields: readonly (keyof T & string)[] = []): boolean {
  return Object.entries(filter ?? {}).every(([field, value]) => {
    if (value === '' || !(fields as readonly string[]).includes(field)) return true;
    const own: unknown = (record as Record<string, unknown>)[field];
    return own !== null && own !== undefined && sortText(own) === value;
  });
}

function sortText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/** Sort order of the list (nulls last whatever the direction), the way the server sorts. */
export function compareRecords<T extends ResourceRecord>(a: T, b: T, sort: string, descending: boolean): number {
  const left: unknown = (a as Record<string, unknown>)[sort];
  const right: unknown = (b as Record<string, unknown>)[sort];
  if (left == null || right == null) return left == null ? (right == null ? 0 : 1) : -1;
  let order: number;
  if (typeof left === 'number' && typeof right === 'number') order = left - right;
  else order = sortText(left).localeCompare(sortText(right), undefined, { sensitivity: 'base', numeric: true });
  return descending ? -order : order;
}

export interface PagePatchContext<T extends ResourceRecord> {
  view: ListView;
  searchFields: readonly (keyof T & string)[];
  /** Fields the view's filter may choose (ResourceDefinition.filterFields). */
  filterFields?: readonly (keyof T & string)[] | undefined;
}

/** The record passes the view's search and filter. */
function matchesView<T extends ResourceRecord>(record: T, context: PagePatchContext<T>): boolean {
  return matchesSearch(record, context.view.search, context.searchFields) && matchesFilter(record, context.view.filter, context.filterFields);
}

export interface Page<T> {
  items: readonly T[];
  total: number;
}

/**
 * Whether the record was in the list before this change, judged from the action: a created record
 * was not; an archived one was active; a restored one was archived. An update keeps its place in
 * the archived filter (and, as far as can be told, in the search).
 */
function wasListed<T extends ResourceRecord>(action: RecordAction, record: T, listedNow: boolean, context: PagePatchContext<T>): boolean {
  const searched = matchesView(record, context);
  switch (action) {
    case 'CREATED':
      return false;
    case 'ARCHIVED':
      return searched && context.view.archived !== 'ARCHIVED';
    case 'RESTORED':
      return searched && context.view.archived !== 'ACTIVE';
    default:
      return listedNow;
  }
}

/**
 * The page after a change of one record, or null when the page does not change. `record` is the
 * newest known state of the record. A record on the page is replaced, or leaves when it no longer
 * passes the filter and search; a record that now enters the list takes its place in the sort order
 * when that place is on this page (else only the total grows); a record that left from another page
 * only lowers the total.
 */
export function patchPage<T extends ResourceRecord>(page: Page<T>, action: RecordAction, record: T, context: PagePatchContext<T>): Page<T> | null {
  const { view } = context;
  const listed =
    action !== 'DELETED' && matchesArchived(record, view.archived) && matchesView(record, context);
  const index = page.items.findIndex((item) => item.id === record.id);
  if (index >= 0) {
    const shown = page.items[index];
    if (!listed) return { items: page.items.filter((item) => item.id !== record.id), total: Math.max(0, page.total - 1) };
    if (shown && shown.version >= record.version) return null;
    return { items: page.items.map((item) => (item.id === record.id ? record : item)), total: page.total };
  }
  const before = wasListed(action, record, listed, context);
  if (listed === before) return null;
  if (!listed) return { items: page.items, total: Math.max(0, page.total - 1) };
  const position = page.items.findIndex((item) => compareRecords(record, item, view.sort, view.descending) < 0);
  const at = position === -1 ? page.items.length : position;
  // Before the first record of a later page: it belongs to an earlier page; past the last of a full page: to a later one.
  const onThisPage = !(at === 0 && view.offset > 0) && at < view.limit && !(position === -1 && page.total > view.offset + page.items.length);
  if (!onThisPage) return { items: page.items, total: page.total + 1 };
  const items = [...page.items.slice(0, at), record, ...page.items.slice(at)].slice(0, view.limit);
  return { items, total: page.total + 1 };
}
