import { isAdmin } from '@flyerdesk/domain/roles';
import { storeSchema } from '@flyerdesk/domain/validation/store';
import type { Resolvers } from '../../__generated__/resolvers-types';
import { nullWhenMissing } from '../../upstream/http';
import { boundedText } from '../../validation';
import { resourceKit } from '../resources/kit';
import type { UpstreamStore } from './client';
import { toLeafletsSummary, toStore } from './mappers';

/**
 * Shops on the resource kit. Administrators hear every shop's changes; anyone else only the changes of
 * shops assigned to them, as the record itself says (its editorIds), so an assignment made meanwhile
 * counts at once.
 */
export const storesKit = resourceKit({
  resource: 'stores',
  client: (ctx) => ctx.api.stores,
  map: toStore,
  schema: storeSchema,
  scope: async (ctx) => {
    const { user } = await ctx.session.require();
    return isAdmin(user.roles) ? null : user.id;
  },
  scopeEvent: (record: UpstreamStore, scope: unknown) => (typeof scope === 'string' && !(record.editorIds ?? []).includes(scope) ? null : record),
});

export const storesResolvers: Resolvers = {
  Query: {
    stores: async (_parent, { search }, ctx) => (await ctx.api.stores.all(boundedText(search, 'search'))).map(toStore),
    storesPage: (_parent, { page }, ctx) => storesKit.list(ctx, page),
    store: async (_parent, { id }, ctx) => {
      const raw = await nullWhenMissing(ctx.api.stores.byId(id));
      return raw ? toStore(raw) : null;
    },
    storeHistory: (_parent, { id, limit, offset }, ctx) => storesKit.history(ctx, id, limit, offset),
  },
  Mutation: {
    createStore: (_parent, { input, clientMutationId }, ctx) => storesKit.create(ctx, input, clientMutationId),
    updateStore: (_parent, { id, version, input, clientMutationId }, ctx) => storesKit.update(ctx, id, version, input, clientMutationId),
    archiveStore: (_parent, { id, version, clientMutationId }, ctx) => storesKit.archive(ctx, id, version, clientMutationId),
    deleteStore: async (_parent, { id }, ctx) => {
      await storesKit.archive(ctx, id, null, null);
      return true;
    },
    restoreStore: (_parent, { id, clientMutationId }, ctx) => storesKit.restore(ctx, id, clientMutationId),
  },
  Subscription: {
    storesChanged: storesKit.changed,
  },
  Store: {
    /** Inline from the shop list (one upstream query); fetched only for shops that lack it. */
    leafletsSummary: async (store, _args, ctx) =>
      store.leafletsSummary ?? toLeafletsSummary(await ctx.api.stores.leafletsSummary(store.id)),
  },
};
