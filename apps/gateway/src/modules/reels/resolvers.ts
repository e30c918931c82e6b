import { seesAllReelChannels } from '@flyerdesk/domain/reels';
import { validateWith } from '@flyerdesk/domain/validation/messages';
import { reelChannelSchema, reelEditContext, reelSchema } from '@flyerdesk/domain/validation/reels';
import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { badUserInput } from '../../errors';
import { assertNotLocked, resourceKit } from '../resources/kit';
import type { UpstreamReel, UpstreamReelChannel } from './client';
import { reelsQuery, toReel, toReelChannel } from './mappers';

/** Who a subscriber is for the channels' scope: null for administrators (every channel), else their user id. */
async function channelScope(ctx: GatewayContext): Promise<string | null> {
  const { user } = await ctx.session.require();
  return seesAllReelChannels(user.roles) ? null : user.id;
}

/**
 * Reel channels on the resource kit. Administrators hear every channel's changes; an EDITOR_REELS only
 * the changes of channels assigned to them, as the record itself says (its editorIds), so an
 * assignment made meanwhile counts at once.
 */
export const reelChannelsKit = resourceKit({
  resource: 'reelChannels',
  client: (ctx) => ctx.api.reelChannels,
  map: toReelChannel,
  schema: reelChannelSchema,
  scope: channelScope,
  scopeEvent: (record: UpstreamReelChannel, scope: unknown) => (typeof scope === 'string' && !(record.editorIds ?? []).includes(scope) ? null : record),
});

/** Reels on the resource kit; an EDITOR_REELS hears only of the reels of their channels (the record names the channel's editors). */
export const reelsKit = resourceKit({
  resource: 'reels',
  client: (ctx) => ctx.api.reels,
  map: (raw: UpstreamReel) => toReel(raw),
  schema: reelSchema,
  scope: channelScope,
  scopeEvent: (record: UpstreamReel, scope: unknown) => (typeof scope === 'string' && !(record.channelEditorIds ?? []).includes(scope) ? null : record),
});

/**
 * An edit of a reel, checked with the domain's rules before it goes upstream: first every rule that
 * needs nothing but the input (refused without any upstream call), then — with the reel as it is now —
 * that a start in the past is the one it already has and that its status may take the new one.
 */
async function updateReel(ctx: GatewayContext, id: string, version: number, input: unknown, clientMutationId: string | null | undefined) {
  const asSent = input as { visibilityStartDate?: unknown; status?: unknown };
  const first = validateWith(reelSchema, input, { context: { keptVisibilityStartDate: asSent.visibilityStartDate, currentStatus: asSent.status } });
  if (!first.ok) throw badUserInput(first.invalidFields);
  const current = await ctx.api.reels.byId(id);
  const checked = validateWith(reelSchema, input, { context: reelEditContext(current) });
  if (!checked.ok) throw badUserInput(checked.invalidFields);
  await assertNotLocked(ctx, 'reels', id);
  return reelsKit.announce(ctx, 'UPDATED', await ctx.api.reels.update(id, version, checked.value), clientMutationId);
}

async function changeStatus(ctx: GatewayContext, id: string, action: 'publish' | 'deactivate', version: number | null | undefined, clientMutationId: string | null | undefined) {
  await assertNotLocked(ctx, 'reels', id);
  return reelsKit.announce(ctx, 'UPDATED', await ctx.api.reels.changeStatus(id, action, version), clientMutationId);
}

export const reelsResolvers: Resolvers = {
  Query: {
    reelChannels: (_parent, { page }, ctx) => reelChannelsKit.list(ctx, page),
    reelChannel: (_parent, { id }, ctx) => reelChannelsKit.get(ctx, id),
    reelChannelHistory: (_parent, { id, limit, offset }, ctx) => reelChannelsKit.history(ctx, id, limit, offset),
    reels: async (_parent, { page, filter }, ctx) => {
      const answer = await ctx.api.reels.list(reelsQuery(page, filter));
      const now = new Date();
      return { items: answer.items.map((raw) => toReel(raw, now)), total: answer.total };
    },
    reel: (_parent, { id }, ctx) => reelsKit.get(ctx, id),
    reelHistory: (_parent, { id, limit, offset }, ctx) => reelsKit.history(ctx, id, limit, offset),
  },
  Mutation: {
    createReelChannel: (_parent, { input, clientMutationId }, ctx) => reelChannelsKit.create(ctx, input, clientMutationId),
    updateReelChannel: (_parent, { id, version, input, clientMutationId }, ctx) => reelChannelsKit.update(ctx, id, version, input, clientMutationId),
    archiveReelChannel: (_parent, { id, version, clientMutationId }, ctx) => reelChannelsKit.archive(ctx, id, version, clientMutationId),
    restoreReelChannel: (_parent, { id, clientMutationId }, ctx) => reelChannelsKit.restore(ctx, id, clientMutationId),
    createReel: (_parent, { input, clientMutationId }, ctx) => reelsKit.create(ctx, input, clientMutationId),
    updateReel: (_parent, { id, version, input, clientMutationId }, ctx) => updateReel(ctx, id, version, input, clientMutationId),
    publishReel: (_parent, { id, version, clientMutationId }, ctx) => changeStatus(ctx, id, 'publish', version, clientMutationId),
    deactivateReel: (_parent, { id, version, clientMutationId }, ctx) => changeStatus(ctx, id, 'deactivate', version, clientMutationId),
    removeReel: (_parent, { id, version, clientMutationId }, ctx) => reelsKit.archive(ctx, id, version, clientMutationId),
    restoreReel: (_parent, { id, clientMutationId }, ctx) => reelsKit.restore(ctx, id, clientMutationId),
  },
  Subscription: {
    reelChannelsChanged: reelChannelsKit.changed,
    reelsChanged: reelsKit.changed,
  },
};
