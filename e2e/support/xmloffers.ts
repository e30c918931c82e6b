import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { PRIORITY_MAX } from '@flyerdesk/domain/constants';
import type { PlatformKey } from '@flyerdesk/domain/platforms';
import { login } from './auth';
import { graphql } from './graphql';
import { PL } from './texts';

/** One leaflet at its place in a platform's order, as the server computes it. */
export interface OrderedEntry {
  position: number;
  priority: number | null;
  storeName: string;
  leaflet: { id: string; naturalId: string };
}

export interface OrderingSnapshot {
  platform: string;
  version: number;
  items: OrderedEntry[];
}

/** A desktop screen tall enough to show the page with the whole list box. */
export const STAFF_VIEWPORT = { width: 1280, height: 1200 };

/** A platform's order of promotions as the server has it now, read as the page's signed-in user. */
export async function orderingOf(page: Page, platform: string): Promise<OrderingSnapshot> {
  const data = await graphql<{ ordering: OrderingSnapshot }>(
    page,
    `query($platform: String!) {
       ordering(platform: $platform) { platform version items { position priority storeName leaflet { id naturalId } } }
     }`,
    { platform },
  );
  return data.ordering;
}

/** The leaflet at a 1-based position of the order. */
export function entryAt(ordering: OrderingSnapshot, position: number): OrderedEntry {
  const entry = ordering.items.find((item) => item.position === position);
  if (!entry) throw new Error(`No leaflet at position ${position} on ${ordering.platform} (${ordering.items.length} leaflets)`);
  return entry;
}

/** A leaflet of the order by id. */
export function entryOf(ordering: OrderingSnapshot, leafletId: string): OrderedEntry {
  const entry = ordering.items.find((item) => item.leaflet.id === leafletId);
  if (!entry) throw new Error(`Leaflet ${leafletId} is not in the order of ${ordering.platform}`);
  return entry;
}

/** The leaflet holding a priority on the platform, if any. */
export function holderOf(ordering: OrderingSnapshot, priority: number): OrderedEntry | undefined {
  return ordering.items.find((item) => item.priority === priority);
}

/** The lowest priority nobody holds on the platform. */
export function lowestFreePriority(ordering: OrderingSnapshot): number {
  for (let priority = 1; priority <= PRIORITY_MAX; priority += 1) if (!holderOf(ordering, priority)) return priority;
  throw new Error(`Every priority is held on ${ordering.platform}`);
}

/** Priorities held by more than one leaflet of the platform (there must never be any). */
export function priorityHeldTwice(ordering: OrderingSnapshot): number[] {
  const seen = new Set<number>();
  const twice = new Set<number>();
  for (const { priority } of ordering.items) {
    if (priority === null) continue;
    if (seen.has(priority)) twice.add(priority);
    seen.add(priority);
  }
  return [...twice];
}

/** Opens the order of promotions on a platform's tab and waits for its leaflets. */
export async function openXmlOffers(page: Page, platform: PlatformKey | 'all'): Promise<void> {
  await page.goto(`/xmloffers?platform=${platform}`);
  await expect(page.getByTestId(`platform-tab-${platform}`)).toHaveAttribute('aria-selected', 'true');
  await expect(orderingList(page).getByRole('listitem').first()).toBeVisible();
}

/** Signs a demo account in, in a browser context of its own, and opens the order of promotions on a platform. */
export async function openAsStaff(
  browser: Browser,
  username: string,
  platform: PlatformKey,
): Promise<{ context: BrowserContext; page: Page }> {
  // Tall enough for the whole list box to be on screen, so that dragging never scrolls it by itself.
  const context = await browser.newContext({ viewport: STAFF_VIEWPORT });
  const page = await context.newPage();
  await login(page, username);
  await openXmlOffers(page, platform);
  return { context, page };
}

export function orderingList(page: Page): Locator {
  return page.getByTestId('ordering-list');
}

/** A leaflet's row; only rows near the visible part of the list are in the page. */
export function orderingRow(page: Page, leafletId: string): Locator {
  return page.getByTestId(`ordering-row-${leafletId}`);
}

export function dragHandle(page: Page, leafletId: string): Locator {
  return page.getByTestId(`drag-handle-${leafletId}`);
}

export function priorityInput(page: Page, leafletId: string): Locator {
  return page.getByTestId(`priority-input-${leafletId}`);
}

/** What the tests set on the list's scroll box. */
interface ScrollBox {
  scrollTop: number;
  clientHeight: number;
}

/** Scrolls the list (at once, without animation) so that the row at a 1-based position is in view. */
export async function revealPosition(page: Page, position: number): Promise<Locator> {
  const first = await orderingList(page).getByRole('listitem').first().boundingBox();
  if (!first) throw new Error('The list is not on screen');
  await page.getByTestId('ordering-scroll').evaluate(
    (box: ScrollBox, top: number) => {
      box.scrollTop = Math.max(0, top - box.clientHeight / 2);
    },
    (position - 1) * first.height,
  );
  const row = orderingList(page).locator(`li[data-position="${position}"]`);
  await expect(row).toBeInViewport();
  return row;
}

/** Everyone the page shows on the tab, by avatar. */
export function presenceAvatar(page: Page, username: string): Locator {
  return page.getByTestId('presence-avatars').getByTestId(`presence-avatar-${username}`);
}

/** Waits until each page shows the avatars of all the given people. */
export async function expectEveryoneSeesEveryone(pages: readonly Page[], usernames: readonly string[]): Promise<void> {
  for (const page of pages) for (const username of usernames) await expect(presenceAvatar(page, username)).toBeVisible();
}

/** Center of an element on the page. */
async function centerOf(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element is not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Drags a leaflet by its handle with the mouse onto the row of another leaflet (both rows in view):
 * presses the handle, moves in small steps until the handle is over the target row, then, after
 * `whileHeld` ran (the leaflet still picked up), releases it.
 */
export async function dragWithMouse(
  page: Page,
  leafletId: string,
  targetLeafletId: string,
  whileHeld: () => Promise<void> = () => Promise.resolve(),
): Promise<void> {
  const handle = dragHandle(page, leafletId);
  await handle.scrollIntoViewIfNeeded();
  const from = await centerOf(handle);
  const to = await centerOf(dragHandle(page, targetLeafletId));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  // The pointer sensor starts a drag only after the pointer moved a few pixels.
  await page.mouse.move(from.x, from.y + (to.y < from.y ? -10 : 10), { steps: 4 });
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.mouse.move(to.x, to.y, { steps: 20 });
  await whileHeld();
  await page.mouse.up();
}

/** What the screen tells assistive technology about a drag, as it says it last. */
export function dragAnnouncement(page: Page, text: string): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

/**
 * Moves a leaflet with the keyboard alone, listening to what is announced like a screen reader user:
 * focuses its handle, picks it up with Space, moves it row by row with the arrow keys to the target
 * position and drops it there with Space.
 */
export async function moveWithKeyboard(page: Page, leaflet: OrderedEntry, to: number, total: number): Promise<void> {
  const { naturalId } = leaflet.leaflet;
  await pickUpWithKeyboard(page, leaflet, total);
  const key = to < leaflet.position ? 'ArrowUp' : 'ArrowDown';
  const step = to < leaflet.position ? -1 : 1;
  for (let position = leaflet.position + step; position !== to + step; position += step) {
    await page.keyboard.press(key);
    await expect(dragAnnouncement(page, PL.xmloffers.dragOver(naturalId, position, total))).toBeAttached();
  }
  await page.keyboard.press('Space');
  await expect(dragAnnouncement(page, PL.xmloffers.dropped(naturalId, to, total))).toBeAttached();
}

/** Focuses a leaflet's handle and picks the leaflet up with Space (it stays held until Space or Escape). */
export async function pickUpWithKeyboard(page: Page, leaflet: OrderedEntry, total: number): Promise<void> {
  const handle = dragHandle(page, leaflet.leaflet.id);
  await handle.focus();
  await expect(handle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await expect(dragAnnouncement(page, PL.xmloffers.dragOver(leaflet.leaflet.naturalId, leaflet.position, total))).toBeAttached();
}

/** Types a priority into a leaflet's field without sending it yet. */
export async function typePriority(page: Page, leafletId: string, priority: number): Promise<void> {
  await priorityInput(page, leafletId).fill(String(priority));
}

/** Sends the priority typed into a leaflet's field (Enter). */
export async function sendPriority(page: Page, leafletId: string): Promise<void> {
  await priorityInput(page, leafletId).press('Enter');
}

/** Marks the page's document; the mark lasts only as long as the page is not loaded again. */
export async function markNotReloaded(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(globalThis, { e2eNotReloaded: true }));
}

export async function isStillTheSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => 'e2eNotReloaded' in globalThis);
}

/** A toast of the order of promotions: 'toast-priority-taken', 'toast-ordering-changed'… */
export function orderingToast(page: Page, testId: 'toast-priority-taken' | 'toast-ordering-changed' | 'toast-move-failed'): Locator {
  return page.getByTestId(testId);
}
