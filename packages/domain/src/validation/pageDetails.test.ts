import { validateWith } from './messages';
import {
  areaLinkWithParams,
  bulkLinkSchema,
  linkSwapSchema,
  maxPagePosition,
  pageAreaSchema,
  pageInsertSchema,
  pageRedirectSchema,
  productArticleSchema,
  toMinute,
} from './pageDetails';

const INSERT_ID = '5b6c0f6e-3d0a-4c55-9a57-1d2f0b9e7a10';
const now = new Date('2030-05-10T12:30:20Z');
const context = { pageCount: 10, pageSizes: { 1: { width: 1000, height: 1400 } } };

function keysOf(result: ReturnType<typeof validateWith>): Record<string, string> {
  return result.ok ? {} : Object.fromEntries(result.invalidFields.map((f) => [f.field, f.key]));
}

describe('page positions', () => {
  it('accepts lists with ranges up to the page count + 1 for inserts and the page count for redirects', () => {
    expect(validateWith(pageInsertSchema, { insertId: INSERT_ID, positions: '2,5-11' }, { context })).toMatchObject({ ok: true });
    expect(validateWith(pageRedirectSchema, { positions: '1-10' }, { context })).toMatchObject({ ok: true });
    expect(maxPagePosition('insert', 10)).toBe(11);
  });

  it('refuses zero, duplicates, reversed ranges and positions past the limit', () => {
    expect(keysOf(validateWith(pageInsertSchema, { insertId: INSERT_ID, positions: '0,2' }, { context }))).toEqual({ positions: 'validation.positionZero' });
    expect(keysOf(validateWith(pageInsertSchema, { insertId: INSERT_ID, positions: '2,1-3' }, { context }))).toEqual({
      positions: 'validation.positionDuplicate',
    });
    expect(keysOf(validateWith(pageRedirectSchema, { positions: '5-2' }, { context }))).toEqual({ positions: 'validation.positionRange' });
    expect(keysOf(validateWith(pageInsertSchema, { insertId: INSERT_ID, positions: '12' }, { context }))).toEqual({ positions: 'validation.positionMax' });
    expect(keysOf(validateWith(pageRedirectSchema, { positions: '11' }, { context }))).toEqual({ positions: 'validation.positionMax' });
    expect(keysOf(validateWith(pageRedirectSchema, { positions: 'a-b' }, { context }))).toEqual({ positions: 'validation.positions' });
  });

  it('takes the limit from maxPosition when the context gives one', () => {
    expect(keysOf(validateWith(pageRedirectSchema, { positions: '4' }, { context: { pageCount: 10, maxPosition: 3 } }))).toEqual({
      positions: 'validation.positionMax',
    });
  });

  it('requires the insert id', () => {
    expect(keysOf(validateWith(pageInsertSchema, { positions: '1' }, { context }))).toEqual({ insertId: 'validation.required' });
  });
});

describe('page redirect and bulk link', () => {
  it('accepts valid links and refuses invalid ones', () => {
    expect(validateWith(pageRedirectSchema, { positions: '2', redirectUrl: 'https://shop.example.com/a', longUrl: 'example.com' }, { context })).toMatchObject({
      ok: true,
    });
    expect(keysOf(validateWith(pageRedirectSchema, { positions: '2', thumbnailTrackingUrl: 'not a link' }, { context }))).toEqual({
      thumbnailTrackingUrl: 'validation.url',
    });
  });

  it('requires positions and the link of a bulk link', () => {
    expect(validateWith(bulkLinkSchema, { positions: '1-3', redirectUrl: 'https://example.com' }, { context })).toMatchObject({ ok: true });
    expect(keysOf(validateWith(bulkLinkSchema, {}, { context }))).toEqual({ positions: 'validation.required', redirectUrl: 'validation.required' });
  });
});

describe('link swap', () => {
  const valid = { redirectId: INSERT_ID, at: '2030-05-10T12:30:00Z', newLink: 'https://example.com/new', platforms: ['ios'] };

  it('accepts the current minute and later', () => {
    expect(validateWith(linkSwapSchema, valid, { now })).toMatchObject({ ok: true });
    expect(toMinute(now).toISOString()).toBe('2030-05-10T12:30:00.000Z');
  });

  it('refuses a past minute, a missing link and no platform', () => {
    expect(keysOf(validateWith(linkSwapSchema, { ...valid, at: '2030-05-10T12:29:59Z' }, { now }))).toEqual({ at: 'validation.momentPast' });
    expect(keysOf(validateWith(linkSwapSchema, { ...valid, newLink: '' }, { now }))).toEqual({ newLink: 'validation.required' });
    expect(keysOf(validateWith(linkSwapSchema, { ...valid, newLink: 'nope' }, { now }))).toEqual({ newLink: 'validation.url' });
    expect(keysOf(validateWith(linkSwapSchema, { ...valid, platforms: [] }, { now }))).toEqual({ platforms: 'validation.platformRequired' });
    expect(keysOf(validateWith(linkSwapSchema, { ...valid, platforms: ['tv'] }, { now }))).toEqual({ 'platforms[0]': 'validation.invalid' });
  });
});

describe('page area', () => {
  const valid = { pageNumber: 1, x: 10, y: 20, width: 5, height: 5, link: 'https://example.com', color: '#a0b1c2' };

  it('accepts an area of at least 5 × 5 px inside the page', () => {
    expect(validateWith(pageAreaSchema, valid, { context })).toMatchObject({ ok: true });
    expect(validateWith(pageAreaSchema, { ...valid, x: 995, y: 1395 }, { context })).toMatchObject({ ok: true });
  });

  it('refuses smaller areas, areas outside the page, pages beyond the leaflet, negative coordinates', () => {
    expect(keysOf(validateWith(pageAreaSchema, { ...valid, width: 4, height: 4 }, { context }))).toEqual({
      width: 'validation.areaMinSize',
      height: 'validation.areaMinSize',
    });
    expect(keysOf(validateWith(pageAreaSchema, { ...valid, x: 996 }, { context }))).toEqual({ width: 'validation.areaOutsidePage' });
    expect(keysOf(validateWith(pageAreaSchema, { ...valid, pageNumber: 11 }, { context }))).toEqual({ pageNumber: 'validation.pageNumber' });
    expect(keysOf(validateWith(pageAreaSchema, { ...valid, pageNumber: 0 }, { context }))).toEqual({ pageNumber: 'validation.naturalNumber' });
    expect(keysOf(validateWith(pageAreaSchema, { ...valid, x: -1 }, { context }))).toEqual({ x: 'validation.nonNegative' });
  });

  it('requires a valid link and a #rrggbb colour', () => {
    expect(keysOf(validateWith(pageAreaSchema, { ...valid, link: '' }, { context }))).toEqual({ link: 'validation.required' });
    expect(keysOf(validateWith(pageAreaSchema, { ...valid, link: 'x' }, { context }))).toEqual({ link: 'validation.url' });
    expect(keysOf(validateWith(pageAreaSchema, { ...valid, color: 'red' }, { context }))).toEqual({ color: 'validation.color' });
  });

  it('appends the URL parameters to the link', () => {
    expect(areaLinkWithParams('https://example.com/a', 'utm_source=app')).toBe('https://example.com/a?utm_source=app');
    expect(areaLinkWithParams('https://example.com/a?b=1#top', '?utm=x')).toBe('https://example.com/a?b=1&utm=x#top');
    expect(areaLinkWithParams('https://example.com', null)).toBe('https://example.com');
  });
});

describe('product article', () => {
  const valid = { pageNumber: 2, name: 'Milk', x: 0, y: 0, width: 50, height: 60, price: 3.99, currency: 'pln', validFrom: '2030-05-01', validTo: '2030-05-07' };

  it('accepts a named article with its area, prices and dates', () => {
    const result = validateWith(productArticleSchema, valid, { context });
    expect(result).toMatchObject({ ok: true, value: { currency: 'PLN', categories: [] } });
  });

  it('refuses a missing name, a small area, a broken page number, negative prices, a bad currency and reversed dates', () => {
    expect(keysOf(validateWith(productArticleSchema, { ...valid, name: ' ' }, { context }))).toEqual({ name: 'validation.required' });
    expect(keysOf(validateWith(productArticleSchema, { ...valid, height: 2 }, { context }))).toEqual({ height: 'validation.areaMinSize' });
    expect(keysOf(validateWith(productArticleSchema, { ...valid, pageNumber: 1.5 }, { context }))).toEqual({ pageNumber: 'validation.invalid' });
    expect(keysOf(validateWith(productArticleSchema, { ...valid, price: -1 }, { context }))).toEqual({ price: 'validation.nonNegative' });
    expect(keysOf(validateWith(productArticleSchema, { ...valid, currency: 'zł' }, { context }))).toEqual({ currency: 'validation.currency' });
    expect(keysOf(validateWith(productArticleSchema, { ...valid, validTo: '2030-04-30' }, { context }))).toEqual({
      validTo: 'validation.validToBeforeValidFrom',
    });
    expect(keysOf(validateWith(productArticleSchema, { pageNumber: 1, name: 'A' }, { context }))).toEqual({
      x: 'validation.required',
      y: 'validation.required',
      width: 'validation.required',
      height: 'validation.required',
    });
  });
});
