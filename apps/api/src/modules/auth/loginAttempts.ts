/**
 * Throttling of password guesses (OWASP ASVS V2.2), shared by every api instance through the database.
 *
 * Sign-ins: failed attempts are counted per username (as typed, also for unknown users) and client
 * address together, over a sliding window. A few failures are free; after them each further attempt of
 * that username from that address must wait after the last failure, twice as long as the time before
 * (up to a longest wait). The account is never locked for everybody: the owner, signing in from another
 * address than the one guessing, is not held back. Per address there is a plain limit across usernames
 * (a guesser trying many accounts). A throttled attempt is refused with 429 TOO_MANY_ATTEMPTS before the
 * password is even checked, saying when to try again. A successful sign-in clears the failures of that
 * username from that address.
 *
 * Password changes: wrong current passwords are counted per user; past the limit the change is refused
 * with 429 TOO_MANY_PASSWORD_ATTEMPTS until enough of them have left the window.
 *
 * An attempt is written before the password is checked and removed again when it succeeds, so
 * attempts running at the same time all count: a burst of parallel guesses cannot slip past the limits.
 */
import { isIP } from 'node:net';
import type { Request } from 'express';
import { TooManyRequestsReason } from '@flyerdesk/domain/errors';
import type { Db } from '../../db/connect';
import type { LoginLimits } from '../../env';
import { ApiError } from '../../http/errors';
import { SERVICE_TOKEN_HEADER, serviceTokenMatches } from '../../serviceToken';

/** Header a trusted service (the gateway, with its service token) names the browser's address in. */
export const CLIENT_ADDRESS_HEADER = 'X-Client-Address';

function minutesText(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** 429: too many failed sign-ins; `retryAfterSeconds` says when the next one may succeed. */
export function tooManyAttempts(retryAfterSeconds: number): ApiError {
  return new ApiError(
    429,
    TooManyRequestsReason.TOO_MANY_ATTEMPTS,
    retryAfterSeconds < 60
      ? `Too many failed sign-in attempts. Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`
      : `Too many failed sign-in attempts. Try again in ${minutesText(retryAfterSeconds)}.`,
    undefined,
    { retryAfterSeconds },
  );
}

/** 429: too many wrong current passwords given to change one's password. */
export function tooManyPasswordAttempts(retryAfterSeconds: number): ApiError {
  return new ApiError(
    429,
    TooManyRequestsReason.TOO_MANY_PASSWORD_ATTEMPTS,
    `Too many wrong current passwords. Try again in ${minutesText(retryAfterSeconds)}.`,
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

/** The key a username is counted under (trimmed, lower case). */
export function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}

/**
 * The key a user's wrong current passwords are counted under: it starts with capitals, which no
 * username key has, so nobody can add to it by signing in.
 */
const PASSWORD_CHANGE_PREFIX = 'PASSWORD-CHANGE ';

function passwordChangeKey(userId: string): string {
  return `${PASSWORD_CHANGE_PREFIX}${userId}`;
}

/** Seconds until fewer than `limit` of the failures `times` (oldest first) are left in the window. */
function secondsUntilBelow(times: readonly Date[], limit: number, windowMs: number, now: number): number {
  const freeing = times[times.length - limit];
  if (freeing === undefined) return 0;
  return Math.max(1, Math.ceil((freeing.getTime() + windowMs - now) / 1000));
}

/**
 * Seconds the next attempt of a username from an address must still wait, after `failures` (oldest
 * first) in the window: none while they are no more than the free ones, then the first wait, doubled
 * with each further failure, counted from the last one.
 */
function throttleSeconds(failures: readonly Date[], limits: LoginLimits, now: number): number {
  const beyond = failures.length - limits.freeFailures;
  const last = failures[failures.length - 1];
  if (beyond < 0 || last === undefined) return 0;
  const delaySeconds = Math.min(limits.firstDelaySeconds * 2 ** beyond, limits.maxDelaySeconds);
  const until = last.getTime() + delaySeconds * 1000;
  return until > now ? Math.max(1, Math.ceil((until - now) / 1000)) : 0;
}

/** One attempt in progress: either succeeded (clears its failures) or failed (stays counted). */
export interface LoginAttempt {
  succeeded(): Promise<void>;
}

/** Which earlier attempts to read: of a key, of an address (sign-ins only), or of both. */
interface AttemptFilter {
  key?: string;
  address?: string;
}

/** Writes an attempt; `earlier` reads the other attempts in the window (oldest first), `drop` removes this one. */
async function recordAttempt(db: Db, key: string, address: string, since: Date, now: number) {
  const inserted = await db.insertInto('login_attempts').values({ username: key, address, at: new Date(now) }).returning('id').executeTakeFirstOrThrow();
  const earlier = async ({ key: ofKey, address: ofAddress }: AttemptFilter): Promise<Date[]> => {
    let query = db.selectFrom('login_attempts').select(['id', 'at']).where('at', '>', since);
    if (ofKey !== undefined) query = query.where('username', '=', ofKey);
    // Wrong current passwords are not sign-ins: they do not count towards the address's limit.
    if (ofAddress !== undefined) query = query.where('address', '=', ofAddress).where('username', 'not like', `${PASSWORD_CHANGE_PREFIX}%`);
    const rows = await query.orderBy('at', 'asc').execute();
    return rows.filter((row) => row.id !== inserted.id).map((row) => row.at);
  };
  const drop = async () => {
    await db.deleteFrom('login_attempts').where('id', '=', inserted.id).execute();
  };
  return { earlier, drop };
}

/**
 * Counts a sign-in attempt before its password is checked. Throws TOO_MANY_ATTEMPTS (the attempt is
 * not kept) while the username must wait at this address, or when the address is over its limit.
 */
export async function beginLoginAttempt(db: Db, limits: LoginLimits, username: string, address: string, now = Date.now()): Promise<LoginAttempt> {
  const windowMs = limits.windowSeconds * 1000;
  const since = new Date(now - windowMs);
  const key = usernameKey(username);
  const { earlier, drop } = await recordAttempt(db, key, address, since, now);
  const [byPair, byAddress] = await Promise.all([earlier({ key, address }), earlier({ address })]);
  const pairWait = throttleSeconds(byPair, limits, now);
  const addressWait = byAddress.length >= limits.maxFailuresPerAddress ? secondsUntilBelow(byAddress, limits.maxFailuresPerAddress, windowMs, now) : 0;
  if (pairWait > 0 || addressWait > 0) {
    await drop();
    throw tooManyAttempts(Math.max(pairWait, addressWait));
  }
  // Old attempts of anybody are of no use any more.
  await db.deleteFrom('login_attempts').where('at', '<=', since).execute();
  return {
    succeeded: async () => {
      await db.deleteFrom('login_attempts').where('username', '=', key).where('address', '=', address).execute();
    },
  };
}

/**
 * Counts a check of a signed-in user's current password (changing the password) before it is made.
 * Throws TOO_MANY_PASSWORD_ATTEMPTS (the attempt is not kept) when the user has given
 * `maxWrongCurrentPasswords` wrong ones in the window. A right one clears the user's wrong ones.
 */
export async function beginPasswordCheck(db: Db, limits: LoginLimits, userId: string, address: string, now = Date.now()): Promise<LoginAttempt> {
  const windowMs = limits.windowSeconds * 1000;
  const key = passwordChangeKey(userId);
  const { earlier, drop } = await recordAttempt(db, key, address, new Date(now - windowMs), now);
  const wrong = await earlier({ key });
  if (wrong.length >= limits.maxWrongCurrentPasswords) {
    await drop();
    throw tooManyPasswordAttempts(secondsUntilBelow(wrong, limits.maxWrongCurrentPasswords, windowMs, now));
  }
  return {
    succeeded: async () => {
      await db.deleteFrom('login_attempts').where('username', '=', key).execute();
    },
  };
}
