import { insertSchema } from '@flyerdesk/domain/validation/insert';
import type { Resolvers } from '../../__generated__/resolvers-types';
import { resourceKit } from '../resources/kit';
import { toInsert } from './mappers';

export const insertsKit = resourceKit({
  resource: 'inserts',
  client: (ctx) => ctx.api.inserts,
  map: toInsert,
  schema: insertSchema,
});

export const insertsResolvers: Resolvers = {
  Query: {
    inserts: (_parent, { page }, ctx) => insertsKit.list(ctx, page),
    insert: (_parent, { id }, ctx) => insertsKit.get(ctx, id),
    insertHistory: (_parent, { id, limit, offset }, ctx) => insertsKit.history(ctx, id, limit, offset),
  },
  Mutation: {
    createInsert: (_parent, { input, clientMutationId }, ctx) => insertsKit.create(ctx, input, clientMutationId),
    updateInsert: (_parent, { id, version, input, clientMutationId }, ctx) => insertsKit.update(ctx, id, version, input, clientMutationId),
    archiveInsert: (_parent, { id, version, clientMutationId }, ctx) => insertsKit.archive(ctx, id, version, clientMutationId),
    restoreInsert: (_parent, { id, clientMutationId }, ctx) => insertsKit.restore(ctx, id, clientMutationId),
  },
  Subscription: {
    insertsChanged: insertsKit.changed,
  },
};
