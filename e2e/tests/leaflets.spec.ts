import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_OF } from '../support/accounts';
import { submitLogin } from '../support/auth';
import { leafletsOf, openShop } from '../support/dashboard';
import { dateDigits, dayFromToday, twoDigits, typeDate } from '../support/dates';
import { graphql } from '../support/graphql';
import { closeAll, openDashboardAs } from '../support/jobs';
import { makeLeafletPdf } from '../support/pdf';
import { isStillTheSameDocument, markNotReloaded, sidewaysOverflow } from '../support/resources';

/** Texts of the leaflet dialog and page details in Polish, as a person reads them. */
const T = {
  created: (naturalId: string) => `Gazetka ${naturalId} została utworzona.`,
  pagesOf: 'Strony gazetki',
  pageThumb: (n: number) => `Strona ${n}`,
} as const;

const SHOP = 'Biedronka';

/** The PDF file name retailers use: <shop id>-dd-mm-yy-dd-mm-yy.pdf. */
function pdfName(storeWebId: string, from: Date, to: Date): string {
  const part = (d: Date) => `${twoDigits(d.getDate())}-${twoDigits(d.getMonth() + 1)}-${String(d.getFullYear()).slice(2)}`;
  return `${storeWebId}-${part(from)}-${part(to)}.pdf`;
}

async function shopOf(page: Page, name: string): Promise<{ id: string; storeWebId: string }> {
  const data = await graphql<{ stores: { id: string; name: string; storeWebId: string }[] }>(page, 'query { stores { id name storeWebId } }');
  const store = data.stores.find((s) => s.name === name);
  if (!store) throw new Error(`No shop named ${name}`);
  return store;
}

test('A creates a leaflet from a 3-page PDF on a shop; its pages are cut, and B, on the same shop, sees it appear live', async ({
  browser,
}) => {
  const a = await openDashboardAs(browser, ACCOUNT_OF.ADMIN);
  const b = await openDashboardAs(browser, ACCOUNT_OF.ROOT);
  try {
    const pageA = a.page;
    const pageB = b.page;
    const shop = await shopOf(pageA, SHOP);
    await openShop(pageA, SHOP);
    const tableB = await openShop(pageB, SHOP);
    await markNotReloaded(pageB);

    const from = dayFromToday(1);
    const to = dayFromToday(8);
    const naturalId = `${shop.storeWebId}-e2e-${Date.now().toString(36)}`;
    const pdf = await makeLeafletPdf({ pages: 3, title: naturalId });

    // A opens the shop's "New leaflet", fills the required fields by keyboard and picks the PDF.
    await pageA.getByTestId(`new-leaflet-${shop.id}`).click();
    const dialog = pageA.getByTestId('leaflet-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('leaflet-natural-id').fill(naturalId);
    await typeDate(dialog.getByTestId('leaflet-valid-from'), dateDigits(from));
    await typeDate(dialog.getByTestId('leaflet-valid-to'), dateDigits(to));
    await typeDate(dialog.getByTestId('leaflet-publish-date'), `${dateDigits(from)}0800`);
    await dialog.getByTestId('leaflet-files-input').setInputFiles({
      name: pdfName(shop.storeWebId, from, to),
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await expect(dialog.getByTestId('leaflet-files-warning')).toHaveCount(0);
    await dialog.getByTestId('leaflet-save').click();

    // The leaflet is created and its page cutting runs live in the dialog.
    await expect(dialog.getByText(T.created(naturalId))).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByTestId('leaflet-cut-progress')).toBeVisible();

    // B sees the new leaflet in the shop's table without reloading, and its three pages once cut.
    const created = (await leafletsOf(pageA, shop.id)).find((l) => l.naturalId === naturalId);
    if (!created) throw new Error('The new leaflet is not in the shop');
    const rowB = tableB.getByTestId(`leaflet-row-${created.id}`);
    await expect(rowB).toBeVisible();
    await expect(rowB).toContainText(naturalId);
    await expect
      .poll(
        async () => {
          const cut = await graphql<{ leafletPageCut: { job: { status: string; steps: { status: string }[] } | null } }>(
            pageA,
            'query($id: ID!) { leafletPageCut(leafletId: $id) { job { status steps { status } } } }',
            { id: created.id },
          );
          return cut.leafletPageCut.job ? [cut.leafletPageCut.job.status, cut.leafletPageCut.job.steps.map((s) => s.status)] : null;
        },
        { timeout: 60_000 },
      )
      .toEqual(['SUCCESS', ['SUCCESS', 'SUCCESS', 'SUCCESS']]);
    // The page count column (after title, status, validity, publish date, visibility, priorities).
    await expect(rowB.getByRole('cell').nth(6)).toHaveText(/^\s*3\s*$/);
    expect(await isStillTheSameDocument(pageB)).toBe(true);

    // The three cut pages are there: B opens the leaflet's page details and sees three page images.
    await rowB.getByTestId(`page-details-link-${created.id}`).click();
    const pages = pageB.getByRole('list', { name: T.pagesOf });
    for (const n of [1, 2, 3]) await expect(pages.getByAltText(T.pageThumb(n), { exact: true })).toBeVisible();
    await expect(pages.getByRole('img')).toHaveCount(3);
  } finally {
    await closeAll([a.context, b.context]);
  }
});

test('a shop opened on the dashboard, with its leaflet actions, never scrolls the page sideways, at 1280 px and on a 390 px phone', async ({
  browser,
}) => {
  for (const width of [1280, 390]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    try {
      const page = await context.newPage();
      // On a phone the sidebar starts closed: signing in ends on the start page.
      await page.goto('/login');
      await submitLogin(page, ACCOUNT_OF.ADMIN);
      await expect(page).toHaveURL(/\/dashboard/);
      const table = await openShop(page, SHOP);
      await expect(table.locator('[data-testid^="leaflet-row-"]').first()).toBeVisible();
      expect(await sidewaysOverflow(page), `horizontal overflow at ${width} px`).toBe(0);
    } finally {
      await context.close();
    }
  }
});
