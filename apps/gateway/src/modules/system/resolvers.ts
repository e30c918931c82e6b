import type { Resolvers } from '../../__generated__/resolvers-types';
import { toFeatureFlags, toPlatforms, toSystemInfo } from './mappers';

export const systemResolvers: Resolvers = {
  Query: {
    ping: () => true,
    systemInfo: async (_parent, _args, ctx) => toSystemInfo(await ctx.api.system.info()),
    platforms: async (_parent, _args, ctx) => toPlatforms(await ctx.api.system.platforms()),
    featureFlags: async (_parent, _args, ctx) => toFeatureFlags(await ctx.api.system.features()),
  },
};
