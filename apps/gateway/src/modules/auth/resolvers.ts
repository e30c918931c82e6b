import { loginSchema } from '@flyerdesk/domain/validation/login';
import type { Resolvers } from '../../__generated__/resolvers-types';
import { validated } from '../../validation';
import { toSession } from './mappers';

export const authResolvers: Resolvers = {
  Mutation: {
    login: async (_parent, args, ctx) => {
      const { username, password } = validated(loginSchema, args);
      const tokens = await ctx.session.authenticate(username, password);
      const session = await ctx.session.signIn(tokens);
      return toSession(session, tokens);
    },
    refreshSession: async (_parent, _args, ctx) => {
      const { session, tokens } = await ctx.session.rotate();
      return toSession(session, tokens);
    },
    logout: async (_parent, _args, ctx) => {
      await ctx.session.signOut();
      return true;
    },
  },
};
