import * as yup from 'yup';
import {
  COOK_STATUSES,
  DEFAULT_RECIPE_STATUS,
  duplicateTag,
  isShoppingListUrl,
  PREPARATION_TIME_MAX,
  RECIPE_COMPLEXITIES,
  RECIPE_STATUSES,
  RECIPE_STEP_DESCRIPTION_MAX,
  RECIPE_STEP_EXTRA_MAX,
  RECIPE_STEP_NAME_MAX,
  RECIPE_STEPS_MAX,
  RECIPE_TAG_MAX,
  RECIPE_TAGS_MAX,
  RECIPE_TITLE_MAX,
  RECIPE_TYPES,
  SERVINGS_MAX,
  tagsOf,
} from '../recipes';
import { msg } from './messages';
import { calendarDate, dateTime, optionalText, optionalUrl, requiredText, URL_MAX_LENGTH, uuid, uuidList, WEB_ID_PATTERN } from './rules';

/** An image uploaded to Flyerdesk for a recipe (its cover, a step's picture), as the api serves it. */
export const RECIPE_IMAGE_PATTERN = /^\/files\/recipes\/[A-Za-z0-9._-]+$/;

/** A seo id (spec §5: the character rule of a shop's web id): required, lowercase letters, digits and '-'. */
function seoId() {
  return requiredText().matches(WEB_ID_PATTERN, { message: msg('validation.storeWebId'), excludeEmptyString: true });
}

/** One of the statuses (INACTIVE when left out). */
function status(statuses: readonly string[]) {
  return yup
    .string()
    .typeError(msg('validation.status'))
    .transform((value: string | undefined) => (value === '' ? undefined : value))
    .oneOf(statuses, msg('validation.status'))
    .default(DEFAULT_RECIPE_STATUS);
}

/** A picture: an image uploaded to Flyerdesk or a web link (spec §5 URL pattern); empty stays empty. */
function recipeImage() {
  return yup
    .string()
    .typeError(msg('validation.url'))
    .trim()
    .max(URL_MAX_LENGTH, msg('validation.maxLength', { max: URL_MAX_LENGTH }))
    .test('image', msg('validation.url'), (value) => value == null || value === '' || RECIPE_IMAGE_PATTERN.test(value) || optionalUrl().isValidSync(value))
    .nullable();
}

/** A required whole number from 1 to `max` (typed text is read as a number; empty counts as missing). */
function positiveWhole(max: number) {
  return yup
    .number()
    .typeError(msg('validation.naturalNumber'))
    .transform((value: number, original: unknown) => (typeof original === 'string' && original.trim() === '' ? undefined : value))
    .required(msg('validation.required'))
    .integer(msg('validation.naturalNumber'))
    .min(1, msg('validation.naturalNumber'))
    .max(max, msg('validation.numberMax', { max }));
}

/**
 * The cook form (spec §3, §5): name required (unique ignoring case, checked by the api), seo id required
 * with the character rule of a shop's web id (unique), status one of the four (INACTIVE when left out),
 * and the assigned editors (users with the role EDITOR_RECIPE; only administrators assign them).
 */
export const cookSchema = yup.object({
  name: requiredText(),
  seoId: seoId(),
  status: status(COOK_STATUSES),
  editorIds: uuidList(),
});

export type CookInput = yup.InferType<typeof cookSchema>;

/** One step of a recipe: a name and a description, an optional extra description and picture. */
export const recipeStepSchema = yup.object({
  name: requiredText(RECIPE_STEP_NAME_MAX),
  description: requiredText(RECIPE_STEP_DESCRIPTION_MAX),
  extraDescription: optionalText(RECIPE_STEP_EXTRA_MAX),
  image: recipeImage(),
});

export type RecipeStepInput = yup.InferType<typeof recipeStepSchema>;

/**
 * The recipe form (spec §3, §5):
 * - `title`, `seoId` (character rule of a shop's web id), `cookId`, `type`, `publishDate` (a calendar
 *   day), `complexity` (EASY, MEDIUM, HARD) required; `status` one of the four (INACTIVE when left out);
 * - `preparationTime` (minutes) and `numberOfServings` whole numbers greater than 0;
 * - `tags` short texts, each once (ignoring case); typed as one text they are split at commas;
 * - `longUrl` a valid link; `shoppingListUrl` a shopping list link of the consumer site (`…/lista/<id>`);
 * - `cover` and each step's `image` an image uploaded to Flyerdesk or a link;
 * - `steps` in their order, at least one, each with a name and a description;
 * - `leafletId` (a leaflet's natural id) and `storeId` (the cooperating shop) optional; that they exist
 *   is checked by the api, as is that the cook may take the recipe.
 */
export const recipeSchema = yup.object({
  title: requiredText(RECIPE_TITLE_MAX),
  seoId: seoId(),
  cookId: uuid().required(msg('validation.required')),
  type: yup
    .string()
    .typeError(msg('validation.recipeType'))
    .required(msg('validation.required'))
    .oneOf(RECIPE_TYPES, msg('validation.recipeType')),
  leafletId: optionalText(),
  publishDate: calendarDate().required(msg('validation.required')),
  visibleAt: dateTime().nullable(),
  status: status(RECIPE_STATUSES),
  preparationTime: positiveWhole(PREPARATION_TIME_MAX),
  numberOfServings: positiveWhole(SERVINGS_MAX),
  complexity: yup
    .string()
    .typeError(msg('validation.complexity'))
    .required(msg('validation.required'))
    .oneOf(RECIPE_COMPLEXITIES, msg('validation.complexity')),
  tags: yup
    .array()
    .typeError(msg('validation.list'))
    .transform((value: unknown, original: unknown) => (typeof original === 'string' ? tagsOf(original) : value))
    .of(
      yup
        .string()
        .typeError(msg('validation.invalid'))
        .trim()
        .required(msg('validation.required'))
        .max(RECIPE_TAG_MAX, msg('validation.maxLength', { max: RECIPE_TAG_MAX })),
    )
    .max(RECIPE_TAGS_MAX, msg('validation.listMax', { max: RECIPE_TAGS_MAX }))
    .test('unique', function unique(value) {
      const tag = duplicateTag(value ?? []);
      return tag === undefined ? true : this.createError({ message: msg('validation.duplicateTag', { tag }) });
    })
    .default([]),
  longUrl: optionalUrl(),
  shoppingListUrl: yup
    .string()
    .typeError(msg('validation.shoppingListUrl'))
    .trim()
    .max(URL_MAX_LENGTH, msg('validation.maxLength', { max: URL_MAX_LENGTH }))
    .test('shoppingList', msg('validation.shoppingListUrl'), (value) => value == null || value === '' || isShoppingListUrl(value))
    .nullable(),
  cover: recipeImage(),
  storeId: uuid().nullable(),
  steps: yup
    .array()
    .typeError(msg('validation.list'))
    .of(recipeStepSchema)
    .required(msg('validation.stepsRequired'))
    .min(1, msg('validation.stepsRequired'))
    .max(RECIPE_STEPS_MAX, msg('validation.listMax', { max: RECIPE_STEPS_MAX })),
});

export type RecipeInput = yup.InferType<typeof recipeSchema>;
