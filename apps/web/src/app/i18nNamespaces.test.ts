import { LANGUAGES } from '@flyerdesk/domain/constants';
import { ROUTE_TITLE_KEYS } from '@flyerdesk/domain/routes';
import { VALIDATION_KEYS } from '@flyerdesk/domain/validation/messages';
import { createI18n } from '../shared/i18n/createI18n';
import type { Translations } from '../shared/i18n/types';
import { NAMESPACES } from './i18nNamespaces';

function keysOf(translations: Translations, prefix = ''): string[] {
  return Object.entries(translations).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Keys with plural forms folded into one (languages need different sets of plural forms). */
function baseKeys(translations: Translations): string[] {
  return [...new Set(keysOf(translations).map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();
}

interface PluralSuffixes {
  getSuffixes: (language: string) => string[];
  getSuffix: (language: string, count: number) => string;
}

function pluralResolverOf(i18n: ReturnType<typeof createI18n>): PluralSuffixes {
  return i18n.services.pluralResolver as PluralSuffixes;
}

describe('translations', () => {
  it.each(Object.keys(NAMESPACES))('namespace %s has the same keys in English, Polish and Russian', (ns) => {
    const bundle = NAMESPACES[ns];
    if (!bundle) throw new Error(`No namespace ${ns}`);
    const english = baseKeys(bundle.en);
    expect(english.length).toBeGreaterThan(0);
    expect(baseKeys(bundle.pl)).toEqual(english);
    expect(baseKeys(bundle.ru)).toEqual(english);
  });

  it.each(LANGUAGES)('plural texts have every plural form i18next resolves in %s', (language) => {
    const i18n = createI18n(NAMESPACES, language);
    // English and Russian: the forms of Intl.PluralRules; Polish: the four of spec §9's rule (polishPlural.ts).
    const needed = pluralResolverOf(i18n).getSuffixes(language);
    // What i18next holds: a Polish text's form 0 may come from its form 3 (withPolishZeroForms).
    const missing = Object.keys(NAMESPACES).flatMap((ns) => {
      const keys = keysOf(i18n.getResourceBundle(language, ns) as Translations);
      const plurals = new Set(keys.filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')));
      return [...plurals].flatMap((base) =>
        needed.filter((suffix) => !keys.includes(`${base}${suffix}`)).map((suffix) => `${ns}:${base}${suffix}`),
      );
    });
    expect(missing).toEqual([]);
  });

  it('Polish needs exactly the forms spec §9 produces', () => {
    const resolver = pluralResolverOf(createI18n(NAMESPACES, 'pl'));
    const counts = [-3, -1, 0, 1, 2, 3, 4, 5, 12, 21, 22, 25, 100, 1.5];
    const produced = [...new Set(counts.map((count) => resolver.getSuffix('pl', count)))].sort();
    expect([...resolver.getSuffixes('pl')].sort()).toEqual(produced);
    expect(produced).toEqual(['_few', '_many', '_one', '_zero']);
  });

  it.each(LANGUAGES)('every route title and validation message is translated in %s', (language) => {
    const i18n = createI18n(NAMESPACES, language);
    const missing = [
      ...ROUTE_TITLE_KEYS.filter((key) => !i18n.exists(key, { ns: 'routes', lng: language, fallbackLng: [] })),
      ...VALIDATION_KEYS.filter((key) => !i18n.exists(key, { ns: 'validation', lng: language, fallbackLng: [] })),
    ];
    expect(missing).toEqual([]);
  });

  it('fills placeholders of validation messages', () => {
    const i18n = createI18n(NAMESPACES, 'pl');
    expect(i18n.t('validation.passwordMin', { ns: 'validation', min: 8 })).toBe('Hasło musi mieć co najmniej 8 znaków');
  });
});
