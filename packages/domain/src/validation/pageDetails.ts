/**
 * Page details of a leaflet (spec §3, §5): inserts placed among the pages, page redirects, bulk
 * links, scheduled link swaps, clickable areas and product articles. The schemas read the leaflet
 * from the validation context: `pageCount`, optionally `maxPosition` (overrides the position limit
 * of the kind) and `pageSizes` (pixel size of each rendered page image, by page number).
 */
import * as yup from 'yup';
import { parsePagePositions, type PagePositionsError } from '../pagePositions';
import { PLATFORM_KEYS } from '../platforms';
import { msg, type SchemaMessage } from './messages';
import { calendarDate, dateTime, nowOf, optionalText, optionalUrl, requiredText, uuid } from './rules';

/** Smallest clickable area or product area, in pixels of the page image (spec §5: at least 5 × 5 px). */
export const AREA_MIN_SIZE = 5;
export const REDIRECT_DESCRIPTION_MAX_LENGTH = 500;
export const AREA_AFFILIATION_MAX_LENGTH = 255;
export const AREA_URL_PARAMS_MAX_LENGTH = 1000;
export const ARTICLE_UNIT_MAX_LENGTH = 50;
export const ARTICLE_DISCOUNT_MAX_LENGTH = 100;
export const ARTICLE_CATEGORIES_MAX = 50;
export const COLOR_PATTERN = /^#[0-9a-f]{6}$/i;
export const CURRENCY_PATTERN = /^[A-Z]{3}$/;

/** Parts of the page details (what a change names). */
export const PAGE_DETAILS_PARTS = ['insert', 'redirect', 'linkSwap', 'area', 'article'] as const;
export type PageDetailsPart = (typeof PAGE_DETAILS_PARTS)[number];

/** Entity of the history entries each part writes (kept apart from the resource kit's kinds). */
export const PAGE_DETAILS_ENTITY = {
  insert: 'pageInsert',
  redirect: 'pageRedirect',
  linkSwap: 'linkSwap',
  area: 'pageArea',
  article: 'productArticle',
} as const satisfies Record<PageDetailsPart, string>;

export const LINK_SWAP_STATUSES = ['PLANNED', 'APPLIED', 'CANCELLED', 'FAILED'] as const;
export type LinkSwapStatus = (typeof LINK_SWAP_STATUSES)[number];

export const PAGE_AREA_SOURCES = ['DRAWN', 'PDF'] as const;
export type PageAreaSource = (typeof PAGE_AREA_SOURCES)[number];

/** Who a link swap applied at its time is written by in the history. */
export const LINK_SWAP_ACTOR = 'scheduled link swap';

/** Positions of inserts go up to the page count + 1 (after the last page); redirects up to the page count. */
export type PositionKind = 'insert' | 'redirect';

export function maxPagePosition(kind: PositionKind, pageCount: number): number {
  return kind === 'insert' ? pageCount + 1 : pageCount;
}

/** Size of a rendered page image in pixels. */
export interface PageSize {
  width: number;
  height: number;
}

/** What the page details schemas read from the validation context. */
export interface PageDetailsContext {
  pageCount: number;
  maxPosition?: number;
  pageSizes?: Readonly<Record<number, PageSize>>;
  now?: Date;
}

function contextOf(context: unknown): Partial<PageDetailsContext> {
  return context ?? {};
}

function positionLimit(context: unknown, kind: PositionKind): number {
  const { maxPosition, pageCount } = contextOf(context);
  if (typeof maxPosition === 'number') return maxPosition;
  return maxPagePosition(kind, typeof pageCount === 'number' ? pageCount : Number.MAX_SAFE_INTEGER - 1);
}

/** The message of a refused positions text. */
export function pagePositionsMessage(error: PagePositionsError, value: number | undefined, max: number): SchemaMessage {
  switch (error) {
    case 'zero':
      return msg('validation.positionZero');
    case 'duplicate':
      return msg('validation.positionDuplicate', { position: value });
    case 'range':
      return msg('validation.positionRange', { position: value });
    case 'upperBound':
      return msg('validation.positionMax', { max });
    case 'empty':
      return msg('validation.required');
    default:
      return msg('validation.positions');
  }
}

/** Page positions written as "2,5-12" (spec §5): no duplicates, no zero, up to the limit of the kind. */
export function pagePositions(kind: PositionKind) {
  return yup
    .string()
    .typeError(msg('validation.positions'))
    .trim()
    .required(msg('validation.required'))
    .test('positions', msg('validation.positions'), function validPositions(value) {
      if (value == null || value === '') return true;
      const max = positionLimit(this.options.context, kind);
      const parsed = parsePagePositions(value, max);
      return parsed.ok ? true : this.createError({ message: pagePositionsMessage(parsed.error, parsed.value, max) });
    });
}

/** The positions of a text the schema accepted, ascending. */
export function positionsOf(text: string, max: number): number[] {
  const parsed = parsePagePositions(text, max);
  return parsed.ok ? parsed.positions : [];
}

function wholeNumber() {
  return yup.number().typeError(msg('validation.invalid')).integer(msg('validation.invalid'));
}

/** A page of the leaflet: a whole number from 1 to the page count (when the context knows it). */
function pageNumber() {
  return wholeNumber()
    .required(msg('validation.required'))
    .min(1, msg('validation.naturalNumber'))
    .test('pageNumber', msg('validation.pageNumber'), function withinLeaflet(value) {
      const { pageCount } = contextOf(this.options.context);
      if (value == null || typeof pageCount !== 'number' || value <= pageCount) return true;
      return this.createError({ message: msg('validation.pageNumber', { max: pageCount }) });
    });
}

function coordinate() {
  return wholeNumber().required(msg('validation.required')).min(0, msg('validation.nonNegative'));
}

/** Width or height of an area: at least AREA_MIN_SIZE, and inside the page image when its size is known. */
function extent(axis: 'width' | 'height') {
  const origin = axis === 'width' ? 'x' : 'y';
  return wholeNumber()
    .required(msg('validation.required'))
    .min(AREA_MIN_SIZE, msg('validation.areaMinSize', { min: AREA_MIN_SIZE }))
    .test('insidePage', msg('validation.areaOutsidePage'), function insidePage(value) {
      const parent = this.parent as Record<string, unknown>;
      const page = parent.pageNumber;
      const start = parent[origin];
      const size = typeof page === 'number' ? contextOf(this.options.context).pageSizes?.[page] : undefined;
      if (value == null || !size || typeof start !== 'number') return true;
      return start + value <= size[axis];
    });
}

function requiredUrl() {
  return optionalUrl().required(msg('validation.required'));
}

function nonNegativePrice() {
  return yup
    .number()
    .typeError(msg('validation.nonNegative'))
    .min(0, msg('validation.nonNegative'))
    .nullable()
    .transform((value: unknown, original: unknown) => (original === '' ? null : value));
}

/** Placing an insert at positions among the pages (1 … page count + 1). */
export const pageInsertSchema = yup.object({
  insertId: uuid().required(msg('validation.required')),
  positions: pagePositions('insert'),
});
export type PageInsertValues = yup.InferType<typeof pageInsertSchema>;

/** A page redirect: where a tap on the listed pages leads. */
export const pageRedirectSchema = yup.object({
  positions: pagePositions('redirect'),
  description: optionalText(REDIRECT_DESCRIPTION_MAX_LENGTH),
  longUrl: optionalUrl(),
  redirectUrl: optionalUrl(),
  thumbnailTrackingUrl: optionalUrl(),
});
export type PageRedirectValues = yup.InferType<typeof pageRedirectSchema>;

/** One link given to many pages at once. */
export const bulkLinkSchema = yup.object({
  positions: pagePositions('redirect'),
  redirectUrl: requiredUrl(),
  longUrl: optionalUrl(),
});
export type BulkLinkValues = yup.InferType<typeof bulkLinkSchema>;

/** A moment truncated to its minute (link swaps take minute precision). */
export function toMinute(moment: Date): Date {
  const copy = new Date(moment.getTime());
  copy.setUTCSeconds(0, 0);
  return copy;
}

/** A scheduled link swap: day and hour not in the past (by minute), a new link, at least one platform. */
export const linkSwapSchema = yup.object({
  redirectId: uuid().required(msg('validation.required')),
  at: dateTime()
    .required(msg('validation.required'))
    .test('notPast', msg('validation.momentPast'), function notPast(value) {
      if (value == null) return true;
      const moment = new Date(value);
      if (Number.isNaN(moment.getTime())) return true;
      return toMinute(moment).getTime() >= toMinute(nowOf(this.options.context)).getTime();
    }),
  newLink: requiredUrl(),
  platforms: yup
    .array()
    .typeError(msg('validation.list'))
    .of(yup.string().oneOf([...PLATFORM_KEYS], msg('validation.invalid')).required(msg('validation.invalid')))
    .required(msg('validation.platformRequired'))
    .min(1, msg('validation.platformRequired')),
});
export type LinkSwapValues = yup.InferType<typeof linkSwapSchema>;

/** A clickable rectangle on a page image. */
export const pageAreaSchema = yup.object({
  pageNumber: pageNumber(),
  x: coordinate(),
  y: coordinate(),
  width: extent('width'),
  height: extent('height'),
  link: requiredUrl(),
  color: yup
    .string()
    .typeError(msg('validation.color'))
    .trim()
    .matches(COLOR_PATTERN, { message: msg('validation.color'), excludeEmptyString: true })
    .nullable(),
  affiliation: optionalText(AREA_AFFILIATION_MAX_LENGTH),
  urlParams: optionalText(AREA_URL_PARAMS_MAX_LENGTH),
});
export type PageAreaValues = yup.InferType<typeof pageAreaSchema>;

/** A product shown on a leaflet page, with its area on the page image. */
export const productArticleSchema = yup.object({
  pageNumber: pageNumber(),
  name: requiredText(),
  brand: optionalText(),
  packaging: optionalText(),
  x: coordinate(),
  y: coordinate(),
  width: extent('width'),
  height: extent('height'),
  price: nonNegativePrice(),
  currency: yup
    .string()
    .typeError(msg('validation.currency'))
    .trim()
    .uppercase()
    .matches(CURRENCY_PATTERN, { message: msg('validation.currency'), excludeEmptyString: true })
    .nullable(),
  pricePerUnit: nonNegativePrice(),
  unit: optionalText(ARTICLE_UNIT_MAX_LENGTH),
  crossedPrice: nonNegativePrice(),
  mapPrice: nonNegativePrice(),
  discount: optionalText(ARTICLE_DISCOUNT_MAX_LENGTH),
  categories: yup
    .array()
    .typeError(msg('validation.list'))
    .of(requiredText())
    .max(ARTICLE_CATEGORIES_MAX, msg('validation.invalid'))
    .default([]),
  validFrom: calendarDate().nullable(),
  validTo: calendarDate()
    .nullable()
    .test('validToBeforeValidFrom', msg('validation.validToBeforeValidFrom'), function notBeforeStart(value) {
      const from: unknown = (this.parent as { validFrom?: unknown }).validFrom;
      return value == null || typeof from !== 'string' || value >= from;
    }),
});
export type ProductArticleValues = yup.InferType<typeof productArticleSchema>;

/** The link of an area with its extra URL parameters appended (`?` or `&` as the link needs). */
export function areaLinkWithParams(link: string, urlParams: string | null | undefined): string {
  const params = (urlParams ?? '').trim().replace(/^[?&]+/, '');
  if (params === '') return link;
  const [base, fragment] = link.split('#', 2) as [string, string | undefined];
  const joined = `${base}${base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?'}${params}`;
  return fragment === undefined ? joined : `${joined}#${fragment}`;
}

/**
 * Kinds of links removed in bulk from leaflets (spec §7 DELETE /api/leaflets/urls): the leaflet's own
 * tracking link, redirect link and thumbnail tracking link, or its page redirects' links.
 */
export const LEAFLET_URL_KINDS = ['LONG_URL', 'REDIRECT_URL', 'PAGE_REDIRECT_URL', 'PAGE_LONG_URL', 'THUMBNAIL_TRACKING_URL'] as const;
export type LeafletUrlKind = (typeof LEAFLET_URL_KINDS)[number];

export function isLeafletUrlKind(value: unknown): value is LeafletUrlKind {
  return typeof value === 'string' && (LEAFLET_URL_KINDS as readonly string[]).includes(value);
}
