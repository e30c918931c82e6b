/** What the request pipeline attaches to each request. */
import type { Request } from 'express';
import type { Role } from '@flyerdesk/domain/roles';
import { unauthorized } from './errors';

export interface AuthUser {
  id: string;
  username: string;
  roles: Role[];
  notificationChannels: string[];
  enabled: boolean;
  /** Signed in with a temporary password: a new one must be chosen first (the web asks for it). */
  mustChangePassword: boolean;
  /** The session (refresh-token family) of the access token the request came with. */
  sessionId?: string;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Trace id of the request (from X-Trace-Id or generated). */
    traceId: string;
    /** The signed-in user, set by the authentication middleware. */
    user?: AuthUser;
    /** Set when a trusted service called with the service token (no user then). */
    service?: boolean;
  }
}

/** The signed-in user of a request that passed authentication. */
export function currentUser(req: Request): AuthUser {
  if (!req.user) throw unauthorized();
  return req.user;
}
