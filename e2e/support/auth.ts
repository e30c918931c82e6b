import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';
import { PL } from './texts';

/** Fills the sign-in form (already on screen) and submits it. */
export async function submitLogin(page: Page, username: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel(PL.usernameField).fill(username);
  await page.getByLabel(PL.passwordField, { exact: true }).fill(password);
  await page.getByRole('button', { name: PL.loginButton }).click();
}

/** Opens sign-in, signs in with a demo account and waits until the signed-in frame is on screen. */
export async function login(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, username);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('navigation', { name: PL.sidebar })).toBeVisible();
}

/** Logs out through the user menu. */
export async function logout(page: Page, username: string): Promise<void> {
  await page.getByRole('button', { name: PL.userMenu(username) }).click();
  await page.getByRole('menuitem', { name: PL.logoutMenuItem }).click();
}

/** Matches a URL whose path is exactly `path` (any query). */
export function urlWithPath(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^[a-z]+://[^/]+${escaped}(?:[?#].*)?$`);
}
