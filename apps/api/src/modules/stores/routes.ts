/** Shops: list, read, create, edit, archive, restore, logo and leaflet counts. */
import { Router, type Request, type Response } from 'express';
import { storeSchema } from '@flyerdesk/domain/validation/store';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connect';
import { uniqueViolation } from '../../db/errors';
import { authenticate, requirePermission } from '../../http/authenticate';
import { currentUser, type AuthUser } from '../../http/context';
import { conflict, fieldError, invalidRequest, notFound } from '../../http/errors';
import { checkVersion, sendRecord } from '../../http/respond';
import { discardUploads, receiveUploads, type UploadPolicy } from '../../http/uploads';
import { idParam, ifMatchVersion, validated } from '../../http/validate';
import { PICTURE_MAX_BYTES } from '../files/pictures';
import { findStores, leafletsSummary, type Store } from './repo';
import { assertStoreAccess } from './scope';

export const LOGO_MAX_BYTES = PICTURE_MAX_BYTES;

/** A shop logo: one PNG or JPEG (recognised by its bytes) in the field `file`. */
const LOGO_UPLOAD: UploadPolicy = {
  field: 'file',
  kinds: ['png', 'jpeg'],
  maxFileBytes: LOGO_MAX_BYTES,
  maxFiles: 1,
  maxFields: 5,
  refuse: () => invalidRequest([fieldError('file', 'validation.invalid')], 'The logo must be a PNG or JPEG image'),
};

function duplicate(err: unknown): never {
  const index = uniqueViolation(err);
  if (index === 'stores_web_id_uq') {
    throw conflict('DUPLICATE_WEB_ID', 'A shop with this web id already exists', [fieldError('storeWebId', 'validation.duplicateName')]);
  }
  if (index !== undefined) {
    throw conflict('DUPLICATE_NAME', 'A shop with this name already exists', [fieldError('name', 'validation.duplicateName')]);
  }
  throw err;
}

async function checkReferences(trx: Db, categoryId: string, groupIds: string[] | undefined): Promise<void> {
  const problems = [];
  // An archived category takes no new shops (the shops it had kept it from being archived).
  const category = await trx
    .selectFrom('categories')
    .select(['id', 'archived_at'])
    .where('id', '=', categoryId)
    .executeTakeFirst();
  if (!category || category.archived_at !== null) problems.push(fieldError('categoryId', 'validation.invalid'));
  if (groupIds && groupIds.length > 0) {
    const groups = await trx.selectFrom('groups').select('id').where('id', 'in', groupIds).execute();
    if (groups.length !== new Set(groupIds).size) problems.push(fieldError('groupIds', 'validation.invalid'));
  }
  if (problems.length > 0) throw invalidRequest(problems);
}

async function writeGroups(trx: Db, storeId: string, groupIds: string[]): Promise<void> {
  await trx.deleteFrom('store_groups').where('store_id', '=', storeId).execute();
  const unique = [...new Set(groupIds.map((g) => g.toLowerCase()))];
  if (unique.length > 0) {
    await trx
      .insertInto('store_groups')
      .values(unique.map((groupId) => ({ store_id: storeId, group_id: groupId })))
      .execute();
  }
}

export function storeRoutes(ctx: AppContext): Router {
  const { db, files } = ctx;
  const router = Router();
  router.use('/api/stores', authenticate(ctx));

  async function loadOne(user: AuthUser, id: string): Promise<Store> {
    await assertStoreAccess(db, user, id);
    const [store] = await findStores(db, user, { id });
    if (!store) throw notFound('Shop not found');
    return store;
  }

  router.get('/api/stores', requirePermission('stores.read'), async (req: Request, res: Response) => {
    const search = typeof req.query.search === 'string' ? req.query.search : undefined;
    const archived = req.query.archived === 'true';
    res.json(await findStores(db, currentUser(req), { ...(search ? { search } : {}), archived }));
  });

  router.get('/api/stores/:id', requirePermission('stores.read'), async (req: Request, res: Response) => {
    sendRecord(res, await loadOne(currentUser(req), idParam(req.params.id)));
  });

  router.get('/api/stores/:id/leaflets-summary', requirePermission('stores.read'), async (req: Request, res: Response) => {
    const id = idParam(req.params.id);
    await assertStoreAccess(db, currentUser(req), id);
    res.json(await leafletsSummary(db, id));
  });

  router.post('/api/stores', requirePermission('stores.create'), async (req: Request, res: Response) => {
    const user = currentUser(req);
    const input = validated(storeSchema, req.body);
    const id = await db
      .transaction()
      .execute(async (trx) => {
        await checkReferences(trx, input.categoryId, input.groupIds);
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
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await writeGroups(trx, row.id, input.groupIds ?? []);
        return row.id;
      })
      .catch(duplicate);
    req.log.info({ storeId: id }, 'shop created');
    sendRecord(res, await loadOne(user, id), 201);
  });

  router.put('/api/stores/:id', requirePermission('stores.update'), async (req: Request, res: Response) => {
    const user = currentUser(req);
    const id = idParam(req.params.id);
    const expected = ifMatchVersion(req.get('if-match'));
    await assertStoreAccess(db, user, id);
    const input = validated(storeSchema, req.body);
    await db
      .transaction()
      .execute(async (trx) => {
        const current = await trx.selectFrom('stores').select('version').where('id', '=', id).forUpdate().executeTakeFirst();
        if (!current) throw notFound('Shop not found');
        checkVersion(expected, current.version);
        await checkReferences(trx, input.categoryId, input.groupIds);
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
          }))
          .where('id', '=', id)
          .execute();
        if (input.groupIds !== undefined) await writeGroups(trx, id, input.groupIds);
      })
      .catch(duplicate);
    sendRecord(res, await loadOne(user, id));
  });

  async function setArchived(req: Request, archived: boolean): Promise<string> {
    const id = idParam(req.params.id);
    const expected = ifMatchVersion(req.get('if-match'));
    await db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom('stores').select(['version', 'archived_at']).where('id', '=', id).forUpdate().executeTakeFirst();
      if (!current) throw notFound('Shop not found');
      checkVersion(expected, current.version);
      if ((current.archived_at !== null) === archived) return;
      await trx
        .updateTable('stores')
        .set((eb) => ({ archived_at: archived ? new Date() : null, version: eb('version', '+', 1), updated_at: new Date() }))
        .where('id', '=', id)
        .execute();
    });
    req.log.info({ storeId: id }, archived ? 'shop archived' : 'shop restored');
    return id;
  }

  router.delete('/api/stores/:id', requirePermission('stores.delete'), async (req: Request, res: Response) => {
    await setArchived(req, true);
    res.status(204).end();
  });

  router.post('/api/stores/:id/restore', requirePermission('stores.restore'), async (req: Request, res: Response) => {
    const id = await setArchived(req, false);
    sendRecord(res, await loadOne(currentUser(req), id));
  });

  router.post('/api/stores/:id/logo', requirePermission('stores.update'), async (req: Request, res: Response) => {
    const user = currentUser(req);
    const id = idParam(req.params.id);
    await assertStoreAccess(db, user, id);
    const expected = ifMatchVersion(req.get('if-match'));
    const [file] = await receiveUploads(req, res, files.incoming, LOGO_UPLOAD);
    if (!file) throw invalidRequest([fieldError('file', 'validation.required')], 'A logo file is required');
    let name: string;
    try {
      name = await files.saveLogo(id, file.path, file.kind === 'png' ? 'png' : 'jpg');
    } finally {
      await discardUploads([file]);
    }
    let previous: string | null = null;
    try {
      await db.transaction().execute(async (trx) => {
        const current = await trx.selectFrom('stores').select(['version', 'logo_name']).where('id', '=', id).forUpdate().executeTakeFirst();
        if (!current) throw notFound('Shop not found');
        checkVersion(expected, current.version);
        previous = current.logo_name;
        await trx
          .updateTable('stores')
          .set((eb) => ({ logo_name: name, version: eb('version', '+', 1), updated_at: new Date() }))
          .where('id', '=', id)
          .execute();
      });
    } catch (err) {
      await files.removeLogo(name);
      throw err;
    }
    if (previous) await files.removeLogo(previous);
    sendRecord(res, await loadOne(user, id));
  });

  return router;
}
