import { parseCookie, stringifySetCookie } from 'cookie';
import type { ServerResponse } from 'node:http';

/** Cookie holding the access token (HttpOnly, never visible to page scripts). */
export const ACCESS_COOKIE = 'fd_access';
/** Cookie holding the refresh token. */
export const REFRESH_COOKIE = 'fd_refresh';

export interface TokenSet {
  accessToken: string;
  refreshToken: string;
  /** Seconds the access token is valid for. */
  expiresIn: number;
  /** Seconds the refresh token is valid for. */
  refreshExpiresIn: number;
}

export interface SessionCredentials {
  accessCookie?: string;
  refreshCookie?: string;
  /** Token from an `Authorization: Bearer` header (scripts and API clients). */
  bearer?: string;
}

/** Reads the session cookies and bearer header of an incoming request (HTTP or WebSocket upgrade). */
export function readCredentials(headers: { cookie?: string; authorization?: string }): SessionCredentials {
  const cookies = headers.cookie ? parseCookie(headers.cookie) : {};
  const auth = headers.authorization;
  const bearer = auth && /^Bearer\s+/i.test(auth) ? auth.replace(/^Bearer\s+/i, '').trim() : undefined;
  return {
    accessCookie: cookies[ACCESS_COOKIE] || undefined,
    refreshCookie: cookies[REFRESH_COOKIE] || undefined,
    bearer: bearer || undefined,
  };
}

/** Replaces any Set-Cookie already queued for the same cookie name, then queues the new one. */
function queueCookie(res: ServerResponse, name: string, header: string): void {
  const existing = res.getHeader('Set-Cookie');
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  const kept = list.filter((line) => !line.startsWith(`${name}=`));
  res.setHeader('Set-Cookie', [...kept, header]);
}

/** Writes the access and refresh cookies: HttpOnly, SameSite=Strict, Secure outside localhost. */
export function writeSessionCookies(res: ServerResponse, tokens: TokenSet, secure: boolean): void {
  const base = { httpOnly: true, sameSite: 'strict' as const, secure, path: '/' };
  queueCookie(res, ACCESS_COOKIE, stringifySetCookie(ACCESS_COOKIE, tokens.accessToken, { ...base, maxAge: Math.max(1, Math.floor(tokens.expiresIn)) }));
  queueCookie(
    res,
    REFRESH_COOKIE,
    stringifySetCookie(REFRESH_COOKIE, tokens.refreshToken, { ...base, maxAge: Math.max(1, Math.floor(tokens.refreshExpiresIn)) }),
  );
}

/** Expires both session cookies in the browser. */
export function clearSessionCookies(res: ServerResponse, secure: boolean): void {
  const base = { httpOnly: true, sameSite: 'strict' as const, secure, path: '/', maxAge: 0, expires: new Date(0) };
  queueCookie(res, ACCESS_COOKIE, stringifySetCookie(ACCESS_COOKIE, '', base));
  queueCookie(res, REFRESH_COOKIE, stringifySetCookie(REFRESH_COOKIE, '', base));
}
