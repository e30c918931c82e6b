import type { LocaleBundle, SameKeys } from '../../shared/i18n/types';

/**
 * Texts of the "publish promotions" panel (namespace 'publication') in Polish, English and Russian.
 * Counted texts use i18next plural suffixes; Polish and Russian need one/few/many/other.
 */
const en = {
  heading: 'Publish promotions',
  loading: 'Loading leaflets awaiting publication',
  error: 'Could not load the leaflets awaiting publication.',
  retry: 'Try again',
  count_one: '{{count}} leaflet',
  count_other: '{{count}} leaflets',
  toActivate: {
    heading: 'Awaiting activation',
    hint_one: 'Leaflets ready for activation whose publication date is more than {{count}} minute ago.',
    hint_other: 'Leaflets ready for activation whose publication date is more than {{count}} minutes ago.',
    empty: 'No leaflets awaiting activation',
  },
  toDeactivate: {
    heading: 'Awaiting deactivation',
    hint: 'Leaflets ready for deactivation.',
    empty: 'No leaflets awaiting deactivation',
  },
  columns: {
    naturalId: 'ID',
    title: 'Title',
    publishDate: 'Publication',
  },
  leaflet: {
    untitled: 'No title',
    notSet: 'not set',
  },
  publish: {
    button: 'Publish promotions',
    title: 'Publish promotions?',
    toActivate_one: '{{count}} leaflet will be activated.',
    toActivate_other: '{{count}} leaflets will be activated.',
    toDeactivate_one: '{{count}} leaflet will be deactivated.',
    toDeactivate_other: '{{count}} leaflets will be deactivated.',
    feedNote: 'The XML feeds of all platforms will be updated.',
    confirm: 'Publish',
    publishing: 'Publishing…',
    done: 'Published: {{activated}} activated, {{deactivated}} deactivated',
  },
  feeds: {
    heading: 'XML feeds',
    newTab: '(opens in a new tab)',
    loading: 'Loading platforms',
    error: 'Could not load the platforms.',
  },
};

type Texts = typeof en;

const pl = {
  heading: 'Publikacja promocji',
  loading: 'Wczytywanie gazetek oczekujących na publikację',
  error: 'Nie udało się wczytać gazetek oczekujących na publikację.',
  retry: 'Spróbuj ponownie',
  count_one: '{{count}} gazetka',
  count_few: '{{count}} gazetki',
  count_many: '{{count}} gazetek',
  count_other: '{{count}} gazetki',
  toActivate: {
    heading: 'Oczekujące na aktywację',
    hint_one: 'Gazetki gotowe do aktywacji, których data publikacji minęła ponad {{count}} minutę temu.',
    hint_few: 'Gazetki gotowe do aktywacji, których data publikacji minęła ponad {{count}} minuty temu.',
    hint_many: 'Gazetki gotowe do aktywacji, których data publikacji minęła ponad {{count}} minut temu.',
    hint_other: 'Gazetki gotowe do aktywacji, których data publikacji minęła ponad {{count}} minuty temu.',
    empty: 'Brak gazetek oczekujących na aktywację',
  },
  toDeactivate: {
    heading: 'Oczekujące na dezaktywację',
    hint: 'Gazetki gotowe do dezaktywacji.',
    empty: 'Brak gazetek oczekujących na dezaktywację',
  },
  columns: {
    naturalId: 'ID',
    title: 'Tytuł',
    publishDate: 'Publikacja',
  },
  leaflet: {
    untitled: 'Bez tytułu',
    notSet: 'nie ustawiono',
  },
  publish: {
    button: 'Publikuj promocje',
    title: 'Opublikować promocje?',
    toActivate_one: 'Aktywowana zostanie {{count}} gazetka.',
    toActivate_few: 'Aktywowane zostaną {{count}} gazetki.',
    toActivate_many: 'Aktywowanych zostanie {{count}} gazetek.',
    toActivate_other: 'Aktywowanych zostanie {{count}} gazetki.',
    toDeactivate_one: 'Dezaktywowana zostanie {{count}} gazetka.',
    toDeactivate_few: 'Dezaktywowane zostaną {{count}} gazetki.',
    toDeactivate_many: 'Dezaktywowanych zostanie {{count}} gazetek.',
    toDeactivate_other: 'Dezaktywowanych zostanie {{count}} gazetki.',
    feedNote: 'Pliki XML wszystkich platform zostaną zaktualizowane.',
    confirm: 'Publikuj',
    publishing: 'Publikowanie…',
    done: 'Opublikowano: aktywowano {{activated}}, dezaktywowano {{deactivated}}',
  },
  feeds: {
    heading: 'Pliki XML',
    newTab: '(otwiera się w nowej karcie)',
    loading: 'Wczytywanie platform',
    error: 'Nie udało się wczytać platform.',
  },
};

const ru = {
  heading: 'Публикация акций',
  loading: 'Загрузка листовок, ожидающих публикации',
  error: 'Не удалось загрузить листовки, ожидающие публикации.',
  retry: 'Повторить',
  count_one: '{{count}} листовка',
  count_few: '{{count}} листовки',
  count_many: '{{count}} листовок',
  count_other: '{{count}} листовки',
  toActivate: {
    heading: 'Ожидают активации',
    hint_one: 'Листовки, готовые к активации, дата публикации которых наступила более {{count}} минуты назад.',
    hint_few: 'Листовки, готовые к активации, дата публикации которых наступила более {{count}} минут назад.',
    hint_many: 'Листовки, готовые к активации, дата публикации которых наступила более {{count}} минут назад.',
    hint_other: 'Листовки, готовые к активации, дата публикации которых наступила более {{count}} минуты назад.',
    empty: 'Нет листовок, ожидающих активации',
  },
  toDeactivate: {
    heading: 'Ожидают деактивации',
    hint: 'Листовки, готовые к деактивации.',
    empty: 'Нет листовок, ожидающих деактивации',
  },
  columns: {
    naturalId: 'ID',
    title: 'Название',
    publishDate: 'Публикация',
  },
  leaflet: {
    untitled: 'Без названия',
    notSet: 'не задано',
  },
  publish: {
    button: 'Опубликовать акции',
    title: 'Опубликовать акции?',
    toActivate_one: 'Будет активирована {{count}} листовка.',
    toActivate_few: 'Будут активированы {{count}} листовки.',
    toActivate_many: 'Будет активировано {{count}} листовок.',
    toActivate_other: 'Будет активировано {{count}} листовки.',
    toDeactivate_one: 'Будет деактивирована {{count}} листовка.',
    toDeactivate_few: 'Будут деактивированы {{count}} листовки.',
    toDeactivate_many: 'Будет деактивировано {{count}} листовок.',
    toDeactivate_other: 'Будет деактивировано {{count}} листовки.',
    feedNote: 'XML-файлы всех платформ будут обновлены.',
    confirm: 'Опубликовать',
    publishing: 'Публикация…',
    done: 'Опубликовано: активировано {{activated}}, деактивировано {{deactivated}}',
  },
  feeds: {
    heading: 'XML-файлы',
    newTab: '(откроется в новой вкладке)',
    loading: 'Загрузка платформ',
    error: 'Не удалось загрузить платформы.',
  },
};

// Every language has every key (plural suffixes aside), checked at compile time.
type Assert<T extends true> = T;
type _PolishIsComplete = Assert<SameKeys<typeof pl, Texts>>;
type _RussianIsComplete = Assert<SameKeys<typeof ru, Texts>>;

export const publicationLocales = { pl, en, ru } satisfies LocaleBundle;
