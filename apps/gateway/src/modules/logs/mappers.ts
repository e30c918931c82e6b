import { isActivityKind, isActivityResource, type ActivityItem } from '@flyerdesk/domain/activity';
import type { ActivityEntry, ActivityFilter as GqlActivityFilter } from '../../__generated__/resolvers-types';

/** An entry of the api's log as GraphQL shapes it (details as JSON text); undefined for a kind or resource the contract lacks. */
export function toActivityEntry(raw: ActivityItem): ActivityEntry | undefined {
  if (!isActivityKind(raw.kind) || !isActivityResource(raw.resource)) return undefined;
  return {
    seq: raw.seq,
    at: raw.at,
    actor: raw.actor,
    kind: raw.kind,
    resource: raw.resource,
    recordId: raw.recordId,
    action: raw.action,
    summary: raw.summary,
    details: JSON.stringify(raw.details ?? {}),
  };
}

export function toActivityEntries(items: readonly ActivityItem[]): ActivityEntry[] {
  return items.map(toActivityEntry).filter((entry): entry is ActivityEntry => entry !== undefined);
}

/** The GraphQL filter as the domain schema reads it (GraphQL nulls are absent values). */
export function filterInput(filter: GqlActivityFilter | null | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filter ?? {}).filter(([, value]) => value !== null && value !== undefined));
}
