/** Shop categories: list pages, records, archive and restore, logo; every write audited. */
import { Router, type Request, type Response } from 'express';
import { ConflictReason } from '@flyerdesk/domain/errors';
import { categorySchema } from '@flyerdesk/domain/validation/category';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connect';
import type { CategoryRow } from '../../db/schema';
import { authenticate, requirePermission } from '../../http/authenticate';
import { conflict, fieldError, notFound } from '../../http/errors';
import { categoryLogo } from '../files/urls';
import { listPage, listParams, type ListPage, type ListSource } from '../resources/list';
import { refuseDuplicates, refuseWhileUsed, registerKitRoutes } from '../resources/routes';
import { bookkeepingOf, type RecordStore } from '../resources/writes';

export type Category = {
  id: string;
  name: string;
  categoryWebId: string;
  /** The uploaded logo, or the generated one. */
  logoUrl: string;
  version: number;
  archivedAt: string | null;
  updatedAt: string;
  updatedBy: string | null;
};

export type CategoryColumns = Pick<CategoryRow, 'id' | 'name' | 'category_web_id' | 'logo_name' | 'version' | 'archived_at' | 'updated_at' | 'updated_by'>;

export function toCategory(row: CategoryColumns): Category {
  return {
    id: row.id,
    name: row.name,
    categoryWebId: row.category_web_id,
    logoUrl: categoryLogo(row.id, row.logo_name),
    ...bookkeepingOf(row),
  };
}

export const categoryStore: RecordStore<Category> = {
  resource: 'categories',
  table: 'categories',
  notFound: () => notFound('Category not found'),
  read: async (db: Db, id: string) => {
    const row = await db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toCategory(row) : undefined;
  },
};

const LIST: ListSource<'categories'> = {
  table: 'categories',
  sorts: {
    name: { column: 'name', text: true },
    categoryWebId: { column: 'category_web_id', text: true },
    updatedAt: { column: 'updated_at' },
  },
  searchColumns: ['name', 'category_web_id'],
};

const duplicate = refuseDuplicates('name', 'A category with this name already exists', {
  categories_web_id_uq: () =>
    conflict('DUPLICATE_WEB_ID', 'A category with this web id already exists', [fieldError('categoryWebId', 'validation.duplicateName')]),
});

export function categoryRoutes(ctx: AppContext): Router {
  const { db } = ctx;
  const router = Router();
  router.use('/api/categories', authenticate(ctx));

  router.get('/api/categories', requirePermission('categories.read'), async (req: Request, res: Response) => {
    const params = listParams('categories', req.query);
    const { rows, total } = await listPage(db.selectFrom('categories').selectAll(), LIST, params);
    const page: ListPage<Category> = { items: rows.map(toCategory), total, limit: params.limit, offset: params.offset };
    res.json(page);
  });

  registerKitRoutes(router, ctx, {
    store: categoryStore,
    permissions: { read: 'categories.read', write: 'categories.write' },
    noun: 'category',
    form: {
      schema: categorySchema,
      create: async (trx, input, actor) => {
        const row = await trx
          .insertInto('categories')
          .values({ name: input.name, category_web_id: input.categoryWebId, updated_by: actor.username })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      },
      update: async (trx, id, input, actor) => {
        await trx
          .updateTable('categories')
          .set((eb) => ({
            name: input.name,
            category_web_id: input.categoryWebId,
            version: eb('version', '+', 1),
            updated_at: new Date(),
            updated_by: actor.username,
          }))
          .where('id', '=', id)
          .execute();
      },
      duplicate,
    },
    // Archived shops count too: restoring one must find its category in use.
    checkArchive: refuseWhileUsed({
      table: 'stores',
      column: 'category_id',
      reason: ConflictReason.IN_USE,
      message: (shops) => `The category is used by ${shops} shop(s)`,
    }),
    picture: { path: 'logo', column: { table: 'categories', column: 'logo_name' }, area: 'logos' },
  });

  return router;
}
