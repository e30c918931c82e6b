/**
 * Ending sessions on purpose: signing out, a reused refresh token, a disabled user, a changed role
 * or password. Each ending
 * revokes refresh tokens and is recorded as a numbered revocation, so that trusted services (the
 * gateway) can drop what they still hold for that session (cached users, open sockets) at once.
 * A change of the shops assigned to a user is recorded the same way without ending anything: the
 * gateways close the user's sockets, and their screens load again what they may see now.
 */
import type { Transaction } from 'kysely';
import type { Db } from '../../db/connect';
import { COUNTERS } from '../../db/migrations';
import type { Database } from '../../db/schema';

type Trx = Transaction<Database>;

/** Why a session ended (ASSIGNMENT_CHANGED: it goes on, the shops assigned to its user changed). */
export type RevocationReason = 'SIGNED_OUT' | 'TOKEN_REUSED' | 'USER_DISABLED' | 'ROLE_CHANGED' | 'PASSWORD_CHANGED' | 'ASSIGNMENT_CHANGED';

/** One recorded revocation as trusted services read it. */
export interface SessionRevocation {
  seq: number;
  userId: string;
  /** The session (refresh-token family) ended; null: every session of the user. */
  sessionId: string | null;
  reason: RevocationReason;
  /** When it happened (ISO); access tokens issued before it no longer count for what it ended. */
  at: string;
}

/** Most revocations one read returns; the next read continues after the last one. */
export const REVOCATIONS_PAGE = 500;

/** Records a revocation with the next number of the `sessions` counter (inside the transaction of the revocation). */
async function record(trx: Trx, userId: string, familyId: string | null, reason: RevocationReason, keepSeconds: number): Promise<void> {
  const counter = await trx
    .updateTable('counters')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: new Date() }))
    .where('name', '=', COUNTERS.sessions)
    .returning('version')
    .executeTakeFirstOrThrow();
  await trx.insertInto('session_revocations').values({ seq: counter.version, user_id: userId, family_id: familyId, reason }).execute();
  // Revocations older than any access token still alive are of no use to anybody.
  await trx
    .deleteFrom('session_revocations')
    .where('at', '<', new Date(Date.now() - keepSeconds * 1000))
    .where('seq', '<', counter.version)
    .execute();
}

export interface RevokeOptions {
  userId: string;
  /** The sessions to end; undefined: every session of the user (but `keep`). */
  familyIds?: readonly string[];
  /**
   * With no `familyIds`: the one session that goes on (the caller's own, after a change of their own
   * account); the others are ended and recorded one by one, so nothing recorded concerns it.
   */
  keep?: string | undefined;
  reason: RevocationReason;
  /** How long revocations are kept: the access-token lifetime (seconds). */
  keepSeconds: number;
}

/**
 * Revokes the refresh tokens of some or all sessions of a user and records the revocations. A
 * session that had already ended (no token left to revoke) is not recorded again.
 */
export async function revokeSessions(db: Db | Trx, options: RevokeOptions): Promise<void> {
  const { userId, reason, keepSeconds, keep } = options;
  const run = async (trx: Trx) => {
    let familyIds = options.familyIds;
    if (familyIds === undefined && keep !== undefined) {
      const live = await trx
        .selectFrom('refresh_tokens')
        .select('family_id')
        .distinct()
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('family_id', '<>', keep)
        .execute();
      familyIds = live.map((row) => row.family_id);
    }
    const update = trx
      .updateTable('refresh_tokens')
      .set((eb) => ({ revoked_at: new Date(), updated_at: new Date(), version: eb('version', '+', 1) }))
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (familyIds === undefined) {
      await update.execute();
      await record(trx, userId, null, reason, keepSeconds);
      return;
    }
    if (familyIds.length === 0) return;
    const ended = await update.where('family_id', 'in', [...familyIds]).returning('family_id').execute();
    for (const familyId of new Set(ended.map((row) => row.family_id))) await record(trx, userId, familyId, reason, keepSeconds);
  };
  if (db.isTransaction) await run(db as Trx);
  else await db.transaction().execute(run);
}

/**
 * Records that the shops assigned to these users changed (inside the transaction of the change), once
 * per user: the gateways close the users' open sockets, so that live screens and subscriptions start
 * again with what the users may see now. Their sessions go on.
 */
export async function recordAssignmentChanges(trx: Trx, userIds: Iterable<string>, keepSeconds: number): Promise<void> {
  for (const userId of [...new Set(userIds)].sort()) await record(trx, userId, null, 'ASSIGNMENT_CHANGED', keepSeconds);
}

/**
 * Disables a user: sign-ins and every call with the user's tokens are refused from now on, all the
 * user's refresh tokens are revoked and the revocation is recorded (services end open sessions).
 * Returns false when there is no such user.
 */
export async function disableUser(db: Db, userId: string, keepSeconds: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('users')
      .set((eb) => ({ enabled: false, version: eb('version', '+', 1), updated_at: new Date() }))
      .where('id', '=', userId)
      .executeTakeFirst();
    if (updated.numUpdatedRows !== 1n) return false;
    await revokeSessions(trx, { userId, reason: 'USER_DISABLED', keepSeconds });
    return true;
  });
}

/** The number of the last revocation (an opaque, growing number). */
export async function revocationsVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('counters').select('version').where('name', '=', COUNTERS.sessions).executeTakeFirst();
  return row?.version ?? 0;
}

/**
 * Revocations after `after` (all those still kept when undefined), oldest first, at most
 * REVOCATIONS_PAGE. `version` is the number of the last one returned when the page is full, else the
 * current number: reading again with `after = version` continues where this read stopped.
 */
export async function readRevocations(db: Db, after: number | undefined): Promise<{ version: number; revocations: SessionRevocation[] }> {
  const version = await revocationsVersion(db);
  let query = db
    .selectFrom('session_revocations')
    .select(['seq', 'user_id', 'family_id', 'reason', 'at'])
    .where('seq', '<=', version)
    .orderBy('seq', 'asc')
    .limit(REVOCATIONS_PAGE);
  if (after !== undefined) query = query.where('seq', '>', after);
  const rows = await query.execute();
  const revocations = rows.map((row) => ({
    seq: row.seq,
    userId: row.user_id,
    sessionId: row.family_id,
    reason: row.reason as RevocationReason,
    at: row.at.toISOString(),
  }));
  const full = revocations.length === REVOCATIONS_PAGE;
  return { version: full ? (revocations.at(-1)?.seq ?? version) : version, revocations };
}
