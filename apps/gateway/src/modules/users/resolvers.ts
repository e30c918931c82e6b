import { passwordChangeSchema } from '@flyerdesk/domain/validation/password';
import type { Resolvers } from '../../__generated__/resolvers-types';
import { validated } from '../../validation';

export const usersResolvers: Resolvers = {
  Query: {
    me: async (_parent, _args, ctx) => (await ctx.session.require()).user,
  },
  Mutation: {
    changePassword: async (_parent, args, ctx) => {
      await ctx.api.users.changePassword(validated(passwordChangeSchema, args));
      return true;
    },
  },
};
