import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNT_OF } from '../support/accounts';
import { login, urlWithPath } from '../support/auth';
import { graphql } from '../support/graphql';
import { closeAll, openDashboardAs, progressOf } from '../support/jobs';
import { isStillTheSameDocument, markNotReloaded, sidewaysOverflow } from '../support/resources';
import { PL } from '../support/texts';
import { STAFF_VIEWPORT } from '../support/xmloffers';

/** Texts of the notification screens in Polish, as a person reads them. */
const T = {
  newNotification: 'Nowe powiadomienie',
  text: 'Treść',
  sendNow: 'Wyślij teraz',
  sent: 'Wysłane',
  delivered: 'Doręczone',
  archiveHeading: 'Archiwum powiadomień',
  counts: (sent: number, failed: number, recipients: number) => `wysłano ${sent} · nieudane ${failed} z ${recipients}`,
};

/** A demo group the notifications user may send to (every shop of it is assigned to them). */
const GROUP = 'Promocje weekendowe';

interface SentNotification {
  id: string;
  status: string;
  recipients: number;
  sent: number;
  failed: number;
}

/** The newest notification with this text, as the server has it now. */
async function notificationWithText(page: Page, text: string): Promise<SentNotification | undefined> {
  const data = await graphql<{ notifications: { items: (SentNotification & { text: string | null })[] } }>(
    page,
    'query($page: ListPageInput) { notifications(page: $page) { items { id text status recipients sent failed } } }',
    { page: { sort: 'createdAt', descending: true, limit: 20 } },
  );
  return data.notifications.items.find((n) => n.text === text);
}

/** The value of a row's progress bar, when it shows one now. */
function barValue(row: Locator): Promise<{ now: number; max: number } | null> {
  return progressOf(row.getByRole('progressbar'));
}

/** An attribute or the text of what a locator shows now ('' when nothing is shown), without waiting for it. */
async function shownNow(locator: Locator, attribute?: string): Promise<string> {
  const values = await locator.evaluateAll(
    (elements, name) =>
      elements.map((e) => {
        const element = e as unknown as { getAttribute(name: string): string | null; textContent: string | null };
        return (name ? element.getAttribute(name) : element.textContent) ?? '';
      }),
    attribute,
  );
  return values[0] ?? '';
}

test('the notifications user sends to a group and watches it go out while an administrator on the dashboard sees the same progress; the archive lists each device with its response code', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const admin = await openDashboardAs(browser, ACCOUNT_OF.ADMIN);
  const notifierContext = await browser.newContext({ viewport: STAFF_VIEWPORT });
  try {
    const page = await notifierContext.newPage();
    const text = `Weekendowe gazetki ${Date.now()}`;

    await test.step('the notifications user lands on /selective-notifications', async () => {
      await login(page, ACCOUNT_OF.EDITOR_NOTIFICATION);
      await expect(page).toHaveURL(urlWithPath('/selective-notifications'));
      await expect(page.getByRole('heading', { level: 1, name: PL.notificationsHeading })).toBeVisible();
    });

    const block = admin.page.getByTestId('dashboard-notifications');
    await expect(block).toBeVisible();
    await markNotReloaded(admin.page);

    await test.step('composes a notification about new offers to a group, with its preview and reach', async () => {
      await page.getByRole('button', { name: T.newNotification }).click();
      const panel = page.getByTestId('record-panel');
      await panel.getByTestId('notification-channel').selectOption('NEW_OFFERS_NOTIFICATION');
      // New-offers notifications have no title of their own: the app writes it.
      await expect(panel.getByTestId('notification-title')).toBeDisabled();
      await panel.getByLabel(T.text, { exact: true }).fill(text);
      await panel.getByTestId('notification-groups').getByRole('checkbox', { name: GROUP }).check();
      await expect(panel.getByTestId('preview-text')).toHaveText(text);
      await expect(panel.getByTestId('notification-reach')).toContainText(/[1-9]\d* urządze/);
      await expect(panel.getByTestId('record-submit')).toHaveText(T.sendNow);
      await panel.getByTestId('record-submit').click();
    });

    let found: SentNotification | undefined;
    await expect
      .poll(
        async () => {
          found = await notificationWithText(page, text);
          return found?.id ?? null;
        },
        { timeout: 15_000 },
      )
      .not.toBeNull();
    const created = found;
    if (!created) throw new Error('the notification was not created');

    await test.step('both watch the progress move live: on the screen and on the administrator\'s dashboard', async () => {
      await page.keyboard.press('Escape');
      const rowOnScreen = page.getByTestId(`resource-row-${created.id}`);
      const rowOnDashboard = block.getByTestId(`dashboard-notification-${created.id}`);
      await expect(rowOnScreen).toBeVisible();
      await expect(rowOnDashboard).toBeVisible();
      const seen = { screen: new Set<number>(), dashboard: new Set<number>() };
      const total = { screen: 0, dashboard: 0 };
      // Done when both pages show the send as sent; meanwhile every bar value either page shows is noted.
      // Rows change as the send ends (the bar goes, the dashboard moves the row to its sent list): every
      // read takes what is shown now, so no read waits for an element that went away.
      await expect
        .poll(
          async () => {
            for (const [where, row] of [
              ['screen', rowOnScreen],
              ['dashboard', rowOnDashboard],
            ] as const) {
              const value = await barValue(row);
              if (value && value.max > 1) {
                seen[where].add(value.now);
                total[where] = value.max;
              }
            }
            const onScreen = await shownNow(rowOnScreen.getByTestId('notification-status'));
            return onScreen.includes(T.sent) && (await shownNow(rowOnDashboard, 'data-status')) === 'SENT';
          },
          { timeout: 60_000, intervals: [100] },
        )
        .toBe(true);
      for (const where of ['screen', 'dashboard'] as const) {
        const intermediate = [...seen[where]].filter((v) => v > 0 && v < total[where]);
        expect(intermediate.length, `progress values seen on the ${where}: ${[...seen[where]].join(', ')} of ${total[where]}`).toBeGreaterThan(0);
      }
      expect(total.screen).toBe(total.dashboard);
      expect(await isStillTheSameDocument(admin.page)).toBe(true);
    });

    const final = await notificationWithText(page, text);
    if (!final) throw new Error('the notification disappeared');
    expect(final.status).toBe('SENT');
    expect(final.recipients).toBeGreaterThan(1);
    expect(final.sent + final.failed).toBe(final.recipients);
    await expect(block.getByTestId(`dashboard-notification-${created.id}`)).toContainText(T.counts(final.sent, final.failed, final.recipients));

    await test.step('the archive lists each device once with its response code', async () => {
      await page.goto(`/archives/notifications?notificationId=${created.id}`);
      await expect(page.getByRole('heading', { level: 1, name: T.archiveHeading })).toBeVisible();
      const rows = page.locator('[data-testid^="delivery-row-"]');
      await expect(rows).toHaveCount(final.recipients);
      await expect(page.getByTestId('deliveries-range')).toContainText(`z ${final.recipients}`);
      const responses = await rows.getByTestId('delivery-response').allTextContents();
      expect(responses.filter((r) => r.includes(T.delivered))).toHaveLength(final.sent);
      const devices = await rows.evaluateAll((elements) => elements.map((e) => (e as unknown as { dataset: Record<string, string> }).dataset['testid'] ?? ''));
      expect(new Set(devices).size).toBe(final.recipients);
      await page.setViewportSize({ width: 390, height: 844 });
      // The layout settles after the window narrows (the sidebar folds away).
      await expect.poll(() => sidewaysOverflow(page)).toBe(0);
    });
  } finally {
    await closeAll([admin.context, notifierContext]);
  }
});

test('a notifications user is refused a channel that is not theirs, and every rule of the form is worded under its field', async ({ browser }) => {
  const context = await browser.newContext({ viewport: STAFF_VIEWPORT });
  try {
    const page = await context.newPage();
    await login(page, ACCOUNT_OF.EDITOR_NOTIFICATION);
    await expect(page).toHaveURL(urlWithPath('/selective-notifications'));

    await test.step('only the user\'s channels are offered; the server refuses another one', async () => {
      await page.getByRole('button', { name: T.newNotification }).click();
      const options = await page.getByTestId('notification-channel').locator('option').evaluateAll((elements) =>
        elements.map((e) => (e as unknown as { value: string }).value).filter((v) => v !== ''),
      );
      expect(options.sort()).toEqual(['NEW_OFFERS_NOTIFICATION', 'PROMOTIONAL_NOTIFICATION_EXTENDED']);
      const refused = await page.evaluate(async () => {
        const response = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
          body: JSON.stringify({
            query: 'mutation($input: NotificationInput!) { sendNotification(input: $input) { id } }',
            variables: { input: { channel: 'NEW_OFFERS_NOTIFICATION_EXTENDED', title: 'Nie mój kanał', storeIds: [], groupIds: [] } },
          }),
        });
        return (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
      });
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    await test.step('a bad geolocation line and a missing target are refused under their fields, in Polish', async () => {
      const panel = page.getByTestId('record-panel');
      await panel.getByTestId('notification-channel').selectOption('PROMOTIONAL_NOTIFICATION_EXTENDED');
      await panel.getByTestId('notification-title').fill('Wyprzedaż');
      await panel.getByTestId('notification-geolocations').fill('52.23, 21.01, 5\n95, 21, 5');
      await panel.getByTestId('record-submit').click();
      await expect(panel.getByText('Wiersz 2: szerokość geograficzna musi mieścić się w zakresie od -90 do 90')).toBeVisible();
      await expect(panel.getByText('Wybierz co najmniej jeden sklep lub grupę')).toBeVisible();
    });
  } finally {
    await context.close();
  }
});
