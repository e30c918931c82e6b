import { categorySchema } from '@flyerdesk/domain/validation/category';
import type { Resolvers } from '../../__generated__/resolvers-types';
import { validated } from '../../validation';
import { toCategory } from './mappers';

export const categoriesResolvers: Resolvers = {
  Query: {
    categories: async (_parent, _args, ctx) => (await ctx.api.categories.list()).map(toCategory),
  },
  Mutation: {
    createCategory: async (_parent, { input }, ctx) =>
      toCategory(await ctx.api.categories.create(validated(categorySchema, input))),
    updateCategory: async (_parent, { id, version, input }, ctx) =>
      toCategory(await ctx.api.categories.update(id, version, validated(categorySchema, input))),
    deleteCategory: async (_parent, { id }, ctx) => {
      await ctx.api.categories.remove(id);
      return true;
    },
  },
};
