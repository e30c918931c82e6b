import { createContext, useContext, type ReactNode } from 'react';
import type { LeafletRow_LeafletFragment, ShopRow_StoreFragment } from '../../__generated__/graphql';

/**
 * Places in the shops list where other parts of the app add their own pieces. The dashboard does not
 * know them: the page that composes the dashboard (apps/web/src/app) fills these in.
 */
export interface ShopsPanelSlots {
  /** Actions of the whole list, shown in its toolbar (e.g. "New shop"). */
  panelActions?: () => ReactNode;
  /** Shown in a shop's row, before its leaflet counts (e.g. a flag about the shop's data). */
  shopFlags?: (store: ShopRow_StoreFragment) => ReactNode;
  /** Actions of a shop, shown in its row (e.g. "New leaflet"). */
  shopActions?: (store: ShopRow_StoreFragment) => ReactNode;
  /** Actions of a leaflet, shown in its row's actions cell (edit, page details, page cutting …). */
  leafletActions?: (leaflet: LeafletRow_LeafletFragment, shop: { storeId: string }) => ReactNode;
}

const NO_SLOTS: ShopsPanelSlots = {};

export const ShopsPanelSlotsContext = createContext<ShopsPanelSlots>(NO_SLOTS);

export function useShopsPanelSlots(): ShopsPanelSlots {
  return useContext(ShopsPanelSlotsContext);
}
