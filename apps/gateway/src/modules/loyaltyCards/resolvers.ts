import { loyaltyCardSchema } from '@flyerdesk/domain/validation/loyaltyCard';
import type { Resolvers } from '../../__generated__/resolvers-types';
import { resourceKit } from '../resources/kit';
import { loyaltyCardsQuery, toLoyaltyCard } from './mappers';

/**
 * Loyalty cards on the resource kit (administrators only, every card seen by all of them): the form is
 * checked with the domain schema before anything goes upstream, writes respect the edit lock, and each
 * change reaches every list as an event carrying the card.
 */
export const loyaltyCardsKit = resourceKit({
  resource: 'loyaltyCards',
  client: (ctx) => ctx.api.loyaltyCards,
  map: toLoyaltyCard,
  schema: loyaltyCardSchema,
});

export const loyaltyCardsResolvers: Resolvers = {
  Query: {
    loyaltyCards: async (_parent, { page, filter }, ctx) => {
      const answer = await ctx.api.loyaltyCards.list(loyaltyCardsQuery(page, filter));
      return { items: answer.items.map(toLoyaltyCard), total: answer.total };
    },
    loyaltyCard: (_parent, { id }, ctx) => loyaltyCardsKit.get(ctx, id),
    loyaltyCardHistory: (_parent, { id, limit, offset }, ctx) => loyaltyCardsKit.history(ctx, id, limit, offset),
  },
  Mutation: {
    createLoyaltyCard: (_parent, { input, clientMutationId }, ctx) => loyaltyCardsKit.create(ctx, input, clientMutationId),
    updateLoyaltyCard: (_parent, { id, version, input, clientMutationId }, ctx) => loyaltyCardsKit.update(ctx, id, version, input, clientMutationId),
    archiveLoyaltyCard: (_parent, { id, version, clientMutationId }, ctx) => loyaltyCardsKit.archive(ctx, id, version, clientMutationId),
    restoreLoyaltyCard: (_parent, { id, clientMutationId }, ctx) => loyaltyCardsKit.restore(ctx, id, clientMutationId),
  },
  Subscription: {
    loyaltyCardsChanged: loyaltyCardsKit.changed,
  },
};
