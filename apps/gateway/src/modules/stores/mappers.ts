import type { LeafletsSummary, Store } from '../../__generated__/resolvers-types';
import { toCategory } from '../categories/mappers';
import { recordMeta } from '../resources/mappers';
import type { UpstreamLeafletsSummary, UpstreamStore } from './client';

/** A shop before its field resolvers run (the leaflet list is fetched only when asked for). */
export type StoreModel = Omit<Store, 'leaflets' | 'leafletsSummary'> & {
  /** Present when the api did not inline the counts (then they are fetched on demand). */
  leafletsSummary: LeafletsSummary | null;
};

export function toLeafletsSummary(raw: UpstreamLeafletsSummary): LeafletsSummary {
  return {
    total: raw.total ?? 0,
    active: raw.active ?? 0,
    inactive: raw.inactive ?? 0,
    readyForActivation: raw.readyForActivation ?? 0,
    readyForDeactivation: raw.readyForDeactivation ?? 0,
  };
}

export function toStore(raw: UpstreamStore): StoreModel {
  return {
    id: raw.id,
    name: raw.name,
    storeWebId: raw.storeWebId,
    categoryId: raw.categoryId,
    category: raw.category ? toCategory(raw.category) : null,
    groupIds: raw.groupIds ?? [],
    logoUrl: raw.logoUrl ?? null,
    forceFavorites: raw.forceFavorites ?? false,
    showAnyway: raw.showAnyway ?? false,
    storeAtFirst: raw.storeAtFirst ?? false,
    addAsReelsChannel: raw.addAsReelsChannel ?? false,
    editorIds: raw.editorIds ?? [],
    editors: raw.editors ?? [],
    ...recordMeta(raw),
    leafletsSummary: raw.leafletsSummary ? toLeafletsSummary(raw.leafletsSummary) : null,
    hasUnconfirmedArticleData: raw.hasUnconfirmedArticleData === true,
  };
}
