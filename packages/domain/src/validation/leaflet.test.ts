import { leafletCreateSchema, leafletSchema, leafletUpdateSchema, priorityValue } from './leaflet';
import { validateWith } from './messages';

/** Validation happens on 22 November 2026 at noon, local time. */
const now = new Date(2026, 10, 22, 12, 0);

const valid = {
  naturalId: 'biedronka-18-11-26-24-11-26-ab12c',
  status: 'READY_FOR_ACTIVATION',
  validFrom: '2026-11-18',
  validTo: '2026-11-24',
  publishDate: new Date(2026, 10, 23, 6, 0).toISOString(),
};

function fieldKeys(schema: typeof leafletSchema | typeof leafletCreateSchema, value: unknown): string[][] {
  const result = validateWith(schema, value, { now });
  return result.ok ? [] : result.invalidFields.map((f) => [f.field, f.key]);
}

describe('leafletSchema (spec §4, §5)', () => {
  it('accepts a leaflet and defaults the switches to false', () => {
    const result = validateWith(leafletUpdateSchema, { ...valid, unknownField: 1 }, { now });
    expect(result).toEqual({
      ok: true,
      value: { ...valid, untilEndOfSupply: false, notShowAdInserts: false, notAllowShoppingList: false },
    });
  });

  it('requires natural id, start, end, publish date and status', () => {
    expect(fieldKeys(leafletSchema, {})).toEqual([
      ['naturalId', 'validation.required'],
      ['status', 'validation.required'],
      ['validFrom', 'validation.required'],
      ['validTo', 'validation.required'],
      ['publishDate', 'validation.required'],
    ]);
  });

  it('does not require the end date until the end of supply, and drops it', () => {
    const result = validateWith(leafletSchema, { ...valid, untilEndOfSupply: true, validTo: '2020-01-01' }, { now });
    expect(result.ok).toBe(true);
    expect(result.ok && 'validTo' in result.value).toBe(false);
  });

  it('refuses an expired end date, but not one ending today', () => {
    expect(fieldKeys(leafletSchema, { ...valid, validFrom: '2026-11-01', validTo: '2026-11-21' })).toEqual([
      ['validTo', 'validation.validToExpired'],
    ]);
    expect(fieldKeys(leafletSchema, { ...valid, validTo: '2026-11-22' })).toEqual([]);
  });

  it('refuses an end before the start', () => {
    expect(fieldKeys(leafletSchema, { ...valid, validFrom: '2026-11-25', validTo: '2026-11-24' })).toEqual([
      ['validTo', 'validation.validToBeforeValidFrom'],
    ]);
  });

  it('refuses statuses that do not exist', () => {
    expect(fieldKeys(leafletSchema, { ...valid, status: 'IMPORTED' })).toEqual([['status', 'validation.status']]);
  });

  it('refuses malformed dates', () => {
    expect(fieldKeys(leafletSchema, { ...valid, validFrom: '18.11.2026', publishDate: 'tomorrow' })).toEqual([
      ['validFrom', 'validation.date'],
      ['publishDate', 'validation.dateTime'],
    ]);
  });

  it('takes Date objects from forms as calendar days and ISO moments', () => {
    const publish = new Date(2026, 10, 23, 6, 0);
    const result = validateWith(leafletSchema, { ...valid, validFrom: new Date(2026, 10, 18, 15, 0), publishDate: publish }, { now });
    expect(result.ok && [result.value.validFrom, result.value.publishDate]).toEqual(['2026-11-18', publish.toISOString()]);
  });

  it('allows a past publish date when editing', () => {
    expect(fieldKeys(leafletUpdateSchema, { ...valid, publishDate: new Date(2026, 10, 1).toISOString() })).toEqual([]);
  });

  it('reads priorities per platform: zero or empty clears, absent stays absent', () => {
    const result = validateWith(leafletSchema, { ...valid, priorities: { android: '12', ios: 0, web: '', wp: null } }, { now });
    expect(result.ok && result.value.priorities).toEqual({ android: 12, ios: null, web: null, wp: null });
  });

  it('names the platform of a refused priority', () => {
    expect(fieldKeys(leafletSchema, { ...valid, priorities: { android2: 1000 } })).toEqual([
      ['priorities.android2', 'validation.priority'],
    ]);
  });
});

describe('leafletCreateSchema', () => {
  it('refuses a publish date before today, but accepts earlier today', () => {
    expect(fieldKeys(leafletCreateSchema, { ...valid, publishDate: new Date(2026, 10, 21, 23, 59).toISOString() })).toEqual([
      ['publishDate', 'validation.publishDatePast'],
    ]);
    expect(fieldKeys(leafletCreateSchema, { ...valid, publishDate: new Date(2026, 10, 22, 0, 1).toISOString() })).toEqual([]);
  });

  it('offers only the creation statuses', () => {
    expect(fieldKeys(leafletCreateSchema, { ...valid, status: 'INACTIVE' })).toEqual([]);
    expect(fieldKeys(leafletCreateSchema, { ...valid, status: 'ACTIVE' })).toEqual([['status', 'validation.status']]);
  });

  it('accepts a page count only as a natural number', () => {
    expect(fieldKeys(leafletCreateSchema, { ...valid, pageCount: 12 })).toEqual([]);
    expect(fieldKeys(leafletCreateSchema, { ...valid, pageCount: 0 })).toEqual([['pageCount', 'validation.naturalNumber']]);
  });
});

describe('priorityValue', () => {
  const check = (value: unknown) => validateWith(priorityValue, value);

  it.each([
    [1, 1],
    ['7', 7],
    [999, 999],
    [0, null],
    ['0', null],
    ['', null],
    [' ', null],
    [null, null],
  ])('reads %j as %j', (input, output) => {
    expect(check(input)).toEqual({ ok: true, value: output });
  });

  it.each([1000, -1, 2.5, 'abc', '12a'])('refuses %j with the priority message', (input) => {
    expect(check(input)).toEqual({
      ok: false,
      invalidFields: [
        { field: '', key: 'validation.priority', message: 'Priority must be a whole number from 1 to 999 (0 or empty clears it)' },
      ],
    });
  });
});
