import { insertSchema } from './insert';
import { validateWith } from './messages';
import { URL_PATTERN } from './rules';

function fieldKeys(value: unknown): string[][] {
  const result = validateWith(insertSchema, value);
  return result.ok ? [] : result.invalidFields.map((f) => [f.field, f.key]);
}

describe('insertSchema (spec §5)', () => {
  it('accepts a bare technical name and switches the platforms off', () => {
    expect(validateWith(insertSchema, { insertName: ' spring-sale_2026 ', extra: 1 })).toEqual({
      ok: true,
      value: { insertName: 'spring-sale_2026', showOnIos: false, showOnAndroid: false, showOnAndroid2: false, showOnWeb: false },
    });
  });

  it('accepts a full insert', () => {
    const insert = {
      insertName: 'SummerBanner',
      description: 'Banner between pages 2 and 3',
      redirectUrl: 'https://www.example.com/promo?utm_source=leaflet&x=%20',
      longUrl: 'example.pl',
      validFrom: '2026-06-01',
      validTo: '2026-06-01',
      showOnIos: true,
      showOnAndroid: true,
      showOnAndroid2: false,
      showOnWeb: true,
    };
    expect(validateWith(insertSchema, insert)).toEqual({ ok: true, value: insert });
  });

  it('requires the name', () => {
    expect(fieldKeys({ insertName: '   ' })).toEqual([['insertName', 'validation.required']]);
    expect(fieldKeys({})).toEqual([['insertName', 'validation.required']]);
  });

  it('allows only letters, digits, hyphen and underscore in the name, up to 100 characters', () => {
    for (const name of ['spring sale', 'wiosna!', 'a/b', 'promo.png', 'żółty']) {
      expect(fieldKeys({ insertName: name })).toEqual([['insertName', 'validation.insertName']]);
    }
    expect(fieldKeys({ insertName: 'a'.repeat(100) })).toEqual([]);
    expect(fieldKeys({ insertName: 'a'.repeat(101) })).toEqual([['insertName', 'validation.maxLength']]);
  });

  it('limits the description to 500 characters', () => {
    expect(fieldKeys({ insertName: 'x', description: 'd'.repeat(500) })).toEqual([]);
    expect(fieldKeys({ insertName: 'x', description: 'd'.repeat(501) })).toEqual([['description', 'validation.maxLength']]);
  });

  it('checks the links with the URL rule and lets them stay empty', () => {
    expect(fieldKeys({ insertName: 'x', redirectUrl: '', longUrl: null })).toEqual([]);
    expect(fieldKeys({ insertName: 'x', redirectUrl: 'not a link', longUrl: 'http://a' })).toEqual([
      ['redirectUrl', 'validation.url'],
      ['longUrl', 'validation.url'],
    ]);
    expect(fieldKeys({ insertName: 'x', redirectUrl: 'javascript:alert(1)' })).toEqual([['redirectUrl', 'validation.url']]);
  });

  it('refuses an end of validity before its start and malformed days', () => {
    expect(fieldKeys({ insertName: 'x', validFrom: '2026-06-02', validTo: '2026-06-01' })).toEqual([
      ['validTo', 'validation.validToBeforeValidFrom'],
    ]);
    expect(fieldKeys({ insertName: 'x', validTo: '2026-06-01' })).toEqual([]);
    expect(fieldKeys({ insertName: 'x', validFrom: '2026-02-30' })).toEqual([['validFrom', 'validation.date']]);
  });

  it('refuses switches that are not yes or no', () => {
    expect(fieldKeys({ insertName: 'x', showOnWeb: 'maybe' })).toEqual([['showOnWeb', 'validation.boolean']]);
  });
});

describe('URL_PATTERN (spec §5)', () => {
  it.each(['https://www.example.com', 'http://example.com/a/b?c=d#e', 'www.shop.pl', 'sklep.com.pl:8080/x', 'a1.io'])('accepts %s', (url) => {
    expect(URL_PATTERN.test(url)).toBe(true);
  });

  it.each(['example', 'ftp://example.com', 'https://', 'https://exa mple.com', 'https://example.c', '//example.com'])('refuses %s', (url) => {
    expect(URL_PATTERN.test(url)).toBe(false);
  });
});
