import type { LocaleBundle, SameKeys } from '../../shared/i18n/types';

/** Texts of the groups screen (namespace 'groups'). Counted texts use i18next plural suffixes. */
const en = {
  title: 'Groups',
  tableLabel: 'Groups',
  empty: 'No groups yet',
  new: 'New group',
  newTitle: 'New group',
  columns: {
    name: 'Name',
    shops: 'Shops',
    updatedAt: 'Last change',
  },
  fields: {
    name: 'Name',
    storeIds: 'Shops',
  },
  shops: {
    filter: 'Filter shops',
    loading: 'Loading shops',
    none: 'No shops match',
    selected_one: '{{count}} shop selected',
    selected_other: '{{count}} shops selected',
    hidden_one: 'and {{count}} shop you cannot see',
    hidden_other: 'and {{count}} shops you cannot see',
  },
};

type Texts = typeof en;

const pl = {
  title: 'Grupy',
  tableLabel: 'Grupy',
  empty: 'Nie ma jeszcze grup',
  new: 'Nowa grupa',
  newTitle: 'Nowa grupa',
  columns: {
    name: 'Nazwa',
    shops: 'Sklepy',
    updatedAt: 'Ostatnia zmiana',
  },
  fields: {
    name: 'Nazwa',
    storeIds: 'Sklepy',
  },
  shops: {
    filter: 'Filtruj sklepy',
    loading: 'Ładowanie sklepów',
    none: 'Żaden sklep nie pasuje',
    selected_one: 'Wybrano {{count}} sklep',
    selected_few: 'Wybrano {{count}} sklepy',
    selected_many: 'Wybrano {{count}} sklepów',
    selected_other: 'Wybrano {{count}} sklepu',
    hidden_one: 'oraz {{count}} sklep, którego nie widzisz',
    hidden_few: 'oraz {{count}} sklepy, których nie widzisz',
    hidden_many: 'oraz {{count}} sklepów, których nie widzisz',
    hidden_other: 'oraz {{count}} sklepu, których nie widzisz',
  },
};

const ru = {
  title: 'Группы',
  tableLabel: 'Группы',
  empty: 'Групп пока нет',
  new: 'Новая группа',
  newTitle: 'Новая группа',
  columns: {
    name: 'Название',
    shops: 'Магазины',
    updatedAt: 'Последнее изменение',
  },
  fields: {
    name: 'Название',
    storeIds: 'Магазины',
  },
  shops: {
    filter: 'Фильтр магазинов',
    loading: 'Загрузка магазинов',
    none: 'Нет подходящих магазинов',
    selected_one: 'Выбран {{count}} магазин',
    selected_few: 'Выбрано {{count}} магазина',
    selected_many: 'Выбрано {{count}} магазинов',
    selected_other: 'Выбрано {{count}} магазина',
    hidden_one: 'и {{count}} магазин, который вам не виден',
    hidden_few: 'и {{count}} магазина, которые вам не видны',
    hidden_many: 'и {{count}} магазинов, которые вам не видны',
    hidden_other: 'и {{count}} магазина, которые вам не видны',
  },
};

// Every language has every key (plural suffixes aside), checked at compile time.
type Assert<T extends true> = T;
type _PolishIsComplete = Assert<SameKeys<typeof pl, Texts>>;
type _RussianIsComplete = Assert<SameKeys<typeof ru, Texts>>;

export const groupsLocales = { pl, en, ru } satisfies LocaleBundle;
