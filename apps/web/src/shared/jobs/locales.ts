import type { LocaleBundle, SameKeys } from '../i18n/types';

/**
 * Texts shared by every job screen (namespace 'jobs'): job and step statuses, job kinds, what a job
 * works on, why it failed, and its progress, in Polish, English and Russian.
 */
const en = {
  status: {
    PENDING: 'Pending',
    QUEUED: 'Queued',
    STARTED: 'Started',
    PROCESSING: 'Processing',
    RETRYING: 'Retrying',
    SUCCESS: 'Success',
    FAILED: 'Failed',
    CANCELLED: 'Cancelled',
  },
  kind: {
    ARTICLES_IMPORT: 'Import of article data',
    CRAWL: 'Crawler run',
    PAGE_CUT: 'Page cutting',
    LINK_SWAP: 'Link swap',
    NOTIFICATION_SEND: 'Notification send',
    LEAFLET_FROM_ZIP: 'Leaflet from a ZIP archive',
    LEAFLET_PDF: 'PDF of a leaflet',
  },
  title: {
    ARTICLES_IMPORT: 'Import of article data',
    CRAWL: 'Crawler run — {{sourceName}}',
    PAGE_CUT: 'Page cutting — {{leafletNaturalId}} ({{storeName}})',
    PAGE_CUT_WITHOUT_STORE: 'Page cutting — {{leafletNaturalId}}',
    LINK_SWAP: 'Link swap — {{leafletNaturalId}}',
    NOTIFICATION_SEND: 'Notification send — {{subject}}',
    LEAFLET_FROM_ZIP: 'Leaflet from a ZIP archive — {{leafletNaturalId}} ({{storeName}})',
    LEAFLET_FROM_ZIP_WITHOUT_STORE: 'Leaflet from a ZIP archive — {{leafletNaturalId}}',
    LEAFLET_PDF: 'PDF of a leaflet — {{leafletNaturalId}} ({{storeName}})',
    LEAFLET_PDF_WITHOUT_STORE: 'PDF of a leaflet — {{leafletNaturalId}}',
  },
  channel: {
    NEW_OFFERS_NOTIFICATION: 'New offers',
    NEW_OFFERS_NOTIFICATION_WITH_CUSTOM_TEXT: 'New offers with custom text',
    NEW_OFFERS_NOTIFICATION_EXTENDED: 'New offers, extended',
    PROMOTIONAL_NOTIFICATION_EXTENDED: 'Promotional, extended',
  },
  stepStatus: {
    PENDING: 'Waiting',
    IN_PROGRESS: 'In progress',
    SUCCESS: 'Done',
    FAILED: 'Failed',
  },
  errorCode: {
    FETCH_ERROR: 'Fetching error. Please try again later.',
    SOURCE_INVALID: 'The source returned data in an unexpected format.',
    SOURCE_REFUSED: 'The source was refused: its address is not allowed (a local or private network) or its answer is too large.',
    PDF_INVALID: 'The file is not a readable PDF.',
    RENDER_ERROR: 'The page could not be rendered.',
    PAGE_TOO_LARGE: 'The page is too large to render.',
    RENDER_TIMEOUT: 'Rendering the page took too long.',
    INTERRUPTED: 'The job was interrupted too many times.',
    INTERNAL: 'Unexpected error. Please try again later.',
  },
  progress: {
    label: 'Progress: {{title}}',
    count: '{{done}} / {{total}}',
    unknownTotal: '{{done}} / ?',
    retrying: 'Attempt {{attempt}} of {{maxAttempts}} — next try at {{time}}',
    failed: 'Failed: {{reason}}',
  },
};

type Texts = typeof en;

const pl = {
  status: {
    PENDING: 'Oczekuje',
    QUEUED: 'W kolejce',
    STARTED: 'Rozpoczęte',
    PROCESSING: 'W trakcie',
    RETRYING: 'Ponawianie',
    SUCCESS: 'Sukces',
    FAILED: 'Nieudane',
    CANCELLED: 'Anulowane',
  },
  kind: {
    ARTICLES_IMPORT: 'Import danych artykułów',
    CRAWL: 'Przebieg crawlera',
    PAGE_CUT: 'Cięcie stron',
    LINK_SWAP: 'Podmiana linku',
    NOTIFICATION_SEND: 'Wysyłka powiadomienia',
    LEAFLET_FROM_ZIP: 'Gazetka z archiwum ZIP',
    LEAFLET_PDF: 'PDF gazetki',
  },
  title: {
    ARTICLES_IMPORT: 'Import danych artykułów',
    CRAWL: 'Przebieg crawlera — {{sourceName}}',
    PAGE_CUT: 'Cięcie stron — {{leafletNaturalId}} ({{storeName}})',
    PAGE_CUT_WITHOUT_STORE: 'Cięcie stron — {{leafletNaturalId}}',
    LINK_SWAP: 'Podmiana linku — {{leafletNaturalId}}',
    NOTIFICATION_SEND: 'Wysyłka powiadomienia — {{subject}}',
    LEAFLET_FROM_ZIP: 'Gazetka z archiwum ZIP — {{leafletNaturalId}} ({{storeName}})',
    LEAFLET_FROM_ZIP_WITHOUT_STORE: 'Gazetka z archiwum ZIP — {{leafletNaturalId}}',
    LEAFLET_PDF: 'PDF gazetki — {{leafletNaturalId}} ({{storeName}})',
    LEAFLET_PDF_WITHOUT_STORE: 'PDF gazetki — {{leafletNaturalId}}',
  },
  channel: {
    NEW_OFFERS_NOTIFICATION: 'Nowe oferty',
    NEW_OFFERS_NOTIFICATION_WITH_CUSTOM_TEXT: 'Nowe oferty z własnym tekstem',
    NEW_OFFERS_NOTIFICATION_EXTENDED: 'Nowe oferty, rozszerzone',
    PROMOTIONAL_NOTIFICATION_EXTENDED: 'Promocyjne, rozszerzone',
  },
  stepStatus: {
    PENDING: 'Oczekuje',
    IN_PROGRESS: 'W trakcie',
    SUCCESS: 'Gotowe',
    FAILED: 'Błąd',
  },
  errorCode: {
    FETCH_ERROR: 'Błąd pobierania. Spróbuj ponownie później.',
    SOURCE_INVALID: 'Źródło zwróciło dane w nieoczekiwanym formacie.',
    SOURCE_REFUSED: 'Źródło zostało odrzucone: jego adres jest niedozwolony (sieć lokalna lub prywatna) albo odpowiedź jest zbyt duża.',
    PDF_INVALID: 'Plik nie jest poprawnym plikiem PDF.',
    RENDER_ERROR: 'Nie udało się wygenerować strony.',
    PAGE_TOO_LARGE: 'Strona jest zbyt duża, by ją wygenerować.',
    RENDER_TIMEOUT: 'Generowanie strony trwało zbyt długo.',
    INTERRUPTED: 'Zadanie zostało przerwane zbyt wiele razy.',
    INTERNAL: 'Nieoczekiwany błąd. Spróbuj ponownie później.',
  },
  progress: {
    label: 'Postęp: {{title}}',
    count: '{{done}} / {{total}}',
    unknownTotal: '{{done}} / ?',
    retrying: 'Próba {{attempt}} z {{maxAttempts}} — kolejna o {{time}}',
    failed: 'Niepowodzenie: {{reason}}',
  },
};

const ru = {
  status: {
    PENDING: 'Ожидает',
    QUEUED: 'В очереди',
    STARTED: 'Запущено',
    PROCESSING: 'Выполняется',
    RETRYING: 'Повтор',
    SUCCESS: 'Успешно',
    FAILED: 'Ошибка',
    CANCELLED: 'Отменено',
  },
  kind: {
    ARTICLES_IMPORT: 'Импорт данных артикулов',
    CRAWL: 'Запуск краулера',
    PAGE_CUT: 'Нарезка страниц',
    LINK_SWAP: 'Замена ссылки',
    NOTIFICATION_SEND: 'Отправка уведомления',
    LEAFLET_FROM_ZIP: 'Листовка из ZIP-архива',
    LEAFLET_PDF: 'PDF листовки',
  },
  title: {
    ARTICLES_IMPORT: 'Импорт данных артикулов',
    CRAWL: 'Запуск краулера — {{sourceName}}',
    PAGE_CUT: 'Нарезка страниц — {{leafletNaturalId}} ({{storeName}})',
    PAGE_CUT_WITHOUT_STORE: 'Нарезка страниц — {{leafletNaturalId}}',
    LINK_SWAP: 'Замена ссылки — {{leafletNaturalId}}',
    NOTIFICATION_SEND: 'Отправка уведомления — {{subject}}',
    LEAFLET_FROM_ZIP: 'Листовка из ZIP-архива — {{leafletNaturalId}} ({{storeName}})',
    LEAFLET_FROM_ZIP_WITHOUT_STORE: 'Листовка из ZIP-архива — {{leafletNaturalId}}',
    LEAFLET_PDF: 'PDF листовки — {{leafletNaturalId}} ({{storeName}})',
    LEAFLET_PDF_WITHOUT_STORE: 'PDF листовки — {{leafletNaturalId}}',
  },
  channel: {
    NEW_OFFERS_NOTIFICATION: 'Новые предложения',
    NEW_OFFERS_NOTIFICATION_WITH_CUSTOM_TEXT: 'Новые предложения со своим текстом',
    NEW_OFFERS_NOTIFICATION_EXTENDED: 'Новые предложения, расширенные',
    PROMOTIONAL_NOTIFICATION_EXTENDED: 'Рекламные, расширенные',
  },
  stepStatus: {
    PENDING: 'Ожидает',
    IN_PROGRESS: 'Обрабатывается',
    SUCCESS: 'Готово',
    FAILED: 'Ошибка',
  },
  errorCode: {
    FETCH_ERROR: 'Ошибка загрузки. Попробуйте позже.',
    SOURCE_INVALID: 'Источник вернул данные в неожиданном формате.',
    SOURCE_REFUSED: 'Источник отклонён: его адрес не разрешён (локальная или частная сеть) или его ответ слишком велик.',
    PDF_INVALID: 'Файл не является читаемым PDF.',
    RENDER_ERROR: 'Не удалось отрисовать страницу.',
    PAGE_TOO_LARGE: 'Страница слишком большая для отрисовки.',
    RENDER_TIMEOUT: 'Отрисовка страницы заняла слишком много времени.',
    INTERRUPTED: 'Задание прерывалось слишком много раз.',
    INTERNAL: 'Непредвиденная ошибка. Попробуйте позже.',
  },
  progress: {
    label: 'Прогресс: {{title}}',
    count: '{{done}} / {{total}}',
    unknownTotal: '{{done}} / ?',
    retrying: 'Попытка {{attempt}} из {{maxAttempts}} — следующая в {{time}}',
    failed: 'Сбой: {{reason}}',
  },
};

// Every language has every key (plural suffixes aside), checked at compile time.
type Assert<T extends true> = T;
type _PolishIsComplete = Assert<SameKeys<typeof pl, Texts>>;
type _RussianIsComplete = Assert<SameKeys<typeof ru, Texts>>;

export const jobsLocales = { pl, en, ru } satisfies LocaleBundle;
