import { expect, test } from '@playwright/test';
import { ACCOUNT_OF } from '../support/accounts';
import { login, urlWithPath } from '../support/auth';
import { PL } from '../support/texts';

/** Texts of the app's frame as a person reads them in Polish. */
const T = {
  loyaltyCards: 'Karty lojalnościowe',
  newVersion: 'Dostępna jest nowa wersja Flyerdesk — odśwież stronę',
  reload: 'Odśwież',
  errorLog: /^Dziennik błędów \(\d+\)$/,
  errorLogTitle: 'Dziennik błędów',
  releaseNotes: 'Informacje o wydaniu',
  releaseNotesInEnglish: 'Informacje o wydaniu są napisane po angielsku.',
  close: 'Zamknij',
};

/** The built screen's module, as the built app names it (assets/LoyaltyCardsPage-<hash>.js). */
const LOYALTY_CARDS_MODULE = '**/assets/LoyaltyCardsPage-*.js';

test('after a new version is deployed, a screen whose module is gone offers a reload instead of a blank screen, and the reload brings the screen', async ({
  page,
}) => {
  await login(page, ACCOUNT_OF.ADMIN);
  // The tab was opened before the deployment: the screen's module of its version is no longer served.
  await page.route(LOYALTY_CARDS_MODULE, (route) => route.abort());

  await page.getByRole('navigation', { name: PL.sidebar }).getByRole('link', { name: T.loyaltyCards }).click();
  await expect(page).toHaveURL(urlWithPath('/loyalty-cards'));

  const prompt = page.getByRole('main').getByRole('alert').filter({ hasText: T.newVersion });
  await expect(prompt).toBeVisible();
  // Offered once, in the screen's place.
  await expect(page.getByTestId('new-version-prompt')).toHaveCount(1);

  await test.step('the failed load is in the error log', async () => {
    await page.getByRole('banner').getByRole('button', { name: T.errorLog }).click();
    const log = page.getByRole('dialog', { name: T.errorLogTitle });
    await expect(log.getByRole('cell', { name: /LoyaltyCardsPage-.*\.js/ }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(log).toBeHidden();
  });

  await test.step('Reload, by keyboard, opens the screen of the new version', async () => {
    await page.unroute(LOYALTY_CARDS_MODULE);
    const reload = prompt.getByRole('button', { name: T.reload });
    await reload.focus();
    await expect(reload).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: T.loyaltyCards })).toBeVisible();
    await expect(page.getByTestId('new-version-prompt')).toHaveCount(0);
  });
});

test('the versions in the sidebar footer open the release notes', async ({ page }) => {
  await login(page, ACCOUNT_OF.ADMIN);
  const sidebar = page.getByRole('navigation', { name: PL.sidebar });
  const versions = sidebar.getByRole('button', { name: new RegExp(`${T.releaseNotes}$`) });
  await expect(versions).toContainText('UI ');
  await versions.click();

  const notes = page.getByRole('dialog', { name: T.releaseNotes });
  await expect(notes.getByText(T.releaseNotesInEnglish)).toBeVisible();
  await expect(notes.getByRole('heading', { name: 'Changelog' })).toBeVisible();
  await expect(notes.getByRole('heading', { name: 'Added' }).first()).toBeVisible();
  await expect(notes.getByRole('link', { name: 'Keep a Changelog' })).toHaveAttribute('href', 'https://keepachangelog.com/en/1.1.0/');

  await page.keyboard.press('Escape');
  await expect(notes).toBeHidden();
  await expect(versions).toBeFocused();
});
