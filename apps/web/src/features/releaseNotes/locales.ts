import type { LocaleBundle } from '../../shared/i18n/types';

/** The release notes dialog (namespace `releaseNotes`). */
export const releaseNotesLocales = {
  en: {
    title: 'Release notes',
    loading: 'Loading the release notes…',
    writtenInEnglish: 'The release notes are written in English.',
    empty: 'There are no release notes yet.',
  },
  pl: {
    title: 'Informacje o wydaniu',
    loading: 'Ładowanie informacji o wydaniu…',
    writtenInEnglish: 'Informacje o wydaniu są napisane po angielsku.',
    empty: 'Nie ma jeszcze informacji o wydaniu.',
  },
  ru: {
    title: 'Примечания к выпуску',
    loading: 'Загрузка примечаний к выпуску…',
    writtenInEnglish: 'Примечания к выпуску написаны на английском языке.',
    empty: 'Примечаний к выпуску пока нет.',
  },
} satisfies LocaleBundle;
