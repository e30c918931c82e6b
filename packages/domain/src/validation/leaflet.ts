import * as yup from 'yup';
import { PRIORITY_MAX } from '../constants';
import { isPastDay } from '../dates';
import { CREATION_STATUSES, LEAFLET_STATUSES, editStatusChoices, isLeafletStatus } from '../leafletStatus';
import { msg } from './messages';
import { calendarDate, dateTime, flag, nowOf, optionalText, optionalUrl, requiredText, uuid } from './rules';

/** Social media platforms a leaflet may link to. */
export const SOCIAL_PLATFORMS = ['YOUTUBE', 'TIKTOK'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** How the apps show a leaflet's validity text: as it is (the default), or replaced by nothing. */
export const REPLACE_VALIDITY_TEXT = ['NO_CHANGES', 'EMPTY'] as const;
export type ReplaceValidityText = (typeof REPLACE_VALIDITY_TEXT)[number];
export const REPLACE_VALIDITY_TEXT_DEFAULT: ReplaceValidityText = 'NO_CHANGES';

/** Longest postal code a leaflet may be limited to. */
export const ZIP_CODE_MAX_LENGTH = 16;

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

/**
 * Social media links: platform YOUTUBE or TIKTOK and a valid link, each link once. A repeated link is
 * refused on the repeated entry's own field (`socialMedia[1].url`).
 */
const socialMedia = yup
  .array()
  .typeError(msg('validation.list'))
  .of(
    yup.object({
      platform: yup
        .string()
        .typeError(msg('validation.invalid'))
        .required(msg('validation.required'))
        .oneOf(SOCIAL_PLATFORMS, msg('validation.invalid')),
      url: optionalUrl().required(msg('validation.required')),
    }),
  )
  .default(undefined)
  .test('duplicateLink', msg('validation.duplicateLink'), function noDuplicates(links) {
    const seen = new Set<string>();
    const errors: yup.ValidationError[] = [];
    (links ?? []).forEach((link, index) => {
      const url = typeof link?.url === 'string' ? link.url.trim().toLowerCase() : '';
      if (url === '') return;
      if (seen.has(url)) errors.push(this.createError({ path: `${this.path}[${String(index)}].url`, message: msg('validation.duplicateLink') }));
      seen.add(url);
    });
    return errors.length === 0 ? true : new yup.ValidationError(errors);
  });

/**
 * The status of an edit: one of the statuses, and, when the context names the leaflet's current status
 * (`currentStatus`), one of the edit choices of that status (spec §4).
 */
const editStatus = yup
  .string()
  .typeError(msg('validation.status'))
  .required(msg('validation.required'))
  .oneOf(LEAFLET_STATUSES, msg('validation.status'))
  .test('editChoice', msg('validation.status'), function allowedFromCurrent(value) {
    const current: unknown = (this.options.context as { currentStatus?: unknown } | undefined)?.currentStatus;
    if (!isLeafletStatus(current) || value == null || value === current) return true;
    return editStatusChoices(current).includes(value);
  });

/** Leaflet add/edit form (spec §3, §4, §5). */
export const leafletSchema = yup.object({
  naturalId: requiredText(),
  seoId: optionalText(),
  status: editStatus,
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
  categoryId: uuid().nullable(),
  longUrl: optionalUrl(),
  thumbnailTrackingUrl: optionalUrl(),
  redirectUrl: optionalUrl(),
  zipCodes: yup.array().typeError(msg('validation.list')).of(requiredText(ZIP_CODE_MAX_LENGTH)).default(undefined),
  showOnlineBadge: flag(),
  showPopularBadge: flag(),
  hasRecipe: flag(),
  watermark: flag(),
  forceLast: flag(),
  socialMedia,
  replaceValidityText: yup.string().typeError(msg('validation.invalid')).oneOf(REPLACE_VALIDITY_TEXT, msg('validation.invalid')),
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
  replaceValidityText: yup
    .string()
    .typeError(msg('validation.invalid'))
    .oneOf(REPLACE_VALIDITY_TEXT, msg('validation.invalid'))
    .default(REPLACE_VALIDITY_TEXT_DEFAULT),
});

export type LeafletInput = yup.InferType<typeof leafletSchema>;
export type LeafletCreateInput = yup.InferType<typeof leafletCreateSchema>;
