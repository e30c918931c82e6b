/** A leaflet's history (GET /api/history/leaflets/{id}) in the resource kit's HistoryPage shape. */
import { LIST_PAGES } from '@flyerdesk/domain/lists';
import type { HistoryEntry, HistoryPage, RecordAction } from '../../__generated__/resolvers-types';
import { badUserInput } from '../../errors';
import type { UpstreamLeafletHistoryEntry } from './client';

/** A value as JSON text (null stays null). */
function jsonText(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

/** What a write did: created (the leaflet's first entry), deleted or restored (by its status change), else updated. */
function actionOf(entry: UpstreamLeafletHistoryEntry, first: boolean): RecordAction {
  if (first) return 'CREATED';
  const status = entry.changes['status'];
  if (status) {
    const [before, after] = status;
    if (after === 'DELETED') return 'DELETED';
    if (before === 'DELETED') return 'RESTORED';
  }
  return 'UPDATED';
}

export function toLeafletHistoryEntry(entry: UpstreamLeafletHistoryEntry, first: boolean): HistoryEntry {
  return {
    // The api's entries have no id of their own: the leaflet's version and time name one.
    id: `${String(entry.version)}@${entry.at}`,
    at: entry.at,
    actor: entry.by ?? null,
    action: actionOf(entry, first),
    version: entry.version,
    changes: Object.entries(entry.changes)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([field, [before, after]]) => ({ field, before: jsonText(before), after: jsonText(after) })),
  };
}

/** One page of the history, newest first (the api answers every entry, newest first). */
export function leafletHistoryPage(
  entries: readonly UpstreamLeafletHistoryEntry[],
  limit: number | null | undefined,
  offset: number | null | undefined,
): HistoryPage {
  const { fallback, max } = LIST_PAGES.history;
  const size = limit ?? fallback;
  const from = offset ?? 0;
  if (!Number.isInteger(size) || size < 1 || size > max || !Number.isInteger(from) || from < 0) {
    throw badUserInput([{ field: 'limit', key: 'validation.invalid', message: `A page has 1 to ${max} entries` }]);
  }
  const oldest = entries.length - 1;
  const items = entries.slice(from, from + size).map((entry, index) => toLeafletHistoryEntry(entry, from + index === oldest));
  return { items, total: entries.length };
}
