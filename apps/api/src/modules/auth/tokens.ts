/** Access tokens (HS256 JWT) and rotating refresh tokens stored as hashes. */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { isRole, type Role } from '@flyerdesk/domain/roles';
import type { Db } from '../../db/connect';
import type { RuntimeConfig } from '../../context';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  refreshExpiresIn: number;
}

export interface AccessClaims {
  sub: string;
  username: string;
  roles: Role[];
  /** The session (refresh-token family) the token was issued for. */
  sid: string;
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Signs an access token of one session (`sid`: the refresh-token family it belongs to). */
export function signAccessToken(
  config: RuntimeConfig,
  user: { id: string; username: string; roles: readonly string[] },
  sessionId: string,
): string {
  return jwt.sign({ username: user.username, roles: user.roles.filter(isRole), type: 'access', sid: sessionId }, config.accessTokenKey, {
    algorithm: 'HS256',
    expiresIn: config.accessTokenTtl,
    subject: user.id,
    jwtid: randomUUID(),
  });
}

/** Claims of a valid, unexpired access token; undefined for anything else. */
export function verifyAccessToken(config: RuntimeConfig, token: string): AccessClaims | undefined {
  try {
    const payload = jwt.verify(token, config.accessTokenKey, { algorithms: ['HS256'] });
    if (typeof payload !== 'object' || payload.type !== 'access' || typeof payload.sub !== 'string') return undefined;
    const username: unknown = payload.username;
    const roles: unknown = payload.roles;
    const sid: unknown = payload.sid;
    if (typeof username !== 'string' || !Array.isArray(roles) || typeof sid !== 'string') return undefined;
    return { sub: payload.sub, username, roles: roles.filter(isRole), sid };
  } catch {
    return undefined;
  }
}

/**
 * Issues an access token and a new refresh token, storing the refresh token's hash. Without a
 * family (a sign-in) a new session starts; a rotation passes the family of the token it replaces.
 */
export async function issueTokens(
  db: Db,
  config: RuntimeConfig,
  user: { id: string; username: string; roles: readonly string[] },
  familyId: string = randomUUID(),
): Promise<TokenPair> {
  const refreshToken = randomBytes(32).toString('base64url');
  // Expired tokens of the user are of no use any more, not even to spot a reused one.
  await db.deleteFrom('refresh_tokens').where('user_id', '=', user.id).where('expires_at', '<', new Date()).execute();
  await db
    .insertInto('refresh_tokens')
    .values({
      user_id: user.id,
      token_hash: hashRefreshToken(refreshToken),
      family_id: familyId,
      expires_at: new Date(Date.now() + config.refreshTokenTtl * 1000),
    })
    .execute();
  return {
    accessToken: signAccessToken(config, user, familyId),
    refreshToken,
    expiresIn: config.accessTokenTtl,
    refreshExpiresIn: config.refreshTokenTtl,
  };
}
