/**
 * Inserts: extra pages (adverts) placed between a leaflet's pages. List pages, records, archive and
 * restore (refused while a leaflet page uses the insert), image; every write audited.
 */
import { Router, type Request, type Response } from 'express';
import { sql } from 'kysely';
import { ConflictReason } from '@flyerdesk/domain/errors';
import { insertSchema, type InsertInput } from '@flyerdesk/domain/validation/insert';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connect';
import { authenticate, requirePermission } from '../../http/authenticate';
import { notFound } from '../../http/errors';
import { insertImageUrl } from '../files/urls';
import { listPage, listParams, type ListPage, type ListSource } from '../resources/list';
import { refuseDuplicates, refuseWhileUsed, registerKitRoutes } from '../resources/routes';
import { bookkeepingOf, type RecordStore } from '../resources/writes';

export type Insert = {
  id: string;
  insertName: string;
  description: string | null;
  imageUrl: string | null;
  redirectUrl: string | null;
  longUrl: string | null;
  /** yyyy-MM-dd */
  validFrom: string | null;
  validTo: string | null;
  showOnIos: boolean;
  showOnAndroid: boolean;
  showOnAndroid2: boolean;
  showOnWeb: boolean;
  /** How many places on leaflet pages use the insert. */
  usedBy: number;
  version: number;
  archivedAt: string | null;
  updatedAt: string;
  updatedBy: string | null;
};

export const INSERT_IN_USE_MESSAGE = 'The insert is used in leaflets and cannot be removed';

/** Inserts with the number of leaflet-page places using each. */
function selectInserts(db: Db) {
  return db
    .selectFrom('inserts')
    .selectAll('inserts')
    .select(sql<number>`(select count(*)::int from leaflet_page_inserts lpi where lpi.insert_id = inserts.id)`.as('used_by'));
}

type InsertRowWithUse = Awaited<ReturnType<ReturnType<typeof selectInserts>['executeTakeFirstOrThrow']>>;

function toInsert(row: InsertRowWithUse): Insert {
  return {
    id: row.id,
    insertName: row.insert_name,
    description: row.description,
    imageUrl: insertImageUrl(row.image_name),
    redirectUrl: row.redirect_url,
    longUrl: row.long_url,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    showOnIos: row.show_on_ios,
    showOnAndroid: row.show_on_android,
    showOnAndroid2: row.show_on_android2,
    showOnWeb: row.show_on_web,
    usedBy: Number(row.used_by),
    ...bookkeepingOf(row),
  };
}

export const insertStore: RecordStore<Insert> = {
  resource: 'inserts',
  table: 'inserts',
  notFound: () => notFound('Insert not found'),
  read: async (db: Db, id: string) => {
    const row = await selectInserts(db).where('inserts.id', '=', id).executeTakeFirst();
    return row ? toInsert(row) : undefined;
  },
};

const LIST: ListSource<'inserts'> = {
  table: 'inserts',
  sorts: {
    insertName: { column: 'insert_name', text: true },
    validFrom: { column: 'valid_from' },
    validTo: { column: 'valid_to' },
    updatedAt: { column: 'updated_at' },
  },
  searchColumns: ['insert_name', 'description'],
};

/** Columns of the form's fields; empty texts are stored as null. */
function columnsOf(input: InsertInput) {
  return {
    insert_name: input.insertName,
    description: input.description || null,
    redirect_url: input.redirectUrl || null,
    long_url: input.longUrl || null,
    valid_from: input.validFrom ?? null,
    valid_to: input.validTo ?? null,
    show_on_ios: input.showOnIos,
    show_on_android: input.showOnAndroid,
    show_on_android2: input.showOnAndroid2,
    show_on_web: input.showOnWeb,
  };
}

const duplicate = refuseDuplicates('insertName', 'An insert with this name already exists');

export function insertRoutes(ctx: AppContext): Router {
  const { db } = ctx;
  const router = Router();
  router.use('/api/inserts', authenticate(ctx));

  router.get('/api/inserts', requirePermission('inserts.read'), async (req: Request, res: Response) => {
    const params = listParams('inserts', req.query);
    const { rows, total } = await listPage(selectInserts(db), LIST, params);
    const page: ListPage<Insert> = { items: rows.map(toInsert), total, limit: params.limit, offset: params.offset };
    res.json(page);
  });

  registerKitRoutes(router, ctx, {
    store: insertStore,
    permissions: { read: 'inserts.read', write: 'inserts.write' },
    noun: 'insert',
    form: {
      schema: insertSchema,
      create: async (trx, input, actor) => {
        const row = await trx
          .insertInto('inserts')
          .values({ ...columnsOf(input), updated_by: actor.username })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      },
      update: async (trx, id, input, actor) => {
        await trx
          .updateTable('inserts')
          .set((eb) => ({
            ...columnsOf(input),
            version: eb('version', '+', 1),
            updated_at: new Date(),
            updated_by: actor.username,
          }))
          .where('id', '=', id)
          .execute();
      },
      duplicate,
    },
    checkArchive: refuseWhileUsed({
      table: 'leaflet_page_inserts',
      column: 'insert_id',
      reason: ConflictReason.INSERT_IN_USE,
      message: () => INSERT_IN_USE_MESSAGE,
    }),
    picture: { path: 'image', column: { table: 'inserts', column: 'image_name' }, area: 'inserts' },
  });

  return router;
}
