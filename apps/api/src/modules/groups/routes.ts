/** Groups of shops: list pages, records, archive and restore; every write audited. */
import { Router, type Request, type Response } from 'express';
import { sql } from 'kysely';
import { isAdmin } from '@flyerdesk/domain/roles';
import { groupSchema } from '@flyerdesk/domain/validation/group';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connect';
import { authenticate, requirePermission } from '../../http/authenticate';
import { currentUser, type AuthUser } from '../../http/context';
import { fieldError, forbidden, invalidRequest, notFound } from '../../http/errors';
import { sendRecord } from '../../http/respond';
import { listPage, listParams, type ListPage, type ListSource } from '../resources/list';
import { refuseDuplicates, registerKitRoutes, type RecordCheck } from '../resources/routes';
import { bookkeepingOf, type RecordStore } from '../resources/writes';
import { assignedStoreIds } from '../stores/scope';

export type Group = {
  id: string;
  name: string;
  /** Shops of the group, sorted (non-administrators see only the shops assigned to them). */
  storeIds: string[];
  version: number;
  archivedAt: string | null;
  updatedAt: string;
  updatedBy: string | null;
};

const duplicate = refuseDuplicates('name', 'A group with this name already exists');

/** Groups with every shop of each (sorted by id). */
function selectGroups(db: Db) {
  return db
    .selectFrom('groups')
    .selectAll('groups')
    .select(
      sql<string[]>`coalesce((select array_agg(sg.store_id::text order by sg.store_id) from store_groups sg where sg.group_id = groups.id), '{}')`.as(
        'store_ids',
      ),
    );
}

type GroupRowWithShops = Awaited<ReturnType<ReturnType<typeof selectGroups>['executeTakeFirstOrThrow']>>;

function toGroup(row: GroupRowWithShops): Group {
  return {
    id: row.id,
    name: row.name,
    storeIds: [...row.store_ids].sort(),
    ...bookkeepingOf(row),
  };
}

/**
 * What a user may see of a group's shops: non-administrators only the shops assigned to them
 * (records, list pages and history alike); undefined for administrators, who see every shop.
 */
export async function groupShopFilter(db: Db, user: AuthUser): Promise<((storeIds: string[]) => string[]) | undefined> {
  if (isAdmin(user.roles)) return undefined;
  const assigned = new Set(await assignedStoreIds(db, user.id));
  return (storeIds) => storeIds.filter((storeId) => assigned.has(storeId));
}

/** The groups' records as the user may see them. */
async function visibleTo(db: Db, user: AuthUser, groups: Group[]): Promise<Group[]> {
  const filter = await groupShopFilter(db, user);
  return filter ? groups.map((group) => ({ ...group, storeIds: filter(group.storeIds) })) : groups;
}

export const groupStore: RecordStore<Group> = {
  resource: 'groups',
  table: 'groups',
  notFound: () => notFound('Group not found'),
  read: async (db: Db, id: string) => {
    const row = await selectGroups(db).where('groups.id', '=', id).executeTakeFirst();
    return row ? toGroup(row) : undefined;
  },
};

const LIST: ListSource<'groups'> = {
  table: 'groups',
  sorts: {
    name: { column: 'name', text: true },
    updatedAt: { column: 'updated_at' },
  },
  searchColumns: ['name'],
};

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

  /** Non-administrators may archive or restore only groups holding no shops other than theirs. */
  const checkWholeGroupVisible: RecordCheck = async (trx, id, req) => {
    const user = currentUser(req);
    if (isAdmin(user.roles)) return;
    const assigned = new Set(await assignedStoreIds(trx, user.id));
    const members = await trx.selectFrom('store_groups').select('store_id').where('group_id', '=', id).execute();
    if (members.some((m) => !assigned.has(m.store_id))) throw forbidden('The group holds shops not assigned to you');
  };

  async function send(req: Request, res: Response, group: Group, status = 200): Promise<void> {
    const [visible] = await visibleTo(db, currentUser(req), [group]);
    sendRecord(res, visible ?? group, status);
  }

  router.get('/api/groups', requirePermission('groups.read'), async (req: Request, res: Response) => {
    const params = listParams('groups', req.query);
    const { rows, total } = await listPage(selectGroups(db), LIST, params);
    const items = await visibleTo(db, currentUser(req), rows.map(toGroup));
    const page: ListPage<Group> = { items, total, limit: params.limit, offset: params.offset };
    res.json(page);
  });

  registerKitRoutes(router, ctx, {
    store: groupStore,
    permissions: { read: 'groups.read', write: 'groups.write' },
    noun: 'group',
    form: {
      schema: groupSchema,
      create: async (trx, input, actor, req) => {
        const storeIds = await membership(trx, currentUser(req), input.storeIds, []);
        const row = await trx.insertInto('groups').values({ name: input.name, updated_by: actor.username }).returning('id').executeTakeFirstOrThrow();
        await writeMembership(trx, row.id, storeIds);
        return row.id;
      },
      update: async (trx, id, input, actor, req) => {
        const members = await trx.selectFrom('store_groups').select('store_id').where('group_id', '=', id).execute();
        const storeIds = await membership(
          trx,
          currentUser(req),
          input.storeIds,
          members.map((m) => m.store_id),
        );
        await trx
          .updateTable('groups')
          .set((eb) => ({ name: input.name, version: eb('version', '+', 1), updated_at: new Date(), updated_by: actor.username }))
          .where('id', '=', id)
          .execute();
        await writeMembership(trx, id, storeIds);
      },
      duplicate,
    },
    checkArchive: checkWholeGroupVisible,
    checkRestore: checkWholeGroupVisible,
    send,
  });

  return router;
}

