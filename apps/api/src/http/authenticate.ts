/** Bearer authentication and role checks for the protected calls. */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { can, type Permission } from '@flyerdesk/domain/permissions';
import { isRole } from '@flyerdesk/domain/roles';
import type { AppContext } from '../context';
import { verifyAccessToken } from '../modules/auth/tokens';
import { forbidden, unauthorized } from './errors';
import './context';

/** Verifies the access token and loads the user; a disabled or removed user is refused. */
export function authenticate(ctx: AppContext): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    if (req.user) {
      next();
      return;
    }
    const header = req.get('authorization');
    const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    if (!match?.[1]) throw unauthorized('UNAUTHORIZED', 'Authentication required');
    const claims = verifyAccessToken(ctx.config, match[1]);
    if (!claims) throw unauthorized('UNAUTHORIZED', 'The access token is invalid or has expired');
    const user = await ctx.db
      .selectFrom('users')
      .select(['id', 'username', 'roles', 'notification_channels', 'enabled'])
      .where('id', '=', claims.sub)
      .executeTakeFirst();
    if (!user) throw unauthorized('UNAUTHORIZED', 'The access token is invalid or has expired');
    if (!user.enabled) throw unauthorized('USER_DISABLED', 'This account is disabled');
    req.user = {
      id: user.id,
      username: user.username,
      roles: user.roles.filter(isRole),
      notificationChannels: user.notification_channels,
      enabled: user.enabled,
    };
    next();
  };
}

/** Refuses the call with 403 unless one of the user's roles grants the permission. */
export function requirePermission(permission: Permission): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!req.user) throw unauthorized();
    if (!can(req.user.roles, permission)) throw forbidden();
    next();
  };
}
