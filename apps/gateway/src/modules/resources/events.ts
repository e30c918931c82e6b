import type { RecordAction, ResourceName } from '@flyerdesk/domain/resources';
import type { GatewayContext } from '../../context';
import type { ChangeClaims } from '../../realtime/claims';
import type { EventBus } from '../../realtime/pubsub';
import type { UpstreamRecord } from './client';

/** Topic of every change of one resource's records. */
export function recordsTopic(resource: ResourceName): string {
  return `records:${resource}`;
}

/** What a list subscriber receives (seq is added by the bus): the record as it is after the change. */
export interface RecordChange<T extends UpstreamRecord = UpstreamRecord> {
  resource: ResourceName;
  action: RecordAction;
  record: T;
  actor: string | null;
  at: string;
  clientMutationId: string | null;
}

/** The key under which a change is announced once (whether the gateway or the change feed saw it first). */
export function changeKey(resource: ResourceName, id: string, version: number, action: RecordAction): string {
  return `${resource}:${id}:${version}:${action}`;
}

/**
 * Announces a record change to every subscriber of the resource's list, unless it was announced
 * already (by the mutation that made it, or by the change feed's poller).
 */
export async function announceRecordChange(events: EventBus, claims: ChangeClaims, change: RecordChange): Promise<boolean> {
  if (!(await claims.claim(changeKey(change.resource, change.record.id, change.record.version, change.action)))) return false;
  await events.publish(recordsTopic(change.resource), change);
  return true;
}

/** After a write through the gateway succeeded: tells the list subscribers, carrying the record. */
export async function publishRecordChange(
  ctx: GatewayContext,
  resource: ResourceName,
  action: RecordAction,
  record: UpstreamRecord,
  clientMutationId: string | null | undefined,
): Promise<void> {
  try {
    const { user } = await ctx.session.require();
    await announceRecordChange(ctx.events, ctx.live.claims, {
      resource,
      action,
      record,
      actor: record.updatedBy ?? user.username,
      at: record.updatedAt ?? new Date().toISOString(),
      clientMutationId: clientMutationId ?? null,
    });
  } catch (err) {
    // The write itself succeeded; subscribers that miss the event refetch on the next gap or reconnect.
    ctx.log.warn({ err, traceId: ctx.traceId, resource, id: record.id }, 'could not publish record change');
  }
}
