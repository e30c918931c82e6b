import type { RecipeComplexity, RecipeStatus, RecipeType } from '@flyerdesk/domain/recipes';
import type { RecipeInput } from '@flyerdesk/domain/validation/recipes';
import type { CallScope, UpstreamHttp } from '../../upstream/http';
import { ResourceClient, type UpstreamRecord } from '../resources/client';

/** A cook as the api answers it (GET /api/cooks/{id}). */
export interface UpstreamCook extends UpstreamRecord {
  name: string;
  seoId: string;
  logoUrl?: string | null;
  status: RecipeStatus;
  /** Users (role EDITOR_RECIPE) assigned to the cook. */
  editorIds?: string[];
  editors?: string[];
  createdAt?: string;
}

export interface UpstreamRecipeStep {
  name: string;
  description: string;
  extraDescription?: string | null;
  image?: string | null;
}

/** A recipe as the api answers it (GET /api/recipes/{id}). */
export interface UpstreamRecipe extends UpstreamRecord {
  cookId: string;
  cookName?: string;
  /** The recipe editors of the cook: who, besides administrators, hears of the recipe. */
  cookEditorIds?: string[];
  title: string;
  seoId: string;
  type: RecipeType;
  leafletId?: string | null;
  publishDate: string;
  visibleAt?: string | null;
  status: RecipeStatus;
  preparationTime: number;
  numberOfServings: number;
  complexity: RecipeComplexity;
  tags?: string[];
  longUrl?: string | null;
  shoppingListUrl?: string | null;
  cover?: string | null;
  steps?: UpstreamRecipeStep[];
  storeId?: string | null;
  storeName?: string | null;
  createdAt?: string;
  createdBy?: string | null;
}

/** A shop a recipe may name as its cooperating shop. */
export interface UpstreamRecipeShop {
  id: string;
  name: string;
}

/** REST client of recipes: the kit's calls under /api/recipes, and the shops a recipe may name. */
export class RecipesClient extends ResourceClient<UpstreamRecipe, RecipeInput> {
  constructor(http: UpstreamHttp, scope: CallScope) {
    super(http, scope, 'recipes');
  }

  shops(): Promise<{ items: UpstreamRecipeShop[] }> {
    return this.get<{ items: UpstreamRecipeShop[] }>('/api/recipes/shops');
  }
}
