import { canSendOnChannel, visibleNotificationChannels } from '@flyerdesk/domain/notifications';
import { notificationSchema } from '@flyerdesk/domain/validation/notification';
import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { forbidden } from '../../errors';
import { validated } from '../../validation';
import { notifyJobsChanged } from '../jobs/events';
import { assertNotLocked, resourceKit } from '../resources/kit';
import type { UpstreamNotification } from './client';
import { deliveriesQuery, notificationsQuery, toNotification, toNotificationDelivery, toNotificationTargets } from './mappers';

/**
 * Push notifications on the resource kit. Administrators hear of every notification; anyone else only
 * of the notifications of their own channels (read once when the subscription starts, as the api does
 * for every list). A record without a channel the subscriber may see is never shown to them.
 */
export const notificationsKit = resourceKit({
  resource: 'notifications',
  client: (ctx) => ctx.api.notifications,
  map: toNotification,
  schema: notificationSchema,
  scope: async (ctx) => {
    const { user } = await ctx.session.require();
    const channels = visibleNotificationChannels(user);
    return channels === undefined ? null : new Set<string>(channels);
  },
  scopeEvent: (record: UpstreamNotification, scope: unknown) => (scope instanceof Set && !scope.has(record.channel) ? null : record),
});

/**
 * Refuses a channel the signed-in user may not send on (administrators send on all, anyone else on
 * the channels assigned to them), before anything goes upstream.
 */
async function assertMayUseChannel(ctx: GatewayContext, channel: string): Promise<void> {
  const { user } = await ctx.session.require();
  if (!canSendOnChannel(user, channel)) throw forbidden('You may not send notifications on this channel');
}

export const notificationsResolvers: Resolvers = {
  Query: {
    notifications: async (_parent, { page, filter }, ctx) => {
      const answer = await ctx.api.notifications.list(notificationsQuery(page, filter));
      return { items: answer.items.map(toNotification), total: answer.total };
    },
    notification: (_parent, { id }, ctx) => notificationsKit.get(ctx, id),
    notificationHistory: (_parent, { id, limit, offset }, ctx) => notificationsKit.history(ctx, id, limit, offset),
    notificationTargets: async (_parent, _args, ctx) => toNotificationTargets(await ctx.api.notifications.targets()),
    notificationReach: async (_parent, { input }, ctx) => (await ctx.api.notifications.reach(validated(notificationSchema, input))).devices,
    notificationDeliveries: async (_parent, { filter, limit, offset }, ctx) => {
      const answer = await ctx.api.notifications.deliveries(deliveriesQuery(filter, limit, offset));
      return { items: answer.items.map(toNotificationDelivery), total: answer.total };
    },
  },
  Mutation: {
    sendNotification: async (_parent, { input, clientMutationId }, ctx) => {
      await assertMayUseChannel(ctx, input.channel);
      const sent = await notificationsKit.create(ctx, input, clientMutationId);
      // A send "now" queued its job, a planned one a job waiting for its moment: the job centre hears of it.
      void notifyJobsChanged(ctx);
      return sent;
    },
    updateNotification: async (_parent, { id, version, input, clientMutationId }, ctx) => {
      await assertMayUseChannel(ctx, input.channel);
      const updated = await notificationsKit.update(ctx, id, version, input, clientMutationId);
      void notifyJobsChanged(ctx);
      return updated;
    },
    cancelNotification: async (_parent, { id, version, clientMutationId }, ctx) => {
      await assertNotLocked(ctx, 'notifications', id);
      const cancelled = await notificationsKit.announce(ctx, 'UPDATED', await ctx.api.notifications.cancel(id, version), clientMutationId);
      void notifyJobsChanged(ctx);
      return cancelled;
    },
  },
  Subscription: {
    notificationsChanged: notificationsKit.changed,
  },
};
