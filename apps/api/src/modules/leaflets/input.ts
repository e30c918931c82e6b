/**
 * Leaflet bodies of create, PUT and PATCH: merged onto the stored leaflet (or the defaults),
 * validated with the shared leaflet schema and turned into the values to store.
 */
import * as yup from 'yup';
import { leafletFormToRest, leafletRestToForm, restFieldOf } from '@flyerdesk/domain/leafletFields';
import { PLATFORM_KEYS, PRIORITY_FIELD, VISIBILITY_FIELD, type PlatformKey } from '@flyerdesk/domain/platforms';
import {
  REPLACE_VALIDITY_TEXT_DEFAULT,
  leafletCreateSchema,
  leafletUpdateSchema,
  type ReplaceValidityText,
} from '@flyerdesk/domain/validation/leaflet';
import { msg, validateWith, type InvalidField } from '@flyerdesk/domain/validation/messages';
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
  replaceValidityText: ReplaceValidityText;
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
  'replaceValidityText',
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
  replaceValidityText: REPLACE_VALIDITY_TEXT_DEFAULT,
  pageCount: 1,
};

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
  return { ...leafletRestToForm(rest), ...(mode === 'create' ? { pageCount: rest.pageCount } : {}) };
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
      // The JSON is in the form's shape (GraphQL's LeafletUpdateInput); REST-shaped fields pass as they are.
      if (isRecord(parsed)) return leafletFormToRest(parsed);
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
  const formResult = validateWith(formSchema, form, { now, context: current ? { currentStatus: current.status } : {} });
  const pageResult = mode === 'create' ? validateWith(pageCountSchema, merged, { now }) : undefined;

  let invalid: InvalidField[] = [
    ...(formResult.ok ? [] : formResult.invalidFields),
    ...(pageResult && !pageResult.ok ? pageResult.invalidFields : []),
  ].map((f) => ({ ...f, field: restFieldOf(f.field) }));
  if (mode === 'patch') {
    // Bringing a leaflet back from DELETED is only possible while it is still valid.
    const restoring = current?.status === 'DELETED' && sent.has('status') && merged.status !== 'DELETED';
    const datesChecked = sent.has('untilEndOfSupply') || sent.has('validFrom') || restoring;
    invalid = invalid.filter((f) => sent.has(topLevel(f.field)) || (f.field === 'validTo' && datesChecked));
  }
  if (invalid.length > 0) throw invalidRequest(invalid);

  const castOptions = { stripUnknown: true, assert: false as const, context: { now } };
  const formValue = formResult.ok ? formResult.value : formSchema.cast(form, castOptions);
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
    seoId: formValue.seoId || null,
    longUrl: formValue.longUrl || null,
    thumbnailTrackingUrl: formValue.thumbnailTrackingUrl || null,
    redirectUrl: formValue.redirectUrl || null,
    zipCodes: formValue.zipCodes ?? [],
    showOnlineBadge: formValue.showOnlineBadge ?? false,
    showPopularBadge: formValue.showPopularBadge ?? false,
    hasRecipe: formValue.hasRecipe ?? false,
    watermark: formValue.watermark ?? false,
    forceLast: formValue.forceLast ?? false,
    categoryId: formValue.categoryId || null,
    socialMedia: (formValue.socialMedia ?? []).map((l) => ({ platform: l.platform, url: l.url })),
    replaceValidityText: formValue.replaceValidityText ?? REPLACE_VALIDITY_TEXT_DEFAULT,
    pageCount: pageResult?.ok ? pageResult.value.pageCount : (current?.pageCount ?? 1),
  };
  return { values, sent };
}
