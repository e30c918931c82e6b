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
    expect(fieldKeys(leafletSchema, { ...valid, status: 'ARCHIVED' })).toEqual([['status', 'validation.status']]);
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
        { field: '', key: 'validation.priority', message: 'Priority must be a whole number from 1 to 999 (0 or empty clears it)', values: { max: 999 } },
      ],
    });
  });
});

describe('the dialog fields of spec §3', () => {
  it('accepts every field of the dialog', () => {
    const full = {
      ...valid,
      seoId: 'biedronka-listopad',
      priorities: { android: 3, ios: '', web: 0, wp: null, android2: 12 },
      visibility: { android: true, ios: false, web: true, wp: false, android2: true },
      longUrl: 'https://track.example.com/l?id=1',
      thumbnailTrackingUrl: 'www.example.com/t',
      redirectUrl: 'http://example.pl',
      zipCodes: ['00-001', '31-100'],
      showOnlineBadge: true,
      showPopularBadge: false,
      hasRecipe: true,
      watermark: true,
      forceLast: false,
      groupId: '5b6c2d3e-1111-4222-8333-944455556666',
      categoryId: '5b6c2d3e-1111-4222-8333-944455556667',
      socialMedia: [
        { platform: 'YOUTUBE', url: 'https://youtube.com/watch?v=1' },
        { platform: 'TIKTOK', url: 'https://tiktok.com/@shop/1' },
      ],
      replaceValidityText: 'EMPTY',
    };
    const result = validateWith(leafletUpdateSchema, full, { now });
    expect(result.ok).toBe(true);
    expect(result.ok && result.value.priorities).toEqual({ android: 3, ios: null, web: null, wp: null, android2: 12 });
    expect(result.ok && result.value.socialMedia).toHaveLength(2);
  });

  it('refuses links that are not URLs', () => {
    expect(fieldKeys(leafletSchema, { ...valid, longUrl: 'not a link', redirectUrl: 'x', thumbnailTrackingUrl: 'http://a' })).toEqual([
      ['longUrl', 'validation.url'],
      ['thumbnailTrackingUrl', 'validation.url'],
      ['redirectUrl', 'validation.url'],
    ]);
  });

  it('refuses a social link of another platform or with a bad link', () => {
    expect(fieldKeys(leafletSchema, { ...valid, socialMedia: [{ platform: 'FACEBOOK', url: 'nope' }] })).toEqual([
      ['socialMedia[0].platform', 'validation.invalid'],
      ['socialMedia[0].url', 'validation.url'],
    ]);
  });

  it('refuses a repeated social link on the repeated entry', () => {
    const socialMedia = [
      { platform: 'YOUTUBE', url: 'https://youtube.com/a' },
      { platform: 'TIKTOK', url: 'https://tiktok.com/b' },
      { platform: 'TIKTOK', url: 'https://youtube.com/a' },
    ];
    expect(fieldKeys(leafletSchema, { ...valid, socialMedia })).toEqual([['socialMedia[2].url', 'validation.duplicateLink']]);
  });

  it('refuses a priority of four digits', () => {
    expect(fieldKeys(leafletSchema, { ...valid, priorities: { android: 1000 } })).toEqual([['priorities.android', 'validation.priority']]);
  });

  it('defaults the validity text option on creation and refuses unknown ones', () => {
    const created = validateWith(leafletCreateSchema, valid, { now });
    expect(created.ok && created.value.replaceValidityText).toBe('NO_CHANGES');
    expect(fieldKeys(leafletSchema, { ...valid, replaceValidityText: 'HIDDEN' })).toEqual([['replaceValidityText', 'validation.invalid']]);
  });

  it('offers the edit choices of the current status', () => {
    const edit = (status: string, currentStatus: string) => {
      const result = validateWith(leafletUpdateSchema, { ...valid, status }, { now, context: { currentStatus } });
      return result.ok ? [] : result.invalidFields.map((f) => [f.field, f.key]);
    };
    expect(edit('READY_FOR_ACTIVATION', 'IMPORTED')).toEqual([]);
    expect(edit('INACTIVE', 'IMPORTED')).toEqual([]);
    expect(edit('ACTIVE', 'IMPORTED')).toEqual([['status', 'validation.status']]);
    expect(edit('INACTIVE', 'ACTIVE')).toEqual([['status', 'validation.status']]);
  });

  it('refuses zip codes that are not a list of short texts', () => {
    expect(fieldKeys(leafletSchema, { ...valid, zipCodes: 'x' })).toEqual([['zipCodes', 'validation.list']]);
    expect(fieldKeys(leafletSchema, { ...valid, zipCodes: ['1'.repeat(17)] })).toEqual([['zipCodes[0]', 'validation.maxLength']]);
  });
});
