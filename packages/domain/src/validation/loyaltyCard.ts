import * as yup from 'yup';
import {
  CARD_COLOR_PATTERN,
  CARD_ID_MAX,
  CARD_ID_MIN,
  CARD_ID_PATTERN,
  CARD_NAME_MAX,
  CARD_NAME_MIN,
  LEGACY_ID_MAX,
  LOYALTY_CARD_COUNTRIES,
  LOYALTY_CARD_IMAGE_PATTERN,
  LOYALTY_CARD_IMAGES_MAX,
  LOYALTY_CARD_IMAGES_MIN,
} from '../loyaltyCards';
import { msg } from './messages';
import { flag, optionalText, uuid } from './rules';

/** A required, trimmed text of `min` to `max` characters. */
function boundedText(min: number, max: number) {
  return yup
    .string()
    .typeError(msg('validation.invalid'))
    .trim()
    .required(msg('validation.required'))
    .test('minLength', msg('validation.minLength', { min }), (value) => value == null || value === '' || value.length >= min)
    .max(max, msg('validation.maxLength', { max }));
}

/** Each picture once, in the order first given. */
function uniqueImages(values: unknown): unknown {
  if (!Array.isArray(values)) return values;
  return [...new Set(values as unknown[])];
}

/**
 * The loyalty card form (spec §3, §5, §9):
 * - `cardId`: required, 2–50 characters, only lowercase letters, digits and '-' (unique: the api
 *   refuses a taken one with 409 naming `cardId`);
 * - `cardName`: required, 2–50 characters;
 * - `storeId`: the shop running the card, optional (the api checks that it exists and is not archived);
 * - `legacyId`: the card's id in the system it came from, optional;
 * - `color`: required, `#rrggbb` (stored in lowercase);
 * - `images`: at least one picture of the card (front, back …), each a JPG or PNG uploaded to
 *   Flyerdesk (`/files/loyaltyCards/<name>`), at most LOYALTY_CARD_IMAGES_MAX;
 * - `isPopular`: shown among the popular cards of the apps;
 * - `country`: required, one of LOYALTY_CARD_COUNTRIES (two-letter ISO code).
 */
export const loyaltyCardSchema = yup.object({
  cardId: boundedText(CARD_ID_MIN, CARD_ID_MAX).matches(CARD_ID_PATTERN, { message: msg('validation.cardId'), excludeEmptyString: true }),
  cardName: boundedText(CARD_NAME_MIN, CARD_NAME_MAX),
  storeId: uuid().nullable(),
  legacyId: optionalText(LEGACY_ID_MAX),
  color: yup
    .string()
    .typeError(msg('validation.color'))
    .trim()
    .lowercase()
    .required(msg('validation.required'))
    .matches(CARD_COLOR_PATTERN, { message: msg('validation.color'), excludeEmptyString: true }),
  images: yup
    .array()
    .typeError(msg('validation.list'))
    .transform(uniqueImages)
    .of(
      yup
        .string()
        .typeError(msg('validation.cardImage'))
        .required(msg('validation.cardImage'))
        .matches(LOYALTY_CARD_IMAGE_PATTERN, { message: msg('validation.cardImage') }),
    )
    .required(msg('validation.cardImageRequired'))
    .min(LOYALTY_CARD_IMAGES_MIN, msg('validation.cardImageRequired'))
    .max(LOYALTY_CARD_IMAGES_MAX, msg('validation.listMax', { max: LOYALTY_CARD_IMAGES_MAX })),
  isPopular: flag().default(false),
  country: yup
    .string()
    .typeError(msg('validation.country'))
    .transform((value: string | undefined) => (typeof value === 'string' && value.trim() === '' ? undefined : value?.trim().toUpperCase()))
    .required(msg('validation.required'))
    .oneOf(LOYALTY_CARD_COUNTRIES, msg('validation.country')),
});

export type LoyaltyCardInput = yup.InferType<typeof loyaltyCardSchema>;
