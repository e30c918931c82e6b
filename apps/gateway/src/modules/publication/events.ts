import type { GatewayContext } from '../../context';

/** Topic of changes to the lists of leaflets awaiting activation or deactivation. */
export const PENDING_PUBLICATION_TOPIC = 'publication:pending';

/** Key of the one thing the publication poller watches. */
export const PENDING_PUBLICATION_KEY = 'pending';

/**
 * What subscribers receive (seq is added per topic): only that the lists changed. Each subscriber
 * reads the lists with its own session, so nobody sees leaflets of shops they may not see.
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
