import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import Cookies from 'js-cookie';
import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  LANGUAGES,
  LOCALE_COOKIE,
  isLanguage,
  type Language,
} from '@flyerdesk/domain/constants';
import type { LocaleBundle } from './types';
import { applyPolishPluralRule, withPolishZeroForms } from './polishPlural';

/**
 * Builds i18next resources from namespaces given in every language. Polish plural texts without a
 * form 0 of their own get it from form 3 (spec §9: 0 takes form 0; see withPolishZeroForms).
 */
export function toResources(namespaces: Readonly<Record<string, LocaleBundle>>): Resource {
  const resources: Resource = {};
  for (const language of LANGUAGES) {
    resources[language] = Object.fromEntries(
      Object.entries(namespaces).map(([ns, bundle]) => [ns, language === 'pl' ? withPolishZeroForms(bundle[language]) : bundle[language]]),
    );
  }
  return resources;
}

/** The saved language (cookie) when valid, else the default one (Polish). */
export function savedLanguage(): Language {
  const saved = Cookies.get(LOCALE_COOKIE);
  return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
}

/**
 * A ready (synchronously initialised) i18next instance; missing strings fall back to English; Polish
 * plurals follow spec §9's rule (applyPolishPluralRule).
 */
export function createI18n(namespaces: Readonly<Record<string, LocaleBundle>>, language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: toResources(namespaces),
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: Object.keys(namespaces),
    defaultNS: 'common',
    fallbackNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyPolishPluralRule(instance);
  return instance;
}

/** Switches the interface language and remembers it in the locale cookie. */
export async function switchLanguage(instance: I18n, language: Language): Promise<void> {
  Cookies.set(LOCALE_COOKIE, language, { expires: 365, sameSite: 'strict', path: '/' });
  await instance.changeLanguage(language);
  document.documentElement.lang = language;
}
