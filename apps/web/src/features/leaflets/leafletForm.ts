import { CREATION_STATUSES, type LeafletStatus } from '@flyerdesk/domain/leafletStatus';
import { PLATFORM_KEYS, formatPlatformName, type PlatformKey } from '@flyerdesk/domain/platforms';
import { formatDate, formatDateTime } from '@flyerdesk/domain/dates';
import { setIn, type FormikErrors } from 'formik';
import type { TFunction } from 'i18next';
import type { AnySchema } from 'yup';
import type {
  LeafletEditor_LeafletFragment,
  LeafletUpdateInput,
  ReplaceValidityText,
  SocialPlatform,
} from '../../__generated__/graphql';
import { formErrors } from '../../shared/forms/validation';
import type { FieldDescription } from '../../shared/resource/types';

/** The social platforms a leaflet may link to (schema SocialPlatform). */
export const SOCIAL_PLATFORMS: readonly SocialPlatform[] = ['YOUTUBE', 'TIKTOK'];
export const REPLACE_VALIDITY_TEXT: readonly ReplaceValidityText[] = ['NO_CHANGES', 'EMPTY'];

export interface SocialLinkValues {
  platform: SocialPlatform;
  url: string;
}

/** The add/edit dialog's values: text fields as typed, dates as the pickers give them. */
export interface LeafletFormValues extends Record<string, unknown> {
  naturalId: string;
  seoId: string;
  status: LeafletStatus;
  /** 'yyyy-MM-dd' or ''. */
  validFrom: string;
  validTo: string;
  untilEndOfSupply: boolean;
  /** ISO moments or ''. */
  publishDate: string;
  publishEndDate: string;
  additionalInfo: string;
  additionalInfo2: string;
  longUrl: string;
  thumbnailTrackingUrl: string;
  redirectUrl: string;
  /** Zip codes as typed: separated by commas, spaces or lines. */
  zipCodes: string;
  visibility: Record<PlatformKey, boolean>;
  /** Priorities as typed ('' or 0 clears one). */
  priorities: Record<PlatformKey, string>;
  notShowAdInserts: boolean;
  notAllowShoppingList: boolean;
  showOnlineBadge: boolean;
  showPopularBadge: boolean;
  hasRecipe: boolean;
  watermark: boolean;
  forceLast: boolean;
  groupId: string;
  categoryId: string;
  socialMedia: SocialLinkValues[];
  replaceValidityText: ReplaceValidityText;
}

export type LeafletEditorRecord = LeafletEditor_LeafletFragment;

const NO_PRIORITIES: Record<PlatformKey, string> = { android: '', ios: '', web: '', wp: '', android2: '' };
const VISIBLE_EVERYWHERE: Record<PlatformKey, boolean> = { android: true, ios: true, web: true, wp: true, android2: true };

function text(value: string | null | undefined): string {
  return value ?? '';
}

/** The dialog's values for a leaflet (for a new one when undefined). */
export function toLeafletValues(record: LeafletEditorRecord | undefined): LeafletFormValues {
  if (!record) {
    return {
      naturalId: '',
      seoId: '',
      status: CREATION_STATUSES[0],
      validFrom: '',
      validTo: '',
      untilEndOfSupply: false,
      publishDate: '',
      publishEndDate: '',
      additionalInfo: '',
      additionalInfo2: '',
      longUrl: '',
      thumbnailTrackingUrl: '',
      redirectUrl: '',
      zipCodes: '',
      visibility: { ...VISIBLE_EVERYWHERE },
      priorities: { ...NO_PRIORITIES },
      notShowAdInserts: false,
      notAllowShoppingList: false,
      showOnlineBadge: false,
      showPopularBadge: false,
      hasRecipe: false,
      watermark: false,
      forceLast: false,
      groupId: '',
      categoryId: '',
      socialMedia: [],
      replaceValidityText: 'NO_CHANGES',
    };
  }
  return {
    naturalId: record.naturalId,
    seoId: text(record.seoId),
    status: record.status,
    validFrom: text(record.validFrom),
    validTo: text(record.validTo),
    untilEndOfSupply: record.untilEndOfSupply,
    publishDate: text(record.publishDate),
    publishEndDate: text(record.publishEndDate),
    additionalInfo: text(record.additionalInfo),
    additionalInfo2: text(record.additionalInfo2),
    longUrl: text(record.longUrl),
    thumbnailTrackingUrl: text(record.thumbnailTrackingUrl),
    redirectUrl: text(record.redirectUrl),
    zipCodes: record.zipCodes.join(', '),
    visibility: Object.fromEntries(PLATFORM_KEYS.map((key) => [key, record.visibility[key]])) as Record<PlatformKey, boolean>,
    priorities: Object.fromEntries(
      PLATFORM_KEYS.map((key) => {
        const value = record.priorities[key];
        return [key, value != null && value > 0 ? String(value) : ''];
      }),
    ) as Record<PlatformKey, string>,
    notShowAdInserts: record.notShowAdInserts,
    notAllowShoppingList: record.notAllowShoppingList,
    showOnlineBadge: record.showOnlineBadge,
    showPopularBadge: record.showPopularBadge,
    hasRecipe: record.hasRecipe,
    watermark: record.watermark,
    forceLast: record.forceLast,
    groupId: text(record.groupId),
    categoryId: text(record.categoryId),
    socialMedia: record.socialMedia.map((link) => ({ platform: link.platform, url: link.url })),
    replaceValidityText: record.replaceValidityText,
  };
}

function nullIfEmpty(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** Zip codes typed in one box: separated by commas, semicolons, spaces or lines. */
export function splitZipCodes(value: string): string[] {
  return value
    .split(/[\s,;]+/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** A typed priority: '' or 0 clears it (null); other text goes as typed for the schema to judge. */
function priorityInput(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return number === 0 ? null : number;
}

export interface ToInputOptions {
  /** Whether the user may set priorities (ADMIN, ROOT); otherwise they are left out and keep their stored values. */
  withPriorities: boolean;
}

/**
 * The LeafletUpdateInput of the dialog's values: the same object edits send to updateLeaflet and
 * creation sends as the `leaflet` field of the upload. validTo is dropped while the leaflet runs
 * until the end of supply (spec §4).
 */
export function toLeafletInput(values: LeafletFormValues, { withPriorities }: ToInputOptions): LeafletUpdateInput {
  return {
    naturalId: values.naturalId.trim(),
    seoId: nullIfEmpty(values.seoId),
    status: values.status,
    validFrom: values.validFrom,
    validTo: values.untilEndOfSupply ? null : nullIfEmpty(values.validTo),
    untilEndOfSupply: values.untilEndOfSupply,
    publishDate: values.publishDate,
    publishEndDate: nullIfEmpty(values.publishEndDate),
    additionalInfo: nullIfEmpty(values.additionalInfo),
    additionalInfo2: nullIfEmpty(values.additionalInfo2),
    longUrl: nullIfEmpty(values.longUrl),
    thumbnailTrackingUrl: nullIfEmpty(values.thumbnailTrackingUrl),
    redirectUrl: nullIfEmpty(values.redirectUrl),
    zipCodes: splitZipCodes(values.zipCodes),
    visibility: { ...values.visibility },
    ...(withPriorities
      ? { priorities: Object.fromEntries(PLATFORM_KEYS.map((key) => [key, priorityInput(values.priorities[key])])) }
      : {}),
    notShowAdInserts: values.notShowAdInserts,
    notAllowShoppingList: values.notAllowShoppingList,
    showOnlineBadge: values.showOnlineBadge,
    showPopularBadge: values.showPopularBadge,
    hasRecipe: values.hasRecipe,
    watermark: values.watermark,
    forceLast: values.forceLast,
    groupId: nullIfEmpty(values.groupId),
    categoryId: nullIfEmpty(values.categoryId),
    socialMedia: values.socialMedia.map((link) => ({ platform: link.platform, url: link.url.trim() })),
    replaceValidityText: values.replaceValidityText,
  };
}

/** A schema error path → the form field it belongs to (zip codes are one box; links keep their row). */
function formPathOf(path: string): string {
  return path.startsWith('zipCodes') ? 'zipCodes' : path;
}

/**
 * The dialog's errors under the domain schema (leafletCreateSchema or leafletUpdateSchema), judged on
 * the input the dialog would send, in the interface's language, nested the way formik reads them.
 */
export function leafletFormErrors(
  schema: AnySchema,
  values: LeafletFormValues,
  options: ToInputOptions,
  t: TFunction,
): FormikErrors<LeafletFormValues> {
  const flat = formErrors(schema, toLeafletInput(values, options), t) as Record<string, string | undefined>;
  let nested: FormikErrors<LeafletFormValues> = {};
  for (const [path, message] of Object.entries(flat)) {
    if (message === undefined) continue;
    const field = formPathOf(path);
    nested = setIn(nested, field, message) as FormikErrors<LeafletFormValues>;
  }
  return nested;
}

/** A flat error path (from the server: `priorities.android`, `validTo` …) put where formik reads it. */
export function nestErrors(flat: Readonly<Record<string, string>>): FormikErrors<LeafletFormValues> {
  let nested: FormikErrors<LeafletFormValues> = {};
  for (const [path, message] of Object.entries(flat)) nested = setIn(nested, formPathOf(path), message) as FormikErrors<LeafletFormValues>;
  return nested;
}

function platformsText(value: unknown, format: (key: PlatformKey, v: unknown) => string | null): string {
  if (typeof value !== 'object' || value === null) return '';
  const record = value as Record<string, unknown>;
  return PLATFORM_KEYS.flatMap((key) => {
    const shown = format(key, record[key]);
    return shown === null ? [] : [shown];
  }).join(', ');
}

/** Labels and display of the dialog's fields: the conflict dialog and the history name fields with them. */
export function leafletFieldDescriptions(t: TFunction): FieldDescription<LeafletFormValues>[] {
  const date = (value: unknown) => (typeof value === 'string' && value !== '' ? formatDate(value) : '');
  const dateTime = (value: unknown) => (typeof value === 'string' && value !== '' ? formatDateTime(value) : '');
  return [
    { name: 'naturalId', label: t('fields.naturalId') },
    { name: 'seoId', label: t('fields.seoId') },
    { name: 'status', label: t('fields.status'), format: (value) => (typeof value === 'string' ? t(`leafletStatus.${value}`, { ns: 'common' }) : '') },
    { name: 'validFrom', label: t('fields.validFrom'), format: date },
    { name: 'validTo', label: t('fields.validTo'), format: date },
    { name: 'untilEndOfSupply', label: t('fields.untilEndOfSupply') },
    { name: 'publishDate', label: t('fields.publishDate'), format: dateTime },
    { name: 'publishEndDate', label: t('fields.publishEndDate'), format: dateTime },
    { name: 'additionalInfo', label: t('fields.additionalInfo') },
    { name: 'additionalInfo2', label: t('fields.additionalInfo2') },
    { name: 'longUrl', label: t('fields.longUrl') },
    { name: 'thumbnailTrackingUrl', label: t('fields.thumbnailTrackingUrl') },
    { name: 'redirectUrl', label: t('fields.redirectUrl') },
    { name: 'zipCodes', label: t('fields.zipCodes') },
    {
      name: 'visibility',
      label: t('fields.visibility'),
      format: (value) => platformsText(value, (key, v) => (v === true ? formatPlatformName(key) : null)),
    },
    {
      name: 'priorities',
      label: t('fields.priorities'),
      format: (value) =>
        platformsText(value, (key, v) =>
          (typeof v === 'number' && v > 0) || (typeof v === 'string' && v.trim() !== '' && v.trim() !== '0')
            ? `${formatPlatformName(key)}: ${String(v)}`
            : null,
        ),
    },
    { name: 'notShowAdInserts', label: t('fields.notShowAdInserts') },
    { name: 'notAllowShoppingList', label: t('fields.notAllowShoppingList') },
    { name: 'showOnlineBadge', label: t('fields.showOnlineBadge') },
    { name: 'showPopularBadge', label: t('fields.showPopularBadge') },
    { name: 'hasRecipe', label: t('fields.hasRecipe') },
    { name: 'watermark', label: t('fields.watermark') },
    { name: 'forceLast', label: t('fields.forceLast') },
    { name: 'groupId', label: t('fields.group') },
    { name: 'categoryId', label: t('fields.category') },
    {
      name: 'socialMedia',
      label: t('fields.socialMedia'),
      format: (value) =>
        Array.isArray(value)
          ? value
              .map((link: unknown) => {
                const item = link as Partial<SocialLinkValues>;
                return `${t(`social.${item.platform ?? 'YOUTUBE'}`)}: ${item.url ?? ''}`;
              })
              .join(', ')
          : '',
    },
    {
      name: 'replaceValidityText',
      label: t('fields.replaceValidityText'),
      format: (value) => (typeof value === 'string' ? t(`replaceValidityText.${value}`) : ''),
    },
  ];
}
