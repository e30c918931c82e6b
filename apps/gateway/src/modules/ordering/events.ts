import type { PlatformKey } from '@flyerdesk/domain/platforms';
import type { OrderingChangeSource, OrderingMove } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import type { VersionedCache } from '../../realtime/versionedCache';
import type { UpstreamMoveResult, UpstreamOrdering, UpstreamOrderingChange, UpstreamOrderingVersion } from './client';
import { ALL_PLATFORMS } from '@flyerdesk/domain/ordering';
import { applyOrderingDelta } from '@flyerdesk/domain/orderingDelta';
import { can } from '@flyerdesk/domain/permissions';
import { toMove, toOrderingDelta, upstreamDelta, type OrderingDeltaModel } from './mappers';
import { notifyPendingPublicationOf } from '../publication/events';
import { keepOrdering, orderingAt, orderingStamp } from './reads';

/** Topic of changes to one platform's order ('all' included). */
export function orderingTopic(platform: string): string {
  return `ordering:${platform}`;
}

/**
 * What subscribers of a platform's order receive (seq is added per topic): the version, the move if
 * one made it, and the change itself (the rows it changed since the version this gateway kept), so
 * screens apply it without loading the order again. `delta` is null when the change could not be
 * computed here (nobody read the order through this gateway, or the upstream read failed): screens
 * then load the order again.
 */
export interface OrderingChange {
  platform: string;
  version: number;
  source: OrderingChangeSource;
  move: OrderingMove | null;
  actor: string | null;
  clientMutationId: string | null;
  delta: OrderingDeltaModel | null;
}

/** A change the shared poller found upstream (made by anything but this gateway). */
export function externalOrderingChange(value: UpstreamOrderingVersion, delta: OrderingDeltaModel | null = null): OrderingChange {
  return {
    platform: value.platform,
    version: value.version,
    source: 'EXTERNAL',
    move: null,
    actor: value.updatedBy ?? null,
    clientMutationId: null,
    delta,
  };
}

/**
 * Keeps the ordering a change leads to, made from the ordering this gateway keeps at the change's base
 * (nothing is kept when it keeps another one: the next read asks upstream).
 */
function keepChanged(cache: VersionedCache<string, UpstreamOrdering>, change: UpstreamOrderingChange): void {
  const kept = cache.peek(change.platform)?.value;
  const atBase = kept !== undefined && orderingStamp(kept) === orderingStamp({ ...change, version: change.baseVersion, allVersion: change.baseAllVersion });
  const base = change.complete ? [] : atBase ? kept.items : null;
  const items = base && applyOrderingDelta(base, change, (row, position) => ({ ...row, position }));
  if (items) keepOrdering(cache, { ...versionAfter(change), items });
}

/** The version a change leads to (what the poller would read next). */
function versionAfter({ platform, version, allVersion, updatedAt, updatedBy }: UpstreamOrderingChange): UpstreamOrderingVersion {
  return { platform, version, allVersion, updatedAt, updatedBy };
}

/**
 * After a move or its undo: keeps the orderings it leads to and answers what it changed in its
 * platform's ordering (the api's delta, from the version the move was made on).
 */
function advanceOrdering(ctx: GatewayContext, result: UpstreamMoveResult): OrderingDeltaModel {
  const { delta, allDelta, move } = result;
  keepChanged(ctx.live.orderings, delta);
  if (allDelta) keepChanged(ctx.live.orderings, allDelta);
  return toOrderingDelta(delta, delta, move);
}

/**
 * What changed on a platform whose version moved (a move on one platform changes 'all'; a leaflet write
 * changes its platforms; the poller found a change made elsewhere): computed only when this gateway
 * keeps the platform's previous ordering (somebody reads it here); null otherwise. The new ordering is
 * read once and kept for the readers that follow.
 */
export async function deltaSinceKept(
  cache: VersionedCache<string, UpstreamOrdering>,
  value: UpstreamOrderingVersion,
  load: (() => Promise<UpstreamOrdering>) | null,
): Promise<OrderingDeltaModel | null> {
  const base = cache.peek(value.platform)?.value;
  if (!load || !base || base.version >= value.version) return null;
  const after = await orderingAt(cache, value, load);
  return toOrderingDelta(after, upstreamDelta(base, after, base.version), null);
}

/** Reads an ordering with the service token, or else as the user when the user may read orderings. */
function loaderFor(ctx: GatewayContext, platform: string, roles: readonly string[]): (() => Promise<UpstreamOrdering>) | null {
  const { service } = ctx.live;
  if (service) return () => service.ordering(platform, ctx.traceId);
  return can(roles, 'leaflets.order') ? () => ctx.api.ordering.ordering(platform) : null;
}

/** Current versions of every platform's order, read with the service token when the gateway has one. */
async function currentVersions(ctx: GatewayContext): Promise<Map<string, UpstreamOrderingVersion>> {
  const list = ctx.live.service ? await ctx.live.service.orderingVersions(ctx.traceId) : await ctx.api.ordering.versions();
  return new Map(list.map((v) => [v.platform, v]));
}

/** Announces the other platforms a write changed, each with its delta when it can be computed here. */
async function publishFollowing(
  ctx: GatewayContext,
  versions: UpstreamOrderingVersion[],
  base: Omit<OrderingChange, 'platform' | 'version' | 'delta'>,
  roles: readonly string[],
): Promise<void> {
  await Promise.all(
    versions.map(async (value) => {
      ctx.live.ordering?.know(value.platform, value);
      let delta: OrderingDeltaModel | null = null;
      try {
        delta = await deltaSinceKept(ctx.live.orderings, value, loaderFor(ctx, value.platform, roles));
      } catch (err) {
        ctx.log.warn({ err, traceId: ctx.traceId, platform: value.platform }, 'could not compute the ordering change; screens load it again');
      }
      const change: OrderingChange = { ...base, platform: value.platform, version: value.version, delta };
      // The poller was told this version (know): it does not announce it a second time.
      await ctx.events.publish(orderingTopic(value.platform), change);
    }),
  );
}

async function sessionUser(ctx: GatewayContext): Promise<{ username: string; roles: readonly string[] }> {
  const { user } = await ctx.session.require();
  return { username: user.username, roles: user.roles };
}

/**
 * After a priority move or its undo: tells the move's platform (with the delta the author got) and
 * 'all'. Never throws; it is started without being awaited, so the author's answer does not wait for
 * the fan-out.
 */
async function publishMove(
  ctx: GatewayContext,
  source: 'MOVE' | 'UNDO',
  result: UpstreamMoveResult,
  delta: OrderingDeltaModel,
  clientMutationId: string | null | undefined,
): Promise<void> {
  const { delta: own, allDelta, allVersion, move } = result;
  // Before anything is awaited: the poller must not announce these versions as somebody else's change.
  ctx.live.ordering?.know(own.platform, versionAfter(own));
  ctx.live.ordering?.know(ALL_PLATFORMS, allVersion);
  try {
    const user = await sessionUser(ctx);
    const base = { source, move: toMove(move), actor: user.username, clientMutationId: clientMutationId ?? null };
    const change: OrderingChange = { ...base, platform: own.platform, version: own.version, delta };
    const published = ctx.events.publish(orderingTopic(own.platform), change);
    if (allDelta) {
      // The api told what the move changed in 'all' too: nothing to read.
      const all: OrderingChange = { ...base, platform: ALL_PLATFORMS, version: allDelta.version, delta: toOrderingDelta(allDelta, allDelta, null) };
      await Promise.all([published, ctx.events.publish(orderingTopic(ALL_PLATFORMS), all)]);
      return;
    }
    // The api did not keep 'all' before the move, but told its version after it: nothing to ask.
    await Promise.all([published, publishFollowing(ctx, [allVersion], base, user.roles)]);
  } catch (err) {
    // The move itself succeeded; subscribers that miss the event catch up by refetching on the next gap.
    ctx.log.warn({ err, traceId: ctx.traceId, platform: own.platform }, 'could not publish the ordering change');
  }
}

/**
 * After a priority move or its undo made through this gateway: keeps the orderings it leads to, tells
 * the subscribers (without waiting for the fan-out) and the pending publication lists, and answers
 * what it changed in its platform's ordering.
 */
export async function afterMove(
  ctx: GatewayContext,
  source: 'MOVE' | 'UNDO',
  result: UpstreamMoveResult,
  clientMutationId: string | null | undefined,
): Promise<OrderingDeltaModel> {
  const delta = advanceOrdering(ctx, result);
  void publishMove(ctx, source, result, delta, clientMutationId);
  // The leaflets whose priority the move changed are among the rows of its delta.
  await notifyPendingPublicationOf(ctx, result.delta.changed.map((item) => item.leaflet));
  return delta;
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
    const user = await sessionUser(ctx);
    const base = { source, move: null, actor: user.username, clientMutationId: clientMutationId ?? null };
    const versions = await currentVersions(ctx);
    const changed = [...new Set<string>([...platforms, ALL_PLATFORMS])]
      .map((platform) => versions.get(platform))
      .filter((v): v is UpstreamOrderingVersion => v !== undefined);
    await publishFollowing(ctx, changed, base, user.roles);
  } catch (err) {
    ctx.log.warn({ err, traceId: ctx.traceId, platforms }, 'could not publish the ordering change');
  }
}
