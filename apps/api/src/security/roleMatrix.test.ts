import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { PERMISSIONS, usableWhilePasswordChangeRequired, type Permission } from '@flyerdesk/domain/permissions';
import { ROLES, type Role } from '@flyerdesk/domain/roles';
import { createApp } from '../app';
import type { AppContext } from '../context';
import { permissionCheckedBy } from '../http/authenticate';
import { DEMO_PASSWORD, DEMO_USERS } from '../seed/demo';
import { START_TIMEOUT_MS, startTestApi, type TestApi } from '../test/testApi';

/**
 * Every call the api answers, made with the access token of every role: where the domain's
 * permission table denies the permission the route checks, the answer is 403; where it allows it,
 * anything but 401 / 403 / 5xx. The routes come from the Express router itself, their permissions
 * from the checks (requirePermission, serviceOrPermission) on their way; a route without a check
 * fails this test unless it is listed below as public, with the reason.
 */

/** Calls anyone may make without a token, and why. Keys: "METHOD path" as registered in Express. */
const PUBLIC_ROUTES: Record<string, string> = {
  'POST /authenticate': 'signing in: the caller has no token yet',
  'POST /authenticate/refresh': 'the refresh token in the body is the credential',
  'GET /actuator/info': 'application name and version, shown before signing in',
  'GET /healthz': 'liveness probe of the orchestrator (no data)',
  'GET /readyz': 'readiness probe of the load balancer (no data)',
  'GET /metrics': 'Prometheus scrape; kept off the public edge by the reverse proxy (deploy/)',
  'GET /feed/:platform.xml': 'the published XML feed the mobile apps read',
  'GET /api/public/app-config': 'the published app configuration the mobile and web apps poll, also before anyone signs in',
  'GET /files/leaflets/:id/pages/:file': 'page images of published leaflets, linked from the feed',
  'GET /files/leaflets/:id/thumbnails/:file': 'page thumbnails of published leaflets, linked from the feed',
  'GET /files/leaflets/:id/rendered/:file': 'rendered page images, linked from the feed (names carry the job id)',
  'GET /files/logos/:name': 'shop logos, linked from the feed',
  'GET /files/inserts/:name': 'insert images shown between leaflet pages in the apps (server-made, unguessable names)',
  'GET /files/covers/:name': 'uploaded leaflet covers shown with the leaflet in the apps (server-made, unguessable names)',
  'GET /files/notifications/:name': 'icons and pictures of push notifications, loaded by the phones that receive them (server-made, unguessable names)',
  'GET /files/recipes/:name': 'cook logos, recipe covers and step pictures shown in the apps (server-made, unguessable names)',
  'GET /files/reels/:name': 'reel pictures and videos and channel logos played in the apps (server-made, unguessable names)',
  'GET /files/loyaltyCards/:name': 'loyalty card pictures shown in the apps (server-made, unguessable names)',
  'GET /files/pdf-links/:token': 'download of a PDF made on the scraper screen: the signed, expiring token is the permission',
  'GET /sample-sources/articles-data': 'demo article-data source the importer reads (404 unless SEED_DEMO)',
  'GET /sample-sources/sites/:site': 'demo retailer site the crawler reads (404 unless SEED_DEMO)',
  'GET /sample-sources/sites/:site/:file': 'demo retailer leaflet files the crawler reads (404 unless SEED_DEMO)',
};

interface Layer {
  route?: { path: string; methods: Record<string, boolean>; stack: Layer[] };
  handle?: unknown;
  slash?: boolean;
  match(path: string): unknown;
}

interface RegisteredRoute {
  /** "METHOD path" as registered in Express. */
  name: string;
  method: string;
  /** A path the route answers: parameters filled with valid-looking values. */
  path: string;
  /** Permissions checked on the way to the handler (middleware of the path prefix, then the route's own). */
  permissions: Permission[];
}

/** A request path for a route pattern: platforms by name, every other parameter a random UUID. */
function samplePath(pattern: string): string {
  const path = pattern.replace(/:(\w+)/g, (_m, name: string) => (name === 'platform' ? 'android' : randomUUID()));
  if (/[:*{}()]/.test(path)) throw new Error(`Route pattern ${pattern} has a syntax this test cannot fill in`);
  return path;
}

/** Every route of the application, in the order Express matches them, with the permission checks that apply. */
function registeredRoutes(): RegisteredRoute[] {
  const ctx = { config: { features: {} }, db: {}, logger: pino({ level: 'silent' }), files: {} } as unknown as AppContext;
  const app = createApp(ctx) as unknown as { router: { stack: Layer[] } };
  const prefixChecks: { layer: Layer; permission: Permission }[] = [];
  const routes: RegisteredRoute[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const path = samplePath(layer.route.path);
        const permissions = [
          ...prefixChecks.filter((check) => check.layer.match(path)).map((check) => check.permission),
          ...layer.route.stack.map((l) => permissionCheckedBy(l.handle)).filter((p): p is Permission => p !== undefined),
        ];
        for (const method of Object.keys(layer.route.methods)) {
          routes.push({ name: `${method.toUpperCase()} ${layer.route.path}`, method, path, permissions });
        }
        continue;
      }
      const nested = (layer.handle as { stack?: Layer[] } | undefined)?.stack;
      if (nested) {
        if (!layer.slash) throw new Error('A router is mounted under a path: this test only follows routers mounted at /');
        walk(nested);
        continue;
      }
      const permission = permissionCheckedBy(layer.handle);
      if (permission) prefixChecks.push({ layer, permission });
    }
  };
  walk(app.router.stack);
  return routes;
}

const routes = registeredRoutes();
const guarded = routes.filter((r) => r.permissions.length > 0);

const rolesAllowed = (route: RegisteredRoute): Role[] =>
  ROLES.filter((role) => route.permissions.every((p) => (PERMISSIONS[p] as readonly Role[]).includes(role)));

function userOf(role: Role): string {
  const user = DEMO_USERS.find((u) => u.enabled && u.roles.length === 1 && u.roles[0] === role);
  if (!user) throw new Error(`No demo user has only the role ${role}`);
  return user.username;
}

let api: TestApi;
let calls = 0;

beforeAll(async () => {
  // Switches that are off by default are on: their calls are checked like every other.
  api = await startTestApi({ features: { leafletScrapper: true } });
  // Every role signs in once; the tokens stay valid for the whole file.
  await Promise.all(ROLES.map((role) => api.token(userOf(role))));
}, START_TIMEOUT_MS);

afterAll(async () => {
  console.log(`api role matrix: ${guarded.length} guarded routes × ${ROLES.length} roles (${calls} calls), ${routes.length - guarded.length} public routes`);
  await api.close();
});

/**
 * Calls that end the caller's session: made with a session of their own (its refresh token in the
 * body, so that only that one ends), the role's usual token stays valid.
 */
const ENDS_SESSION = new Set(['POST /login/logout']);

interface Credentials {
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

async function credentialsFor(route: RegisteredRoute, role: Role): Promise<Credentials> {
  if (!ENDS_SESSION.has(route.name)) return { headers: await api.auth(userOf(role)), body: {} };
  const res = await api.http.post('/authenticate').field('username', userOf(role)).field('password', DEMO_PASSWORD);
  if (res.status !== 200) throw new Error(`Sign-in of ${userOf(role)} failed with ${res.status}`);
  const tokens = res.body as { accessToken: string; refreshToken: string };
  return { headers: { Authorization: `Bearer ${tokens.accessToken}` }, body: { refreshToken: tokens.refreshToken } };
}

async function call(route: RegisteredRoute, { headers, body }: Credentials): Promise<number> {
  calls += 1;
  const method = route.method as 'get' | 'post' | 'put' | 'patch' | 'delete';
  let req = api.http[method](route.path).set(headers);
  if (method !== 'get' && method !== 'delete') req = req.send(body);
  return (await req).status;
}

describe('routes of the api', () => {
  it('are found in the router', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.map((r) => r.name)).toEqual(expect.arrayContaining(['GET /api/users/me', 'GET /api/stores', 'POST /api/publication/publish']));
  });

  it('include every call of the resource kit, each checking the permission of its resource', () => {
    const permissionsOf = (name: string) => routes.find((r) => r.name === name)?.permissions;
    for (const resource of ['categories', 'groups', 'inserts'] as const) {
      const read = `${resource}.read`;
      const write = `${resource}.write`;
      expect(permissionsOf(`GET /api/${resource}`)).toContain(read);
      expect(permissionsOf(`GET /api/${resource}/:id`)).toContain(read);
      expect(permissionsOf(`GET /api/history/${resource}/:id`)).toEqual([read]);
      for (const name of [`POST /api/${resource}`, `PUT /api/${resource}/:id`, `DELETE /api/${resource}/:id`, `POST /api/${resource}/:id/restore`]) {
        expect([name, permissionsOf(name)]).toEqual([name, expect.arrayContaining([write])]);
      }
    }
    expect(permissionsOf('POST /api/categories/:id/logo')).toContain('categories.write');
    expect(permissionsOf('POST /api/inserts/:id/image')).toContain('inserts.write');
    // The app configuration's sections: read and saved (or reverted) by administrators only.
    expect(permissionsOf('GET /api/appConfig')).toContain('appConfig.read');
    expect(permissionsOf('GET /api/appConfig/:id')).toContain('appConfig.read');
    expect(permissionsOf('GET /api/history/appConfig/:id')).toEqual(['appConfig.read']);
    expect(permissionsOf('PUT /api/appConfig/:id')).toContain('appConfig.write');
    expect(permissionsOf('POST /api/appConfig/:id/revert')).toContain('appConfig.write');
    // The change feed: administrators (the logs permission) or the service token.
    expect(permissionsOf('GET /api/changes')).toEqual(['logs.read']);
  });

  it.each(routes.map((r) => [r.name, r] as const))('%s checks a permission or is public for a stated reason', (name, route) => {
    const reason = PUBLIC_ROUTES[name];
    if (reason !== undefined) {
      expect({ name, permissions: route.permissions }).toEqual({ name, permissions: [] });
    } else {
      expect({ name, checksAPermission: route.permissions.length > 0 }).toEqual({ name, checksAPermission: true });
    }
  });

  it('lists as public only calls the api answers', () => {
    const names = new Set(routes.map((r) => r.name));
    expect(Object.keys(PUBLIC_ROUTES).filter((name) => !names.has(name))).toEqual([]);
  });
});

describe('each role on each guarded route', () => {
  it.each(guarded.map((r) => [r.name, r.permissions.join(' + '), r] as const))('%s (%s)', async (name, _permissions, route) => {
    // Without a token: 401 before anything else.
    expect({ name, anonymous: await call(route, { headers: {}, body: {} }) }).toEqual({ name, anonymous: 401 });
    const allowed = rolesAllowed(route);
    for (const role of ROLES) {
      const status = await call(route, await credentialsFor(route, role));
      if (allowed.includes(role)) {
        // NOT_FOUND, INVALID_REQUEST, CONFLICT or success: whatever the made-up ids and the empty body lead to.
        expect({ name, role, status, refused: status === 401 || status === 403 || status >= 500 }).toEqual({ name, role, status, refused: false });
      } else {
        expect({ name, role, status }).toEqual({ name, role, status: 403 });
      }
    }
  });
});

describe('a ROOT user who must change a temporary password, on each guarded route', () => {
  const TEMPORARY = 'temporary-password';
  let temporary: Credentials;

  beforeAll(async () => {
    const created = await api.http
      .post('/api/users')
      .set(await api.auth(userOf('ROOT')))
      .send({ username: 'root-temporary', role: 'ROOT', notificationChannels: ['NEW_OFFERS_NOTIFICATION'], temporaryPassword: TEMPORARY });
    if (created.status !== 201) throw new Error(`Creating the user answered ${created.status}`);
    temporary = await signInTemporary();
  });

  async function signInTemporary(): Promise<Credentials> {
    const res = await api.http.post('/authenticate').field('username', 'root-temporary').field('password', TEMPORARY);
    if (res.status !== 200) throw new Error(`Sign-in answered ${res.status}`);
    const tokens = res.body as { accessToken: string; refreshToken: string };
    return { headers: { Authorization: `Bearer ${tokens.accessToken}` }, body: { refreshToken: tokens.refreshToken } };
  }

  it.each(guarded.map((r) => [r.name, r.permissions.join(' + '), r] as const))('%s (%s)', async (name, _permissions, route) => {
    calls += 1;
    const method = route.method as 'get' | 'post' | 'put' | 'patch' | 'delete';
    // Sign-out ends its own session only; the password change gets an empty body (refused as invalid, nothing changes).
    const { headers, body } = ENDS_SESSION.has(name) ? await signInTemporary() : temporary;
    let req = api.http[method](route.path).set(headers);
    if (method !== 'get' && method !== 'delete') req = req.send(body);
    const res = await req;
    const code = (res.body as { code?: unknown } | undefined)?.code;
    if (route.permissions.every(usableWhilePasswordChangeRequired)) {
      expect({ name, status: res.status, refused: res.status === 401 || res.status === 403 || res.status >= 500 }).toEqual({ name, status: res.status, refused: false });
    } else {
      expect({ name, status: res.status, code }).toEqual({ name, status: 403, code: 'PASSWORD_CHANGE_REQUIRED' });
    }
  });
});

/**
 * What the gateways' service token (X-Service-Token, SERVICE_TOKEN in .env.example) reads: the version
 * counters their shared pollers watch, the states behind them (a job, a leaflet's page details, an
 * ordering), the change feed and the activity log's tail, and the session revocations. It writes
 * nothing and reads nothing else.
 */
const SERVICE_TOKEN_READS: readonly string[] = [
  'GET /api/articles-data/version',
  'GET /api/changes',
  'GET /api/jobs/:id',
  'GET /api/jobs/version',
  'GET /api/leaflets/:id/page-details',
  'GET /api/leaflets/:id/page-details/version',
  'GET /api/logs',
  'GET /api/ordering/:platform',
  'GET /api/ordering/:platform/version',
  'GET /api/ordering/versions',
  'GET /api/publication/version',
  'GET /api/sessions/revocations',
];

describe('the service token', () => {
  it('reads exactly what .env.example says, and writes nothing', async () => {
    const headers = { 'X-Service-Token': api.serviceToken };
    const letThrough: string[] = [];
    for (const route of guarded) {
      const status = await call(route, { headers, body: {} });
      if (status !== 401 && status !== 403) letThrough.push(route.name);
    }
    expect(letThrough.filter((name) => !name.startsWith('GET '))).toEqual([]);
    expect(letThrough.sort()).toEqual([...SERVICE_TOKEN_READS].sort());
  });
});
