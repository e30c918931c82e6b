import { expect, test, type Page } from '@playwright/test';
import { LOCALE_COOKIE } from '@flyerdesk/domain/constants';
import { ROLES } from '@flyerdesk/domain/roles';
import { NOT_FOUND_ROUTE, START_ROUTE, canAccess, sidebarFor, type SidebarItem } from '@flyerdesk/domain/routes';
import { ACCOUNT_OF } from '../support/accounts';
import { login, urlWithPath } from '../support/auth';
import { MOUNTED_PATHS, isBuilt } from '../support/builtScreens';
import { featureFlagsOf } from '../support/session';
import { EN, PL } from '../support/texts';

/** Every page the sidebar links to, groups unfolded. */
function linkedPaths(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => (item.children?.length ? linkedPaths(item.children) : [item.path]));
}

/** Paths of the sidebar's links as shown on the page. */
async function sidebarLinks(page: Page, sidebarName: string): Promise<(string | null)[]> {
  const links = await page.getByRole('navigation', { name: sidebarName }).locator('li a').all();
  return Promise.all(links.map((link) => link.getAttribute('href')));
}

/** The heading a person sees on a role's start page, in Polish and English. */
function startHeading(start: string): { pl: string; en: string } {
  if (!isBuilt(start)) return { pl: PL.notAvailableHeading, en: EN.notAvailableHeading };
  if (start === '/recipes') return { pl: PL.recipesHeading, en: EN.recipesHeading };
  if (start === '/reels') return { pl: PL.reelsHeading, en: EN.reelsHeading };
  return start === '/selective-notifications'
    ? { pl: PL.notificationsHeading, en: EN.notificationsHeading }
    : { pl: PL.dashboardHeading, en: EN.dashboardHeading };
}

for (const role of ROLES) {
  const username = ACCOUNT_OF[role];
  const start = START_ROUTE[role];

  test(`${role} (${username}) lands on ${start}, sees only its screens and keeps language and theme`, async ({
    page,
    context,
  }) => {
    await login(page, username);
    const flags = await featureFlagsOf(page);
    const heading = startHeading(start);

    await test.step('lands on the start page of the role', async () => {
      await expect(page).toHaveURL(urlWithPath(start));
      await expect(page.getByRole('heading', { level: 1, name: heading.pl })).toBeVisible();
      if (!isBuilt(start)) await expect(page.getByText(PL.notAvailableText)).toBeVisible();
    });

    await test.step('the sidebar lists exactly the built screens the role may open', async () => {
      const expected = linkedPaths(sidebarFor([role], flags, isBuilt));
      await expect.poll(() => sidebarLinks(page, PL.sidebar)).toEqual(expected);
      const sidebar = page.getByRole('navigation', { name: PL.sidebar });
      if (expected.length === 0) await expect(sidebar.getByText(PL.sidebarEmpty)).toBeVisible();
      else await expect(sidebar.getByText(PL.sidebarEmpty)).toHaveCount(0);
    });

    const forbidden = MOUNTED_PATHS.find((path) => !canAccess(path, [role], flags));
    if (forbidden !== undefined) {
      await test.step(`a screen the role may not open (${forbidden}) leads back to the start page`, async () => {
        await page.goto(forbidden);
        await expect(page).toHaveURL(urlWithPath(start));
        await expect(page.getByRole('heading', { level: 1, name: heading.pl })).toBeVisible();
      });
    }

    await test.step('an unknown address shows the not-found page', async () => {
      await page.goto('/no-such-screen/at-all');
      await expect(page).toHaveURL(urlWithPath(NOT_FOUND_ROUTE));
      await expect(page.getByRole('heading', { name: PL.notFoundHeading })).toBeVisible();
    });

    await test.step('English and the dark theme survive a reload', async () => {
      await page.goto(start);
      await expect(page.getByRole('heading', { level: 1, name: heading.pl })).toBeVisible();

      await page.getByRole('button', { name: PL.languageMenu }).click();
      await page.getByRole('menuitemradio', { name: EN.languageMenuItem }).click();
      await expect(page.getByText(EN.languageChanged)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: heading.en })).toBeVisible();

      const themeSwitch = page.getByRole('switch', { name: EN.darkTheme });
      await expect(themeSwitch).not.toBeChecked();
      await themeSwitch.click();
      await expect(themeSwitch).toBeChecked();
      await expect(page.locator('body')).toHaveCSS('color-scheme', 'dark');

      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1, name: heading.en })).toBeVisible();
      await expect(page.getByRole('navigation', { name: EN.sidebar })).toBeVisible();
      await expect(page.getByRole('button', { name: EN.languageMenu })).toBeVisible();
      await expect(page.getByRole('button', { name: EN.userMenu(username) })).toBeVisible();
      await expect(page.getByRole('switch', { name: EN.darkTheme })).toBeChecked();
      await expect(page.locator('body')).toHaveCSS('color-scheme', 'dark');

      const cookies = await context.cookies();
      expect(cookies).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: LOCALE_COOKIE, value: 'en' }),
          expect.objectContaining({ name: 'theme', value: 'dark' }),
        ]),
      );
    });
  });
}
