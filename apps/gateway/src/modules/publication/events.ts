import { isPendingStatus } from '@flyerdesk/domain/leafletStatus';
import type { GatewayContext } from '../../context';
import { forgetPending } from './cache';

/** Topic of changes to the lists of leaflets awaiting activation or deactivation. */
export const PENDING_PUBLICATION_TOPIC = 'publication:pending';

/** Key of the one thing the publication poller watches. */
export const PENDING_PUBLICATION_KEY = 'pending';

/**
 * What subscribers receive (seq is added per topic): only that the lists changed. Each subscriber gets
 * the lists only while allowed to read them (checked per subscriber); the lists are the same for
 * everyone allowed (the api does not limit them per user), so subscribers at one version share one
 * read (cache.ts).
 */
export interface PendingPublicationChange {
  /** Version of the pending lists when it is known. */
  version: number | null;
}

/**
 * After a write that may have changed the pending lists: with the shared poller, polls at once
 * (subscribers hear of it only if the version really changed); without it, tells subscribers directly.
 */
export async function notifyPendingPublication(ctx: GatewayContext): Promise<void> {
  // The lists kept by this gateway are read again by the next reader.
  forgetPending(ctx.live);
  if (ctx.live.publication) {
    ctx.live.publication.refresh(PENDING_PUBLICATION_KEY);
    return;
  }
  try {
    const change: PendingPublicationChange = { version: null };
    await ctx.events.publish(PENDING_PUBLICATION_TOPIC, change);
  } catch (err) {
    ctx.log.warn({ err, traceId: ctx.traceId }, 'could not publish the pending publication change');
  }
}

/**
 * After a write through this gateway to the given leaflets, as they are now: the pending lists show
 * whole leaflets, so a write to one of them changed the lists (notifyPendingPublication); a write to
 * others did not.
 */
export async function notifyPendingPublicationOf(ctx: GatewayContext, leaflets: readonly { status: string }[]): Promise<void> {
  if (leaflets.some((leaflet) => isPendingStatus(leaflet.status))) await notifyPendingPublication(ctx);
}
