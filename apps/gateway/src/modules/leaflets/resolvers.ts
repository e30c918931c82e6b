import { can } from '@flyerdesk/domain/permissions';
import { leafletUpdateSchema } from '@flyerdesk/domain/validation/leaflet';
import type { Resolvers } from '../../__generated__/resolvers-types';
import { badUserInput, forbidden, type InvalidField } from '../../errors';
import { listLimit, listLimitProblem } from '../../graphql/listLimits';
import { resumeTopic } from '../../realtime/iterators';
import { nullWhenMissing } from '../../upstream/http';
import { boundedText, validated } from '../../validation';
import { publishOrderingChange } from '../ordering/events';
import { notifyPendingPublication, notifyPendingPublicationOf } from '../publication/events';
import { assertNotLocked } from '../resources/kit';
import { leafletTopic, publishLeafletChange, storeLeafletsTopic, type LeafletChange } from './events';
import { leafletHistoryPage } from './history';
import { changedPriorities, platformsTouchedByEdit, shownOn, toLeaflet, toLeafletPatch, toPageImage } from './mappers';

function pageWindow(
  list: 'Query.leaflets' | 'Query.archivedLeaflets',
  offset: number,
  requested: number | null | undefined,
): { page: number; size: number; skip: number; limit: number } {
  const invalid: InvalidField[] = [];
  if (!Number.isInteger(offset) || offset < 0) {
    invalid.push({ field: 'offset', key: 'validation.invalid', message: 'Offset must be 0 or more' });
  }
  const limitProblem = listLimitProblem(list, requested);
  if (limitProblem) invalid.push(limitProblem);
  if (invalid.length > 0) throw badUserInput(invalid);
  const limit = listLimit(list, requested);
  // The api pages by page number: aligned windows map to one page, others read from the start and skip.
  if (offset % limit === 0) return { page: offset / limit, size: limit, skip: 0, limit };
  return { page: 0, size: offset + limit, skip: offset, limit };
}

export const leafletsResolvers: Resolvers = {
  Query: {
    leaflets: async (_parent, { filter, offset, limit }, ctx) => {
      const window = pageWindow('Query.leaflets', offset ?? 0, limit);
      const result = await ctx.api.leaflets.list({
        predefinedFilter: 'LEAFLET_DASHBOARD',
        storeId: filter?.storeId,
        status: filter?.status,
        search: boundedText(filter?.search, 'filter.search'),
        page: window.page,
        size: window.size,
      });
      return {
        items: result.content.slice(window.skip, window.skip + window.limit).map(toLeaflet),
        total: result.totalElements,
      };
    },
    leaflet: async (_parent, { id }, ctx) => {
      const raw = await nullWhenMissing(ctx.api.leaflets.byId(id));
      return raw ? toLeaflet(raw) : null;
    },
    archivedLeaflets: async (_parent, { filter, offset, limit }, ctx) => {
      const window = pageWindow('Query.archivedLeaflets', offset ?? 0, limit);
      const result = await ctx.api.leaflets.archived({
        storeId: filter?.storeId,
        search: boundedText(filter?.search, 'filter.search'),
        page: window.page,
        size: window.size,
      });
      return {
        items: result.content.slice(window.skip, window.skip + window.limit).map(toLeaflet),
        total: result.totalElements,
      };
    },
    leafletHistory: async (_parent, { id, limit, offset }, ctx) => leafletHistoryPage(await ctx.api.leaflets.history(id), limit, offset),
  },
  Mutation: {
    updateLeaflet: async (_parent, { id, version, input, overwritePriority, clientMutationId }, ctx) => {
      const value = validated(leafletUpdateSchema, input);
      await assertNotLocked(ctx, 'leaflets', id);
      const { user } = await ctx.session.require();
      const mayOrder = can(user.roles, 'leaflets.order');
      if (!mayOrder && value.priorities) {
        // Editors may send the form back with the priorities unchanged, never change them.
        const current = toLeaflet(await ctx.api.leaflets.byId(id));
        if (changedPriorities(value, current).length > 0) throw forbidden('Only administrators can change priorities');
      }
      const patch = toLeafletPatch(value, { includePriorities: mayOrder });
      const leaflet = toLeaflet(await ctx.api.leaflets.patch(id, version, patch, overwritePriority === true));
      await publishLeafletChange(ctx, 'UPDATED', leaflet, clientMutationId);
      void publishOrderingChange(ctx, platformsTouchedByEdit(value, leaflet), 'LEAFLET', clientMutationId);
      await notifyPendingPublication(ctx);
      return leaflet;
    },
    restoreLeaflet: async (_parent, { id, clientMutationId }, ctx) => {
      await assertNotLocked(ctx, 'leaflets', id);
      const leaflet = toLeaflet(await ctx.api.leaflets.restore(id));
      await publishLeafletChange(ctx, 'RESTORED', leaflet, clientMutationId);
      void publishOrderingChange(ctx, shownOn(leaflet), 'LEAFLET', clientMutationId);
      await notifyPendingPublication(ctx);
      return leaflet;
    },
    refreshLeaflet: async (_parent, { id, clientMutationId }, ctx) => {
      await ctx.api.leaflets.refresh(id);
      const leaflet = toLeaflet(await ctx.api.leaflets.byId(id));
      await publishLeafletChange(ctx, 'REFRESHED', leaflet, clientMutationId);
      void publishOrderingChange(ctx, shownOn(leaflet), 'LEAFLET', clientMutationId);
      // The pending lists show the refresh date of their leaflets.
      await notifyPendingPublicationOf(ctx, [leaflet]);
      return leaflet;
    },
    deleteLeaflet: async (_parent, { id, clientMutationId }, ctx) => {
      const before = toLeaflet(await ctx.api.leaflets.byId(id));
      await ctx.api.leaflets.remove(id, before.storeId);
      const after = await nullWhenMissing(ctx.api.leaflets.byId(id));
      const leaflet = after
        ? toLeaflet(after)
        : {
            ...before,
            status: 'DELETED' as const,
            priorities: { android: null, ios: null, web: null, wp: null, android2: null },
            version: before.version + 1,
          };
      await publishLeafletChange(ctx, 'DELETED', leaflet, clientMutationId);
      void publishOrderingChange(ctx, shownOn(before), 'LEAFLET', clientMutationId);
      await notifyPendingPublication(ctx);
      return true;
    },
  },
  Subscription: {
    leafletChanged: {
      // Reading the leaflet first lets the api refuse leaflets of shops the user is not assigned to.
      subscribe: async (_parent, { id }, ctx) => {
        await ctx.api.leaflets.byId(id);
        return ctx.events.subscribe<LeafletChange>(leafletTopic(id), resumeTopic(ctx.resume));
      },
      resolve: (event: LeafletChange & { seq: number }) => event,
    },
    storeLeafletsChanged: {
      subscribe: async (_parent, { storeId }, ctx) => {
        await ctx.api.stores.byId(storeId);
        return ctx.events.subscribe<LeafletChange>(storeLeafletsTopic(storeId), resumeTopic(ctx.resume));
      },
      resolve: (event: LeafletChange & { seq: number }) => event,
    },
  },
  Leaflet: {
    pages: async (leaflet, _args, ctx) => (await ctx.api.leaflets.images(leaflet.id)).map(toPageImage),
  },
  Store: {
    leaflets: async (store, { type }, ctx) => (await ctx.api.leaflets.forStore(store.id, type ?? 'ALL')).map(toLeaflet),
  },
};
