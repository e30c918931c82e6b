import { format, isValid, parseISO, startOfDay } from 'date-fns';

/** Date and date-time display formats (spec §9). */
export const DATE_FORMAT = 'dd.MM.yyyy';
export const DATE_TIME_FORMAT = 'dd.MM.yyyy HH:mm';
/** Calendar dates in the API and GraphQL (`Date` scalar). */
export const API_DATE_FORMAT = 'yyyy-MM-dd';

export type DateLike = Date | string | number;

/** A Date from a Date, an epoch number or an ISO-8601 string ('yyyy-MM-dd' is a local calendar day). */
export function toDate(value: DateLike | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : typeof value === 'number' ? new Date(value) : parseISO(value);
  return isValid(date) ? date : undefined;
}

/** dd.MM.yyyy in local time; empty text for a missing or invalid date. */
export function formatDate(d: DateLike | null | undefined): string {
  const date = toDate(d);
  return date ? format(date, DATE_FORMAT) : '';
}

/** dd.MM.yyyy HH:mm in local time; empty text for a missing or invalid date. */
export function formatDateTime(d: DateLike | null | undefined): string {
  const date = toDate(d);
  return date ? format(date, DATE_TIME_FORMAT) : '';
}

/** A date is past when its day is before today's day (time of day does not matter). */
export function isPastDay(d: DateLike, now: Date = new Date()): boolean {
  const date = toDate(d);
  if (!date) return false;
  return startOfDay(date).getTime() < startOfDay(now).getTime();
}

/** yyyy-MM-dd of the local calendar day. */
export function toApiDate(d: DateLike): string {
  const date = toDate(d);
  return date ? format(date, API_DATE_FORMAT) : '';
}
