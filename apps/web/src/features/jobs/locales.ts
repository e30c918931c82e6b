import type { LocaleBundle, SameKeys } from '../../shared/i18n/types';

/** Texts of the job centre (namespace 'jobCentre') in Polish, English and Russian. */
const en = {
  button: 'Jobs',
  buttonRunning: 'Jobs (running: {{count}})',
  title: 'Jobs',
  close: 'Close the jobs',
  loading: 'Loading jobs',
  error: 'Could not load the jobs.',
  running: {
    heading: 'Running',
    empty: 'No running jobs',
  },
  finished: {
    heading: 'Finished',
    empty: 'No finished jobs',
  },
  meta: {
    startedBy: 'Started by {{user}} · {{time}}',
    startedAutomatically: 'Started automatically · {{time}}',
    finishedAt: 'Finished {{time}}',
    by: 'by {{user}}',
  },
  result: {
    pages: 'Pages: {{pages}}',
    imported: 'Imported: {{imported}}, matched: {{matched}}, unmatched: {{unmatched}}',
    found: 'Found: {{found}}, new: {{new}}',
    notifications: 'Sent: {{sent}} · failed: {{failed}} of {{recipients}}',
    failedSteps: 'Failed steps: {{failed}}',
  },
  actions: {
    cancel: 'Cancel',
    cancelLabel: 'Cancel: {{title}}',
    retry: 'Retry',
    retryLabel: 'Retry: {{title}}',
  },
  conflict: {
    JOB_FINISHED: 'The job has already finished.',
    JOB_NOT_RETRYABLE: 'This job cannot be run again.',
  },
  toast: {
    success: '{{title}} — finished',
    failed: '{{title}} — failed: {{reason}}',
    failedNoReason: '{{title}} — failed',
    cancelled: '{{title}} — cancelled',
  },
};

type Texts = typeof en;

const pl = {
  button: 'Zadania',
  buttonRunning: 'Zadania (w toku: {{count}})',
  title: 'Zadania',
  close: 'Zamknij zadania',
  loading: 'Wczytywanie zadań',
  error: 'Nie udało się wczytać zadań.',
  running: {
    heading: 'W toku',
    empty: 'Brak zadań w toku',
  },
  finished: {
    heading: 'Zakończone',
    empty: 'Brak zakończonych zadań',
  },
  meta: {
    startedBy: 'Uruchomione przez: {{user}} · {{time}}',
    startedAutomatically: 'Uruchomione automatycznie · {{time}}',
    finishedAt: 'Zakończone {{time}}',
    by: 'przez: {{user}}',
  },
  result: {
    pages: 'Strony: {{pages}}',
    imported: 'Zaimportowano: {{imported}}, dopasowano: {{matched}}, niedopasowane: {{unmatched}}',
    found: 'Znaleziono: {{found}}, nowe: {{new}}',
    notifications: 'Wysłano: {{sent}} · nieudane: {{failed}} z {{recipients}}',
    failedSteps: 'Nieudane kroki: {{failed}}',
  },
  actions: {
    cancel: 'Anuluj',
    cancelLabel: 'Anuluj: {{title}}',
    retry: 'Ponów',
    retryLabel: 'Ponów: {{title}}',
  },
  conflict: {
    JOB_FINISHED: 'Zadanie już się zakończyło.',
    JOB_NOT_RETRYABLE: 'Tego zadania nie można ponowić.',
  },
  toast: {
    success: '{{title}} — zakończone',
    failed: '{{title}} — niepowodzenie: {{reason}}',
    failedNoReason: '{{title}} — niepowodzenie',
    cancelled: '{{title}} — anulowane',
  },
};

const ru = {
  button: 'Задания',
  buttonRunning: 'Задания (выполняются: {{count}})',
  title: 'Задания',
  close: 'Закрыть задания',
  loading: 'Загрузка заданий',
  error: 'Не удалось загрузить задания.',
  running: {
    heading: 'Выполняются',
    empty: 'Нет выполняющихся заданий',
  },
  finished: {
    heading: 'Завершённые',
    empty: 'Нет завершённых заданий',
  },
  meta: {
    startedBy: 'Запущено пользователем {{user}} · {{time}}',
    startedAutomatically: 'Запущено автоматически · {{time}}',
    finishedAt: 'Завершено {{time}}',
    by: 'пользователь: {{user}}',
  },
  result: {
    pages: 'Страниц: {{pages}}',
    imported: 'Импортировано: {{imported}}, сопоставлено: {{matched}}, не сопоставлено: {{unmatched}}',
    found: 'Найдено: {{found}}, новых: {{new}}',
    notifications: 'Отправлено: {{sent}} · с ошибкой: {{failed}} из {{recipients}}',
    failedSteps: 'Неудачных шагов: {{failed}}',
  },
  actions: {
    cancel: 'Отменить',
    cancelLabel: 'Отменить: {{title}}',
    retry: 'Повторить',
    retryLabel: 'Повторить: {{title}}',
  },
  conflict: {
    JOB_FINISHED: 'Задание уже завершено.',
    JOB_NOT_RETRYABLE: 'Это задание нельзя повторить.',
  },
  toast: {
    success: '{{title}} — завершено',
    failed: '{{title}} — сбой: {{reason}}',
    failedNoReason: '{{title}} — сбой',
    cancelled: '{{title}} — отменено',
  },
};

// Every language has every key (plural suffixes aside), checked at compile time.
type Assert<T extends true> = T;
type _PolishIsComplete = Assert<SameKeys<typeof pl, Texts>>;
type _RussianIsComplete = Assert<SameKeys<typeof ru, Texts>>;

export const jobCentreLocales = { pl, en, ru } satisfies LocaleBundle;
