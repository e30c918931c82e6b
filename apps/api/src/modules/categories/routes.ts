/** Shop categories: list pages, records, archive and restore, logo; every write audited. */
import { Router, type Request, type Response } from 'express';
import { ConflictReason } from '@flyerdesk/domain/errors';
import { categorySchema } from '@flyerdesk/domain/validation/category';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connect';
import { uniqueViolation } from '../../db/errors';
import type { CategoryRow } from '../../db/schema';
import { authenticate, requirePermission } from '../../http/authenticate';
import { currentUser } from '../../http/context';
import { conflict, fieldError, notFound } from '../../http/errors';
import { sendRecord } from '../../http/respond';
import { idParam, ifMatchVersion, validated } from '../../http/validate';
import { actorOf } from '../audit/record';
import { receivePicture } from '../files/pictures';
import { categoryLogo } from '../files/urls';
import { listPage, listParams, type ListPage, type ListSource } from '../resources/list';
import { auditedWrite, replacePicture, setArchived, type RecordStore } from '../resources/writes';

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
    version: row.version,
    archivedAt: row.archived_at ? row.archived_at.toISOString() : null,
    updatedAt: row.updated_at.toISOString(),
    updatedBy: row.updated_by,
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

function duplicate(err: unknown): never {
  const index = uniqueViolation(err);
  if (index === 'categories_web_id_uq') {
    throw conflict('DUPLICATE_WEB_ID', 'A category with this web id already exists', [
      fieldError('categoryWebId', 'validation.duplicateName'),
    ]);
  }
  if (index !== undefined) {
    throw conflict(ConflictReason.DUPLICATE_NAME, 'A category with this name already exists', [fieldError('name', 'validation.duplicateName')]);
  }
  throw err;
}

export function categoryRoutes(ctx: AppContext): Router {
  const { db, files } = ctx;
  const router = Router();
  router.use('/api/categories', authenticate(ctx));

  router.get('/api/categories', requirePermission('categories.read'), async (req: Request, res: Response) => {
    const params = listParams('categories', req.query);
    const { rows, total } = await listPage(db.selectFrom('categories').selectAll(), LIST, params);
    const page: ListPage<Category> = { items: rows.map(toCategory), total, limit: params.limit, offset: params.offset };
    res.json(page);
  });

  router.get('/api/categories/:id', requirePermission('categories.read'), async (req: Request, res: Response) => {
    const category = await categoryStore.read(db, idParam(req.params.id));
    if (!category) throw categoryStore.notFound();
    sendRecord(res, category);
  });

  router.post('/api/categories', requirePermission('categories.write'), async (req: Request, res: Response) => {
    const actor = actorOf(currentUser(req));
    const input = validated(categorySchema, req.body);
    const category = await auditedWrite(db, categoryStore, {
      action: 'CREATED',
      actor,
      write: async (trx) => {
        const row = await trx
          .insertInto('categories')
          .values({ name: input.name, category_web_id: input.categoryWebId, updated_by: actor.username })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      },
    }).catch(duplicate);
    req.log.info({ categoryId: category.id }, 'category created');
    sendRecord(res, category, 201);
  });

  router.put('/api/categories/:id', requirePermission('categories.write'), async (req: Request, res: Response) => {
    const id = idParam(req.params.id);
    const expected = ifMatchVersion(req.get('if-match'));
    const actor = actorOf(currentUser(req));
    const input = validated(categorySchema, req.body);
    const category = await auditedWrite(db, categoryStore, {
      id,
      expected,
      action: 'UPDATED',
      actor,
      write: async (trx) => {
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
        return id;
      },
    }).catch(duplicate);
    sendRecord(res, category);
  });

  router.delete('/api/categories/:id', requirePermission('categories.write'), async (req: Request, res: Response) => {
    const id = idParam(req.params.id);
    const category = await setArchived(db, categoryStore, true, {
      id,
      expected: ifMatchVersion(req.get('if-match')),
      actor: actorOf(currentUser(req)),
      check: async (trx) => {
        // Archived shops count too: restoring one must find its category in use.
        const used = await trx
          .selectFrom('stores')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('category_id', '=', id)
          .executeTakeFirstOrThrow();
        const shops = Number(used.count);
        if (shops > 0) throw conflict(ConflictReason.IN_USE, `The category is used by ${shops} shop(s)`, undefined, { usedBy: shops });
      },
    });
    req.log.info({ categoryId: id }, 'category archived');
    sendRecord(res, category);
  });

  router.post('/api/categories/:id/restore', requirePermission('categories.write'), async (req: Request, res: Response) => {
    const id = idParam(req.params.id);
    const category = await setArchived(db, categoryStore, false, {
      id,
      expected: ifMatchVersion(req.get('if-match')),
      actor: actorOf(currentUser(req)),
    });
    req.log.info({ categoryId: id }, 'category restored');
    sendRecord(res, category);
  });

  router.post('/api/categories/:id/logo', requirePermission('categories.write'), async (req: Request, res: Response) => {
    const id = idParam(req.params.id);
    const expected = ifMatchVersion(req.get('if-match'));
    const actor = actorOf(currentUser(req));
    if (!(await categoryStore.read(db, id))) throw categoryStore.notFound();
    const name = await receivePicture(req, res, files, 'logos', id);
    let written;
    try {
      written = await replacePicture(db, categoryStore, { table: 'categories', column: 'logo_name' }, { id, expected, actor, name });
    } catch (err) {
      await files.removeLogo(name);
      throw err;
    }
    if (written.previous) await files.removeLogo(written.previous);
    sendRecord(res, written.record);
  });

  return router;
}
