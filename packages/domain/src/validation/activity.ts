import { isValid, parseISO } from 'date-fns';
import * as yup from 'yup';
import { ACTIVITY_KINDS, ACTIVITY_RESOURCES, ACTIVITY_USER_FILTER_MAX, type ActivityKind, type ActivityResource } from '../activity';
import { RECORD_ACTIONS, type RecordAction } from '../resources';
import { msg } from './messages';
import { dateTime, optionalText } from './rules';

function oneOf<T extends string>(values: readonly T[]) {
  return yup
    .mixed<T>()
    .transform((value: unknown) => (value === '' || value === null ? undefined : value))
    .oneOf([...values], msg('validation.invalid'));
}

/** A moment (ISO 8601), given back as UTC ISO text so that every reader takes it the same way. */
function moment() {
  return dateTime().transform((value: string | undefined) => {
    if (typeof value !== 'string') return value;
    const parsed = parseISO(value);
    return isValid(parsed) ? parsed.toISOString() : value;
  });
}

/**
 * Filter of the activity log (the /logs screen, its CSV export and the api's query string): whose
 * entries (the author's username, or the username a failed sign-in typed; any case), about which
 * resource, of which kind, with which record action (record writes only), from (inclusive) and to
 * (exclusive) which moments (given back as UTC ISO text). Everything is optional; empty text counts
 * as missing.
 */
export const activityFilterSchema = yup.object({
  user: optionalText(ACTIVITY_USER_FILTER_MAX).transform((value: string | null | undefined) => (value === '' ? undefined : value)),
  resource: oneOf<ActivityResource>(ACTIVITY_RESOURCES),
  kind: oneOf<ActivityKind>(ACTIVITY_KINDS),
  action: oneOf<RecordAction>(RECORD_ACTIONS),
  from: moment(),
  to: moment().test('after-from', msg('validation.invalid'), function afterFrom(value) {
    const from = (this.parent as { from?: string }).from;
    if (value == null || from == null) return true;
    return parseISO(value).getTime() > parseISO(from).getTime();
  }),
});

export type ActivityFilter = yup.InferType<typeof activityFilterSchema>;
