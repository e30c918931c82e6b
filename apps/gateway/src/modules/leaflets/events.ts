import type { LeafletChangeKind } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import type { LeafletModel } from './mappers';

/** Topic of one leaflet's changes. */
export function leafletTopic(leafletId: string): string {
  return `leaflet:${leafletId}`;
}

/** Topic of changes to any leaflet of one shop. */
export function storeLeafletsTopic(storeId: string): string {
  return `store-leaflets:${storeId}`;
}

/** What is published after a leaflet write succeeded upstream (seq is added per topic). */
export interface LeafletChange {
  kind: LeafletChangeKind;
  leaflet: LeafletModel;
  actor: string | null;
  clientMutationId: string | null;
}

/** Tells every subscriber of the leaflet and of its shop who changed what. */
export async function publishLeafletChange(
  ctx: GatewayContext,
  kind: LeafletChangeKind,
  leaflet: LeafletModel,
  clientMutationId: string | null | undefined,
): Promise<void> {
  const { user } = await ctx.session.require();
  const change: LeafletChange = { kind, leaflet, actor: user.username, clientMutationId: clientMutationId ?? null };
  try {
    await Promise.all([
      ctx.events.publish(leafletTopic(leaflet.id), change),
      ctx.events.publish(storeLeafletsTopic(leaflet.storeId), change),
    ]);
  } catch (err) {
    // The write itself succeeded; subscribers that miss the event catch up by refetching on the next gap.
    ctx.log.warn({ err, traceId: ctx.traceId, leafletId: leaflet.id }, 'could not publish leaflet change');
  }
}
