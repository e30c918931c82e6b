import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLInputType,
  type GraphQLNamedInputType,
} from 'graphql';
import request from 'supertest';
import { buildSchema } from '../graphql/schema';
import { gql, signIn, type ReceivedError } from '../test-support/graphqlClient';
import { ManualTimer } from '../test-support/manualTimer';
import { operationDocument, rootOperations, type RootOperation } from '../test-support/operations';
import { startStack, type Stack } from '../test-support/stack';

/**
 * Malformed variables for every mutation, sent by an administrator: wrong types, huge strings,
 * nested objects, nulls where a value is required, odd unicode, numbers out of range, extra fields,
 * deeply nested JSON. Whatever arrives, the gateway answers with a typed client error (never a 5xx,
 * never an error without a code, never a stack, SQL or the api's own error text) and stays up.
 */

const schema = buildSchema();
const mutations = rootOperations(schema).filter((op) => op.keyword === 'mutation');

/** Runs per mutation: enough for at least 1,000 inputs in all, within about a minute. */
const RUNS_WITH_ARGUMENTS = 40;
const RUNS_WITHOUT_ARGUMENTS = 8;

/** Codes of the client errors a bad input may lead to. */
const CLIENT_ERROR_CODES = new Set([
  'BAD_USER_INPUT',
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
  'BAD_REQUEST',
  'NOT_FOUND',
  'CONFLICT',
  'FORBIDDEN',
  'FEATURE_DISABLED',
]);

/** Operations that are about the session itself: sent without a session (they would end the administrator's). */
const SESSION_OPERATIONS = new Set(['login', 'logout', 'refreshSession']);
/** What signing in with made-up credentials may also lead to (wrong credentials, too many attempts). */
const SESSION_ERROR_CODES = new Set(['UNAUTHENTICATED', 'TOO_MANY_REQUESTS']);
/** Operations limited per user after wrong attempts (made-up current passwords): too many of them is a client error too. */
const ATTEMPT_LIMITED_OPERATIONS = new Set(['changePassword']);

/**
 * Text that must never reach a browser: stack frames, database errors, the api's error bodies and the
 * gateway's upstream error messages. Only counted when the input itself did not contain it (errors
 * may quote the value they refused).
 */
const LEAKS: RegExp[] = [
  /\bat [\w$.<>]+ \(/,
  /\.[cm]?[jt]s:\d+:\d+/,
  /node_modules/,
  /"stack"/i,
  /stacktrace/i,
  /syntax error at or near/i,
  /\brelation "/i,
  /\bcolumn "/i,
  /violates .* constraint/i,
  /duplicate key/i,
  /\b(select|insert into|delete from)\b .*\b(from|values|where)\b/i,
  /kysely|pglite|postgres/i,
  /INVALID_REQUEST|INTERNAL_ERROR|PAYLOAD_TOO_LARGE/,
  /No such call/,
  /Something went wrong on our side/,
  /Upstream (GET|POST|PUT|PATCH|DELETE) /,
  /\/api\/[a-z]/,
];

// ---- generated values -------------------------------------------------------------------------

const SPECIAL_STRINGS = [
  '',
  ' ',
  '.',
  '..',
  '\u0000',
  '\u202e\u0041\u0301',
  '\ud83c\udff7\ufe0f'.repeat(40),
  'ｆｕｌｌｗｉｄｔｈ',
  '\ufeffBOM',
  '../../../../etc/passwd',
  '%2e%2e%2f%2e%2e%2f',
  'a/b?c=d#e',
  "' OR '1'='1",
  '"; DROP TABLE stores; --',
  '<script>alert(1)</script>',
  '{"$gt": ""}',
  '${7*7}',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '-1',
  '1e309',
  '2026-02-30',
  '0000-00-00T00:00:00Z',
  'xmloffers:android',
  'dashboard:main',
];

const hugeString = fc.integer({ min: 1_000, max: 300_000 }).map((n) => 'ź'.repeat(n));
const weirdString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 100 }) },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: hugeString },
);
const int32 = fc.oneof(fc.integer(), fc.constantFrom(0, -1, 1, 999, 1000, 2_147_483_647, -2_147_483_648));
const outOfRange = fc.constantFrom(2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e300, -1e300, 0.5, -0.0001);
const deepJson = fc
  .tuple(fc.integer({ min: 20, max: 3_000 }), fc.boolean())
  .map(([depth, arrays]) => {
    let value: unknown = 'bottom';
    for (let i = 0; i < depth; i += 1) value = arrays ? [value] : { a: value };
    return value;
  });
/** A value of some other shape than the one asked for. */
const wrongShape: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  outOfRange,
  weirdString,
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
  deepJson,
);

const dateLike = fc.oneof(fc.constantFrom('2026-01-05', '2026-13-01', '2026-02-29', '1900-01-01', '9999-12-31', '26-1-5'), weirdString);
const dateTimeLike = fc.oneof(
  fc.constantFrom('2026-01-05T08:00:00.000Z', '2026-01-05T25:61:00Z', '2026-01-05', '1970-01-01T00:00:00+14:00', '+275760-09-13T00:00:00.000Z'),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  weirdString,
);

/** A value of the right GraphQL type whose content is odd (lengths, ranges, characters, formats). */
function oddValue(type: GraphQLInputType, depth: number): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return oddValue(type.ofType, depth);
  const nullable = (arbitrary: fc.Arbitrary<unknown>) => fc.oneof({ weight: 5, arbitrary }, { weight: 1, arbitrary: fc.constant(null) });
  if (isListType(type)) return nullable(fc.array(value(type.ofType, depth + 1), { maxLength: 6 }));
  return nullable(namedValue(type, depth));
}

function namedValue(type: GraphQLNamedInputType, depth: number): fc.Arbitrary<unknown> {
  if (isEnumType(type)) return fc.oneof(fc.constantFrom(...type.getValues().map((v) => v.value as unknown)), weirdString);
  if (isInputObjectType(type)) {
    if (depth > 3) return fc.constant({});
    const fields = Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, value(f.type, depth + 1)]));
    const record = fc.record(fields, { requiredKeys: [] });
    // Sometimes with fields the input type does not have.
    return fc.oneof(record, fc.tuple(record, fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { minKeys: 1, maxKeys: 3 })).map(([r, extra]) => ({ ...extra, ...r })));
  }
  switch (getNamedType(type).name) {
    case 'ID':
      return fc.oneof(fc.uuid(), weirdString, int32);
    case 'Int':
      return int32;
    case 'Float':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'Boolean':
      return fc.boolean();
    case 'Date':
      return dateLike;
    case 'DateTime':
      return dateTimeLike;
    default:
      return weirdString;
  }
}

/** Mostly odd values of the right type (they reach the resolvers), sometimes the wrong shape altogether. */
function value(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: oddValue(type, depth) }, { weight: 1, arbitrary: wrongShape });
}

/** Variables of one mutation: any of its arguments (or none), sometimes extra ones, sometimes not even an object. */
function variablesFor(op: RootOperation): fc.Arbitrary<unknown> {
  const args = Object.fromEntries(op.args.map((a) => [a.name, value(a.type)]));
  const record = fc.record(args, { requiredKeys: [] });
  return fc.oneof(
    { weight: 8, arbitrary: record },
    { weight: 1, arbitrary: fc.tuple(record, fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 3 }), { minKeys: 1, maxKeys: 4 })).map(([r, extra]) => ({ ...extra, ...r })) },
    { weight: 1, arbitrary: fc.oneof(fc.constant(null), weirdString, fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }), int32, deepJson) },
  );
}

// ---- the run ----------------------------------------------------------------------------------

let stack: Stack;
let url: string;
let adminCookie: string;
let sent = 0;

beforeAll(async () => {
  stack = await startStack({ timer: new ManualTimer() });
  url = stack.gateway.url;
  adminCookie = await signIn(url, 'admin');
}, 120_000);

afterAll(async () => {
  console.log(`fuzz: ${sent} bad inputs sent to ${mutations.length} mutations`);
  await stack.close();
});

/** What is wrong with the gateway's answer to one input (empty when nothing is). */
function problemsOf(op: RootOperation, sentBody: string, status: number, text: string, errors: ReceivedError[] | undefined): string[] {
  const problems: string[] = [];
  if (status >= 500) problems.push(`status ${status}`);
  for (const error of errors ?? []) {
    const code = error.extensions?.code;
    if (typeof code !== 'string') problems.push(`error without a code: ${error.message}`);
    else if (
      !CLIENT_ERROR_CODES.has(code) &&
      !(SESSION_ERROR_CODES.has(code) && SESSION_OPERATIONS.has(op.field)) &&
      !(code === 'TOO_MANY_REQUESTS' && ATTEMPT_LIMITED_OPERATIONS.has(op.field))
    ) {
      problems.push(`code ${code}: ${error.message}`);
    }
  }
  if (status !== 200 && !errors) problems.push(`status ${status} without errors`);
  for (const leak of LEAKS) {
    if (leak.test(text) && !leak.test(sentBody)) problems.push(`leaks ${String(leak)}: ${text.slice(0, 300)}`);
  }
  return problems;
}

/** A failure report that stays readable when the input is a huge string: the input is cut short. */
function compactReport(details: fc.RunDetails<[unknown]>): void {
  if (!details.failed) return;
  const input = JSON.stringify(details.counterexample?.[0]) ?? 'undefined';
  const shown = input.length > 400 ? `${input.slice(0, 400)}… (${input.length} characters)` : input;
  const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  throw new Error(`${cause.slice(0, 1000)}\ninput: ${shown}\nreplay: { seed: ${details.seed}, path: "${details.counterexamplePath ?? ''}" }`);
}

describe('malformed variables', () => {
  it.each(mutations.map((op) => [op.name, op] as const))('%s answers each with a typed client error', async (_name, op) => {
    const query = operationDocument(schema, op, op.args.map((a) => a.name));
    const cookie = SESSION_OPERATIONS.has(op.field) ? undefined : adminCookie;
    await fc.assert(
      fc.asyncProperty(variablesFor(op), async (variables) => {
        sent += 1;
        const body = JSON.stringify({ query, variables });
        let req = request(url).post('/graphql').set('Content-Type', 'application/json');
        if (cookie) req = req.set('Cookie', cookie);
        const res = await req.send(body);
        const errors = (res.body as { errors?: ReceivedError[] } | undefined)?.errors;
        const problems = problemsOf(op, body, res.status, res.text, errors);
        if (problems.length > 0) throw new Error(`${op.name}: ${problems.join('; ')}`);
      }),
      { numRuns: op.args.length > 0 ? RUNS_WITH_ARGUMENTS : RUNS_WITHOUT_ARGUMENTS, reporter: compactReport },
    );
  });

  it.each([
    ['an over-long id', '{ store(id: $v) { id } }', 'ID!', 'ź'.repeat(3000)],
    ['an empty id', '{ leaflet(id: $v) { id } }', 'ID!', ''],
    ['"." as an id', '{ leaflet(id: $v) { id } }', 'ID!', '.'],
    ['".." as an id', '{ job(id: $v) { id } }', 'ID!', '..'],
    ['an over-long id in a list', 'mutation { createGroup(input: { name: "Grupa", storeIds: [$v] }) { id } }', 'ID!', 'x'.repeat(5000)],
    ['an over-long search', '{ stores(search: $v) { id } }', 'String', 'ź'.repeat(3000)],
    ['an over-long retailer', '{ articlesDataDeleted(retailer: $v) { id } }', 'String!', 'r'.repeat(20_000)],
    ['U+0000 in a search', '{ leaflets(filter: { search: $v }) { total } }', 'String', 'a\u0000b'],
    ['U+0000 in a name', 'mutation { createCategory(input: { name: $v, categoryWebId: "nul-test" }) { id } }', 'String!', 'Nazwa\u0000'],
  ])('answers %s with BAD_USER_INPUT, not with a failed upstream call', async (_what, selection, type, value) => {
    const [keyword, rest] = selection.startsWith('mutation') ? ['mutation', selection.slice('mutation '.length)] : ['query', selection];
    const res = await gql(url, `${keyword} Q($v: ${type}) ${rest}`, { cookie: adminCookie, variables: { v: value } });
    sent += 1;
    expect({ status: res.status, code: res.errors?.[0]?.extensions?.code }).toEqual({ status: 200, code: 'BAD_USER_INPUT' });
  });

  it('leaves the gateway and the api up and the administrator signed in', async () => {
    expect(sent).toBeGreaterThanOrEqual(1000);
    expect((await request(url).get('/healthz')).status).toBe(200);
    expect((await request(stack.api.url).get('/healthz')).status).toBe(200);
    const me = await gql<{ me: { username: string } }>(url, '{ me { username } }', { cookie: adminCookie });
    expect(me.data?.me.username).toBe('admin');
  });
});
