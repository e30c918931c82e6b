/**
 * Routes every resource of the kit answers alike, for a resource `<res>`: the record
 * (`GET /api/<res>/:id`), create (`POST /api/<res>`), update (`PUT /api/<res>/:id`, If-Match), archive
 * (`DELETE /api/<res>/:id`), restore (`POST /api/<res>/:id/restore`) and, for a resource with a
 * picture, its upload (`POST /api/<res>/:id/<picture>`); every write audited. Each resource keeps its
 * own columns, refusals and checks as options.
 */
import type { Request, Response, Router } from 'express';
import { sql } from 'kysely';
import type { AnySchema, InferType } from 'yup';
import { ConflictReason } from '@flyerdesk/domain/errors';
import type { Permission } from '@flyerdesk/domain/permissions';
import type { AppContext } from '../../context';
import { requirePermission } from '../../http/authenticate';
import { uniqueViolation } from '../../db/errors';
import { conflict, fieldError, type ApiError } from '../../http/errors';
import { currentUser } from '../../http/context';
import { sendRecord } from '../../http/respond';
import { idParam, ifMatchVersion, validated } from '../../http/validate';
import { actorOf, type Actor, type RecordJson } from '../audit/record';
import { receivePicture, type PictureKind } from '../files/pictures';
import type { PictureArea } from '../files/storage';
import { auditedWrite, replacePicture, setArchived, type PictureColumn, type RecordStore, type Trx } from './writes';

/** A check made with the record's row taken; throws the refusal. */
export type RecordCheck = (trx: Trx, id: string, req: Request) => Promise<void>;

/** Where other records point at a record of the kit (the table and its column holding the id). */
export type RecordUse = ({ table: 'stores'; column: 'category_id' } | { table: 'leaflet_page_inserts'; column: 'insert_id' }) & {
  /** The refusal's reason and message; its `usedBy` carries the count. */
  reason: ConflictReason;
  message: (count: number) => string;
};

/** Refuses (409, `usedBy`: how many) while other records still point at the record. */
export function refuseWhileUsed(use: RecordUse): RecordCheck {
  return async (trx, id) => {
    const { rows } = await sql<{ count: number | string }>`
      select count(*) as count from ${sql.table(use.table)} where ${sql.ref(use.column)} = ${id}`.execute(trx);
    const count = Number(rows[0]?.count ?? 0);
    if (count > 0) throw conflict(use.reason, use.message(count), undefined, { usedBy: count });
  };
}

/**
 * Words a unique violation of a write as its refusal: `byIndex` names the refusal of a particular
 * unique index, any other is DUPLICATE_NAME on `field`. Anything else is thrown as it is.
 */
export function refuseDuplicates(field: string, message: string, byIndex: Readonly<Record<string, () => ApiError>> = {}): (err: unknown) => never {
  return (err) => {
    const index = uniqueViolation(err);
    if (index === undefined) throw err;
    const refusal = Object.hasOwn(byIndex, index) ? byIndex[index] : undefined;
    throw refusal ? refusal() : conflict(ConflictReason.DUPLICATE_NAME, message, [fieldError(field, 'validation.duplicateName')]);
  };
}

/** How a resource writes its form: the domain schema, the write of a new and of an existing record. */
export interface RecordForm<S extends AnySchema> {
  schema: S;
  /** Inserts the record (with `updated_by`); answers its id. */
  create: (trx: Trx, input: InferType<S>, actor: Actor, req: Request) => Promise<string>;
  /** Writes the form's columns and the bookkeeping ones (version +1, when, who). */
  update: (trx: Trx, id: string, input: InferType<S>, actor: Actor, req: Request) => Promise<void>;
  /** Words a unique violation as its refusal; throws anything else as it is. */
  duplicate: (err: unknown) => never;
}

/** Who may call the routes: `read`, `write`, and where an action needs another permission, its own. */
export interface KitPermissions {
  read: Permission;
  /** Update and picture upload; create, archive and restore too unless they have their own. */
  write: Permission;
  create?: Permission;
  archive?: Permission;
  restore?: Permission;
}

export interface KitRoutesOptions<T extends RecordJson, S extends AnySchema> {
  store: RecordStore<T>;
  permissions: KitPermissions;
  /**
   * Refuses a user who may not reach this record at all (e.g. a shop not assigned to an editor),
   * before anything is read or written; every route of one record runs it.
   */
  access?: (req: Request, id: string) => Promise<void>;
  /** The record's name in the logs: `{ <noun>Id }` with "<noun> created" / "archived" / "restored". */
  noun: string;
  form: RecordForm<S>;
  /** Before archiving (e.g. a record still in use is refused). */
  checkArchive?: RecordCheck;
  /** Before restoring. */
  checkRestore?: RecordCheck;
  /** Runs first in archive and restore, before the record's row is taken (locks that must come first). */
  prepareArchive?: (trx: Trx) => Promise<void>;
  /** Runs first in an update, before the record's row is taken (locks that must come first). */
  prepareUpdate?: (trx: Trx) => Promise<void>;
  /** What else archiving (`archive` true) or restoring changes, in the same transaction. */
  afterArchive?: (trx: Trx, id: string, archive: boolean, actor: Actor) => Promise<void>;
  /** Answers a record; by default as the store reads it. */
  send?: (req: Request, res: Response, record: T, status?: number) => Promise<void> | void;
  /**
   * The record's uploaded picture: the route's last segment, the column that names it, where it is
   * stored and, when narrower than every picture type, which types it accepts.
   */
  picture?: { path: string; column: PictureColumn; area: PictureArea; kinds?: readonly PictureKind[] };
}

/** Registers the record, create, update, archive, restore and (when the resource has one) picture routes. */
export function registerKitRoutes<T extends RecordJson, S extends AnySchema>(router: Router, ctx: AppContext, options: KitRoutesOptions<T, S>): void {
  const { db, files } = ctx;
  const { store, permissions, noun, form, picture } = options;
  const list = `/api/${store.resource}`;
  const one = `${list}/:id`;
  const send = options.send ?? ((_req: Request, res: Response, record: T, status?: number) => sendRecord(res, record, status));
  const logged = (id: string) => ({ [`${noun}Id`]: id });
  /** The record's id from the path, once the user is known to reach it. */
  const reachable = async (req: Request): Promise<string> => {
    const id = idParam(req.params.id);
    await options.access?.(req, id);
    return id;
  };

  router.get(one, requirePermission(permissions.read), async (req: Request, res: Response) => {
    const record = await store.read(db, await reachable(req));
    if (!record) throw store.notFound();
    await send(req, res, record);
  });

  router.post(list, requirePermission(permissions.create ?? permissions.write), async (req: Request, res: Response) => {
    const actor = actorOf(currentUser(req));
    const input = validated(form.schema, req.body);
    const record = await auditedWrite(db, store, {
      action: 'CREATED',
      actor,
      write: (trx) => form.create(trx, input, actor, req),
    }).catch(form.duplicate);
    req.log.info(logged(record.id), `${noun} created`);
    await send(req, res, record, 201);
  });

  router.put(one, requirePermission(permissions.write), async (req: Request, res: Response) => {
    const id = await reachable(req);
    const expected = ifMatchVersion(req.get('if-match'));
    const actor = actorOf(currentUser(req));
    const input = validated(form.schema, req.body);
    const record = await auditedWrite(db, store, {
      id,
      expected,
      action: 'UPDATED',
      actor,
      prepare: options.prepareUpdate,
      write: async (trx) => {
        await form.update(trx, id, input, actor, req);
        return id;
      },
    }).catch(form.duplicate);
    await send(req, res, record);
  });

  function archiveRoute(archive: boolean) {
    const check = archive ? options.checkArchive : options.checkRestore;
    const { prepareArchive, afterArchive } = options;
    return async (req: Request, res: Response) => {
      const id = await reachable(req);
      const actor = actorOf(currentUser(req));
      const record = await setArchived(db, store, archive, {
        id,
        expected: ifMatchVersion(req.get('if-match')),
        actor,
        prepare: prepareArchive,
        check: check && ((trx) => check(trx, id, req)),
        after: afterArchive && ((trx) => afterArchive(trx, id, archive, actor)),
      });
      req.log.info(logged(id), archive ? `${noun} archived` : `${noun} restored`);
      await send(req, res, record);
    };
  }

  router.delete(one, requirePermission(permissions.archive ?? permissions.write), archiveRoute(true));
  router.post(`${one}/restore`, requirePermission(permissions.restore ?? permissions.write), archiveRoute(false));

  if (picture) {
    router.post(`${one}/${picture.path}`, requirePermission(permissions.write), async (req: Request, res: Response) => {
      const id = await reachable(req);
      const expected = ifMatchVersion(req.get('if-match'));
      const actor = actorOf(currentUser(req));
      if (!(await store.read(db, id))) throw store.notFound();
      const name = await receivePicture(req, res, files, picture.area, id, picture.kinds);
      let written;
      try {
        written = await replacePicture(db, store, picture.column, { id, expected, actor, name });
      } catch (err) {
        await files.removePicture(picture.area, name);
        throw err;
      }
      if (written.previous) await files.removePicture(picture.area, written.previous);
      await send(req, res, written.record);
    });
  }
}
