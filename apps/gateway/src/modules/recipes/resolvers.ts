import { isAdmin } from '@flyerdesk/domain/roles';
import { cookSchema, recipeSchema } from '@flyerdesk/domain/validation/recipes';
import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { resourceKit } from '../resources/kit';
import type { UpstreamCook, UpstreamRecipe } from './client';
import { cooksQuery, recipesQuery, toCook, toRecipe } from './mappers';

/** Administrators hear of every cook and recipe; a recipe editor is scoped by their user id. */
async function editorScope(ctx: GatewayContext): Promise<string | null> {
  const { user } = await ctx.session.require();
  return isAdmin(user.roles) ? null : user.id;
}

/**
 * Cooks on the resource kit. A recipe editor hears only of the cooks assigned to them, as the record
 * itself says (its editorIds), so an assignment made meanwhile counts at once.
 */
export const cooksKit = resourceKit({
  resource: 'cooks',
  client: (ctx) => ctx.api.cooks,
  map: toCook,
  schema: cookSchema,
  scope: editorScope,
  scopeEvent: (record: UpstreamCook, scope: unknown) => (typeof scope === 'string' && !(record.editorIds ?? []).includes(scope) ? null : record),
});

/**
 * Recipes on the resource kit. A recipe editor hears only of the recipes of the cooks assigned to them,
 * as the record says (the editors of its cook when it was written).
 */
export const recipesKit = resourceKit({
  resource: 'recipes',
  client: (ctx) => ctx.api.recipes,
  map: toRecipe,
  schema: recipeSchema,
  scope: editorScope,
  scopeEvent: (record: UpstreamRecipe, scope: unknown) => (typeof scope === 'string' && !(record.cookEditorIds ?? []).includes(scope) ? null : record),
});

export const recipesResolvers: Resolvers = {
  Query: {
    cooks: async (_parent, { page, filter }, ctx) => {
      const answer = await ctx.api.cooks.list(cooksQuery(page, filter));
      return { items: answer.items.map(toCook), total: answer.total };
    },
    cook: (_parent, { id }, ctx) => cooksKit.get(ctx, id),
    cookHistory: (_parent, { id, limit, offset }, ctx) => cooksKit.history(ctx, id, limit, offset),
    recipes: async (_parent, { page, filter }, ctx) => {
      const answer = await ctx.api.recipes.list(recipesQuery(page, filter));
      return { items: answer.items.map(toRecipe), total: answer.total };
    },
    recipe: (_parent, { id }, ctx) => recipesKit.get(ctx, id),
    recipeHistory: (_parent, { id, limit, offset }, ctx) => recipesKit.history(ctx, id, limit, offset),
    recipeShops: async (_parent, _args, ctx) => (await ctx.api.recipes.shops()).items.map((shop) => ({ id: shop.id, name: shop.name })),
  },
  Mutation: {
    createCook: (_parent, { input, clientMutationId }, ctx) => cooksKit.create(ctx, input, clientMutationId),
    updateCook: (_parent, { id, version, input, clientMutationId }, ctx) => cooksKit.update(ctx, id, version, input, clientMutationId),
    archiveCook: (_parent, { id, version, clientMutationId }, ctx) => cooksKit.archive(ctx, id, version, clientMutationId),
    restoreCook: (_parent, { id, clientMutationId }, ctx) => cooksKit.restore(ctx, id, clientMutationId),
    createRecipe: (_parent, { input, clientMutationId }, ctx) => recipesKit.create(ctx, input, clientMutationId),
    updateRecipe: (_parent, { id, version, input, clientMutationId }, ctx) => recipesKit.update(ctx, id, version, input, clientMutationId),
    archiveRecipe: (_parent, { id, version, clientMutationId }, ctx) => recipesKit.archive(ctx, id, version, clientMutationId),
    restoreRecipe: (_parent, { id, clientMutationId }, ctx) => recipesKit.restore(ctx, id, clientMutationId),
  },
  Subscription: {
    cooksChanged: cooksKit.changed,
    recipesChanged: recipesKit.changed,
  },
};
