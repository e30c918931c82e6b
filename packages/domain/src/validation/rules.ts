import { format, isValid, parseISO } from 'date-fns';
import * as yup from 'yup';
import { NOTIFICATION_CHANNELS } from '../notificationChannels';
import { msg } from './messages';

/** Ids are 8-4-4-4-12 hexadecimal UUIDs (spec §5). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Web ids of shops (and cook seo ids): lowercase letters, digits and '-'. */
export const WEB_ID_PATTERN = /^[a-z0-9-]+$/;
/** Longest text accepted in names and ids. */
export const TEXT_MAX_LENGTH = 255;
/**
 * Links (spec §5): optional http:// or https://, optional www., a host whose last label has at least
 * two letters or digits, then an optional port, path, query and fragment (no spaces).
 */
export const URL_PATTERN = /^(?:https?:\/\/)?(?:www\.)?(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.[a-z0-9]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/i;
/** Longest link accepted (tracking links carry long query strings). */
export const URL_MAX_LENGTH = 2048;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The moment validation measures "past" from: the `now` in the context, else the current time. */
export function nowOf(context: unknown): Date {
  const now = (context as { now?: unknown } | undefined)?.now;
  return now instanceof Date ? now : new Date();
}

/** A required, trimmed text of limited length. */
export function requiredText(max = TEXT_MAX_LENGTH) {
  return yup
    .string()
    .typeError(msg('validation.invalid'))
    .trim()
    .required(msg('validation.required'))
    .max(max, msg('validation.maxLength', { max }));
}

/** An optional, trimmed text of limited length; empty text stays empty. */
export function optionalText(max = TEXT_MAX_LENGTH) {
  return yup
    .string()
    .typeError(msg('validation.invalid'))
    .trim()
    .max(max, msg('validation.maxLength', { max }))
    .nullable();
}

/** An id (UUID); empty text counts as missing. */
export function uuid() {
  return yup
    .string()
    .typeError(msg('validation.uuid'))
    .trim()
    .transform((value: string | undefined) => (value === '' ? undefined : value))
    .matches(UUID_PATTERN, { message: msg('validation.uuid'), excludeEmptyString: true });
}

export function flag() {
  return yup.boolean().typeError(msg('validation.boolean'));
}

/** A list of ids; absent stays absent. */
export function uuidList() {
  return yup
    .array()
    .typeError(msg('validation.list'))
    .of(uuid().required(msg('validation.uuid')))
    .default(undefined);
}

/** A calendar day as 'yyyy-MM-dd' (a Date is taken as its local day); empty counts as missing. */
export function calendarDate() {
  return yup
    .string()
    .typeError(msg('validation.date'))
    .transform((value: string | undefined, original: unknown) => {
      if (original instanceof Date) return isValid(original) ? format(original, 'yyyy-MM-dd') : 'invalid';
      return typeof value === 'string' && value.trim() === '' ? undefined : value?.trim();
    })
    .test('date', msg('validation.date'), (value) =>
      value == null ? true : CALENDAR_DATE.test(value) && isValid(parseISO(value)),
    );
}

/** A moment as ISO-8601 text (a Date is written as UTC ISO text); empty counts as missing. */
export function dateTime() {
  return yup
    .string()
    .typeError(msg('validation.dateTime'))
    .transform((value: string | undefined, original: unknown) => {
      if (original instanceof Date) return isValid(original) ? original.toISOString() : 'invalid';
      return typeof value === 'string' && value.trim() === '' ? undefined : value?.trim();
    })
    .test('dateTime', msg('validation.dateTime'), (value) => (value == null ? true : isValid(parseISO(value))));
}

/** An optional link matching URL_PATTERN (spec §5); empty text stays empty. */
export function optionalUrl(max = URL_MAX_LENGTH) {
  return yup
    .string()
    .typeError(msg('validation.url'))
    .trim()
    .max(max, msg('validation.maxLength', { max }))
    .matches(URL_PATTERN, { message: msg('validation.url'), excludeEmptyString: true })
    .nullable();
}

/** One entry of a list of notification channels (a user's channels, the channels a new device follows). */
export function notificationChannelEntry() {
  return yup
    .string()
    .typeError(msg('validation.notificationChannel'))
    .required(msg('validation.notificationChannel'))
    .oneOf(NOTIFICATION_CHANNELS, msg('validation.notificationChannel'));
}
