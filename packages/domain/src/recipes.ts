/**
 * Cooks and their recipes (spec §2 /recipes, §3 Cook and Recipe, §4 statuses, §5 rules, §6 the recipe
 * role, §9 complexity): the statuses both share, the recipe types and complexities, the shopping list
 * link the consumer site understands, the limits of a recipe, and who may see and change which cook's
 * recipes. The api, the gateway and the web read these rules, never their own copies.
 */
import { isAdmin, type Role } from './roles';

/** Statuses of cooks and of recipes (spec §4: the same set for both). */
export const RECIPE_STATUSES = ['INACTIVE', 'READY_FOR_ACTIVATION', 'ACTIVE', 'READY_FOR_DISACTIVATION'] as const;
export type RecipeStatus = (typeof RECIPE_STATUSES)[number];
/** A cook's status: the recipe statuses. */
export const COOK_STATUSES = RECIPE_STATUSES;
export type CookStatus = RecipeStatus;

/** Where a new cook or recipe starts (it is activated when it is ready). */
export const DEFAULT_RECIPE_STATUS: RecipeStatus = 'INACTIVE';

export function isRecipeStatus(value: unknown): value is RecipeStatus {
  return typeof value === 'string' && (RECIPE_STATUSES as readonly string[]).includes(value);
}

/** What kind of dish a recipe is (the app groups recipes by it). */
export const RECIPE_TYPES = ['BREAKFAST', 'SOUP', 'MAIN_COURSE', 'SALAD', 'DESSERT', 'SNACK', 'DRINK'] as const;
export type RecipeType = (typeof RECIPE_TYPES)[number];

export function isRecipeType(value: unknown): value is RecipeType {
  return typeof value === 'string' && (RECIPE_TYPES as readonly string[]).includes(value);
}

/** How hard a recipe is to make (spec §9: easy, medium, hard). */
export const RECIPE_COMPLEXITIES = ['EASY', 'MEDIUM', 'HARD'] as const;
export type RecipeComplexity = (typeof RECIPE_COMPLEXITIES)[number];

export function isRecipeComplexity(value: unknown): value is RecipeComplexity {
  return typeof value === 'string' && (RECIPE_COMPLEXITIES as readonly string[]).includes(value);
}

/** The role whose users are assigned to cooks (only they can be a cook's editors). */
export const COOK_EDITOR_ROLE: Role = 'EDITOR_RECIPE';

/** Longest recipe title. */
export const RECIPE_TITLE_MAX = 200;
/** Most tags one recipe may have, and the longest tag. */
export const RECIPE_TAGS_MAX = 20;
export const RECIPE_TAG_MAX = 40;
/** Most steps one recipe may have. */
export const RECIPE_STEPS_MAX = 50;
/** Longest step name, description and extra description. */
export const RECIPE_STEP_NAME_MAX = 200;
export const RECIPE_STEP_DESCRIPTION_MAX = 4000;
export const RECIPE_STEP_EXTRA_MAX = 2000;
/** Longest preparation time, in minutes (two days: dough that rises overnight included). */
export const PREPARATION_TIME_MAX = 2880;
/** Most servings one recipe may be written for. */
export const SERVINGS_MAX = 100;

/**
 * A shopping list link of the consumer site (spec §5): a web address (optional http/https and www, a
 * domain of at least two letters or digits) whose path ends in `/lista/` and the list's id (letters,
 * digits, `_`), optionally followed by `/`, a query or a fragment: `https://www.example.pl/lista/abc123`.
 */
export const SHOPPING_LIST_URL_PATTERN =
  /^(?:https?:\/\/)?(?:www\.)?(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.[a-z0-9]{2,}(?::\d{1,5})?(?:\/[^\s?#]*)?\/lista\/\w+\/?(?:[?#]\S*)?$/i;

export function isShoppingListUrl(value: string): boolean {
  return SHOPPING_LIST_URL_PATTERN.test(value.trim());
}

/** Tags typed as one text: split at commas, trimmed, empty ones left out (the order is kept). */
export function tagsOf(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/** The first tag listed more than once (ignoring case), or undefined. */
export function duplicateTag(tags: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const tag of tags) {
    const key = tag.trim().toLocaleLowerCase('pl');
    if (seen.has(key)) return tag.trim();
    seen.add(key);
  }
  return undefined;
}

/** A preparation time as whole hours and the minutes left (95 → 1 h 35 min). */
export function splitMinutes(minutes: number): { hours: number; minutes: number } {
  const whole = Math.max(0, Math.floor(minutes));
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}

/** Someone working with recipes: their roles and the cooks assigned to them. */
export interface RecipeWorker {
  roles: readonly string[];
  cookIds: readonly string[];
}

/** The cooks someone may see (and whose recipes they may write): undefined for administrators (all of them). */
export function visibleCookIds(worker: RecipeWorker): readonly string[] | undefined {
  return isAdmin(worker.roles) ? undefined : worker.cookIds;
}

/** Administrators write every cook's recipes; a recipe editor only the recipes of the cooks assigned to them. */
export function canWriteRecipesOf(worker: RecipeWorker, cookId: string): boolean {
  return isAdmin(worker.roles) || worker.cookIds.includes(cookId);
}

/** A seo id made of a title: lowercase letters and digits joined by '-' (Polish letters lose their marks). */
export function seoIdOf(text: string): string {
  return text
    .toLocaleLowerCase('pl')
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
