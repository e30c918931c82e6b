import type { Client } from 'graphql-ws';
import request from 'supertest';
import type { RunningApi } from '../../../api/src/server';
import { OPERATION_LIMITS } from '../graphql/limits';
import { gql, signIn, type ReceivedError } from '../test-support/graphqlClient';
import { startApiForTests, startGatewayFor, type Stack } from '../test-support/stack';
import { connectWs } from '../test-support/wsClient';

/**
 * The GraphQL endpoint's defences, over HTTP and over the WebSocket alike: operation limits,
 * hidden schema details (suggestions, introspection and the landing page in production), the
 * HTTP request rules, and masked errors whose detail stays in the logs. Refused operations never
 * reach the api: the counting proxy in front of it sees no call.
 */

type Gateway = Omit<Stack, 'api'>;

interface Side {
  gateway: Gateway;
  url: string;
  cookie: string;
  socket: Client;
}

let api: RunningApi;
let dev: Side;
let prod: Side;
let stdout: jest.SpyInstance;

/** JSON lines the development gateway logged (pino writes to stdout once its `write` is replaced). */
const logLines: Record<string, unknown>[] = [];

function captureGatewayLogs(): jest.SpyInstance {
  const passOn = process.stdout.write.bind(process.stdout);
  return jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]): boolean => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    if (!text.includes('"name":"flyerdesk-gateway"')) return (passOn as (...args: unknown[]) => boolean)(chunk, ...rest);
    for (const line of text.split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as Record<string, unknown>);
    return true;
  });
}

function loggedWith(traceId: string): Record<string, unknown>[] {
  return logLines.filter((line) => line['traceId'] === traceId);
}

async function side(nodeEnv: 'development' | 'production', logLevel: 'warn' | 'silent'): Promise<Side> {
  const gateway = await startGatewayFor(api, { nodeEnv, logLevel });
  const url = gateway.gateway.url;
  const cookie = await signIn(url, 'admin');
  const { client } = connectWs(`${url.replace(/^http/, 'ws')}/graphql`, { Cookie: cookie });
  // The socket is open and its session verified once this answers.
  await client.iterate({ query: '{ ping }' }).next();
  return { gateway, url, cookie, socket: client };
}

beforeAll(async () => {
  stdout = captureGatewayLogs();
  api = await startApiForTests();
  dev = await side('development', 'warn');
  prod = await side('production', 'silent');
}, 120_000);

afterAll(async () => {
  for (const s of [dev, prod]) {
    await s.socket.dispose();
    await s.gateway.close();
  }
  await api.close();
  stdout.mockRestore();
});

afterEach(() => {
  for (const s of [dev, prod]) s.gateway.proxy.clearOverrides();
});

interface Answer {
  data?: unknown;
  errors?: ReceivedError[];
  /** What went over the wire (to check nothing leaks). */
  text: string;
}

/** One operation over the WebSocket: its result, or the errors it was refused with. */
async function overSocket(s: Side, query: string, variables?: Record<string, unknown>): Promise<Answer> {
  try {
    const result = await s.socket.iterate({ query, variables }).next();
    const value = result.value as { data?: unknown; errors?: ReceivedError[] };
    return { ...value, text: JSON.stringify(value) };
  } catch (errors: unknown) {
    return { errors: errors as ReceivedError[], text: JSON.stringify(errors) };
  }
}

/** One operation over HTTP, signed in. */
async function overHttp(s: Side, query: string, variables?: Record<string, unknown>): Promise<Answer & { status: number }> {
  const res = await gql(s.url, query, { cookie: s.cookie, variables });
  return { status: res.status, data: res.data, errors: res.errors, text: res.text };
}

const codes = (answer: Answer) => answer.errors?.map((e) => e.extensions?.code);
const messages = (answer: Answer) => answer.errors?.map((e) => e.message) ?? [];

/** `levels` fields deep: introspection types nest as deep as asked (the schema itself is 5 levels deep). */
function deepQuery(levels: number): string {
  const chain = (n: number): string => (n === 1 ? 'name' : `ofType { ${chain(n - 1)} }`);
  return `{ stores { id } __type(name: "Store") { fields { type { ${chain(levels - 3)} } } } }`;
}

function aliased(count: number, selection = 'stores { id }'): string {
  return `{ ${Array.from({ length: count }, (_v, i) => `a${i}: ${selection}`).join(' ')} }`;
}

const STORE_EVERYTHING =
  'stores { id name storeWebId categoryId category { id name } groupIds logoUrl forceFavorites showAnyway storeAtFirst addAsReelsChannel editors version ' +
  'leafletsSummary { total active inactive readyForActivation readyForDeactivation } ' +
  'leaflets { id naturalId status validFrom validTo pageCount version priorities { android ios web wp android2 } visibility { android android2 ios web wp } pages { pageNumber imageUrl } } }';

/** Runs an operation over both paths of a gateway; the api must see no call for either. */
async function refusedOnBothPaths(s: Side, query: string): Promise<{ http: Answer & { status: number }; ws: Answer }> {
  s.gateway.proxy.reset();
  const http = await overHttp(s, query);
  const ws = await overSocket(s, query);
  expect(s.gateway.proxy.calls).toEqual([]);
  return { http, ws };
}

describe('operation limits (HTTP and WebSocket)', () => {
  it('refuses a query 20 levels deep before any upstream call', async () => {
    const { http, ws } = await refusedOnBothPaths(dev, deepQuery(20));
    expect(http.status).toBe(400);
    for (const answer of [http, ws]) {
      expect(answer.data ?? undefined).toBeUndefined();
      expect(new Set(codes(answer))).toEqual(new Set(['GRAPHQL_VALIDATION_FAILED']));
      expect(messages(answer)).toContain(`The operation is nested too deeply (at most ${OPERATION_LIMITS.maxDepth} levels)`);
    }
  });

  it('refuses 101 aliases before any upstream call', async () => {
    const { http, ws } = await refusedOnBothPaths(dev, aliased(101));
    expect(http.status).toBe(400);
    for (const answer of [http, ws]) {
      expect(codes(answer)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
      expect(messages(answer)).toEqual([`The operation uses too many aliases (at most ${OPERATION_LIMITS.maxAliases})`]);
    }
  });

  it('refuses an operation costing too much (a fan-out within the alias limit) before any upstream call', async () => {
    const { http, ws } = await refusedOnBothPaths(dev, aliased(10, STORE_EVERYTHING));
    expect(http.status).toBe(400);
    for (const answer of [http, ws]) {
      expect(codes(answer)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
      expect(messages(answer)).toEqual([`The operation asks for too much at once (cost at most ${OPERATION_LIMITS.maxCost})`]);
    }
    // One such selection alone is fine.
    expect((await overHttp(dev, `{ ${STORE_EVERYTHING} }`)).errors).toBeUndefined();
  });

  it('refuses too many directives before any upstream call', async () => {
    const query = `{ stores { ${'id @include(if: true) '.repeat(OPERATION_LIMITS.maxDirectives + 1)}} }`;
    const { http, ws } = await refusedOnBothPaths(dev, query);
    expect(http.status).toBe(400);
    for (const answer of [http, ws]) {
      expect(codes(answer)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
      expect(messages(answer)).toEqual([`The operation uses too many directives (at most ${OPERATION_LIMITS.maxDirectives})`]);
    }
  });

  it('counts aliases of __typename towards the alias limit: 101 of them get exactly one error, in production too', async () => {
    for (const side of [dev, prod]) {
      const { http, ws } = await refusedOnBothPaths(side, aliased(101, '__typename'));
      expect(http.status).toBe(400);
      for (const answer of [http, ws]) {
        expect(codes(answer)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
        expect(messages(answer)).toEqual([`The operation uses too many aliases (at most ${OPERATION_LIMITS.maxAliases})`]);
      }
    }
    // Apollo Client's own `__typename` selections, unaliased, stay free.
    expect((await overHttp(prod, '{ __typename stores { __typename id } }')).errors).toBeUndefined();
  });

  it('answers a flood of 50 unknown directives with exactly one error, in production too', async () => {
    const query = `{ stores { id ${Array.from({ length: 50 }, (_v, i) => `@unknown${i}`).join(' ')} } }`;
    for (const side of [dev, prod]) {
      const { http, ws } = await refusedOnBothPaths(side, query);
      expect(http.status).toBe(400);
      for (const answer of [http, ws]) {
        expect(codes(answer)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
        expect(messages(answer)).toEqual([`The operation uses too many directives (at most ${OPERATION_LIMITS.maxDirectives})`]);
      }
    }
    // Under the directive limit, the first unknown directive is the one error.
    const few = await refusedOnBothPaths(prod, '{ stores { id @first @second @third } }');
    for (const answer of [few.http, few.ws]) expect(messages(answer)).toEqual(['Unknown directive "@first".']);
  });

  it('stops parsing a document with too many tokens before any upstream call', async () => {
    const { http, ws } = await refusedOnBothPaths(dev, `{ stores { ${'id '.repeat(OPERATION_LIMITS.maxTokens)}} }`);
    expect(http.status).toBe(400);
    for (const answer of [http, ws]) {
      expect(codes(answer)).toEqual(['GRAPHQL_PARSE_FAILED']);
      expect(messages(answer)[0]).toMatch(`${OPERATION_LIMITS.maxTokens} tokens`);
    }
  });
});

describe('schema details', () => {
  it('never suggests field or enum names, in production and development alike', async () => {
    const typo = '{ stors { id } }';
    const badEnum = 'query Shops($type: LeafletListType) { stores { leaflets(type: $type) { id } } }';
    for (const s of [dev, prod]) {
      s.gateway.proxy.reset();
      for (const answer of [await overHttp(s, typo), await overSocket(s, typo)]) {
        expect(codes(answer)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
        expect(messages(answer)).toEqual(['Cannot query field "stors" on type "Query".']);
      }
      for (const answer of [await overHttp(s, badEnum, { type: 'ACTIV' }), await overSocket(s, badEnum, { type: 'ACTIV' })]) {
        expect(codes(answer)).toEqual(['BAD_USER_INPUT']);
        expect(answer.text).toContain('does not exist in \\"LeafletListType\\" enum.');
        expect(answer.text).not.toMatch(/Did you mean|ACTIVE/);
      }
      expect(s.gateway.proxy.calls).toEqual([]);
    }
  });

  it('refuses { __schema { types { name } } } in production, over HTTP and WebSocket, and allows it in development', async () => {
    const query = '{ __schema { types { name } } }';
    const { http, ws } = await refusedOnBothPaths(prod, query);
    expect(http.status).toBe(400);
    for (const answer of [http, ws]) {
      expect(answer.data ?? undefined).toBeUndefined();
      expect(new Set(codes(answer))).toEqual(new Set(['GRAPHQL_VALIDATION_FAILED']));
      expect(messages(answer).join(' ')).toMatch(/introspection/i);
    }
    for (const answer of [await overHttp(dev, query), await overSocket(dev, query)]) {
      expect(answer.errors).toBeUndefined();
      expect((answer.data as { __schema: { types: { name: string }[] } }).__schema.types).toContainEqual({ name: 'Store' });
    }
  });

  it('shows the landing page in development only', async () => {
    const page = await request(prod.url).get('/graphql').set('Accept', 'text/html');
    expect(page.headers['content-type']).not.toMatch(/html/);
    const devPage = await request(dev.url).get('/graphql').set('Accept', 'text/html');
    expect(devPage.status).toBe(200);
    expect(devPage.headers['content-type']).toMatch(/html/);
  });
});

describe('HTTP requests', () => {
  it('refuses a batch (an array body) with 400 without running any of it', async () => {
    dev.gateway.proxy.reset();
    const res = await request(dev.url)
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .set('Cookie', dev.cookie)
      .send([{ query: '{ stores { id } }' }, { query: '{ stores { id } }' }]);
    expect(res.status).toBe(400);
    expect((res.body as { errors: ReceivedError[] }).errors.map((e) => e.extensions?.code)).toEqual(['BAD_REQUEST']);
    expect(dev.gateway.proxy.calls).toEqual([]);
  });

  it('blocks requests a browser would send cross-site without a preflight (CSRF) with 400', async () => {
    dev.gateway.proxy.reset();
    const body = JSON.stringify({ query: 'mutation { logout }' });
    const plain = await request(dev.url).post('/graphql').set('Content-Type', 'text/plain').set('Cookie', dev.cookie).send(body);
    expect(plain.status).toBe(400);
    expect(plain.text).toMatch(/Cross-Site Request Forgery/);
    const simpleGet = await request(dev.url).get('/graphql').query({ query: '{ stores { id } }' }).set('Cookie', dev.cookie);
    expect(simpleGet.status).toBe(400);
    expect(dev.gateway.proxy.calls).toEqual([]);
  });

  it('refuses a mutation over GET with 405 without running it', async () => {
    dev.gateway.proxy.reset();
    const res = await request(dev.url)
      .get('/graphql')
      .query({ query: 'mutation { logout }' })
      .set('apollo-require-preflight', 'true')
      .set('Cookie', dev.cookie);
    expect(res.status).toBe(405);
    expect(res.headers['allow']).toBe('POST');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(dev.gateway.proxy.calls).toEqual([]);
    // The session is still there.
    expect((await overHttp(dev, '{ me { username } }')).data).toEqual({ me: { username: 'admin' } });
  });

  it('refuses a body over 1 MB with 413 and a JSON error, and takes one of exactly 1 MB', async () => {
    const bodyOf = (bytes: number) => {
      const [head, tail] = ['{"query":"{ ping }","variables":{"pad":"', '"}}'];
      return head + 'x'.repeat(bytes - head.length - tail.length) + tail;
    };
    const post = (body: string) => request(dev.url).post('/graphql').set('Content-Type', 'application/json').set('Cookie', dev.cookie).send(body);

    const tooLarge = await post(bodyOf(1024 * 1024 + 1));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers['content-type']).toMatch(/application\/json/);
    expect(tooLarge.body).toEqual({
      errors: [{ message: 'The request is too large', extensions: { code: 'BAD_REQUEST', traceId: tooLarge.headers['x-trace-id'] as string } }],
    });
    expect(tooLarge.text).not.toMatch(/stack|\bat .*\.(ts|js):\d+/);

    const fits = await post(bodyOf(1024 * 1024));
    expect(fits.status).toBe(200);
    expect(fits.body).toEqual({ data: { ping: true } });
  });
});

describe('masked errors (HTTP and WebSocket)', () => {
  const SQL = 'SELECT * FROM users WHERE password_hash IS NOT NULL';
  const STACK = 'Error: relation failed\n    at Pool.query (/srv/api/src/db/pool.ts:42:13)\n    at async listStores (/srv/api/src/stores.ts:7:3)';
  const LEAK = /SELECT|FROM users|password_hash|pool\.ts|stores\.ts|\bat \w+|stack/i;

  /** The one error of the answer: its code and trace id, nothing of the upstream's body. */
  function maskedError(answer: Answer, code: string): string {
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors?.[0]).toMatchObject({ path: ['stores'] });
    expect(answer.errors?.[0]?.extensions).toEqual({ code, traceId: expect.any(String) as string });
    expect(answer.text).not.toMatch(LEAK);
    return answer.errors?.[0]?.extensions?.traceId ?? '';
  }

  it('answers an upstream 500 with UPSTREAM_UNAVAILABLE and a trace id found in the logs', async () => {
    dev.gateway.proxy.override(/^GET \/api\/stores$/, 500, { message: SQL, stack: STACK });
    const http = await gql(dev.url, '{ stores { id } }', { cookie: dev.cookie });
    const httpTrace = maskedError({ errors: http.errors, text: http.text }, 'UPSTREAM_UNAVAILABLE');
    expect(http.headers['x-trace-id']).toBe(httpTrace);
    const wsTrace = maskedError(await overSocket(dev, '{ stores { id } }'), 'UPSTREAM_UNAVAILABLE');
    for (const traceId of [httpTrace, wsTrace]) {
      expect(loggedWith(traceId)).toContainEqual(expect.objectContaining({ msg: 'upstream failed', path: '/api/stores', status: 500 }));
    }
  });

  it('answers an unexpected failure with INTERNAL_SERVER_ERROR; the detail is logged with the trace id', async () => {
    // An answer the gateway cannot read (a body that is no list of shops) is a fault, not the caller's.
    dev.gateway.proxy.override(/^GET \/api\/stores$/, 200, { message: SQL, stack: STACK });
    const http = await gql(dev.url, '{ stores { id } }', { cookie: dev.cookie });
    const httpTrace = maskedError({ errors: http.errors, text: http.text }, 'INTERNAL_SERVER_ERROR');
    expect(http.errors?.[0]?.message).toBe('Internal server error');
    const ws = await overSocket(dev, '{ stores { id } }');
    const wsTrace = maskedError(ws, 'INTERNAL_SERVER_ERROR');
    for (const traceId of [httpTrace, wsTrace]) {
      const failure = loggedWith(traceId).find((line) => /operation failed/.test(String(line['msg'])));
      expect(failure).toBeDefined();
      expect(JSON.stringify(failure)).toMatch(/"err":\{/);
    }
  });

  it('answers any other refusal upstream (422) with BAD_USER_INPUT and nothing of its body', async () => {
    dev.gateway.proxy.override(/^GET \/api\/stores$/, 422, { message: SQL, stack: STACK });
    const http = await gql(dev.url, '{ stores { id } }', { cookie: dev.cookie });
    expect(http.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(http.text).not.toMatch(LEAK);
  });
});
