import type { LocaleBundle } from '../../shared/i18n/types';

/**
 * Texts of the dashboard (namespace 'dashboard') in Polish, English and Russian.
 * Counted texts use i18next plural suffixes; Polish and Russian need one/few/many/other.
 */
const en = {
  title: 'Dashboard',
  retry: 'Try again',
  shops: {
    heading: 'Shops and leaflets',
    searchLabel: 'Search shops by name',
    searchPlaceholder: 'Shop name…',
    listLabel: 'Shops',
    loading: 'Loading shops',
    empty: 'No shops',
    noMatch: 'No shops match “{{search}}”',
    error: 'Could not load the shops.',
    count_one: '{{count}} shop',
    count_other: '{{count}} shops',
    noCategory: 'No category',
  },
  summary: {
    label: 'Leaflets of {{name}}',
    total_one: '{{count}} leaflet',
    total_other: '{{count}} leaflets',
    active: 'Active: {{value}}',
    inactive: 'Inactive: {{value}}',
    readyForActivation: 'Ready for activation: {{value}}',
    readyForDeactivation: 'Ready for deactivation: {{value}}',
  },
  leaflets: {
    caption: 'Leaflets of {{name}}',
    loading: 'Loading leaflets',
    empty: 'No leaflets',
    emptyInGroup: 'No leaflets in this group',
    error: 'Could not load the leaflets.',
    shown_one: '{{count}} leaflet shown',
    shown_other: '{{count}} leaflets shown',
  },
  filter: {
    legend: 'Show',
    all: 'All',
    active: 'Active',
    inactive: 'Inactive',
  },
  columns: {
    naturalId: 'ID',
    title: 'Title',
    status: 'Status',
    validity: 'Valid',
    publishDate: 'Publication',
    visibility: 'Visibility',
    priorities: 'Priorities',
    pageCount: 'Pages',
  },
  leaflet: {
    untitled: 'No title',
    validRange: '{{from}} – {{to}}',
    untilEndOfSupply: 'until end of supply',
    notSet: 'not set',
    visible: 'visible',
    hidden: 'hidden',
    visibilityLabel: 'Visibility on platforms',
    prioritiesLabel: 'Priorities per platform',
    noPriorities: 'none',
  },
};

type Texts = typeof en;
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** Key structure of a language, with plural variants folded into their base key. */
type Shape<T> = {
  [K in keyof T as K extends `${infer Base}_${PluralSuffix}` ? Base : K]: T[K] extends string ? string : Shape<T[K]>;
};
type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;

const pl = {
  title: 'Pulpit',
  retry: 'Spróbuj ponownie',
  shops: {
    heading: 'Sklepy i gazetki',
    searchLabel: 'Szukaj sklepu po nazwie',
    searchPlaceholder: 'Nazwa sklepu…',
    listLabel: 'Sklepy',
    loading: 'Wczytywanie sklepów',
    empty: 'Brak sklepów',
    noMatch: 'Brak sklepów pasujących do „{{search}}”',
    error: 'Nie udało się wczytać sklepów.',
    count_one: '{{count}} sklep',
    count_few: '{{count}} sklepy',
    count_many: '{{count}} sklepów',
    count_other: '{{count}} sklepu',
    noCategory: 'Bez kategorii',
  },
  summary: {
    label: 'Gazetki sklepu {{name}}',
    total_one: '{{count}} gazetka',
    total_few: '{{count}} gazetki',
    total_many: '{{count}} gazetek',
    total_other: '{{count}} gazetki',
    active: 'Aktywne: {{value}}',
    inactive: 'Nieaktywne: {{value}}',
    readyForActivation: 'Do aktywacji: {{value}}',
    readyForDeactivation: 'Do dezaktywacji: {{value}}',
  },
  leaflets: {
    caption: 'Gazetki sklepu {{name}}',
    loading: 'Wczytywanie gazetek',
    empty: 'Brak gazetek',
    emptyInGroup: 'Brak gazetek w tej grupie',
    error: 'Nie udało się wczytać gazetek.',
    shown_one: 'Wyświetlono {{count}} gazetkę',
    shown_few: 'Wyświetlono {{count}} gazetki',
    shown_many: 'Wyświetlono {{count}} gazetek',
    shown_other: 'Wyświetlono {{count}} gazetki',
  },
  filter: {
    legend: 'Pokaż',
    all: 'Wszystkie',
    active: 'Aktywne',
    inactive: 'Nieaktywne',
  },
  columns: {
    naturalId: 'ID',
    title: 'Tytuł',
    status: 'Status',
    validity: 'Ważność',
    publishDate: 'Publikacja',
    visibility: 'Widoczność',
    priorities: 'Priorytety',
    pageCount: 'Strony',
  },
  leaflet: {
    untitled: 'Bez tytułu',
    validRange: '{{from}} – {{to}}',
    untilEndOfSupply: 'do wyczerpania zapasów',
    notSet: 'nie ustawiono',
    visible: 'widoczna',
    hidden: 'ukryta',
    visibilityLabel: 'Widoczność na platformach',
    prioritiesLabel: 'Priorytety na platformach',
    noPriorities: 'brak',
  },
};

const ru = {
  title: 'Панель',
  retry: 'Повторить',
  shops: {
    heading: 'Магазины и листовки',
    searchLabel: 'Поиск магазина по названию',
    searchPlaceholder: 'Название магазина…',
    listLabel: 'Магазины',
    loading: 'Загрузка магазинов',
    empty: 'Нет магазинов',
    noMatch: 'Нет магазинов по запросу «{{search}}»',
    error: 'Не удалось загрузить магазины.',
    count_one: '{{count}} магазин',
    count_few: '{{count}} магазина',
    count_many: '{{count}} магазинов',
    count_other: '{{count}} магазина',
    noCategory: 'Без категории',
  },
  summary: {
    label: 'Листовки магазина {{name}}',
    total_one: '{{count}} листовка',
    total_few: '{{count}} листовки',
    total_many: '{{count}} листовок',
    total_other: '{{count}} листовки',
    active: 'Активные: {{value}}',
    inactive: 'Неактивные: {{value}}',
    readyForActivation: 'К активации: {{value}}',
    readyForDeactivation: 'К деактивации: {{value}}',
  },
  leaflets: {
    caption: 'Листовки магазина {{name}}',
    loading: 'Загрузка листовок',
    empty: 'Нет листовок',
    emptyInGroup: 'В этой группе нет листовок',
    error: 'Не удалось загрузить листовки.',
    shown_one: 'Показана {{count}} листовка',
    shown_few: 'Показаны {{count}} листовки',
    shown_many: 'Показано {{count}} листовок',
    shown_other: 'Показано {{count}} листовки',
  },
  filter: {
    legend: 'Показать',
    all: 'Все',
    active: 'Активные',
    inactive: 'Неактивные',
  },
  columns: {
    naturalId: 'ID',
    title: 'Название',
    status: 'Статус',
    validity: 'Срок действия',
    publishDate: 'Публикация',
    visibility: 'Видимость',
    priorities: 'Приоритеты',
    pageCount: 'Страницы',
  },
  leaflet: {
    untitled: 'Без названия',
    validRange: '{{from}} – {{to}}',
    untilEndOfSupply: 'до окончания запасов',
    notSet: 'не задано',
    visible: 'видна',
    hidden: 'скрыта',
    visibilityLabel: 'Видимость на платформах',
    prioritiesLabel: 'Приоритеты на платформах',
    noPriorities: 'нет',
  },
};

// Every language has every key (plural suffixes aside), checked at compile time.
type _PolishIsComplete = Assert<SameShape<Shape<typeof pl>, Shape<Texts>>>;
type _RussianIsComplete = Assert<SameShape<Shape<typeof ru>, Shape<Texts>>>;

export const dashboardLocales = { pl, en, ru } satisfies LocaleBundle;
