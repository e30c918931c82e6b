import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_OF } from '../support/accounts';
import { submitLogin } from '../support/auth';
import { storesOf, type StoreSummary } from '../support/dashboard';
import { graphql } from '../support/graphql';
import { closeAll, openDashboardAs } from '../support/jobs';
import { isStillTheSameDocument, markNotReloaded } from '../support/resources';

/** Texts of the administration screens in Polish, as a person reads them. */
const T = {
  archivedShopsHeading: 'Archiwalne sklepy',
  logsHeading: 'Dziennik aktywności',
  resourceFilter: 'Obiekt',
  storeResource: 'Sklep',
  archivedShop: 'Zarchiwizowano sklep',
  restoredShop: 'Przywrócono sklep',
  createdCategory: 'Utworzono kategorię',
  createdUser: 'Utworzono użytkownika',
  signedIn: 'Zalogowano',
  newUser: 'Nowy użytkownik',
  username: 'Nazwa użytkownika',
  role: 'Rola',
  editorRole: 'Redaktor',
  newOffersChannel: 'Nowe oferty',
  temporaryPassword: 'Hasło tymczasowe',
  save: 'Zapisz',
  passwordHeading: 'Zmiana hasła',
  currentPassword: 'Obecne hasło',
  newPassword: 'Nowe hasło',
  repeatPassword: 'Powtórz nowe hasło',
  changePassword: 'Zmień hasło',
};

/** A demo shop with leaflets that no other journey works on (the last one with leaflets). */
async function quietShopWithLeaflets(page: Page): Promise<StoreSummary> {
  const shops = (await storesOf(page)).filter((s) => s.leafletsSummary.total > 0);
  const shop = shops.at(-1);
  if (!shop) throw new Error('The demo has no shop with leaflets');
  return shop;
}

/** The activity log's rows as text, newest first. */
function logRows(page: Page) {
  return page.locator('[data-testid^="log-row-"]');
}

test('a shop archived by A leaves B\'s dashboard, shows in the archive for both, comes back with its leaflets when restored, and the log names who did each step', async ({
  browser,
}) => {
  const a = await openDashboardAs(browser, ACCOUNT_OF.ADMIN);
  const b = await openDashboardAs(browser, ACCOUNT_OF.ROOT);
  try {
    const shop = await quietShopWithLeaflets(a.page);
    const rowOnB = b.page.getByTestId(`shop-row-${shop.id}`);
    await expect(rowOnB).toBeVisible();
    await markNotReloaded(b.page);

    await test.step('A archives the shop from its dialog; it leaves B\'s dashboard live', async () => {
      await a.page.getByTestId(`edit-shop-${shop.id}`).click();
      const dialog = a.page.getByRole('dialog', { name: shop.name });
      await expect(dialog).toBeVisible();
      await dialog.getByTestId('archive-shop').click();
      await a.page.getByTestId('archive-shop-confirm').click();
      await expect(a.page.getByTestId(`shop-row-${shop.id}`)).toHaveCount(0);
      await expect(rowOnB).toHaveCount(0);
      expect(await isStillTheSameDocument(b.page)).toBe(true);
    });

    await test.step('both see it in /archives/shops', async () => {
      await a.page.keyboard.press('Escape');
      for (const page of [a.page, b.page]) {
        await page.goto('/archives/shops');
        await expect(page.getByRole('heading', { level: 1, name: T.archivedShopsHeading })).toBeVisible();
        await expect(page.getByTestId(`resource-row-${shop.id}`)).toBeVisible();
      }
      await markNotReloaded(b.page);
    });

    await test.step('A restores it; it leaves B\'s archive live and is back on the dashboard with its leaflets', async () => {
      await a.page.getByTestId(`restore-shop-${shop.id}`).click();
      await expect(a.page.getByTestId(`resource-row-${shop.id}`)).toHaveCount(0);
      await expect(b.page.getByTestId(`resource-row-${shop.id}`)).toHaveCount(0);
      expect(await isStillTheSameDocument(b.page)).toBe(true);
      await b.page.goto('/dashboard');
      await expect(b.page.getByTestId(`shop-row-${shop.id}`)).toBeVisible();
      const restored = (await storesOf(b.page)).find((s) => s.id === shop.id);
      expect(restored?.leafletsSummary).toEqual(shop.leafletsSummary);
    });

    await test.step('/logs lists the archive and the restore by admin; the live tail shows a new entry without a reload', async () => {
      await a.page.goto('/logs');
      await expect(a.page.getByRole('heading', { level: 1, name: T.logsHeading })).toBeVisible();
      await a.page.getByLabel(T.resourceFilter, { exact: true }).selectOption({ label: T.storeResource });
      const archived = logRows(a.page).filter({ hasText: T.archivedShop }).filter({ hasText: ACCOUNT_OF.ADMIN });
      const restored = logRows(a.page).filter({ hasText: T.restoredShop }).filter({ hasText: ACCOUNT_OF.ADMIN });
      await expect(archived.first()).toBeVisible();
      await expect(restored.first()).toBeVisible();

      await a.page.getByLabel(T.resourceFilter, { exact: true }).selectOption({ index: 0 });
      await markNotReloaded(a.page);
      const name = `Log ${Date.now().toString(36)}`;
      await graphql(b.page, 'mutation($input: CategoryInput!) { createCategory(input: $input) { id } }', {
        input: { name, categoryWebId: name.toLowerCase().replace(/\s+/g, '-') },
      });
      const created = logRows(a.page).filter({ hasText: T.createdCategory }).filter({ hasText: ACCOUNT_OF.ROOT }).first();
      await expect(created).toBeVisible();
      expect(await isStillTheSameDocument(a.page)).toBe(true);
    });
  } finally {
    await closeAll([a.context, b.context]);
  }
});

test('an administrator creates an EDITOR for two shops; the editor sees exactly those two, and is sent to sign-in as soon as the account is disabled', async ({
  browser,
}) => {
  const a = await openDashboardAs(browser, ACCOUNT_OF.ADMIN);
  const editorContext = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  try {
    const [first, second] = await storesOf(a.page);
    if (!first || !second) throw new Error('The demo has fewer than two shops');
    const username = `ed${Date.now().toString(36)}`;
    const temporary = 'Tymczasowe-1234';
    const own = 'Moje-nowe-haslo-99';

    await test.step('A creates the account with two shops and a temporary password', async () => {
      await a.page.goto('/users');
      await a.page.getByRole('button', { name: T.newUser }).click();
      const form = a.page.getByTestId('record-form');
      await form.getByLabel(T.username, { exact: true }).fill(username);
      await form.getByLabel(T.role, { exact: true }).selectOption({ label: T.editorRole });
      await form.getByRole('checkbox', { name: T.newOffersChannel, exact: true }).check();
      await form.getByRole('checkbox', { name: first.name, exact: true }).check();
      await form.getByRole('checkbox', { name: second.name, exact: true }).check();
      await form.getByLabel(T.temporaryPassword, { exact: true }).fill(temporary);
      await form.getByRole('button', { name: T.save, exact: true }).click();
      await expect(a.page.locator('[data-testid^="resource-row-"]').filter({ hasText: username })).toBeVisible();
    });

    const page = await editorContext.newPage();
    await test.step('the editor signs in, sets an own password and sees exactly the two shops', async () => {
      await page.goto('/login');
      await submitLogin(page, username, temporary);
      await expect(page.getByRole('heading', { level: 1, name: T.passwordHeading })).toBeVisible();
      await page.getByLabel(T.currentPassword, { exact: true }).fill(temporary);
      await page.getByLabel(T.newPassword, { exact: true }).fill(own);
      await page.getByLabel(T.repeatPassword, { exact: true }).fill(own);
      await page.getByRole('button', { name: T.changePassword, exact: true }).click();
      // Once the password is changed, the editor goes on to their start page.
      await expect(page).toHaveURL(/\/dashboard/);
      await expect(page.getByTestId(`shop-row-${first.id}`)).toBeVisible();
      await expect(page.getByTestId(`shop-row-${second.id}`)).toBeVisible();
      await expect(page.locator('[data-testid^="shop-row-"]')).toHaveCount(2);
      expect((await storesOf(page)).map((s) => s.id).sort()).toEqual([first.id, second.id].sort());
    });

    await test.step('A disables the account; the editor\'s open page goes to sign-in', async () => {
      // The saved account stays open in its panel: close it, then open it again from its row.
      await a.page.keyboard.press('Escape');
      await expect(a.page.getByRole('dialog')).toHaveCount(0);
      await a.page.locator('[data-testid^="resource-row-"]').filter({ hasText: username }).click();
      await a.page.getByTestId('user-disable').click();
      await a.page.getByTestId('user-disable-confirm').click();
      // The gateways read ended sessions every SESSION_REVOCATIONS_POLL_MS (2 s) and close their sockets.
      await expect(page).toHaveURL(/\/login/, { timeout: 15_000 });
    });

    await test.step('/logs names the administrator who created the account and the editor\'s own sign-in', async () => {
      await a.page.keyboard.press('Escape');
      await a.page.goto('/logs');
      await expect(logRows(a.page).filter({ hasText: T.createdUser }).filter({ hasText: ACCOUNT_OF.ADMIN }).first()).toBeVisible();
      await expect(logRows(a.page).filter({ hasText: T.signedIn }).filter({ hasText: username }).first()).toBeVisible();
    });
  } finally {
    await closeAll([a.context, editorContext]);
  }
});
