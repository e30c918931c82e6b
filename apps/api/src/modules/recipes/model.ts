/** Cooks and recipes as the api answers them, read with everything their JSON needs in one query. */
import { sql, type Kysely } from 'kysely';
import { COOK_EDITOR_ROLE, type RecipeComplexity, type RecipeStatus, type RecipeType } from '@flyerdesk/domain/recipes';
import type { Database } from '../../db/schema';
import type { StoredRecipeStep } from '../../db/schema.recipes';
import { logoUrl } from '../files/urls';
import { bookkeepingOf } from '../resources/writes';

export type Cook = {
  id: string;
  name: string;
  seoId: string;
  logoUrl: string | null;
  status: RecipeStatus;
  /** Ids of the users (role EDITOR_RECIPE) the cook is assigned to, sorted. */
  editorIds: string[];
  /** Their usernames, sorted. */
  editors: string[];
  createdAt: string;
  version: number;
  archivedAt: string | null;
  updatedAt: string;
  updatedBy: string | null;
};

/** Fields of a cook that follow from other records (the editors' usernames): never changes of a write of the cook. */
export const COOK_DERIVED_FIELDS = ['editors'] as const;

export type RecipeStep = StoredRecipeStep;

export type Recipe = {
  id: string;
  cookId: string;
  /** The cook's name. */
  cookName: string;
  /** The recipe editors of the cook: who, besides administrators, sees the recipe. */
  cookEditorIds: string[];
  title: string;
  seoId: string;
  type: RecipeType;
  /** Natural id of the linked leaflet. */
  leafletId: string | null;
  /** Calendar day, `yyyy-MM-dd`. */
  publishDate: string;
  visibleAt: string | null;
  status: RecipeStatus;
  /** Minutes. */
  preparationTime: number;
  numberOfServings: number;
  complexity: RecipeComplexity;
  tags: string[];
  longUrl: string | null;
  shoppingListUrl: string | null;
  cover: string | null;
  /** In their order. */
  steps: RecipeStep[];
  /** The cooperating shop and its name. */
  storeId: string | null;
  storeName: string | null;
  createdAt: string;
  createdBy: string | null;
  version: number;
  archivedAt: string | null;
  updatedAt: string;
  updatedBy: string | null;
};

/** Fields of a recipe that follow from other records (its cook's name and editors, the shop's name). */
export const RECIPE_DERIVED_FIELDS = ['cookName', 'cookEditorIds', 'storeName'] as const;

/** Editors of a cook: assigned users holding the role EDITOR_RECIPE (`column` names the cook's id). */
function editorsOf(column: string, what: 'ids' | 'names') {
  const value = what === 'ids' ? sql`u.id::text` : sql`u.username`;
  const order = what === 'ids' ? sql`u.id` : sql`u.username`;
  return sql<string[]>`coalesce((select array_agg(${value} order by ${order}) from cook_editors ce join users u on u.id = ce.user_id
    where ce.cook_id = ${sql.ref(column)} and ${COOK_EDITOR_ROLE} = any(u.roles)), '{}')`;
}

/** Every cook (aliased `k`) with its editors; neither scoped to a user nor ordered. */
export function selectCooks(db: Kysely<Database>) {
  return db
    .selectFrom('cooks as k')
    .selectAll('k')
    .select([editorsOf('k.id', 'ids').as('editor_ids'), editorsOf('k.id', 'names').as('editor_names')]);
}

type CookListRow = Awaited<ReturnType<ReturnType<typeof selectCooks>['executeTakeFirstOrThrow']>>;

export function toCook(row: CookListRow): Cook {
  return {
    id: row.id,
    name: row.name,
    seoId: row.seo_id,
    logoUrl: logoUrl(row.logo_name),
    status: row.status as RecipeStatus,
    editorIds: row.editor_ids,
    editors: row.editor_names,
    createdAt: row.created_at.toISOString(),
    ...bookkeepingOf(row),
  };
}

/** One cook as everyone with full access sees it (archived ones too); undefined when there is none. */
export async function readCook(db: Kysely<Database>, id: string): Promise<Cook | undefined> {
  const row = await selectCooks(db).where('k.id', '=', id).executeTakeFirst();
  return row ? toCook(row) : undefined;
}

/** Every recipe (aliased `r`) with its cook's name and editors and the shop's name; neither scoped nor ordered. */
export function selectRecipes(db: Kysely<Database>) {
  return db
    .selectFrom('recipes as r')
    .innerJoin('cooks as k', 'k.id', 'r.cook_id')
    .leftJoin('stores as s', 's.id', 'r.store_id')
    .selectAll('r')
    .select(['k.name as cook_name', 's.name as store_name', editorsOf('r.cook_id', 'ids').as('cook_editor_ids')]);
}

type RecipeListRow = Awaited<ReturnType<ReturnType<typeof selectRecipes>['executeTakeFirstOrThrow']>>;

export function toRecipe(row: RecipeListRow): Recipe {
  return {
    id: row.id,
    cookId: row.cook_id,
    cookName: row.cook_name,
    cookEditorIds: row.cook_editor_ids,
    title: row.title,
    seoId: row.seo_id,
    type: row.type as RecipeType,
    leafletId: row.leaflet_id,
    publishDate: row.publish_date,
    visibleAt: row.visible_at ? row.visible_at.toISOString() : null,
    status: row.status as RecipeStatus,
    preparationTime: row.preparation_time,
    numberOfServings: row.number_of_servings,
    complexity: row.complexity as RecipeComplexity,
    tags: row.tags,
    longUrl: row.long_url,
    shoppingListUrl: row.shopping_list_url,
    cover: row.cover,
    steps: row.steps.map((step) => ({
      name: step.name,
      description: step.description,
      extraDescription: step.extraDescription ?? null,
      image: step.image ?? null,
    })),
    storeId: row.store_id,
    storeName: row.store_name,
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
    ...bookkeepingOf(row),
  };
}

/** One recipe as everyone with full access sees it (archived ones too); undefined when there is none. */
export async function readRecipe(db: Kysely<Database>, id: string): Promise<Recipe | undefined> {
  const row = await selectRecipes(db).where('r.id', '=', id).executeTakeFirst();
  return row ? toRecipe(row) : undefined;
}
