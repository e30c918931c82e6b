import type { Session } from '../../__generated__/resolvers-types';
import type { TokenSet } from '../../session/cookies';
import type { AuthenticatedSession } from '../../session/session';

/** The session as GraphQL shows it: who is signed in and until when (the tokens stay in cookies). */
export function toSession(session: AuthenticatedSession, tokens: TokenSet, now = Date.now()): Session {
  return {
    user: session.user,
    accessExpiresAt: new Date(session.expiresAt ?? now + tokens.expiresIn * 1000).toISOString(),
    refreshExpiresAt: new Date(now + tokens.refreshExpiresIn * 1000).toISOString(),
  };
}
