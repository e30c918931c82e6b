/**
 * Cooks on the resource kit (spec §2 /recipes, §3 Cook): list pages, records, create, edit, archive
 * and restore, logo upload; every write audited. Administrators see and write every cook and assign its
 * editors; a recipe editor sees only the cooks assigned to them and changes none.
 */
import type { Router, Request, Response } from 'express';
import { sql } from 'kysely';
import { COOK_EDITOR_ROLE } from '@flyerdesk/domain/recipes';
import { isAdmin } from '@flyerdesk/domain/roles';
import { cookSchema } from '@flyerdesk/domain/validation/recipes';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connect';
import { requirePermission } from '../../http/authenticate';
import { currentUser } from '../../http/context';
import { conflict, fieldError, invalidRequest, notFound } from '../../http/errors';
import { listPage, listParams, type ListPage, type ListSource } from '../resources/list';
import { refuseDuplicates, registerKitRoutes } from '../resources/routes';
import type { RecordStore } from '../resources/writes';
import { COOK_DERIVED_FIELDS, readCook, selectCooks, toCook, type Cook } from './model';
import { statusFilter } from './listFilters';
import { assertCookVisible, assignedCooks } from './scope';

export const cookStore: RecordStore<Cook> = {
  resource: 'cooks',
  table: 'cooks',
  notFound: () => notFound('Cook not found'),
  read: readCook,
  derived: COOK_DERIVED_FIELDS,
};

const LIST: ListSource<'cooks'> = {
  table: 'k',
  sorts: {
    name: { column: 'name', text: true },
    seoId: { column: 'seo_id', text: true },
    status: { column: 'status' },
    updatedAt: { column: 'updated_at' },
  },
  searchColumns: ['name', 'seo_id'],
};

const duplicate = refuseDuplicates('name', 'A cook with this name already exists', {
  cooks_seo_id_uq: () => conflict('DUPLICATE_WEB_ID', 'A cook with this seo id already exists', [fieldError('seoId', 'validation.duplicateName')]),
});

function unique(ids: readonly string[]): string[] {
  return [...new Set(ids.map((id) => id.toLowerCase()))].sort();
}

/** The editors a write assigns: as sent (only users with the role EDITOR_RECIPE; 400 on `editorIds` otherwise); left out, as they are. */
async function editorsToAssign(trx: Db, requested: string[] | undefined, current: readonly string[]): Promise<string[]> {
  if (requested === undefined) return [...current];
  const wanted = unique(requested);
  if (wanted.length === 0) return wanted;
  const editors = await trx
    .selectFrom('users')
    .select('id')
    .where('id', 'in', wanted)
    .where(sql<boolean>`${COOK_EDITOR_ROLE} = any(roles)`)
    .execute();
  if (editors.length !== wanted.length) {
    throw invalidRequest([fieldError('editorIds', 'validation.cookEditor')], 'Only users with the role EDITOR_RECIPE can be assigned to a cook');
  }
  return wanted;
}

/** The cook's links to recipe editors become exactly `ids` (users of other roles keep theirs). */
async function replaceEditors(trx: Db, cookId: string, ids: readonly string[]): Promise<void> {
  await sql`delete from cook_editors where cook_id = ${cookId} and user_id in (select id from users where ${COOK_EDITOR_ROLE} = any(roles))`.execute(trx);
  if (ids.length === 0) return;
  await sql`insert into cook_editors (cook_id, user_id) values ${sql.join(ids.map((id) => sql`(${cookId}, ${id})`))}`.execute(trx);
}

async function currentEditorIds(trx: Db, cookId: string): Promise<string[]> {
  return (await readCook(trx, cookId))?.editorIds ?? [];
}

export function registerCookRoutes(router: Router, ctx: AppContext): void {
  const { db } = ctx;

  /**
   * Cooks the user may see (administrators all, a recipe editor the cooks assigned to them): one page,
   * searched in name and seo id, sorted (by name by default), archived ones with `archived`, and one
   * `status` when asked for.
   */
  router.get('/api/cooks', requirePermission('recipes.read'), async (req: Request, res: Response) => {
    const params = listParams('cooks', req.query);
    const status = statusFilter(req.query);
    const user = currentUser(req);
    let base = selectCooks(db);
    if (!isAdmin(user.roles)) base = base.where('k.id', 'in', assignedCooks(db, user.id));
    if (status) base = base.where('k.status', '=', status);
    const { rows, total } = await listPage(base, LIST, params);
    const page: ListPage<Cook> = { items: rows.map(toCook), total, limit: params.limit, offset: params.offset };
    res.json(page);
  });

  registerKitRoutes(router, ctx, {
    store: cookStore,
    permissions: { read: 'recipes.read', write: 'cooks.write' },
    access: (req, id) => assertCookVisible(db, currentUser(req), id),
    noun: 'cook',
    form: {
      schema: cookSchema,
      create: async (trx, input, actor) => {
        const editorIds = await editorsToAssign(trx, input.editorIds, []);
        const row = await trx
          .insertInto('cooks')
          .values({ name: input.name, seo_id: input.seoId, status: input.status, updated_by: actor.username })
          .returning('id')
          .executeTakeFirstOrThrow();
        await replaceEditors(trx, row.id, editorIds);
        return row.id;
      },
      // Editors left out keep their assignment.
      update: async (trx, id, input, actor) => {
        const editorIds = await editorsToAssign(trx, input.editorIds, await currentEditorIds(trx, id));
        await trx
          .updateTable('cooks')
          .set((eb) => ({
            name: input.name,
            seo_id: input.seoId,
            status: input.status,
            version: eb('version', '+', 1),
            updated_at: new Date(),
            updated_by: actor.username,
          }))
          .where('id', '=', id)
          .execute();
        await replaceEditors(trx, id, editorIds);
      },
      duplicate,
    },
    picture: { path: 'logo', column: { table: 'cooks', column: 'logo_name' }, area: 'logos', kinds: ['png', 'jpeg'] },
  });
}
