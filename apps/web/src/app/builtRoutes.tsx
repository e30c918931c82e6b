import type { BuiltRouteTable } from './routes';
import { lazyScreen } from './lazyScreen';

const DashboardPage = lazyScreen(() => import('./dashboard/DashboardPage'), ['dashboard', 'publication', 'articlesData', 'cutting', 'leaflets', 'notifications', 'pageDetails', 'resource', 'shops']);
const PasswordPage = lazyScreen(() => import('../features/auth/PasswordPage'), []);
const XmlOffersPage = lazyScreen(() => import('./xmloffers/XmlOffersPage'), ['xmloffers', 'leaflets', 'resource']);
const NewLeafletsSearchPage = lazyScreen(() => import('../features/crawler/NewLeafletsSearchPage'), ['crawler']);
const ScraperPdfPage = lazyScreen(() => import('../features/scraper/ScraperPdfPage'), ['scraper']);
const CategoriesPage = lazyScreen(() => import('../features/categories/CategoriesPage'), ['categories', 'resource']);
const GroupsPage = lazyScreen(() => import('../features/groups/GroupsPage'), ['groups', 'resource']);
const InsertsPage = lazyScreen(() => import('../features/inserts/InsertsPage'), ['inserts', 'resource']);
const PageDetailsPage = lazyScreen(() => import('../features/pageDetails/PageDetailsPage'), ['pageDetails', 'resource']);
const ArchivedLeafletsPage = lazyScreen(() => import('../features/archives/ArchivedLeafletsPage'), ['archives', 'resource']);
const ArchivedLeafletDetailsPage = lazyScreen(() => import('../features/archives/ArchivedLeafletDetailsPage'), ['archives', 'resource']);
const ArchivedShopsPage = lazyScreen(() => import('../features/shops/ArchivedShopsPage'), ['shops', 'resource']);
const LogsPage = lazyScreen(() => import('../features/logs/LogsPage'), ['logs', 'resource']);
const UsersPage = lazyScreen(() => import('../features/users/UsersPage'), ['users', 'resource']);
const NotificationsPage = lazyScreen(() => import('../features/notifications/NotificationsPage'), ['notifications', 'resource']);
const DeliveriesPage = lazyScreen(() => import('../features/notifications/DeliveriesPage'), ['notifications', 'resource']);
const RecipesPage = lazyScreen(() => import('../features/recipes/RecipesPage'), ['recipes', 'resource']);
const LoyaltyCardsPage = lazyScreen(() => import('../features/loyaltyCards/LoyaltyCardsPage'), ['loyaltyCards', 'resource']);
const ReelsPage = lazyScreen(() => import('../features/reels/ReelsPage'), ['reels', 'resource']);
const AppConfigPage = lazyScreen(() => import('../features/appConfig/AppConfigPage'), ['appConfig', 'resource']);

/**
 * The screens this version contains, by domain route path: the router mounts them and the sidebar
 * lists only these (with `sidebarFor(..., isBuilt)`). Each loads with the namespaces of its texts.
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
