import { passwordChangeSchema } from '@flyerdesk/domain/validation/password';
import { newUserSchema, userPasswordSchema, userSchema } from '@flyerdesk/domain/validation/user';
import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { validated } from '../../validation';
import { assertNotLocked, resourceKit } from '../resources/kit';
import { toUser } from './mappers';

export const usersKit = resourceKit({
  resource: 'users',
  client: (ctx) => ctx.api.users,
  map: toUser,
  schema: userSchema,
});

/** Enables or disables an account (refused while someone else holds its edit lock) and tells the list. */
async function setEnabled(ctx: GatewayContext, id: string, enabled: boolean, version: number | null | undefined, clientMutationId: string | null | undefined) {
  await assertNotLocked(ctx, 'users', id);
  return usersKit.announce(ctx, 'UPDATED', await ctx.api.users.setEnabled(id, enabled, version), clientMutationId);
}

export const usersResolvers: Resolvers = {
  Query: {
    me: async (_parent, _args, ctx) => (await ctx.session.require()).user,
    users: (_parent, { page }, ctx) => usersKit.list(ctx, page),
    user: (_parent, { id }, ctx) => usersKit.get(ctx, id),
    userHistory: (_parent, { id, limit, offset }, ctx) => usersKit.history(ctx, id, limit, offset),
  },
  Mutation: {
    changePassword: async (_parent, args, ctx) => {
      await ctx.api.users.changePassword(validated(passwordChangeSchema, args));
      // The verified user cached for this session still says the password must be changed.
      ctx.session.forgetUser();
      return true;
    },
    // A new account asks for more than the form: its temporary password.
    createUser: async (_parent, { input, clientMutationId }, ctx) =>
      usersKit.announce(ctx, 'CREATED', await ctx.api.users.createWithPassword(validated(newUserSchema, input)), clientMutationId),
    updateUser: (_parent, { id, version, input, clientMutationId }, ctx) => usersKit.update(ctx, id, version, input, clientMutationId),
    enableUser: (_parent, { id, version, clientMutationId }, ctx) => setEnabled(ctx, id, true, version, clientMutationId),
    disableUser: (_parent, { id, version, clientMutationId }, ctx) => setEnabled(ctx, id, false, version, clientMutationId),
    setUserPassword: async (_parent, { id, temporaryPassword, version, clientMutationId }, ctx) => {
      const checked = validated(userPasswordSchema, { temporaryPassword });
      await assertNotLocked(ctx, 'users', id);
      return usersKit.announce(ctx, 'UPDATED', await ctx.api.users.setPassword(id, checked.temporaryPassword, version), clientMutationId);
    },
  },
  Subscription: {
    usersChanged: usersKit.changed,
  },
};
