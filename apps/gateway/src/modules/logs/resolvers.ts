import { activityFilterSchema } from '@flyerdesk/domain/validation/activity';
import type { ActivityEntry, Resolvers } from '../../__generated__/resolvers-types';
import { badUserInput } from '../../errors';
import { listLimit } from '../../graphql/listLimits';
import { watchedTopic } from '../../realtime/iterators';
import type { Sequenced } from '../../realtime/pubsub';
import { validated } from '../../validation';
import { ACTIVITY_KEY, ACTIVITY_TOPIC, type ActivityLoggedEvent } from './events';
import { filterInput, toActivityEntries, toActivityEntry } from './mappers';

export const logsResolvers: Resolvers = {
  Query: {
    activityLog: async (_parent, { filter, limit, offset }, ctx) => {
      const checked = validated(activityFilterSchema, filterInput(filter));
      const size = listLimit('Query.activityLog', limit);
      const from = offset ?? 0;
      if (!Number.isInteger(from) || from < 0) throw badUserInput([{ field: 'offset', key: 'validation.invalid', message: 'Offset must be 0 or more' }]);
      const page = await ctx.api.logs.page(checked, size, from);
      return { items: toActivityEntries(page.items), total: page.total, limit: page.limit, offset: page.offset };
    },
  },
  Subscription: {
    activityLogged: {
      // The shared tail of the api's log runs while at least one subscription is open.
      subscribe: (_parent, _args, ctx) => watchedTopic<ActivityLoggedEvent, string>(ctx.events, ACTIVITY_TOPIC, ctx.live.activity, ACTIVITY_KEY, ctx.resume),
      // Computed once per event: every subscriber (ADMIN, ROOT) sees the same entry.
      resolve: (event: Sequenced<ActivityLoggedEvent>): { seq: number; entry: ActivityEntry } => {
        const entry = toActivityEntry(event.entry);
        if (!entry) throw new Error(`The log entry ${event.entry.seq} has a kind or resource the contract lacks`);
        return { seq: event.seq, entry };
      },
    },
  },
};
