import type { Cook, CookFilter, ListPageInput, Recipe, RecipeFilter } from '../../__generated__/resolvers-types';
import type { QueryValue } from '../../upstream/http';
import { listQuery } from '../resources/listArgs';
import { recordMeta } from '../resources/mappers';
import type { UpstreamCook, UpstreamRecipe } from './client';

export function toCook(raw: UpstreamCook): Cook {
  return {
    id: raw.id,
    name: raw.name,
    seoId: raw.seoId,
    logoUrl: raw.logoUrl ?? null,
    status: raw.status,
    editorIds: raw.editorIds ?? [],
    editors: raw.editors ?? [],
    createdAt: raw.createdAt ?? raw.updatedAt ?? new Date(0).toISOString(),
    ...recordMeta(raw),
  };
}

export function toRecipe(raw: UpstreamRecipe): Recipe {
  return {
    id: raw.id,
    cookId: raw.cookId,
    cookName: raw.cookName ?? '',
    title: raw.title,
    seoId: raw.seoId,
    type: raw.type,
    leafletId: raw.leafletId ?? null,
    publishDate: raw.publishDate,
    visibleAt: raw.visibleAt ?? null,
    status: raw.status,
    preparationTime: raw.preparationTime,
    numberOfServings: raw.numberOfServings,
    complexity: raw.complexity,
    tags: raw.tags ?? [],
    longUrl: raw.longUrl ?? null,
    shoppingListUrl: raw.shoppingListUrl ?? null,
    cover: raw.cover ?? null,
    steps: (raw.steps ?? []).map((step) => ({
      name: step.name,
      description: step.description,
      extraDescription: step.extraDescription ?? null,
      image: step.image ?? null,
    })),
    storeId: raw.storeId ?? null,
    storeName: raw.storeName ?? null,
    createdAt: raw.createdAt ?? raw.updatedAt ?? new Date(0).toISOString(),
    createdBy: raw.createdBy ?? null,
    ...recordMeta(raw),
  };
}

/** A page of the cook list with its filter, checked before anything goes upstream. */
export function cooksQuery(page: ListPageInput | null | undefined, filter: CookFilter | null | undefined): Record<string, QueryValue> {
  return { ...listQuery('cooks', page), status: filter?.status ?? undefined };
}

/** A page of the recipe list with its filter (one cook, one status), checked before anything goes upstream. */
export function recipesQuery(page: ListPageInput | null | undefined, filter: RecipeFilter | null | undefined): Record<string, QueryValue> {
  return { ...listQuery('recipes', page), cookId: filter?.cookId ?? undefined, status: filter?.status ?? undefined };
}
