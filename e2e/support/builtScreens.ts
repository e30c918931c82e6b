import { START_ROUTE } from '@flyerdesk/domain/routes';

/**
 * Screens this version of the web app contains, by domain route path.
 * Mirrors BUILT_ROUTES in apps/web/src/app/builtRoutes.tsx: keep both lists in step.
 */
export const BUILT_SCREENS: readonly string[] = [
  '/dashboard',
  '/selective-notifications',
  '/password',
  '/xmloffers',
  '/scrapper/pdf',
  '/scrapper/new-leaflets-search',
  '/categories',
  '/inserts',
  '/users',
  '/groups',
  '/archives/leaflets',
  '/archives/shops',
  '/archives/leaflet-details',
  '/archives/notifications',
  '/logs',
  '/reels',
  '/recipes',
  '/loyalty-cards',
  '/app-config',
];

export function isBuilt(path: string): boolean {
  return BUILT_SCREENS.includes(path);
}

/**
 * Paths the app answers with a screen: the built ones, plus every role's start page (a start page
 * this version lacks shows the "not available in this version yet" page). Anything else is /404.
 */
export const MOUNTED_PATHS: readonly string[] = [...new Set([...BUILT_SCREENS, ...Object.values(START_ROUTE)])];
