import { isRecordAction, type RecordAction } from '@flyerdesk/domain/resources';
import type { LeafletPageDetails, RecordAction as GqlRecordAction } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import type { ChangeClaims } from '../../realtime/claims';
import type { EventBus } from '../../realtime/pubsub';
import type { UpstreamPageDetails, UpstreamPageDetailsVersion } from './client';
import { toPageDetails } from './mappers';

/** Topic of one leaflet's page details. */
export function pageDetailsTopic(leafletId: string): string {
  return `pageDetails:${leafletId}`;
}

/** What subscribers of a leaflet's page details receive (seq is added per topic). */
export interface PageDetailsChangeEvent {
  part: string;
  action: GqlRecordAction;
  actor: string | null;
  at: string;
  clientMutationId: string | null;
  details: LeafletPageDetails;
}

/** Key of one version of one leaflet's page details: announced once, by its writer or by the poller. */
function claimKey(leafletId: string, version: number): string {
  return `pageDetails:${leafletId}:${version}`;
}

/** Announces a version of the page details unless it was announced already (by any replica). */
export async function announcePageDetails(
  events: EventBus,
  claims: ChangeClaims,
  details: UpstreamPageDetails,
  write: { part: string; action: RecordAction; actor: string | null; at: string; clientMutationId: string | null },
): Promise<boolean> {
  if (!(await claims.claim(claimKey(details.leafletId, details.version)))) return false;
  const event: PageDetailsChangeEvent = { ...write, details: toPageDetails(details) };
  await events.publish(pageDetailsTopic(details.leafletId), event);
  return true;
}

/**
 * After a write made through the gateway: tells the leaflet's subscribers, with the page details the
 * write answered (no further upstream read). Never throws; resolvers start it without awaiting it.
 */
export async function publishPageDetailsChange(
  ctx: GatewayContext,
  details: UpstreamPageDetails,
  part: string,
  action: RecordAction,
  clientMutationId: string | null | undefined,
): Promise<void> {
  // Before anything is awaited: the poller must not announce this version as somebody else's change.
  ctx.live.pageDetails?.know(details.leafletId, { version: details.version, last: null });
  try {
    const { user } = await ctx.session.require();
    await announcePageDetails(ctx.events, ctx.live.claims, details, {
      part,
      action,
      actor: user.username,
      at: new Date().toISOString(),
      clientMutationId: clientMutationId ?? null,
    });
  } catch (err) {
    ctx.log.warn({ err, traceId: ctx.traceId, leafletId: details.leafletId }, 'could not publish the page details change');
  }
}

/** What the shared poller announces when a leaflet's page details moved on without this gateway. */
export async function announcePolledPageDetails(
  events: EventBus,
  claims: ChangeClaims,
  read: () => Promise<UpstreamPageDetails>,
  polled: UpstreamPageDetailsVersion,
): Promise<void> {
  const details = await read();
  const last = polled.last;
  await announcePageDetails(events, claims, details, {
    part: last?.part ?? 'redirect',
    action: last && isRecordAction(last.action) ? last.action : 'UPDATED',
    actor: last?.actor ?? null,
    at: last?.at ?? new Date().toISOString(),
    clientMutationId: null,
  });
}
