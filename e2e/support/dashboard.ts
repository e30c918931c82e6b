import { expect, type Locator, type Page } from '@playwright/test';
import type { LeafletStatus } from '@flyerdesk/domain/leafletStatus';
import type { PlatformKey } from '@flyerdesk/domain/platforms';
import { graphql } from './graphql';
import { PL } from './texts';

export interface StoreSummary {
  id: string;
  name: string;
  leafletsSummary: { total: number; active: number; inactive: number; readyForActivation: number; readyForDeactivation: number };
}

export interface ListedLeaflet {
  id: string;
  naturalId: string;
  status: LeafletStatus;
  additionalInfo: string | null;
  additionalInfo2: string | null;
  validFrom: string | null;
  validTo: string | null;
  untilEndOfSupply: boolean;
  publishDate: string | null;
  publishEndDate: string | null;
  version: number;
  visibility: Record<PlatformKey, boolean>;
}

const LEAFLET_FIELDS = `
  id naturalId status additionalInfo additionalInfo2 validFrom validTo untilEndOfSupply
  publishDate publishEndDate version visibility { android android2 ios web wp }
`;

/** The shops the page's signed-in user may see, with their leaflet counts, as the server has them. */
export async function storesOf(page: Page): Promise<StoreSummary[]> {
  const data = await graphql<{ stores: StoreSummary[] }>(
    page,
    'query { stores { id name leafletsSummary { total active inactive readyForActivation readyForDeactivation } } }',
  );
  return data.stores;
}

/** One shop by its name, as the page's signed-in user sees it. */
export async function storeNamed(page: Page, name: string): Promise<StoreSummary> {
  const store = (await storesOf(page)).find((s) => s.name === name);
  if (!store) throw new Error(`No shop named ${name} for this user`);
  return store;
}

/** Every leaflet of a shop as the server has it now. */
export async function leafletsOf(page: Page, storeId: string): Promise<ListedLeaflet[]> {
  const data = await graphql<{ store: { leaflets: ListedLeaflet[] } | null }>(
    page,
    `query($storeId: ID!) { store(id: $storeId) { leaflets(type: ALL) { ${LEAFLET_FIELDS} } } }`,
    { storeId },
  );
  if (!data.store) throw new Error(`Shop ${storeId} not found`);
  return data.store.leaflets;
}

/** One leaflet as the server has it now. */
export async function leafletById(page: Page, id: string): Promise<ListedLeaflet> {
  const data = await graphql<{ leaflet: ListedLeaflet | null }>(page, `query($id: ID!) { leaflet(id: $id) { ${LEAFLET_FIELDS} } }`, {
    id,
  });
  if (!data.leaflet) throw new Error(`Leaflet ${id} not found`);
  return data.leaflet;
}

/** Changes the title of a leaflet through the GraphQL API, keeping everything else, as the page's user. */
export async function retitleLeaflet(page: Page, id: string, title: string): Promise<void> {
  const current = await leafletById(page, id);
  await graphql(
    page,
    `mutation($id: ID!, $version: Int!, $input: LeafletUpdateInput!) {
       updateLeaflet(id: $id, version: $version, input: $input) { id version additionalInfo }
     }`,
    {
      id,
      version: current.version,
      input: {
        naturalId: current.naturalId,
        status: current.status,
        validFrom: current.validFrom,
        validTo: current.untilEndOfSupply ? null : current.validTo,
        untilEndOfSupply: current.untilEndOfSupply,
        publishDate: current.publishDate,
        publishEndDate: current.publishEndDate,
        additionalInfo: title,
        additionalInfo2: current.additionalInfo2,
      },
    },
  );
}

/** The button that folds and unfolds a shop on the dashboard. */
export function shopToggle(page: Page, name: string): Locator {
  return page.getByRole('button', { name, exact: true });
}

/** The leaflets table of an unfolded shop. */
export function leafletsTable(page: Page, shopName: string): Locator {
  return page.getByRole('table', { name: PL.leafletsTable(shopName) });
}

/** Unfolds a shop and waits for its leaflets table. */
export async function openShop(page: Page, name: string): Promise<Locator> {
  const toggle = shopToggle(page, name);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const table = leafletsTable(page, name);
  await expect(table).toBeVisible();
  return table;
}

/**
 * Records the shops whose live leaflet changes the page subscribes to over its WebSocket. Call it
 * before the page opens anything, so that the socket is watched from its start.
 */
export function watchShopSubscriptions(page: Page): Set<string> {
  const storeIds = new Set<string>();
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      if (typeof payload !== 'string') return;
      let message: { type?: string; payload?: { query?: string; variables?: { storeId?: string } } };
      try {
        message = JSON.parse(payload) as typeof message;
      } catch {
        return;
      }
      const storeId = message.payload?.variables?.storeId;
      if (message.type === 'subscribe' && message.payload?.query?.includes('storeLeafletsChanged') && storeId) {
        storeIds.add(storeId);
      }
    });
  });
  return storeIds;
}
