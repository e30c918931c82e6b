/**
 * User administration (ADMIN, ROOT) on the resource kit: list pages, records, create, update
 * (If-Match), enable, disable and a temporary password, every write audited in its transaction; and
 * the session revocations trusted services read. Only a ROOT user gives the ROOT role or changes a
 * ROOT account; nobody disables themselves or takes away their own administrator role. Disabling an
 * account, changing its role or setting its password ends its other sessions.
 */
import { Router, type Request, type Response } from 'express';
import { ConflictReason } from '@flyerdesk/domain/errors';
import { isAdmin, type Role } from '@flyerdesk/domain/roles';
import { newUserSchema, userPasswordSchema, userSchema } from '@flyerdesk/domain/validation/user';
import type { AppContext } from '../../context';
import { authenticate, requirePermission, serviceOrPermission } from '../../http/authenticate';
import { currentUser, type AuthUser } from '../../http/context';
import { conflict, forbidden } from '../../http/errors';
import { checkVersion, sendRecord } from '../../http/respond';
import { idParam, ifMatchVersion, intQuery, validated } from '../../http/validate';
import { actorOf, type Actor } from '../audit/record';
import { readRevocations, recordAssignmentChanges, revokeSessions, type RevocationReason } from '../auth/sessions';
import { listPage, listParams, type ListPage } from '../resources/list';
import { auditedSideWrites, auditedWrite, type Trx } from '../resources/writes';
import { difference, storeStore } from '../stores/routes';
import { assignedStoreIds } from '../stores/scope';
import { checkStores, insertUser, refuseDuplicateUsername, selectUsers, setPassword, toUser, updateUserRow, userStore, USER_LIST, type User } from './model';

/** Only a ROOT user changes, enables, disables or sets the password of a ROOT account. */
function assertMayManage(actor: AuthUser, targetRoles: readonly string[]): void {
  if (targetRoles.includes('ROOT') && !actor.roles.includes('ROOT')) throw forbidden('Only a ROOT user can change a ROOT account');
}

/** Only a ROOT user gives the ROOT role. */
function assertMayGrant(actor: AuthUser, role: Role): void {
  if (role === 'ROOT' && !actor.roles.includes('ROOT')) throw forbidden('Only a ROOT user can give the ROOT role');
}

const cannotDisableSelf = () => conflict(ConflictReason.CANNOT_DISABLE_SELF, 'You cannot disable your own account');

const isEditor = (role: Role): boolean => role === 'EDITOR';

/**
 * The shops whose editors (users with the role EDITOR assigned to them) an account's change changes:
 * the shops given or taken while it stays an editor; all of its shops, before and after, when it
 * becomes or stops being one.
 */
function shopsWhoseEditorsChange(before: { editor: boolean; storeIds: readonly string[] }, after: { editor: boolean; storeIds: readonly string[] }): string[] {
  if (before.editor && after.editor) return difference(before.storeIds, after.storeIds);
  if (before.editor || after.editor) return [...new Set([...before.storeIds, ...after.storeIds])];
  return [];
}

/** Takes the rows of the existing shops among `storeIds`, in id order (shops come before users: see the shop form). */
async function lockShops(trx: Trx, storeIds: readonly string[]): Promise<void> {
  const ids = [...new Set(storeIds)];
  if (ids.length === 0) return;
  await trx.selectFrom('stores').select('id').where('id', 'in', ids).orderBy('id').forNoKeyUpdate().execute();
}

/** The stored role and state of an account whose row the write has taken. */
async function targetOf(trx: Trx, id: string): Promise<{ roles: string[]; enabled: boolean }> {
  return trx.selectFrom('users').select(['roles', 'enabled']).where('id', '=', id).executeTakeFirstOrThrow();
}

/** A change of an existing account, made with its row taken: by whom, of which account, as it was stored. */
interface AccountChange {
  trx: Trx;
  id: string;
  user: AuthUser;
  actor: Actor;
  target: { roles: string[]; enabled: boolean };
}

export function userRoutes(ctx: AppContext): Router {
  const { db, config } = ctx;
  const router = Router();
  router.use('/api/users', authenticate(ctx));

  /**
   * Ends the account's sessions (in the write's transaction). A change of one's own account keeps
   * the session it was made from and ends the others.
   */
  const endSessions = (trx: Trx, userId: string, by: AuthUser, reason: RevocationReason) =>
    revokeSessions(trx, { userId, reason, keepSeconds: config.accessTokenTtl, keep: userId === by.id ? by.sessionId : undefined });

  /**
   * One write of an existing account: If-Match, its row taken, the ROOT rule, the change and its audit
   * entry (UPDATED), all in one transaction; answers the account.
   */
  const changeAccount = (req: Request, change: (write: AccountChange) => Promise<void>, prepare?: (trx: Trx) => Promise<void>): Promise<User> => {
    const user = currentUser(req);
    const id = idParam(req.params.id);
    const actor = actorOf(user);
    return auditedWrite(db, userStore, {
      id,
      expected: ifMatchVersion(req.get('if-match')),
      action: 'UPDATED',
      actor,
      prepare,
      write: async (trx) => {
        const target = await targetOf(trx, id);
        assertMayManage(user, target.roles);
        await change({ trx, id, user, actor, target });
        return id;
      },
    });
  };

  router.get('/api/users', requirePermission('users.read'), async (req: Request, res: Response) => {
    const params = listParams('users', req.query);
    const { rows, total } = await listPage(selectUsers(db), USER_LIST, params);
    const page: ListPage<User> = { items: rows.map(toUser), total, limit: params.limit, offset: params.offset };
    res.json(page);
  });

  router.get('/api/users/:id', requirePermission('users.read'), async (req: Request, res: Response) => {
    const record = await userStore.read(db, idParam(req.params.id));
    if (!record) throw userStore.notFound();
    sendRecord(res, record);
  });

  /** A new account signs in with its temporary password and must choose its own first. */
  router.post('/api/users', requirePermission('users.write'), async (req: Request, res: Response) => {
    const user = currentUser(req);
    const input = validated(newUserSchema, req.body);
    assertMayGrant(user, input.role);
    const actor = actorOf(user);
    const record = await auditedWrite(db, userStore, {
      action: 'CREATED',
      actor,
      prepare: (trx) => lockShops(trx, input.storeIds ?? []),
      write: async (trx) => {
        await checkStores(trx, input.storeIds ?? []);
        let id = '';
        const shops = shopsWhoseEditorsChange({ editor: false, storeIds: [] }, { editor: isEditor(input.role), storeIds: input.storeIds ?? [] });
        await auditedSideWrites(trx, storeStore, shops, actor, async () => {
          id = await insertUser(trx, input, actor);
        });
        return id;
      },
    }).catch(refuseDuplicateUsername);
    req.log.info({ userId: record.id, role: record.role }, 'user created');
    sendRecord(res, record, 201);
  });

  /**
   * The account's form. Shops whose editors change with it (shops given or taken, or all of its shops
   * when the role EDITOR is given or taken) get the change audited, like the shop form does for the
   * users; they are taken before the account's row, in the order every write of both takes them
   * (shops, then users). A user whose shops changed and whose sessions go on hears of it.
   */
  router.put('/api/users/:id', requirePermission('users.write'), async (req: Request, res: Response) => {
    const input = validated(userSchema, req.body);
    const record = await changeAccount(
      req,
      async ({ trx, id, user, actor, target }) => {
        assertMayGrant(user, input.role);
        if (id === user.id && input.enabled === false) throw cannotDisableSelf();
        if (id === user.id && !isAdmin([input.role])) {
          throw conflict(ConflictReason.CANNOT_REMOVE_OWN_ADMIN, 'You cannot take away your own administrator role');
        }
        await checkStores(trx, input.storeIds ?? []);
        const assigned = await assignedStoreIds(trx, id);
        const storeIds = input.storeIds ?? assigned;
        const shops = shopsWhoseEditorsChange({ editor: target.roles.includes('EDITOR'), storeIds: assigned }, { editor: isEditor(input.role), storeIds });
        await auditedSideWrites(trx, storeStore, shops, actor, () => updateUserRow(trx, id, input, actor));
        const roleChanged = target.roles.length !== 1 || target.roles[0] !== input.role;
        if (target.enabled && input.enabled === false) await endSessions(trx, id, user, 'USER_DISABLED');
        else if (roleChanged) await endSessions(trx, id, user, 'ROLE_CHANGED');
        else if (difference(storeIds, assigned).length > 0) await recordAssignmentChanges(trx, [id], config.accessTokenTtl);
      },
      async (trx) => lockShops(trx, [...(await assignedStoreIds(trx, idParam(req.params.id))), ...(input.storeIds ?? [])]),
    ).catch(refuseDuplicateUsername);
    sendRecord(res, record);
  });

  /**
   * Enables or disables an account. Disabled, its sign-ins and every call with its tokens are
   * refused, every session ends and the gateways close its open connections. Answers the account;
   * one already in that state is answered as it is, nothing written.
   */
  function enabledRoute(enabled: boolean) {
    return async (req: Request, res: Response) => {
      const user = currentUser(req);
      const id = idParam(req.params.id);
      const expected = ifMatchVersion(req.get('if-match'));
      const current = await userStore.read(db, id);
      if (!current) throw userStore.notFound();
      if (!enabled && id === user.id) throw cannotDisableSelf();
      if (current.role === 'ROOT') assertMayManage(user, ['ROOT']);
      checkVersion(expected, current.version);
      if (current.enabled === enabled) {
        sendRecord(res, current);
        return;
      }
      const record = await changeAccount(req, async ({ trx, actor }) => {
        await trx
          .updateTable('users')
          .set((eb) => ({ enabled, version: eb('version', '+', 1), updated_at: new Date(), updated_by: actor.username }))
          .where('id', '=', id)
          .execute();
        if (!enabled) await endSessions(trx, id, user, 'USER_DISABLED');
      });
      if (enabled) req.log.info({ userId: id, by: user.id }, 'user enabled');
      else req.log.warn({ userId: id, by: user.id }, 'user disabled; all sessions ended');
      sendRecord(res, record);
    };
  }

  router.post('/api/users/:id/enable', requirePermission('users.write'), enabledRoute(true));
  router.post('/api/users/:id/disable', requirePermission('users.write'), enabledRoute(false));

  /** An administrator sets a temporary password: the user must choose a new one at the next sign-in. */
  router.post('/api/users/:id/password', requirePermission('users.write'), async (req: Request, res: Response) => {
    const { temporaryPassword } = validated(userPasswordSchema, req.body);
    const record = await changeAccount(req, async ({ trx, id, user, actor }) => {
      await setPassword(trx, id, temporaryPassword, true, actor);
      await endSessions(trx, id, user, 'PASSWORD_CHANGED');
    });
    req.log.warn({ userId: record.id, by: currentUser(req).id }, 'temporary password set; other sessions ended');
    sendRecord(res, record);
  });

  /** Sessions ended on purpose after `after` (the gateways poll this with the service token). */
  router.get('/api/sessions/revocations', serviceOrPermission(ctx, 'users.read'), async (req: Request, res: Response) => {
    const after = req.query.after === undefined ? undefined : intQuery(req.query.after, 'after', 0, 0, 2_147_483_647);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await readRevocations(db, after));
  });

  return router;
}
