/** Groups of shops. */
import { Router, type Request, type Response } from 'express';
import { isAdmin } from '@flyerdesk/domain/roles';
import { groupSchema } from '@flyerdesk/domain/validation/group';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connect';
import { uniqueViolation } from '../../db/errors';
import { authenticate, requirePermission } from '../../http/authenticate';
import { currentUser, type AuthUser } from '../../http/context';
import { conflict, fieldError, forbidden, invalidRequest, notFound } from '../../http/errors';
import { checkVersion, sendRecord } from '../../http/respond';
import { idParam, ifMatchVersion, validated } from '../../http/validate';
import { assignedStoreIds } from '../stores/scope';

export interface Group {
  id: string;
  name: string;
  storeIds: string[];
  version: number;
}

function duplicate(err: unknown): never {
  if (uniqueViolation(err) !== undefined) {
    throw conflict('DUPLICATE_NAME', 'A group with this name already exists', [fieldError('name', 'validation.duplicateName')]);
  }
  throw err;
}

/** Groups with their shops; non-administrators see only the shops assigned to them. */
async function loadGroups(db: Db, user: AuthUser, id?: string): Promise<Group[]> {
  let query = db
    .selectFrom('groups')
    .select((eb) => [
      'groups.id',
      'groups.name',
      'groups.version',
      eb.fn
        .coalesce(
          eb
            .selectFrom('store_groups')
            .select((sub) => sub.fn.agg<string[]>('array_agg', [sub.cast('store_groups.store_id', 'text')]).as('ids'))
            .whereRef('store_groups.group_id', '=', 'groups.id'),
          eb.val<string[]>([]),
        )
        .as('storeIds'),
    ])
    .orderBy('groups.name');
  if (id) query = query.where('groups.id', '=', id);
  const rows = await query.execute();
  const visible = isAdmin(user.roles) ? undefined : new Set(await assignedStoreIds(db, user.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    version: row.version,
    storeIds: [...(row.storeIds ?? [])].filter((storeId) => !visible || visible.has(storeId)).sort(),
  }));
}

export function groupRoutes(ctx: AppContext): Router {
  const { db } = ctx;
  const router = Router();
  router.use('/api/groups', authenticate(ctx));

  /**
   * New membership of a group. Administrators set it as sent; others may add or remove only the
   * shops assigned to them, and shops they cannot see keep their membership.
   */
  async function membership(trx: Db, user: AuthUser, requested: string[] | undefined, current: string[]): Promise<string[]> {
    if (requested === undefined) return current;
    const wanted = [...new Set(requested.map((s) => s.toLowerCase()))];
    if (wanted.length > 0) {
      const existing = await trx.selectFrom('stores').select('id').where('id', 'in', wanted).execute();
      if (existing.length !== wanted.length) {
        throw invalidRequest([fieldError('storeIds', 'validation.invalid')], 'Unknown shop in storeIds');
      }
    }
    if (isAdmin(user.roles)) return wanted;
    const assigned = new Set(await assignedStoreIds(trx, user.id));
    if (wanted.some((storeId) => !assigned.has(storeId))) throw forbidden('Shop not assigned to you');
    return [...new Set([...current.filter((storeId) => !assigned.has(storeId)), ...wanted])];
  }

  async function writeMembership(trx: Db, groupId: string, storeIds: string[]): Promise<void> {
    await trx.deleteFrom('store_groups').where('group_id', '=', groupId).execute();
    if (storeIds.length > 0) {
      await trx
        .insertInto('store_groups')
        .values(storeIds.map((storeId) => ({ store_id: storeId, group_id: groupId })))
        .execute();
    }
  }

  async function loadOne(user: AuthUser, id: string): Promise<Group> {
    const [group] = await loadGroups(db, user, id);
    if (!group) throw notFound('Group not found');
    return group;
  }

  router.get('/api/groups', requirePermission('groups.read'), async (req: Request, res: Response) => {
    res.json(await loadGroups(db, currentUser(req)));
  });

  router.get('/api/groups/:id', requirePermission('groups.read'), async (req: Request, res: Response) => {
    sendRecord(res, await loadOne(currentUser(req), idParam(req.params.id)));
  });

  router.post('/api/groups', requirePermission('groups.write'), async (req: Request, res: Response) => {
    const user = currentUser(req);
    const input = validated(groupSchema, req.body);
    const id = await db
      .transaction()
      .execute(async (trx) => {
        const storeIds = await membership(trx, user, input.storeIds, []);
        const row = await trx.insertInto('groups').values({ name: input.name }).returning('id').executeTakeFirstOrThrow();
        await writeMembership(trx, row.id, storeIds);
        return row.id;
      })
      .catch(duplicate);
    sendRecord(res, await loadOne(user, id), 201);
  });

  router.put('/api/groups/:id', requirePermission('groups.write'), async (req: Request, res: Response) => {
    const user = currentUser(req);
    const id = idParam(req.params.id);
    const expected = ifMatchVersion(req.get('if-match'));
    const input = validated(groupSchema, req.body);
    await db
      .transaction()
      .execute(async (trx) => {
        const current = await trx.selectFrom('groups').select('version').where('id', '=', id).forUpdate().executeTakeFirst();
        if (!current) throw notFound('Group not found');
        checkVersion(expected, current.version);
        const members = await trx.selectFrom('store_groups').select('store_id').where('group_id', '=', id).execute();
        const storeIds = await membership(
          trx,
          user,
          input.storeIds,
          members.map((m) => m.store_id),
        );
        await trx
          .updateTable('groups')
          .set((eb) => ({ name: input.name, version: eb('version', '+', 1), updated_at: new Date() }))
          .where('id', '=', id)
          .execute();
        await writeMembership(trx, id, storeIds);
      })
      .catch(duplicate);
    sendRecord(res, await loadOne(user, id));
  });

  router.delete('/api/groups/:id', requirePermission('groups.write'), async (req: Request, res: Response) => {
    const user = currentUser(req);
    const id = idParam(req.params.id);
    const expected = ifMatchVersion(req.get('if-match'));
    await db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom('groups').select('version').where('id', '=', id).forUpdate().executeTakeFirst();
      if (!current) throw notFound('Group not found');
      checkVersion(expected, current.version);
      if (!isAdmin(user.roles)) {
        const assigned = new Set(await assignedStoreIds(trx, user.id));
        const members = await trx.selectFrom('store_groups').select('store_id').where('group_id', '=', id).execute();
        if (members.some((m) => !assigned.has(m.store_id))) throw forbidden('The group holds shops not assigned to you');
      }
      await trx.deleteFrom('groups').where('id', '=', id).execute();
    });
    res.status(204).end();
  });

  return router;
}
