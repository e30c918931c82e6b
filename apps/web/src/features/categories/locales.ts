import type { LocaleBundle, SameKeys } from '../../shared/i18n/types';

/** Texts of the categories screen (namespace 'categories'). */
const en = {
  title: 'Categories',
  tableLabel: 'Categories',
  empty: 'No categories yet',
  new: 'New category',
  newTitle: 'New category',
  columns: {
    logo: 'Logo',
    name: 'Name',
    categoryWebId: 'Web ID',
    updatedAt: 'Last change',
  },
  fields: {
    name: 'Name',
    categoryWebId: 'Web ID',
    logo: 'Logo',
  },
  logoOf: 'Logo of {{name}}',
  archivedNoUpload: 'Restore the category to change its logo',
};

type Texts = typeof en;

const pl: Texts = {
  title: 'Kategorie',
  tableLabel: 'Kategorie',
  empty: 'Nie ma jeszcze kategorii',
  new: 'Nowa kategoria',
  newTitle: 'Nowa kategoria',
  columns: {
    logo: 'Logo',
    name: 'Nazwa',
    categoryWebId: 'Identyfikator web',
    updatedAt: 'Ostatnia zmiana',
  },
  fields: {
    name: 'Nazwa',
    categoryWebId: 'Identyfikator web',
    logo: 'Logo',
  },
  logoOf: 'Logo kategorii {{name}}',
  archivedNoUpload: 'Przywróć kategorię, aby zmienić jej logo',
};

const ru: Texts = {
  title: 'Категории',
  tableLabel: 'Категории',
  empty: 'Категорий пока нет',
  new: 'Новая категория',
  newTitle: 'Новая категория',
  columns: {
    logo: 'Логотип',
    name: 'Название',
    categoryWebId: 'Веб-идентификатор',
    updatedAt: 'Последнее изменение',
  },
  fields: {
    name: 'Название',
    categoryWebId: 'Веб-идентификатор',
    logo: 'Логотип',
  },
  logoOf: 'Логотип категории {{name}}',
  archivedNoUpload: 'Восстановите категорию, чтобы сменить логотип',
};

// Every language has every key, checked at compile time.
type Assert<T extends true> = T;
type _PolishIsComplete = Assert<SameKeys<typeof pl, Texts>>;
type _RussianIsComplete = Assert<SameKeys<typeof ru, Texts>>;

export const categoriesLocales = { pl, en, ru } satisfies LocaleBundle;
