import { isPermission, PERMISSIONS } from '@flyerdesk/domain/permissions';
import { ROLES, type Role } from '@flyerdesk/domain/roles';
import type { FormattedExecutionResult } from 'graphql';
import type { Client } from 'graphql-ws';
import { DEMO_PASSWORD, DEMO_USERS } from '../../../api/src/seed/demo';
import { OPERATION_ACCESS, type Access } from '../authorization';
import { buildSchema } from '../graphql/schema';
import { gql, signIn, type ReceivedError } from '../test-support/graphqlClient';
import { ManualTimer } from '../test-support/manualTimer';
import { scrape, scrapeUntil, type Sample } from '../test-support/metricsText';
import { minimalVariables, operationDocument, rootOperations, type RootOperation } from '../test-support/operations';
import { startStack, type Stack } from '../test-support/stack';
import { connectWs } from '../test-support/wsClient';

/**
 * Every root field of the schema, called by every role through the gateway: a role without the
 * field's permission is refused with FORBIDDEN before any upstream call, a role with it is let through
 * (whatever the api then answers). The operations come from the built schema, their permissions from
 * the gateway's access table, the roles from the domain's permission table: nothing is listed by hand.
 */

const schema = buildSchema();
const operations = rootOperations(schema);

function accessOf(op: RootOperation): Access | undefined {
  return (OPERATION_ACCESS[op.typeName] as Record<string, Access | undefined>)[op.field];
}

function allowed(access: Access | undefined, role: Role): boolean {
  if (access === undefined) return false;
  if (access === 'public') return true;
  return (PERMISSIONS[access] as readonly Role[]).includes(role);
}

const deniedRoles = (op: RootOperation): Role[] => ROLES.filter((role) => !allowed(accessOf(op), role));
const allowedRoles = (op: RootOperation): Role[] => ROLES.filter((role) => allowed(accessOf(op), role));

/** The demo user holding exactly this role. */
function userOf(role: Role): string {
  const user = DEMO_USERS.find((u) => u.enabled && u.roles.length === 1 && u.roles[0] === role);
  if (!user) throw new Error(`No demo user has only the role ${role}`);
  return user.username;
}

/** Answers a role holding the permission must never get (refusals, and crashes that hide the answer). */
const NOT_LET_THROUGH = new Set(['FORBIDDEN', 'UNAUTHENTICATED', 'INTERNAL_SERVER_ERROR', 'NO_CODE']);

let stack: Stack;
let url: string;
let wsUrl: string;
const timer = new ManualTimer();
const cookies = new Map<Role, string>();
const sockets = new Map<Role, { client: Client; open: boolean }>();
let calls = 0;

beforeAll(async () => {
  // The pollers only move when a test advances this clock, and none does here.
  stack = await startStack({ timer });
  url = stack.gateway.url;
  wsUrl = `${url.replace(/^http/, 'ws')}/graphql`;
  for (const role of ROLES) {
    const cookie = await signIn(url, userOf(role));
    cookies.set(role, cookie);
    await socketOf(role);
  }
}, 120_000);

afterAll(async () => {
  console.log(`role matrix: ${operations.length} operations × ${ROLES.length} roles = ${operations.length * ROLES.length} calls (${calls} made)`);
  for (const socket of sockets.values()) await socket.client.dispose();
  await stack.close();
});

/** The Cookie header after a response's Set-Cookie headers, as a browser keeps it (an emptied cookie is dropped). */
function updatedCookie(current: string, setCookies: readonly string[]): string {
  const jar = new Map<string, string>();
  const put = (pair: string) => {
    const at = pair.indexOf('=');
    if (at <= 0) return;
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    if (value === '') jar.delete(name);
    else jar.set(name, value);
  };
  current.split(';').forEach(put);
  for (const line of setCookies) put(line.split(';')[0] ?? '');
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** The session cookie of a role, signing in again after an operation ended it (logout). */
async function cookieOf(role: Role): Promise<string> {
  const current = cookies.get(role);
  if (current) return current;
  const fresh = await signIn(url, userOf(role));
  cookies.set(role, fresh);
  return fresh;
}

/** The role's WebSocket; a new one when the last one was closed (its session ended with a logout). */
async function socketOf(role: Role): Promise<Client> {
  const current = sockets.get(role);
  if (current?.open) return current.client;
  const { client, closed } = connectWs(wsUrl, { Cookie: await cookieOf(role) });
  const socket = { client, open: true };
  void closed.then(() => {
    socket.open = false;
  });
  sockets.set(role, socket);
  return client;
}

/**
 * Upstream calls made since `from` on behalf of a caller: everything but the reads of the gateway's
 * own pollers (GETs with its service token and no user's token).
 */
function callsOnBehalfOfCallers(from: number): string[] {
  return stack.proxy.calls.slice(from).filter((call, i) => {
    const headers = stack.proxy.headers[from + i] ?? {};
    const pollerRead = call.startsWith('GET ') && headers['x-service-token'] !== undefined && headers.authorization === undefined;
    return !pollerRead;
  });
}

/**
 * Edit locks need the resource's own permission as well (modules/resources/resolvers.ts): each role is
 * asked about records it may edit: the notification role about notifications, the recipe role about
 * recipes, the reels role about reels, the others about categories.
 */
function lockedResourceOf(role: Role): string {
  if (role === 'EDITOR_NOTIFICATION') return 'notifications';
  if (role === 'EDITOR_RECIPE') return 'recipes';
  if (role === 'EDITOR_REELS') return 'reels';
  return 'categories';
}

function variablesFor(op: RootOperation, role: Role) {
  return minimalVariables(op, {
    username: userOf(role),
    password: DEMO_PASSWORD,
    platform: 'android',
    room: 'dashboard:main',
    resource: lockedResourceOf(role),
  });
}

interface Outcome {
  /** Code of the first error, 'ok' without errors, 'streaming' for a subscription that was accepted. */
  code: string;
  errors: readonly ReceivedError[] | undefined;
}

function outcomeOf(errors: readonly ReceivedError[] | undefined): Outcome {
  const first = errors?.[0];
  return { code: first ? String(first.extensions?.code ?? 'NO_CODE') : 'ok', errors };
}

async function callHttp(op: RootOperation, role: Role): Promise<Outcome> {
  const { argNames, variables } = variablesFor(op, role);
  const res = await gql(url, operationDocument(schema, op, argNames), { cookie: await cookieOf(role), variables });
  calls += 1;
  if (res.setCookies.length > 0) cookies.set(role, updatedCookie(cookies.get(role) ?? '', res.setCookies));
  return outcomeOf(res.errors);
}

type Stream = AsyncIterableIterator<FormattedExecutionResult<Record<string, unknown>, unknown>>;

async function subscribe(op: RootOperation, role: Role): Promise<Stream> {
  const { argNames, variables } = variablesFor(op, role);
  calls += 1;
  return (await socketOf(role)).iterate({ query: operationDocument(schema, op, argNames), variables });
}

/** First result of a subscription that is expected to be refused at once. */
async function firstResult(stream: Stream): Promise<Outcome> {
  const result = await stream.next();
  await stream.return?.();
  if (result.done) return { code: 'completed', errors: undefined };
  return outcomeOf(result.value.errors as ReceivedError[] | undefined);
}

/** Subscription operations the gateway has counted so far, by outcome (ok or the error code). */
function subscriptionOutcomes(samples: Sample[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const s of samples) {
    if (s.name !== 'flyerdesk_gateway_graphql_operations_total' || s.labels['type'] !== 'subscription') continue;
    const outcome = s.labels['outcome'] ?? '';
    counts.set(outcome, (counts.get(outcome) ?? 0) + s.value);
  }
  return counts;
}

const total = (counts: Map<string, number>): number => [...counts.values()].reduce((a, b) => a + b, 0);

/**
 * A subscription that may be accepted: resolves with its first result, or once the gateway has
 * counted the operation (its metrics: 'ok' while it streams, else the error code).
 */
async function acceptedOrFailed(op: RootOperation, role: Role): Promise<Outcome> {
  const before = subscriptionOutcomes(await scrape(url));
  const stream = await subscribe(op, role);
  const settled = await Promise.race([
    stream.next().then((result) => ({ kind: 'result' as const, result })),
    scrapeUntil(url, (samples) => total(subscriptionOutcomes(samples)) > total(before), 10_000).then((samples) => ({
      kind: 'counted' as const,
      after: subscriptionOutcomes(samples),
    })),
  ]);
  await stream.return?.();
  if (settled.kind === 'result') {
    return settled.result.done ? { code: 'completed', errors: undefined } : outcomeOf(settled.result.value.errors as ReceivedError[] | undefined);
  }
  const counted = [...settled.after].find(([outcome, n]) => n > (before.get(outcome) ?? 0))?.[0] ?? 'unknown';
  return { code: counted === 'ok' ? 'streaming' : counted, errors: undefined };
}

describe('the access table', () => {
  it.each(operations.map((op) => [op.name, op] as const))('has a rule for %s naming a permission of the domain table', (_name, op) => {
    const access = accessOf(op);
    expect([op.name, access === 'public' || isPermission(access)]).toEqual([op.name, true]);
  });
});

describe('roles without the permission', () => {
  const cases = operations.filter((op) => deniedRoles(op).length > 0);

  it.each(cases.map((op) => [op.name, deniedRoles(op).join(', '), op] as const))(
    '%s is refused with FORBIDDEN to %s, before any upstream call',
    async (_name, _roles, op) => {
      for (const role of deniedRoles(op)) {
        const before = stack.proxy.calls.length;
        const outcome = op.keyword === 'subscription' ? await firstResult(await subscribe(op, role)) : await callHttp(op, role);
        expect({ op: op.name, role, code: outcome.code }).toEqual({ op: op.name, role, code: 'FORBIDDEN' });
        // Not even the session check: the verified user comes from the gateway's session cache.
        expect({ op: op.name, role, upstreamCalls: callsOnBehalfOfCallers(before) }).toEqual({ op: op.name, role, upstreamCalls: [] });
      }
    },
  );
});

describe('roles with the permission', () => {
  const cases = operations.filter((op) => allowedRoles(op).length > 0);

  it.each(cases.map((op) => [op.name, allowedRoles(op).join(', '), op] as const))('%s is let through for %s', async (_name, _roles, op) => {
    for (const role of allowedRoles(op)) {
      const outcome = op.keyword === 'subscription' ? await acceptedOrFailed(op, role) : await callHttp(op, role);
      // NOT_FOUND, BAD_USER_INPUT, CONFLICT or success: whatever the api makes of the made-up arguments.
      expect({ op: op.name, role, code: outcome.code, letThrough: !NOT_LET_THROUGH.has(outcome.code) }).toMatchObject({ op: op.name, role, letThrough: true });
    }
  });
});
