import type { LocaleBundle } from '../../shared/i18n/types';

/** Sidebar, navbar and page frame (namespace `layout`). */
export const layoutLocales = {
  en: {
    pageTitle: '[PL] Admin · {{host}}',
    skipToContent: 'Skip to content',
    sidebar: {
      label: 'Main navigation',
      open: 'Open the menu',
      close: 'Close the menu',
      empty: 'No screens of this version are available for your role.',
      backendVersion: 'Back-end {{version}}',
      uiVersion: 'UI {{version}}',
      versionUnknown: 'unknown',
      versions: 'Versions',
    },
    navbar: {
      label: 'Toolbar',
      breadcrumb: 'Breadcrumb',
      enterFullscreen: 'Enter full screen',
      exitFullscreen: 'Exit full screen',
      darkTheme: 'Dark theme',
      userMenu: 'User menu: {{name}}',
      dashboard: 'Dashboard',
      changePassword: 'Change password',
      logout: 'Log out',
    },
    connection: {
      lost: 'The live connection was lost. Reconnecting…',
    },
  },
  pl: {
    pageTitle: '[PL] Admin · {{host}}',
    skipToContent: 'Przejdź do treści',
    sidebar: {
      label: 'Nawigacja główna',
      open: 'Otwórz menu',
      close: 'Zamknij menu',
      empty: 'W tej wersji nie ma ekranów dostępnych dla Twojej roli.',
      backendVersion: 'Back-end {{version}}',
      uiVersion: 'UI {{version}}',
      versionUnknown: 'nieznana',
      versions: 'Wersje',
    },
    navbar: {
      label: 'Pasek narzędzi',
      breadcrumb: 'Ścieżka nawigacji',
      enterFullscreen: 'Pełny ekran',
      exitFullscreen: 'Zamknij pełny ekran',
      darkTheme: 'Ciemny motyw',
      userMenu: 'Menu użytkownika: {{name}}',
      dashboard: 'Pulpit',
      changePassword: 'Zmień hasło',
      logout: 'Wyloguj się',
    },
    connection: {
      lost: 'Utracono połączenie na żywo. Ponowne łączenie…',
    },
  },
  ru: {
    pageTitle: '[PL] Админ · {{host}}',
    skipToContent: 'Перейти к содержимому',
    sidebar: {
      label: 'Главная навигация',
      open: 'Открыть меню',
      close: 'Закрыть меню',
      empty: 'В этой версии нет экранов, доступных для вашей роли.',
      backendVersion: 'Бэкенд {{version}}',
      uiVersion: 'Интерфейс {{version}}',
      versionUnknown: 'неизвестна',
      versions: 'Версии',
    },
    navbar: {
      label: 'Панель инструментов',
      breadcrumb: 'Навигационная цепочка',
      enterFullscreen: 'Полноэкранный режим',
      exitFullscreen: 'Выйти из полноэкранного режима',
      darkTheme: 'Тёмная тема',
      userMenu: 'Меню пользователя: {{name}}',
      dashboard: 'Панель',
      changePassword: 'Сменить пароль',
      logout: 'Выйти',
    },
    connection: {
      lost: 'Соединение в реальном времени потеряно. Переподключение…',
    },
  },
} satisfies LocaleBundle;
