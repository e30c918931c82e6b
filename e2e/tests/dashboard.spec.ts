import { expect, test, type Page } from '@playwright/test';
import { PLATFORM_KEYS, formatPlatformName } from '@flyerdesk/domain/platforms';
import { ACCOUNT_OF, EDITOR_SHOPS } from '../support/accounts';
import { login } from '../support/auth';
import {
  leafletsOf,
  leafletsTable,
  openShop,
  retitleLeaflet,
  shopToggle,
  storeNamed,
  storesOf,
  watchShopSubscriptions,
  type ListedLeaflet,
} from '../support/dashboard';
import { displayDay } from '../support/format';
import { graphql } from '../support/graphql';
import { PL, leafletCountPl, shopCountPl } from '../support/texts';

const admin = ACCOUNT_OF.ADMIN;
const shopToggles = '[data-testid^="shop-toggle-"]';

/** Validity as a person reads it in the table: "dd.MM.yyyy – dd.MM.yyyy" or until end of supply. */
function validityText(leaflet: ListedLeaflet): string {
  const from = leaflet.validFrom ? displayDay(leaflet.validFrom) : '';
  const to = leaflet.untilEndOfSupply ? PL.untilEndOfSupply : leaflet.validTo ? displayDay(leaflet.validTo) : '';
  return `${from} – ${to}`;
}

/** A leaflet that can be edited as it is: not deleted and not past its end date. */
function editable(leaflet: ListedLeaflet, today: string): boolean {
  return leaflet.status !== 'DELETED' && (leaflet.untilEndOfSupply || (leaflet.validTo !== null && leaflet.validTo >= today));
}

test('an administrator sees every shop with its leaflet counts', async ({ page }) => {
  await login(page, admin);
  const stores = await storesOf(page);
  expect(stores.length).toBeGreaterThanOrEqual(20);

  await expect(page.locator(shopToggles)).toHaveCount(stores.length);
  await expect(page.getByRole('status').filter({ hasText: shopCountPl(stores.length) })).toBeVisible();

  for (const store of stores) {
    const row = page.getByTestId(`shop-row-${store.id}`);
    await expect(row.getByRole('button', { name: store.name, exact: true })).toBeVisible();
    const { total, active, inactive, readyForActivation, readyForDeactivation } = store.leafletsSummary;
    await expect(row.getByRole('list', { name: PL.leafletsTable(store.name) }).getByRole('listitem')).toHaveText([
      leafletCountPl(total),
      `${PL.summary.active}: ${active}`,
      `${PL.summary.inactive}: ${inactive}`,
      `${PL.summary.readyForActivation}: ${readyForActivation}`,
      `${PL.summary.readyForDeactivation}: ${readyForDeactivation}`,
    ]);
  }
});

test('opening a shop lists its leaflets with status, validity dates and platforms', async ({ page }) => {
  await login(page, admin);
  const store = await storeNamed(page, 'Lidl');
  const leaflets = await leafletsOf(page, store.id);
  expect(leaflets.length).toBeGreaterThan(0);

  const toggle = shopToggle(page, store.name);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const table = await openShop(page, store.name);

  await expect(table.locator('tbody tr')).toHaveCount(leaflets.length);
  for (const leaflet of leaflets) {
    const row = table.getByTestId(`leaflet-row-${leaflet.id}`);
    // Columns after the id: title, status, validity, publication, visibility, priorities, pages.
    const cells = row.getByRole('cell');
    await expect(row.getByRole('rowheader')).toHaveText(leaflet.naturalId);
    await expect(cells.nth(1)).toContainText(PL.status[leaflet.status]);
    await expect(cells.nth(2)).toHaveText(validityText(leaflet));
    await expect(cells.nth(4).getByRole('listitem')).toHaveText(
      PLATFORM_KEYS.map((key) => {
        const visible = leaflet.visibility[key];
        return `${visible ? '✓' : '✕'}${formatPlatformName(key)}: ${visible ? PL.visible : PL.hidden}`;
      }),
    );
  }
  // Dates read day first (dd.MM.yyyy), whatever the leaflet.
  const day = String.raw`\d{2}\.\d{2}\.\d{4}`;
  const validity = new RegExp(`^${day} – (${day}|${PL.untilEndOfSupply})$`);
  for (const cell of await table.locator('tbody tr td:nth-of-type(3)').all()) await expect(cell).toHaveText(validity);

  // Folding the shop hides its leaflets again.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(table).toBeHidden();
});

test('an opened shop stays open after a reload', async ({ page }) => {
  await login(page, admin);
  const store = await storeNamed(page, 'Kaufland');
  await openShop(page, store.name);

  await page.reload();
  await expect(shopToggle(page, store.name)).toHaveAttribute('aria-expanded', 'true');
  await expect(leafletsTable(page, store.name)).toBeVisible();
  await expect(shopToggle(page, 'Biedronka')).toHaveAttribute('aria-expanded', 'false');
});

test('an editor sees exactly the shops assigned to them', async ({ page }) => {
  await login(page, ACCOUNT_OF.EDITOR);

  await expect(page.locator(shopToggles)).toHaveCount(EDITOR_SHOPS.length);
  for (const name of EDITOR_SHOPS) await expect(shopToggle(page, name)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: shopCountPl(EDITOR_SHOPS.length) })).toBeVisible();
  await expect(shopToggle(page, 'Lidl')).toHaveCount(0);

  const table = await openShop(page, EDITOR_SHOPS[0]);
  await expect(table.locator('tbody tr').first()).toBeVisible();
});

test('a leaflet changed by one administrator shows up live in another administrator’s open shop', async ({ browser }) => {
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  try {
    const pageA = await contextA.newPage();
    const pageB = await contextB.newPage();
    const subscribedA = watchShopSubscriptions(pageA);
    await login(pageA, admin);
    await login(pageB, admin);

    const today = new Date().toISOString().slice(0, 10);
    const store = await storeNamed(pageB, 'Rossmann');
    const leaflet = (await leafletsOf(pageB, store.id)).find((l) => editable(l, today));
    if (!leaflet) throw new Error(`The demo shop ${store.name} has no editable leaflet`);

    const tableA = await openShop(pageA, store.name);
    const tableB = await openShop(pageB, store.name);
    const rowA = tableA.getByTestId(`leaflet-row-${leaflet.id}`);
    const rowB = tableB.getByTestId(`leaflet-row-${leaflet.id}`);
    await expect(rowA).toContainText(leaflet.additionalInfo ?? '');
    await expect.poll(() => subscribedA.has(store.id)).toBe(true);
    // Marks A's document: the mark survives only while A's page is not loaded again.
    await pageA.evaluate(() => Object.assign(globalThis, { e2eNotReloaded: true }));

    // The live feed starts a moment after the page asks for it and events are delivered at most once,
    // so a change made in that moment may pass unseen: B keeps changing the title until A shows one.
    let attempt = 0;
    let title = '';
    await expect(async () => {
      attempt += 1;
      title = `Zmiana na żywo ${attempt} ${Date.now()}`;
      await retitleLeaflet(pageB, leaflet.id, title);
      await expect(rowA).toContainText(title, { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });

    await expect(rowA.getByRole('cell').first()).toHaveText(title);
    await expect(rowB.getByRole('cell').first()).toHaveText(title);
    await expect(pageA).toHaveURL(/\/dashboard$/);
    expect(await pageA.evaluate(() => 'e2eNotReloaded' in globalThis)).toBe(true);
  } finally {
    await contextA.close();
    await contextB.close();
  }
});

interface AssignableShop {
  id: string;
  name: string;
  storeWebId: string;
  categoryId: string;
  editorIds: string[];
  version: number;
}

/** Sets the editors of a shop as an administrator would in its form; answers the shop as saved. */
async function setEditors(page: Page, shop: AssignableShop, editorIds: string[]): Promise<AssignableShop> {
  const fields = 'id name storeWebId categoryId editorIds version';
  const data = await graphql<{ updateStore: AssignableShop }>(
    page,
    `mutation($id: ID!, $version: Int!, $input: StoreInput!) { updateStore(id: $id, version: $version, input: $input) { ${fields} } }`,
    { id: shop.id, version: shop.version, input: { name: shop.name, storeWebId: shop.storeWebId, categoryId: shop.categoryId, editorIds } },
  );
  return data.updateStore;
}

test('an editor’s dashboard and publication panel show only their shops, and a shop taken from them leaves their open dashboard live', async ({ browser }) => {
  const editorContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await login(adminPage, admin);
  const taken = EDITOR_SHOPS[EDITOR_SHOPS.length - 1] ?? 'Dino';
  const shops = await graphql<{ stores: AssignableShop[] }>(adminPage, '{ stores { id name storeWebId categoryId editorIds version } }');
  const shop = shops.stores.find((s) => s.name === taken);
  if (!shop) throw new Error(`No demo shop ${taken}`);
  let current = shop;
  try {
    const page = await editorContext.newPage();
    await login(page, ACCOUNT_OF.EDITOR);
    await expect(page.locator(shopToggles)).toHaveCount(EDITOR_SHOPS.length);

    await test.step('the publication panel lists the pending leaflets of their shops only', async () => {
      const pending = await graphql<{ pendingPublication: { toActivate: { id: string; storeId: string }[]; toDeactivate: { id: string; storeId: string }[] } }>(
        adminPage,
        '{ pendingPublication { toActivate { id storeId } toDeactivate { id storeId } } }',
      );
      const theirs = new Set(shops.stores.filter((s) => (EDITOR_SHOPS as readonly string[]).includes(s.name)).map((s) => s.id));
      const all = [...pending.pendingPublication.toActivate, ...pending.pendingPublication.toDeactivate];
      const others = all.filter((l) => !theirs.has(l.storeId));
      expect(others.length, 'the demo has pending leaflets of other shops').toBeGreaterThan(0);
      const panel = page.getByTestId('publication-panel');
      await expect(panel).toBeVisible();
      for (const leaflet of all.filter((l) => theirs.has(l.storeId))) await expect(panel.getByTestId(`pending-leaflet-${leaflet.id}`)).toBeVisible();
      for (const leaflet of others) await expect(panel.getByTestId(`pending-leaflet-${leaflet.id}`)).toHaveCount(0);
    });

    await test.step('a shop taken from them leaves their open dashboard without a reload', async () => {
      await page.evaluate(() => Object.assign(globalThis, { e2eNotReloaded: true }));
      await expect(shopToggle(page, taken)).toBeVisible();
      const editorId = (await graphql<{ me: { id: string } }>(page, '{ me { id } }')).me.id;
      current = await setEditors(adminPage, current, current.editorIds.filter((id) => id !== editorId));
      await expect(shopToggle(page, taken)).toHaveCount(0);
      await expect(page.locator(shopToggles)).toHaveCount(EDITOR_SHOPS.length - 1);
      expect(await page.evaluate(() => 'e2eNotReloaded' in globalThis)).toBe(true);
    });
  } finally {
    if (current.version !== shop.version) await setEditors(adminPage, current, shop.editorIds);
    await editorContext.close();
    await adminContext.close();
  }
});
