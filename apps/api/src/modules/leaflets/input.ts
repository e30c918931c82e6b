/**
 * Leaflet bodies of create, PUT and PATCH: merged onto the stored leaflet (or the defaults),
 * validated with the shared leaflet schema and turned into the values to store.
 */
import * as yup from 'yup';
import { PLATFORM_KEYS, PRIORITY_FIELD, VISIBILITY_FIELD, type PlatformKey } from '@flyerdesk/domain/platforms';
import { leafletCreateSchema, leafletUpdateSchema } from '@flyerdesk/domain/validation/leaflet';
import { msg, validateWith, type InvalidField } from '@flyerdesk/domain/validation/messages';
import { flag, optionalText, requiredText, uuid } from '@flyerdesk/domain/validation/rules';
import type { SocialMediaLink } from '../../db/schema';
import { badRequest, invalidRequest } from '../../http/errors';
import type { Leaflet } from './model';

export type LeafletInputMode = 'create' | 'put' | 'patch';

export interface LeafletValues {
  naturalId: string;
  status: string;
  validFrom: string;
  validTo: string | null;
  untilEndOfSupply: boolean;
  publishDate: string;
  publishEndDate: string | null;
  additionalInfo: string | null;
  additionalInfo2: string | null;
  priorities: Record<PlatformKey, number | null>;
  visibility: Record<PlatformKey, boolean>;
  notShowAdInserts: boolean;
  notAllowShoppingList: boolean;
  groupId: string | null;
  seoId: string | null;
  longUrl: string | null;
  thumbnailTrackingUrl: string | null;
  redirectUrl: string | null;
  zipCodes: string[];
  showOnlineBadge: boolean;
  showPopularBadge: boolean;
  hasRecipe: boolean;
  watermark: boolean;
  forceLast: boolean;
  categoryId: string | null;
  socialMedia: SocialMediaLink[];
  pageCount: number;
}

/** Fields a caller may send; everything else in a body is ignored. */
const WRITABLE = [
  'naturalId',
  'status',
  'validFrom',
  'validTo',
  'untilEndOfSupply',
  'publishDate',
  'publishEndDate',
  'additionalInfo',
  'additionalInfo2',
  ...PLATFORM_KEYS.map((p) => PRIORITY_FIELD[p]),
  ...PLATFORM_KEYS.map((p) => VISIBILITY_FIELD[p]),
  'notShowAdInserts',
  'notAllowShoppingList',
  'groupId',
  'seoId',
  'longUrl',
  'thumbnailTrackingUrl',
  'redirectUrl',
  'zipCodes',
  'showOnlineBadge',
  'showPopularBadge',
  'hasRecipe',
  'watermark',
  'forceLast',
  'categoryId',
  'socialMedia',
] as const;

const CREATE_DEFAULTS: Record<string, unknown> = {
  untilEndOfSupply: false,
  publishEndDate: null,
  additionalInfo: null,
  additionalInfo2: null,
  ...Object.fromEntries(PLATFORM_KEYS.map((p) => [PRIORITY_FIELD[p], null])),
  ...Object.fromEntries(PLATFORM_KEYS.map((p) => [VISIBILITY_FIELD[p], true])),
  notShowAdInserts: false,
  notAllowShoppingList: false,
  groupId: null,
  seoId: null,
  longUrl: null,
  thumbnailTrackingUrl: null,
  redirectUrl: null,
  zipCodes: [],
  showOnlineBadge: false,
  showPopularBadge: false,
  hasRecipe: false,
  watermark: false,
  forceLast: false,
  categoryId: null,
  socialMedia: [],
  pageCount: 1,
};

export const SOCIAL_PLATFORMS = ['YOUTUBE', 'TIKTOK'] as const;
const URL_MAX = 2000;

/** Leaflet fields of the REST shape that the shared form schema does not cover. */
const restOnlySchema = yup.object({
  seoId: optionalText(),
  longUrl: optionalText(URL_MAX),
  thumbnailTrackingUrl: optionalText(URL_MAX),
  redirectUrl: optionalText(URL_MAX),
  zipCodes: yup
    .array()
    .typeError(msg('validation.list'))
    .of(requiredText(16))
    .default([]),
  showOnlineBadge: flag().default(false),
  showPopularBadge: flag().default(false),
  hasRecipe: flag().default(false),
  watermark: flag().default(false),
  forceLast: flag().default(false),
  categoryId: uuid().nullable(),
  socialMedia: yup
    .array()
    .typeError(msg('validation.list'))
    .of(
      yup.object({
        platform: yup
          .string()
          .typeError(msg('validation.invalid'))
          .required(msg('validation.required'))
          .oneOf(SOCIAL_PLATFORMS, msg('validation.invalid')),
        url: requiredText(URL_MAX),
      }),
    )
    .default([])
    .test('noDuplicates', msg('validation.invalid'), (links) => {
      const urls = (links ?? []).map((l) => l.url);
      return new Set(urls).size === urls.length;
    }),
});

const pageCountSchema = yup.object({
  pageCount: yup
    .number()
    .typeError(msg('validation.naturalNumber'))
    .integer(msg('validation.naturalNumber'))
    .min(1, msg('validation.naturalNumber'))
    .max(2000, msg('validation.naturalNumber'))
    .default(1),
});

/** The REST body in the shape of the shared leaflet form. */
function toForm(rest: Record<string, unknown>, mode: LeafletInputMode): Record<string, unknown> {
  return {
    naturalId: rest.naturalId,
    status: rest.status,
    validFrom: rest.validFrom,
    untilEndOfSupply: rest.untilEndOfSupply,
    validTo: rest.validTo,
    publishDate: rest.publishDate,
    publishEndDate: rest.publishEndDate,
    additionalInfo: rest.additionalInfo,
    additionalInfo2: rest.additionalInfo2,
    priorities: Object.fromEntries(PLATFORM_KEYS.map((p) => [p, rest[PRIORITY_FIELD[p]]])),
    visibility: Object.fromEntries(PLATFORM_KEYS.map((p) => [p, rest[VISIBILITY_FIELD[p]]])),
    notShowAdInserts: rest.notShowAdInserts,
    notAllowShoppingList: rest.notAllowShoppingList,
    groupId: rest.groupId,
    ...(mode === 'create' ? { pageCount: rest.pageCount } : {}),
  };
}

/** Form field paths back to the REST field names (priorities.android → androidPriority). */
function restField(path: string): string {
  const [head, tail] = path.split('.');
  if (head === 'priorities' && tail && (PLATFORM_KEYS as readonly string[]).includes(tail)) return PRIORITY_FIELD[tail as PlatformKey];
  if (head === 'visibility' && tail && (PLATFORM_KEYS as readonly string[]).includes(tail)) return VISIBILITY_FIELD[tail as PlatformKey];
  return path;
}

function topLevel(field: string): string {
  return field.split(/[.[]/)[0] ?? field;
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Reads form-encoded values (all text) as the JSON types the schema expects. */
export function fromFormFields(fields: Record<string, unknown>): Record<string, unknown> {
  const leaflet = fields.leaflet;
  if (typeof leaflet === 'string' && leaflet.trim() !== '') {
    try {
      const parsed: unknown = JSON.parse(leaflet);
      if (isRecord(parsed)) return parsed;
    } catch {
      throw badRequest('The leaflet field must hold a JSON object');
    }
    throw badRequest('The leaflet field must hold a JSON object');
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value !== 'string') continue;
    if (key === 'zipCodes') out[key] = value.split(',').map((z) => z.trim()).filter(Boolean);
    else if (key === 'socialMedia') {
      try {
        out[key] = JSON.parse(value) as unknown;
      } catch {
        out[key] = value;
      }
    } else out[key] = value === '' ? null : value;
  }
  return out;
}

/**
 * Validates a leaflet body. Create starts from the defaults; PUT and PATCH start from the stored
 * leaflet, so fields left out keep their value. PATCH reports only problems of the fields it sends
 * (a stored leaflet whose end date has passed can still be switched off, for instance), except that
 * a deleted leaflet can only be brought back while its end date has not passed.
 */
export function parseLeafletInput(
  body: unknown,
  mode: LeafletInputMode,
  current: Leaflet | undefined,
  now: Date = new Date(),
): { values: LeafletValues; sent: Set<string> } {
  if (!isRecord(body)) throw badRequest('The body must be a JSON object');
  const input: Record<string, unknown> = { ...body };
  if ('showOnIos' in input && !('showOnIOS' in input)) input.showOnIOS = input.showOnIos;

  const sent = new Set<string>(WRITABLE.filter((key) => key in input));
  if (mode === 'create' && 'pageCount' in input) sent.add('pageCount');
  const base: Record<string, unknown> = current ? { ...current } : { ...CREATE_DEFAULTS };
  const merged: Record<string, unknown> = { ...base };
  for (const key of sent) merged[key] = input[key];

  const formSchema = mode === 'create' ? leafletCreateSchema : leafletUpdateSchema;
  const form = toForm(merged, mode);
  const formResult = validateWith(formSchema, form, { now });
  const restResult = validateWith(restOnlySchema, merged, { now });
  const pageResult = mode === 'create' ? validateWith(pageCountSchema, merged, { now }) : undefined;

  let invalid: InvalidField[] = [
    ...(formResult.ok ? [] : formResult.invalidFields),
    ...(restResult.ok ? [] : restResult.invalidFields),
    ...(pageResult && !pageResult.ok ? pageResult.invalidFields : []),
  ].map((f) => ({ ...f, field: restField(f.field) }));
  if (mode === 'patch') {
    // Bringing a leaflet back from DELETED is only possible while it is still valid.
    const restoring = current?.status === 'DELETED' && sent.has('status') && merged.status !== 'DELETED';
    const datesChecked = sent.has('untilEndOfSupply') || sent.has('validFrom') || restoring;
    invalid = invalid.filter((f) => sent.has(topLevel(f.field)) || (f.field === 'validTo' && datesChecked));
  }
  if (invalid.length > 0) throw invalidRequest(invalid);

  const castOptions = { stripUnknown: true, assert: false as const, context: { now } };
  const formValue = formResult.ok ? formResult.value : formSchema.cast(form, castOptions);
  const restValue = restResult.ok ? restResult.value : restOnlySchema.cast(merged, castOptions);
  const priorities = formValue.priorities ?? {};
  const visibility = formValue.visibility ?? {};

  const values: LeafletValues = {
    naturalId: formValue.naturalId,
    status: formValue.status,
    validFrom: formValue.validFrom,
    validTo: formValue.untilEndOfSupply ? null : (formValue.validTo ?? null),
    untilEndOfSupply: formValue.untilEndOfSupply ?? false,
    publishDate: formValue.publishDate,
    publishEndDate: formValue.publishEndDate ?? null,
    additionalInfo: formValue.additionalInfo || null,
    additionalInfo2: formValue.additionalInfo2 || null,
    priorities: Object.fromEntries(PLATFORM_KEYS.map((p) => [p, priorities[p] ?? null])) as Record<PlatformKey, number | null>,
    visibility: Object.fromEntries(PLATFORM_KEYS.map((p) => [p, visibility[p] ?? true])) as Record<PlatformKey, boolean>,
    notShowAdInserts: formValue.notShowAdInserts ?? false,
    notAllowShoppingList: formValue.notAllowShoppingList ?? false,
    groupId: formValue.groupId || null,
    seoId: restValue.seoId || null,
    longUrl: restValue.longUrl || null,
    thumbnailTrackingUrl: restValue.thumbnailTrackingUrl || null,
    redirectUrl: restValue.redirectUrl || null,
    zipCodes: restValue.zipCodes ?? [],
    showOnlineBadge: restValue.showOnlineBadge ?? false,
    showPopularBadge: restValue.showPopularBadge ?? false,
    hasRecipe: restValue.hasRecipe ?? false,
    watermark: restValue.watermark ?? false,
    forceLast: restValue.forceLast ?? false,
    categoryId: restValue.categoryId || null,
    socialMedia: (restValue.socialMedia ?? []).map((l) => ({ platform: l.platform, url: l.url })),
    pageCount: pageResult?.ok ? pageResult.value.pageCount : (current?.pageCount ?? 1),
  };
  return { values, sent };
}
