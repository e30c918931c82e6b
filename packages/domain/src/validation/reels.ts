import * as yup from 'yup';
import { isPastDay } from '../dates';
import { PLATFORM_KEYS } from '../platforms';
import {
  REEL_ACTION_TYPES,
  REEL_CREATION_STATUSES,
  REEL_CTA_MAX,
  REEL_MEDIA_PATH_PATTERN,
  REEL_MEDIA_TYPES,
  REEL_STATUSES,
  REEL_TEXT_MAX,
  REEL_VISIBILITY_TIME_MAX,
  isLeafletNaturalId,
  isReelStatus,
  reelMediaTypeOfPath,
  reelStatusChoices,
  type ReelActionType,
} from '../reels';
import { msg } from './messages';
import { WEB_ID_PATTERN, dateTime, flag, nowOf, optionalText, optionalUrl, requiredText, uuid, uuidList } from './rules';

/** Each value once, in the order first given. */
function unique<T>(values: T[] | undefined): T[] | undefined {
  return values === undefined ? undefined : [...new Set(values)];
}

/**
 * Reel channel form (spec §3, §5): natural id (required; lowercase letters, digits, '-'; unique) and
 * name required; description, "create reels automatically" and the assigned editors (user ids of
 * EDITOR_REELS users; only administrators change them) optional. The logo is uploaded on its own.
 */
export const reelChannelSchema = yup.object({
  naturalId: requiredText().matches(WEB_ID_PATTERN, { message: msg('validation.storeWebId'), excludeEmptyString: true }),
  name: requiredText(),
  description: optionalText(REEL_TEXT_MAX),
  autoCreateReels: flag(),
  editorIds: uuidList().transform(unique),
});

export type ReelChannelInput = yup.InferType<typeof reelChannelSchema>;

/** A whole number greater than 0 (a form's empty text counts as missing). */
function wholeNumber(max?: number) {
  const schema = yup
    .number()
    .typeError(msg('validation.naturalNumber'))
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .integer(msg('validation.naturalNumber'))
    .min(1, msg('validation.naturalNumber'));
  return max === undefined ? schema : schema.max(max, msg('validation.numberMax', { max }));
}

function present(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

function sameMoment(a: unknown, b: unknown): boolean {
  if (typeof a !== 'string' || typeof b !== 'string') return false;
  const left = new Date(a).getTime();
  return !Number.isNaN(left) && left === new Date(b).getTime();
}

/** What the reel is now, for the rules of an edit: the saved start of visibility and status (absent while creating). */
interface Kept {
  start: unknown;
  status: unknown;
}

type KeptReader = (test: yup.TestContext) => Kept;

/** Fields of one action: the rule of `then` while that action is chosen, left out of the value otherwise. */
function forAction<S extends yup.Schema>(action: ReelActionType, schema: S, then: (s: S) => yup.Schema) {
  return schema.when('actionType', { is: action, then: (s: S) => then(s), otherwise: (s: S) => s.strip() as yup.Schema });
}

/** The reel form's rules, reading what the reel is now from where the caller keeps it. */
function buildReelSchema(keptOf: KeptReader) {
  return yup.object({
    channelId: uuid().required(msg('validation.required')),
    naturalId: requiredText(),
    mediaURL: yup
      .string()
      .typeError(msg('validation.reelMedia'))
      .trim()
      .required(msg('validation.reelMediaRequired'))
      .matches(REEL_MEDIA_PATH_PATTERN, { message: msg('validation.reelMedia'), excludeEmptyString: true }),
    mediaType: yup
      .string()
      .typeError(msg('validation.invalid'))
      .required(msg('validation.required'))
      .oneOf(REEL_MEDIA_TYPES, msg('validation.invalid'))
      .test('mediaType', msg('validation.reelMediaType'), function matchesFile(value) {
        const url: unknown = (this.parent as { mediaURL?: unknown }).mediaURL;
        const fromFile = typeof url === 'string' ? reelMediaTypeOfPath(url.trim()) : undefined;
        return value == null || fromFile === undefined || fromFile === value;
      }),
    description: optionalText(REEL_TEXT_MAX),
    ctaButtonText: optionalText(REEL_CTA_MAX),
    visibilityTime: wholeNumber(REEL_VISIBILITY_TIME_MAX).required(msg('validation.required')),
    status: yup
      .string()
      .typeError(msg('validation.status'))
      .required(msg('validation.required'))
      .oneOf(REEL_STATUSES, msg('validation.status'))
      .test('statusChoice', msg('validation.status'), function allowed(value) {
        if (value == null) return true;
        const current = keptOf(this).status;
        if (!isReelStatus(current)) return (REEL_CREATION_STATUSES as readonly string[]).includes(value);
        return (reelStatusChoices(current) as readonly string[]).includes(value);
      }),
    visibilityStartDate: dateTime()
      .required(msg('validation.required'))
      .test('startDatePast', msg('validation.startDatePast'), function notPast(value) {
        if (value == null || sameMoment(value, keptOf(this).start)) return true;
        return !isPastDay(value, nowOf(this.options.context));
      }),
    visibilityEndDate: dateTime()
      .required(msg('validation.required'))
      .test('validToExpired', msg('validation.validToExpired'), function notExpired(value) {
        return value == null || !isPastDay(value, nowOf(this.options.context));
      })
      .test('validToBeforeValidFrom', msg('validation.validToBeforeValidFrom'), function notBeforeStart(value) {
        const start: unknown = (this.parent as { visibilityStartDate?: unknown }).visibilityStartDate;
        if (value == null || typeof start !== 'string') return true;
        const from = new Date(start).getTime();
        const to = new Date(value).getTime();
        return Number.isNaN(from) || Number.isNaN(to) || to >= from;
      }),
    publishDate: dateTime().required(msg('validation.required')),
    internalNote: optionalText(REEL_TEXT_MAX),
    showOn: yup
      .array()
      .typeError(msg('validation.list'))
      .of(yup.string().typeError(msg('validation.invalid')).required(msg('validation.invalid')).oneOf(PLATFORM_KEYS, msg('validation.invalid')))
      .transform(unique)
      .required(msg('validation.platformRequired'))
      .min(1, msg('validation.platformRequired')),
    actionType: yup
      .string()
      .typeError(msg('validation.reelAction'))
      .required(msg('validation.reelAction'))
      .oneOf(REEL_ACTION_TYPES, msg('validation.reelAction')),
    leafletId: forAction('LEAFLET_PAGE', optionalText(), (s) =>
      s.required(msg('validation.required')).test('leafletId', msg('validation.leafletNaturalId'), (value) => value == null || value === '' || isLeafletNaturalId(value)),
    ),
    insertNumber: forAction('LEAFLET_PAGE', wholeNumber(), (s) =>
      s.test('pageChoice', function onePage(value) {
        const standard: unknown = (this.parent as { standardPageNumber?: unknown }).standardPageNumber;
        if (present(value) && present(standard)) return this.createError({ message: msg('validation.reelPageChoice') });
        if (!present(value) && !present(standard)) return this.createError({ message: msg('validation.reelPageRequired') });
        return true;
      }),
    ),
    standardPageNumber: forAction('LEAFLET_PAGE', wholeNumber(), (s) =>
      s.test('pageRequired', msg('validation.reelPageRequired'), function onePage(value) {
        const insert: unknown = (this.parent as { insertNumber?: unknown }).insertNumber;
        return present(value) || present(insert);
      }),
    ),
    url: forAction('URL', optionalUrl(), (s) => s.required(msg('validation.required'))),
    productName: forAction('SHOPPING_LIST', optionalText(), (s) => s.required(msg('validation.required'))),
  });
}

/**
 * The reel form as the api and the gateway check it (spec §3, §5): channel, natural id (unique), the
 * uploaded media file and its type (IMAGE or VIDEO, as the file's bytes say), visibility time (whole
 * seconds > 0), status, visibility start (not in the past, unless it is the start the reel already
 * has) and end (not in the past, not before the start), publish date, at least one platform, and the
 * action with its own fields: a leaflet page (leafletId of the form storeName-dd-mm-yy-dd-mm-yy-abcde
 * and either an insert number or a standard page number), a web link, or a shopping-list product.
 * The fields of the actions not chosen are left out. An edit names in the context what the reel is
 * now (`keptVisibilityStartDate`, `currentStatus`): its status may stay or take an open action.
 */
export const reelSchema = buildReelSchema((test) => {
  const context = (test.options.context ?? {}) as { keptVisibilityStartDate?: unknown; currentStatus?: unknown };
  return { start: context.keptVisibilityStartDate, status: context.currentStatus };
});

/**
 * The same rules for the web form, which keeps what the reel is now among its values
 * (`keptVisibilityStartDate`, `currentStatus`; empty while creating).
 */
export const reelFormSchema = buildReelSchema((test) => {
  const parent = (test.parent ?? {}) as { keptVisibilityStartDate?: unknown; currentStatus?: unknown };
  return { start: parent.keptVisibilityStartDate, status: parent.currentStatus };
}).shape({
  keptVisibilityStartDate: yup.string().nullable(),
  currentStatus: yup.string().nullable(),
});

export type ReelInput = yup.InferType<typeof reelSchema>;

/** The validation context of an edit of a reel that is `current` now. */
export function reelEditContext(current: { visibilityStartDate: string; status: string }): Record<string, unknown> {
  return { keptVisibilityStartDate: current.visibilityStartDate, currentStatus: current.status };
}
