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
import { endsSessions, revokes, type RevocableSession, type SessionRevocation } from './revocations';

/** A verified signed-in user and the access token that proved it. */
export interface AuthenticatedSession {
  user: CurrentUser;
  accessToken: string;
  /** Epoch ms when the access token expires (null when the token carries no expiry). */
  expiresAt: number | null;
  /** The session (refresh-token family) the token belongs to: its `sid` claim; null when it names none. */
  sessionId: string | null;
  /** Epoch ms the token was issued (its `iat` claim); null when it says nothing. */
  issuedAt: number | null;
}

/** Tokens are refreshed this long before they expire, so a request never races the expiry. */
const EXPIRY_MARGIN_MS = 30_000;
/** Concurrent requests carrying the same (old) refresh cookie share one rotation for this long. */
const REFRESH_SHARE_MS = 30_000;
/** Default upper bound for caching a verified user (never past the expiry of its token). */
export const DEFAULT_SESSION_CACHE_MS = 60_000;
/** Revocations heard lately, checked against verifications that were under way when they arrived. */
const RECENT_REVOCATIONS_MS = 120_000;
const RECENT_REVOCATIONS_MAX = 10_000;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * Claims of a JWT read without verifying it: used to decide when to refresh or evict, and (for a
 * token the api has just accepted) which user and session it belongs to.
 */
interface TokenClaims {
  exp: number | null;
  iat: number | null;
  sub: string | null;
  sid: string | null;
}

/**
 * Claims of the tokens read lately, by the token's digest as the verified users are (a token's claims
 * never change): one decoding per token, not two per request.
 */
const CLAIMS_KEPT = 1000;
/** How long claims of a token that names no expiry are kept. */
const CLAIMS_WITHOUT_EXPIRY_MS = 60_000;
const keptClaims = new ExpiringLru<TokenClaims>(CLAIMS_KEPT);

function claimsOf(token: string, key = hashToken(token)): TokenClaims {
  const kept = keptClaims.get(key);
  if (kept) return kept;
  const payload = decode(token, { json: true });
  const claims: TokenClaims = {
    exp: payload && typeof payload.exp === 'number' ? payload.exp * 1000 : null,
    iat: payload && typeof payload.iat === 'number' ? payload.iat * 1000 : null,
    sub: payload && typeof payload.sub === 'string' ? payload.sub : null,
    sid: payload && typeof payload['sid'] === 'string' ? payload['sid'] : null,
  };
  keptClaims.set(key, claims, claims.exp ?? Date.now() + CLAIMS_WITHOUT_EXPIRY_MS);
  return claims;
}

/** Expiry claim of a JWT, read without verifying it (used only to decide when to refresh or evict). */
export function tokenExpiry(token: string, key = hashToken(token)): number | null {
  return claimsOf(token, key).exp;
}

/** A verified user as cached per access token, with what revocations are checked against. */
interface CachedUser extends RevocableSession {
  user: CurrentUser;
}

export interface SessionServiceOptions {
  /** Longest time a verified user is cached (never past its token's expiry); role changes upstream show within it. */
  cacheMs?: number;
  /** The gateway's service token: with it, a sign-in names the browser's address to the api (its rate limit). */
  serviceToken?: string;
  /** Tells every replica that sessions ended (a sign-out through this gateway). */
  publishRevocations?: (revocations: SessionRevocation[]) => Promise<void>;
  now?: () => number;
}

function isExpiring(token: string, now: number, key = hashToken(token)): boolean {
  const exp = tokenExpiry(token, key);
  return exp !== null && exp - EXPIRY_MARGIN_MS <= now;
}

/**
 * Verifies tokens against the api (GET /api/users/me) and rotates refresh tokens. The gateway
 * never authorises from an unverified token: a verified user is cached per access token until that
 * token expires, and at most `cacheMs` (so a role changed upstream shows within that time, and at
 * the latest with the next token). Revoked sessions are dropped from the cache at once.
 */
export class SessionService {
  private readonly users = new ExpiringLru<CachedUser>(1000);
  private readonly refreshes = new ExpiringLru<Promise<TokenSet>>(1000);
  private recent: { revocation: SessionRevocation; heardAt: number }[] = [];
  private readonly now: () => number;
  private readonly cacheMs: number;

  constructor(
    private readonly http: UpstreamHttp,
    readonly cookieSecure: boolean,
    private readonly logger: Logger,
    private readonly options: SessionServiceOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.cacheMs = options.cacheMs ?? DEFAULT_SESSION_CACHE_MS;
  }

  authClient(traceId: string): AuthClient {
    return new AuthClient(this.http, traceId);
  }

  /**
   * Checks a username and password upstream. With the service token the browser's address goes
   * along, so the api's rate limit counts failures per browser rather than per gateway.
   */
  authenticate(username: string, password: string, clientAddress: string | undefined, traceId: string): Promise<TokenSet> {
    const { serviceToken } = this.options;
    const vouch = serviceToken && clientAddress ? { serviceToken, clientAddress } : undefined;
    return this.authClient(traceId).authenticate(username, password, vouch);
  }

  /** The user a token belongs to, verified upstream (UNAUTHENTICATED when the api refuses it). */
  async verify(accessToken: string, traceId: string, key = hashToken(accessToken)): Promise<AuthenticatedSession> {
    const claims = claimsOf(accessToken, key);
    const session = (user: CurrentUser): AuthenticatedSession => ({
      user,
      accessToken,
      expiresAt: claims.exp,
      sessionId: claims.sid,
      issuedAt: claims.iat,
    });
    const cached = this.users.get(key);
    if (cached) return session(cached.user);
    try {
      const raw = await new UsersClient(this.http, { traceId, accessToken: () => Promise.resolve(accessToken) }).me(accessToken);
      const user = toCurrentUser(raw);
      if (!user.enabled) throw unauthenticated('This account is disabled', 'USER_DISABLED');
      const entry: CachedUser = { user, userId: user.id, sessionId: claims.sid, issuedAt: claims.iat };
      // A revocation heard while the api was answering wins over the answer.
      if (this.isRevoked(entry)) throw unauthenticated('The session has ended, please sign in again', 'SESSION_ENDED');
      this.users.set(key, entry, Math.min(claims.exp ?? Infinity, this.now() + this.cacheMs));
      return session(user);
    } catch (err) {
      if (err instanceof UpstreamHttpError && err.status === 401) throw unauthenticated();
      throw err;
    }
  }

  /**
   * Drops the cached users of a revoked session (or of every session of a user) and, when it ends
   * sessions, remembers it a while (a change of assigned shops only drops what is cached).
   */
  revoke(revocation: SessionRevocation): void {
    const now = this.now();
    if (endsSessions(revocation)) {
      this.recent = this.recent.filter((r) => r.heardAt > now - RECENT_REVOCATIONS_MS).slice(-(RECENT_REVOCATIONS_MAX - 1));
      this.recent.push({ revocation, heardAt: now });
    }
    const dropped = this.users.deleteWhere((entry) => revokes(revocation, entry));
    if (dropped > 0) this.logger.info({ userId: revocation.userId, sessionId: revocation.sessionId, reason: revocation.reason, dropped }, 'revoked session dropped');
  }

  /** Whether a revocation heard lately ends this session (checked for verifications under way when it came). */
  isRevoked(session: RevocableSession): boolean {
    const since = this.now() - RECENT_REVOCATIONS_MS;
    return this.recent.some((r) => r.heardAt > since && revokes(r.revocation, session));
  }

  /** Tells every replica that sessions ended; a failure is logged (the sign-out itself went through). */
  async announce(revocations: SessionRevocation[], traceId: string): Promise<void> {
    for (const revocation of revocations) this.revoke(revocation);
    try {
      await this.options.publishRevocations?.(revocations);
    } catch (err) {
      this.logger.warn({ err, traceId }, 'could not tell the other gateways about a sign-out');
    }
  }

  /**
   * Rotates a refresh token. Requests arriving together with the same old refresh cookie
   * share one rotation, so a burst of requests after expiry does not sign the user out. Requests of
   * the same burst that reach another replica are answered the same new refresh token by the api
   * (its grace window after a rotation, REFRESH_REUSE_GRACE_SECONDS), so the browser keeps one.
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
  forHttp(credentials: SessionCredentials, res: ServerResponse, traceId: string, clientAddress?: string): HttpSession {
    return new HttpSession(this, credentials, res, traceId, this.logger, this.now, clientAddress);
  }

  /**
   * The session of a WebSocket connection. Tokens cannot be rotated over a socket (the browser
   * would never receive the new cookies), so an expired access token means UNAUTHENTICATED and
   * the client refreshes over HTTP before reconnecting.
   */
  async forSocket(credentials: SessionCredentials, traceId: string): Promise<AuthenticatedSession> {
    const token = credentials.bearer ?? credentials.accessCookie;
    if (!token) throw unauthenticated();
    // The token's digest keys both its claims and its verified user: made once.
    const key = hashToken(token);
    if (isExpiring(token, this.now(), key)) throw unauthenticated();
    return this.verify(token, traceId, key);
  }
}

/** What resolvers need from the session of the request they run in. */
export interface Session {
  /** The verified signed-in user; UNAUTHENTICATED without a valid session. */
  require(): Promise<AuthenticatedSession>;
  /** Checks a username and password upstream (rate-limited per username and browser address); HTTP only. */
  authenticate(username: string, password: string): Promise<TokenSet>;
  /** Starts a session from freshly issued tokens (sets the cookies). */
  signIn(tokens: TokenSet): Promise<AuthenticatedSession>;
  /** Rotates the tokens using the refresh cookie. */
  rotate(): Promise<{ session: AuthenticatedSession; tokens: TokenSet }>;
  /** Revokes the refresh token upstream and clears the cookies. */
  signOut(): Promise<void>;
  /** Forgets the verified user of this session, so the next request reads it from the api (after a change of one's own account). */
  forgetUser(): void;
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
    private readonly clientAddress: string | undefined,
  ) {}

  require(): Promise<AuthenticatedSession> {
    this.current ??= this.resolve();
    return this.current;
  }

  authenticate(username: string, password: string): Promise<TokenSet> {
    return this.service.authenticate(username, password, this.clientAddress, this.traceId);
  }

  forgetUser(): void {
    const token = this.credentials.bearer ?? this.credentials.accessCookie;
    if (token) this.service.forget(token);
  }

  private async resolve(): Promise<AuthenticatedSession> {
    const { bearer, accessCookie, refreshCookie } = this.credentials;
    if (bearer) return this.service.verify(bearer, this.traceId);
    const key = accessCookie ? hashToken(accessCookie) : undefined;
    if (accessCookie && !isExpiring(accessCookie, this.now(), key)) {
      try {
        return await this.service.verify(accessCookie, this.traceId, key);
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
        let ended = false;
        try {
          await this.service.authClient(this.traceId).logout(accessToken, this.credentials.refreshCookie);
          ended = true;
        } catch (err) {
          if (!(err instanceof UpstreamHttpError && err.status === 401)) throw err;
          this.logger.debug({ traceId: this.traceId }, 'sign-out with a session the api no longer knows');
        }
        // The api accepted the token, so its claims name the user and the session that ended: every
        // replica drops them and closes their sockets. Without a refresh token every session ended.
        const claims = claimsOf(accessToken);
        if (ended && claims.sub) {
          const sessionId = this.credentials.refreshCookie ? claims.sid : null;
          await this.service.announce([{ userId: claims.sub, sessionId, at: this.now(), reason: 'SIGNED_OUT' }], this.traceId);
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

  authenticate(): Promise<TokenSet> {
    return this.httpOnly();
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

  forgetUser(): void {
    // A socket keeps the user verified when it connected; the next connection reads it again.
  }
}
