import { LIST_PAGES } from '@flyerdesk/domain/lists';
import type { RecordAction } from '@flyerdesk/domain/resources';
import type { FieldChange, HistoryPage, Resolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { badUserInput } from '../../errors';
import { withCleanup } from '../../realtime/iterators';
import type { Sequenced } from '../../realtime/pubsub';
import type { UpstreamPageDetails } from './client';
import { pageDetailsTopic, publishPageDetailsChange, type PageDetailsChangeEvent } from './events';
import { restBody, toPageDetails, urlKind } from './mappers';

/** Answers a write's page details and tells the leaflet's subscribers, carrying them. */
function written(ctx: GatewayContext, details: UpstreamPageDetails, part: string, action: RecordAction, clientMutationId: string | null | undefined) {
  void publishPageDetailsChange(ctx, details, part, action, clientMutationId);
  return toPageDetails(details);
}

/** A value of a history entry as JSON text (null stays null). */
function jsonText(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

/**
 * The stream of one leaflet's page details for one subscriber. It listens first, then reads the
 * leaflet with the subscriber's own session (the api refuses shops the user is not assigned to; the
 * listening ends then); only then does the shared poller of its version start or gain a subscriber.
 * A subscriber showing an older version than the one read (`sinceVersion`: a change came between its
 * own read and this subscription) is caught up by an announcement of the page details as they are:
 * on the topic, so every subscriber keeps one numbering (the others already show that version).
 */
async function pageDetailsStream(
  ctx: GatewayContext,
  leafletId: string,
  sinceVersion: number | null | undefined,
): Promise<AsyncIterableIterator<Sequenced<PageDetailsChangeEvent>>> {
  const topic = pageDetailsTopic(leafletId.toLowerCase());
  const changes = ctx.events.subscribe<PageDetailsChangeEvent>(topic);
  let current: UpstreamPageDetails;
  try {
    current = await ctx.api.pageDetails.details(leafletId);
  } catch (err) {
    await changes.return?.();
    throw err;
  }
  const id = current.leafletId;
  const watcher = ctx.live.pageDetails;
  const release = watcher?.watch(id) ?? (() => undefined);
  // A new poller announces only versions after the one this subscriber starts from.
  if (watcher && (watcher.current(id)?.version ?? -1) < current.version) watcher.baseline(id, { version: current.version, last: null });
  if (sinceVersion !== null && sinceVersion !== undefined && current.version > sinceVersion) {
    const caughtUp: PageDetailsChangeEvent = { part: 'details', action: 'UPDATED', actor: null, at: new Date().toISOString(), clientMutationId: null, details: toPageDetails(current) };
    await ctx.events.publish(topic, caughtUp);
  }
  return withCleanup(changes, release);
}

export const pageDetailsResolvers: Resolvers = {
  Query: {
    leafletPageDetails: async (_parent, { leafletId }, ctx) => toPageDetails(await ctx.api.pageDetails.details(leafletId)),
    leafletRedirectHistory: async (_parent, { id, limit, offset }, ctx): Promise<HistoryPage> => {
      const { fallback, max } = LIST_PAGES.history;
      const size = limit ?? fallback;
      const from = offset ?? 0;
      if (!Number.isInteger(size) || size < 1 || size > max || !Number.isInteger(from) || from < 0) {
        throw badUserInput([{ field: 'limit', key: 'validation.invalid', message: `A page has 1 to ${max} entries` }]);
      }
      const answer = await ctx.api.pageDetails.redirectHistory(id, size, from);
      return {
        items: answer.items.map((item) => ({
          id: item.id,
          at: item.at,
          actor: item.actor,
          action: item.action,
          version: item.version,
          changes: item.changes.map((change): FieldChange => ({ field: change.field, before: jsonText(change.before), after: jsonText(change.after) })),
        })),
        total: answer.total,
      };
    },
  },
  Mutation: {
    addPageInserts: async (_p, { leafletId, input, clientMutationId }, ctx) =>
      written(ctx, await ctx.api.pageDetails.addInserts(leafletId, restBody(input)), 'insert', 'CREATED', clientMutationId),
    removePageInsert: async (_p, { leafletId, id, clientMutationId }, ctx) =>
      written(ctx, await ctx.api.pageDetails.removeInsert(leafletId, id), 'insert', 'DELETED', clientMutationId),
    addPageRedirect: async (_p, { leafletId, input, clientMutationId }, ctx) =>
      written(ctx, await ctx.api.pageDetails.addRedirect(leafletId, restBody(input)), 'redirect', 'CREATED', clientMutationId),
    updatePageRedirect: async (_p, { leafletId, id, version, input, clientMutationId }, ctx) =>
      written(ctx, await ctx.api.pageDetails.updateRedirect(leafletId, id, version, restBody(input)), 'redirect', 'UPDATED', clientMutationId),
    removePageRedirect: async (_p, { leafletId, id, clientMutationId }, ctx) =>
      written(ctx, await ctx.api.pageDetails.removeRedirect(leafletId, id), 'redirect', 'DELETED', clientMutationId),
    applyBulkLink: async (_p, { leafletId, input, clientMutationId }, ctx) =>
      written(ctx, await ctx.api.pageDetails.bulkLink(leafletId, restBody(input)), 'redirect', 'UPDATED', clientMutationId),
    scheduleLinkSwap: async (_p, { leafletId, input, clientMutationId }, ctx) =>
      written(ctx, await ctx.api.pageDetails.scheduleSwap(leafletId, restBody(input)), 'linkSwap', 'CREATED', clientMutationId),
    cancelLinkSwap: async (_p, { leafletId, id, clientMutationId }, ctx) =>
      written(ctx, await ctx.api.pageDetails.cancelSwap(leafletId, id), 'linkSwap', 'UPDATED', clientMutationId),
    addPageArea: async (_p, { leafletId, input, clientMutationId }, ctx) =>
      written(ctx, await ctx.api.pageDetails.addArea(leafletId, restBody(input)), 'area', 'CREATED', clientMutationId),
    updatePageArea: async (_p, { leafletId, id, version, input, clientMutationId }, ctx) =>
      written(ctx, await ctx.api.pageDetails.updateArea(leafletId, id, version, restBody(input)), 'area', 'UPDATED', clientMutationId),
    removePageArea: async (_p, { leafletId, id, clientMutationId }, ctx) =>
      written(ctx, await ctx.api.pageDetails.removeArea(leafletId, id), 'area', 'DELETED', clientMutationId),
    loadPageAreasFromPdf: async (_p, { leafletId, clientMutationId }, ctx) => {
      const answer = await ctx.api.pageDetails.areasFromPdf(leafletId);
      return { loaded: answer.loaded, details: written(ctx, answer.details, 'area', 'CREATED', clientMutationId) };
    },
    addProductArticle: async (_p, { leafletId, input, clientMutationId }, ctx) =>
      written(ctx, await ctx.api.pageDetails.addArticle(leafletId, restBody(input)), 'article', 'CREATED', clientMutationId),
    updateProductArticle: async (_p, { leafletId, id, version, input, clientMutationId }, ctx) =>
      written(ctx, await ctx.api.pageDetails.updateArticle(leafletId, id, version, restBody(input)), 'article', 'UPDATED', clientMutationId),
    removeProductArticle: async (_p, { leafletId, id, clientMutationId }, ctx) =>
      written(ctx, await ctx.api.pageDetails.removeArticle(leafletId, id), 'article', 'DELETED', clientMutationId),
    deleteLeafletUrls: async (_p, { kind, leafletIds, storeId }, ctx) => (await ctx.api.pageDetails.deleteUrls(urlKind(kind), leafletIds, storeId)).changed,
  },
  Subscription: {
    leafletPageDetailsChanged: {
      // One shared poller per leaflet (service token) runs while at least one subscription is open.
      subscribe: (_parent, { leafletId, sinceVersion }, ctx) => pageDetailsStream(ctx, leafletId, sinceVersion),
      resolve: (event: Sequenced<PageDetailsChangeEvent>) => ({
        seq: event.seq,
        part: event.part,
        action: event.action,
        actor: event.actor,
        at: event.at,
        clientMutationId: event.clientMutationId,
        details: event.details,
      }),
    },
  },
};
