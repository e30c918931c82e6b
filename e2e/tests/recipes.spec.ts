import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { ACCOUNT_OF } from '../support/accounts';
import { login, urlWithPath } from '../support/auth';
import { graphql } from '../support/graphql';
import { isStillTheSameDocument, markNotReloaded, openKitScreen, resourceRow, sidewaysOverflow } from '../support/resources';
import { PL } from '../support/texts';
import { STAFF_VIEWPORT } from '../support/xmloffers';

/** Texts of the recipes screen in Polish, as a person reads them. */
const T = {
  recipesOf: (cook: string) => `Przepisy kucharza ${cook}`,
  newRecipe: 'Nowy przepis',
  cook: 'Kucharz',
  title: 'Tytuł',
  seoId: 'Identyfikator SEO',
  type: 'Rodzaj dania',
  preparationTime: 'Czas przygotowania (minuty)',
  servings: 'Liczba porcji',
  medium: 'Średni',
  tags: 'Tagi',
  shoppingList: 'Link do listy zakupów',
  addStep: 'Dodaj krok',
  stepName: (position: number) => `Nazwa kroku ${position}`,
  stepDescription: (position: number) => `Opis kroku ${position}`,
  moveStep: (position: number, name: string) => `Przenieś krok ${position}: ${name}`,
  over: (name: string, position: number, total: number) => `Krok ${name} jest nad pozycją ${position} z ${total}.`,
  dropped: (name: string, position: number, total: number) => `Upuszczono krok ${name} na pozycji ${position} z ${total}.`,
  darkPreview: 'Ciemny podgląd',
  openShoppingList: 'Otwórz listę zakupów',
  time: '45 min',
  servingsValue: '4 porcje',
};

/** The demo cooks assigned to the demo user `recipes` (apps/api/src/seed/demoRecipes.ts). */
const RECIPE_EDITOR_COOKS = ['Ania Gotuje', 'Kuchnia Marka'];

async function closeAll(contexts: readonly (BrowserContext | undefined)[]): Promise<void> {
  await Promise.all(contexts.flatMap((context) => (context ? [context.close()] : [])));
}

/** One attribute of each element, in the page's order. */
async function attributeOfEach(elements: Locator, name: string): Promise<string[]> {
  const all = await elements.all();
  return Promise.all(all.map(async (element) => (await element.getAttribute(name)) ?? ''));
}

/** The names of the cooks on the screen, as their cards say. */
async function cookNames(page: Page): Promise<string[]> {
  return attributeOfEach(page.getByTestId('cooks-list').locator('[data-testid^="cook-card-"]'), 'data-cook-name');
}

/** The steps of the preview, in the order it shows them. */
async function previewSteps(panel: Locator): Promise<string[]> {
  return attributeOfEach(panel.getByTestId('recipe-preview').getByTestId('preview-step'), 'data-step-name');
}

/** What the drag and drop tells a screen reader user. */
function announcement(page: Page, text: string): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

/** The recipe with this title as the server has it now, if any. */
async function recipeTitled(page: Page, title: string): Promise<{ id: string; steps: { name: string }[] } | undefined> {
  const data = await graphql<{ recipes: { items: { id: string; title: string; steps: { name: string }[] }[] } }>(
    page,
    'query($page: ListPageInput) { recipes(page: $page) { items { id title steps { name } } } }',
    { page: { search: title, limit: 10 } },
  );
  return data.recipes.items.find((recipe) => recipe.title === title);
}

test('the recipes user writes a recipe for one of their cooks, orders its steps with the keyboard and checks the preview; an administrator sees it arrive live', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  let adminContext: BrowserContext | undefined;
  let editorContext: BrowserContext | undefined;
  try {
    const admin = await openKitScreen(browser, ACCOUNT_OF.ADMIN, '/recipes');
    adminContext = admin.context;
    await expect(admin.page.getByRole('heading', { level: 1, name: PL.recipesHeading })).toBeVisible();
    await expect(admin.page.getByRole('table')).toBeVisible();
    await markNotReloaded(admin.page);

    editorContext = await browser.newContext({ viewport: STAFF_VIEWPORT });
    const page = await editorContext.newPage();
    const stamp = Date.now().toString(36);
    const title = `Zupa pomidorowa e2e ${stamp}`;

    await test.step('the recipes user lands on /recipes and sees only the cooks assigned to them', async () => {
      await login(page, ACCOUNT_OF.EDITOR_RECIPE);
      await expect(page).toHaveURL(urlWithPath('/recipes'));
      await expect(page.getByRole('heading', { level: 1, name: PL.recipesHeading })).toBeVisible();
      await expect.poll(async () => (await cookNames(page)).sort()).toEqual([...RECIPE_EDITOR_COOKS].sort());
      await expect(page.getByRole('button', { name: 'Nowy kucharz' })).toHaveCount(0);
    });

    const panel = page.getByTestId('record-panel');
    await test.step('chooses a cook and fills in a new recipe with three steps', async () => {
      await page.getByRole('button', { name: T.recipesOf(RECIPE_EDITOR_COOKS[0] ?? '') }).click();
      await page.getByRole('button', { name: T.newRecipe }).click();
      await expect(panel.getByLabel(T.cook, { exact: true })).toHaveValue(/[0-9a-f-]{36}/);
      await panel.getByLabel(T.title, { exact: true }).fill(title);
      await panel.getByLabel(T.seoId, { exact: true }).fill(`zupa-pomidorowa-e2e-${stamp}`);
      await panel.getByLabel(T.type, { exact: true }).selectOption('SOUP');
      await panel.getByLabel(T.preparationTime, { exact: true }).fill('45');
      await panel.getByLabel(T.servings, { exact: true }).fill('4');
      await panel.getByRole('radio', { name: T.medium }).check();
      await panel.getByLabel(T.tags, { exact: true }).fill('zupa, obiad');
      await panel.getByLabel(T.shoppingList, { exact: true }).fill(`https://www.example.pl/lista/e2e${stamp}`);

      await panel.getByLabel(T.stepName(1), { exact: true }).fill('Pomidory');
      await panel.getByLabel(T.stepDescription(1), { exact: true }).fill('Sparz i obierz pomidory.');
      await panel.getByRole('button', { name: T.addStep }).click();
      await expect(panel.getByLabel(T.stepName(2), { exact: true })).toBeFocused();
      await page.keyboard.type('Bulion');
      await panel.getByLabel(T.stepDescription(2), { exact: true }).fill('Zagotuj bulion warzywny.');
      await panel.getByRole('button', { name: T.addStep }).click();
      await panel.getByLabel(T.stepName(3), { exact: true }).fill('Podanie');
      await panel.getByLabel(T.stepDescription(3), { exact: true }).fill('Podawaj z makaronem.');

      await expect.poll(() => previewSteps(panel)).toEqual(['Pomidory', 'Bulion', 'Podanie']);
      const preview = panel.getByTestId('recipe-preview');
      await expect(preview.getByTestId('preview-title')).toHaveText(title);
      await expect(preview.getByTestId('preview-time')).toContainText(T.time);
      await expect(preview.getByTestId('preview-servings')).toContainText(T.servingsValue);
      await expect(preview.getByRole('link', { name: T.openShoppingList })).toBeVisible();
    });

    await test.step('moves the first step to the end with the keyboard alone: Space, arrows, Space', async () => {
      const handle = panel.getByRole('button', { name: T.moveStep(1, 'Pomidory') });
      await handle.focus();
      await expect(handle).toBeFocused();
      await page.keyboard.press('Space');
      await expect(handle).toHaveAttribute('aria-pressed', 'true');
      for (const position of [2, 3]) {
        await page.keyboard.press('ArrowDown');
        await expect(announcement(page, T.over('Pomidory', position, 3))).toBeAttached();
      }
      await page.keyboard.press('Space');
      await expect(announcement(page, T.dropped('Pomidory', 3, 3))).toBeAttached();
      await expect(panel.getByRole('button', { name: T.moveStep(3, 'Pomidory') })).toBeFocused();
      await expect(panel.getByLabel(T.stepName(1), { exact: true })).toHaveValue('Bulion');
    });

    await test.step('the preview shows the steps in the new order, in light and in dark', async () => {
      await expect.poll(() => previewSteps(panel)).toEqual(['Bulion', 'Podanie', 'Pomidory']);
      const screen = panel.getByTestId('preview-screen');
      const toggle = panel.getByRole('button', { name: T.darkPreview });
      const light = await screen.getAttribute('data-theme');
      await toggle.click();
      await expect(screen).toHaveAttribute('data-theme', light === 'dark' ? 'light' : 'dark');
      await expect(toggle).toHaveAttribute('aria-pressed', light === 'dark' ? 'false' : 'true');
      await toggle.click();
      await expect(screen).toHaveAttribute('data-theme', light ?? 'light');
    });

    let created: { id: string; steps: { name: string }[] } | undefined;
    await test.step('saves the recipe with its steps in that order', async () => {
      await panel.getByTestId('record-submit').click();
      await expect
        .poll(
          async () => {
            created = await recipeTitled(page, title);
            return created?.id ?? null;
          },
          { timeout: 15_000 },
        )
        .not.toBeNull();
      expect(created?.steps.map((step) => step.name)).toEqual(['Bulion', 'Podanie', 'Pomidory']);
    });
    const recipe = created;
    if (!recipe) throw new Error('the recipe was not created');

    await test.step('the administrator, on /recipes in another browser, sees it arrive without a reload', async () => {
      await expect(resourceRow(admin.page, recipe.id)).toBeVisible();
      await expect(resourceRow(admin.page, recipe.id)).toContainText(title);
      expect(await isStillTheSameDocument(admin.page)).toBe(true);
    });

    await test.step('the screen has no sideways scroll on a phone', async () => {
      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
      await page.setViewportSize({ width: 390, height: 844 });
      // The layout settles after the window narrows (the sidebar folds away).
      await expect.poll(() => sidewaysOverflow(page)).toBe(0);
    });
  } finally {
    await closeAll([adminContext, editorContext]);
  }
});
