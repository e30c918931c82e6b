import type { Resolvers } from '../../__generated__/resolvers-types';
import { notifyJobsChanged, publishJobProgress } from '../jobs/events';
import { toJob } from '../jobs/mappers';
import { toLeafletPageCut } from './mappers';

export const cuttingResolvers: Resolvers = {
  Query: {
    leafletPageCut: async (_parent, { leafletId }, ctx) => toLeafletPageCut(await ctx.api.cutting.pageCut(leafletId)),
  },
  Mutation: {
    cutLeafletPages: async (_parent, { leafletId }, ctx) => {
      const job = await ctx.api.cutting.cut(leafletId);
      void notifyJobsChanged(ctx);
      return toJob(job);
    },
    retryFailedPages: async (_parent, { leafletId }, ctx) => {
      // The same cut job runs again: its subscribers see it restart.
      const job = await ctx.api.cutting.retryFailed(leafletId);
      void publishJobProgress(ctx, job);
      void notifyJobsChanged(ctx);
      return toJob(job);
    },
  },
};
