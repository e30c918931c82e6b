import request from 'supertest';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../session/cookies';

/** A GraphQL error as the browser receives it. */
export interface ReceivedError {
  message: string;
  path?: (string | number)[];
  extensions?: Record<string, unknown> & { code?: string; traceId?: string };
}

export interface GqlResult<TData = Record<string, unknown>> {
  status: number;
  data: TData | null | undefined;
  errors: ReceivedError[] | undefined;
  /** Raw response text (to check nothing leaks). */
  text: string;
  setCookies: string[];
  headers: Record<string, string>;
}

export interface GqlOptions {
  variables?: Record<string, unknown>;
  cookie?: string;
  headers?: Record<string, string>;
}

/** Posts one GraphQL operation to the gateway as a browser would (JSON, same origin). */
export async function gql<TData = Record<string, unknown>>(baseUrl: string, query: string, options: GqlOptions = {}): Promise<GqlResult<TData>> {
  let req = request(baseUrl).post('/graphql').set('Content-Type', 'application/json');
  if (options.cookie) req = req.set('Cookie', options.cookie);
  for (const [name, value] of Object.entries(options.headers ?? {})) req = req.set(name, value);
  const res = await req.send({ query, variables: options.variables ?? {} });
  const body = res.body as { data?: TData | null; errors?: ReceivedError[] };
  const rawCookies = res.headers['set-cookie'] as string[] | string | undefined;
  return {
    status: res.status,
    data: body.data,
    errors: body.errors,
    text: res.text,
    setCookies: rawCookies === undefined ? [] : Array.isArray(rawCookies) ? rawCookies : [rawCookies],
    headers: res.headers,
  };
}

/** Value of one cookie from Set-Cookie headers (undefined when not set). */
export function cookieValue(setCookies: string[], name: string): string | undefined {
  const line = setCookies.find((c) => c.startsWith(`${name}=`));
  return line ? decodeURIComponent(line.slice(name.length + 1).split(';')[0] ?? '') : undefined;
}

/** The Cookie header a browser would send after these Set-Cookie headers. */
export function cookieHeader(setCookies: string[]): string {
  return [ACCESS_COOKIE, REFRESH_COOKIE]
    .map((name) => [name, cookieValue(setCookies, name)] as const)
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}=${encodeURIComponent(value ?? '')}`)
    .join('; ');
}

export const LOGIN = /* GraphQL */ `
  mutation Login($username: String!, $password: String!) {
    login(username: $username, password: $password) {
      user { id username roles }
      accessExpiresAt
      refreshExpiresAt
    }
  }
`;

/** Signs in through the gateway and returns the Cookie header of the new session. */
export async function signIn(baseUrl: string, username: string, password = 'flyerdesk'): Promise<string> {
  const res = await gql(baseUrl, LOGIN, { variables: { username, password } });
  if (res.errors) throw new Error(`sign-in of ${username} failed: ${JSON.stringify(res.errors)}`);
  return cookieHeader(res.setCookies);
}
