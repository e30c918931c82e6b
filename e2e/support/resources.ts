import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';
import { login } from './auth';
import { STAFF_VIEWPORT } from './xmloffers';

/** Texts of the resource kit's screens in Polish, as a person reads them. */
export const KIT = {
  save: 'Zapisz',
  name: 'Nazwa',
  categoryWebId: 'Identyfikator web',
  newCategory: 'Nowa kategoria',
  editing: (holder: string) => `${holder} edytuje`,
  lost: (holder: string) => `${holder} przejął(-ęła) edycję; Twoje zmiany nadal tu są`,
  takeOver: 'Przejmij',
  conflictSave: 'Zapisz wybrane wartości',
  theirs: (value: string) => `Ich: ${value}`,
  mine: (value: string) => `Twoje: ${value}`,
  archive: 'Archiwizuj',
  restore: 'Przywróć',
  filterAll: 'Wszystkie',
  insertInUse: 'Wkładka jest używana w gazetkach i nie można jej usunąć.',
  history: { CREATED: 'Utworzono', UPDATED: 'Zmieniono' },
} as const;

/** A browser context of its own, signed in, on a screen of the kit (optionally with a record open). */
export async function openKitScreen(
  browser: Browser,
  username: string,
  path: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: STAFF_VIEWPORT });
  const page = await context.newPage();
  await login(page, username);
  await page.goto(path);
  return { context, page };
}

export function resourceRow(page: Page, id: string): Locator {
  return page.getByTestId(`resource-row-${id}`);
}

export function recordForm(page: Page): Locator {
  return page.getByTestId('record-form');
}

export function recordAvatar(page: Page, username: string): Locator {
  return page.getByTestId('record-presence').getByTestId(`presence-avatar-${username}`);
}

/** How much wider than the window the page is, in pixels (0: nothing to scroll sideways). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }).document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
}

/** Marks the document, so a test can tell later that the page was never reloaded. */
export async function markNotReloaded(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(globalThis, { e2eNotReloaded: true }));
}

export async function isStillTheSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => 'e2eNotReloaded' in globalThis);
}

/**
 * A client of the api's REST contract that knows nothing about edit locks (a script, another
 * back-end): it signs in straight at the api and writes with If-Match.
 */
export class RestClient {
  private constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  static async signIn(baseUrl: string, username: string): Promise<RestClient> {
    const form = new FormData();
    form.append('username', username);
    form.append('password', DEMO_PASSWORD);
    const res = await fetch(`${baseUrl}/authenticate`, { method: 'POST', body: form });
    expect(res.status).toBe(200);
    const { accessToken } = (await res.json()) as { accessToken: string };
    return new RestClient(baseUrl, accessToken);
  }

  async put(path: string, version: number, body: unknown): Promise<{ status: number; body: unknown }> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${this.token}`, 'Content-Type': 'application/json', 'If-Match': `"${version}"` },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  }
}
