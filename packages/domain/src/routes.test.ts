import type { FeatureFlags } from './features';
import { ICON_NAMES } from './icons';
import { ROLES, type Role } from './roles';
import {
  PAGE_DETAILS_ROUTE,
  ROUTE_TITLE_KEYS,
  START_ROUTE,
  buildPath,
  canAccess,
  findRoute,
  flattenRoutes,
  landingPath,
  matchPath,
  resolveRedirect,
  sidebarFor,
  startRouteFor,
  type SidebarItem,
} from './routes';

const ALL_ON: FeatureFlags = { 'articles-data': true, 'leaflet-scrapper': true };
const ALL_OFF: FeatureFlags = { 'articles-data': false, 'leaflet-scrapper': false };
const built = () => true;

/** The route table of spec §2: path → roles allowed to open it. */
const SPEC_TABLE: Record<string, readonly Role[]> = {
  '/dashboard': ['ADMIN', 'ROOT', 'EDITOR'],
  '/selective-notifications': ['EDITOR_NOTIFICATION', 'ADMIN', 'ROOT'],
  '/xmloffers': ['ADMIN', 'ROOT'],
  '/categories': ['ADMIN', 'ROOT', 'EDITOR'],
  '/inserts': ['ADMIN', 'ROOT', 'EDITOR'],
  '/users': ['ADMIN', 'ROOT'],
  '/groups': ['ADMIN', 'ROOT', 'EDITOR'],
  '/archives': ['ADMIN', 'ROOT', 'EDITOR', 'EDITOR_NOTIFICATION'],
  '/archives/leaflets': ['ADMIN', 'ROOT', 'EDITOR'],
  '/archives/shops': ['ADMIN', 'ROOT', 'EDITOR'],
  '/archives/leaflet-details': ['ADMIN', 'ROOT', 'EDITOR'],
  '/archives/notifications': ['ADMIN', 'ROOT', 'EDITOR', 'EDITOR_NOTIFICATION'],
  '/logs': ['ADMIN', 'ROOT'],
  '/recipes': ['ADMIN', 'ROOT', 'EDITOR_RECIPE'],
  '/scrapper/pdf': ['ADMIN', 'ROOT'],
  '/scrapper/new-leaflets-search': ['ADMIN', 'ROOT', 'EDITOR'],
  '/reels': ['ADMIN', 'ROOT', 'EDITOR_REELS'],
  '/loyalty-cards': ['ADMIN', 'ROOT'],
  '/app-config': ['ADMIN', 'ROOT'],
  '/shops/leaflets/s-1/pageDetails/l-1/biedronka-18-11-26-24-11-26-ab12c': ['ADMIN', 'ROOT', 'EDITOR'],
  '/password': ROLES,
};

const paths = (items: SidebarItem[]): unknown =>
  items.map((item) => (item.children ? { [item.path]: item.children.map((c) => c.path) } : item.path));

describe('route table', () => {
  it.each(Object.entries(SPEC_TABLE))('%s is open exactly to its roles', (path, allowed) => {
    for (const role of ROLES) {
      expect([role, canAccess(path, [role], ALL_ON)]).toEqual([role, allowed.includes(role)]);
    }
  });

  it('holds every route of the spec and nothing else', () => {
    const table = flattenRoutes().map((r) => r.path);
    expect(table.sort()).toEqual(
      [...Object.keys(SPEC_TABLE).filter((p) => !p.startsWith('/shops')), '/scrapper', PAGE_DETAILS_ROUTE].sort(),
    );
  });

  it('uses icons of the icon set and title keys listed for translation', () => {
    const routes = flattenRoutes();
    for (const route of routes) {
      expect(ICON_NAMES).toContain(route.icon);
      expect(ROUTE_TITLE_KEYS).toContain(route.titleKey);
    }
    expect(new Set(routes.map((r) => r.titleKey))).toEqual(new Set(ROUTE_TITLE_KEYS));
    expect(ROUTE_TITLE_KEYS).toEqual(expect.arrayContaining(['routes.dashboard', 'routes.xmloffers', 'routes.password']));
  });

  it('refuses unknown paths to everyone, including administrators', () => {
    expect(canAccess('/nowhere', ['ROOT'], ALL_ON)).toBe(false);
    expect(canAccess('/dashboard/extra', ['ROOT'], ALL_ON)).toBe(false);
    expect(findRoute('/nowhere')).toBeUndefined();
  });

  it('ignores query, hash and a trailing slash when matching', () => {
    expect(canAccess('/categories/?page=2#top', ['EDITOR'], ALL_OFF)).toBe(true);
  });

  it('matches the page details route with its parameters', () => {
    const path = buildPath(PAGE_DETAILS_ROUTE, { storeId: 's 1', leafletId: 'l-9', leafletNaturalId: 'lidl-1' });
    expect(path).toBe('/shops/leaflets/s%201/pageDetails/l-9/lidl-1');
    expect(matchPath(PAGE_DETAILS_ROUTE, path)).toEqual({ storeId: 's 1', leafletId: 'l-9', leafletNaturalId: 'lidl-1' });
    expect(findRoute(path)?.titleKey).toBe('routes.pageDetails');
    expect(canAccess('/shops/leaflets/s-1/pageDetails/l-9', ['ADMIN'], ALL_ON)).toBe(false);
    expect(() => buildPath(PAGE_DETAILS_ROUTE, { storeId: 's' })).toThrow('leafletId');
  });

  it('opens /password to any signed-in user, whatever the role', () => {
    for (const role of ROLES) expect(canAccess('/password', [role], ALL_OFF)).toBe(true);
    expect(canAccess('/password', ['SOME_FUTURE_ROLE'], ALL_OFF)).toBe(true);
  });

  it('hides page details and password from the table shown in the sidebar', () => {
    const hidden = flattenRoutes().filter((r) => r.hidden).map((r) => r.path);
    expect(hidden.sort()).toEqual(['/password', PAGE_DETAILS_ROUTE].sort());
  });

  it('opens the scrapper PDF screen only while the leaflet-scrapper switch is on', () => {
    expect(canAccess('/scrapper/pdf', ['ADMIN'], { ...ALL_OFF, 'leaflet-scrapper': true })).toBe(true);
    expect(canAccess('/scrapper/pdf', ['ADMIN'], { ...ALL_ON, 'leaflet-scrapper': false })).toBe(false);
    expect(canAccess('/scrapper/new-leaflets-search', ['ADMIN'], ALL_OFF)).toBe(true);
  });

  it('gates no route with the articles-data switch (it is a dashboard section)', () => {
    for (const route of flattenRoutes()) {
      for (const role of ROLES) {
        const path = route.path.replace(/:\w+/g, 'x');
        expect(canAccess(path, [role], { ...ALL_ON, 'articles-data': false })).toBe(canAccess(path, [role], ALL_ON));
      }
    }
  });

  it('opens the scrapper group when any of its pages is open', () => {
    expect(canAccess('/scrapper', ['EDITOR'], ALL_OFF)).toBe(true);
    expect(canAccess('/scrapper', ['EDITOR_RECIPE'], ALL_ON)).toBe(false);
    expect(landingPath('/scrapper', ['ADMIN'], ALL_ON)).toBe('/scrapper/pdf');
    expect(landingPath('/scrapper', ['ADMIN'], ALL_OFF)).toBe('/scrapper/new-leaflets-search');
    expect(landingPath('/scrapper', ['EDITOR'], ALL_ON)).toBe('/scrapper/new-leaflets-search');
  });

  it('shows the archives parent to EDITOR_NOTIFICATION with only the notification archive inside', () => {
    expect(canAccess('/archives', ['EDITOR_NOTIFICATION'], ALL_OFF)).toBe(true);
    expect(canAccess('/archives/notifications', ['EDITOR_NOTIFICATION'], ALL_OFF)).toBe(true);
    expect(canAccess('/archives/leaflets', ['EDITOR_NOTIFICATION'], ALL_OFF)).toBe(false);
    expect(landingPath('/archives', ['EDITOR_NOTIFICATION'], ALL_OFF)).toBe('/archives/notifications');
    expect(landingPath('/archives', ['EDITOR'], ALL_OFF)).toBe('/archives/leaflets');
  });
});

describe('start route', () => {
  it.each<[Role, string]>([
    ['ROOT', '/dashboard'],
    ['ADMIN', '/dashboard'],
    ['EDITOR', '/dashboard'],
    ['EDITOR_NOTIFICATION', '/selective-notifications'],
    ['EDITOR_RECIPE', '/recipes'],
    ['EDITOR_REELS', '/reels'],
  ])('%s starts on %s', (role, path) => {
    expect(START_ROUTE[role]).toBe(path);
    expect(startRouteFor([role])).toBe(path);
    expect(canAccess(path, [role], ALL_OFF)).toBe(true);
  });

  it("uses the first role's start route", () => {
    expect(startRouteFor(['EDITOR_REELS', 'ADMIN'])).toBe('/reels');
    expect(startRouteFor(['UNKNOWN', 'EDITOR_RECIPE'])).toBe('/recipes');
  });

  it('falls back to /dashboard without a known role', () => {
    expect(startRouteFor([])).toBe('/dashboard');
    expect(startRouteFor(['UNKNOWN'])).toBe('/dashboard');
  });
});

describe('resolveRedirect', () => {
  it('returns to the saved path, with its query', () => {
    expect(resolveRedirect('/categories?search=food', ['EDITOR'], ALL_OFF)).toBe('/categories?search=food');
  });

  it("goes to the role's first page without a saved path", () => {
    expect(resolveRedirect(undefined, ['EDITOR_NOTIFICATION'], ALL_OFF)).toBe('/selective-notifications');
    expect(resolveRedirect(undefined, ['ADMIN'], ALL_OFF)).toBe('/dashboard');
    expect(resolveRedirect('', ['EDITOR_RECIPE'], ALL_OFF)).toBe('/recipes');
  });

  it("sends a saved path the role may not open to the role's page", () => {
    expect(resolveRedirect('/users', ['EDITOR'], ALL_ON)).toBe('/dashboard');
    expect(resolveRedirect('/scrapper/pdf', ['ADMIN'], ALL_OFF)).toBe('/dashboard');
    expect(resolveRedirect('/dashboard', ['EDITOR_REELS'], ALL_ON)).toBe('/reels');
  });

  it('never leaves the application', () => {
    expect(resolveRedirect('//evil.example/dashboard', ['ADMIN'], ALL_ON)).toBe('/dashboard');
    expect(resolveRedirect('https://evil.example', ['ADMIN'], ALL_ON)).toBe('/dashboard');
  });

  it('does not send a signed-in user back to /login', () => {
    expect(resolveRedirect('/login', ['EDITOR_RECIPE'], ALL_ON)).toBe('/recipes');
  });

  it('resolves a saved group path to a page of the group the user may open', () => {
    expect(resolveRedirect('/archives', ['EDITOR_NOTIFICATION'], ALL_OFF)).toBe('/archives/notifications');
  });

  it('falls back to /dashboard when nothing is allowed', () => {
    expect(resolveRedirect(undefined, [], ALL_ON)).toBe('/dashboard');
  });
});

describe('sidebar', () => {
  it('lists every visible screen for an administrator with all switches on', () => {
    expect(paths(sidebarFor(['ADMIN'], ALL_ON, built))).toEqual([
      '/dashboard',
      '/selective-notifications',
      '/xmloffers',
      '/categories',
      '/inserts',
      '/users',
      '/groups',
      { '/archives': ['/archives/leaflets', '/archives/shops', '/archives/leaflet-details', '/archives/notifications'] },
      '/logs',
      '/recipes',
      { '/scrapper': ['/scrapper/pdf', '/scrapper/new-leaflets-search'] },
      '/reels',
      '/loyalty-cards',
      '/app-config',
    ]);
  });

  it('collapses the scrapper group to its only visible child when the switch is off', () => {
    const items = sidebarFor(['ROOT'], ALL_OFF, built);
    const scrapper = items.find((i) => i.path.startsWith('/scrapper'));
    expect(scrapper).toEqual({
      path: '/scrapper/new-leaflets-search',
      titleKey: 'routes.newLeafletsSearch',
      icon: 'international',
    });
  });

  it('shows EDITOR the editor screens, the scrapper collapsed to the search', () => {
    expect(paths(sidebarFor(['EDITOR'], ALL_ON, built))).toEqual([
      '/dashboard',
      '/categories',
      '/inserts',
      '/groups',
      { '/archives': ['/archives/leaflets', '/archives/shops', '/archives/leaflet-details', '/archives/notifications'] },
      '/scrapper/new-leaflets-search',
    ]);
  });

  it('shows EDITOR_NOTIFICATION the selective notifications and the notification archive', () => {
    expect(paths(sidebarFor(['EDITOR_NOTIFICATION'], ALL_ON, built))).toEqual([
      '/selective-notifications',
      '/archives/notifications',
    ]);
  });

  it.each<[Role, string]>([
    ['EDITOR_RECIPE', '/recipes'],
    ['EDITOR_REELS', '/reels'],
  ])('shows %s only %s', (role, path) => {
    expect(paths(sidebarFor([role], ALL_ON, built))).toEqual([path]);
  });

  it('merges the screens of several roles', () => {
    expect(paths(sidebarFor(['EDITOR_RECIPE', 'EDITOR_REELS'], ALL_ON, built))).toEqual(['/recipes', '/reels']);
  });

  it('leaves out screens that are not built and groups left empty', () => {
    const onlySome = (path: string) => ['/dashboard', '/archives/shops'].includes(path);
    expect(paths(sidebarFor(['ADMIN'], ALL_ON, onlySome))).toEqual(['/dashboard', '/archives/shops']);
    expect(sidebarFor(['ADMIN'], ALL_ON, () => false)).toEqual([]);
  });

  it('never shows hidden routes', () => {
    const all = sidebarFor(['ROOT'], ALL_ON, built).flatMap((i) => [i.path, ...(i.children ?? []).map((c) => c.path)]);
    expect(all).not.toContain('/password');
    expect(all).not.toContain(PAGE_DETAILS_ROUTE);
  });
});
