/** Bearer authentication, the service token of the version calls and role checks. */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ErrorCode } from '@flyerdesk/domain/errors';
import { can, usableWhilePasswordChangeRequired, type Permission } from '@flyerdesk/domain/permissions';
import { isRole } from '@flyerdesk/domain/roles';
import type { AppContext } from '../context';
import { verifyAccessToken } from '../modules/auth/tokens';
import { SERVICE_TOKEN_HEADER, serviceTokenMatches } from '../serviceToken';
import type { AuthUser } from './context';
import { ApiError, forbidden, unauthorized } from './errors';
import './context';

/**
 * The user of a request's access token; a missing, invalid or expired token, a disabled or removed
 * user, or a session that has ended (signed out, revoked) is refused.
 */
async function signedInUser(ctx: AppContext, req: Request): Promise<AuthUser> {
  const header = req.get('authorization');
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match?.[1]) throw unauthorized('UNAUTHORIZED', 'Authentication required');
  const claims = verifyAccessToken(ctx.config, match[1]);
  if (!claims) throw unauthorized('UNAUTHORIZED', 'The access token is invalid or has expired');
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'username', 'roles', 'notification_channels', 'enabled', 'must_change_password'])
    // The session lives while its refresh-token family has a token that is neither revoked nor expired.
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('refresh_tokens')
            .select('refresh_tokens.id')
            .where('refresh_tokens.family_id', '=', claims.sid)
            .whereRef('refresh_tokens.user_id', '=', 'users.id')
            .where('refresh_tokens.revoked_at', 'is', null)
            .where('refresh_tokens.expires_at', '>', new Date()),
        )
        .as('session_live'),
    )
    .where('id', '=', claims.sub)
    .executeTakeFirst();
  if (!user) throw unauthorized('UNAUTHORIZED', 'The access token is invalid or has expired');
  if (!user.enabled) throw unauthorized('USER_DISABLED', 'This account is disabled');
  if (!user.session_live) throw unauthorized('SESSION_ENDED', 'The session has ended, please sign in again');
  return {
    id: user.id,
    username: user.username,
    roles: user.roles.filter(isRole),
    notificationChannels: user.notification_channels,
    enabled: user.enabled,
    mustChangePassword: user.must_change_password,
    sessionId: claims.sid,
  };
}

const PERMISSION = Symbol('permission');

/**
 * Refuses the call (403 PASSWORD_CHANGE_REQUIRED) of a user signed in with a temporary password,
 * unless the permission is one they keep until they choose their own (profile, password change, sign-out).
 */
function requireOwnPassword(user: AuthUser, permission: Permission): void {
  if (user.mustChangePassword && !usableWhilePasswordChangeRequired(permission)) {
    throw new ApiError(403, ErrorCode.PASSWORD_CHANGE_REQUIRED, 'Change your temporary password first');
  }
}

/** A handler that refuses callers without the permission, marked so that the routes it guards can be listed. */
function guardedBy(permission: Permission, handler: RequestHandler): RequestHandler {
  return Object.assign(handler, { [PERMISSION]: permission });
}

/** The permission a handler of a route checks (requirePermission, serviceOrPermission); undefined for other handlers. */
export function permissionCheckedBy(handler: unknown): Permission | undefined {
  if (typeof handler !== 'function') return undefined;
  return (handler as { [PERMISSION]?: Permission })[PERMISSION];
}

/** Verifies the access token and loads the user; a disabled or removed user is refused. */
export function authenticate(ctx: AppContext): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    req.user ??= await signedInUser(ctx, req);
    next();
  };
}

/**
 * For the cheap version calls trusted services poll: a request carrying `X-Service-Token` is let
 * through when the token is the configured one (401 otherwise); any other request needs a signed-in
 * user with the permission.
 */
export function serviceOrPermission(ctx: AppContext, permission: Permission): RequestHandler {
  return guardedBy(permission, async (req: Request, _res: Response, next: NextFunction) => {
    const presented = req.get(SERVICE_TOKEN_HEADER);
    if (presented !== undefined) {
      if (!serviceTokenMatches(ctx.config.serviceToken, presented)) throw unauthorized('UNAUTHORIZED', 'The service token is not valid');
      req.service = true;
      next();
      return;
    }
    req.user ??= await signedInUser(ctx, req);
    if (!can(req.user.roles, permission)) throw forbidden();
    requireOwnPassword(req.user, permission);
    next();
  });
}

/**
 * Refuses the call with 403 unless one of the user's roles grants the permission, and while the user
 * must change a temporary password unless the permission is one kept until then.
 */
export function requirePermission(permission: Permission): RequestHandler {
  return guardedBy(permission, (req: Request, _res: Response, next: NextFunction) => {
    if (!req.user) throw unauthorized();
    if (!can(req.user.roles, permission)) throw forbidden();
    requireOwnPassword(req.user, permission);
    next();
  });
}
