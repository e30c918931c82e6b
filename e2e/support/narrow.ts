import { expect, type Page } from '@playwright/test';

/** A common phone held upright. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/** The sidebar, found also while it is folded away (on a phone it starts closed). */
const SIDEBAR = '#app-sidebar';

/** The title of the screen in the navbar (the breadcrumb's current entry). */
export const NAVBAR_TITLE = 'navbar-title';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The paths the sidebar links to for the signed-in user, in its order (links of closed groups too). */
export async function sidebarPaths(page: Page): Promise<string[]> {
  const links = page.locator(`${SIDEBAR} a[href]`);
  await expect(links.first()).toBeAttached();
  const paths: string[] = [];
  for (let index = 0; index < (await links.count()); index += 1) {
    const href = await links.nth(index).getAttribute('href');
    if (href && !paths.includes(href)) paths.push(href);
  }
  return paths;
}

/** The navbar's buttons whose boxes the screen's title overlaps (none when the title gives way as it should). */
export async function navbarButtonsUnderTitle(page: Page): Promise<string[]> {
  const titleBox = await page.getByTestId(NAVBAR_TITLE).boundingBox();
  if (!titleBox) throw new Error('The navbar shows no title');
  const buttons = page.getByRole('banner').locator('button');
  const overlapped: string[] = [];
  for (let index = 0; index < (await buttons.count()); index += 1) {
    const button = buttons.nth(index);
    const box = await button.boundingBox();
    if (box && box.width > 0 && box.height > 0 && intersects(titleBox, box)) {
      overlapped.push((await button.getAttribute('aria-label')) ?? (await button.innerText()));
    }
  }
  return overlapped;
}
