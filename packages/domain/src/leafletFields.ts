/**
 * The two shapes of a leaflet's editable fields: the form's (and GraphQL's LeafletUpdateInput:
 * priorities and visibility per platform) and the REST api's (androidPriority, showOnAndroid …).
 * Every conversion between them goes through here.
 */
import { PLATFORM_KEYS, PRIORITY_FIELD, VISIBILITY_FIELD, isPlatformKey, type PlatformKey } from './platforms';

/** Fields both shapes spell the same way. */
export const LEAFLET_SHARED_FIELDS = [
  'naturalId',
  'status',
  'validFrom',
  'validTo',
  'untilEndOfSupply',
  'publishDate',
  'publishEndDate',
  'additionalInfo',
  'additionalInfo2',
  'notShowAdInserts',
  'notAllowShoppingList',
  'groupId',
  'seoId',
  'categoryId',
  'longUrl',
  'thumbnailTrackingUrl',
  'redirectUrl',
  'zipCodes',
  'showOnlineBadge',
  'showPopularBadge',
  'hasRecipe',
  'watermark',
  'forceLast',
  'socialMedia',
  'replaceValidityText',
] as const;

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/**
 * A leaflet in the form's shape → the REST shape. Fields left out stay left out (an edit keeps their
 * stored value); other keys (pageCount …) pass unchanged.
 */
export function leafletFormToRest(form: Record<string, unknown>): Record<string, unknown> {
  const { priorities, visibility, ...rest } = form;
  const out: Record<string, unknown> = { ...rest };
  if (isRecord(priorities)) {
    for (const key of PLATFORM_KEYS) if (key in priorities) out[PRIORITY_FIELD[key]] = priorities[key];
  }
  if (isRecord(visibility)) {
    for (const key of PLATFORM_KEYS) if (key in visibility) out[VISIBILITY_FIELD[key]] = visibility[key];
  }
  return out;
}

/** A leaflet in the REST shape → the form's shape (priorities and visibility per platform). */
export function leafletRestToForm(rest: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of LEAFLET_SHARED_FIELDS) if (field in rest) out[field] = rest[field];
  out.priorities = Object.fromEntries(PLATFORM_KEYS.map((p) => [p, rest[PRIORITY_FIELD[p]]]));
  out.visibility = Object.fromEntries(PLATFORM_KEYS.map((p) => [p, rest[VISIBILITY_FIELD[p]]]));
  return out;
}

/** A form field path → the REST field it stands for (priorities.android → androidPriority). */
export function restFieldOf(path: string): string {
  const [head, tail] = path.split('.');
  if (head === 'priorities' && isPlatformKey(tail)) return PRIORITY_FIELD[tail];
  if (head === 'visibility' && isPlatformKey(tail)) return VISIBILITY_FIELD[tail];
  return path;
}

/** A REST field name → the form field path (androidPriority → priorities.android). */
export function formFieldOf(field: string): string {
  for (const key of PLATFORM_KEYS as readonly PlatformKey[]) {
    if (field === PRIORITY_FIELD[key]) return `priorities.${key}`;
    if (field === VISIBILITY_FIELD[key] || (key === 'ios' && field === 'showOnIos')) return `visibility.${key}`;
  }
  return field;
}
