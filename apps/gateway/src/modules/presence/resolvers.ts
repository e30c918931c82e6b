import type { Resolvers } from '../../__generated__/resolvers-types';
import { startingWith, withCleanup } from '../../realtime/iterators';
import { presenceTopic, type PresenceChange } from '../../realtime/presence';
import { activityArg, roomArg, subjectArg } from './rooms';

export const presenceResolvers: Resolvers = {
  Mutation: {
    updatePresence: async (_parent, { room, activity, subject }, ctx) => {
      const checked = await roomArg(ctx, room);
      const { user } = await ctx.session.require();
      return ctx.live.presence.update(checked, user.username, activityArg(activity), subjectArg(subject));
    },
  },
  Subscription: {
    presence: {
      // Joins the room for as long as the subscription is open (unsubscribe and socket close leave it).
      subscribe: async (_parent, { room }, ctx) => {
        const checked = await roomArg(ctx, room);
        const { user } = await ctx.session.require();
        const changes = ctx.events.subscribe<PresenceChange>(presenceTopic(checked));
        let lease;
        try {
          lease = await ctx.live.presence.join(checked, user.username);
        } catch (err) {
          await changes.return?.();
          throw err;
        }
        // Joining from another tab changes nothing for the others: this subscriber still needs the list.
        const stream = lease.changed
          ? changes
          : startingWith<PresenceChange>({ room: checked, members: await ctx.live.presence.members(checked) }, changes);
        return withCleanup(stream, () => lease.leave());
      },
      resolve: (change: PresenceChange) => ({ room: change.room, members: change.members }),
    },
  },
};
