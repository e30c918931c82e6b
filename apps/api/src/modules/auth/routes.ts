/** Sign-in, token refresh, sign-out, the current user and password change. */
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
import { fieldError, invalidRequest, unauthorized } from '../../http/errors';
import { validated } from '../../http/validate';
import { hashPassword, verifyPassword } from './passwords';
import { hashRefreshToken, issueTokens, type TokenPair } from './tokens';

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
    const user = await db
      .selectFrom('users')
      .select(['id', 'username', 'roles', 'enabled', 'password_hash'])
      .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
      .executeTakeFirst();
    const ok = await verifyPassword(password, user?.password_hash);
    if (!user || !ok) throw unauthorized('BAD_CREDENTIALS', 'Wrong username or password');
    if (!user.enabled) throw unauthorized('USER_DISABLED', 'This account is disabled');
    req.log.info({ userId: user.id }, 'user signed in');
    res.json(await issueTokens(db, config, user));
  });

  router.post('/authenticate/refresh', async (req: Request, res: Response) => {
    const body: unknown = req.body;
    if (typeof body !== 'object' || body === null || typeof (body as { refreshToken?: unknown }).refreshToken !== 'string') {
      throw invalidRefreshToken();
    }
    const { refreshToken } = validated(refreshSchema, body);
    const tokenHash = hashRefreshToken(refreshToken);
    const outcome = await db.transaction().execute(async (trx): Promise<TokenPair | 'reused' | 'invalid' | 'disabled'> => {
      const row = await trx
        .selectFrom('refresh_tokens')
        .innerJoin('users', 'users.id', 'refresh_tokens.user_id')
        .select([
          'refresh_tokens.id as tokenId',
          'refresh_tokens.revoked_at',
          'refresh_tokens.expires_at',
          'users.id',
          'users.username',
          'users.roles',
          'users.enabled',
        ])
        .where('refresh_tokens.token_hash', '=', tokenHash)
        .forUpdate()
        .executeTakeFirst();
      if (!row) return 'invalid';
      if (row.revoked_at) return 'reused';
      if (row.expires_at.getTime() <= Date.now()) return 'invalid';
      if (!row.enabled) return 'disabled';
      const revoked = await trx
        .updateTable('refresh_tokens')
        .set((eb) => ({ revoked_at: new Date(), updated_at: new Date(), version: eb('version', '+', 1) }))
        .where('id', '=', row.tokenId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (revoked.numUpdatedRows !== 1n) return 'reused';
      return issueTokens(trx, config, row);
    });
    if (outcome === 'reused') {
      // A rotated token came back: whoever holds this chain may have a stolen copy, so end them all.
      const owner = await db.selectFrom('refresh_tokens').select('user_id').where('token_hash', '=', tokenHash).executeTakeFirst();
      if (owner) {
        await db
          .updateTable('refresh_tokens')
          .set((eb) => ({ revoked_at: new Date(), updated_at: new Date(), version: eb('version', '+', 1) }))
          .where('user_id', '=', owner.user_id)
          .where('revoked_at', 'is', null)
          .execute();
        req.log.warn({ userId: owner.user_id }, 'revoked refresh token reused; all sessions of the user ended');
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
    let query = db
      .updateTable('refresh_tokens')
      .set((eb) => ({ revoked_at: new Date(), updated_at: new Date(), version: eb('version', '+', 1) }))
      .where('user_id', '=', user.id)
      .where('revoked_at', 'is', null);
    if (refreshToken) query = query.where('token_hash', '=', hashRefreshToken(refreshToken));
    await query.execute();
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
    });
  });

  router.post(
    '/api/users/me/password',
    authenticate(ctx),
    requirePermission('password.change'),
    async (req: Request, res: Response) => {
      const user = currentUser(req);
      const { currentPassword, newPassword } = validated(passwordChangeSchema, req.body);
      const stored = await db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
      if (!(await verifyPassword(currentPassword, stored.password_hash))) {
        throw invalidRequest([fieldError('currentPassword', 'validation.currentPasswordWrong')]);
      }
      const passwordHash = await hashPassword(newPassword);
      await db
        .updateTable('users')
        .set((eb) => ({ password_hash: passwordHash, version: eb('version', '+', 1), updated_at: new Date() }))
        .where('id', '=', user.id)
        .execute();
      req.log.info({ userId: user.id }, 'password changed');
      res.status(204).end();
    },
  );

  return router;
}
