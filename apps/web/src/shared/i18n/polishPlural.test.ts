import { polishPluralForm } from '@flyerdesk/domain/plural';
import type { Language } from '@flyerdesk/domain/constants';
import { createI18n } from './createI18n';
import type { LocaleBundle } from './types';
import { POLISH_PLURAL_CATEGORIES, withPolishZeroForms } from './polishPlural';

/** A namespace whose texts name the plural form i18next picked. */
const items: LocaleBundle = {
  pl: {
    items_zero: 'form 0: {{count}}',
    items_one: 'form 1: {{count}}',
    items_few: 'form 2: {{count}}',
    items_many: 'form 3: {{count}}',
    // Written with the grammatical forms only, as most Polish texts are: form 0 reads as form 3.
    shops_one: '{{count}} sklep',
    shops_few: '{{count}} sklepy',
    shops_many: '{{count}} sklepów',
    shops_other: '{{count}} sklepu',
  },
  en: {
    items_zero: 'zero: {{count}}',
    items_one: 'one: {{count}}',
    items_other: 'other: {{count}}',
    shops_one: '{{count}} shop',
    shops_other: '{{count}} shops',
  },
  ru: {
    items_one: 'one: {{count}}',
    items_few: 'few: {{count}}',
    items_many: 'many: {{count}}',
    items_other: 'other: {{count}}',
    shops_one: '{{count}} магазин',
    shops_few: '{{count}} магазина',
    shops_many: '{{count}} магазинов',
    shops_other: '{{count}} магазина',
  },
};

function translate(language: Language, key: string, count: number): string {
  const i18n = createI18n({ common: { en: {}, pl: {}, ru: {} }, items }, language);
  return i18n.t(key, { ns: 'items', count });
}

describe('Polish plurals (spec §9)', () => {
  it.each([
    [0, 'form 0: 0'],
    [1, 'form 1: 1'],
    [2, 'form 2: 2'],
    [5, 'form 3: 5'],
    [22, 'form 3: 22'],
    [25, 'form 3: 25'],
  ])('%i items take the form the spec names', (count, expected) => {
    expect(translate('pl', 'items', count)).toBe(expected);
  });

  it('follows polishPluralForm for every count, negative ones and fractions too', () => {
    for (const count of [-5, -2, -1, 0, 1, 2, 3, 4, 5, 11, 12, 14, 21, 22, 24, 100, 102, 1.5]) {
      expect(translate('pl', 'items', count)).toBe(`form ${polishPluralForm(count)}: ${count}`);
    }
  });

  it('gives a text without its own form 0 the form 3 for 0, and never uses _other', () => {
    expect(translate('pl', 'shops', 0)).toBe('0 sklepów');
    expect(translate('pl', 'shops', 1)).toBe('1 sklep');
    expect(translate('pl', 'shops', 3)).toBe('3 sklepy');
    expect(translate('pl', 'shops', 22)).toBe('22 sklepów');
    expect(translate('pl', 'shops', 1.5)).toBe('1.5 sklepów');
  });

  it('tells i18next the four Polish forms', () => {
    const i18n = createI18n({ common: { en: {}, pl: {}, ru: {} }, items }, 'pl');
    const resolver = i18n.services.pluralResolver as { getSuffixes: (code: string) => string[] };
    expect(resolver.getSuffixes('pl')).toEqual(POLISH_PLURAL_CATEGORIES.map((form) => `_${form}`));
  });

  it('keeps ordinals on the Intl rule', () => {
    const i18n = createI18n({ common: { en: {}, pl: {}, ru: {} }, items }, 'pl');
    const resolver = i18n.services.pluralResolver as { getSuffix: (code: string, count: number, options: object) => string };
    expect(resolver.getSuffix('pl', 2, { ordinal: true })).toBe(`_ordinal_${new Intl.PluralRules('pl', { type: 'ordinal' }).select(2)}`);
  });
});

describe('English and Russian plurals (Intl.PluralRules, unchanged)', () => {
  it.each([
    [0, 'zero: 0'],
    [1, 'one: 1'],
    [2, 'other: 2'],
    [5, 'other: 5'],
    [22, 'other: 22'],
    [25, 'other: 25'],
  ])('English: %i items', (count, expected) => {
    expect(translate('en', 'items', count)).toBe(expected);
  });

  it.each([
    [0, 'many: 0'],
    [1, 'one: 1'],
    [2, 'few: 2'],
    [5, 'many: 5'],
    [21, 'one: 21'],
    [22, 'few: 22'],
    [25, 'many: 25'],
    [1.5, 'other: 1.5'],
  ])('Russian: %s items', (count, expected) => {
    expect(translate('ru', 'items', count)).toBe(expected);
  });

  it('words English and Russian texts as before', () => {
    expect(translate('en', 'shops', 0)).toBe('0 shops');
    expect(translate('en', 'shops', 1)).toBe('1 shop');
    expect(translate('ru', 'shops', 22)).toBe('22 магазина');
  });
});

describe('withPolishZeroForms', () => {
  it('fills a missing _zero from _many at every depth and keeps a text’s own _zero', () => {
    expect(
      withPolishZeroForms({
        a_one: '1',
        a_many: 'many',
        nested: { b_zero: 'own zero', b_many: 'many b', c: 'plain' },
      }),
    ).toEqual({
      a_one: '1',
      a_many: 'many',
      a_zero: 'many',
      nested: { b_zero: 'own zero', b_many: 'many b', c: 'plain' },
    });
  });
});
