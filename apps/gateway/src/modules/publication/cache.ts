/**
 * The pending publication lists read once per version by this gateway for its administrators. The api
 * answers administrators the same lists (every shop's leaflets), so one answer serves all of them; the
 * permission is checked here before a kept answer is given, as the api would check it. Anyone else
 * sees the leaflets of the shops assigned to them: their lists are read for them, with their session.
 *
 * The version comes from the shared poller of the lists while somebody watches them, this replica
 * polls them and its polls succeed (no upstream call at all), otherwise from the api's cheap version
 * call. A kept answer is replaced when the version moves (a write anywhere, or time: a leaflet reaching its publication date
 * moves it too) and forgotten at once after this gateway's own writes (notifyPendingPublication).
 */
import { can } from '@flyerdesk/domain/permissions';
import { isAdmin } from '@flyerdesk/domain/roles';
import type { GatewayContext } from '../../context';
import { forbidden } from '../../errors';
import type { LiveServices } from '../../realtime/live';
import { VersionedCache } from '../../realtime/versionedCache';
import type { UpstreamPending } from './client';
import { PENDING_PUBLICATION_KEY } from './events';

/** Key of the one answer kept. */
const PENDING_KEY = 'pending';

/** One cache per gateway (its live services), so gateways started in one process never share answers. */
const caches = new WeakMap<LiveServices, VersionedCache<string, UpstreamPending>>();

export function pendingCache(live: LiveServices): VersionedCache<string, UpstreamPending> {
  let cache = caches.get(live);
  if (!cache) {
    cache = new VersionedCache<string, UpstreamPending>({ maxEntries: 1 });
    caches.set(live, cache);
  }
  return cache;
}

/** The version of the lists this replica's shared poller read last (SharedWatcher.fresh). */
function polledVersion(ctx: GatewayContext): number | undefined {
  return ctx.live.publication?.fresh(PENDING_PUBLICATION_KEY)?.version;
}

/**
 * The pending lists as the api answers them now, kept per version. `known` is a version the caller
 * already has (e.g. the one an event announced); without it the poller's or the api's is used.
 */
export async function readPending(ctx: GatewayContext, known?: number | null): Promise<UpstreamPending> {
  const { user } = await ctx.session.require();
  if (!can(user.roles, 'publication.read')) throw forbidden();
  if (!isAdmin(user.roles)) return ctx.api.publication.pending();
  const version = known ?? polledVersion(ctx) ?? (await ctx.api.publication.version()).version;
  return pendingCache(ctx.live).get(PENDING_KEY, version, () => ctx.api.publication.pending());
}

/** Forgets the kept lists (after a write through this gateway that may have changed them). */
export function forgetPending(live: LiveServices): void {
  pendingCache(live).invalidate(PENDING_KEY);
}
