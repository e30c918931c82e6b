import { VALIDATION_MESSAGES_EN, type ValidationKey } from '@flyerdesk/domain/validation/messages';
import type { LocaleBundle, Translations } from './types';

/** Nests flat keys (`validation.required`) so i18next finds them with its `.` key separator. */
export function nestKeys(flat: Readonly<Record<string, string>>): Translations {
  const root: Translations = {};
  for (const [key, text] of Object.entries(flat)) {
    const parts = key.split('.');
    let node = root;
    parts.slice(0, -1).forEach((part) => {
      const next = node[part];
      if (typeof next === 'object') {
        node = next;
      } else {
        const created: Translations = {};
        node[part] = created;
        node = created;
      }
    });
    node[parts[parts.length - 1] ?? key] = text;
  }
  return root;
}

const PL: Record<ValidationKey, string> = {
  'validation.invalid': 'Nieprawidłowa wartość',
  'validation.required': 'To pole jest wymagane',
  'validation.minLength': 'Wpisz co najmniej {{min}} znaków',
  'validation.maxLength': 'Wpisz najwyżej {{max}} znaków',
  'validation.storeWebId': "Dozwolone są tylko małe litery, cyfry i '-'",
  'validation.uuid': 'To musi być prawidłowy identyfikator',
  'validation.boolean': 'Wybierz tak lub nie',
  'validation.list': 'To musi być lista',
  'validation.date': 'Wpisz prawidłową datę',
  'validation.dateTime': 'Wpisz prawidłową datę i godzinę',
  'validation.status': 'Wybierz jeden z dozwolonych statusów',
  'validation.priority': 'Priorytet musi być liczbą całkowitą od 1 do {{max}} (0 lub puste usuwa go)',
  'validation.naturalNumber': 'To musi być liczba całkowita większa od 0',
  'validation.validToExpired': 'Data końcowa już minęła',
  'validation.validToBeforeValidFrom': 'Data końcowa nie może być wcześniejsza niż początkowa',
  'validation.publishDatePast': 'Data publikacji nie może być w przeszłości',
  'validation.passwordMin': 'Hasło musi mieć co najmniej {{min}} znaków',
  'validation.passwordsMatch': 'Hasła nie są takie same',
  'validation.currentPasswordWrong': 'Obecne hasło jest nieprawidłowe',
  'validation.duplicateName': 'Ta nazwa jest już używana',
  'validation.leafletNotFound': 'Nie znaleziono gazetki o tym identyfikatorze',
  'validation.pdfRequired': 'Wybierz plik PDF',
  'validation.insertName': "Dozwolone są tylko litery, cyfry, '-' i '_'",
  'validation.url': 'Wpisz prawidłowy link (np. https://www.example.com)',
  'validation.duplicateLink': 'Ten link jest już na liście',
  'validation.positions': 'Wpisz strony jako listę po przecinku z zakresami, np. 2,5-12',
  'validation.positionZero': 'Pozycje stron zaczynają się od 1',
  'validation.positionDuplicate': 'Pozycja {{position}} występuje więcej niż raz',
  'validation.positionRange': 'Zakres biegnie od niższej do wyższej pozycji ({{position}})',
  'validation.positionMax': 'Pozycje mogą sięgać najwyżej {{max}}',
  'validation.positionTaken': 'Na pozycji {{position}} jest już wkładka',
  'validation.momentPast': 'Termin nie może być w przeszłości',
  'validation.platformRequired': 'Wybierz co najmniej jedną platformę',
  'validation.areaMinSize': 'Obszar musi mieć co najmniej {{min}} × {{min}} px',
  'validation.areaOutsidePage': 'Obszar musi leżeć w obrębie obrazu strony',
  'validation.pageNumber': 'Wybierz stronę od 1 do {{max}}',
  'validation.nonNegative': 'Liczba nie może być mniejsza od 0',
  'validation.color': 'Wpisz kolor w formacie #rrggbb',
  'validation.currency': 'Wpisz walutę jako trzy litery, np. PLN',
  'validation.role': 'Wybierz jedną z ról',
  'validation.notificationChannel': 'Wybierz jeden z kanałów powiadomień',
  'validation.notificationChannelRequired': 'Wybierz co najmniej jeden kanał powiadomień',
  'validation.listMax': 'Podaj najwyżej {{max}} pozycji',
  'validation.notificationTitleMustBeEmpty': 'Powiadomienia o nowych ofertach nie mają własnego tytułu: zostaw to pole puste',
  'validation.notificationTarget': 'Wybierz co najmniej jeden sklep lub grupę',
  'validation.deepLink': 'Podaj link do aplikacji (np. app://leaflet/123) lub link do strony',
  'validation.geolocationFormat': 'Wiersz {{line}}: podaj szerokość, długość i promień (np. 52.23, 21.01, 5)',
  'validation.latitude': 'Wiersz {{line}}: szerokość geograficzna musi mieścić się w zakresie od -90 do 90',
  'validation.longitude': 'Wiersz {{line}}: długość geograficzna musi mieścić się w zakresie od -180 do 180',
  'validation.radius': 'Wiersz {{line}}: promień musi być większy od 0',
  'validation.storeNotFound': 'Nie znaleziono sklepu o tym identyfikatorze',
};

const RU: Record<ValidationKey, string> = {
  'validation.invalid': 'Недопустимое значение',
  'validation.required': 'Это поле обязательно',
  'validation.minLength': 'Введите не менее {{min}} символов',
  'validation.maxLength': 'Введите не более {{max}} символов',
  'validation.storeWebId': "Допустимы только строчные буквы, цифры и '-'",
  'validation.uuid': 'Должен быть корректный идентификатор',
  'validation.boolean': 'Выберите да или нет',
  'validation.list': 'Должен быть список',
  'validation.date': 'Введите корректную дату',
  'validation.dateTime': 'Введите корректные дату и время',
  'validation.status': 'Выберите один из допустимых статусов',
  'validation.priority': 'Приоритет должен быть целым числом от 1 до {{max}} (0 или пусто — сбросить)',
  'validation.naturalNumber': 'Должно быть целое число больше 0',
  'validation.validToExpired': 'Дата окончания уже прошла',
  'validation.validToBeforeValidFrom': 'Дата окончания не может быть раньше даты начала',
  'validation.publishDatePast': 'Дата публикации не может быть в прошлом',
  'validation.passwordMin': 'Пароль должен содержать не менее {{min}} символов',
  'validation.passwordsMatch': 'Пароли не совпадают',
  'validation.currentPasswordWrong': 'Текущий пароль неверен',
  'validation.duplicateName': 'Это имя уже используется',
  'validation.leafletNotFound': 'Буклет с таким идентификатором не найден',
  'validation.pdfRequired': 'Выберите файл PDF',
  'validation.insertName': "Допустимы только буквы, цифры, '-' и '_'",
  'validation.url': 'Введите корректную ссылку (например, https://www.example.com)',
  'validation.duplicateLink': 'Эта ссылка уже есть в списке',
  'validation.positions': 'Укажите страницы списком через запятую с диапазонами, например 2,5-12',
  'validation.positionZero': 'Позиции страниц начинаются с 1',
  'validation.positionDuplicate': 'Позиция {{position}} указана более одного раза',
  'validation.positionRange': 'Диапазон идёт от меньшей позиции к большей ({{position}})',
  'validation.positionMax': 'Позиции могут быть не больше {{max}}',
  'validation.positionTaken': 'На позиции {{position}} уже есть вкладка',
  'validation.momentPast': 'Момент не может быть в прошлом',
  'validation.platformRequired': 'Выберите хотя бы одну платформу',
  'validation.areaMinSize': 'Область должна быть не меньше {{min}} × {{min}} px',
  'validation.areaOutsidePage': 'Область должна находиться внутри изображения страницы',
  'validation.pageNumber': 'Выберите страницу от 1 до {{max}}',
  'validation.nonNegative': 'Число не может быть меньше 0',
  'validation.color': 'Укажите цвет в формате #rrggbb',
  'validation.currency': 'Укажите валюту тремя буквами, например PLN',
  'validation.role': 'Выберите одну из ролей',
  'validation.notificationChannel': 'Выберите один из каналов уведомлений',
  'validation.notificationChannelRequired': 'Выберите хотя бы один канал уведомлений',
  'validation.listMax': 'Укажите не более {{max}} записей',
  'validation.notificationTitleMustBeEmpty': 'У уведомлений о новых предложениях нет собственного заголовка: оставьте поле пустым',
  'validation.notificationTarget': 'Выберите хотя бы один магазин или группу',
  'validation.deepLink': 'Укажите ссылку приложения (например app://leaflet/123) или веб-ссылку',
  'validation.geolocationFormat': 'Строка {{line}}: укажите широту, долготу и радиус (например 52.23, 21.01, 5)',
  'validation.latitude': 'Строка {{line}}: широта должна быть от -90 до 90',
  'validation.longitude': 'Строка {{line}}: долгота должна быть от -180 до 180',
  'validation.radius': 'Строка {{line}}: радиус должен быть больше 0',
  'validation.storeNotFound': 'Магазин с таким идентификатором не найден',
};

/** Validation messages of the shared schemas (namespace `validation`); English comes from the domain package. */
export const validationLocales: LocaleBundle = {
  en: nestKeys(VALIDATION_MESSAGES_EN),
  pl: nestKeys(PL),
  ru: nestKeys(RU),
};
