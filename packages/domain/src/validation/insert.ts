import * as yup from 'yup';
import { msg } from './messages';
import { calendarDate, flag, optionalText, optionalUrl, requiredText } from './rules';

/** Technical names of inserts (spec §5): letters, digits, '-' and '_'. */
export const INSERT_NAME_PATTERN = /^[A-Za-z0-9_-]+$/;
export const INSERT_NAME_MAX_LENGTH = 100;
export const INSERT_DESCRIPTION_MAX_LENGTH = 500;

/**
 * Insert form (spec §3, §5): the technical name is required and unique (the api checks uniqueness);
 * links follow the URL rule; the end of validity is not before its start; the platform switches
 * default to off. The image is uploaded separately, after the insert exists.
 */
export const insertSchema = yup.object({
  insertName: requiredText(INSERT_NAME_MAX_LENGTH).matches(INSERT_NAME_PATTERN, {
    message: msg('validation.insertName'),
    excludeEmptyString: true,
  }),
  description: optionalText(INSERT_DESCRIPTION_MAX_LENGTH),
  redirectUrl: optionalUrl(),
  longUrl: optionalUrl(),
  validFrom: calendarDate().nullable(),
  validTo: calendarDate()
    .nullable()
    .test('validToBeforeValidFrom', msg('validation.validToBeforeValidFrom'), function notBeforeStart(value) {
      const from: unknown = (this.parent as { validFrom?: unknown }).validFrom;
      return value == null || typeof from !== 'string' || value >= from;
    }),
  showOnIos: flag().default(false),
  showOnAndroid: flag().default(false),
  showOnAndroid2: flag().default(false),
  showOnWeb: flag().default(false),
});

export type InsertInput = yup.InferType<typeof insertSchema>;
