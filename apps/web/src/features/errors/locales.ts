import type { LocaleBundle } from '../../shared/i18n/types';

/** Error pages, the error boundary and the error log (namespace `errors`). */
export const errorsLocales = {
  en: {
    notFound: { title: 'Page not found', text: 'The page you are looking for does not exist.', home: 'Go to the start page' },
    unauthorized: {
      title: 'No access',
      text: 'You are not allowed to open this page.',
      home: 'Go to the start page',
    },
    notAvailable: {
      title: 'Not available yet',
      text: 'This screen is not available in this version yet.',
    },
    boundary: {
      title: 'Something went wrong on this screen',
      text: 'The error was added to the error log.',
      retry: 'Try again',
      openLog: 'Open the error log',
    },
    log: {
      open: 'Error log',
      openWithCount: 'Error log ({{count}})',
      title: 'Error log',
      empty: 'No errors were recorded.',
      clear: 'Clear the log',
      message: 'Message',
      info: 'Info',
      url: 'Url',
      stack: 'Stack',
      operation: 'Operation: {{name}}',
      anonymous: '(without a name)',
      code: 'Code: {{code}}',
      traceId: 'Trace id: {{traceId}}',
    },
  },
  pl: {
    notFound: { title: 'Nie znaleziono strony', text: 'Strona, której szukasz, nie istnieje.', home: 'Przejdź do strony startowej' },
    unauthorized: {
      title: 'Brak dostępu',
      text: 'Nie masz uprawnień do otwarcia tej strony.',
      home: 'Przejdź do strony startowej',
    },
    notAvailable: {
      title: 'Jeszcze niedostępne',
      text: 'Ten ekran nie jest jeszcze dostępny w tej wersji.',
    },
    boundary: {
      title: 'Na tym ekranie wystąpił błąd',
      text: 'Błąd został dodany do dziennika błędów.',
      retry: 'Spróbuj ponownie',
      openLog: 'Otwórz dziennik błędów',
    },
    log: {
      open: 'Dziennik błędów',
      openWithCount: 'Dziennik błędów ({{count}})',
      title: 'Dziennik błędów',
      empty: 'Nie zarejestrowano żadnych błędów.',
      clear: 'Wyczyść dziennik',
      message: 'Komunikat',
      info: 'Informacje',
      url: 'Adres',
      stack: 'Stos wywołań',
      operation: 'Operacja: {{name}}',
      anonymous: '(bez nazwy)',
      code: 'Kod: {{code}}',
      traceId: 'Identyfikator śledzenia: {{traceId}}',
    },
  },
  ru: {
    notFound: { title: 'Страница не найдена', text: 'Запрошенная страница не существует.', home: 'Перейти на стартовую страницу' },
    unauthorized: {
      title: 'Нет доступа',
      text: 'У вас нет прав на открытие этой страницы.',
      home: 'Перейти на стартовую страницу',
    },
    notAvailable: {
      title: 'Пока недоступно',
      text: 'Этот экран пока недоступен в этой версии.',
    },
    boundary: {
      title: 'На этом экране произошла ошибка',
      text: 'Ошибка добавлена в журнал ошибок.',
      retry: 'Повторить',
      openLog: 'Открыть журнал ошибок',
    },
    log: {
      open: 'Журнал ошибок',
      openWithCount: 'Журнал ошибок ({{count}})',
      title: 'Журнал ошибок',
      empty: 'Ошибок не зарегистрировано.',
      clear: 'Очистить журнал',
      message: 'Сообщение',
      info: 'Информация',
      url: 'Адрес',
      stack: 'Стек',
      operation: 'Операция: {{name}}',
      anonymous: '(без имени)',
      code: 'Код: {{code}}',
      traceId: 'Идентификатор трассировки: {{traceId}}',
    },
  },
} satisfies LocaleBundle;
