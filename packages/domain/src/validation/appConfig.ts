import * as yup from 'yup';
import {
  APP_CONFIG_TITLE_MIN,
  APP_THEMES,
  CUSTOM_KEY_MAX,
  CUSTOM_KEY_PATTERN,
  CUSTOM_VALUE_MAX,
  IMAGE_WITH_LINK_RECOMMENDATION,
  NOTIFICATIONS_DAILY_LIMIT_MAX,
  RECOMMENDATION_TYPES,
  type AppConfigDocuments,
  type AppConfigSection,
  type RecommendationType,
} from '../appConfig';
import { msg, type SchemaMessage } from './messages';
import { COLOR_PATTERN } from './pageDetails';
import { flag, notificationChannelEntry, optionalUrl, URL_MAX_LENGTH, URL_PATTERN, UUID_PATTERN, uuid } from './rules';

/*
 * The rules of the app configuration's sections (spec §5, §9). Each section's document is checked on
 * its own by its schema; keys a schema does not know are dropped by `validateWith` (as for every
 * shared schema), so a saved document holds exactly the fields of its section. Refusals name the
 * field by its path in the document (`items[1].title`, `categories[0].storeIds`).
 */

/** null (a JSON document may hold one) read as empty text. */
function nullAsEmpty(value: unknown, original: unknown): unknown {
  return original === null ? '' : value;
}

/** A required, trimmed text of at least `min` characters (empty: required). */
function text(min = 1) {
  return yup
    .string()
    .typeError(msg('validation.invalid'))
    .trim()
    .required(msg('validation.required'))
    .test('minLength', msg('validation.minLength', { min }), (value) => value == null || value === '' || value.length >= min);
}

/** A required link matching URL_PATTERN. */
function requiredUrl() {
  return optionalUrl().required(msg('validation.required'));
}

/** '' (not set) or a link matching URL_PATTERN; null and absent are read as ''. */
function urlOrEmpty() {
  return yup
    .string()
    .typeError(msg('validation.url'))
    .transform(nullAsEmpty)
    .trim()
    .max(URL_MAX_LENGTH, msg('validation.maxLength', { max: URL_MAX_LENGTH }))
    .matches(URL_PATTERN, { message: msg('validation.url'), excludeEmptyString: true })
    .default('');
}

/** '' (none) or an id (UUID, stored in lowercase); null and absent are read as ''. */
function uuidOrEmpty() {
  return yup
    .string()
    .typeError(msg('validation.uuid'))
    .transform(nullAsEmpty)
    .trim()
    .lowercase()
    .matches(UUID_PATTERN, { message: msg('validation.uuid'), excludeEmptyString: true })
    .default('');
}

/** A yes/no choice, no when absent. */
function optionalFlag() {
  return flag().default(false).nonNullable(msg('validation.boolean'));
}

/**
 * Refuses the entries of a list whose key (`keyOf`, undefined or '' for entries not compared) an
 * earlier entry already has; each repeat is named by its path (`list[3]`, or `list[3].name` with
 * `suffix` '.name').
 */
function refuseRepeats<T>(
  context: yup.TestContext,
  values: readonly T[] | null | undefined,
  keyOf: (value: T) => unknown,
  message: SchemaMessage,
  suffix = '',
): true | yup.ValidationError {
  const seen = new Set<unknown>();
  const errors: yup.ValidationError[] = [];
  (values ?? []).forEach((value, index) => {
    // Entries of the wrong shape are refused by the entry's own rules.
    if (value == null || Array.isArray(value)) return;
    const key = keyOf(value);
    if (key === undefined || key === '') return;
    if (seen.has(key)) errors.push(context.createError({ path: `${context.path}[${String(index)}]${suffix}`, message }));
    seen.add(key);
  });
  return errors.length === 0 ? true : new yup.ValidationError(errors);
}

const same = (value: unknown): unknown => value;
/** Texts compared ignoring case. */
const folded = (value: unknown): unknown => (typeof value === 'string' ? value.trim().toLowerCase() : undefined);

/** A list of texts of at least one character; absent is empty. */
function textList() {
  return yup.array().typeError(msg('validation.list')).of(text()).default([]).required(msg('validation.list'));
}

/** A list of texts of at least one character, none repeated (ignoring case); absent is empty. */
function distinctTextList() {
  return textList().test('duplicate', msg('validation.duplicateEntry'), function distinct(values) {
    return refuseRepeats(this, values, folded, msg('validation.duplicateEntry'));
  });
}

/** A list of ids (UUIDs, stored in lowercase), none repeated; absent is empty. */
function idList() {
  return yup
    .array()
    .typeError(msg('validation.list'))
    .of(uuid().lowercase().required(msg('validation.uuid')))
    .default([])
    .required(msg('validation.list'))
    .test('duplicate', msg('validation.duplicateEntry'), function distinct(values) {
      return refuseRepeats(this, values, same, msg('validation.duplicateEntry'));
    });
}

/** An entry of a list of records (an article, a link, a category …). */
function entry<S extends yup.ObjectShape>(shape: S) {
  return yup.object(shape).typeError(msg('validation.invalid')).nonNullable(msg('validation.invalid'));
}

/** A list of records; absent is empty. */
function entryList<S extends yup.ObjectShape>(shape: S) {
  return yup.array().typeError(msg('validation.list')).of(entry(shape)).default([]).required(msg('validation.list'));
}

/** A section's document. */
function sectionDocument<S extends yup.ObjectShape>(shape: S) {
  return yup.object(shape).typeError(msg('validation.invalid')).nonNullable(msg('validation.required'));
}

type Schema<S extends AppConfigSection> = yup.ObjectSchema<AppConfigDocuments[S]>;

/** Articles of the apps: title (3+), text, picture and article links; not sponsored unless said. */
const articlesList: Schema<'articlesList'> = sectionDocument({
  items: entryList({
    title: text(APP_CONFIG_TITLE_MIN),
    additionalInfo: text(),
    imageUrl: requiredUrl(),
    articleUrl: requiredUrl(),
    isSponsored: optionalFlag(),
  }),
});

/** The articles section of the apps' home: title (3+), icon link, size and place (0 first). */
const articlesSection: Schema<'articlesSection'> = sectionDocument({
  title: text(APP_CONFIG_TITLE_MIN),
  iconUrl: requiredUrl(),
  useBigSize: optionalFlag(),
  position: yup
    .number()
    .typeError(msg('validation.invalid'))
    .transform((value: number, original: unknown) => (typeof original === 'string' && original.trim() === '' ? undefined : value))
    .required(msg('validation.required'))
    .integer(msg('validation.invalid'))
    .min(0, msg('validation.nonNegative')),
});

/** The mobile app's "what's new" banner: every text required, 3+ characters. */
const mobileWhatsNewBanner: Schema<'mobileWhatsNewBanner'> = sectionDocument({
  id: text(APP_CONFIG_TITLE_MIN),
  title: text(APP_CONFIG_TITLE_MIN),
  message: text(APP_CONFIG_TITLE_MIN),
  deeplink: text(APP_CONFIG_TITLE_MIN),
  badge: text(APP_CONFIG_TITLE_MIN),
});

/** Search: the tip is required; popular words non-empty; popular shops and leaflets ids, none repeated. */
const searchSettings: Schema<'searchSettings'> = sectionDocument({
  includeAdBanner: optionalFlag(),
  searchTip: text(),
  popularWords: textList(),
  popularStoreIds: idList(),
  popularLeafletIds: idList(),
});

/** Keywords: non-empty, none repeated (ignoring case). */
const keywords: Schema<'keywords'> = sectionDocument({ keywords: distinctTextList() });

/** The recommendation type must be chosen: one of RECOMMENDATION_TYPES. */
const recommendationType: Schema<'recommendationType'> = sectionDocument({
  type: yup
    .number<RecommendationType>()
    .typeError(msg('validation.recommendationType'))
    .nullable()
    .test('chosen', msg('validation.recommendationTypeRequired'), (value) => value != null)
    .oneOf(RECOMMENDATION_TYPES, msg('validation.recommendationType'))
    .defined(msg('validation.recommendationTypeRequired')),
});

const highlightedLeafletId: Schema<'highlightedLeafletId'> = sectionDocument({ leafletId: uuidOrEmpty() });

const customTypeLink: Schema<'customTypeLink'> = sectionDocument({ link: urlOrEmpty() });

const customTypePictureUrl: Schema<'customTypePictureUrl'> = sectionDocument({ pictureUrl: urlOrEmpty() });

const mobileOnboardingStores: Schema<'mobileOnboardingStores'> = sectionDocument({ storeIds: idList() });

/** Cities: non-empty, none repeated (ignoring case). */
const webPopularCities: Schema<'webPopularCities'> = sectionDocument({ cities: distinctTextList() });

/** The ads-per-page options: at least one, each a whole number above 0, none repeated. */
const webLeafletView: Schema<'webLeafletView'> = sectionDocument({
  adsPerPage: yup
    .array()
    .typeError(msg('validation.list'))
    .of(
      yup
        .number()
        .typeError(msg('validation.naturalNumber'))
        .required(msg('validation.naturalNumber'))
        .integer(msg('validation.naturalNumber'))
        .min(1, msg('validation.naturalNumber')),
    )
    .required(msg('validation.optionRequired'))
    .min(1, msg('validation.optionRequired'))
    .test('duplicate', msg('validation.duplicateEntry'), function distinct(values) {
      return refuseRepeats(this, values, same, msg('validation.duplicateEntry'));
    }),
});

/** Popular shops of the web: at least one. */
const webPopularStores: Schema<'webPopularStores'> = sectionDocument({
  storeIds: idList().min(1, msg('validation.storeRequired')),
});

/**
 * The web mega menu: categories named (names not repeated, ignoring case), each with at least one
 * shop (not repeated); cooks' ids not repeated.
 */
const webMegaMenu: Schema<'webMegaMenu'> = sectionDocument({
  categories: entryList({
    name: text(),
    storeIds: idList().min(1, msg('validation.storeRequired')),
  }).test('duplicateName', msg('validation.duplicateName'), function distinctNames(categories) {
    return refuseRepeats(this, categories, (category) => (typeof category === 'object' ? folded(category.name) : undefined), msg('validation.duplicateName'), '.name');
  }),
  cookIds: idList(),
});

/** A link of the web footer: a name and a link. */
const footerLinks = () => entryList({ name: text(), url: requiredUrl() });

const webFooterLinks: Schema<'webFooterLinks'> = sectionDocument({
  stores: footerLinks(),
  locations: footerLinks(),
  articles: footerLinks(),
});

const webRecipes: Schema<'webRecipes'> = sectionDocument({ recipeIds: idList() });

/** Channels a new device follows (may be none, none repeated) and the daily limit (1 to 50). */
const notifications: Schema<'notifications'> = sectionDocument({
  defaultChannels: yup
    .array()
    .typeError(msg('validation.list'))
    .of(notificationChannelEntry())
    .default([])
    .required(msg('validation.list'))
    .test('duplicate', msg('validation.duplicateEntry'), function distinct(values) {
      return refuseRepeats(this, values, same, msg('validation.duplicateEntry'));
    }),
  dailyLimit: yup
    .number()
    .typeError(msg('validation.naturalNumber'))
    .transform((value: number, original: unknown) => (typeof original === 'string' && original.trim() === '' ? undefined : value))
    .required(msg('validation.required'))
    .integer(msg('validation.naturalNumber'))
    .min(1, msg('validation.naturalNumber'))
    .max(NOTIFICATIONS_DAILY_LIMIT_MAX, msg('validation.numberMax', { max: NOTIFICATIONS_DAILY_LIMIT_MAX })),
});

/** The apps' look: colour '#rrggbb' (stored in lowercase), one of the themes, a logo link or ''. */
const appearance: Schema<'appearance'> = sectionDocument({
  primaryColor: yup
    .string()
    .typeError(msg('validation.color'))
    .trim()
    .lowercase()
    .required(msg('validation.required'))
    .matches(COLOR_PATTERN, { message: msg('validation.color'), excludeEmptyString: true }),
  theme: yup
    .string()
    .typeError(msg('validation.theme'))
    .required(msg('validation.required'))
    .oneOf(APP_THEMES, msg('validation.theme')),
  logoUrl: urlOrEmpty(),
});

/** Free keys: 1–64 letters, digits, '.', '_', '-', each key once; values up to 1000 characters, may be empty. */
const custom: Schema<'custom'> = sectionDocument({
  entries: entryList({
    key: yup
      .string()
      .typeError(msg('validation.invalid'))
      .trim()
      .required(msg('validation.required'))
      .max(CUSTOM_KEY_MAX, msg('validation.maxLength', { max: CUSTOM_KEY_MAX }))
      .matches(CUSTOM_KEY_PATTERN, { message: msg('validation.configKey'), excludeEmptyString: true }),
    value: yup
      .string()
      .typeError(msg('validation.invalid'))
      .transform(nullAsEmpty)
      .max(CUSTOM_VALUE_MAX, msg('validation.maxLength', { max: CUSTOM_VALUE_MAX }))
      .default(''),
  }).test('duplicateKey', msg('validation.duplicateKey'), function distinctKeys(entries) {
    return refuseRepeats(this, entries, (e) => (typeof e === 'object' ? e.key : undefined), msg('validation.duplicateKey'), '.key');
  }),
});

/** Each section's schema, by section (the keys of APP_CONFIG_SECTIONS). */
export const appConfigSchemas: { readonly [S in AppConfigSection]: Schema<S> } = {
  articlesList,
  articlesSection,
  mobileWhatsNewBanner,
  searchSettings,
  keywords,
  recommendationType,
  highlightedLeafletId,
  customTypeLink,
  customTypePictureUrl,
  mobileOnboardingStores,
  webPopularCities,
  webLeafletView,
  webPopularStores,
  webMegaMenu,
  webFooterLinks,
  webRecipes,
  notifications,
  appearance,
  custom,
};

/** The schema of a section's document. */
export function appConfigSchema<S extends AppConfigSection>(section: S): yup.ObjectSchema<AppConfigDocuments[S]> {
  return appConfigSchemas[section];
}

/** A field the image-with-link rule refuses, in the section whose document holds it. */
export interface ImageWithLinkProblem {
  section: 'recommendationType' | 'customTypeLink' | 'customTypePictureUrl';
  field: 'type' | 'link' | 'pictureUrl';
  message: SchemaMessage;
}

const isBlank = (value: string | null | undefined) => value == null || value.trim() === '';

/**
 * The rule across sections (spec §5, §9): the recommendation type IMAGE_WITH_LINK_RECOMMENDATION (7)
 * shows the picture of customTypePictureUrl leading to customTypeLink, so both must be set before
 * the type is chosen, and neither may be emptied while the type is chosen.
 *
 * Given the recommendation type and the two values as they would be after a save (the saved
 * section's new document, the other two sections' current documents), it returns what is wrong,
 * each problem naming the section and field it belongs to:
 * - `recommendationType.type` (validation.imageWithLinkSetup) when the type is 7 and a value is empty;
 * - `customTypeLink.link` / `customTypePictureUrl.pictureUrl` (validation.imageWithLinkRequired) for
 *   each empty one while the type is 7.
 * The saving side reports the problems of the section being saved (those whose `section` is it).
 */
export function imageWithLinkProblems(
  type: number | null | undefined,
  link: string | null | undefined,
  pictureUrl: string | null | undefined,
): ImageWithLinkProblem[] {
  if (type !== IMAGE_WITH_LINK_RECOMMENDATION) return [];
  const problems: ImageWithLinkProblem[] = [];
  if (isBlank(link) || isBlank(pictureUrl)) {
    problems.push({ section: 'recommendationType', field: 'type', message: msg('validation.imageWithLinkSetup') });
  }
  if (isBlank(link)) problems.push({ section: 'customTypeLink', field: 'link', message: msg('validation.imageWithLinkRequired') });
  if (isBlank(pictureUrl)) {
    problems.push({ section: 'customTypePictureUrl', field: 'pictureUrl', message: msg('validation.imageWithLinkRequired') });
  }
  return problems;
}
