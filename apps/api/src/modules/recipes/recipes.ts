/**
 * Recipes on the resource kit (spec §2 /recipes, §3 Recipe, §5): list pages (of one cook or of every
 * cook the user may see), records, create, edit, archive and restore, and the images of the form (cover
 * and step pictures); every write audited. A recipe editor writes only the recipes of the cooks
 * assigned to them.
 */
import { randomUUID } from 'node:crypto';
import type { Router, Request, Response } from 'express';
import { sql } from 'kysely';
import { isAdmin } from '@flyerdesk/domain/roles';
import { recipeSchema, type RecipeInput } from '@flyerdesk/domain/validation/recipes';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connect';
import type { StoredRecipeStep } from '../../db/schema.recipes';
import { requirePermission } from '../../http/authenticate';
import { currentUser, type AuthUser } from '../../http/context';
import { conflict, fieldError, invalidRequest, notFound, type InvalidField } from '../../http/errors';
import { receivePicture } from '../files/pictures';
import { listPage, listParams, type ListPage, type ListSource } from '../resources/list';
import { refuseDuplicates, registerKitRoutes } from '../resources/routes';
import type { RecordStore } from '../resources/writes';
import { cookFilter, statusFilter } from './listFilters';
import { readRecipe, RECIPE_DERIVED_FIELDS, selectRecipes, toRecipe, type Recipe } from './model';
import { assertMayWriteRecipesOf, assertRecipeVisible, assignedCooks } from './scope';

/** Pictures of recipes: PNG or JPEG (what every phone shows). */
const IMAGE_KINDS = ['png', 'jpeg'] as const;

/** Where uploaded recipe pictures are served. */
export function recipeImagePath(name: string): string {
  return `/files/recipes/${name}`;
}

export const recipeStore: RecordStore<Recipe> = {
  resource: 'recipes',
  table: 'recipes',
  notFound: () => notFound('Recipe not found'),
  read: readRecipe,
  derived: RECIPE_DERIVED_FIELDS,
};

const LIST: ListSource<'recipes'> = {
  table: 'r',
  sorts: {
    title: { column: 'title', text: true },
    publishDate: { column: 'publish_date' },
    status: { column: 'status' },
    updatedAt: { column: 'updated_at' },
  },
  searchColumns: ['title', 'seo_id'],
};

const duplicate = refuseDuplicates('seoId', 'A recipe with this seo id already exists', {
  recipes_seo_id_uq: () => conflict('DUPLICATE_WEB_ID', 'A recipe with this seo id already exists', [fieldError('seoId', 'validation.duplicateName')]),
});

function textOrNull(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

/**
 * What the recipe points at must be usable: its cook exists (403 when it is not the user's, 400 when
 * archived and the recipe is new to it), the linked leaflet exists (its natural id, not deleted) and the
 * cooperating shop exists and is in use. Refusals name their fields.
 */
async function checkReferences(trx: Db, user: AuthUser, input: RecipeInput, currentCookId: string | undefined): Promise<void> {
  const problems: InvalidField[] = [];
  const cook = await trx.selectFrom('cooks').select(['id', 'archived_at']).where('id', '=', input.cookId).executeTakeFirst();
  if (!cook) problems.push(fieldError('cookId', 'validation.cookNotFound'));
  else {
    await assertMayWriteRecipesOf(trx, user, cook.id);
    if (cook.archived_at !== null && cook.id !== currentCookId) problems.push(fieldError('cookId', 'validation.cookArchived'));
  }
  const leafletId = textOrNull(input.leafletId);
  if (leafletId !== null) {
    const leaflet = await trx.selectFrom('leaflets').select('id').where('natural_id', '=', leafletId).where('status', '<>', 'DELETED').executeTakeFirst();
    if (!leaflet) problems.push(fieldError('leafletId', 'validation.leafletNotFound'));
  }
  if (input.storeId) {
    const store = await trx.selectFrom('stores').select(['id', 'archived_at']).where('id', '=', input.storeId).executeTakeFirst();
    if (!store) problems.push(fieldError('storeId', 'validation.storeNotFound'));
    else if (store.archived_at !== null) problems.push(fieldError('storeId', 'validation.storeArchived'));
  }
  if (problems.length > 0) throw invalidRequest(problems);
}

function stepsOf(input: RecipeInput): StoredRecipeStep[] {
  return input.steps.map((step) => ({
    name: step.name,
    description: step.description,
    extraDescription: textOrNull(step.extraDescription),
    image: textOrNull(step.image),
  }));
}

/** The columns the recipe form writes. */
function columnsOf(input: RecipeInput) {
  return {
    cook_id: input.cookId,
    title: input.title,
    seo_id: input.seoId,
    type: input.type,
    leaflet_id: textOrNull(input.leafletId),
    publish_date: input.publishDate,
    visible_at: input.visibleAt ?? null,
    status: input.status,
    preparation_time: input.preparationTime,
    number_of_servings: input.numberOfServings,
    complexity: input.complexity,
    tags: input.tags,
    long_url: textOrNull(input.longUrl),
    shopping_list_url: textOrNull(input.shoppingListUrl),
    cover: textOrNull(input.cover),
    steps: JSON.stringify(stepsOf(input)),
    store_id: input.storeId ?? null,
  };
}

export function registerRecipeRoutes(router: Router, ctx: AppContext): void {
  const { db } = ctx;

  /**
   * Recipes of the cooks the user may see (administrators every cook): one page, of one cook with
   * `cookId` and of one `status` when asked for, searched in title and seo id, sorted by title by default.
   */
  router.get('/api/recipes', requirePermission('recipes.read'), async (req: Request, res: Response) => {
    const params = listParams('recipes', req.query);
    const cookId = cookFilter(req.query);
    const status = statusFilter(req.query);
    const user = currentUser(req);
    let base = selectRecipes(db);
    if (!isAdmin(user.roles)) base = base.where('r.cook_id', 'in', assignedCooks(db, user.id));
    if (cookId) base = base.where('r.cook_id', '=', cookId);
    if (status) base = base.where('r.status', '=', status);
    const { rows, total } = await listPage(base, LIST, params);
    const page: ListPage<Recipe> = { items: rows.map(toRecipe), total, limit: params.limit, offset: params.offset };
    res.json(page);
  });

  /** The shops a recipe may name as its cooperating shop: every shop in use, by name. */
  router.get('/api/recipes/shops', requirePermission('recipes.read'), async (_req: Request, res: Response) => {
    const items = await db.selectFrom('stores').select(['id', 'name']).where('archived_at', 'is', null).orderBy(sql`lower(name)`).orderBy('id').execute();
    res.json({ items });
  });

  /** A picture for a recipe's cover or one of its steps: stored under a server-made name, answered with its address. */
  router.post('/api/recipes/images', requirePermission('recipes.write'), async (req: Request, res: Response) => {
    const name = await receivePicture(req, res, ctx.files, 'recipes', randomUUID(), IMAGE_KINDS);
    req.log.info({ image: name }, 'recipe image uploaded');
    res.status(201).json({ url: recipeImagePath(name) });
  });

  registerKitRoutes(router, ctx, {
    store: recipeStore,
    permissions: { read: 'recipes.read', write: 'recipes.write' },
    access: (req, id) => assertRecipeVisible(db, currentUser(req), id),
    noun: 'recipe',
    form: {
      schema: recipeSchema,
      create: async (trx, input, actor, req) => {
        await checkReferences(trx, currentUser(req), input, undefined);
        const row = await trx
          .insertInto('recipes')
          .values({ ...columnsOf(input), created_by: actor.username, updated_by: actor.username })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      },
      update: async (trx, id, input, actor, req) => {
        const current = await trx.selectFrom('recipes').select('cook_id').where('id', '=', id).executeTakeFirstOrThrow();
        await checkReferences(trx, currentUser(req), input, current.cook_id);
        await trx
          .updateTable('recipes')
          .set((eb) => ({ ...columnsOf(input), version: eb('version', '+', 1), updated_at: new Date(), updated_by: actor.username }))
          .where('id', '=', id)
          .execute();
      },
      duplicate,
    },
  });
}
