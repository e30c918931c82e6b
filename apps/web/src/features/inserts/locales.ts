import type { LocaleBundle, SameKeys } from '../../shared/i18n/types';

/** Texts of the inserts screen (namespace 'inserts'). */
const en = {
  title: 'Inserts',
  tableLabel: 'Inserts',
  empty: 'No inserts yet',
  new: 'New insert',
  newTitle: 'New insert',
  noPlatforms: 'none',
  columns: {
    insertName: 'Technical name',
    description: 'Description',
    validFrom: 'Valid from',
    validTo: 'Valid to',
    platforms: 'Platforms',
    usedBy: 'Used on pages',
  },
  fields: {
    insertName: 'Technical name',
    description: 'Description',
    image: 'Image',
    redirectUrl: 'Redirect link',
    longUrl: 'Long (tracking) link',
    validFrom: 'Valid from',
    validTo: 'Valid to',
    platforms: 'Show on',
    showOn: 'Show on {{platform}}',
  },
  imageHint: 'JPG or PNG; uploaded when the insert is created',
  imageOf: 'Image of {{name}}',
  imageFailed: 'The insert was created, but its image was not saved: {{reason}}. Choose the image again in the insert.',
  archivedNoUpload: 'Restore the insert to change its image',
};

type Texts = typeof en;

const pl: Texts = {
  title: 'Wkładki',
  tableLabel: 'Wkładki',
  empty: 'Nie ma jeszcze wkładek',
  new: 'Nowa wkładka',
  newTitle: 'Nowa wkładka',
  noPlatforms: 'brak',
  columns: {
    insertName: 'Nazwa techniczna',
    description: 'Opis',
    validFrom: 'Ważna od',
    validTo: 'Ważna do',
    platforms: 'Platformy',
    usedBy: 'Użyta na stronach',
  },
  fields: {
    insertName: 'Nazwa techniczna',
    description: 'Opis',
    image: 'Obraz',
    redirectUrl: 'Link przekierowania',
    longUrl: 'Długi link (śledzący)',
    validFrom: 'Ważna od',
    validTo: 'Ważna do',
    platforms: 'Pokazuj na',
    showOn: 'Pokazuj na {{platform}}',
  },
  imageHint: 'JPG lub PNG; wysyłany po utworzeniu wkładki',
  imageOf: 'Obraz wkładki {{name}}',
  imageFailed: 'Wkładka została utworzona, ale jej obraz nie został zapisany: {{reason}}. Wybierz obraz ponownie przy wkładce.',
  archivedNoUpload: 'Przywróć wkładkę, aby zmienić jej obraz',
};

const ru: Texts = {
  title: 'Вставки',
  tableLabel: 'Вставки',
  empty: 'Вставок пока нет',
  new: 'Новая вставка',
  newTitle: 'Новая вставка',
  noPlatforms: 'нет',
  columns: {
    insertName: 'Техническое имя',
    description: 'Описание',
    validFrom: 'Действует с',
    validTo: 'Действует до',
    platforms: 'Платформы',
    usedBy: 'Используется на страницах',
  },
  fields: {
    insertName: 'Техническое имя',
    description: 'Описание',
    image: 'Изображение',
    redirectUrl: 'Ссылка перенаправления',
    longUrl: 'Длинная (отслеживающая) ссылка',
    validFrom: 'Действует с',
    validTo: 'Действует до',
    platforms: 'Показывать на',
    showOn: 'Показывать на {{platform}}',
  },
  imageHint: 'JPG или PNG; загружается после создания вставки',
  imageOf: 'Изображение вставки {{name}}',
  imageFailed: 'Вставка создана, но её изображение не сохранено: {{reason}}. Выберите изображение ещё раз во вставке.',
  archivedNoUpload: 'Восстановите вставку, чтобы сменить изображение',
};

// Every language has every key, checked at compile time.
type Assert<T extends true> = T;
type _PolishIsComplete = Assert<SameKeys<typeof pl, Texts>>;
type _RussianIsComplete = Assert<SameKeys<typeof ru, Texts>>;

export const insertsLocales = { pl, en, ru } satisfies LocaleBundle;
