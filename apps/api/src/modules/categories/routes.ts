/** Shop categories. */
import { Router, type Request, type Response } from 'express';
import { categorySchema } from '@flyerdesk/domain/validation/category';
import type { AppContext } from '../../context';
import { foreignKeyViolation, uniqueViolation } from '../../db/errors';
import type { CategoryRow } from '../../db/schema';
import { authenticate, requirePermission } from '../../http/authenticate';
import { conflict, fieldError, notFound } from '../../http/errors';
import { checkVersion, sendRecord } from '../../http/respond';
import { idParam, ifMatchVersion, validated } from '../../http/validate';
import { categoryLogoUrl } from '../files/urls';

export interface Category {
  id: string;
  name: string;
  categoryWebId: string;
  logoUrl: string;
  version: number;
}

export function toCategory(row: Pick<CategoryRow, 'id' | 'name' | 'category_web_id' | 'version'>): Category {
  return {
    id: row.id,
    name: row.name,
    categoryWebId: row.category_web_id,
    logoUrl: categoryLogoUrl(row.id),
    version: row.version,
  };
}

function duplicate(err: unknown): never {
  const index = uniqueViolation(err);
  if (index === 'categories_web_id_uq') {
    throw conflict('DUPLICATE_WEB_ID', 'A category with this web id already exists', [
      fieldError('categoryWebId', 'validation.duplicateName'),
    ]);
  }
  if (index !== undefined) {
    throw conflict('DUPLICATE_NAME', 'A category with this name already exists', [fieldError('name', 'validation.duplicateName')]);
  }
  throw err;
}

export function categoryRoutes(ctx: AppContext): Router {
  const { db } = ctx;
  const router = Router();
  router.use('/api/categories', authenticate(ctx));

  router.get('/api/categories', requirePermission('categories.read'), async (_req: Request, res: Response) => {
    const rows = await db.selectFrom('categories').selectAll().orderBy('name').execute();
    res.json(rows.map(toCategory));
  });

  router.get('/api/categories/:id', requirePermission('categories.read'), async (req: Request, res: Response) => {
    const id = idParam(req.params.id);
    const row = await db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Category not found');
    sendRecord(res, toCategory(row));
  });

  router.post('/api/categories', requirePermission('categories.write'), async (req: Request, res: Response) => {
    const input = validated(categorySchema, req.body);
    const row = await db
      .insertInto('categories')
      .values({ name: input.name, category_web_id: input.categoryWebId })
      .returningAll()
      .executeTakeFirstOrThrow()
      .catch(duplicate);
    req.log.info({ categoryId: row.id }, 'category created');
    sendRecord(res, toCategory(row), 201);
  });

  router.put('/api/categories/:id', requirePermission('categories.write'), async (req: Request, res: Response) => {
    const id = idParam(req.params.id);
    const expected = ifMatchVersion(req.get('if-match'));
    const input = validated(categorySchema, req.body);
    const row = await db
      .transaction()
      .execute(async (trx) => {
        const current = await trx.selectFrom('categories').select('version').where('id', '=', id).forUpdate().executeTakeFirst();
        if (!current) throw notFound('Category not found');
        checkVersion(expected, current.version);
        return trx
          .updateTable('categories')
          .set((eb) => ({
            name: input.name,
            category_web_id: input.categoryWebId,
            version: eb('version', '+', 1),
            updated_at: new Date(),
          }))
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
      })
      .catch(duplicate);
    sendRecord(res, toCategory(row));
  });

  router.delete('/api/categories/:id', requirePermission('categories.write'), async (req: Request, res: Response) => {
    const id = idParam(req.params.id);
    const expected = ifMatchVersion(req.get('if-match'));
    await db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom('categories').select('version').where('id', '=', id).forUpdate().executeTakeFirst();
      if (!current) throw notFound('Category not found');
      checkVersion(expected, current.version);
      const used = await trx
        .selectFrom('stores')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('category_id', '=', id)
        .executeTakeFirstOrThrow();
      if (Number(used.count) > 0) {
        throw conflict('CATEGORY_IN_USE', `The category is used by ${Number(used.count)} shop(s)`);
      }
      await trx
        .deleteFrom('categories')
        .where('id', '=', id)
        .execute()
        .catch((err: unknown) => {
          if (foreignKeyViolation(err)) throw conflict('CATEGORY_IN_USE', 'The category is in use');
          throw err;
        });
    });
    res.status(204).end();
  });

  return router;
}
