import type { LocaleBundle, SameKeys } from '../../shared/i18n/types';

/** Texts of the page details screen (namespace 'pageDetails'). */
const en = {
  title: 'Page details',
  open: 'Page details',
  openFor: 'Page details of {{naturalId}}',
};

type Texts = typeof en;

const pl: Texts = {
  title: 'Szczegóły stron',
  open: 'Szczegóły stron',
  openFor: 'Szczegóły stron gazetki {{naturalId}}',
};

const ru: Texts = {
  title: 'Страницы',
  open: 'Страницы',
  openFor: 'Страницы листовки {{naturalId}}',
};

// Every language has every key, checked at compile time.
type Assert<T extends true> = T;
type _PolishIsComplete = Assert<SameKeys<typeof pl, Texts>>;
type _RussianIsComplete = Assert<SameKeys<typeof ru, Texts>>;

export const pageDetailsLocales = { pl, en, ru } satisfies LocaleBundle;
