/**
 * Shops on the resource kit: the whole list or its pages, records, create, edit, archive and restore
 * (with their leaflets), logo and leaflet counts; every write audited, the groups a shop joins or leaves
 * included. Editors reach only the shops assigned to them; only administrators assign editors.
 */
import { Router, type Request, type Response } from 'express';
import { sql } from 'kysely';
import { isAdmin } from '@flyerdesk/domain/roles';
import { storeSchema } from '@flyerdesk/domain/validation/store';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connect';
import { authenticate, requirePermission } from '../../http/authenticate';
import { currentUser, type AuthUser } from '../../http/context';
import { conflict, fieldError, forbidden, invalidRequest, notFound } from '../../http/errors';
import { idParam } from '../../http/validate';
import type { Actor } from '../audit/record';
import { recordAssignmentChanges } from '../auth/sessions';
import { PICTURE_MAX_BYTES } from '../files/pictures';
import { groupStore } from '../groups/routes';
import { lockAllOrderings, recordShopRename, recordShopVisibility } from '../ordering/versions';
import { listAll, listPage, listParams, type ListPage, type ListSource } from '../resources/list';
import { refuseDuplicates, registerKitRoutes } from '../resources/routes';
import { auditedSideWrites, type RecordStore, type Trx } from '../resources/writes';
import { userStore } from '../users/model';
import { leafletsSummary, readStore, selectStores, STORE_DERIVED_FIELDS, toStore, visibleTo, type Store } from './repo';
import { assertStoreAccess } from './scope';

/** Largest shop logo, in bytes. */
export const LOGO_MAX_BYTES = PICTURE_MAX_BYTES;

export const storeStore: RecordStore<Store> = {
  resource: 'stores',
  table: 'stores',
  notFound: () => notFound('Shop not found'),
  read: readStore,
  derived: STORE_DERIVED_FIELDS,
};

const LIST: ListSource<'stores'> = {
  table: 's',
  sorts: {
    name: { column: 'name', text: true },
    storeWebId: { column: 'store_web_id', text: true },
    updatedAt: { column: 'updated_at' },
  },
  searchColumns: ['name', 'store_web_id'],
};

const duplicate = refuseDuplicates('name', 'A shop with this name already exists', {
  stores_web_id_uq: () => conflict('DUPLICATE_WEB_ID', 'A shop with this web id already exists', [fieldError('storeWebId', 'validation.duplicateName')]),
});

/** Query parameters that ask for one page (`{ items, total, limit, offset }`) instead of the whole list. */
const PAGE_PARAMS = ['limit', 'offset'] as const;

function unique(ids: readonly string[]): string[] {
  return [...new Set(ids.map((id) => id.toLowerCase()))].sort();
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return JSON.stringify(unique(a)) === JSON.stringify(unique(b));
}

/** The category must exist and be in use (an archived category takes no new shops); the groups must exist. */
async function checkReferences(trx: Db, categoryId: string, groupIds: string[] | undefined): Promise<void> {
  const problems = [];
  const category = await trx.selectFrom('categories').select(['id', 'archived_at']).where('id', '=', categoryId).executeTakeFirst();
  if (!category || category.archived_at !== null) problems.push(fieldError('categoryId', 'validation.invalid'));
  if (groupIds && groupIds.length > 0) {
    const wanted = unique(groupIds);
    const groups = await trx.selectFrom('groups').select('id').where('id', 'in', wanted).execute();
    if (groups.length !== wanted.length) problems.push(fieldError('groupIds', 'validation.invalid'));
  }
  if (problems.length > 0) throw invalidRequest(problems);
}

/**
 * The shop's groups become `groupIds`. Every group the shop joins or leaves is written too: its
 * version moves and its history gets the change of its shops, by the same author, in this transaction.
 */
async function writeGroups(trx: Trx, storeId: string, groupIds: readonly string[], actor: Actor): Promise<void> {
  const current = (await trx.selectFrom('store_groups').select('group_id').where('store_id', '=', storeId).execute()).map((row) => row.group_id);
  const wanted = unique(groupIds);
  const changed = difference(wanted, current);
  if (changed.length === 0) return;
  await auditedSideWrites(trx, groupStore, changed, actor, () => replaceLinks(trx, 'store_groups', storeId, wanted));
}

/**
 * The shop's editors become `editorIds`; each user assigned or unassigned gets the change of their shops
 * audited, like a group, and their open screens are told (recordAssignmentChanges). Users of other
 * roles assigned to the shop (the notification role) keep it.
 */
async function writeEditors(trx: Trx, storeId: string, editorIds: readonly string[], current: readonly string[], actor: Actor, keepSeconds: number): Promise<void> {
  const changed = difference(editorIds, current);
  if (changed.length === 0) return;
  await auditedSideWrites(trx, userStore, changed, actor, () => replaceEditors(trx, storeId, editorIds));
  await recordAssignmentChanges(trx, changed, keepSeconds);
}

/** The shop's links to users with the role EDITOR become exactly `ids`. */
async function replaceEditors(trx: Db, storeId: string, ids: readonly string[]): Promise<void> {
  await sql`delete from store_editors where store_id = ${storeId} and user_id in (select id from users where 'EDITOR' = any(roles))`.execute(trx);
  if (ids.length === 0) return;
  await sql`insert into store_editors (store_id, user_id) values ${sql.join(ids.map((id) => sql`(${storeId}, ${id})`))}`.execute(trx);
}

/** Ids in one list and not in the other. */
export function difference(a: readonly string[], b: readonly string[]): string[] {
  return [...a.filter((id) => !b.includes(id)), ...b.filter((id) => !a.includes(id))];
}

/** The rows linking a shop to its groups become exactly `ids`. */
async function replaceLinks(trx: Db, table: 'store_groups', storeId: string, ids: readonly string[]): Promise<void> {
  await trx.deleteFrom(table).where('store_id', '=', storeId).execute();
  if (ids.length === 0) return;
  await sql`insert into ${sql.table(table)} (store_id, group_id)
    values ${sql.join(ids.map((id) => sql`(${storeId}, ${id})`))}`.execute(trx);
}

/** Users with the role EDITOR assigned to the shop. */
async function assignedEditorIds(trx: Db, storeId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('store_editors')
    .innerJoin('users', 'users.id', 'store_editors.user_id')
    .select('store_editors.user_id')
    .where('store_editors.store_id', '=', storeId)
    .where(sql<boolean>`'EDITOR' = any(users.roles)`)
    .execute();
  return unique(rows.map((row) => row.user_id));
}

/**
 * The editors a write leaves assigned to the shop. Administrators set them as sent, and only users with
 * the role EDITOR can be assigned (400 on `editorIds` otherwise); anyone else may send them back
 * unchanged, never change them (403). Left out, they stay as they are.
 */
async function editorsToAssign(trx: Db, user: AuthUser, requested: string[] | undefined, current: readonly string[]): Promise<string[]> {
  if (requested === undefined || sameIds(requested, current)) return [...current];
  if (!isAdmin(user.roles)) throw forbidden('Only administrators assign editors to a shop');
  const wanted = unique(requested);
  if (wanted.length > 0) {
    const editors = await trx
      .selectFrom('users')
      .select('id')
      .where('id', 'in', wanted)
      .where(sql<boolean>`'EDITOR' = any(roles)`)
      .execute();
    if (editors.length !== wanted.length) {
      throw invalidRequest([fieldError('editorIds', 'validation.invalid')], 'Only users with the role EDITOR can be assigned to a shop');
    }
  }
  return wanted;
}

export function storeRoutes(ctx: AppContext): Router {
  const { db } = ctx;
  const router = Router();
  router.use('/api/stores', authenticate(ctx));

  /**
   * Shops the user may see (administrators all, others their assigned ones), archived ones with
   * `archived=ARCHIVED`, searched in name and web id, sorted (by name by default). Without `limit` and
   * `offset` the whole list as an array (the dashboard shows every shop); with either, one page.
   */
  router.get('/api/stores', requirePermission('stores.read'), async (req: Request, res: Response) => {
    const params = listParams('stores', req.query);
    const base = visibleTo(selectStores(db), currentUser(req));
    if (!PAGE_PARAMS.some((name) => req.query[name] !== undefined)) {
      res.json((await listAll(base, LIST, params)).map(toStore));
      return;
    }
    const { rows, total } = await listPage(base, LIST, params);
    const page: ListPage<Store> = { items: rows.map(toStore), total, limit: params.limit, offset: params.offset };
    res.json(page);
  });

  router.get('/api/stores/:id/leaflets-summary', requirePermission('stores.read'), async (req: Request, res: Response) => {
    const id = idParam(req.params.id);
    await assertStoreAccess(db, currentUser(req), id);
    res.json(await leafletsSummary(db, id));
  });

  registerKitRoutes(router, ctx, {
    store: storeStore,
    permissions: { read: 'stores.read', write: 'stores.update', create: 'stores.create', archive: 'stores.delete', restore: 'stores.restore' },
    access: (req, id) => assertStoreAccess(db, currentUser(req), id),
    noun: 'shop',
    form: {
      schema: storeSchema,
      create: async (trx, input, actor, req) => {
        await checkReferences(trx, input.categoryId, input.groupIds);
        const editorIds = await editorsToAssign(trx, currentUser(req), input.editorIds, []);
        const row = await trx
          .insertInto('stores')
          .values({
            name: input.name,
            store_web_id: input.storeWebId,
            category_id: input.categoryId,
            logo_name: null,
            force_favorites: input.forceFavorites ?? false,
            show_anyway: input.showAnyway ?? false,
            store_at_first: input.storeAtFirst ?? false,
            add_as_reels_channel: input.addAsReelsChannel ?? false,
            updated_by: actor.username,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await writeGroups(trx, row.id, input.groupIds ?? [], actor);
        await writeEditors(trx, row.id, editorIds, [], actor, ctx.config.accessTokenTtl);
        return row.id;
      },
      // Flags, groups and editors left out keep their stored values.
      update: async (trx, id, input, actor, req) => {
        await checkReferences(trx, input.categoryId, input.groupIds);
        const current = await assignedEditorIds(trx, id);
        const editorIds = await editorsToAssign(trx, currentUser(req), input.editorIds, current);
        const before = await trx.selectFrom('stores').select('name').where('id', '=', id).executeTakeFirstOrThrow();
        await trx
          .updateTable('stores')
          .set((eb) => ({
            name: input.name,
            store_web_id: input.storeWebId,
            category_id: input.categoryId,
            ...(input.forceFavorites !== undefined ? { force_favorites: input.forceFavorites } : {}),
            ...(input.showAnyway !== undefined ? { show_anyway: input.showAnyway } : {}),
            ...(input.storeAtFirst !== undefined ? { store_at_first: input.storeAtFirst } : {}),
            ...(input.addAsReelsChannel !== undefined ? { add_as_reels_channel: input.addAsReelsChannel } : {}),
            version: eb('version', '+', 1),
            updated_at: new Date(),
            updated_by: actor.username,
          }))
          .where('id', '=', id)
          .execute();
        if (input.groupIds !== undefined) await writeGroups(trx, id, input.groupIds, actor);
        await writeEditors(trx, id, editorIds, current, actor, ctx.config.accessTokenTtl);
        // The orderings show the shop's name with its leaflets.
        if (before.name !== input.name) await recordShopRename(trx, id, actor.username);
      },
      duplicate,
    },
    // The shop's leaflets leave (or return to) the orderings, the feed and the publication lists with it:
    // the orderings' versions are taken first, as every leaflet write takes them, then moved.
    prepareArchive: async (trx) => {
      await lockAllOrderings(trx);
    },
    // A rename moves the orderings' versions (recordShopRename): taken first, as for archiving.
    prepareUpdate: async (trx) => {
      await lockAllOrderings(trx);
    },
    afterArchive: (trx, id, _archive, actor) => recordShopVisibility(trx, id, actor.username),
    picture: { path: 'logo', column: { table: 'stores', column: 'logo_name' }, area: 'logos', kinds: ['png', 'jpeg'] },
  });

  return router;
}
