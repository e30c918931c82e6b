/**
 * Recording the events of the activity log (/logs): sign-ins, failed sign-ins, sign-outs, job starts
 * and feed publications. They share the audit entries (and their order) with the writes of the kit's
 * records, and are added in the transaction of what they record, so an event is in the log exactly
 * when the thing happened. The modules that do these things only call the functions here.
 */
import type { Transaction } from 'kysely';
import { activityEntityOf, ATTEMPTED_USERNAME_MAX, EVENT_RESOURCE, type ActivityEventKind, type SignInFailure } from '@flyerdesk/domain/activity';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { SYSTEM_ACTOR, takeAuditTurn, type Actor } from '../audit/record';

type Trx = Transaction<Database>;

/** A user as the events name one. */
interface Person {
  id: string;
  username: string;
}

/** Only who it is: nothing else of a user row (its password hash) goes near the log. */
function personOf(user: Person): Actor {
  return { id: user.id, username: user.username };
}

export interface ActivityEvent {
  kind: ActivityEventKind;
  actor: Actor;
  /** The user, job or publication the event is about; null for a failed sign-in of an unknown username. */
  subjectId: string | null;
  /** Small JSON shown with the entry (never a password or a token). */
  details: Record<string, unknown>;
}

/**
 * Adds the event to the log: inside the transaction of what it records when `db` is one (as its last
 * step, like every audit entry), else in a transaction of its own (a refused sign-in changes nothing else).
 */
export async function recordActivity(db: Db | Trx, event: ActivityEvent): Promise<void> {
  const add = async (trx: Trx) => {
    await takeAuditTurn(trx);
    await trx
      .insertInto('audit_entries')
      .values({
        kind: event.kind,
        actor_id: event.actor.id,
        actor: event.actor.username,
        entity: activityEntityOf(EVENT_RESOURCE[event.kind]),
        entity_id: event.subjectId,
        changes: '[]',
        details: JSON.stringify(event.details),
      })
      .execute();
  };
  if (db.isTransaction) await add(db as Trx);
  else await db.transaction().execute(add);
}

/** Runs `work` in a transaction (the caller's when `db` is one) and records the event in it once the work is done. */
export async function withActivity<T>(db: Db | Trx, event: ActivityEvent, work: (trx: Trx) => Promise<T>): Promise<T> {
  const run = async (trx: Trx) => {
    const result = await work(trx);
    await recordActivity(trx, event);
    return result;
  };
  return db.isTransaction ? run(db as Trx) : db.transaction().execute(run);
}

export function signedIn(user: Person, address: string): ActivityEvent {
  return { kind: 'SIGNED_IN', actor: personOf(user), subjectId: user.id, details: { address } };
}

/** A refused sign-in: the username as typed (cut to ATTEMPTED_USERNAME_MAX) and who it names, if anybody. */
export function signInFailed(typed: string, user: Person | undefined, reason: SignInFailure, address: string): ActivityEvent {
  return {
    kind: 'SIGN_IN_FAILED',
    actor: user ? personOf(user) : SYSTEM_ACTOR,
    subjectId: user?.id ?? null,
    details: { username: typed.slice(0, ATTEMPTED_USERNAME_MAX), reason, address },
  };
}

/** A sign-out ending every session of the user (`ALL`) or the one it was made from (`THIS`). */
export function signedOut(user: Person, sessions: 'ALL' | 'THIS'): ActivityEvent {
  return { kind: 'SIGNED_OUT', actor: personOf(user), subjectId: user.id, details: { sessions } };
}

export interface StartedJob {
  id: string;
  kind: string;
  subject: unknown;
  started_by: string | null;
  started_by_id: string | null;
  run_at: Date;
  status: string;
}

/** A job added to the queue, by a person or by the system; a job for later names its time. */
export function jobStarted(job: StartedJob): ActivityEvent {
  const actor = job.started_by_id !== null && job.started_by !== null ? { id: job.started_by_id, username: job.started_by } : SYSTEM_ACTOR;
  return {
    kind: 'JOB_STARTED',
    actor,
    subjectId: job.id,
    details: { jobKind: job.kind, subject: job.subject, ...(job.status === 'PENDING' ? { runAt: job.run_at.toISOString() } : {}) },
  };
}

export function feedPublished(user: Person, publication: { id: string; activated: number; deactivated: number }): ActivityEvent {
  return {
    kind: 'FEED_PUBLISHED',
    actor: personOf(user),
    subjectId: publication.id,
    details: { activated: publication.activated, deactivated: publication.deactivated },
  };
}
