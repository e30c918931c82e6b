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
  add: 'Dodaj',
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

/** What the page image element tells about its loading and size. */
interface ImageBox {
  complete: boolean;
  naturalWidth: number;
  naturalHeight: number;
}

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

    // A places the spring sale insert before pages 2 and 3 (the demo's unused insert stays unused:
    // the inserts journey archives it).
    const formA = pageA.getByTestId('page-inserts-form');
    await formA.getByLabel(T.insertSelect, { exact: true }).selectOption({ label: 'spring-sale-insert' });
    await formA.getByLabel(T.positions).fill('2-3');
    await formA.getByRole('button', { name: T.placeInsert }).click();

    // B sees both places appear without reloading.
    const listB = pageB.getByRole('list', { name: T.insertsList });
    await expect(listB.getByText(T.beforePage(2))).toBeVisible();
    await expect(listB.getByText(T.beforePage(3))).toBeVisible();
    expect(await isStillTheSameDocument(pageB)).toBe(true);

    // B tries the summer banner at 3-4: position 3 is taken, said under the field; nothing is written.
    const formB = pageB.getByTestId('page-inserts-form');
    await formB.getByLabel(T.insertSelect, { exact: true }).selectOption({ label: 'summer-banner' });
    await formB.getByLabel(T.positions).fill('3-4');
    await formB.getByRole('button', { name: T.placeInsert }).click();
    await expect(formB.getByText(T.positionTaken(3))).toBeVisible();
    const afterRefusal = await detailsOf(pageB, leaflet.id);
    expect(afterRefusal.inserts.map((i) => [i.position, i.insertName])).toEqual([
      [2, 'spring-sale-insert'],
      [3, 'spring-sale-insert'],
    ]);

    // A draws a clickable area on page 1 with the mouse and saves it with a link.
    await pageA.getByRole('tab', { name: T.areasTab }).click();
    const canvas = pageA.getByTestId('page-canvas-1');
    const image = canvas.locator('img');
    await expect.poll(() => image.evaluate((img: ImageBox) => img.complete && img.naturalWidth > 0)).toBe(true);
    const box = await image.boundingBox();
    if (!box) throw new Error('The page image has no box');
    const details = await detailsOf(pageA, leaflet.id);
    const natural = await image.evaluate((img: ImageBox) => ({ width: img.naturalWidth, height: img.naturalHeight }));
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
    expect(entry).toContain('spring-sale-insert');
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
});

/** The digits a person types into a date-time field written dd.MM.yyyy HH:mm. */
function dateTimeDigits(moment: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(moment.getDate())}${two(moment.getMonth() + 1)}${moment.getFullYear()}${two(moment.getHours())}${two(moment.getMinutes())}`;
}

/** The next whole minute at least `leadMs` away (link swaps are planned by the minute). */
function nextMinute(leadMs: number): Date {
  const moment = new Date(Date.now() + leadMs);
  moment.setSeconds(0, 0);
  moment.setMinutes(moment.getMinutes() + 1);
  return moment;
}

test('a link swap planned for the next minute is applied by the job runner, shows in the history and the feed carries the new link', async ({
  browser,
}) => {
  test.setTimeout(200_000);
  const contexts: BrowserContext[] = [];
  try {
    const a = await openKitScreen(browser, ACCOUNT_OF.ADMIN, '/dashboard');
    contexts.push(a.context);
    const page = a.page;
    const leaflet = await liveLeaflet(page, 2);
    await page.goto(pageDetailsPath(leaflet));
    await expect(page.getByRole('heading', { name: T.heading(leaflet.naturalId) })).toBeVisible();

    // A redirect of page 1 to the old link.
    await page.getByRole('tab', { name: T.redirectsTab }).click();
    const redirectForm = page.getByTestId('page-redirect-form');
    await redirectForm.getByLabel(T.redirectPages, { exact: true }).fill('1');
    await redirectForm.getByLabel(T.redirectUrl, { exact: true }).fill('https://example.com/stara-oferta');
    await redirectForm.getByRole('button', { name: T.add }).click();
    await expect.poll(async () => (await detailsOf(page, leaflet.id)).redirects.length).toBe(1);

    // The swap: on Android only, at the next minute (at least 15 s ahead), to the new link.
    const at = nextMinute(15_000);
    await page.getByRole('tab', { name: T.swapsTab }).click();
    const swapForm = page.getByTestId('link-swap-form');
    await swapForm.getByLabel(T.swapRedirect, { exact: true }).selectOption({ index: 1 });
    await swapForm.getByTestId('link-swap-at').getByRole('spinbutton').first().click();
    await page.keyboard.type(dateTimeDigits(at));
    await swapForm.getByLabel(T.swapNewLink).fill('https://example.com/nowa-oferta');
    await swapForm.getByRole('checkbox', { name: 'Android', exact: true }).check();
    await swapForm.getByRole('button', { name: T.swapSubmit }).click();
    await expect.poll(async () => (await detailsOf(page, leaflet.id)).linkSwaps.map((s) => s.status)).toEqual(['PLANNED']);
    const [swap] = (await detailsOf(page, leaflet.id)).linkSwaps;
    if (!swap) throw new Error('No swap planned');
    const row = page.getByTestId(`link-swap-row-${swap.id}`);
    await markNotReloaded(page);

    // At its minute the job runner applies it; the screen shows it without a reload.
    await expect(row).toContainText(T.swapApplied, { timeout: 150_000 });
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    expect(await isStillTheSameDocument(page)).toBe(true);
    const details = await detailsOf(page, leaflet.id);
    expect(details.redirects[0]?.platformLinks).toEqual([{ platform: 'android', url: 'https://example.com/nowa-oferta' }]);

    // The history names the swap and its new link.
    await page.getByRole('tab', { name: T.historyTab }).click();
    const history = page.getByRole('tabpanel');
    await expect(history.getByText('scheduled link swap').first()).toBeVisible();
    await expect(history.getByText('https://example.com/nowa-oferta').first()).toBeVisible();

    // The Android feed carries the new link; iOS keeps the old one.
    const entryOf = (feed: string) => new RegExp(`<leaflet [^>]*id="${leaflet.id}"[\\s\\S]*?</leaflet>`).exec(feed)?.[0] ?? '';
    const android = entryOf(await feedOf(page, 'android'));
    expect(android).toContain('https://example.com/nowa-oferta');
    expect(android).not.toContain('https://example.com/stara-oferta');
    const ios = entryOf(await feedOf(page, 'ios'));
    if (ios !== '') expect(ios).toContain('https://example.com/stara-oferta');
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
});
