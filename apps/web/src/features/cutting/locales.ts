import type { LocaleBundle, SameKeys } from '../../shared/i18n/types';

/**
 * Texts of a leaflet's page cutting (namespace 'cutting') in Polish, English and Russian. Counted
 * texts use i18next plural suffixes; Polish and Russian need one/few/many/other.
 */
const en = {
  open: 'Pages',
  openLabel: 'Pages of {{naturalId}}',
  title: 'Pages — {{naturalId}}',
  close: 'Close the pages',
  loading: 'Loading the pages',
  error: 'Could not load the pages.',
  upload: {
    label: 'Upload a PDF to cut into pages',
    hint: 'PDF, up to 50 MB.',
    uploading: 'Uploading {{name}}…',
    tooLarge: 'The file is too large (max 50 MB)',
    disabled: 'Offers recognition feature is disabled',
    failed: 'The PDF could not be sent for cutting. Please try again.',
  },
  cutAgain: 'Cut again',
  retryFailed: 'Retry failed pages',
  overall: {
    NONE: 'Not cut into pages yet',
    CHECKING: 'Checking…',
    IN_PROGRESS_one: '{{count}} page in progress',
    IN_PROGRESS_other: '{{count}} pages in progress',
    COMPLETE: 'Complete',
    FAILED_one: 'Failed — {{count}} page',
    FAILED_other: 'Failed — {{count}} pages',
    failedWhole: 'Failed',
  },
  connectionLost: 'Connection to the server lost — progress will resume',
  pages: {
    heading: 'Pages',
    label: 'Page {{number}}: {{status}}',
    alt: 'Page {{number}}',
  },
  viewer: {
    title: 'Page {{number}} of {{total}}',
    previous: 'Previous page',
    next: 'Next page',
    openOriginal: 'Open in a new tab',
    close: 'Close the page',
  },
  conflict: {
    NO_PDF: 'No PDF is stored for this leaflet — upload one.',
    JOB_NOT_RETRYABLE: 'There are no failed pages to retry.',
  },
  actionFailed: 'The request failed. Please try again.',
};

type Texts = typeof en;

const pl = {
  open: 'Strony',
  openLabel: 'Strony gazetki {{naturalId}}',
  title: 'Strony — {{naturalId}}',
  close: 'Zamknij strony',
  loading: 'Wczytywanie stron',
  error: 'Nie udało się wczytać stron.',
  upload: {
    label: 'Wgraj plik PDF, aby podzielić go na strony',
    hint: 'PDF, maks. 50 MB.',
    uploading: 'Wysyłanie {{name}}…',
    tooLarge: 'Plik jest za duży (maks. 50 MB)',
    disabled: 'Funkcja rozpoznawania ofert jest wyłączona',
    failed: 'Nie udało się wysłać pliku PDF do podziału na strony. Spróbuj ponownie.',
  },
  cutAgain: 'Podziel ponownie',
  retryFailed: 'Ponów nieudane strony',
  overall: {
    NONE: 'Jeszcze nie podzielono na strony',
    CHECKING: 'Sprawdzanie…',
    IN_PROGRESS_one: '{{count}} strona w trakcie',
    IN_PROGRESS_few: '{{count}} strony w trakcie',
    IN_PROGRESS_many: '{{count}} stron w trakcie',
    IN_PROGRESS_other: '{{count}} strony w trakcie',
    COMPLETE: 'Gotowe',
    FAILED_one: 'Niepowodzenie — {{count}} strona',
    FAILED_few: 'Niepowodzenie — {{count}} strony',
    FAILED_many: 'Niepowodzenie — {{count}} stron',
    FAILED_other: 'Niepowodzenie — {{count}} strony',
    failedWhole: 'Niepowodzenie',
  },
  connectionLost: 'Utracono połączenie z serwerem — postęp zostanie wznowiony',
  pages: {
    heading: 'Strony',
    label: 'Strona {{number}}: {{status}}',
    alt: 'Strona {{number}}',
  },
  viewer: {
    title: 'Strona {{number}} z {{total}}',
    previous: 'Poprzednia strona',
    next: 'Następna strona',
    openOriginal: 'Otwórz w nowej karcie',
    close: 'Zamknij stronę',
  },
  conflict: {
    NO_PDF: 'Dla tej gazetki nie zapisano pliku PDF — wgraj go.',
    JOB_NOT_RETRYABLE: 'Brak nieudanych stron do ponowienia.',
  },
  actionFailed: 'Żądanie nie powiodło się. Spróbuj ponownie.',
};

const ru = {
  open: 'Страницы',
  openLabel: 'Страницы листовки {{naturalId}}',
  title: 'Страницы — {{naturalId}}',
  close: 'Закрыть страницы',
  loading: 'Загрузка страниц',
  error: 'Не удалось загрузить страницы.',
  upload: {
    label: 'Загрузите PDF, чтобы нарезать его на страницы',
    hint: 'PDF, не более 50 МБ.',
    uploading: 'Загрузка {{name}}…',
    tooLarge: 'Файл слишком большой (не более 50 МБ)',
    disabled: 'Функция распознавания предложений отключена',
    failed: 'Не удалось отправить PDF на нарезку. Попробуйте ещё раз.',
  },
  cutAgain: 'Нарезать заново',
  retryFailed: 'Повторить неудачные страницы',
  overall: {
    NONE: 'Ещё не нарезано на страницы',
    CHECKING: 'Проверка…',
    IN_PROGRESS_one: '{{count}} страница в обработке',
    IN_PROGRESS_few: '{{count}} страницы в обработке',
    IN_PROGRESS_many: '{{count}} страниц в обработке',
    IN_PROGRESS_other: '{{count}} страницы в обработке',
    COMPLETE: 'Готово',
    FAILED_one: 'Сбой — {{count}} страница',
    FAILED_few: 'Сбой — {{count}} страницы',
    FAILED_many: 'Сбой — {{count}} страниц',
    FAILED_other: 'Сбой — {{count}} страницы',
    failedWhole: 'Сбой',
  },
  connectionLost: 'Потеряно соединение с сервером — прогресс возобновится',
  pages: {
    heading: 'Страницы',
    label: 'Страница {{number}}: {{status}}',
    alt: 'Страница {{number}}',
  },
  viewer: {
    title: 'Страница {{number}} из {{total}}',
    previous: 'Предыдущая страница',
    next: 'Следующая страница',
    openOriginal: 'Открыть в новой вкладке',
    close: 'Закрыть страницу',
  },
  conflict: {
    NO_PDF: 'Для этой листовки нет сохранённого PDF — загрузите его.',
    JOB_NOT_RETRYABLE: 'Нет неудачных страниц для повтора.',
  },
  actionFailed: 'Запрос не выполнен. Попробуйте ещё раз.',
};

// Every language has every key (plural suffixes aside), checked at compile time.
type Assert<T extends true> = T;
type _PolishIsComplete = Assert<SameKeys<typeof pl, Texts>>;
type _RussianIsComplete = Assert<SameKeys<typeof ru, Texts>>;

export const cuttingLocales = { pl, en, ru } satisfies LocaleBundle;
