import { groupSchema } from '@flyerdesk/domain/validation/group';
import type { Resolvers } from '../../__generated__/resolvers-types';
import { validated } from '../../validation';
import { toGroup } from './mappers';

export const groupsResolvers: Resolvers = {
  Query: {
    groups: async (_parent, _args, ctx) => (await ctx.api.groups.list()).map(toGroup),
  },
  Mutation: {
    createGroup: async (_parent, { input }, ctx) => toGroup(await ctx.api.groups.create(validated(groupSchema, input))),
    updateGroup: async (_parent, { id, version, input }, ctx) =>
      toGroup(await ctx.api.groups.update(id, version, validated(groupSchema, input))),
    deleteGroup: async (_parent, { id }, ctx) => {
      await ctx.api.groups.remove(id);
      return true;
    },
  },
};
