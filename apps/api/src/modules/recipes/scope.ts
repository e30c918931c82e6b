/**
 * Which cooks and recipes a user may see and write (spec §6): administrators every cook; a recipe
 * editor only the cooks assigned to them and their recipes. A cook or recipe someone may not see answers
 * 404, as if it did not exist; writing a recipe for a cook that is not theirs answers 403.
 */
import type { Kysely } from 'kysely';
import { canWriteRecipesOf, type RecipeWorker } from '@flyerdesk/domain/recipes';
import { isAdmin } from '@flyerdesk/domain/roles';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import type { AuthUser } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';

/** Ids of the cooks assigned to a user. */
export async function assignedCookIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('cook_editors').select('cook_id').where('user_id', '=', userId).execute();
  return rows.map((row) => row.cook_id);
}

/** The user as the recipe rules see them: roles and assigned cooks (none read for administrators). */
export async function recipeWorker(db: Db, user: AuthUser): Promise<RecipeWorker> {
  return { roles: user.roles, cookIds: isAdmin(user.roles) ? [] : await assignedCookIds(db, user.id) };
}

/** Ids of the cooks assigned to a user, as a subquery: `where('k.id', 'in', assignedCooks(db, id))`. */
export function assignedCooks(db: Kysely<Database>, userId: string) {
  return db.selectFrom('cook_editors').select('cook_editors.cook_id').where('cook_editors.user_id', '=', userId);
}

async function isAssigned(db: Db, user: AuthUser, cookId: string): Promise<boolean> {
  if (isAdmin(user.roles)) return true;
  const row = await db.selectFrom('cook_editors').select('cook_id').where('cook_id', '=', cookId).where('user_id', '=', user.id).executeTakeFirst();
  return row !== undefined;
}

/** Refuses with 404 a cook that does not exist or that the user may not see. */
export async function assertCookVisible(db: Db, user: AuthUser, cookId: string): Promise<void> {
  const cook = await db.selectFrom('cooks').select('id').where('id', '=', cookId).executeTakeFirst();
  if (!cook || !(await isAssigned(db, user, cookId))) throw notFound('Cook not found');
}

/** Refuses with 404 a recipe that does not exist or whose cook the user may not see. */
export async function assertRecipeVisible(db: Db, user: AuthUser, recipeId: string): Promise<void> {
  const recipe = await db.selectFrom('recipes').select('cook_id').where('id', '=', recipeId).executeTakeFirst();
  if (!recipe || !(await isAssigned(db, user, recipe.cook_id))) throw notFound('Recipe not found');
}

/** Refuses with 403 writing a recipe for a cook that is not the user's. */
export async function assertMayWriteRecipesOf(db: Db, user: AuthUser, cookId: string): Promise<void> {
  if (!canWriteRecipesOf(await recipeWorker(db, user), cookId)) throw forbidden('This cook is not assigned to you');
}

/** The history of a cook or a recipe is for those who may see it (404 for the others). */
export function assertHistoryVisible(db: Db, user: AuthUser, resource: 'cooks' | 'recipes', id: string): Promise<void> {
  return resource === 'cooks' ? assertCookVisible(db, user, id) : assertRecipeVisible(db, user, id);
}
