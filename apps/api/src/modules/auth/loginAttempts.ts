/**
 * Rate limit of sign-ins, shared by every api instance through the database: failed attempts are
 * counted per username (as typed, also for unknown users) and per client address over a sliding
 * window. Past the limit a sign-in is refused with 429 TOO_MANY_ATTEMPTS before the password is even
 * checked, until enough failures have left the window. A successful sign-in clears the username's
 * failures (not the address's).
 *
 * An attempt is written before the password is checked and removed again when it succeeds, so
 * attempts running at the same time all count: a burst of parallel guesses cannot slip past the limit.
 */
import { isIP } from 'node:net';
import type { Request } from 'express';
import type { Db } from '../../db/connect';
import type { LoginLimits } from '../../env';
import { ApiError } from '../../http/errors';
import { SERVICE_TOKEN_HEADER, serviceTokenMatches } from '../../serviceToken';

/** Header a trusted service (the gateway, with its service token) names the browser's address in. */
export const CLIENT_ADDRESS_HEADER = 'X-Client-Address';

/** 429: too many failed sign-ins; `retryAfterSeconds` says when the next one may succeed. */
export function tooManyAttempts(retryAfterSeconds: number): ApiError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new ApiError(
    429,
    'TOO_MANY_ATTEMPTS',
    `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    { retryAfterSeconds },
  );
}

function normalizeAddress(address: string | undefined): string {
  if (!address) return 'unknown';
  const trimmed = address.trim();
  // IPv4 clients of a dual-stack socket show as ::ffff:a.b.c.d.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return (mapped?.[1] ?? trimmed).toLowerCase();
}

/**
 * Address of the client signing in: the one a trusted service vouches for with its service token,
 * else the address of the connection.
 */
export function clientAddress(req: Request, serviceToken: string): string {
  const vouched = req.get(CLIENT_ADDRESS_HEADER);
  const token = req.get(SERVICE_TOKEN_HEADER);
  if (vouched !== undefined && token !== undefined && serviceTokenMatches(serviceToken, token)) {
    const address = normalizeAddress(vouched);
    if (isIP(address) !== 0) return address;
  }
  return normalizeAddress(req.socket.remoteAddress);
}

/** The key a username is counted under. */
export function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}

/** Seconds until fewer than `limit` of the failures `times` (oldest first) are left in the window. */
function secondsUntilBelow(times: readonly Date[], limit: number, windowMs: number, now: number): number {
  const freeing = times[times.length - limit];
  if (freeing === undefined) return 0;
  return Math.max(1, Math.ceil((freeing.getTime() + windowMs - now) / 1000));
}

/** One sign-in attempt in progress: either succeeded (clears the username) or failed (stays counted). */
export interface LoginAttempt {
  succeeded(): Promise<void>;
  /** Nothing to count (e.g. a disabled account with the right password): the attempt is dropped. */
  forget(): Promise<void>;
}

/**
 * Counts a sign-in attempt before its password is checked. Throws TOO_MANY_ATTEMPTS (the attempt is
 * not kept) when the username or the address is over its limit.
 */
export async function beginLoginAttempt(db: Db, limits: LoginLimits, username: string, address: string, now = Date.now()): Promise<LoginAttempt> {
  const windowMs = limits.windowSeconds * 1000;
  const since = new Date(now - windowMs);
  const key = usernameKey(username);
  const inserted = await db.insertInto('login_attempts').values({ username: key, address, at: new Date(now) }).returning('id').executeTakeFirstOrThrow();
  const earlier = async (column: 'username' | 'address', value: string): Promise<Date[]> => {
    const rows = await db
      .selectFrom('login_attempts')
      .select(['id', 'at'])
      .where(column, '=', value)
      .where('at', '>', since)
      .orderBy('at', 'asc')
      .execute();
    return rows.filter((row) => row.id !== inserted.id).map((row) => row.at);
  };
  const [byUsername, byAddress] = await Promise.all([earlier('username', key), earlier('address', address)]);
  const drop = async () => {
    await db.deleteFrom('login_attempts').where('id', '=', inserted.id).execute();
  };
  const userOver = byUsername.length >= limits.maxFailuresPerUsername;
  const addressOver = byAddress.length >= limits.maxFailuresPerAddress;
  if (userOver || addressOver) {
    await drop();
    const wait = Math.max(
      userOver ? secondsUntilBelow(byUsername, limits.maxFailuresPerUsername, windowMs, now) : 0,
      addressOver ? secondsUntilBelow(byAddress, limits.maxFailuresPerAddress, windowMs, now) : 0,
      1,
    );
    throw tooManyAttempts(wait);
  }
  // Old attempts of anybody are of no use any more.
  await db.deleteFrom('login_attempts').where('at', '<=', since).execute();
  return {
    succeeded: async () => {
      await db.deleteFrom('login_attempts').where('username', '=', key).execute();
    },
    forget: drop,
  };
}
