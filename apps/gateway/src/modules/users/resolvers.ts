import type { Resolvers } from '../../__generated__/resolvers-types';

export const usersResolvers: Resolvers = {
  Query: {
    me: async (_parent, _args, ctx) => (await ctx.session.require()).user,
  },
};
