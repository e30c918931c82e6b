/** User administration (ADMIN, ROOT) and the session revocations trusted services read. */
import { Router, type Request, type Response } from 'express';
import type { AppContext } from '../../context';
import { authenticate, requirePermission, serviceOrPermission } from '../../http/authenticate';
import { currentUser } from '../../http/context';
import { conflict, forbidden, notFound } from '../../http/errors';
import { idParam, intQuery } from '../../http/validate';
import { disableUser, readRevocations } from '../auth/sessions';

export function userRoutes(ctx: AppContext): Router {
  const { db, config } = ctx;
  const router = Router();

  /**
   * Disables a user: sign-ins and calls with the user's tokens are refused, every session ends and
   * the gateways close the user's open connections. An ADMIN cannot disable a ROOT; nobody disables
   * themselves.
   */
  router.post('/api/users/:id/disable', authenticate(ctx), requirePermission('users.write'), async (req: Request, res: Response) => {
    const actor = currentUser(req);
    const id = idParam(req.params.id);
    const target = await db.selectFrom('users').select(['id', 'roles']).where('id', '=', id).executeTakeFirst();
    if (!target) throw notFound('User not found');
    if (target.id === actor.id) throw conflict('CANNOT_DISABLE_SELF', 'You cannot disable your own account');
    if (target.roles.includes('ROOT') && !actor.roles.includes('ROOT')) throw forbidden('Only a ROOT user can disable a ROOT user');
    if (!(await disableUser(db, id, config.accessTokenTtl))) throw notFound('User not found');
    req.log.warn({ userId: id, by: actor.id }, 'user disabled; all sessions ended');
    res.status(204).end();
  });

  /** Sessions ended on purpose after `after` (the gateways poll this with the service token). */
  router.get('/api/sessions/revocations', serviceOrPermission(ctx, 'users.read'), async (req: Request, res: Response) => {
    const after = req.query.after === undefined ? undefined : intQuery(req.query.after, 'after', 0, 0, 2_147_483_647);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await readRevocations(db, after));
  });

  return router;
}
