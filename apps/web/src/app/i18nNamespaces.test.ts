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

describe('translations', () => {
  it.each(Object.keys(NAMESPACES))('namespace %s has the same keys in English, Polish and Russian', (ns) => {
    const bundle = NAMESPACES[ns];
    if (!bundle) throw new Error(`No namespace ${ns}`);
    const english = baseKeys(bundle.en);
    expect(english.length).toBeGreaterThan(0);
    expect(baseKeys(bundle.pl)).toEqual(english);
    expect(baseKeys(bundle.ru)).toEqual(english);
  });

  it.each(LANGUAGES)('plural texts have every plural form %s needs', (language) => {
    const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const missing = Object.entries(NAMESPACES).flatMap(([ns, bundle]) => {
      const keys = keysOf(bundle[language]);
      const plurals = new Set(keys.filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')));
      return [...plurals].flatMap((base) =>
        needed.filter((form) => !keys.includes(`${base}_${form}`)).map((form) => `${ns}:${base}_${form}`),
      );
    });
    expect(missing).toEqual([]);
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
