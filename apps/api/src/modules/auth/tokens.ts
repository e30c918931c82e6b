/** Access tokens (HS256 JWT) and rotating refresh tokens stored as hashes. */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Transaction } from 'kysely';
import { isRole, type Role } from '@flyerdesk/domain/roles';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
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

/** A new refresh token: 256 random bits. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

const SUCCESSOR_INFO = 'flyerdesk refresh-token successor v1';
const SUCCESSOR_IV_BYTES = 12;
const SUCCESSOR_TAG_BYTES = 16;

/**
 * The key that seals a token's successor: HKDF-SHA256 of the token itself. Only who holds the token
 * can make it; the stored digest (plain SHA-256) does not yield it.
 */
function successorKey(token: string): Buffer {
  return Buffer.from(hkdfSync('sha256', token, '', SUCCESSOR_INFO, 32));
}

/**
 * Seals the token that replaced `token` (AES-256-GCM under a key made from `token`, bound to the
 * token's digest), for the row of `token`: what the database keeps opens only with the old token.
 */
export function sealSuccessor(token: string, successor: string): string {
  const iv = randomBytes(SUCCESSOR_IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', successorKey(token), iv);
  cipher.setAAD(Buffer.from(hashRefreshToken(token)));
  const sealed = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The successor sealed by sealSuccessor for `token`; undefined when it does not open with that token. */
export function openSuccessor(token: string, sealed: string): string | undefined {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length <= SUCCESSOR_IV_BYTES + SUCCESSOR_TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', successorKey(token), bytes.subarray(0, SUCCESSOR_IV_BYTES));
    decipher.setAAD(Buffer.from(hashRefreshToken(token)));
    decipher.setAuthTag(bytes.subarray(SUCCESSOR_IV_BYTES, SUCCESSOR_IV_BYTES + SUCCESSOR_TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(SUCCESSOR_IV_BYTES + SUCCESSOR_TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
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
 * family (a sign-in) a new session starts; a rotation passes the family of the token it replaces
 * (and the new refresh token, already sealed on the row of the one it replaces).
 */
export async function issueTokens(
  db: Db,
  config: RuntimeConfig,
  user: { id: string; username: string; roles: readonly string[] },
  familyId: string = randomUUID(),
  refreshToken: string = newRefreshToken(),
): Promise<TokenPair> {
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

/** What presenting a refresh token came to: new tokens, or why none were given. */
export type RefreshOutcome = TokenPair | 'reused' | 'invalid' | 'disabled';

/** How many rotations of one chain the grace window follows to reach its newest live token. */
export const GRACE_CHAIN_LIMIT = 8;

/**
 * Within the grace window after `token` was rotated (parallel requests of one browser that reached
 * another gateway replica or api instance with the same token): the newest live token of its chain,
 * that is its successor or, when that was rotated as well, the successor's successor (at most
 * GRACE_CHAIN_LIMIT rotations on). Undefined outside the window, for a token revoked other than by
 * rotation, and when the chain ends in a token that was revoked (signed out) or has expired.
 */
async function graceSuccessor(
  trx: Transaction<Database>,
  config: RuntimeConfig,
  token: string,
  row: { family_id: string; rotated_at: Date | null; successor_sealed: string | null },
  now: Date,
): Promise<{ token: string; expiresAt: Date } | undefined> {
  const graceMs = config.refreshReuseGraceSeconds * 1000;
  if (graceMs <= 0 || !row.rotated_at || now.getTime() - row.rotated_at.getTime() > graceMs) return undefined;
  let presented = token;
  let sealed = row.successor_sealed;
  for (let step = 0; step < GRACE_CHAIN_LIMIT && sealed; step += 1) {
    const next = openSuccessor(presented, sealed);
    if (next === undefined) return undefined;
    const successor = await trx
      .selectFrom('refresh_tokens')
      .select(['revoked_at', 'rotated_at', 'successor_sealed', 'expires_at'])
      .where('token_hash', '=', hashRefreshToken(next))
      .where('family_id', '=', row.family_id)
      .executeTakeFirst();
    if (!successor) return undefined;
    if (!successor.revoked_at) return successor.expires_at.getTime() > Date.now() ? { token: next, expiresAt: successor.expires_at } : undefined;
    if (!successor.rotated_at) return undefined;
    presented = next;
    sealed = successor.successor_sealed;
  }
  return undefined;
}

/**
 * Exchanges a refresh token for new tokens of its session (POST /authenticate/refresh). A live token
 * is rotated: revoked, with the time of the rotation (the api's clock, `now`) and its successor sealed
 * on its row. A token rotated less than `refreshReuseGraceSeconds` ago is answered with the newest
 * live token of its chain and a new access token of the session, the same on every api instance.
 * Any other revoked token is 'reused' (the caller ends the session).
 *
 * The token's row and its user are locked first: presentations of one token (and rotations of one
 * user's tokens) take turns, so a second presentation waiting for the first one reads its rotation.
 */
export async function rotateRefreshToken(db: Db, config: RuntimeConfig, refreshToken: string, now: Date): Promise<RefreshOutcome> {
  const tokenHash = hashRefreshToken(refreshToken);
  return db.transaction().execute(async (trx): Promise<RefreshOutcome> => {
    const row = await trx
      .selectFrom('refresh_tokens')
      .innerJoin('users', 'users.id', 'refresh_tokens.user_id')
      .select([
        'refresh_tokens.id as tokenId',
        'refresh_tokens.family_id',
        'refresh_tokens.revoked_at',
        'refresh_tokens.rotated_at',
        'refresh_tokens.successor_sealed',
        'refresh_tokens.expires_at',
        'users.id',
        'users.username',
        'users.roles',
        'users.enabled',
      ])
      .where('refresh_tokens.token_hash', '=', tokenHash)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return 'invalid';
    if (row.revoked_at) {
      const successor = await graceSuccessor(trx, config, refreshToken, row, now);
      if (!successor) return 'reused';
      if (!row.enabled) return 'disabled';
      return {
        accessToken: signAccessToken(config, row, row.family_id),
        refreshToken: successor.token,
        expiresIn: config.accessTokenTtl,
        refreshExpiresIn: Math.max(1, Math.floor((successor.expiresAt.getTime() - Date.now()) / 1000)),
      };
    }
    if (row.expires_at.getTime() <= Date.now()) return 'invalid';
    if (!row.enabled) return 'disabled';
    const successor = newRefreshToken();
    const revoked = await trx
      .updateTable('refresh_tokens')
      .set((eb) => ({
        revoked_at: new Date(),
        rotated_at: now,
        successor_sealed: sealSuccessor(refreshToken, successor),
        updated_at: new Date(),
        version: eb('version', '+', 1),
      }))
      .where('id', '=', row.tokenId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (revoked.numUpdatedRows !== 1n) return 'reused';
    return issueTokens(trx, config, row, row.family_id, successor);
  });
}
