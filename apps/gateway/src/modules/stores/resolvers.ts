import { storeSchema } from '@flyerdesk/domain/validation/store';
import type { Resolvers } from '../../__generated__/resolvers-types';
import { nullWhenMissing } from '../../upstream/http';
import { boundedText, validated } from '../../validation';
import { toLeafletsSummary, toStore } from './mappers';

export const storesResolvers: Resolvers = {
  Query: {
    stores: async (_parent, { search }, ctx) => (await ctx.api.stores.list(boundedText(search, 'search'))).map(toStore),
    store: async (_parent, { id }, ctx) => {
      const raw = await nullWhenMissing(ctx.api.stores.byId(id));
      return raw ? toStore(raw) : null;
    },
  },
  Mutation: {
    createStore: async (_parent, { input }, ctx) => toStore(await ctx.api.stores.create(validated(storeSchema, input))),
    updateStore: async (_parent, { id, version, input }, ctx) =>
      toStore(await ctx.api.stores.update(id, version, validated(storeSchema, input))),
    deleteStore: async (_parent, { id }, ctx) => {
      await ctx.api.stores.archive(id);
      return true;
    },
    restoreStore: async (_parent, { id }, ctx) => toStore(await ctx.api.stores.restore(id)),
  },
  Store: {
    /** Inline from the shop list (one upstream query); fetched only for shops that lack it. */
    leafletsSummary: async (store, _args, ctx) =>
      store.leafletsSummary ?? toLeafletsSummary(await ctx.api.stores.leafletsSummary(store.id)),
  },
};
