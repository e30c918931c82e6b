/**
 * The external article-data source: its address and its page format
 * `{ page, pageCount, total, items: [{ externalId, retailer, title, validFrom, validTo,
 * leafletNaturalId, articles: [...] }] }`. Anything else is refused as SOURCE_INVALID.
 */
import type { OutgoingAllowance } from '../../http/outgoing';
import { fetchExternalText, sourceInvalid } from './externalFetch';

export interface ImportArticle {
  externalId: string;
  name: string;
  brand: string | null;
  packaging: string | null;
  price: number | null;
  currency: string | null;
  pricePerUnit: number | null;
  unit: string | null;
  crossedPrice: number | null;
  discount: string | null;
  pageNumber: number | null;
}

export interface ImportItem {
  externalId: string;
  retailer: string;
  title: string;
  validFrom: string | null;
  validTo: string | null;
  leafletNaturalId: string | null;
  articles: ImportArticle[];
}

export interface ImportPage {
  page: number;
  pageCount: number;
  total: number;
  items: ImportItem[];
}

const TEXT_MAX = 1000;
/** numeric(12, 2) holds up to this (exclusive). */
const AMOUNT_MAX = 1e10;
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

type Obj = Record<string, unknown>;

function isObject(x: unknown): x is Obj {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function requiredString(o: Obj, key: string, where: string): string {
  const value = o[key];
  if (typeof value !== 'string' || value.trim() === '') throw sourceInvalid(`${where}: ${key} must be a non-empty text`);
  if (value.length > TEXT_MAX) throw sourceInvalid(`${where}: ${key} is too long`);
  return value.trim();
}

function optionalString(o: Obj, key: string, where: string): string | null {
  const value = o[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw sourceInvalid(`${where}: ${key} must be a text or null`);
  if (value.length > TEXT_MAX) throw sourceInvalid(`${where}: ${key} is too long`);
  return value.trim() === '' ? null : value.trim();
}

function optionalDate(o: Obj, key: string, where: string): string | null {
  const value = optionalString(o, key, where);
  if (value === null) return null;
  const parsed = new Date(`${value}T00:00:00Z`);
  if (!CALENDAR_DATE.test(value) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) {
    throw sourceInvalid(`${where}: ${key} must be a date yyyy-MM-dd`);
  }
  return value;
}

function optionalAmount(o: Obj, key: string, where: string): number | null {
  const value = o[key];
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'string' ? Number(value.replace(',', '.')) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || Math.abs(n) >= AMOUNT_MAX) throw sourceInvalid(`${where}: ${key} must be a number`);
  return Math.round(n * 100) / 100;
}

function wholeNumber(value: unknown, min: number): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= 2_147_483_647 ? value : undefined;
}

function parseArticle(raw: unknown, where: string): ImportArticle {
  if (!isObject(raw)) throw sourceInvalid(`${where} is not an object`);
  const pageNumber = raw.pageNumber;
  if (pageNumber !== undefined && pageNumber !== null && wholeNumber(pageNumber, 1) === undefined) {
    throw sourceInvalid(`${where}: pageNumber must be a whole number from 1`);
  }
  return {
    externalId: requiredString(raw, 'externalId', where),
    name: requiredString(raw, 'name', where),
    brand: optionalString(raw, 'brand', where),
    packaging: optionalString(raw, 'packaging', where),
    price: optionalAmount(raw, 'price', where),
    currency: optionalString(raw, 'currency', where),
    pricePerUnit: optionalAmount(raw, 'pricePerUnit', where),
    unit: optionalString(raw, 'unit', where),
    crossedPrice: optionalAmount(raw, 'crossedPrice', where),
    discount: optionalString(raw, 'discount', where),
    pageNumber: typeof pageNumber === 'number' ? pageNumber : null,
  };
}

function parseItem(raw: unknown, where: string): ImportItem {
  if (!isObject(raw)) throw sourceInvalid(`${where} is not an object`);
  const externalId = requiredString(raw, 'externalId', where);
  const articlesRaw = raw.articles ?? [];
  if (!Array.isArray(articlesRaw)) throw sourceInvalid(`${where}: articles must be a list`);
  // An article listed twice counts once (the last listing wins).
  const articles = new Map<string, ImportArticle>();
  articlesRaw.forEach((a, index) => {
    const article = parseArticle(a, `${where}.articles[${index}]`);
    articles.delete(article.externalId);
    articles.set(article.externalId, article);
  });
  const title = raw.title;
  if (typeof title !== 'string' || title.length > TEXT_MAX) throw sourceInvalid(`${where}: title must be a text`);
  return {
    externalId,
    retailer: requiredString(raw, 'retailer', where).toLowerCase(),
    title: title.trim(),
    validFrom: optionalDate(raw, 'validFrom', where),
    validTo: optionalDate(raw, 'validTo', where),
    leafletNaturalId: optionalString(raw, 'leafletNaturalId', where),
    articles: [...articles.values()],
  };
}

/** Checks one page of the source; throws SOURCE_INVALID naming the first problem. */
export function parseImportPage(body: unknown): ImportPage {
  if (!isObject(body)) throw sourceInvalid('The answer is not a page object');
  const page = wholeNumber(body.page, 1);
  const pageCount = wholeNumber(body.pageCount, 1);
  const total = wholeNumber(body.total, 0);
  if (page === undefined) throw sourceInvalid('page must be a whole number from 1');
  if (pageCount === undefined) throw sourceInvalid('pageCount must be a whole number from 1');
  if (total === undefined) throw sourceInvalid('total must be a whole number from 0');
  if (!Array.isArray(body.items)) throw sourceInvalid('items must be a list');
  return { page, pageCount, total, items: body.items.map((item, index) => parseItem(item, `items[${index}]`)) };
}

/** The address of one page: `file:` addresses are a single page; others get `?page=N`. */
export function pageUrl(base: URL, page: number): URL {
  if (base.protocol === 'file:') return base;
  const url = new URL(base);
  url.searchParams.set('page', String(page));
  return url;
}

/**
 * Fetches and checks one page of the source. The source is configured (ARTICLES_SOURCE_URL), so a
 * `file:` address is read; `allowance` names the origins reached on local networks.
 */
export async function fetchImportPage(base: URL, page: number, signal: AbortSignal, allowance: OutgoingAllowance): Promise<ImportPage> {
  const text = await fetchExternalText(pageUrl(base, page), { signal, accept: 'application/json', allowance, files: true });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw sourceInvalid('The answer is not JSON');
  }
  const parsed = parseImportPage(body);
  if (base.protocol === 'file:') return { ...parsed, page: 1, pageCount: 1, total: Math.max(parsed.total, parsed.items.length) };
  if (parsed.page !== page) throw sourceInvalid(`Asked for page ${page}, the source answered page ${parsed.page}`);
  return parsed;
}
