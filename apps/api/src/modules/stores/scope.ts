/**
 * Which shops a user may see and change: administrators all, everyone else the assigned ones; and
 * which shops are in use (an archived shop and its leaflets are on no list, ordering or feed).
 */
import type { Kysely } from 'kysely';
import { isAdmin } from '@flyerdesk/domain/roles';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import type { AuthUser } from '../../http/context';
import { badRequest, forbidden, notFound } from '../../http/errors';

/** Ids of the shops in use (not archived), as a subquery: `where('leaflets.store_id', 'in', shopsInUse(db))`. */
export function shopsInUse(db: Kysely<Database>) {
  return db.selectFrom('stores').select('stores.id').where('stores.archived_at', 'is', null);
}

/**
 * Ids of the shops a user may see, as a subquery: `where('leaflets.store_id', 'in', shopsVisibleTo(db, user))`.
 * Administrators see every shop.
 */
export function shopsVisibleTo(db: Kysely<Database>, user: AuthUser) {
  const stores = db.selectFrom('stores').select('stores.id');
  if (isAdmin(user.roles)) return stores;
  return stores.where('stores.id', 'in', db.selectFrom('store_editors').select('store_editors.store_id').where('store_editors.user_id', '=', user.id));
}

export async function assignedStoreIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('store_editors').select('store_id').where('user_id', '=', userId).execute();
  return rows.map((r) => r.store_id);
}

/** Refuses with 404 for an unknown shop and 403 for a shop not assigned to a non-administrator. */
export async function assertStoreAccess(db: Db, user: AuthUser, storeId: string): Promise<void> {
  const store = await db.selectFrom('stores').select('id').where('id', '=', storeId).executeTakeFirst();
  if (!store) throw notFound('Shop not found');
  if (isAdmin(user.roles)) return;
  const assigned = await db
    .selectFrom('store_editors')
    .select('store_id')
    .where('store_id', '=', storeId)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!assigned) throw forbidden('This shop is not assigned to you');
}

/** A shop a new leaflet may be added to: unknown → 404, not assigned → 403, archived → 400. */
export async function storeForNewLeaflet(db: Db, user: AuthUser, storeId: string): Promise<{ id: string; name: string }> {
  await assertStoreAccess(db, user, storeId);
  const store = await db.selectFrom('stores').select(['id', 'name', 'archived_at']).where('id', '=', storeId).executeTakeFirstOrThrow();
  if (store.archived_at) throw badRequest('Leaflets cannot be added to an archived shop');
  return { id: store.id, name: store.name };
}
