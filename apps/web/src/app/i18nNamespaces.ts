import type { LocaleBundle } from '../shared/i18n/types';
import { ENTRY_NAMESPACES } from './appLocales';
import { jobsLocales } from '../shared/jobs/locales';
import { jobCentreLocales } from '../features/jobs/locales';
import { releaseNotesLocales } from '../features/releaseNotes/locales';
import { dashboardLocales } from '../features/dashboard/locales';
import { xmloffersLocales } from '../features/xmloffers/locales';
import { publicationLocales } from '../features/publication/locales';
import { articlesDataLocales } from '../features/articlesData/locales';
import { crawlerLocales } from '../features/crawler/locales';
import { scraperLocales } from '../features/scraper/locales';
import { cuttingLocales } from '../features/cutting/locales';
import { resourceLocales } from '../shared/resource/locales';
import { categoriesLocales } from '../features/categories/locales';
import { groupsLocales } from '../features/groups/locales';
import { insertsLocales } from '../features/inserts/locales';
import { leafletsLocales } from '../features/leaflets/locales';
import { pageDetailsLocales } from '../features/pageDetails/locales';
import { archivesLocales } from '../features/archives/locales';
import { shopsLocales } from '../features/shops/locales';
import { logsLocales } from '../features/logs/locales';
import { usersLocales } from '../features/users/locales';
import { notificationsLocales } from '../features/notifications/locales';
import { recipesLocales } from '../features/recipes/locales';
import { loyaltyCardsLocales } from '../features/loyaltyCards/locales';
import { reelsLocales } from '../features/reels/locales';
import { appConfigLocales } from '../features/appConfig/locales';

/**
 * Every translation namespace of the app, all at hand (tests, and the check that every language has
 * every text). The app itself loads ENTRY_NAMESPACES first and each screen's namespaces with the screen
 * (appLocales.ts).
 */
export const NAMESPACES: Readonly<Record<string, LocaleBundle>> = {
  ...ENTRY_NAMESPACES,
  jobs: jobsLocales,
  jobCentre: jobCentreLocales,
  releaseNotes: releaseNotesLocales,
  dashboard: dashboardLocales,
  xmloffers: xmloffersLocales,
  publication: publicationLocales,
  articlesData: articlesDataLocales,
  crawler: crawlerLocales,
  scraper: scraperLocales,
  cutting: cuttingLocales,
  resource: resourceLocales,
  categories: categoriesLocales,
  groups: groupsLocales,
  inserts: insertsLocales,
  leaflets: leafletsLocales,
  pageDetails: pageDetailsLocales,
  archives: archivesLocales,
  shops: shopsLocales,
  logs: logsLocales,
  users: usersLocales,
  notifications: notificationsLocales,
  recipes: recipesLocales,
  loyaltyCards: loyaltyCardsLocales,
  reels: reelsLocales,
  appConfig: appConfigLocales,
};
