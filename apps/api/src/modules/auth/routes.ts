/** Sign-in (throttled), token refresh with reuse detection (and its grace window), sign-out, the current user and password change (its wrong current passwords limited). */
import { Router, type Request, type Response } from 'express';
import multer from 'multer';
import * as yup from 'yup';
import { isRole } from '@flyerdesk/domain/roles';
import { loginSchema } from '@flyerdesk/domain/validation/login';
import { msg } from '@flyerdesk/domain/validation/messages';
import { passwordChangeSchema } from '@flyerdesk/domain/validation/password';
import type { AppContext } from '../../context';
import { authenticate, requirePermission } from '../../http/authenticate';
import { currentUser } from '../../http/context';
import { ApiError, fieldError, invalidRequest, unauthorized } from '../../http/errors';
import { validated } from '../../http/validate';
import { beginLoginAttempt, beginPasswordCheck, clientAddress, usernameKey, type LoginAttempt } from './loginAttempts';
import { recordActivity, signedIn, signedOut, signInFailed, withActivity } from '../activity/record';
import { actorOf } from '../audit/record';
import { auditedWrite } from '../resources/writes';
import { setPassword, userStore } from '../users/model';
import { verifyPassword } from './passwords';
import { revokeSessions } from './sessions';
import { hashRefreshToken, issueTokens, rotateRefreshToken } from './tokens';

const refreshSchema = yup.object({
  refreshToken: yup.string().typeError(msg('validation.invalid')).trim().required(msg('validation.required')),
});

const logoutSchema = yup.object({
  refreshToken: yup.string().typeError(msg('validation.invalid')).trim().optional(),
});

const invalidRefreshToken = () => unauthorized('INVALID_REFRESH_TOKEN', 'The refresh token is invalid or has expired');

export function authRoutes(ctx: AppContext): Router {
  const { db, config } = ctx;
  const router = Router();
  const form = multer({ limits: { fields: 10, fieldSize: 4096 } }).none();

  router.post('/authenticate', form, async (req: Request, res: Response) => {
    const { username, password } = validated(loginSchema, req.body);
    const address = clientAddress(req, config.serviceToken);
    let attempt: LoginAttempt;
    try {
      attempt = await beginLoginAttempt(db, config.loginLimits, username, address, ctx.clock().getTime());
    } catch (err) {
      if (err instanceof ApiError && err.status === 429) req.log.warn({ username: usernameKey(username), address }, 'sign-in refused: throttled after failed attempts');
      throw err;
    }
    const user = await db
      .selectFrom('users')
      .select(['id', 'username', 'roles', 'enabled', 'password_hash', 'must_change_password'])
      .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
      .executeTakeFirst();
    const ok = await verifyPassword(password, user?.password_hash);
    if (!user || !ok || !user.enabled) {
      // A disabled account's right password is answered (and counted) as a wrong one: the answer never
      // tells a guesser that the password was right. The log says why.
      await recordActivity(db, signInFailed(username, user, user && ok ? 'USER_DISABLED' : 'BAD_CREDENTIALS', address));
      throw unauthorized('BAD_CREDENTIALS', 'Wrong username or password');
    }
    await attempt.succeeded();
    req.log.info({ userId: user.id }, 'user signed in');
    // A temporary password (a new account, or one an administrator set): the web asks for a new one first.
    const tokens = await withActivity(db, signedIn(user, address), (trx) => issueTokens(trx, config, user));
    res.json({ ...tokens, mustChangePassword: user.must_change_password });
  });

  router.post('/authenticate/refresh', async (req: Request, res: Response) => {
    const body: unknown = req.body;
    if (typeof body !== 'object' || body === null || typeof (body as { refreshToken?: unknown }).refreshToken !== 'string') {
      throw invalidRefreshToken();
    }
    const { refreshToken } = validated(refreshSchema, body);
    // A token rotated within the grace window is answered with its successor (parallel refreshes of
    // one browser through different gateway replicas); presented later it is taken for a stolen copy.
    const outcome = await rotateRefreshToken(db, config, refreshToken, ctx.clock());
    if (outcome === 'reused') {
      // A rotated token came back: one of its holders may have a stolen copy, so the whole family
      // (the session of that sign-in, its newest token included) ends.
      const owner = await db
        .selectFrom('refresh_tokens')
        .select(['user_id', 'family_id'])
        .where('token_hash', '=', hashRefreshToken(refreshToken))
        .executeTakeFirst();
      if (owner) {
        await revokeSessions(db, { userId: owner.user_id, familyIds: [owner.family_id], reason: 'TOKEN_REUSED', keepSeconds: config.accessTokenTtl });
        req.log.warn({ userId: owner.user_id, sessionId: owner.family_id }, 'revoked refresh token reused; the session was ended');
      }
      throw invalidRefreshToken();
    }
    if (outcome === 'invalid') throw invalidRefreshToken();
    if (outcome === 'disabled') throw unauthorized('USER_DISABLED', 'This account is disabled');
    res.json(outcome);
  });

  router.post('/login/logout', authenticate(ctx), requirePermission('session.me'), async (req: Request, res: Response) => {
    const user = currentUser(req);
    const { refreshToken } = validated(logoutSchema, req.body);
    if (!refreshToken) {
      // Without a refresh token: every session of the user ends.
      await withActivity(db, signedOut(user, 'ALL'), (trx) => revokeSessions(trx, { userId: user.id, reason: 'SIGNED_OUT', keepSeconds: config.accessTokenTtl }));
      res.status(204).end();
      return;
    }
    // The session of the refresh token given (its whole family) and the one of the access token.
    const token = await db
      .selectFrom('refresh_tokens')
      .select('family_id')
      .where('token_hash', '=', hashRefreshToken(refreshToken))
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    const families = [token?.family_id, user.sessionId].filter((id): id is string => id !== undefined);
    await withActivity(db, signedOut(user, 'THIS'), (trx) =>
      revokeSessions(trx, { userId: user.id, familyIds: families, reason: 'SIGNED_OUT', keepSeconds: config.accessTokenTtl }),
    );
    res.status(204).end();
  });

  router.get('/api/users/me', authenticate(ctx), requirePermission('session.me'), (req: Request, res: Response) => {
    const user = currentUser(req);
    res.json({
      id: user.id,
      username: user.username,
      roles: user.roles.filter(isRole),
      notificationChannels: user.notificationChannels,
      enabled: user.enabled,
      mustChangePassword: user.mustChangePassword,
    });
  });

  router.post(
    '/api/users/me/password',
    authenticate(ctx),
    requirePermission('password.change'),
    async (req: Request, res: Response) => {
      const user = currentUser(req);
      const { currentPassword, newPassword } = validated(passwordChangeSchema, req.body);
      const check = await beginPasswordCheck(db, config.loginLimits, user.id, clientAddress(req, config.serviceToken), ctx.clock().getTime());
      const stored = await db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
      if (!(await verifyPassword(currentPassword, stored.password_hash))) {
        req.log.warn({ userId: user.id }, 'password change refused: wrong current password');
        throw invalidRequest([fieldError('currentPassword', 'validation.currentPasswordWrong')]);
      }
      await check.succeeded();
      // The user's own choice ends the need to change it; the user's other sessions end, this one goes on.
      const actor = actorOf(user);
      await auditedWrite(db, userStore, {
        id: user.id,
        action: 'UPDATED',
        actor,
        write: async (trx) => {
          await setPassword(trx, user.id, newPassword, false, actor);
          await revokeSessions(trx, { userId: user.id, keep: user.sessionId, reason: 'PASSWORD_CHANGED', keepSeconds: config.accessTokenTtl });
          return user.id;
        },
      });
      req.log.info({ userId: user.id }, 'password changed; other sessions ended');
      res.status(204).end();
    },
  );

  return router;
}
