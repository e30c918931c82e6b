import type { Resolvers } from '../../__generated__/resolvers-types';
import { listLimit } from '../../graphql/listLimits';
import { notifyJobsChanged } from '../jobs/events';
import { toJob } from '../jobs/mappers';
import { toCrawlerFinding, toCrawlerSource } from './mappers';

export const crawlerResolvers: Resolvers = {
  Query: {
    crawlerSources: async (_parent, _args, ctx) => (await ctx.api.crawler.sources()).items.map(toCrawlerSource),
    crawlerRuns: async (_parent, { sourceId, limit }, ctx) => {
      return (await ctx.api.crawler.runs({ sourceId: sourceId ?? undefined, limit: listLimit('Query.crawlerRuns', limit) })).items.map(toJob);
    },
    crawlerRunFindings: async (_parent, { runId }, ctx) => (await ctx.api.crawler.findings(runId)).items.map(toCrawlerFinding),
  },
  Mutation: {
    runCrawler: async (_parent, { sourceId }, ctx) => {
      const job = await ctx.api.crawler.run(sourceId);
      void notifyJobsChanged(ctx);
      return toJob(job);
    },
    runAllCrawlers: async (_parent, _args, ctx) => {
      const { items } = await ctx.api.crawler.runAll();
      void notifyJobsChanged(ctx);
      return items.map(toJob);
    },
  },
};
