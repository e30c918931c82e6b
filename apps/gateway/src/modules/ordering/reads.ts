/**
 * Reads of the order of promotions through the gateway: every ordering kept per version (its own and
 * `all`'s), the version decided once per request.
 */
import type { GatewayContext } from '../../context';
import type { VersionedCache } from '../../realtime/versionedCache';
import type { UpstreamOrdering, UpstreamOrderingVersion } from './client';

/**
 * What a kept ordering is keyed on: its own version and `all`'s. A platform's rows show whole leaflets
 * (their priorities on every platform), which a move on another platform changes while only that
 * platform's version and `all`'s move.
 */
export function orderingStamp(value: UpstreamOrderingVersion): string {
  return `${value.version}:${value.allVersion ?? value.version}`;
}

/** Keeps an ordering the gateway has (a move's answer) under its stamp. */
export function keepOrdering(cache: VersionedCache<string, UpstreamOrdering>, ordering: UpstreamOrdering): void {
  cache.remember(ordering.platform, orderingStamp(ordering), ordering);
}

/** Reads a platform's ordering at a stamp through the gateway's cache (one upstream read per stamp). */
export async function orderingAt(cache: VersionedCache<string, UpstreamOrdering>, at: UpstreamOrderingVersion, load: () => Promise<UpstreamOrdering>): Promise<UpstreamOrdering> {
  const ordering = await cache.get(at.platform, orderingStamp(at), load);
  // Changed again between the version read and the items read: kept under its own stamp.
  if (orderingStamp(ordering) !== orderingStamp(at)) keepOrdering(cache, ordering);
  return ordering;
}

/**
 * A platform's ordering as it is now, for a caller the gateway has already checked (leaflets.order:
 * every holder reads the same ordering). The version is the one the shared poller of the platform read
 * last while somebody watches it here (at most one poll interval old, as the live events are), or else
 * one read upstream (a cheap call); the items are read upstream only when this gateway does not keep
 * them at that version.
 */
export async function currentOrdering(ctx: GatewayContext, platform: string): Promise<UpstreamOrdering> {
  return orderingAt(ctx.live.orderings, await orderingVersionNow(ctx, platform), () => ctx.api.ordering.ordering(platform));
}

// The version one request reads a platform's ordering at, decided once per request: the answer kept
// per version (graphql/versionedReads.ts) and the resolver read the same one.
const decided = new WeakMap<GatewayContext, Map<string, Promise<UpstreamOrderingVersion>>>();

/** The version of a platform's ordering this request reads (see currentOrdering). */
export function orderingVersionNow(ctx: GatewayContext, platform: string): Promise<UpstreamOrderingVersion> {
  let versions = decided.get(ctx);
  if (!versions) {
    versions = new Map();
    decided.set(ctx, versions);
  }
  let version = versions.get(platform);
  if (!version) {
    const polled = ctx.live.ordering?.fresh(platform);
    version = polled?.allVersion !== undefined ? Promise.resolve({ ...polled, platform }) : ctx.api.ordering.version(platform).then((v) => ({ ...v, platform }));
    versions.set(platform, version);
  }
  return version;
}
