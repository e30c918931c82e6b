import { expect, test, type Page } from '@playwright/test';
import { buildPath, PAGE_DETAILS_ROUTE, START_ROUTE } from '@flyerdesk/domain/routes';
import type { Role } from '@flyerdesk/domain/roles';
import { ACCOUNT_OF } from '../support/accounts';
import { submitLogin, urlWithPath } from '../support/auth';
import { graphql } from '../support/graphql';
import { NAVBAR_TITLE, navbarButtonsUnderTitle, PHONE_VIEWPORT, sidebarPaths } from '../support/narrow';
import { sidewaysOverflow } from '../support/resources';

/** A demo leaflet's page details, as the dashboard links to them. */
async function pageDetailsPath(page: Page): Promise<string> {
  const data = await graphql<{ leaflets: { items: { id: string; naturalId: string; storeId: string }[] } }>(
    page,
    'query { leaflets(filter: { status: [ACTIVE] }, limit: 1) { items { id naturalId storeId } } }',
  );
  const leaflet = data.leaflets.items[0];
  if (!leaflet) throw new Error('The demo data has no active leaflet');
  return buildPath(PAGE_DETAILS_ROUTE, { storeId: leaflet.storeId, leafletId: leaflet.id, leafletNaturalId: leaflet.naturalId });
}

/** Opens a screen and waits until it has drawn its content (its heading, nothing still loading). */
async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading').first()).toBeVisible();
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Spec: at 390 × 844 no screen scrolls sideways, and the navbar's title never runs under its buttons. */
async function expectFitsThePhone(page: Page, path: string): Promise<void> {
  await expect.poll(() => sidewaysOverflow(page), { message: `sideways overflow on ${path}` }).toBe(0);
  await expect(page.getByTestId(NAVBAR_TITLE)).toBeVisible();
  expect({ path, under: await navbarButtonsUnderTitle(page) }).toEqual({ path, under: [] });
}

async function signIn(page: Page, role: Role): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, ACCOUNT_OF[role]);
  // On a phone the sidebar starts closed: signing in ends on the role's start page.
  await expect(page).toHaveURL(urlWithPath(START_ROUTE[role]));
}

test('on a 390 × 844 phone, no screen of an administrator scrolls sideways and the navbar title never overlaps its buttons', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT });
  try {
    const page = await context.newPage();
    await signIn(page, 'ADMIN');
    const paths = [...(await sidebarPaths(page)), '/password', await pageDetailsPath(page)];
    expect(paths).toContain('/dashboard');
    for (const path of paths) {
      await test.step(path, async () => {
        await openScreen(page, path);
        await expectFitsThePhone(page, path);
      });
    }
  } finally {
    await context.close();
  }
});

for (const role of ['EDITOR_NOTIFICATION', 'EDITOR_RECIPE', 'EDITOR_REELS'] as const) {
  test(`on a 390 × 844 phone, the ${role} start page and screens fit without sideways scrolling`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: PHONE_VIEWPORT });
    try {
      const page = await context.newPage();
      await signIn(page, role);
      const paths = [START_ROUTE[role], ...(await sidebarPaths(page)).filter((path) => path !== START_ROUTE[role])];
      for (const path of paths) {
        await test.step(path, async () => {
          await openScreen(page, path);
          await expectFitsThePhone(page, path);
        });
      }
    } finally {
      await context.close();
    }
  });
}

test('on a 390 × 844 phone, a list of records shows each row as a stack of its values labelled by their columns', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT });
  try {
    const page = await context.newPage();
    await signIn(page, 'ADMIN');
    await openScreen(page, '/categories');
    const table = page.getByRole('table');
    await expect(table).toHaveAttribute('data-stacked', 'true');
    const firstRow = page.locator('[data-testid^="resource-row-"]').first();
    await expect(firstRow).toBeVisible();
    // The row is one box as wide as the list, its cells one under another.
    const rowBox = await firstRow.boundingBox();
    // The shown cells (columns that give way on a phone are not drawn), top to bottom.
    const shown = await firstRow.locator('[role="cell"], [role="rowheader"]').evaluateAll((elements) =>
      elements
        .map((e) => (e as unknown as { getBoundingClientRect(): { y: number; height: number } }).getBoundingClientRect())
        .filter((box) => box.height > 0)
        .map((box) => box.y),
    );
    expect(shown.length).toBeGreaterThan(1);
    expect(Math.max(...shown)).toBeGreaterThan(Math.min(...shown));
    expect(rowBox?.width ?? Infinity).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    const cells = firstRow.getByRole('cell');
    await expect(cells.first()).toHaveAttribute('data-label', /.+/);
  } finally {
    await context.close();
  }
});
