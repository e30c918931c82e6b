import { DEFAULT_RECIPE_STATUS, tagsOf } from '@flyerdesk/domain/recipes';
import { recipeSchema } from '@flyerdesk/domain/validation/recipes';
import { format } from 'date-fns';
import type { RecipeComplexity, RecipeInput, RecipeRecordFragment, RecipeStatus, RecipeType } from '../../__generated__/graphql';
import type { FieldDescription, RecordEditor, ResourceDefinition } from '../../shared/resource/types';
import {
  ArchiveRecipeMutation,
  CreateRecipeMutation,
  RecipeHistoryQuery,
  RecipeQuery,
  RecipeRecordFragment as RecipeFragment,
  RecipesChangedSubscription,
  RecipesPageQuery,
  RestoreRecipeMutation,
  UpdateRecipeMutation,
} from './operations';

export type RecipeRecord = RecipeRecordFragment;

/** The gateway's upload route of the recipe form's pictures (answer `{ url }`). */
export const RECIPE_IMAGE_UPLOAD_PATH = '/upload/recipes/images';

/** Recipes for the resource kit: filtered by cook and status, searched in titles and seo ids. */
export const recipesResource: ResourceDefinition<RecipeRecord, RecipeInput> = {
  resource: 'recipes',
  fragment: RecipeFragment,
  listQuery: RecipesPageQuery,
  changes: RecipesChangedSubscription,
  recordQuery: RecipeQuery,
  historyQuery: RecipeHistoryQuery,
  create: CreateRecipeMutation,
  update: UpdateRecipeMutation,
  archive: ArchiveRecipeMutation,
  restore: RestoreRecipeMutation,
  searchFields: ['title', 'seoId'],
  nameOf: (recipe) => recipe.title,
  filterFields: ['cookId', 'status'],
};

/** One step in the form; `key` follows the step when it moves (it never reaches the server). */
export interface StepValues {
  key: string;
  name: string;
  description: string;
  extraDescription: string;
  image: string;
}

/**
 * The recipe form. Numbers are kept as typed (the domain schema reads them); tags are one text split
 * at commas.
 */
export interface RecipeValues extends Record<string, unknown> {
  cookId: string;
  title: string;
  seoId: string;
  type: RecipeType | '';
  leafletId: string;
  publishDate: string;
  visibleAt: string;
  status: RecipeStatus;
  preparationTime: string;
  numberOfServings: string;
  complexity: RecipeComplexity | '';
  tags: string;
  longUrl: string;
  shoppingListUrl: string;
  cover: string;
  storeId: string;
  steps: StepValues[];
}

let nextStep = 0;

/** A new, empty step with a key of its own. */
export function newStep(): StepValues {
  nextStep += 1;
  return { key: `new-step-${nextStep}`, name: '', description: '', extraDescription: '', image: '' };
}

function textOrNull(value: string): string | null {
  const text = value.trim();
  return text === '' ? null : text;
}

/** Form values of a recipe (of a new one, for `defaultCookId` and published `today`, when undefined). */
export function toRecipeValues(recipe: RecipeRecord | undefined, defaultCookId: string, today: Date = new Date()): RecipeValues {
  return {
    cookId: recipe?.cookId ?? defaultCookId,
    title: recipe?.title ?? '',
    seoId: recipe?.seoId ?? '',
    type: recipe?.type ?? '',
    leafletId: recipe?.leafletId ?? '',
    publishDate: recipe?.publishDate ?? format(today, 'yyyy-MM-dd'),
    visibleAt: recipe?.visibleAt ?? '',
    status: recipe?.status ?? DEFAULT_RECIPE_STATUS,
    preparationTime: recipe ? String(recipe.preparationTime) : '',
    numberOfServings: recipe ? String(recipe.numberOfServings) : '',
    complexity: recipe?.complexity ?? '',
    tags: (recipe?.tags ?? []).join(', '),
    longUrl: recipe?.longUrl ?? '',
    shoppingListUrl: recipe?.shoppingListUrl ?? '',
    cover: recipe?.cover ?? '',
    storeId: recipe?.storeId ?? '',
    steps: recipe
      ? recipe.steps.map((step, index) => ({
          key: `step-${index + 1}`,
          name: step.name,
          description: step.description,
          extraDescription: step.extraDescription ?? '',
          image: step.image ?? '',
        }))
      : [newStep()],
  };
}

/** The mutation input of the form's values (checked by the domain schema before it is sent). */
export function toRecipeInput(values: RecipeValues): RecipeInput {
  return {
    cookId: values.cookId,
    title: values.title.trim(),
    seoId: values.seoId.trim(),
    type: values.type as RecipeType,
    leafletId: textOrNull(values.leafletId),
    publishDate: values.publishDate,
    visibleAt: values.visibleAt === '' ? null : values.visibleAt,
    status: values.status,
    preparationTime: Number(values.preparationTime),
    numberOfServings: Number(values.numberOfServings),
    complexity: values.complexity as RecipeComplexity,
    tags: tagsOf(values.tags),
    longUrl: textOrNull(values.longUrl),
    shoppingListUrl: textOrNull(values.shoppingListUrl),
    cover: textOrNull(values.cover),
    storeId: values.storeId === '' ? null : values.storeId,
    steps: values.steps.map((step) => ({
      name: step.name.trim(),
      description: step.description.trim(),
      extraDescription: textOrNull(step.extraDescription),
      image: textOrNull(step.image),
    })),
  };
}

export type RecipeFieldName =
  | 'cookId'
  | 'title'
  | 'seoId'
  | 'type'
  | 'leafletId'
  | 'publishDate'
  | 'visibleAt'
  | 'status'
  | 'preparationTime'
  | 'numberOfServings'
  | 'complexity'
  | 'tags'
  | 'longUrl'
  | 'shoppingListUrl'
  | 'cover'
  | 'storeId'
  | 'steps';

export interface RecipeFieldFormats {
  labels: Record<RecipeFieldName, string>;
  cook: (value: unknown) => string;
  shop: (value: unknown) => string;
  type: (value: unknown) => string;
  status: (value: unknown) => string;
  complexity: (value: unknown) => string;
  steps: (value: unknown) => string;
  date: (value: unknown) => string;
  dateTime: (value: unknown) => string;
}

/** The recipe form (domain recipeSchema); a new recipe starts for `defaultCookId`. */
export function recipeEditor(formats: RecipeFieldFormats, defaultCookId: string): RecordEditor<RecipeRecord, RecipeValues, RecipeInput> {
  const { labels } = formats;
  const fields: FieldDescription<RecipeValues>[] = [
    { name: 'cookId', label: labels.cookId, format: formats.cook },
    { name: 'title', label: labels.title },
    { name: 'seoId', label: labels.seoId },
    { name: 'type', label: labels.type, format: formats.type },
    { name: 'status', label: labels.status, format: formats.status },
    { name: 'publishDate', label: labels.publishDate, format: formats.date },
    { name: 'visibleAt', label: labels.visibleAt, format: formats.dateTime },
    { name: 'preparationTime', label: labels.preparationTime },
    { name: 'numberOfServings', label: labels.numberOfServings },
    { name: 'complexity', label: labels.complexity, format: formats.complexity },
    { name: 'tags', label: labels.tags },
    { name: 'leafletId', label: labels.leafletId },
    { name: 'storeId', label: labels.storeId, format: formats.shop },
    { name: 'longUrl', label: labels.longUrl },
    { name: 'shoppingListUrl', label: labels.shoppingListUrl },
    { name: 'cover', label: labels.cover },
    { name: 'steps', label: labels.steps, format: formats.steps },
  ];
  return {
    schema: recipeSchema,
    toValues: (recipe) => toRecipeValues(recipe, defaultCookId),
    toInput: toRecipeInput,
    fields,
  };
}
