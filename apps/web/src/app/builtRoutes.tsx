import { lazy } from 'react';
import type { BuiltRouteTable } from './routes';

const DashboardPage = lazy(() => import('./dashboard/DashboardPage'));
const PasswordPage = lazy(() => import('../features/auth/PasswordPage'));
const XmlOffersPage = lazy(() => import('./xmloffers/XmlOffersPage'));
const NewLeafletsSearchPage = lazy(() => import('../features/crawler/NewLeafletsSearchPage'));
const ScraperPdfPage = lazy(() => import('../features/scraper/ScraperPdfPage'));
const CategoriesPage = lazy(() => import('../features/categories/CategoriesPage'));
const GroupsPage = lazy(() => import('../features/groups/GroupsPage'));
const InsertsPage = lazy(() => import('../features/inserts/InsertsPage'));
const PageDetailsPage = lazy(() => import('../features/pageDetails/PageDetailsPage'));
const ArchivedLeafletsPage = lazy(() => import('../features/archives/ArchivedLeafletsPage'));
const ArchivedLeafletDetailsPage = lazy(() => import('../features/archives/ArchivedLeafletDetailsPage'));
const ArchivedShopsPage = lazy(() => import('../features/shops/ArchivedShopsPage'));
const LogsPage = lazy(() => import('../features/logs/LogsPage'));
const UsersPage = lazy(() => import('../features/users/UsersPage'));
const NotificationsPage = lazy(() => import('../features/notifications/NotificationsPage'));
const DeliveriesPage = lazy(() => import('../features/notifications/DeliveriesPage'));
const RecipesPage = lazy(() => import('../features/recipes/RecipesPage'));
const LoyaltyCardsPage = lazy(() => import('../features/loyaltyCards/LoyaltyCardsPage'));
const ReelsPage = lazy(() => import('../features/reels/ReelsPage'));
const AppConfigPage = lazy(() => import('../features/appConfig/AppConfigPage'));

/**
 * The screens this version contains, by domain route path: the router mounts them and the sidebar
 * lists only these (with `sidebarFor(..., isBuilt)`).
 */
export const BUILT_ROUTES: BuiltRouteTable = {
  '/dashboard': <DashboardPage />,
  '/selective-notifications': <NotificationsPage />,
  '/password': <PasswordPage />,
  '/xmloffers': <XmlOffersPage />,
  '/scrapper/pdf': <ScraperPdfPage />,
  '/scrapper/new-leaflets-search': <NewLeafletsSearchPage />,
  '/categories': <CategoriesPage />,
  '/groups': <GroupsPage />,
  '/inserts': <InsertsPage />,
  '/users': <UsersPage />,
  '/archives/leaflets': <ArchivedLeafletsPage />,
  '/archives/shops': <ArchivedShopsPage />,
  '/archives/leaflet-details': <ArchivedLeafletDetailsPage />,
  '/archives/notifications': <DeliveriesPage />,
  '/logs': <LogsPage />,
  '/recipes': <RecipesPage />,
  '/loyalty-cards': <LoyaltyCardsPage />,
  '/reels': <ReelsPage />,
  '/app-config': <AppConfigPage />,
  '/shops/leaflets/:storeId/pageDetails/:leafletId/:leafletNaturalId': <PageDetailsPage />,
};
