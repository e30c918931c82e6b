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
import { uniqueViolation } from '../../db/errors';
import { authenticate, requirePermission } from '../../http/authenticate';
import { currentUser } from '../../http/context';
import { conflict, fieldError, notFound } from '../../http/errors';
import { sendRecord } from '../../http/respond';
import { idParam, ifMatchVersion, validated } from '../../http/validate';
import { actorOf } from '../audit/record';
import { receivePicture } from '../files/pictures';
import { insertImageUrl } from '../files/urls';
import { listPage, listParams, type ListPage, type ListSource } from '../resources/list';
import { auditedWrite, replacePicture, setArchived, type RecordStore } from '../resources/writes';

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
    version: row.version,
    archivedAt: row.archived_at ? row.archived_at.toISOString() : null,
    updatedAt: row.updated_at.toISOString(),
    updatedBy: row.updated_by,
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

function duplicate(err: unknown): never {
  if (uniqueViolation(err) !== undefined) {
    throw conflict(ConflictReason.DUPLICATE_NAME, 'An insert with this name already exists', [fieldError('insertName', 'validation.duplicateName')]);
  }
  throw err;
}

export function insertRoutes(ctx: AppContext): Router {
  const { db, files } = ctx;
  const router = Router();
  router.use('/api/inserts', authenticate(ctx));

  router.get('/api/inserts', requirePermission('inserts.read'), async (req: Request, res: Response) => {
    const params = listParams('inserts', req.query);
    const { rows, total } = await listPage(selectInserts(db), LIST, params);
    const page: ListPage<Insert> = { items: rows.map(toInsert), total, limit: params.limit, offset: params.offset };
    res.json(page);
  });

  router.get('/api/inserts/:id', requirePermission('inserts.read'), async (req: Request, res: Response) => {
    const insert = await insertStore.read(db, idParam(req.params.id));
    if (!insert) throw insertStore.notFound();
    sendRecord(res, insert);
  });

  router.post('/api/inserts', requirePermission('inserts.write'), async (req: Request, res: Response) => {
    const actor = actorOf(currentUser(req));
    const input = validated(insertSchema, req.body);
    const insert = await auditedWrite(db, insertStore, {
      action: 'CREATED',
      actor,
      write: async (trx) => {
        const row = await trx
          .insertInto('inserts')
          .values({ ...columnsOf(input), updated_by: actor.username })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      },
    }).catch(duplicate);
    req.log.info({ insertId: insert.id }, 'insert created');
    sendRecord(res, insert, 201);
  });

  router.put('/api/inserts/:id', requirePermission('inserts.write'), async (req: Request, res: Response) => {
    const id = idParam(req.params.id);
    const expected = ifMatchVersion(req.get('if-match'));
    const actor = actorOf(currentUser(req));
    const input = validated(insertSchema, req.body);
    const insert = await auditedWrite(db, insertStore, {
      id,
      expected,
      action: 'UPDATED',
      actor,
      write: async (trx) => {
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
        return id;
      },
    }).catch(duplicate);
    sendRecord(res, insert);
  });

  router.delete('/api/inserts/:id', requirePermission('inserts.write'), async (req: Request, res: Response) => {
    const id = idParam(req.params.id);
    const insert = await setArchived(db, insertStore, true, {
      id,
      expected: ifMatchVersion(req.get('if-match')),
      actor: actorOf(currentUser(req)),
      check: async (trx) => {
        const used = await trx
          .selectFrom('leaflet_page_inserts')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('insert_id', '=', id)
          .executeTakeFirstOrThrow();
        const places = Number(used.count);
        if (places > 0) throw conflict(ConflictReason.INSERT_IN_USE, INSERT_IN_USE_MESSAGE, undefined, { usedBy: places });
      },
    });
    req.log.info({ insertId: id }, 'insert archived');
    sendRecord(res, insert);
  });

  router.post('/api/inserts/:id/restore', requirePermission('inserts.write'), async (req: Request, res: Response) => {
    const id = idParam(req.params.id);
    const insert = await setArchived(db, insertStore, false, {
      id,
      expected: ifMatchVersion(req.get('if-match')),
      actor: actorOf(currentUser(req)),
    });
    req.log.info({ insertId: id }, 'insert restored');
    sendRecord(res, insert);
  });

  router.post('/api/inserts/:id/image', requirePermission('inserts.write'), async (req: Request, res: Response) => {
    const id = idParam(req.params.id);
    const expected = ifMatchVersion(req.get('if-match'));
    const actor = actorOf(currentUser(req));
    if (!(await insertStore.read(db, id))) throw insertStore.notFound();
    const name = await receivePicture(req, res, files, 'inserts', id);
    let written;
    try {
      written = await replacePicture(db, insertStore, { table: 'inserts', column: 'image_name' }, { id, expected, actor, name });
    } catch (err) {
      await files.removePicture('inserts', name);
      throw err;
    }
    if (written.previous) await files.removePicture('inserts', written.previous);
    sendRecord(res, written.record);
  });

  return router;
}
