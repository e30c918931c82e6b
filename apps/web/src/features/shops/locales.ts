import type { LocaleBundle, SameKeys } from '../../shared/i18n/types';

/** Texts of the shop dialog and the archived shops list (namespace 'shops'). */
const en = {
  open: {
    new: 'New shop',
    edit: 'Edit shop',
    editLabel: 'Edit shop {{name}}',
  },
  dialog: {
    newTitle: 'New shop',
  },
  fields: {
    name: 'Name',
    storeWebId: 'Web ID',
    categoryId: 'Category',
    groupIds: 'Groups',
    editorIds: 'Editors',
    logo: 'Logo',
  },
  choices: {
    loading: 'Loading the choices',
    chooseCategory: 'Choose a category',
    noGroups: 'There are no groups yet',
    noEditors: 'No account has the role Editor',
    disabledUser: '{{name}} (disabled)',
    editorsReadOnly: 'Only administrators assign editors to a shop.',
    editorsFailed: 'The list of editors could not be loaded; the assigned editors are shown.',
    noEditorAssigned: 'No editor is assigned',
  },
  flags: {
    legend: 'Display options',
    forceFavorites: {
      label: 'Always a favourite',
      description: 'The apps show the shop among the favourite shops even when the user has not chosen it.',
    },
    showAnyway: {
      label: 'Show anyway',
      description: 'The apps list the shop even while it has no active leaflet.',
    },
    storeAtFirst: {
      label: 'Shop first',
      description: 'The apps put the shop at the top of the shops list.',
    },
    addAsReelsChannel: {
      label: 'Reels channel',
      description: 'The shop is also offered as a reels channel.',
    },
  },
  logo: {
    of: 'Logo of {{name}}',
    afterCreate: 'The logo (PNG or JPEG) can be added once the shop is saved.',
    archived: 'Restore the shop to change its logo',
  },
  archive: {
    button: 'Archive shop',
    title: 'Archive the shop?',
    question: '{{name}} will be archived. Its leaflets leave the dashboard and the XML feed until the shop is restored.',
    confirm: 'Archive shop',
  },
  restore: {
    button: 'Restore shop',
    label: 'Restore shop {{name}}',
    title: 'Restore the shop?',
    question: '{{name}} comes back with its leaflets as they were: on the dashboard and in the XML feed.',
    confirm: 'Restore shop',
  },
  archives: {
    title: 'Archived shops',
    intro: 'Shops that were archived, with their leaflets. A restored shop and its leaflets come back to the dashboard and the XML feed as they were.',
    tableLabel: 'Archived shops',
    empty: 'No shop is archived.',
    atBy: '{{at}}, {{who}}',
    columns: {
      logo: 'Logo',
      name: 'Name',
      storeWebId: 'Web ID',
      category: 'Category',
      archived: 'Archived',
      actions: 'Actions',
    },
  },
};

type Texts = typeof en;

const pl: Texts = {
  open: {
    new: 'Nowy sklep',
    edit: 'Edytuj sklep',
    editLabel: 'Edytuj sklep {{name}}',
  },
  dialog: {
    newTitle: 'Nowy sklep',
  },
  fields: {
    name: 'Nazwa',
    storeWebId: 'Identyfikator web',
    categoryId: 'Kategoria',
    groupIds: 'Grupy',
    editorIds: 'Redaktorzy',
    logo: 'Logo',
  },
  choices: {
    loading: 'Ładowanie opcji',
    chooseCategory: 'Wybierz kategorię',
    noGroups: 'Nie ma jeszcze grup',
    noEditors: 'Żadne konto nie ma roli Redaktor',
    disabledUser: '{{name}} (wyłączone)',
    editorsReadOnly: 'Tylko administratorzy przypisują redaktorów do sklepu.',
    editorsFailed: 'Nie udało się wczytać listy redaktorów; widać przypisanych redaktorów.',
    noEditorAssigned: 'Nie przypisano redaktora',
  },
  flags: {
    legend: 'Opcje wyświetlania',
    forceFavorites: {
      label: 'Zawsze w ulubionych',
      description: 'Aplikacje pokazują sklep wśród ulubionych, nawet jeśli użytkownik go nie wybrał.',
    },
    showAnyway: {
      label: 'Pokazuj zawsze',
      description: 'Aplikacje pokazują sklep na liście także wtedy, gdy nie ma aktywnej gazetki.',
    },
    storeAtFirst: {
      label: 'Sklep na początku',
      description: 'Aplikacje umieszczają sklep na początku listy sklepów.',
    },
    addAsReelsChannel: {
      label: 'Kanał rolek',
      description: 'Sklep jest też dostępny jako kanał rolek.',
    },
  },
  logo: {
    of: 'Logo sklepu {{name}}',
    afterCreate: 'Logo (PNG lub JPEG) można dodać po zapisaniu sklepu.',
    archived: 'Przywróć sklep, aby zmienić jego logo',
  },
  archive: {
    button: 'Archiwizuj sklep',
    title: 'Zarchiwizować sklep?',
    question: 'Sklep {{name}} zostanie zarchiwizowany. Jego gazetki znikną z pulpitu i feedu XML, dopóki sklep nie zostanie przywrócony.',
    confirm: 'Archiwizuj sklep',
  },
  restore: {
    button: 'Przywróć sklep',
    label: 'Przywróć sklep {{name}}',
    title: 'Przywrócić sklep?',
    question: 'Sklep {{name}} wróci ze swoimi gazetkami w dotychczasowym stanie: na pulpit i do feedu XML.',
    confirm: 'Przywróć sklep',
  },
  archives: {
    title: 'Archiwalne sklepy',
    intro: 'Sklepy zarchiwizowane razem z ich gazetkami. Przywrócony sklep i jego gazetki wracają na pulpit i do feedu XML w dotychczasowym stanie.',
    tableLabel: 'Archiwalne sklepy',
    empty: 'Żaden sklep nie jest zarchiwizowany.',
    atBy: '{{at}}, {{who}}',
    columns: {
      logo: 'Logo',
      name: 'Nazwa',
      storeWebId: 'Identyfikator web',
      category: 'Kategoria',
      archived: 'Zarchiwizowany',
      actions: 'Akcje',
    },
  },
};

const ru: Texts = {
  open: {
    new: 'Новый магазин',
    edit: 'Изменить магазин',
    editLabel: 'Изменить магазин {{name}}',
  },
  dialog: {
    newTitle: 'Новый магазин',
  },
  fields: {
    name: 'Название',
    storeWebId: 'Веб-идентификатор',
    categoryId: 'Категория',
    groupIds: 'Группы',
    editorIds: 'Редакторы',
    logo: 'Логотип',
  },
  choices: {
    loading: 'Загрузка вариантов',
    chooseCategory: 'Выберите категорию',
    noGroups: 'Групп пока нет',
    noEditors: 'Ни у одной учётной записи нет роли «Редактор»',
    disabledUser: '{{name}} (отключена)',
    editorsReadOnly: 'Назначать редакторов магазину могут только администраторы.',
    editorsFailed: 'Не удалось загрузить список редакторов; показаны назначенные редакторы.',
    noEditorAssigned: 'Редактор не назначен',
  },
  flags: {
    legend: 'Параметры показа',
    forceFavorites: {
      label: 'Всегда в избранном',
      description: 'Приложения показывают магазин среди избранных, даже если пользователь его не выбирал.',
    },
    showAnyway: {
      label: 'Показывать всегда',
      description: 'Приложения показывают магазин в списке, даже когда у него нет активной листовки.',
    },
    storeAtFirst: {
      label: 'Магазин первым',
      description: 'Приложения ставят магазин в начало списка магазинов.',
    },
    addAsReelsChannel: {
      label: 'Канал роликов',
      description: 'Магазин также доступен как канал роликов.',
    },
  },
  logo: {
    of: 'Логотип магазина {{name}}',
    afterCreate: 'Логотип (PNG или JPEG) можно добавить после сохранения магазина.',
    archived: 'Восстановите магазин, чтобы сменить логотип',
  },
  archive: {
    button: 'Архивировать магазин',
    title: 'Архивировать магазин?',
    question: 'Магазин {{name}} будет архивирован. Его листовки исчезнут с панели и из XML-фида, пока магазин не восстановлен.',
    confirm: 'Архивировать магазин',
  },
  restore: {
    button: 'Восстановить магазин',
    label: 'Восстановить магазин {{name}}',
    title: 'Восстановить магазин?',
    question: 'Магазин {{name}} вернётся со своими листовками в прежнем виде: на панель и в XML-фид.',
    confirm: 'Восстановить магазин',
  },
  archives: {
    title: 'Архивные магазины',
    intro: 'Магазины, архивированные вместе с их листовками. Восстановленный магазин и его листовки возвращаются на панель и в XML-фид в прежнем виде.',
    tableLabel: 'Архивные магазины',
    empty: 'В архиве нет магазинов.',
    atBy: '{{at}}, {{who}}',
    columns: {
      logo: 'Логотип',
      name: 'Название',
      storeWebId: 'Веб-идентификатор',
      category: 'Категория',
      archived: 'В архиве',
      actions: 'Действия',
    },
  },
};

// Every language has every key, checked at compile time.
type Assert<T extends true> = T;
type _PolishIsComplete = Assert<SameKeys<typeof pl, Texts>>;
type _RussianIsComplete = Assert<SameKeys<typeof ru, Texts>>;

export const shopsLocales = { pl, en, ru } satisfies LocaleBundle;
