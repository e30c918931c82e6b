import type { Language } from '@flyerdesk/domain/constants';

/** Nested translation strings of one namespace in one language. */
export interface Translations {
  [key: string]: string | Translations;
}

/** One namespace in every interface language. */
export type LocaleBundle = Readonly<Record<Language, Translations>>;
