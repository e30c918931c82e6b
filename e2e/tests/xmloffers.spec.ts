import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { formatPlatformName } from '@flyerdesk/domain/platforms';
import { ACCOUNT_OF } from '../support/accounts';
import { PL } from '../support/texts';
import {
  dragAnnouncement,
  dragHandle,
  dragWithMouse,
  entryAt,
  entryOf,
  expectEveryoneSeesEveryone,
  holderOf,
  isStillTheSameDocument,
  lowestFreePriority,
  markNotReloaded,
  moveWithKeyboard,
  openAsStaff,
  orderingOf,
  orderingRow,
  orderingToast,
  pickUpWithKeyboard,
  presenceAvatar,
  priorityHeldTwice,
  priorityInput,
  revealPosition,
  sendPriority,
  typePriority,
} from '../support/xmloffers';

const T = PL.xmloffers;
/** The two people working together: A and B. */
const admin = ACCOUNT_OF.ADMIN;
const root = ACCOUNT_OF.ROOT;

/** Closes the browser contexts a test opened, whatever its outcome. */
async function closeAll(contexts: readonly (BrowserContext | undefined)[]): Promise<void> {
  await Promise.all(contexts.flatMap((context) => (context ? [context.close()] : [])));
}

/** The activity line of the tab, where the latest moves are listed. */
function activityLine(page: Page) {
  return page.getByTestId('activity-line');
}

test('two staff on a tab see each other, and a leaflet one drags to position 3 moves there for both without a reload', async ({
  browser,
}) => {
  const platform = 'android';
  let contextA: BrowserContext | undefined;
  let contextB: BrowserContext | undefined;
  try {
    const a = await openAsStaff(browser, admin, platform);
    contextA = a.context;
    const b = await openAsStaff(browser, root, platform);
    contextB = b.context;
    const pageA = a.page;
    const pageB = b.page;

    await expectEveryoneSeesEveryone([pageA, pageB], [admin, root]);
    await expect(presenceAvatar(pageA, admin)).toHaveAccessibleName(T.presenceYou(admin));
    await expect(presenceAvatar(pageA, root)).toHaveAccessibleName(root);
    await expect(presenceAvatar(pageB, root)).toHaveAccessibleName(T.presenceYou(root));

    const before = await orderingOf(pageA, platform);
    const moving = entryAt(before, 6);
    const target = entryAt(before, 3);
    const holder = holderOf(before, 3);
    expect(moving.leaflet.id).not.toBe(target.leaflet.id);
    await markNotReloaded(pageB);

    await dragWithMouse(pageA, moving.leaflet.id, target.leaflet.id, async () => {
      // While A holds the leaflet, B is told who is moving which one.
      await expect(pageB.getByTestId('presence-moving')).toHaveText(T.moving(admin, moving.leaflet.naturalId));
      await expect(orderingRow(pageB, moving.leaflet.id)).toHaveAttribute('data-moving-by', admin);
    });

    if (holder && holder.leaflet.id !== moving.leaflet.id) {
      // Position 3 is somebody's priority: A is asked before it is taken over.
      const toast = orderingToast(pageA, 'toast-priority-taken');
      await expect(toast).toContainText(T.priorityTaken(holder.leaflet.naturalId, 3, formatPlatformName(platform)));
      await toast.getByRole('button', { name: T.overwrite }).click();
      await expect(toast).toBeHidden();
    }

    for (const page of [pageA, pageB]) {
      const row = orderingRow(page, moving.leaflet.id);
      await expect(row).toHaveAttribute('data-position', '3');
      await expect(row).toHaveAccessibleName(T.rowLabel(3, moving.leaflet.naturalId));
      await expect(priorityInput(page, moving.leaflet.id)).toHaveValue('3');
    }
    await expect(pageB.getByTestId('presence-moving')).toBeEmpty();
    await expect(activityLine(pageB)).toContainText(T.moved(admin, moving.storeName, moving.leaflet.naturalId, 3));
    expect(await isStillTheSameDocument(pageB)).toBe(true);

    const after = await orderingOf(pageB, platform);
    expect(entryOf(after, moving.leaflet.id)).toMatchObject({ position: 3, priority: 3 });
    if (holder && holder.leaflet.id !== moving.leaflet.id) expect(entryOf(after, holder.leaflet.id).priority).toBeNull();
    expect(priorityHeldTwice(after)).toEqual([]);
  } finally {
    await closeAll([contextA, contextB]);
  }
});

test('two staff giving the same free priority to two leaflets at once: one gets it, the other is told, none is held twice', async ({
  browser,
}) => {
  const platform = 'web';
  let contextA: BrowserContext | undefined;
  let contextB: BrowserContext | undefined;
  try {
    const a = await openAsStaff(browser, admin, platform);
    contextA = a.context;
    const b = await openAsStaff(browser, root, platform);
    contextB = b.context;
    const pageA = a.page;
    const pageB = b.page;
    await expectEveryoneSeesEveryone([pageA, pageB], [admin, root]);

    const before = await orderingOf(pageA, platform);
    const priority = lowestFreePriority(before);
    const leafletOfA = entryAt(before, 1);
    const leafletOfB = entryAt(before, 2);

    await typePriority(pageA, leafletOfA.leaflet.id, priority);
    await typePriority(pageB, leafletOfB.leaflet.id, priority);
    await Promise.all([sendPriority(pageA, leafletOfA.leaflet.id), sendPriority(pageB, leafletOfB.leaflet.id)]);

    // Exactly one of the two leaflets ends up with the priority.
    await expect
      .poll(async () => holderOf(await orderingOf(pageA, platform), priority)?.leaflet.id)
      .toMatch(new RegExp(`^(${leafletOfA.leaflet.id}|${leafletOfB.leaflet.id})$`));
    const after = await orderingOf(pageA, platform);
    const winner = holderOf(after, priority);
    if (!winner) throw new Error(`Nobody holds priority ${priority}`);
    const aWon = winner.leaflet.id === leafletOfA.leaflet.id;
    const [winnerPage, loserPage] = aWon ? [pageA, pageB] : [pageB, pageA];
    const loser = aWon ? leafletOfB : leafletOfA;

    // The other one is asked to overwrite, or told the order changed meanwhile; its leaflet keeps its priority.
    const taken = orderingToast(loserPage, 'toast-priority-taken');
    const changed = orderingToast(loserPage, 'toast-ordering-changed');
    await expect(taken.or(changed)).toBeVisible();
    if (await taken.isVisible()) {
      await expect(taken).toContainText(T.priorityTaken(winner.leaflet.naturalId, priority, formatPlatformName(platform)));
      await expect(taken.getByRole('button', { name: T.overwrite })).toBeVisible();
    } else {
      await expect(changed.getByRole('button', { name: T.reapply })).toBeVisible();
    }
    await expect(priorityInput(loserPage, loser.leaflet.id)).toHaveValue(loser.priority === null ? '' : String(loser.priority));
    await expect(orderingToast(winnerPage, 'toast-priority-taken')).toHaveCount(0);
    await expect(orderingToast(winnerPage, 'toast-ordering-changed')).toHaveCount(0);

    expect(entryOf(after, loser.leaflet.id).priority).toBe(loser.priority);
    expect(after.items.filter((item) => item.priority === priority)).toHaveLength(1);
    expect(priorityHeldTwice(after)).toEqual([]);
  } finally {
    await closeAll([contextA, contextB]);
  }
});

test('a leaflet can be moved with the keyboard alone, and takes its new position as its priority', async ({ browser }) => {
  const platform = 'ios';
  let context: BrowserContext | undefined;
  try {
    const a = await openAsStaff(browser, admin, platform);
    context = a.context;
    const { page } = a;

    // Two rows below the first position nobody holds, so that the move needs no overwrite.
    const before = await orderingOf(page, platform);
    const position = lowestFreePriority(before);
    expect(position + 2).toBeLessThanOrEqual(before.items.length);
    const moving = entryAt(before, position + 2);
    await revealPosition(page, moving.position);

    await moveWithKeyboard(page, moving, position, before.items.length);

    const row = orderingRow(page, moving.leaflet.id);
    await expect(row).toHaveAttribute('data-position', String(position));
    await expect(row).toHaveAccessibleName(T.rowLabel(position, moving.leaflet.naturalId));
    await expect(dragHandle(page, moving.leaflet.id)).toBeFocused();
    await expect(orderingToast(page, 'toast-priority-taken')).toHaveCount(0);
    await expect
      .poll(async () => entryOf(await orderingOf(page, platform), moving.leaflet.id))
      .toMatchObject({ position, priority: position });
    expect(priorityHeldTwice(await orderingOf(page, platform))).toEqual([]);
  } finally {
    await closeAll([context]);
  }
});

test('taking a priority another leaflet holds asks first, and Overwrite moves it over', async ({ browser }) => {
  const platform = 'wp';
  let context: BrowserContext | undefined;
  try {
    const a = await openAsStaff(browser, admin, platform);
    context = a.context;
    const { page } = a;

    const before = await orderingOf(page, platform);
    const holder = before.items.find((item) => item.priority !== null && item.position <= 3);
    if (!holder || holder.priority === null) throw new Error(`No leaflet holds one of the first priorities on ${platform}`);
    const priority = holder.priority;
    const moving = entryAt(before, 6);

    await typePriority(page, moving.leaflet.id, priority);
    await sendPriority(page, moving.leaflet.id);

    const toast = orderingToast(page, 'toast-priority-taken');
    await expect(toast).toContainText(T.priorityTaken(holder.leaflet.naturalId, priority, formatPlatformName(platform)));
    await expect(toast.getByRole('button', { name: T.close })).toBeVisible();
    // Nothing is changed until the person decides.
    const asked = await orderingOf(page, platform);
    expect(asked.version).toBe(before.version);
    expect(entryOf(asked, holder.leaflet.id).priority).toBe(priority);
    expect(entryOf(asked, moving.leaflet.id).priority).toBe(moving.priority);

    await toast.getByRole('button', { name: T.overwrite }).click();
    await expect(toast).toBeHidden();

    await expect(orderingRow(page, moving.leaflet.id)).toHaveAttribute('data-position', String(priority));
    await expect(activityLine(page)).toContainText(T.moved(admin, moving.storeName, moving.leaflet.naturalId, priority));
    await expect(activityLine(page)).toContainText(T.displaced(holder.leaflet.naturalId));
    const after = await orderingOf(page, platform);
    expect(entryOf(after, moving.leaflet.id)).toMatchObject({ position: priority, priority });
    expect(entryOf(after, holder.leaflet.id).priority).toBeNull();
    expect(priorityHeldTwice(after)).toEqual([]);
  } finally {
    await closeAll([context]);
  }
});

test('while one staff member holds a leaflet picked up with the keyboard, the other sees who is moving it', async ({ browser }) => {
  const platform = 'android2';
  let contextA: BrowserContext | undefined;
  let contextB: BrowserContext | undefined;
  try {
    const a = await openAsStaff(browser, admin, platform);
    contextA = a.context;
    const b = await openAsStaff(browser, root, platform);
    contextB = b.context;
    const pageA = a.page;
    const pageB = b.page;
    await expectEveryoneSeesEveryone([pageA, pageB], [admin, root]);

    const before = await orderingOf(pageA, platform);
    const held = entryAt(before, 2);
    const moving = pageB.getByTestId('presence-moving');
    await expect(moving).toBeEmpty();

    await pickUpWithKeyboard(pageA, held, before.items.length);
    await expect(moving).toHaveText(T.moving(admin, held.leaflet.naturalId));
    const rowOfB = orderingRow(pageB, held.leaflet.id);
    await expect(rowOfB).toHaveAttribute('data-moving-by', admin);
    await expect(rowOfB).toContainText(T.movingRow(admin));
    // A does not see themself as someone else moving.
    await expect(pageA.getByTestId('presence-moving')).toBeEmpty();

    await pageA.keyboard.press('Escape');
    await expect(dragAnnouncement(pageA, T.dragCancelled(held.leaflet.naturalId, held.position))).toBeAttached();
    await expect(dragHandle(pageA, held.leaflet.id)).not.toHaveAttribute('aria-pressed', 'true');
    await expect(moving).toBeEmpty();
    await expect(rowOfB).not.toHaveAttribute('data-moving-by');
    // Cancelling changed nothing.
    expect((await orderingOf(pageB, platform)).version).toBe(before.version);
  } finally {
    await closeAll([contextA, contextB]);
  }
});
