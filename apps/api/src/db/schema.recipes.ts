/** Table shapes of cooks and recipes (see migrations/0013_cooks_recipes.ts). */
import type { ColumnType, Generated, Selectable } from 'kysely';

type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** An array column with a database default: optional on insert. */
type GeneratedArray<T> = ColumnType<T[], T[] | undefined, T[]>;
/** jsonb: read as parsed JSON, written as JSON text. */
type Json<T> = ColumnType<T, string, string>;

export interface CooksTable {
  id: Generated<string>;
  name: string;
  seo_id: string;
  /** Uploaded logo (server-made name under /files/logos); null when the cook has none. */
  logo_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** A RecipeStatus. */
  status: Generated<string>;
  archived_at: NullableTimestamp;
  version: Generated<number>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
  /** Username of the last write (null for the system). */
  updated_by: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The recipe editors (role EDITOR_RECIPE) assigned to a cook. */
export interface CookEditorsTable {
  cook_id: string;
  user_id: string;
}

/** One step of a recipe as stored (the steps' order is the recipe's). */
export interface StoredRecipeStep {
  name: string;
  description: string;
  extraDescription: string | null;
  image: string | null;
}

export interface RecipesTable {
  id: Generated<string>;
  cook_id: string;
  title: string;
  seo_id: string;
  /** A RecipeType. */
  type: string;
  /** Natural id of the linked leaflet. */
  leaflet_id: string | null;
  /** Calendar day, `yyyy-MM-dd`. */
  publish_date: string;
  visible_at: NullableTimestamp;
  status: Generated<string>;
  /** Minutes. */
  preparation_time: number;
  number_of_servings: number;
  /** EASY, MEDIUM or HARD. */
  complexity: string;
  tags: GeneratedArray<string>;
  long_url: string | null;
  shopping_list_url: string | null;
  /** An uploaded image (/files/recipes/…) or a link. */
  cover: string | null;
  steps: Json<StoredRecipeStep[]>;
  /** The cooperating shop. */
  store_id: string | null;
  archived_at: NullableTimestamp;
  version: Generated<number>;
  created_at: GeneratedTimestamp;
  created_by: string | null;
  updated_at: GeneratedTimestamp;
  updated_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface RecipeTables {
  cooks: CooksTable;
  cook_editors: CookEditorsTable;
  recipes: RecipesTable;
}

export type CookRow = Selectable<CooksTable>;
export type RecipeRow = Selectable<RecipesTable>;
