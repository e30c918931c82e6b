import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import type { Sequenced } from '../../realtime/pubsub';
import { watchedTopic } from '../../realtime/iterators';
import { publishOrderingChange } from '../ordering/events';
import { realPlatformArg } from '../ordering/mappers';
import { notifyPendingPublication, PENDING_PUBLICATION_KEY, PENDING_PUBLICATION_TOPIC, type PendingPublicationChange } from './events';
import { feedPath, toPending, toPublicationResult, visiblePlatforms } from './mappers';

export const publicationResolvers: Resolvers = {
  Query: {
    pendingPublication: async (_parent, _args, ctx) => toPending(await ctx.api.publication.pending()),
    feedUrl: (_parent, { platform }) => feedPath(realPlatformArg(platform)),
  },
  Mutation: {
    publishPromotions: async (_parent, _args, ctx) => {
      // The lists tell which platforms' order the publication changes.
      const pending = toPending(await ctx.api.publication.pending());
      const result = await ctx.api.publication.publish();
      if (result.activated + result.deactivated > 0) {
        const platforms = visiblePlatforms([...pending.toActivate, ...pending.toDeactivate]);
        void publishOrderingChange(ctx, platforms, 'PUBLISH', null);
      }
      await notifyPendingPublication(ctx);
      return toPublicationResult(result);
    },
  },
  Subscription: {
    pendingPublicationChanged: {
      // The shared poller of the pending lists runs while at least one subscription is open.
      subscribe: (_parent, _args, ctx) => watchedTopic<PendingPublicationChange, string>(ctx.events, PENDING_PUBLICATION_TOPIC, ctx.live.publication, PENDING_PUBLICATION_KEY),
      // Every subscriber reads the lists with its own session (shops it may see only).
      resolve: async (event: Sequenced<PendingPublicationChange>, _args: unknown, ctx: GatewayContext) => ({
        seq: event.seq,
        pending: toPending(await ctx.api.publication.pending()),
      }),
    },
  },
};
