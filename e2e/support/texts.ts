import { polishPluralForm } from '@flyerdesk/domain/plural';
/**
 * What a person reads on screen, in the default language (Polish) and in English, for the texts the
 * end-to-end tests look for.
 */
export const PL = {
  usernameField: 'Nazwa użytkownika',
  passwordField: 'Hasło',
  loginButton: 'Zaloguj się',
  loginHeading: 'Logowanie',
  wrongCredentials: 'Nieprawidłowa nazwa użytkownika lub hasło.',
  disabledAccount: 'To konto jest zablokowane. Skontaktuj się z administratorem.',
  sessionLost: 'Sesja wygasła. Zaloguj się ponownie.',
  verificationFailed: 'Weryfikacja nie powiodła się, zaloguj się ponownie.',
  sidebar: 'Nawigacja główna',
  sidebarEmpty: 'W tej wersji nie ma ekranów dostępnych dla Twojej roli.',
  darkTheme: 'Ciemny motyw',
  languageMenu: 'Język: Polski',
  userMenu: (name: string) => `Menu użytkownika: ${name}`,
  dashboardMenuItem: 'Pulpit',
  changePasswordMenuItem: 'Zmień hasło',
  logoutMenuItem: 'Wyloguj się',
  dashboardHeading: 'Pulpit',
  notificationsHeading: 'Powiadomienia selektywne',
  recipesHeading: 'Kucharze i przepisy',
  reelsHeading: 'Rolki',
  passwordHeading: 'Zmiana hasła',
  notFoundHeading: 'Nie znaleziono strony',
  notAvailableHeading: 'Jeszcze niedostępne',
  notAvailableText: 'Ten ekran nie jest jeszcze dostępny w tej wersji.',
  shopsList: 'Sklepy',
  leafletsTable: (shop: string) => `Gazetki sklepu ${shop}`,
  summary: {
    active: 'Aktywne',
    inactive: 'Nieaktywne',
    readyForActivation: 'Do aktywacji',
    readyForDeactivation: 'Do dezaktywacji',
  },
  untilEndOfSupply: 'do wyczerpania zapasów',
  visible: 'widoczna',
  hidden: 'ukryta',
  status: {
    INACTIVE: 'Nieaktywna',
    READY_FOR_ACTIVATION: 'Gotowa do aktywacji',
    ACTIVE: 'Aktywna',
    READY_FOR_DISACTIVATION: 'Gotowa do dezaktywacji',
    DELETED: 'Usunięta',
    IMPORTED: 'Zaimportowana',
  },
  xmloffers: {
    rowLabel: (position: number, naturalId: string) => `Pozycja ${position}: ${naturalId}`,
    moveHandle: (naturalId: string) => `Przesuń ${naturalId}`,
    priorityField: (naturalId: string) => `Priorytet gazetki ${naturalId}`,
    presenceYou: (username: string) => `${username} (ty)`,
    moving: (username: string, naturalId: string) => `${username} przesuwa ${naturalId}…`,
    movingRow: (username: string) => `${username} przesuwa tę gazetkę`,
    moved: (actor: string, storeName: string, naturalId: string, priority: number) =>
      `${actor} przesunął(-ęła) ${storeName} ${naturalId} na #${priority}`,
    displaced: (naturalId: string) => `w miejsce ${naturalId}`,
    priorityTaken: (naturalId: string, priority: number, platform: string) =>
      `Istnieje już gazetka ${naturalId} z priorytetem ${priority} na platformie ${platform}.`,
    dragOver: (naturalId: string, position: number, total: number) => `${naturalId} jest nad pozycją ${position} z ${total}.`,
    dropped: (naturalId: string, position: number, total: number) => `Upuszczono ${naturalId} na pozycji ${position} z ${total}.`,
    dragCancelled: (naturalId: string, position: number) => `Przesuwanie anulowane. ${naturalId} zostaje na pozycji ${position}.`,
    overwrite: 'Nadpisz',
    reapply: 'Zastosuj moją zmianę ponownie',
    close: 'Zamknij',
  },
} as const;

export const EN = {
  languageMenuItem: 'ENG · English',
  languageMenu: 'Language: English',
  languageChanged: 'Language changed to English',
  sidebar: 'Main navigation',
  darkTheme: 'Dark theme',
  userMenu: (name: string) => `User menu: ${name}`,
  dashboardHeading: 'Dashboard',
  notificationsHeading: 'Selective notifications',
  recipesHeading: 'Cooks and recipes',
  reelsHeading: 'Reels',
  notAvailableHeading: 'Not available yet',
} as const;

/** Polish word forms of "leaflet" after a number, by the form of spec §9's rule (polishPluralForm: 0, 1, 2–4, else). */
const LEAFLET_FORMS = ['gazetek', 'gazetka', 'gazetki', 'gazetek'] as const;
/** Polish word forms of "shop" after a number, by the form of spec §9's rule. */
const SHOP_FORMS = ['sklepów', 'sklep', 'sklepy', 'sklepów'] as const;

/** "13 gazetek", "2 gazetki", "1 gazetka". */
export function leafletCountPl(count: number): string {
  return `${count} ${LEAFLET_FORMS[polishPluralForm(count)]}`;
}

/** "8 sklepów", "3 sklepy", "1 sklep". */
export function shopCountPl(count: number): string {
  return `${count} ${SHOP_FORMS[polishPluralForm(count)]}`;
}
