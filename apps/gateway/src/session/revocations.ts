import type { Logger } from 'pino';
import type { EventBus } from '../realtime/pubsub';

/**
 * Sessions ended on purpose (signing out, a reused refresh token, a disabled user, a changed role or
 * password) reach every gateway replica on this topic of the event bus: each one drops the verified
 * users it caches for them and closes their WebSockets. A replica publishes its own sign-outs at once; the shared
 * revocations poller announces what the api recorded (also sign-outs made elsewhere, reuses,
 * disabled users, role and password changes).
 */
export const SESSIONS_REVOKED_TOPIC = 'sessions:revoked';

/**
 * Why a session ended (the api's reason). ASSIGNMENT_CHANGED ends nothing: the shops assigned to the
 * user changed, so their sockets close (subscriptions start again, checked against the shops as they
 * are now) and their cached users are dropped, but their tokens stay good.
 */
export type RevocationReason = 'SIGNED_OUT' | 'TOKEN_REUSED' | 'USER_DISABLED' | 'ROLE_CHANGED' | 'PASSWORD_CHANGED' | 'ASSIGNMENT_CHANGED';

/** Whether the revocation ends sessions (every reason but a change of assigned shops). */
export function endsSessions(revocation: Pick<SessionRevocation, 'reason'>): boolean {
  return revocation.reason !== 'ASSIGNMENT_CHANGED';
}

/** One ended session, or every session of a user. */
export interface SessionRevocation {
  userId: string;
  /** The session (the `sid` of its access tokens); null: every session of the user. */
  sessionId: string | null;
  /** Epoch ms: for a revocation of every session, only access tokens issued before it are concerned. */
  at: number;
  reason: RevocationReason;
}

export interface SessionsRevokedEvent {
  revocations: SessionRevocation[];
}

/** What a revocation is checked against: the session of a cached user or of an open socket. */
export interface RevocableSession {
  userId: string;
  sessionId: string | null;
  /** Epoch ms the access token was issued (null: unknown, always concerned). */
  issuedAt: number | null;
}

/** Whether the revocation ends this session. */
export function revokes(revocation: SessionRevocation, session: RevocableSession): boolean {
  if (revocation.userId !== session.userId) return false;
  // A session that ended never comes back: any of its tokens is concerned, whatever the clocks say.
  if (revocation.sessionId !== null) return revocation.sessionId === session.sessionId;
  // A user disabled (or signed out everywhere) may sign in again later: newer tokens are not concerned.
  return session.issuedAt === null || session.issuedAt <= revocation.at;
}

function isRevocation(value: unknown): value is SessionRevocation {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return typeof r['userId'] === 'string' && (typeof r['sessionId'] === 'string' || r['sessionId'] === null) && typeof r['at'] === 'number';
}

/** Publishes revocations to every replica (this one included). */
export async function publishRevocations(events: EventBus, revocations: SessionRevocation[]): Promise<void> {
  if (revocations.length === 0) return;
  const event: SessionsRevokedEvent = { revocations };
  await events.publish(SESSIONS_REVOKED_TOPIC, event);
}

/** Listens to revocations for the life of the gateway; `close` stops listening. */
export function listenForRevocations(events: EventBus, onRevoked: (revocation: SessionRevocation) => void, logger: Logger): { close(): Promise<void> } {
  const iterator = events.subscribe<SessionsRevokedEvent>(SESSIONS_REVOKED_TOPIC);
  const done = (async () => {
    for await (const event of iterator) {
      for (const revocation of Array.isArray(event.revocations) ? event.revocations : []) {
        if (!isRevocation(revocation)) continue;
        try {
          onRevoked(revocation);
        } catch (err) {
          logger.error({ err }, 'could not end a revoked session');
        }
      }
    }
  })().catch((err: unknown) => logger.error({ err }, 'session revocations are no longer heard'));
  return {
    close: async () => {
      await iterator.return?.();
      await done;
    },
  };
}
