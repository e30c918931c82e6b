import type { Resolvers } from '../../__generated__/resolvers-types';
import { listLimit } from '../../graphql/listLimits';
import { watchedTopic } from '../../realtime/iterators';
import type { Sequenced } from '../../realtime/pubsub';
import type { VersionOf } from '../../graphql/versionedReads';
import { afterMove, orderingTopic, type OrderingChange } from './events';
import { currentOrdering, orderingStamp, orderingVersionNow } from './reads';
import { platformArg, priorityArg, realPlatformArg, toMove, toOrdering, versionArg } from './mappers';

export const orderingResolvers: Resolvers = {
  Query: {
    ordering: async (_parent, { platform }, ctx) => toOrdering(await currentOrdering(ctx, platformArg(platform, { allowAll: true }))),
    orderingMoves: async (_parent, { platform, limit }, ctx) => {
      const key = platformArg(platform, { allowAll: true });
      return (await ctx.api.ordering.moves(key, listLimit('Query.orderingMoves', limit))).map(toMove);
    },
  },
  Mutation: {
    setLeafletPriority: async (_parent, { input }, ctx) => {
      const platform = realPlatformArg(input.platform, 'platform');
      const priority = priorityArg(input.priority);
      const expectedVersion = versionArg(input.expectedVersion);
      const clientMutationId = input.clientMutationId ?? undefined;
      const result = await ctx.api.ordering.move(platform, {
        leafletId: input.leafletId,
        priority,
        expectedVersion,
        overwrite: input.overwrite ?? false,
        clientMutationId,
      });
      return afterMove(ctx, 'MOVE', result, clientMutationId);
    },
    undoOrderingMove: async (_parent, { platform, moveId, expectedVersion, clientMutationId }, ctx) => {
      const key = realPlatformArg(platform);
      const result = await ctx.api.ordering.undo(key, moveId, {
        expectedVersion: versionArg(expectedVersion),
        clientMutationId: clientMutationId ?? undefined,
      });
      return afterMove(ctx, 'UNDO', result, clientMutationId);
    },
  },
  Subscription: {
    orderingChanged: {
      // The shared poller of the platform runs while at least one subscription is open.
      subscribe: (_parent, { platform }, ctx) => {
        const key = platformArg(platform, { allowAll: true });
        return watchedTopic<OrderingChange, string>(ctx.events, orderingTopic(key), ctx.live.ordering, key, ctx.resume);
      },
      resolve: (event: Sequenced<OrderingChange>) => event,
    },
  },
};

/** The version the answer of `ordering(platform)` depends on (its answers are kept per version). */
export const orderingReadVersion: VersionOf = async (args, ctx) =>
  orderingStamp(await orderingVersionNow(ctx, platformArg(String(args['platform']), { allowAll: true })));
