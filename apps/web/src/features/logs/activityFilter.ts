import type { ActivityKind, ActivityResource } from '@flyerdesk/domain/activity';
import type { RecordAction } from '@flyerdesk/domain/resources';
import type { ActivityEntryRowFragment, ActivityFilter } from '../../__generated__/graphql';

/**
 * The filter of the activity log as the screen holds it, what it sends (the query's `filter` and the
 * CSV export's query string) and the same rules on the client for the entries of the live tail.
 */

/** The gateway's CSV export of the log (same origin, the session cookie); the filter goes in the query string. */
export const LOGS_EXPORT_PATH = '/export/logs.csv';

/** The choices of the filter bar; '' is "any". */
export interface LogChoices {
  user: string;
  resource: ActivityResource | '';
  kind: ActivityKind | '';
  action: RecordAction | '';
}

/** The days of the date filter as the pickers give them ('yyyy-MM-dd', or '' when empty); both days count. */
export interface DayRange {
  fromDay: string;
  toDay: string;
}

export const NO_CHOICES: LogChoices = { user: '', resource: '', kind: '', action: '' };
export const NO_DAYS: DayRange = { fromDay: '', toDay: '' };

/** A record action filters only record writes: it means something with kind RECORD or with no kind. */
export function actionApplies(kind: LogChoices['kind']): boolean {
  return kind === '' || kind === 'RECORD';
}

/** The range is usable: no day, one day, or an end day not before the start day. */
export function isDayRangeValid({ fromDay, toDay }: DayRange): boolean {
  return fromDay === '' || toDay === '' || toDay >= fromDay;
}

/** The start of a local calendar day ('yyyy-MM-dd'), `plusDays` later, as UTC ISO text. */
function dayStart(day: string, plusDays = 0): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plusDays);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/**
 * The filter the server reads: only what is chosen; the user trimmed; the action only where it applies;
 * `from` the start of the first day and `to` (exclusive) the start of the day after the last one.
 */
export function toActivityFilter(choices: LogChoices, days: DayRange): ActivityFilter {
  const user = choices.user.trim();
  const from = dayStart(days.fromDay);
  const to = dayStart(days.toDay, 1);
  return {
    ...(user ? { user } : {}),
    ...(choices.resource ? { resource: choices.resource } : {}),
    ...(choices.kind ? { kind: choices.kind } : {}),
    ...(choices.action && actionApplies(choices.kind) ? { action: choices.action } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}

/** The JSON details of an entry as an object (an empty one when they are not). */
export function detailsOf(entry: Pick<ActivityEntryRowFragment, 'details'>): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(entry.details);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The username a failed sign-in typed (undefined for the other kinds). */
export function typedUsername(entry: Pick<ActivityEntryRowFragment, 'kind' | 'details'>): string | undefined {
  if (entry.kind !== 'SIGN_IN_FAILED') return undefined;
  const typed = detailsOf(entry)['username'];
  return typeof typed === 'string' ? typed : undefined;
}

/**
 * Whether an entry passes the filter, as the server decides it: the author's username, or the username
 * a failed sign-in typed, equal in any case; the resource, kind and action (record writes only) equal;
 * at or after `from` and before `to`.
 */
export function matchesActivityFilter(entry: ActivityEntryRowFragment, filter: ActivityFilter): boolean {
  if (filter.user) {
    const name = filter.user.toLowerCase();
    const typed = typedUsername(entry);
    if (entry.actor?.toLowerCase() !== name && typed?.toLowerCase() !== name) return false;
  }
  if (filter.resource && entry.resource !== filter.resource) return false;
  if (filter.kind && entry.kind !== filter.kind) return false;
  if (filter.action && (entry.kind !== 'RECORD' || entry.action !== filter.action)) return false;
  const at = Date.parse(entry.at);
  if (filter.from && !(at >= Date.parse(filter.from))) return false;
  if (filter.to && !(at < Date.parse(filter.to))) return false;
  return true;
}

/** The CSV export of what the filter matches. */
export function exportHref(filter: ActivityFilter): string {
  const params = new URLSearchParams();
  for (const key of ['user', 'resource', 'kind', 'action', 'from', 'to'] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query ? `${LOGS_EXPORT_PATH}?${query}` : LOGS_EXPORT_PATH;
}
