import { expect, test } from '@playwright/test';
import { LOGIN_ROUTE } from '@flyerdesk/domain/routes';
import { ACCOUNT_OF, DISABLED_ACCOUNT } from '../support/accounts';
import { login, logout, submitLogin, urlWithPath } from '../support/auth';
import { PL } from '../support/texts';

const admin = ACCOUNT_OF.ADMIN;
/** Cookies holding the signed-in session (HttpOnly, set by the gateway). */
const SESSION_COOKIES = ['fd_access', 'fd_refresh'];

test('a signed-out visit to the dashboard asks to sign in and then opens the dashboard', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(urlWithPath(LOGIN_ROUTE));
  await expect(page.getByRole('heading', { name: PL.loginHeading })).toBeVisible();
  await expect(page.getByText(PL.verificationFailed)).toBeVisible();

  await submitLogin(page, admin);
  await expect(page).toHaveURL(urlWithPath('/dashboard'));
  await expect(page.getByRole('heading', { level: 1, name: PL.dashboardHeading })).toBeVisible();
});

test('after signing in, the page asked for before is opened rather than the start page', async ({ page }) => {
  await page.goto('/password');
  await expect(page).toHaveURL(urlWithPath(LOGIN_ROUTE));

  await submitLogin(page, admin);
  await expect(page).toHaveURL(urlWithPath('/password'));
  await expect(page.getByRole('heading', { level: 1, name: PL.passwordHeading })).toBeVisible();
});

test('a wrong password is refused with an error and no session', async ({ page, context }) => {
  await page.goto('/login');
  await submitLogin(page, admin, 'not-the-password');
  await expect(page.getByText(PL.wrongCredentials)).toBeVisible();
  await expect(page).toHaveURL(urlWithPath(LOGIN_ROUTE));
  expect((await context.cookies()).map((c) => c.name)).not.toContain('fd_access');

  await page.goto('/dashboard');
  await expect(page).toHaveURL(urlWithPath(LOGIN_ROUTE));
});

test('a disabled account is refused like a wrong password: its right password tells a stranger nothing', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, DISABLED_ACCOUNT);
  await expect(page.getByText(PL.wrongCredentials)).toBeVisible();
  await expect(page.getByText(PL.disabledAccount)).toHaveCount(0);
  await expect(page).toHaveURL(urlWithPath(LOGIN_ROUTE));
});

test('logging out returns to sign-in and the dashboard then needs signing in again', async ({ page }) => {
  await login(page, admin);
  await expect(page).toHaveURL(urlWithPath('/dashboard'));

  await logout(page, admin);
  await expect(page).toHaveURL(urlWithPath(LOGIN_ROUTE));
  await expect(page.getByRole('heading', { name: PL.loginHeading })).toBeVisible();

  await page.goto('/dashboard');
  await expect(page).toHaveURL(urlWithPath(LOGIN_ROUTE));
  await expect(page.getByRole('button', { name: PL.loginButton })).toBeVisible();

  // The old session is gone on the server too: signing in is needed again and works.
  await submitLogin(page, admin);
  await expect(page).toHaveURL(urlWithPath('/dashboard'));
});

test('a session lost while working leads to sign-in with a note and back after signing in', async ({ page, context }) => {
  await login(page, admin);
  await expect(page.getByRole('heading', { level: 1, name: PL.dashboardHeading })).toBeVisible();

  for (const name of SESSION_COOKIES) await context.clearCookies({ name });

  // Working on: opening another screen asks the server for its list. (The dashboard's live lists may
  // ask it first and already have led to sign-in; either way the session is found lost, and signing in
  // again returns to the screen that was open.)
  const signIn = /\/login(\?|$)/;
  let workingOn: { path: string; heading: string } = { path: '/dashboard', heading: PL.dashboardHeading };
  if (!signIn.test(page.url())) {
    const opened = await page
      .getByRole('navigation', { name: PL.sidebar })
      .getByRole('link', { name: PL.recipesHeading })
      .click({ timeout: 5_000 })
      .then(() => true)
      // Already on the way to sign-in: the navigation is gone.
      .catch(() => false);
    if (opened) workingOn = { path: '/recipes', heading: PL.recipesHeading };
  }

  await expect(page.getByText(PL.sessionLost)).toBeVisible();
  await expect(page).toHaveURL(signIn);

  await submitLogin(page, admin);
  await expect(page).toHaveURL(urlWithPath(workingOn.path));
  await expect(page.getByRole('heading', { level: 1, name: workingOn.heading })).toBeVisible();
  await expect(page.getByText(PL.sessionLost)).toHaveCount(0);
});
