import type { FeatureFlag, FeatureFlags } from './features';
import type { IconName } from './icons';
import { ROLES, isRole, type Role } from './roles';

/** One screen of the back-office (spec §2). */
export interface RouteDef {
  /** Absolute path; `:name` segments are parameters. */
  path: string;
  roles: readonly Role[];
  /** Hidden routes never appear in the sidebar. */
  hidden?: boolean;
  /** The route exists only while this feature switch is on. */
  flag?: FeatureFlag;
  /** i18n key of the title (sidebar, breadcrumb, page title). */
  titleKey: string;
  icon: IconName;
  children?: RouteDef[];
  /** Where the group's own path leads. */
  defaultChild?: string;
  /** Open to any signed-in user, whatever their roles. */
  anySignedIn?: boolean;
}

/** Every title key used by the route table; the web app's translations must cover them. */
export const ROUTE_TITLE_KEYS = [
  'routes.dashboard',
  'routes.selectiveNotifications',
  'routes.xmloffers',
  'routes.categories',
  'routes.inserts',
  'routes.users',
  'routes.groups',
  'routes.archives',
  'routes.archivesLeaflets',
  'routes.archivesShops',
  'routes.archivesLeafletDetails',
  'routes.archivesNotifications',
  'routes.logs',
  'routes.recipes',
  'routes.scrapper',
  'routes.scrapperPdf',
  'routes.newLeafletsSearch',
  'routes.reels',
  'routes.loyaltyCards',
  'routes.appConfig',
  'routes.pageDetails',
  'routes.password',
] as const;

export type RouteTitleKey = (typeof ROUTE_TITLE_KEYS)[number];

const ADMINS: readonly Role[] = ['ADMIN', 'ROOT'];
const EDITORS: readonly Role[] = ['ADMIN', 'ROOT', 'EDITOR'];

export const PAGE_DETAILS_ROUTE = '/shops/leaflets/:storeId/pageDetails/:leafletId/:leafletNaturalId';

/** Public routes: reachable without the main layout (/login only when signed out). */
export const LOGIN_ROUTE = '/login';
export const NOT_FOUND_ROUTE = '/404';
export const UNAUTHORIZED_ROUTE = '/401';
export const PUBLIC_ROUTES = [LOGIN_ROUTE, NOT_FOUND_ROUTE, UNAUTHORIZED_ROUTE] as const;
export const FALLBACK_ROUTE = '/dashboard';

/**
 * The route table of spec §2, in sidebar order. The articles-data switch gates the import section
 * inside the dashboard, not a route of its own; the leaflet-scrapper switch gates the scrapper PDF screen.
 */
export const ROUTES: readonly RouteDef[] = [
  { path: '/dashboard', roles: EDITORS, titleKey: 'routes.dashboard', icon: 'dashboard' },
  {
    path: '/selective-notifications',
    roles: ['EDITOR_NOTIFICATION', 'ADMIN', 'ROOT'],
    titleKey: 'routes.selectiveNotifications',
    icon: 'message',
  },
  { path: '/xmloffers', roles: ADMINS, titleKey: 'routes.xmloffers', icon: 'drag' },
  { path: '/categories', roles: EDITORS, titleKey: 'routes.categories', icon: 'table' },
  { path: '/inserts', roles: EDITORS, titleKey: 'routes.inserts', icon: 'clipboard' },
  { path: '/users', roles: ADMINS, titleKey: 'routes.users', icon: 'peoples' },
  { path: '/groups', roles: EDITORS, titleKey: 'routes.groups', icon: 'tab' },
  {
    path: '/archives',
    roles: ['ADMIN', 'ROOT', 'EDITOR', 'EDITOR_NOTIFICATION'],
    titleKey: 'routes.archives',
    icon: 'zip',
    defaultChild: '/archives/leaflets',
    children: [
      { path: '/archives/leaflets', roles: EDITORS, titleKey: 'routes.archivesLeaflets', icon: 'documentation' },
      { path: '/archives/shops', roles: EDITORS, titleKey: 'routes.archivesShops', icon: 'shoppingCard' },
      { path: '/archives/leaflet-details', roles: EDITORS, titleKey: 'routes.archivesLeafletDetails', icon: 'eye' },
      {
        path: '/archives/notifications',
        roles: ['ADMIN', 'ROOT', 'EDITOR', 'EDITOR_NOTIFICATION'],
        titleKey: 'routes.archivesNotifications',
        icon: 'email',
      },
    ],
  },
  { path: '/logs', roles: ADMINS, titleKey: 'routes.logs', icon: 'bug' },
  { path: '/recipes', roles: ['ADMIN', 'ROOT', 'EDITOR_RECIPE'], titleKey: 'routes.recipes', icon: 'form' },
  {
    path: '/scrapper',
    roles: EDITORS,
    titleKey: 'routes.scrapper',
    icon: 'example',
    defaultChild: '/scrapper/pdf',
    children: [
      { path: '/scrapper/pdf', roles: ADMINS, flag: 'leaflet-scrapper', titleKey: 'routes.scrapperPdf', icon: 'excel' },
      {
        path: '/scrapper/new-leaflets-search',
        roles: EDITORS,
        titleKey: 'routes.newLeafletsSearch',
        icon: 'international',
      },
    ],
  },
  { path: '/reels', roles: ['ADMIN', 'ROOT', 'EDITOR_REELS'], titleKey: 'routes.reels', icon: 'star' },
  { path: '/loyalty-cards', roles: ADMINS, titleKey: 'routes.loyaltyCards', icon: 'money' },
  { path: '/app-config', roles: ADMINS, titleKey: 'routes.appConfig', icon: 'component' },
  { path: PAGE_DETAILS_ROUTE, roles: EDITORS, hidden: true, titleKey: 'routes.pageDetails', icon: 'eye' },
  { path: '/password', roles: ROLES, hidden: true, anySignedIn: true, titleKey: 'routes.password', icon: 'password' },
];

/** Page each role lands on after login (spec §2). */
export const START_ROUTE: Record<Role, string> = {
  ROOT: '/dashboard',
  ADMIN: '/dashboard',
  EDITOR: '/dashboard',
  EDITOR_NOTIFICATION: '/selective-notifications',
  EDITOR_RECIPE: '/recipes',
  EDITOR_REELS: '/reels',
};

/** One entry of the sidebar: a page, or a group of pages. */
export interface SidebarItem {
  path: string;
  titleKey: string;
  icon: IconName;
  children?: SidebarItem[];
}

/** Every route of the table, parents before their children. */
export function flattenRoutes(routes: readonly RouteDef[] = ROUTES): RouteDef[] {
  return routes.flatMap((route) => [route, ...flattenRoutes(route.children ?? [])]);
}

/** The path without query, hash and trailing slash. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return trimmed === '' ? '/' : trimmed;
}

function segments(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

/** Values of the `:name` segments when the path matches the pattern, else undefined. */
export function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const want = segments(pattern);
  const got = segments(normalizePath(path));
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const w = want[i] ?? '';
    const g = got[i] ?? '';
    if (w.startsWith(':')) {
      let value: string;
      try {
        value = decodeURIComponent(g);
      } catch {
        return undefined;
      }
      params[w.slice(1)] = value;
    } else if (w !== g) {
      return undefined;
    }
  }
  return params;
}

/** The route a path belongs to (parameters included), or undefined for an unknown path. */
export function findRoute(path: string): RouteDef | undefined {
  return flattenRoutes().find((route) => matchPath(route.path, path) !== undefined);
}

/** Fills a parameterised route, e.g. the page details of one leaflet. */
export function buildPath(pattern: string, params: Record<string, string>): string {
  return pattern
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part;
      const value = params[part.slice(1)];
      if (value === undefined || value === '') throw new Error(`Missing route parameter ${part.slice(1)}`);
      return encodeURIComponent(value);
    })
    .join('/');
}

function routeAllowed(route: RouteDef, roles: readonly string[], flags: FeatureFlags): boolean {
  if (route.flag !== undefined && !flags[route.flag]) return false;
  const roleOk = route.anySignedIn === true || roles.some((role) => (route.roles as readonly string[]).includes(role));
  if (!roleOk) return false;
  // A group is reachable only when at least one of its pages is.
  if (route.children && route.children.length > 0) {
    return route.children.some((child) => routeAllowed(child, roles, flags));
  }
  return true;
}

/** Whether a signed-in user with these roles may open the path. Unknown paths are never allowed. */
export function canAccess(path: string, roles: readonly string[], flags: FeatureFlags): boolean {
  const route = findRoute(path);
  return route !== undefined && routeAllowed(route, roles, flags);
}

/**
 * Where a path actually leads: a group's path leads to its default child when allowed, else to its
 * first allowed child; any other path leads to itself.
 */
export function landingPath(path: string, roles: readonly string[], flags: FeatureFlags): string {
  const route = findRoute(path);
  if (!route?.children?.length) return path;
  const allowed = route.children.filter((child) => routeAllowed(child, roles, flags));
  const preferred = allowed.find((child) => child.path === route.defaultChild) ?? allowed[0];
  return preferred ? landingPath(preferred.path, roles, flags) : path;
}

/** First page (not a group, not hidden, not a parameter route) of the table the roles may open. */
function firstAllowedPage(roles: readonly string[], flags: FeatureFlags): string | undefined {
  return flattenRoutes().find(
    (route) =>
      !route.hidden && !route.children?.length && !route.path.includes(':') && routeAllowed(route, roles, flags),
  )?.path;
}

const NO_FLAGS: FeatureFlags = { 'articles-data': false, 'leaflet-scrapper': false };

/** Start page after login: the first known role's start route, else the first allowed page, else /dashboard. */
export function startRouteFor(roles: readonly string[]): string {
  const first = roles.find(isRole);
  if (first !== undefined) return START_ROUTE[first];
  return firstAllowedPage(roles, NO_FLAGS) ?? FALLBACK_ROUTE;
}

/**
 * Default redirect (spec §2): the saved target path if any (and the user may open it), else the
 * first page allowed for the role, else /dashboard. Saved paths must be local to the application.
 */
export function resolveRedirect(savedPath: string | undefined, roles: readonly string[], flags: FeatureFlags): string {
  if (
    savedPath !== undefined &&
    savedPath.startsWith('/') &&
    !savedPath.startsWith('//') &&
    !savedPath.includes('\\') &&
    canAccess(savedPath, roles, flags)
  ) {
    const target = landingPath(normalizePath(savedPath), roles, flags);
    const rest = savedPath.slice(savedPath.split(/[?#]/, 1)[0]?.length ?? 0);
    return target === normalizePath(savedPath) ? `${target}${rest}` : target;
  }
  const start = startRouteFor(roles);
  if (canAccess(start, roles, flags)) return start;
  return firstAllowedPage(roles, flags) ?? FALLBACK_ROUTE;
}

function toSidebarItem(
  route: RouteDef,
  roles: readonly string[],
  flags: FeatureFlags,
  isBuilt: (path: string) => boolean,
): SidebarItem | undefined {
  if (route.hidden || !routeAllowed(route, roles, flags)) return undefined;
  if (!route.children?.length) {
    return isBuilt(route.path) ? { path: route.path, titleKey: route.titleKey, icon: route.icon } : undefined;
  }
  const children = route.children
    .map((child) => toSidebarItem(child, roles, flags, isBuilt))
    .filter((item): item is SidebarItem => item !== undefined);
  if (children.length === 0) return undefined;
  if (children.length === 1) return children[0];
  return { path: route.path, titleKey: route.titleKey, icon: route.icon, children };
}

/**
 * Sidebar entries: only routes allowed for the roles, not hidden, whose feature switch is on and whose
 * screen exists. A group with exactly one visible child collapses to that child; empty groups drop.
 */
export function sidebarFor(
  roles: readonly string[],
  flags: FeatureFlags,
  isBuilt: (path: string) => boolean,
): SidebarItem[] {
  return ROUTES.map((route) => toSidebarItem(route, roles, flags, isBuilt)).filter(
    (item): item is SidebarItem => item !== undefined,
  );
}
