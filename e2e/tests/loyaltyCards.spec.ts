import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_OF } from '../support/accounts';
import { graphql } from '../support/graphql';
import { closeAll } from '../support/jobs';
import { isStillTheSameDocument, markNotReloaded, openKitScreen, sidewaysOverflow } from '../support/resources';
import { EN, PL } from '../support/texts';

/** Texts of the loyalty card screen as a person reads them, in Polish and in English. */
const T = {
  pl: {
    heading: 'Karty lojalnościowe',
    newCard: 'Nowa karta',
    cardIdRule: "Dozwolone są tylko małe litery, cyfry i '-'",
    discard: 'Odrzuć zmiany',
  },
  en: {
    heading: 'Loyalty cards',
    newCard: 'New card',
    cardIdRule: "Only lowercase letters, digits and '-'",
    discard: 'Discard changes',
    search: 'Search',
    created: (name: string) => `Created: ${name}`,
    front: (name: string) => `Front of ${name}`,
  },
};

/** The card id a person types that breaks the rule (capitals, a space, a Polish letter, '!'). */
const INVALID_CARD_ID = 'Karta Złota!';
const INVALID_CARD_NAME = 'Karta Złota';

interface CardItem {
  id: string;
  cardId: string;
  cardName: string;
  color: string;
  images: string[];
  storeName: string | null;
  country: string;
}

/** The cards the server has whose names or ids contain `text` (archived ones too). */
async function cardsMatching(page: Page, text: string): Promise<CardItem[]> {
  const data = await graphql<{ loyaltyCards: { items: CardItem[] } }>(
    page,
    'query($page: ListPageInput) { loyaltyCards(page: $page) { items { id cardId cardName color images storeName country } } }',
    { page: { search: text, archived: 'ALL', limit: 100 } },
  );
  return data.loyaltyCards.items;
}

/** Opens the new card form, types the invalid card id and a name, and tries to save. */
async function tryInvalidCard(page: Page, newCard: string): Promise<void> {
  await page.getByRole('button', { name: newCard }).click();
  const panel = page.getByTestId('record-panel');
  await panel.getByTestId('card-id').fill(INVALID_CARD_ID);
  await panel.getByTestId('card-name').fill(INVALID_CARD_NAME);
  await panel.getByTestId('record-submit').click();
}

/** Closes the open form, discarding what was typed. */
async function discardForm(page: Page, discard: string): Promise<void> {
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: discard }).click();
  await expect(page.getByTestId('record-panel')).toBeHidden();
}

test('A loyalty card with an invalid cardId shows the field\'s message in the UI language, and nothing is written; a valid card reaches a second administrator live', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const first = await openKitScreen(browser, ACCOUNT_OF.ADMIN, '/loyalty-cards');
  const second = await openKitScreen(browser, ACCOUNT_OF.ROOT, '/loyalty-cards');
  const { page } = first;
  const watcher = second.page;
  try {
    await test.step('both administrators see the list of cards', async () => {
      await expect(page.getByRole('heading', { level: 1, name: T.pl.heading })).toBeVisible();
      await expect(watcher.getByRole('heading', { level: 1, name: T.pl.heading })).toBeVisible();
      await expect(watcher.getByRole('rowheader', { name: 'Moja Biedronka' })).toBeVisible();
      await markNotReloaded(watcher);
    });

    await test.step('a card id with capitals, a space, a Polish letter and "!" is refused under its field, in Polish', async () => {
      await tryInvalidCard(page, T.pl.newCard);
      const cardId = page.getByTestId('record-panel').getByTestId('card-id');
      await expect(cardId).toHaveAttribute('aria-invalid', 'true');
      await expect(cardId).toHaveAccessibleDescription(T.pl.cardIdRule);
      await expect(page.getByTestId('record-panel').getByText(T.pl.cardIdRule)).toBeVisible();
      await discardForm(page, T.pl.discard);
    });

    await test.step('in English, the same card id is refused with the English message', async () => {
      await page.getByRole('button', { name: PL.languageMenu }).click();
      await page.getByRole('menuitemradio', { name: EN.languageMenuItem }).click();
      await expect(page.getByText(EN.languageChanged)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: T.en.heading })).toBeVisible();
      await tryInvalidCard(page, T.en.newCard);
      const cardId = page.getByTestId('record-panel').getByTestId('card-id');
      await expect(cardId).toHaveAccessibleDescription(T.en.cardIdRule);
      await expect(page.getByTestId('record-panel').getByText(T.pl.cardIdRule)).toHaveCount(0);
      await discardForm(page, T.en.discard);
    });

    await test.step('nothing was written: neither list nor the server has such a card', async () => {
      await page.getByLabel(T.en.search).fill(INVALID_CARD_NAME);
      await expect(page.locator('[data-testid^="resource-row-"]')).toHaveCount(0);
      await page.getByLabel(T.en.search).fill('');
      expect(await cardsMatching(page, INVALID_CARD_NAME)).toEqual([]);
      expect(await cardsMatching(page, 'Złota!')).toEqual([]);
      await expect(watcher.getByRole('rowheader', { name: INVALID_CARD_NAME })).toHaveCount(0);
    });

    const stamp = Date.now().toString(36);
    const cardId = `karta-zlota-${stamp}`;
    const cardName = `Złota ${stamp}`;

    await test.step('a valid card with a colour and its front picture is saved', async () => {
      await page.getByRole('button', { name: T.en.newCard }).click();
      const panel = page.getByTestId('record-panel');
      await panel.getByTestId('card-id').fill(cardId);
      await panel.getByTestId('card-name').fill(cardName);
      await panel.getByTestId('card-shop').selectOption({ label: 'Biedronka' });
      await panel.getByTestId('card-country').selectOption('PL');
      await panel.getByTestId('card-color-text').fill('#ffd60a');
      // A picture made by the api for a card of this colour serves as the photo of the front.
      const picture = await page.request.get('/files/loyaltyCards/generated-ffd60a-front.png');
      expect(picture.status()).toBe(200);
      await panel.getByTestId('card-image-upload').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: await picture.body() });
      await expect(panel.getByAltText(T.en.front(cardName))).toBeVisible();
      await panel.getByTestId('record-submit').click();
      await expect(page.getByText(T.en.created(cardName))).toBeVisible();
    });

    await test.step('the second administrator sees it appear without a reload', async () => {
      await expect(watcher.getByRole('rowheader', { name: cardName })).toBeVisible({ timeout: 15_000 });
      expect(await isStillTheSameDocument(watcher)).toBe(true);
      const [saved] = await cardsMatching(page, cardId);
      expect(saved).toMatchObject({ cardId, cardName, color: '#ffd60a', storeName: 'Biedronka', country: 'PL' });
      expect(saved?.images).toHaveLength(1);
      expect(saved?.images[0]).toMatch(/^\/files\/loyaltyCards\/[a-z0-9-]+\.png$/);
      const row = watcher.getByTestId(`resource-row-${saved?.id ?? ''}`);
      await expect(row).toContainText('Biedronka');
      await expect(row.locator('img')).toHaveAttribute('src', saved?.images[0] ?? '');
    });

    await test.step('the list reads without sideways scrolling at 390 px', async () => {
      await watcher.setViewportSize({ width: 390, height: 844 });
      await expect.poll(() => sidewaysOverflow(watcher)).toBe(0);
    });
  } finally {
    await closeAll([first.context, second.context]);
  }
});
