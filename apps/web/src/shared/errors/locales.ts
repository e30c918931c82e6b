import type { LocaleBundle, SameKeys } from '../i18n/types';

/**
 * Every error the app can be answered with, worded from its code and reason (namespace
 * `errorMessages`): describeError picks the text, the server's English message is never shown.
 */
const en = {
  unauthenticated: 'Your session has expired, please sign in again.',
  unauthenticatedReason: {
    BAD_CREDENTIALS: 'Invalid username or password.',
    USER_DISABLED: 'This account is disabled.',
    INVALID_REFRESH_TOKEN: 'Your session has expired, please sign in again.',
  },
  forbidden: 'You do not have permission to do this.',
  notFound: 'The record was not found; it may have been removed.',
  badUserInput: 'Some of the values sent are invalid.',
  invalidFields: 'Some of the values sent are invalid: {{fields}}',
  invalidField: '{{field}}: {{message}}',
  invalidValue: 'invalid value',
  failedToProcess: 'Failed to process the file: send a single .pdf file or one or more .jpg/.png images.',
  conflict: {
    VERSION_MISMATCH: 'Someone else changed this record in the meantime. Reload it to see their changes.',
    PRIORITY_TAKEN: 'There is already leaflet {{naturalId}} with priority {{priority}} on platform {{platform}}.',
    ORDERING_CHANGED: '{{actor}} changed the order in the meantime.',
    ORDERING_CHANGED_BY_SOMEONE: 'The order was changed in the meantime.',
    DUPLICATE_NAME: 'This name is already used.',
    IN_USE: 'The record is in use and cannot be removed.',
    INSERT_IN_USE: 'The insert is used in leaflets and cannot be removed.',
    ALREADY_ARCHIVED: 'Someone else has already archived this record.',
    NOT_ARCHIVED: 'This record is not archived; someone else may have restored it.',
    LEAFLET_EXPIRED: 'The leaflet is no longer valid, so it cannot be restored.',
    JOB_FINISHED: 'The job has already finished.',
    JOB_NOT_RETRYABLE: 'There is nothing to run again in this job.',
    ARTICLE_DATA_STATE: 'The article data has changed and no longer allows this.',
    NO_PDF: 'The leaflet has no PDF to cut.',
    OTHER: 'The record was changed in the meantime; reload it and try again.',
  },
  locked: '{{holder}} is editing this record.',
  lockedBySomeone: 'Someone else is editing this record.',
  featureDisabled: {
    FEATURE_DISABLED: 'This feature is disabled.',
    OFFERS_RECOGNITION_DISABLED: 'Offers recognition feature is disabled.',
  },
  upstreamUnavailable: 'The leaflet service is unavailable, please try again later.',
  tooManyRequests: 'Too many requests, please try again later.',
  tooManyRequestsIn: 'Too many requests, please try again in {{seconds}} s.',
  tooManyAttempts: 'Too many failed sign-in attempts, please try again later.',
  internal: 'An unexpected error occurred on the server.',
  badRequest: 'The request could not be handled. Reload the page and try again.',
  network: 'No connection to the server. Check your connection and try again.',
  unknown: 'Unknown error',
};

const pl = {
  unauthenticated: 'Sesja wygasła, zaloguj się ponownie.',
  unauthenticatedReason: {
    BAD_CREDENTIALS: 'Nieprawidłowa nazwa użytkownika lub hasło.',
    USER_DISABLED: 'To konto jest wyłączone.',
    INVALID_REFRESH_TOKEN: 'Sesja wygasła, zaloguj się ponownie.',
  },
  forbidden: 'Nie masz uprawnień do wykonania tej czynności.',
  notFound: 'Nie znaleziono rekordu; mógł zostać usunięty.',
  badUserInput: 'Niektóre przesłane wartości są nieprawidłowe.',
  invalidFields: 'Niektóre przesłane wartości są nieprawidłowe: {{fields}}',
  invalidField: '{{field}}: {{message}}',
  invalidValue: 'nieprawidłowa wartość',
  failedToProcess: 'Nie udało się przetworzyć pliku: wyślij jeden plik .pdf albo jeden lub więcej obrazów .jpg/.png.',
  conflict: {
    VERSION_MISMATCH: 'Ktoś inny zmienił ten rekord w międzyczasie. Wczytaj go ponownie, aby zobaczyć zmiany.',
    PRIORITY_TAKEN: 'Istnieje już gazetka {{naturalId}} z priorytetem {{priority}} na platformie {{platform}}.',
    ORDERING_CHANGED: '{{actor}} w międzyczasie zmienił(a) kolejność.',
    ORDERING_CHANGED_BY_SOMEONE: 'Kolejność zmieniła się w międzyczasie.',
    DUPLICATE_NAME: 'Ta nazwa jest już używana.',
    IN_USE: 'Rekord jest używany i nie można go usunąć.',
    INSERT_IN_USE: 'Wkładka jest używana w gazetkach i nie można jej usunąć.',
    ALREADY_ARCHIVED: 'Ktoś inny już zarchiwizował ten rekord.',
    NOT_ARCHIVED: 'Ten rekord nie jest zarchiwizowany; ktoś inny mógł go przywrócić.',
    LEAFLET_EXPIRED: 'Gazetka nie jest już ważna, więc nie można jej przywrócić.',
    JOB_FINISHED: 'Zadanie już się zakończyło.',
    JOB_NOT_RETRYABLE: 'W tym zadaniu nie ma nic do ponowienia.',
    ARTICLE_DATA_STATE: 'Dane artykułów zmieniły się i nie pozwalają już na tę operację.',
    NO_PDF: 'Gazetka nie ma pliku PDF do pocięcia.',
    OTHER: 'Rekord zmienił się w międzyczasie; wczytaj go ponownie i spróbuj jeszcze raz.',
  },
  locked: '{{holder}} edytuje ten rekord.',
  lockedBySomeone: 'Ktoś inny edytuje ten rekord.',
  featureDisabled: {
    FEATURE_DISABLED: 'Ta funkcja jest wyłączona.',
    OFFERS_RECOGNITION_DISABLED: 'Funkcja rozpoznawania ofert jest wyłączona.',
  },
  upstreamUnavailable: 'Serwis gazetek jest niedostępny, spróbuj ponownie później.',
  tooManyRequests: 'Zbyt wiele żądań, spróbuj ponownie później.',
  tooManyRequestsIn: 'Zbyt wiele żądań, spróbuj ponownie za {{seconds}} s.',
  tooManyAttempts: 'Zbyt wiele nieudanych prób logowania, spróbuj ponownie później.',
  internal: 'Wystąpił nieoczekiwany błąd serwera.',
  badRequest: 'Nie udało się obsłużyć żądania. Odśwież stronę i spróbuj ponownie.',
  network: 'Brak połączenia z serwerem. Sprawdź połączenie i spróbuj ponownie.',
  unknown: 'Nieznany błąd',
};

const ru = {
  unauthenticated: 'Сеанс истёк, войдите снова.',
  unauthenticatedReason: {
    BAD_CREDENTIALS: 'Неверное имя пользователя или пароль.',
    USER_DISABLED: 'Эта учётная запись отключена.',
    INVALID_REFRESH_TOKEN: 'Сеанс истёк, войдите снова.',
  },
  forbidden: 'У вас нет прав на это действие.',
  notFound: 'Запись не найдена; возможно, она была удалена.',
  badUserInput: 'Некоторые отправленные значения неверны.',
  invalidFields: 'Некоторые отправленные значения неверны: {{fields}}',
  invalidField: '{{field}}: {{message}}',
  invalidValue: 'неверное значение',
  failedToProcess: 'Не удалось обработать файл: отправьте один файл .pdf или одно или несколько изображений .jpg/.png.',
  conflict: {
    VERSION_MISMATCH: 'Кто-то другой изменил эту запись за это время. Загрузите её заново, чтобы увидеть изменения.',
    PRIORITY_TAKEN: 'Уже есть листовка {{naturalId}} с приоритетом {{priority}} на платформе {{platform}}.',
    ORDERING_CHANGED: '{{actor}} за это время изменил(а) порядок.',
    ORDERING_CHANGED_BY_SOMEONE: 'Порядок за это время изменился.',
    DUPLICATE_NAME: 'Это имя уже используется.',
    IN_USE: 'Запись используется, её нельзя удалить.',
    INSERT_IN_USE: 'Вставка используется в листовках, её нельзя удалить.',
    ALREADY_ARCHIVED: 'Кто-то другой уже архивировал эту запись.',
    NOT_ARCHIVED: 'Эта запись не в архиве; возможно, её уже восстановил кто-то другой.',
    LEAFLET_EXPIRED: 'Листовка больше не действует, поэтому её нельзя восстановить.',
    JOB_FINISHED: 'Задание уже завершено.',
    JOB_NOT_RETRYABLE: 'В этом задании нечего повторять.',
    ARTICLE_DATA_STATE: 'Данные артикулов изменились и больше не допускают это действие.',
    NO_PDF: 'У листовки нет PDF для нарезки.',
    OTHER: 'Запись за это время изменилась; загрузите её заново и попробуйте ещё раз.',
  },
  locked: '{{holder}} редактирует эту запись.',
  lockedBySomeone: 'Эту запись редактирует кто-то другой.',
  featureDisabled: {
    FEATURE_DISABLED: 'Эта функция отключена.',
    OFFERS_RECOGNITION_DISABLED: 'Функция распознавания предложений отключена.',
  },
  upstreamUnavailable: 'Сервис листовок недоступен, попробуйте позже.',
  tooManyRequests: 'Слишком много запросов, попробуйте позже.',
  tooManyRequestsIn: 'Слишком много запросов, попробуйте снова через {{seconds}} с.',
  tooManyAttempts: 'Слишком много неудачных попыток входа, попробуйте позже.',
  internal: 'На сервере произошла непредвиденная ошибка.',
  badRequest: 'Не удалось обработать запрос. Обновите страницу и попробуйте снова.',
  network: 'Нет соединения с сервером. Проверьте подключение и попробуйте снова.',
  unknown: 'Неизвестная ошибка',
};

// Every language has every key, checked at compile time.
type Assert<T extends true> = T;
type _PolishIsComplete = Assert<SameKeys<typeof pl, typeof en>>;
type _RussianIsComplete = Assert<SameKeys<typeof ru, typeof en>>;

export const errorMessagesLocales = { en, pl, ru } satisfies LocaleBundle;
