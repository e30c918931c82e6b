import * as yup from 'yup';
import { PRIORITY_MAX } from '../constants';
import { isPastDay } from '../dates';
import { CREATION_STATUSES, LEAFLET_STATUSES } from '../leafletStatus';
import { msg } from './messages';
import { calendarDate, dateTime, flag, nowOf, optionalText, requiredText, uuid } from './rules';

const priorityMessage = msg('validation.priority', { max: PRIORITY_MAX });

/**
 * One platform priority (spec §5): a natural number of at most three digits. Zero or empty clears the
 * priority (the result is null); an absent value stays absent.
 */
export const priorityValue = yup
  .number()
  .typeError(priorityMessage)
  .transform((value: number, original: unknown) =>
    (typeof original === 'string' && original.trim() === '') || value === 0 ? null : value,
  )
  .nullable()
  .integer(priorityMessage)
  .min(1, priorityMessage)
  .max(PRIORITY_MAX, priorityMessage);

const priorities = yup
  .object({
    android: priorityValue,
    ios: priorityValue,
    web: priorityValue,
    wp: priorityValue,
    android2: priorityValue,
  })
  .default(undefined);

const visibility = yup
  .object({
    android: flag(),
    ios: flag(),
    web: flag(),
    wp: flag(),
    android2: flag(),
  })
  .default(undefined);

/**
 * The end of validity: required unless the leaflet runs until the end of supply (then it is dropped),
 * not expired, and not before the start.
 */
const validTo = calendarDate().when('untilEndOfSupply', {
  is: true,
  then: (schema) => schema.strip(),
  otherwise: (schema) =>
    schema
      .required(msg('validation.required'))
      .test('validToExpired', msg('validation.validToExpired'), function notExpired(value) {
        return value == null || !isPastDay(value, nowOf(this.options.context));
      })
      .test('validToBeforeValidFrom', msg('validation.validToBeforeValidFrom'), function notBeforeStart(value) {
        const from: unknown = (this.parent as { validFrom?: unknown }).validFrom;
        return value == null || typeof from !== 'string' || value >= from;
      }),
});

/** Leaflet add/edit form (spec §4, §5). */
export const leafletSchema = yup.object({
  naturalId: requiredText(),
  status: yup
    .string()
    .typeError(msg('validation.status'))
    .required(msg('validation.required'))
    .oneOf(LEAFLET_STATUSES, msg('validation.status')),
  validFrom: calendarDate().required(msg('validation.required')),
  untilEndOfSupply: flag().default(false),
  validTo,
  publishDate: dateTime().required(msg('validation.required')),
  publishEndDate: dateTime().nullable(),
  additionalInfo: optionalText(),
  additionalInfo2: optionalText(),
  priorities,
  visibility,
  notShowAdInserts: flag().default(false),
  notAllowShoppingList: flag().default(false),
  groupId: uuid().nullable(),
});

/** Editing an existing leaflet. */
export const leafletUpdateSchema = leafletSchema;

/**
 * Creating a leaflet: only the creation statuses are offered and the publish date may not be in the
 * past (by day).
 */
export const leafletCreateSchema = leafletSchema.shape({
  status: yup
    .string()
    .typeError(msg('validation.status'))
    .required(msg('validation.required'))
    .oneOf(CREATION_STATUSES, msg('validation.status')),
  publishDate: dateTime()
    .required(msg('validation.required'))
    .test('publishDatePast', msg('validation.publishDatePast'), function notPast(value) {
      return !isPastDay(value, nowOf(this.options.context));
    }),
  pageCount: yup
    .number()
    .typeError(msg('validation.naturalNumber'))
    .integer(msg('validation.naturalNumber'))
    .min(1, msg('validation.naturalNumber'))
    .optional(),
});

export type LeafletInput = yup.InferType<typeof leafletSchema>;
export type LeafletCreateInput = yup.InferType<typeof leafletCreateSchema>;
