import type { i18n as I18n } from 'i18next';
import type { Language } from '@flyerdesk/domain/constants';
import { NAMESPACES } from '../app/i18nNamespaces';
import { createI18n } from '../shared/i18n/createI18n';

/** i18next with every text of the app (all features' namespaces), as the running app has it. */
export function createAppI18n(language: Language = 'en'): I18n {
  return createI18n(NAMESPACES, language);
}
