import type { LocaleBundle, SameKeys } from '../../shared/i18n/types';

/** Texts of the leaflet add/edit dialog, leaflet details and history (namespace 'leaflets'). */
const en = {
  title: 'Leaflets',
};

type Texts = typeof en;

const pl: Texts = {
  title: 'Gazetki',
};

const ru: Texts = {
  title: 'Листовки',
};

// Every language has every key, checked at compile time.
type Assert<T extends true> = T;
type _PolishIsComplete = Assert<SameKeys<typeof pl, Texts>>;
type _RussianIsComplete = Assert<SameKeys<typeof ru, Texts>>;

export const leafletsLocales = { pl, en, ru } satisfies LocaleBundle;
