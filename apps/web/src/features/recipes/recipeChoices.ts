import { RECIPE_COMPLEXITIES, RECIPE_STATUSES, RECIPE_TYPES } from '@flyerdesk/domain/recipes';
import type { RecipeComplexity, RecipeStatus, RecipeType } from '../../__generated__/graphql';

/** The statuses, dish types and complexities in the order the forms offer them (the domain's). */
export const RECIPE_STATUS_ORDER: readonly RecipeStatus[] = RECIPE_STATUSES;
export const RECIPE_TYPE_ORDER: readonly RecipeType[] = RECIPE_TYPES;
export const RECIPE_COMPLEXITY_ORDER: readonly RecipeComplexity[] = RECIPE_COMPLEXITIES;
