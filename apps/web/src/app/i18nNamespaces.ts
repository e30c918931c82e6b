import { commonLocales } from '../shared/i18n/commonLocales';
import { validationLocales } from '../shared/i18n/validationLocales';
import { errorMessagesLocales } from '../shared/errors/locales';
import type { LocaleBundle } from '../shared/i18n/types';
import { authLocales } from '../features/auth/locales';
import { errorsLocales } from '../features/errors/locales';
import { dashboardLocales } from '../features/dashboard/locales';
import { xmloffersLocales } from '../features/xmloffers/locales';
import { publicationLocales } from '../features/publication/locales';
import { articlesDataLocales } from '../features/articlesData/locales';
import { crawlerLocales } from '../features/crawler/locales';
import { scraperLocales } from '../features/scraper/locales';
import { jobsLocales } from '../shared/jobs/locales';
import { jobCentreLocales } from '../features/jobs/locales';
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
import { releaseNotesLocales } from '../features/releaseNotes/locales';
import { layoutLocales } from './layout/locales';
import { routesLocales } from './routesLocales';

/** Every translation namespace of the app. */
export const NAMESPACES: Readonly<Record<string, LocaleBundle>> = {
  common: commonLocales,
  auth: authLocales,
  layout: layoutLocales,
  errors: errorsLocales,
  routes: routesLocales,
  validation: validationLocales,
  errorMessages: errorMessagesLocales,
  dashboard: dashboardLocales,
  xmloffers: xmloffersLocales,
  publication: publicationLocales,
  articlesData: articlesDataLocales,
  crawler: crawlerLocales,
  scraper: scraperLocales,
  jobs: jobsLocales,
  jobCentre: jobCentreLocales,
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
  releaseNotes: releaseNotesLocales,
};
