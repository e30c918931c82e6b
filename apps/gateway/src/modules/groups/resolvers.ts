import { isAdmin } from '@flyerdesk/domain/roles';
import { groupSchema } from '@flyerdesk/domain/validation/group';
import type { Resolvers } from '../../__generated__/resolvers-types';
import { resourceKit } from '../resources/kit';
import type { UpstreamGroup } from './client';
import { toGroup } from './mappers';

/**
 * A group's shops as one subscriber may see them: administrators all, others only the shops assigned
 * to them (read once when the subscription starts, like the api does for every list).
 */
export const groupsKit = resourceKit({
  resource: 'groups',
  client: (ctx) => ctx.api.groups,
  map: toGroup,
  schema: groupSchema,
  scope: async (ctx) => {
    const { user } = await ctx.session.require();
    if (isAdmin(user.roles)) return null;
    return new Set((await ctx.api.stores.all()).map((store) => store.id));
  },
  scopeEvent: (record: UpstreamGroup, scope: unknown) =>
    scope instanceof Set ? { ...record, storeIds: (record.storeIds ?? []).filter((id) => scope.has(id)) } : record,
});

export const groupsResolvers: Resolvers = {
  Query: {
    groups: (_parent, { page }, ctx) => groupsKit.list(ctx, page),
    group: (_parent, { id }, ctx) => groupsKit.get(ctx, id),
    groupHistory: (_parent, { id, limit, offset }, ctx) => groupsKit.history(ctx, id, limit, offset),
  },
  Mutation: {
    createGroup: (_parent, { input, clientMutationId }, ctx) => groupsKit.create(ctx, input, clientMutationId),
    updateGroup: (_parent, { id, version, input, clientMutationId }, ctx) => groupsKit.update(ctx, id, version, input, clientMutationId),
    archiveGroup: (_parent, { id, version, clientMutationId }, ctx) => groupsKit.archive(ctx, id, version, clientMutationId),
    restoreGroup: (_parent, { id, clientMutationId }, ctx) => groupsKit.restore(ctx, id, clientMutationId),
  },
  Subscription: {
    groupsChanged: groupsKit.changed,
  },
};
