import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { decode } from 'jsonwebtoken';
import type { Logger } from 'pino';
import type { CurrentUser } from '../__generated__/resolvers-types';
import { badRequest, codeOf, ErrorCode, unauthenticated } from '../errors';
import { AuthClient } from '../modules/auth/client';
import { UsersClient } from '../modules/users/client';
import { toCurrentUser } from '../modules/users/mappers';
import { UpstreamHttpError, type UpstreamHttp } from '../upstream/http';
import { clearSessionCookies, writeSessionCookies, type SessionCredentials, type TokenSet } from './cookies';
import { ExpiringLru } from './lru';

/** A verified signed-in user and the access token that proved it. */
export interface AuthenticatedSession {
  user: CurrentUser;
  accessToken: string;
  /** Epoch ms when the access token expires (null when the token carries no expiry). */
  expiresAt: number | null;
}

/** Tokens are refreshed this long before they expire, so a request never races the expiry. */
const EXPIRY_MARGIN_MS = 30_000;
/** Concurrent requests carrying the same (old) refresh cookie share one rotation for this long. */
const REFRESH_SHARE_MS = 30_000;
/** Upper bound for caching a verified user when its token carries no expiry. */
const NO_EXPIRY_CACHE_MS = 60_000;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Expiry claim of a JWT, read without verifying it (used only to decide when to refresh or evict). */
export function tokenExpiry(token: string): number | null {
  const payload = decode(token, { json: true });
  return payload && typeof payload.exp === 'number' ? payload.exp * 1000 : null;
}

function isExpiring(token: string, now: number): boolean {
  const exp = tokenExpiry(token);
  return exp !== null && exp - EXPIRY_MARGIN_MS <= now;
}

/**
 * Verifies tokens against the api (GET /api/users/me) and rotates refresh tokens. The gateway
 * never authorises from an unverified token: a verified user is cached per access token until
 * that token expires.
 */
export class SessionService {
  private readonly users = new ExpiringLru<CurrentUser>(1000);
  private readonly refreshes = new ExpiringLru<Promise<TokenSet>>(1000);

  constructor(
    private readonly http: UpstreamHttp,
    readonly cookieSecure: boolean,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  authClient(traceId: string): AuthClient {
    return new AuthClient(this.http, traceId);
  }

  /** The user a token belongs to, verified upstream (UNAUTHENTICATED when the api refuses it). */
  async verify(accessToken: string, traceId: string): Promise<AuthenticatedSession> {
    const key = hashToken(accessToken);
    const expiresAt = tokenExpiry(accessToken);
    const cached = this.users.get(key);
    if (cached) return { user: cached, accessToken, expiresAt };
    try {
      const raw = await new UsersClient(this.http, { traceId, accessToken: () => Promise.resolve(accessToken) }).me(accessToken);
      const user = toCurrentUser(raw);
      if (!user.enabled) throw unauthenticated('This account is disabled', 'USER_DISABLED');
      this.users.set(key, user, expiresAt ?? this.now() + NO_EXPIRY_CACHE_MS);
      return { user, accessToken, expiresAt };
    } catch (err) {
      if (err instanceof UpstreamHttpError && err.status === 401) throw unauthenticated();
      throw err;
    }
  }

  /**
   * Rotates a refresh token. Requests arriving together with the same old refresh cookie
   * share one rotation, so a burst of requests after expiry does not sign the user out.
   */
  async refresh(refreshToken: string, traceId: string): Promise<TokenSet> {
    const key = hashToken(refreshToken);
    const pending = this.refreshes.get(key);
    if (pending) return pending;
    const rotation = this.authClient(traceId)
      .refresh(refreshToken)
      .catch((err: unknown) => {
        this.refreshes.delete(key);
        if (err instanceof UpstreamHttpError && (err.status === 401 || err.status === 400)) {
          throw unauthenticated('The session has expired, please sign in again', 'INVALID_REFRESH_TOKEN');
        }
        throw err;
      });
    this.refreshes.set(key, rotation, this.now() + REFRESH_SHARE_MS);
    return rotation;
  }

  /** Forgets a verified user (after sign-out). */
  forget(accessToken: string): void {
    this.users.delete(hashToken(accessToken));
  }

  /** The session of one HTTP request (cookies or bearer header), refreshed transparently. */
  forHttp(credentials: SessionCredentials, res: ServerResponse, traceId: string): HttpSession {
    return new HttpSession(this, credentials, res, traceId, this.logger, this.now);
  }

  /**
   * The session of a WebSocket connection. Tokens cannot be rotated over a socket (the browser
   * would never receive the new cookies), so an expired access token means UNAUTHENTICATED and
   * the client refreshes over HTTP before reconnecting.
   */
  async forSocket(credentials: SessionCredentials, traceId: string): Promise<AuthenticatedSession> {
    const token = credentials.bearer ?? credentials.accessCookie;
    if (!token || isExpiring(token, this.now())) throw unauthenticated();
    return this.verify(token, traceId);
  }
}

/** What resolvers need from the session of the request they run in. */
export interface Session {
  /** The verified signed-in user; UNAUTHENTICATED without a valid session. */
  require(): Promise<AuthenticatedSession>;
  /** Starts a session from freshly issued tokens (sets the cookies). */
  signIn(tokens: TokenSet): Promise<AuthenticatedSession>;
  /** Rotates the tokens using the refresh cookie. */
  rotate(): Promise<{ session: AuthenticatedSession; tokens: TokenSet }>;
  /** Revokes the refresh token upstream and clears the cookies. */
  signOut(): Promise<void>;
}

/** Session of one HTTP request: cookies or bearer header, transparent refresh, cookie writes. */
export class HttpSession implements Session {
  private current: Promise<AuthenticatedSession> | null = null;

  constructor(
    private readonly service: SessionService,
    private readonly credentials: SessionCredentials,
    private readonly res: ServerResponse,
    private readonly traceId: string,
    private readonly logger: Logger,
    private readonly now: () => number,
  ) {}

  require(): Promise<AuthenticatedSession> {
    this.current ??= this.resolve();
    return this.current;
  }

  private async resolve(): Promise<AuthenticatedSession> {
    const { bearer, accessCookie, refreshCookie } = this.credentials;
    if (bearer) return this.service.verify(bearer, this.traceId);
    if (accessCookie && !isExpiring(accessCookie, this.now())) {
      try {
        return await this.service.verify(accessCookie, this.traceId);
      } catch (err) {
        if (codeOf(err) !== ErrorCode.UNAUTHENTICATED || !refreshCookie) throw err;
      }
    }
    if (refreshCookie) return (await this.rotate()).session;
    throw unauthenticated();
  }

  async signIn(tokens: TokenSet): Promise<AuthenticatedSession> {
    const session = await this.service.verify(tokens.accessToken, this.traceId);
    writeSessionCookies(this.res, tokens, this.service.cookieSecure);
    this.current = Promise.resolve(session);
    return session;
  }

  async rotate(): Promise<{ session: AuthenticatedSession; tokens: TokenSet }> {
    const refreshToken = this.credentials.refreshCookie;
    if (!refreshToken) throw unauthenticated('There is no session to refresh');
    let tokens: TokenSet;
    try {
      tokens = await this.service.refresh(refreshToken, this.traceId);
    } catch (err) {
      if (codeOf(err) === ErrorCode.UNAUTHENTICATED) clearSessionCookies(this.res, this.service.cookieSecure);
      throw err;
    }
    const session = await this.service.verify(tokens.accessToken, this.traceId);
    writeSessionCookies(this.res, tokens, this.service.cookieSecure);
    this.credentials.accessCookie = tokens.accessToken;
    this.credentials.refreshCookie = tokens.refreshToken;
    this.current = Promise.resolve(session);
    return { session, tokens };
  }

  async signOut(): Promise<void> {
    try {
      let accessToken = this.credentials.bearer ?? this.credentials.accessCookie;
      if (accessToken && isExpiring(accessToken, this.now())) accessToken = undefined;
      if (!accessToken && this.credentials.refreshCookie) {
        // Rotating first yields a live access token, so the refresh token can be revoked upstream.
        try {
          accessToken = (await this.rotate()).tokens.accessToken;
        } catch (err) {
          if (codeOf(err) !== ErrorCode.UNAUTHENTICATED) throw err;
        }
      }
      if (accessToken) {
        this.service.forget(accessToken);
        try {
          await this.service.authClient(this.traceId).logout(accessToken, this.credentials.refreshCookie);
        } catch (err) {
          if (!(err instanceof UpstreamHttpError && err.status === 401)) throw err;
          this.logger.debug({ traceId: this.traceId }, 'sign-out with a session the api no longer knows');
        }
      }
    } finally {
      clearSessionCookies(this.res, this.service.cookieSecure);
      this.current = Promise.reject(unauthenticated());
      this.current.catch(() => undefined);
    }
  }
}

/** Session of a WebSocket connection, verified once in connection_init. */
export class SocketSession implements Session {
  constructor(private readonly session: AuthenticatedSession) {}

  require(): Promise<AuthenticatedSession> {
    return Promise.resolve(this.session);
  }

  private httpOnly(): never {
    throw badRequest('Signing in and out needs an HTTP request (cookies cannot be set over a WebSocket)');
  }

  signIn(): Promise<AuthenticatedSession> {
    return this.httpOnly();
  }

  rotate(): Promise<{ session: AuthenticatedSession; tokens: TokenSet }> {
    return this.httpOnly();
  }

  signOut(): Promise<void> {
    return this.httpOnly();
  }
}
