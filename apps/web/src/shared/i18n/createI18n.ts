import i18next, { type BackendModule, type i18n as I18n, type Resource } from 'i18next';
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
import type { LocaleBundle, Translations } from './types';
import { applyPolishPluralRule, withPolishZeroForms } from './polishPlural';

/**
 * Builds i18next resources from namespaces given in every language. Polish plural texts without a
 * form 0 of their own get it from form 3 (spec §9: 0 takes form 0; see withPolishZeroForms).
 */
export function toResources(namespaces: Readonly<Record<string, LocaleBundle>>): Resource {
  const resources: Resource = {};
  for (const language of LANGUAGES) {
    resources[language] = Object.fromEntries(
      Object.entries(namespaces).map(([ns, bundle]) => [ns, textsIn(bundle, language)]),
    );
  }
  return resources;
}

/** One namespace's texts in one language as i18next holds them (Polish with its form 0 plurals). */
function textsIn(bundle: LocaleBundle, language: Language) {
  return language === 'pl' ? withPolishZeroForms(bundle.pl) : bundle[language];
}

/**
 * Adds namespaces loaded after start (a screen's texts come with the screen) in every language at once,
 * so that switching the language translates them without loading anything. Namespaces already held
 * are left as they are.
 */
export function addNamespaces(instance: I18n, namespaces: Readonly<Record<string, LocaleBundle>>): void {
  for (const [ns, bundle] of Object.entries(namespaces)) {
    for (const language of LANGUAGES) {
      if (!instance.hasResourceBundle(language, ns)) instance.addResourceBundle(language, ns, textsIn(bundle, language));
    }
  }
}

/** Loads the texts of a namespace that is not part of the first load (undefined: no such namespace). */
export type NamespaceLoader = (ns: string) => Promise<LocaleBundle | undefined>;

/** An i18next backend whose `read` returns a promise of the texts (`callbackApi: false`). */
interface PromiseBackend extends Omit<BackendModule, 'read'> {
  read(language: string, namespace: string): Promise<Translations>;
}

/**
 * i18next's loading of namespaces it does not hold yet (a text asked for before its screen added it):
 * the namespace's module is imported and i18next takes the texts of each language it asks for.
 */
function namespaceBackend(load: NamespaceLoader): PromiseBackend {
  return {
    type: 'backend',
    callbackApi: false,
    init: () => undefined,
    read: async (language: string, ns: string) => {
      const bundle = await load(ns);
      return bundle && isLanguage(language) ? textsIn(bundle, language) : {};
    },
  };
}

/** The saved language (cookie) when valid, else the default one (Polish). */
export function savedLanguage(): Language {
  const saved = Cookies.get(LOCALE_COOKIE);
  return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
}

/**
 * A ready (synchronously initialised) i18next instance holding `namespaces`; missing strings fall back
 * to English; Polish plurals follow spec §9's rule (applyPolishPluralRule). With `loadNamespace`, other
 * namespaces load when first asked for (react-i18next suspends until they are there).
 */
export function createI18n(
  namespaces: Readonly<Record<string, LocaleBundle>>,
  language: Language,
  loadNamespace?: NamespaceLoader,
): I18n {
  const instance = i18next.createInstance();
  if (loadNamespace) instance.use(namespaceBackend(loadNamespace));
  void instance.use(initReactI18next).init({
    resources: toResources(namespaces),
    partialBundledLanguages: loadNamespace !== undefined,
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
