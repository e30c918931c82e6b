import type { Permission } from '@flyerdesk/domain/permissions';
import type { ResourceName } from '@flyerdesk/domain/resources';
import type { Resolvers } from '../../__generated__/resolvers-types';
import { authorize } from '../../authorization';
import type { GatewayContext } from '../../context';
import { locked } from '../../errors';
import { startingWith } from '../../realtime/iterators';
import { lockTopic, toLockChange, type HeldLock, type LockChange } from '../../realtime/locks';
import type { Sequenced } from '../../realtime/pubsub';

/** Who may see a resource's records (and so who is editing them), and who may edit them. */
export const RESOURCE_ACCESS: Record<ResourceName, { read: Permission; write: Permission }> = {
  appConfig: { read: 'appConfig.read', write: 'appConfig.write' },
  categories: { read: 'categories.read', write: 'categories.write' },
  cooks: { read: 'recipes.read', write: 'cooks.write' },
  recipes: { read: 'recipes.read', write: 'recipes.write' },
  groups: { read: 'groups.read', write: 'groups.write' },
  inserts: { read: 'inserts.read', write: 'inserts.write' },
  leaflets: { read: 'leaflets.read', write: 'leaflets.update' },
  notifications: { read: 'notifications.archive', write: 'notifications.send' },
  loyaltyCards: { read: 'loyaltyCards.read', write: 'loyaltyCards.write' },
  reelChannels: { read: 'reels.read', write: 'reels.write' },
  reels: { read: 'reels.read', write: 'reels.write' },
  stores: { read: 'stores.read', write: 'stores.update' },
  users: { read: 'users.read', write: 'users.write' },
};

function lockPayload(lock: HeldLock) {
  return { holder: lock.holder, since: new Date(lock.since).toISOString(), expiresAt: new Date(lock.expiresAt).toISOString() };
}

/** The record must exist and be visible to the user (the api decides) before anyone locks it. */
async function readableRecord(ctx: GatewayContext, resource: ResourceName, id: string): Promise<void> {
  await ctx.api[resource].byId(id);
}

/** Edit locks of the kit's records: hold, renew (heartbeat), take over, release, watch. */
export const resourceLockResolvers: Resolvers = {
  Query: {
    recordLock: async (_parent, { resource, id }, ctx) => {
      await authorize(ctx, RESOURCE_ACCESS[resource].read);
      const lock = await ctx.live.locks.current(resource, id);
      return lock ? lockPayload(lock) : null;
    },
  },
  Mutation: {
    acquireRecordLock: async (_parent, { resource, id, takeOver }, ctx) => {
      await authorize(ctx, RESOURCE_ACCESS[resource].write);
      const { user } = await ctx.session.require();
      const current = await ctx.live.locks.current(resource, id);
      // A renewal skips the read: the holder's heartbeat costs no upstream call.
      if (current?.holder !== user.username) await readableRecord(ctx, resource, id);
      const result = await ctx.live.locks.acquire(resource, id, user.username, takeOver === true);
      if (!result.acquired) throw locked(lockPayload(result.lock));
      if (result.takenOverFrom) ctx.log.info({ resource, id, from: result.takenOverFrom, to: user.username }, 'edit lock taken over');
      return lockPayload(result.lock);
    },
    releaseRecordLock: async (_parent, { resource, id }, ctx) => {
      await authorize(ctx, RESOURCE_ACCESS[resource].write);
      const { user } = await ctx.session.require();
      return ctx.live.locks.release(resource, id, user.username);
    },
  },
  Subscription: {
    recordLock: {
      // The current state first (seq 0), then every change of the lock.
      subscribe: async (_parent, { resource, id }, ctx) => {
        await authorize(ctx, RESOURCE_ACCESS[resource].read);
        await readableRecord(ctx, resource, id);
        const changes = ctx.events.subscribe<LockChange>(lockTopic(resource, id));
        const lock = await ctx.live.locks.current(resource, id);
        return startingWith<Sequenced<LockChange>>({ ...toLockChange(resource, id, lock, null), seq: 0 }, changes);
      },
      resolve: (change: Sequenced<LockChange>) => change,
    },
  },
};
