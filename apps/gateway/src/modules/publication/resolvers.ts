import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import type { Sequenced } from '../../realtime/pubsub';
import { watchedTopic } from '../../realtime/iterators';
import { publishOrderingChange } from '../ordering/events';
import { realPlatformArg } from '../ordering/mappers';
import { forgetPending, readPending } from './cache';
import { notifyPendingPublication, PENDING_PUBLICATION_KEY, PENDING_PUBLICATION_TOPIC, type PendingPublicationChange } from './events';
import { feedPath, toPending, toPublicationResult, visiblePlatforms } from './mappers';

export const publicationResolvers: Resolvers = {
  Query: {
    pendingPublication: async (_parent, _args, ctx) => toPending(await readPending(ctx)),
    feedUrl: (_parent, { platform }) => feedPath(realPlatformArg(platform)),
  },
  Mutation: {
    publishPromotions: async (_parent, _args, ctx) => {
      // The lists tell which platforms' order the publication changes (read as they are now).
      forgetPending(ctx.live);
      const pending = toPending(await readPending(ctx));
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
      subscribe: (_parent, _args, ctx) => watchedTopic<PendingPublicationChange, string>(ctx.events, PENDING_PUBLICATION_TOPIC, ctx.live.publication, PENDING_PUBLICATION_KEY, ctx.resume),
      // Subscribers at one version share one read of the lists (checked against each one's permission).
      resolve: async (event: Sequenced<PendingPublicationChange>, _args: unknown, ctx: GatewayContext) => ({
        seq: event.seq,
        pending: toPending(await readPending(ctx, event.version)),
      }),
    },
  },
};
