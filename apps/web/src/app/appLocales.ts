import { commonLocales } from '../shared/i18n/commonLocales';
import { validationLocales } from '../shared/i18n/validationLocales';
import { errorMessagesLocales } from '../shared/errors/locales';
import type { LocaleBundle } from '../shared/i18n/types';
import { authLocales } from '../features/auth/locales';
import { errorsLocales } from '../features/errors/locales';
import { layoutLocales } from './layout/locales';
import { routesLocales } from './routesLocales';

/**
 * The namespaces of the first load: the sign-in screen, the error pages, the browser tab's title, the
 * route titles and the texts every screen shares (common, validation, error messages).
 */
export const ENTRY_NAMESPACES: Readonly<Record<string, LocaleBundle>> = {
  common: commonLocales,
  auth: authLocales,
  layout: layoutLocales,
  errors: errorsLocales,
  routes: routesLocales,
  validation: validationLocales,
  errorMessages: errorMessagesLocales,
};

/**
 * The namespaces of the main layout (after sign-in) and of the screens, each in a module of its own:
 * they load with the layout and the screens that use them (see lazyScreen), not with the first page.
 */
export const SCREEN_NAMESPACES = {
  jobs: () => import('../shared/jobs/locales').then((m) => m.jobsLocales),
  jobCentre: () => import('../features/jobs/locales').then((m) => m.jobCentreLocales),
  releaseNotes: () => import('../features/releaseNotes/locales').then((m) => m.releaseNotesLocales),
  dashboard: () => import('../features/dashboard/locales').then((m) => m.dashboardLocales),
  xmloffers: () => import('../features/xmloffers/locales').then((m) => m.xmloffersLocales),
  publication: () => import('../features/publication/locales').then((m) => m.publicationLocales),
  articlesData: () => import('../features/articlesData/locales').then((m) => m.articlesDataLocales),
  crawler: () => import('../features/crawler/locales').then((m) => m.crawlerLocales),
  scraper: () => import('../features/scraper/locales').then((m) => m.scraperLocales),
  cutting: () => import('../features/cutting/locales').then((m) => m.cuttingLocales),
  resource: () => import('../shared/resource/locales').then((m) => m.resourceLocales),
  categories: () => import('../features/categories/locales').then((m) => m.categoriesLocales),
  groups: () => import('../features/groups/locales').then((m) => m.groupsLocales),
  inserts: () => import('../features/inserts/locales').then((m) => m.insertsLocales),
  leaflets: () => import('../features/leaflets/locales').then((m) => m.leafletsLocales),
  pageDetails: () => import('../features/pageDetails/locales').then((m) => m.pageDetailsLocales),
  archives: () => import('../features/archives/locales').then((m) => m.archivesLocales),
  shops: () => import('../features/shops/locales').then((m) => m.shopsLocales),
  logs: () => import('../features/logs/locales').then((m) => m.logsLocales),
  users: () => import('../features/users/locales').then((m) => m.usersLocales),
  notifications: () => import('../features/notifications/locales').then((m) => m.notificationsLocales),
  recipes: () => import('../features/recipes/locales').then((m) => m.recipesLocales),
  loyaltyCards: () => import('../features/loyaltyCards/locales').then((m) => m.loyaltyCardsLocales),
  reels: () => import('../features/reels/locales').then((m) => m.reelsLocales),
  appConfig: () => import('../features/appConfig/locales').then((m) => m.appConfigLocales),
} satisfies Readonly<Record<string, () => Promise<LocaleBundle>>>;

/** A namespace that loads with the screens using it. */
export type ScreenNamespace = keyof typeof SCREEN_NAMESPACES;

function isScreenNamespace(ns: string): ns is ScreenNamespace {
  return Object.hasOwn(SCREEN_NAMESPACES, ns);
}

/** Loads one screen namespace (undefined for a name that is none). */
export function loadScreenNamespace(ns: string): Promise<LocaleBundle | undefined> {
  return isScreenNamespace(ns) ? SCREEN_NAMESPACES[ns]() : Promise.resolve(undefined);
}

/** Loads screen namespaces side by side, by name. */
export async function loadScreenNamespaces(names: readonly ScreenNamespace[]): Promise<Record<string, LocaleBundle>> {
  const bundles = await Promise.all(names.map((ns) => SCREEN_NAMESPACES[ns]()));
  return Object.fromEntries(names.map((ns, index) => [ns, bundles[index] as LocaleBundle]));
}
