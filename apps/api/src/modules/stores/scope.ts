/** Which shops a user may see and change: administrators all, everyone else the assigned ones. */
import { isAdmin } from '@flyerdesk/domain/roles';
import type { Db } from '../../db/connect';
import type { AuthUser } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';

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
