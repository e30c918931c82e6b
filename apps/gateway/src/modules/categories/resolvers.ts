import { categorySchema } from '@flyerdesk/domain/validation/category';
import type { Resolvers } from '../../__generated__/resolvers-types';
import { resourceKit } from '../resources/kit';
import { toCategory } from './mappers';

export const categoriesKit = resourceKit({
  resource: 'categories',
  client: (ctx) => ctx.api.categories,
  map: toCategory,
  schema: categorySchema,
});

export const categoriesResolvers: Resolvers = {
  Query: {
    categories: (_parent, { page }, ctx) => categoriesKit.list(ctx, page),
    category: (_parent, { id }, ctx) => categoriesKit.get(ctx, id),
    categoryHistory: (_parent, { id, limit, offset }, ctx) => categoriesKit.history(ctx, id, limit, offset),
  },
  Mutation: {
    createCategory: (_parent, { input, clientMutationId }, ctx) => categoriesKit.create(ctx, input, clientMutationId),
    updateCategory: (_parent, { id, version, input, clientMutationId }, ctx) => categoriesKit.update(ctx, id, version, input, clientMutationId),
    archiveCategory: (_parent, { id, version, clientMutationId }, ctx) => categoriesKit.archive(ctx, id, version, clientMutationId),
    restoreCategory: (_parent, { id, clientMutationId }, ctx) => categoriesKit.restore(ctx, id, clientMutationId),
  },
  Subscription: {
    categoriesChanged: categoriesKit.changed,
  },
};
