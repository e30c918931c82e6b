import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { buildPath, PAGE_DETAILS_ROUTE } from '@flyerdesk/domain/routes';
import { ACCOUNT_OF } from '../support/accounts';
import { graphql } from '../support/graphql';
import { isStillTheSameDocument, markNotReloaded, openKitScreen } from '../support/resources';

/** Texts of the page details screen in Polish, as a person reads them. */
const T = {
  heading: (naturalId: string) => `Szczegóły stron: ${naturalId}`,
  insertSelect: 'Wkładka',
  positions: 'Pozycje',
  placeInsert: 'Umieść wkładkę',
  insertsList: 'Wkładki między stronami',
  beforePage: (n: number) => `Przed stroną ${n}`,
  positionTaken: (n: number) => `Na pozycji ${n} jest już wkładka`,
  areasTab: 'Obszary klikalne',
  areaLink: 'Link',
  save: 'Zapisz',
  areaSaved: 'Obszar zapisany',
  redirectsTab: 'Przekierowania',
  redirectPages: 'Strony',
  redirectUrl: 'URL przekierowania',
  swapsTab: 'Podmiany linków',
  swapRedirect: 'Przekierowanie',
  swapNewLink: 'Nowy link',
  swapSubmit: 'Zaplanuj podmianę',
  swapApplied: 'Wykonana',
  historyTab: 'Historia',
} as const;

interface DemoLeaflet {
  id: string;
  naturalId: string;
  storeId: string;
  pageCount: number;
  visibility: { android: boolean };
}

interface Details {
  pages: { pageNumber: number; width: number | null; height: number | null }[];
  inserts: { position: number; insertName: string }[];
  areas: { id: string; pageNumber: number; x: number; y: number; width: number; height: number; link: string }[];
  redirects: { id: string; redirectUrl: string | null; platformLinks: { platform: string; url: string }[] }[];
  linkSwaps: { id: string; status: string; newLink: string }[];
}

const DETAILS_FIELDS = `
  pages { pageNumber width height }
  inserts { position insertName }
  areas { id pageNumber x y width height link }
  redirects { id redirectUrl platformLinks { platform url } }
  linkSwaps { id status newLink }
`;

/** A live demo leaflet on Android with at least `pages` pages and nothing on its pages yet, as the page's user sees it. */
async function liveLeaflet(page: Page, pages: number, skip: readonly string[] = []): Promise<DemoLeaflet> {
  const data = await graphql<{ leaflets: { items: DemoLeaflet[] } }>(
    page,
    `query { leaflets(filter: { status: [ACTIVE] }, limit: 100) { items { id naturalId storeId pageCount visibility { android } } } }`,
  );
  for (const leaflet of data.leaflets.items) {
    if (leaflet.pageCount < pages || !leaflet.visibility.android || skip.includes(leaflet.id)) continue;
    const details = await detailsOf(page, leaflet.id);
    if (details.inserts.length === 0 && details.areas.length === 0 && details.redirects.length === 0) return leaflet;
  }
  throw new Error(`No live Android leaflet with ${pages} pages and empty page details in the demo data`);
}

async function detailsOf(page: Page, leafletId: string): Promise<Details> {
  const data = await graphql<{ leafletPageDetails: Details }>(
    page,
    `query($id: ID!) { leafletPageDetails(leafletId: $id) { ${DETAILS_FIELDS} } }`,
    { id: leafletId },
  );
  return data.leafletPageDetails;
}

function pageDetailsPath(leaflet: DemoLeaflet): string {
  return buildPath(PAGE_DETAILS_ROUTE, { storeId: leaflet.storeId, leafletId: leaflet.id, leafletNaturalId: leaflet.naturalId });
}

/** The platform's XML feed as the apps read it. */
async function feedOf(page: Page, platform: string): Promise<string> {
  const res = await page.request.get(`/feed/${platform}.xml`);
  expect(res.status()).toBe(200);
  return res.text();
}

test('two staff on one leaflet’s page details: an insert at 2-3 appears live, an overlapping one is refused, an area drawn on page 1 is saved and reaches the feed', async ({
  browser,
}) => {
  const contexts: BrowserContext[] = [];
  try {
    const a = await openKitScreen(browser, ACCOUNT_OF.ADMIN, '/dashboard');
    contexts.push(a.context);
    const leaflet = await liveLeaflet(a.page, 3);
    const path = pageDetailsPath(leaflet);
    await a.page.goto(path);
    const b = await openKitScreen(browser, ACCOUNT_OF.ROOT, path);
    contexts.push(b.context);
    const pageA = a.page;
    const pageB = b.page;
    await expect(pageA.getByRole('heading', { name: T.heading(leaflet.naturalId) })).toBeVisible();
    await expect(pageB.getByRole('heading', { name: T.heading(leaflet.naturalId) })).toBeVisible();
    await markNotReloaded(pageB);

    // A places the summer banner before pages 2 and 3.
    const formA = pageA.getByTestId('page-inserts-form');
    await formA.getByLabel(T.insertSelect, { exact: true }).selectOption({ label: 'summer-banner' });
    await formA.getByLabel(T.positions).fill('2-3');
    await formA.getByRole('button', { name: T.placeInsert }).click();

    // B sees both places appear without reloading.
    const listB = pageB.getByRole('list', { name: T.insertsList });
    await expect(listB.getByText(T.beforePage(2))).toBeVisible();
    await expect(listB.getByText(T.beforePage(3))).toBeVisible();
    expect(await isStillTheSameDocument(pageB)).toBe(true);

    // B tries the spring insert at 3-4: position 3 is taken, said under the field; nothing is written.
    const formB = pageB.getByTestId('page-inserts-form');
    await formB.getByLabel(T.insertSelect, { exact: true }).selectOption({ label: 'spring-sale-insert' });
    await formB.getByLabel(T.positions).fill('3-4');
    await formB.getByRole('button', { name: T.placeInsert }).click();
    await expect(formB.getByText(T.positionTaken(3))).toBeVisible();
    const afterRefusal = await detailsOf(pageB, leaflet.id);
    expect(afterRefusal.inserts.map((i) => [i.position, i.insertName])).toEqual([
      [2, 'summer-banner'],
      [3, 'summer-banner'],
    ]);

    // A draws a clickable area on page 1 with the mouse and saves it with a link.
    await pageA.getByRole('tab', { name: T.areasTab }).click();
    const canvas = pageA.getByTestId('page-canvas-1');
    const image = canvas.locator('img');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const box = await image.boundingBox();
    if (!box) throw new Error('The page image has no box');
    const details = await detailsOf(pageA, leaflet.id);
    const natural = await image.evaluate((img: HTMLImageElement) => ({ width: img.naturalWidth, height: img.naturalHeight }));
    const pageSize = {
      width: details.pages[0]?.width ?? natural.width,
      height: details.pages[0]?.height ?? natural.height,
    };
    const from = { x: box.x + box.width * 0.2, y: box.y + box.height * 0.3 };
    const to = { x: box.x + box.width * 0.6, y: box.y + box.height * 0.5 };
    await pageA.mouse.move(from.x, from.y);
    await pageA.mouse.down();
    await pageA.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
    await pageA.mouse.move(to.x, to.y, { steps: 4 });
    await pageA.mouse.up();
    const areaForm = pageA.getByTestId('page-area-form');
    await areaForm.getByLabel(T.areaLink).fill('https://example.com/promocja');
    await areaForm.getByRole('button', { name: T.save }).click();
    await expect(pageA.getByText(T.areaSaved)).toBeVisible();

    // The saved coordinates are the drawn ones in page pixels, within one pixel.
    const scaleX = pageSize.width / box.width;
    const scaleY = pageSize.height / box.height;
    const expected = {
      x: (from.x - box.x) * scaleX,
      y: (from.y - box.y) * scaleY,
      width: (to.x - from.x) * scaleX,
      height: (to.y - from.y) * scaleY,
    };
    const saved = (await detailsOf(pageA, leaflet.id)).areas;
    expect(saved).toHaveLength(1);
    const area = saved[0];
    if (!area) throw new Error('No area saved');
    expect(area.pageNumber).toBe(1);
    expect(Math.abs(area.x - expected.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(area.y - expected.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(area.width - expected.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(area.height - expected.height)).toBeLessThanOrEqual(1);

    // B, on the areas tab, sees the same rectangle; the feed carries it with the leaflet's inserts.
    await pageB.getByRole('tab', { name: T.areasTab }).click();
    const shownB = pageB.getByTestId(`page-area-${area.id}`);
    await expect(shownB).toHaveAttribute('data-x', String(area.x));
    await expect(shownB).toHaveAttribute('data-width', String(area.width));
    const feed = await feedOf(pageA, 'android');
    const entry = new RegExp(`<leaflet [^>]*id="${leaflet.id}"[\\s\\S]*?</leaflet>`).exec(feed)?.[0] ?? '';
    expect(entry, 'the leaflet is in the Android feed').not.toBe('');
    expect(entry).toContain('https://example.com/promocja');
    expect(entry).toMatch(new RegExp(`x="${area.x}"`));
    expect(entry).toMatch(new RegExp(`width="${area.width}"`));
    expect(entry).toContain('summer-banner');
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
});
