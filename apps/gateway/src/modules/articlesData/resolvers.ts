import { isArticleDataStatus, type ArticleDataStatus } from '@flyerdesk/domain/articlesData';
import { confirmMatchingSchema, matchLeafletSchema } from '@flyerdesk/domain/validation/articlesData';
import type { ArticleData, Resolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { badUserInput, notFound } from '../../errors';
import { watchedTopic } from '../../realtime/iterators';
import type { Sequenced } from '../../realtime/pubsub';
import { boundedText, validated } from '../../validation';
import { notifyJobsChanged } from '../jobs/events';
import { toJob } from '../jobs/mappers';
import type { UpstreamArticleData } from './client';
import { ARTICLES_DATA_KEY, ARTICLES_DATA_TOPIC, notifyArticlesDataChanged, type ArticlesDataChange } from './events';
import { toArticle, toArticleData } from './mappers';

/** The version a write started from (sent as If-Match), checked before anything goes upstream. */
function versionArg(value: number | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (!Number.isInteger(value) || value < 0) {
    throw badUserInput([{ field: 'version', key: 'validation.invalid', message: 'The version must be a whole number of 0 or more' }]);
  }
  return value;
}

function statusArg(value: string | null | undefined): ArticleDataStatus | undefined {
  if (value === null || value === undefined) return undefined;
  if (!isArticleDataStatus(value)) throw badUserInput([{ field: 'status', key: 'validation.status', message: 'Choose one of the allowed statuses' }]);
  return value;
}

function retailerArg(value: string | null | undefined, required: boolean): string | undefined {
  const retailer = boundedText(value, 'retailer');
  if (retailer === undefined && required) throw badUserInput([{ field: 'retailer', key: 'validation.required', message: 'This field is required' }]);
  return retailer;
}

/** After a write: answers the item and lets subscribers of the article data know (not awaited). */
function written(ctx: GatewayContext, raw: UpstreamArticleData): ArticleData {
  void notifyArticlesDataChanged(ctx);
  return toArticleData(raw);
}

export const articlesDataResolvers: Resolvers = {
  Query: {
    articlesDataImport: async (_parent, _args, ctx) => {
      const { job } = await ctx.api.articlesData.importStatus();
      return job ? toJob(job) : null;
    },
    articlesData: async (_parent, { status, retailer }, ctx) =>
      (await ctx.api.articlesData.list({ status: statusArg(status), retailer: retailerArg(retailer, false) })).items.map(toArticleData),
    articlesDataNotMatched: async (_parent, _args, ctx) => (await ctx.api.articlesData.notMatched()).items.map(toArticleData),
    articlesDataDeleted: async (_parent, { retailer }, ctx) =>
      (await ctx.api.articlesData.deleted(retailerArg(retailer, true) ?? '')).items.map(toArticleData),
    articlesDataArticles: async (_parent, { id }, ctx) => (await ctx.api.articlesData.articles(id)).items.map(toArticle),
    articlesDataRetailers: async (_parent, _args, ctx) => (await ctx.api.articlesData.retailers()).items,
  },
  Mutation: {
    startArticlesDataImport: async (_parent, _args, ctx) => {
      const job = await ctx.api.articlesData.startImport();
      void notifyJobsChanged(ctx);
      void notifyArticlesDataChanged(ctx);
      return toJob(job);
    },
    confirmArticleDataMatch: async (_parent, { id, leafletId, version }, ctx) => {
      const input = validated(confirmMatchingSchema, { leafletId });
      return written(ctx, await ctx.api.articlesData.confirmMatching(id, input.leafletId, versionArg(version)));
    },
    matchArticleDataToLeaflet: async (_parent, { id, leafletNaturalId, version }, ctx) => {
      const input = validated(matchLeafletSchema, { leafletNaturalId });
      return written(ctx, await ctx.api.articlesData.matchLeaflet(id, input.leafletNaturalId, versionArg(version)));
    },
    removeArticleDataMatch: async (_parent, { id, version }, ctx) =>
      written(ctx, await ctx.api.articlesData.removeMatching(id, versionArg(version))),
    deleteArticleData: async (_parent, { id, version }, ctx) => {
      const answered = await ctx.api.articlesData.remove(id, versionArg(version));
      // An empty answer (204): the item is read back from the deleted ones.
      const raw = answered ?? (await ctx.api.articlesData.list({ status: 'DELETED' })).items.find((item) => item.id === id);
      if (!raw) throw notFound();
      return written(ctx, raw);
    },
    undeleteArticleData: async (_parent, { id, version }, ctx) => written(ctx, await ctx.api.articlesData.undelete(id, versionArg(version))),
  },
  Subscription: {
    articlesDataChanged: {
      // The shared poller of the article data's version runs while at least one subscription is open.
      subscribe: (_parent, _args, ctx) => watchedTopic<ArticlesDataChange, string>(ctx.events, ARTICLES_DATA_TOPIC, ctx.live.articlesData, ARTICLES_DATA_KEY, ctx.resume),
      resolve: (event: Sequenced<ArticlesDataChange>) => ({ seq: event.seq, version: event.version }),
    },
  },
  Store: {
    /** Sent by the api with every shop (false when an older api does not). */
    hasUnconfirmedArticleData: (store) => store.hasUnconfirmedArticleData,
  },
};
