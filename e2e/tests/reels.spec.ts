import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNT_OF } from '../support/accounts';
import { login, urlWithPath } from '../support/auth';
import { graphql } from '../support/graphql';
import { makePng } from '../support/images';
import { isStillTheSameDocument, markNotReloaded, openKitScreen, sidewaysOverflow } from '../support/resources';
import { PL } from '../support/texts';
import { STAFF_VIEWPORT } from '../support/xmloffers';

/** Texts of the reels screen in Polish, as a person reads them. */
const T = {
  channelsNav: 'Kanały',
  reelsNav: 'Rolki',
  channelsHeading: 'Kanały rolek',
  newChannel: 'Nowy kanał',
  newReel: 'Nowa rolka',
  published: 'Opublikowana',
  draft: 'Szkic',
  expired: 'wygasła',
  showExpired: 'Pokaż wygasłe',
  publish: 'Opublikuj',
  publishTitle: 'Opublikować rolkę?',
  imageOfReel: 'Obraz rolki',
};

/** A demo reel whose visibility ended (apps/api/src/seed/demoReels.ts), in a channel of the demo user `reels`. */
const EXPIRED_DEMO_REEL = 'wyprzedaz-zimowa-2025';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The digits a person types into a date-time field written dd.MM.yyyy HH:mm. */
function momentDigits(moment: Date): string {
  return `${twoDigits(moment.getDate())}${twoDigits(moment.getMonth() + 1)}${moment.getFullYear()}${twoDigits(moment.getHours())}${twoDigits(moment.getMinutes())}`;
}

/** Types a day and hour into a date-time field, starting at its first segment (the field moves on by itself). */
async function typeMoment(field: Locator, moment: Date): Promise<void> {
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(momentDigits(moment));
}

/** `days` from today at `hour`:00, local time. */
function dayAt(days: number, hour: number): Date {
  const moment = new Date();
  moment.setDate(moment.getDate() + days);
  moment.setHours(hour, 0, 0, 0);
  return moment;
}

/** The natural id of a current demo leaflet, as an administrator reads it (the reels role reads no leaflets). */
async function demoLeafletId(page: Page): Promise<string> {
  const data = await graphql<{ leaflets: { items: { naturalId: string; pageCount: number }[] } }>(
    page,
    'query { leaflets(filter: { status: [ACTIVE] }, limit: 20) { items { naturalId pageCount } } }',
  );
  const leaflet = data.leaflets.items.find((item) => item.pageCount >= 2 && /-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}-[a-z0-9]{5}$/.test(item.naturalId));
  if (!leaflet) throw new Error('no current demo leaflet with two pages');
  return leaflet.naturalId;
}

async function reelNamed(page: Page, naturalId: string): Promise<{ id: string; status: string } | undefined> {
  const data = await graphql<{ reels: { items: { id: string; naturalId: string; status: string }[] } }>(
    page,
    'query($page: ListPageInput) { reels(page: $page) { items { id naturalId status } } }',
    { page: { search: naturalId, limit: 10 } },
  );
  return data.reels.items.find((reel) => reel.naturalId === naturalId);
}

test('the reels user creates a channel and a reel leading to a leaflet page and publishes it; an administrator on /reels sees it change live; expired reels show only when asked for', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await openKitScreen(browser, ACCOUNT_OF.ADMIN, '/reels');
  const reelsContext = await browser.newContext({ viewport: STAFF_VIEWPORT });
  try {
    const page = await reelsContext.newPage();
    const stamp = Date.now();
    const channelId = `promocje-e2e-${stamp}`;
    const channelName = `Promocje e2e ${stamp}`;
    const reelId = `rolka-gazetka-${stamp}`;
    const leafletId = await demoLeafletId(admin.page);

    await expect(admin.page.getByRole('heading', { level: 1, name: PL.reelsHeading })).toBeVisible();
    await markNotReloaded(admin.page);

    await test.step('the reels user signs in and lands on /reels', async () => {
      await login(page, ACCOUNT_OF.EDITOR_REELS);
      await expect(page).toHaveURL(urlWithPath('/reels'));
      await expect(page.getByRole('heading', { level: 1, name: PL.reelsHeading })).toBeVisible();
    });

    await test.step('creates a channel: it is assigned to them', async () => {
      await page.getByRole('navigation', { name: 'Sekcje rolek' }).getByRole('link', { name: T.channelsNav }).click();
      await expect(page.getByRole('heading', { level: 1, name: T.channelsHeading })).toBeVisible();
      await page.getByRole('button', { name: T.newChannel }).click();
      const panel = page.getByTestId('record-panel');
      await panel.getByTestId('reel-channel-natural-id').fill(channelId);
      await panel.getByTestId('reel-channel-name').fill(channelName);
      await panel.getByTestId('record-submit').click();
      await expect(panel.getByTestId('reel-channel-editors-read-only')).toHaveText('reels');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('rowheader', { name: channelName })).toBeVisible();
    });

    await test.step('creates a reel in it: a picture uploaded from the computer, leading to a page of a demo leaflet', async () => {
      await page.getByRole('navigation', { name: 'Sekcje rolek' }).getByRole('link', { name: T.reelsNav }).click();
      await page.getByRole('button', { name: T.newReel }).click();
      const panel = page.getByTestId('record-panel');
      await panel.getByTestId('reel-channel').selectOption({ label: channelName });
      await panel.getByTestId('reel-natural-id').fill(reelId);
      await panel.getByTestId('reel-media-input').setInputFiles({ name: 'rolka.png', mimeType: 'image/png', buffer: makePng() });
      await expect(panel.getByRole('img', { name: T.imageOfReel })).toBeVisible();
      await expect(panel.getByTestId('reel-media-preview')).toHaveAttribute('data-media-type', 'IMAGE');
      await panel.getByTestId('reel-visibility-time').fill('15');
      await typeMoment(panel.getByTestId('reel-visibility-start'), dayAt(1, 8));
      await typeMoment(panel.getByTestId('reel-visibility-end'), dayAt(8, 20));
      await typeMoment(panel.getByTestId('reel-publish-date'), dayAt(1, 6));
      await panel.getByTestId('reel-action-LEAFLET_PAGE').check();
      await panel.getByTestId('reel-leaflet-id').fill(leafletId);
      await panel.getByTestId('reel-page-kind-STANDARD').check();
      await panel.getByTestId('reel-page-number').fill('2');
      await panel.getByTestId('record-submit').click();
      await expect(panel.getByTestId('reel-actions').getByTestId('reel-status')).toContainText(T.draft);
    });

    let created: { id: string; status: string } | undefined;
    await expect
      .poll(
        async () => {
          created = await reelNamed(page, reelId);
          return created?.id ?? null;
        },
        { timeout: 15_000 },
      )
      .not.toBeNull();
    const reel = created;
    if (!reel) throw new Error('the reel was not created');

    const adminRow = admin.page.getByTestId(`resource-row-${reel.id}`);
    await test.step('the administrator sees the new reel appear without a reload', async () => {
      await expect(adminRow).toBeVisible();
      await expect(adminRow.getByTestId('reel-status')).toHaveAttribute('data-status', 'DRAFT');
    });

    await test.step('the reels user publishes it after a question; the administrator sees the status change live', async () => {
      const panel = page.getByTestId('record-panel');
      await panel.getByTestId('reel-publish').click();
      await expect(page.getByRole('alertdialog', { name: T.publishTitle })).toBeVisible();
      await page.getByTestId('reel-publish-confirm').click();
      await expect(panel.getByTestId('reel-actions').getByTestId('reel-status')).toContainText(T.published);
      await expect(adminRow.getByTestId('reel-status')).toHaveAttribute('data-status', 'PUBLISHED');
      await expect(adminRow.getByTestId('reel-status')).toContainText(T.published);
      expect(await isStillTheSameDocument(admin.page)).toBe(true);
      expect((await reelNamed(page, reelId))?.status).toBe('PUBLISHED');
    });

    await test.step('an expired reel is hidden until "show expired" is on', async () => {
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('record-panel')).toBeHidden();
      const expired = await graphql<{ reels: { items: { id: string; naturalId: string }[] } }>(
        page,
        'query { reels(page: { limit: 100 }, filter: { expiry: EXPIRED }) { items { id naturalId } } }',
      );
      const expiredReel = expired.reels.items.find((item) => item.naturalId === EXPIRED_DEMO_REEL);
      if (!expiredReel) throw new Error(`the demo reel ${EXPIRED_DEMO_REEL} is missing`);
      const row = page.getByTestId(`resource-row-${expiredReel.id}`);
      await expect(page.getByTestId(`resource-row-${reel.id}`)).toBeVisible();
      await expect(row).toHaveCount(0);
      const toggle = page.getByRole('switch', { name: T.showExpired });
      await expect(toggle).not.toBeChecked();
      // The switch keeps its state in the address (expired=1): it turns on once the list has it.
      await toggle.click();
      await expect(toggle).toBeChecked();
      await expect(row).toBeVisible();
      await expect(row).toContainText(T.expired);
      await toggle.click();
      await expect(toggle).not.toBeChecked();
      await expect(row).toHaveCount(0);
    });

    await test.step('the screen fits a phone without sideways scrolling', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      // The layout settles after the window narrows (the sidebar folds away).
      await expect.poll(() => sidewaysOverflow(page)).toBe(0);
    });
  } finally {
    await reelsContext.close();
    await admin.context.close();
  }
});
