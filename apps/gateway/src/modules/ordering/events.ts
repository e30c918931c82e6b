import type { PlatformKey } from '@flyerdesk/domain/platforms';
import type { OrderingChangeSource, OrderingMove } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import type { UpstreamMoveResult, UpstreamOrderingVersion } from './client';
import { ALL_PLATFORMS } from '@flyerdesk/domain/ordering';
import { toMove } from './mappers';

/** Topic of changes to one platform's order ('all' included). */
export function orderingTopic(platform: string): string {
  return `ordering:${platform}`;
}

/**
 * What subscribers of a platform's order receive (seq is added per topic). Small on purpose:
 * clients refetch the ordering when the version is newer than theirs.
 */
export interface OrderingChange {
  platform: string;
  version: number;
  source: OrderingChangeSource;
  move: OrderingMove | null;
  actor: string | null;
  clientMutationId: string | null;
}

/** A change the shared poller found upstream (made by anything but this gateway). */
export function externalOrderingChange(value: UpstreamOrderingVersion): OrderingChange {
  return {
    platform: value.platform,
    version: value.version,
    source: 'EXTERNAL',
    move: null,
    actor: value.updatedBy ?? null,
    clientMutationId: null,
  };
}

/** Current versions of every platform's order, read with the service token when the gateway has one. */
async function currentVersions(ctx: GatewayContext): Promise<Map<string, UpstreamOrderingVersion>> {
  const list = ctx.live.service ? await ctx.live.service.orderingVersions(ctx.traceId) : await ctx.api.ordering.versions();
  return new Map(list.map((v) => [v.platform, v]));
}

async function publishAll(
  ctx: GatewayContext,
  versions: UpstreamOrderingVersion[],
  base: Omit<OrderingChange, 'platform' | 'version'>,
): Promise<void> {
  await Promise.all(
    versions.map(async (value) => {
      // The poller must not announce this version a second time as an external change.
      ctx.live.ordering?.know(value.platform, value);
      await ctx.events.publish(orderingTopic(value.platform), { ...base, platform: value.platform, version: value.version });
    }),
  );
}

async function actorOf(ctx: GatewayContext): Promise<string> {
  return (await ctx.session.require()).user.username;
}

/**
 * After a priority move or its undo: tells the move's platform and 'all'. Never throws; resolvers start it
 * without awaiting it, so the author's answer does not wait for the fan-out.
 */
export async function publishMove(
  ctx: GatewayContext,
  source: 'MOVE' | 'UNDO',
  result: UpstreamMoveResult,
  clientMutationId: string | null | undefined,
): Promise<void> {
  const { ordering, move } = result;
  // Before anything is awaited: the poller must not announce this version as somebody else's change.
  ctx.live.ordering?.know(ordering.platform, ordering);
  try {
    const base = { source, move: toMove(move), actor: await actorOf(ctx), clientMutationId: clientMutationId ?? null };
    const changed: UpstreamOrderingVersion[] = [ordering];
    try {
      const all = (await currentVersions(ctx)).get(ALL_PLATFORMS);
      if (all) changed.push(all);
    } catch (err) {
      // The 'all' poller finds the change on its next turn.
      ctx.log.warn({ err, traceId: ctx.traceId }, "could not read the 'all' ordering version");
    }
    await publishAll(ctx, changed, base);
  } catch (err) {
    // The move itself succeeded; subscribers that miss the event catch up by refetching on the next gap.
    ctx.log.warn({ err, traceId: ctx.traceId, platform: ordering.platform }, 'could not publish the ordering change');
  }
}

/**
 * After a leaflet write or a publication made through the gateway: tells every platform whose
 * order it may have changed, and 'all'.
 */
export async function publishOrderingChange(
  ctx: GatewayContext,
  platforms: readonly PlatformKey[],
  source: 'LEAFLET' | 'PUBLISH',
  clientMutationId: string | null | undefined,
): Promise<void> {
  try {
    const base = { source, move: null, actor: await actorOf(ctx), clientMutationId: clientMutationId ?? null };
    const versions = await currentVersions(ctx);
    const changed = [...new Set<string>([...platforms, ALL_PLATFORMS])]
      .map((platform) => versions.get(platform))
      .filter((v): v is UpstreamOrderingVersion => v !== undefined);
    await publishAll(ctx, changed, base);
  } catch (err) {
    ctx.log.warn({ err, traceId: ctx.traceId, platforms }, 'could not publish the ordering change');
  }
}
