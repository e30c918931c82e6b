import { expect, test, type BrowserContext } from '@playwright/test';
import { ACCOUNT_OF } from '../support/accounts';
import { submitLogin } from '../support/auth';
import { graphql } from '../support/graphql';
import { API_URL } from '../support/ports';
import {
  isStillTheSameDocument,
  KIT,
  markNotReloaded,
  openKitScreen,
  recordAvatar,
  recordForm,
  resourceRow,
  RestClient,
  sidewaysOverflow,
} from '../support/resources';

/** Two people working together (A and B) and a third party writing around the gateway. */
const admin = ACCOUNT_OF.ADMIN;
const root = ACCOUNT_OF.ROOT;
const scriptUser = ACCOUNT_OF.EDITOR;

async function closeAll(contexts: readonly (BrowserContext | undefined)[]): Promise<void> {
  await Promise.all(contexts.flatMap((context) => (context ? [context.close()] : [])));
}

/** A name no other test or demo record uses. */
function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}`;
}

test('a category A creates appears in B\'s list without a reload', async ({ browser }) => {
  let contextA: BrowserContext | undefined;
  let contextB: BrowserContext | undefined;
  try {
    const a = await openKitScreen(browser, admin, '/categories');
    contextA = a.context;
    const b = await openKitScreen(browser, root, '/categories');
    contextB = b.context;
    await expect(b.page.getByRole('table')).toBeVisible();
    await markNotReloaded(b.page);

    const name = unique('Aaa ogród');
    await a.page.getByRole('button', { name: KIT.newCategory }).click();
    await recordForm(a.page).getByLabel(KIT.name, { exact: true }).fill(name);
    await recordForm(a.page).getByLabel(KIT.categoryWebId).fill(`ogrod-${Date.now().toString(36)}`);
    await recordForm(a.page).getByRole('button', { name: KIT.save, exact: true }).click();

    await expect(b.page.getByRole('table').getByText(name)).toBeVisible();
    expect(await isStillTheSameDocument(b.page)).toBe(true);
  } finally {
    await closeAll([contextA, contextB]);
  }
});

test('two staff on one group: presence, "is editing", takeover that keeps A\'s typing, a conflict with a lock-blind client, and the history', async ({
  browser,
}) => {
  let contextA: BrowserContext | undefined;
  let contextB: BrowserContext | undefined;
  try {
    const a = await openKitScreen(browser, admin, '/groups');
    contextA = a.context;
    const base = unique('Grupa e2e');
    const { createGroup: group } = await graphql<{ createGroup: { id: string; version: number } }>(
      a.page,
      'mutation($name: String!) { createGroup(input: { name: $name }) { id version } }',
      { name: base },
    );
    await a.page.goto(`/groups?record=${group.id}`);
    const b = await openKitScreen(browser, root, `/groups?record=${group.id}`);
    contextB = b.context;

    // Both have the record open and see each other.
    for (const page of [a.page, b.page]) {
      await expect(recordAvatar(page, admin)).toBeVisible();
      await expect(recordAvatar(page, root)).toBeVisible();
    }

    // A starts typing: A holds the lock, B is told and cannot type.
    const typedByA = `${base} (A)`;
    await recordForm(a.page).getByLabel(KIT.name, { exact: true }).fill(typedByA);
    const banner = b.page.getByTestId('lock-banner');
    await expect(banner).toContainText(KIT.editing(admin));
    await expect(recordForm(b.page).getByLabel(KIT.name, { exact: true })).not.toBeEditable();

    // B takes over after confirming; A is told at once and keeps what A typed.
    await banner.getByRole('button', { name: KIT.takeOver }).click();
    await b.page.getByTestId('take-over-dialog').getByRole('button', { name: KIT.takeOver }).click();
    await expect(a.page.getByTestId('lock-lost')).toContainText(KIT.lost(root));
    await expect(recordForm(a.page).getByLabel(KIT.name, { exact: true })).toHaveValue(typedByA);

    // B edits; meanwhile a client that ignores the lock saves the same version straight at the api.
    const typedByB = `${base} (B)`;
    const nameB = recordForm(b.page).getByLabel(KIT.name, { exact: true });
    await expect(nameB).toBeEditable();
    await nameB.fill(typedByB);
    const script = await RestClient.signIn(API_URL, scriptUser);
    const savedByScript = `${base} (skrypt)`;
    const direct = await script.put(`/api/groups/${group.id}`, group.version, { name: savedByScript });
    expect(direct.status).toBe(200);

    // B's save of the same version opens the conflict dialog with both values.
    await recordForm(b.page).getByRole('button', { name: KIT.save, exact: true }).click();
    const dialog = b.page.getByTestId('conflict-dialog');
    await expect(dialog).toBeVisible();
    const nameChoice = dialog.getByTestId('conflict-field-name');
    await expect(nameChoice).toContainText(KIT.theirs(savedByScript));
    await expect(nameChoice).toContainText(scriptUser);
    await expect(nameChoice).toContainText(KIT.mine(typedByB));
    await nameChoice.getByLabel(KIT.mine(typedByB)).check();
    await dialog.getByRole('button', { name: KIT.conflictSave }).click();
    await expect(dialog).toBeHidden();

    // The record holds B's choice, and its history lists both saves with their authors.
    const { group: saved } = await graphql<{ group: { name: string; updatedBy: string } }>(
      b.page,
      'query($id: ID!) { group(id: $id) { name updatedBy } }',
      { id: group.id },
    );
    expect(saved).toEqual({ name: typedByB, updatedBy: root });
    const entries = b.page.getByTestId('history-panel').getByTestId('history-entry');
    await expect(entries).toHaveCount(3);
    await expect(entries.nth(0)).toContainText(KIT.history.UPDATED);
    await expect(entries.nth(0)).toContainText(root);
    await expect(entries.nth(0)).toContainText(typedByB);
    await expect(entries.nth(1)).toContainText(scriptUser);
    await expect(entries.nth(1)).toContainText(savedByScript);
    await expect(entries.nth(2)).toContainText(KIT.history.CREATED);
    await expect(entries.nth(2)).toContainText(admin);
  } finally {
    await closeAll([contextA, contextB]);
  }
});

test('an insert a leaflet page uses cannot be removed; an unused one is archived and restored, live in the other browser', async ({ browser }) => {
  let contextA: BrowserContext | undefined;
  let contextB: BrowserContext | undefined;
  try {
    const a = await openKitScreen(browser, admin, '/inserts');
    contextA = a.context;
    const b = await openKitScreen(browser, root, '/inserts');
    contextB = b.context;
    const { inserts } = await graphql<{ inserts: { items: { id: string; insertName: string; usedBy: number }[] } }>(
      a.page,
      '{ inserts(page: { limit: 500 }) { items { id insertName usedBy } } }',
    );
    const used = inserts.items.find((insert) => insert.insertName === 'spring-sale-insert');
    const unused = inserts.items.find((insert) => insert.insertName === 'summer-banner');
    if (!used || !unused) throw new Error('The demo inserts spring-sale-insert and summer-banner are missing');
    expect(used.usedBy).toBeGreaterThan(0);

    // The used one: the refusal is worded in Polish and nothing changes.
    await resourceRow(a.page, used.id).click();
    await a.page.getByTestId('record-panel').getByRole('button', { name: KIT.archive }).click();
    await a.page.getByTestId('archive-dialog').getByRole('button', { name: KIT.archive }).click();
    await expect(a.page.getByText(KIT.insertInUse)).toBeVisible();
    await expect(resourceRow(b.page, used.id)).toBeVisible();

    // The unused one leaves B's list of active inserts and comes back when A restores it.
    await a.page.goto(`/inserts?record=${unused.id}`);
    await expect(resourceRow(b.page, unused.id)).toBeVisible();
    await markNotReloaded(b.page);
    await a.page.getByTestId('record-panel').getByRole('button', { name: KIT.archive }).click();
    await a.page.getByTestId('archive-dialog').getByRole('button', { name: KIT.archive }).click();
    await expect(resourceRow(b.page, unused.id)).toBeHidden();

    await a.page.getByTestId('record-panel').getByRole('button', { name: KIT.restore }).click();
    await a.page.getByTestId('archive-dialog').getByRole('button', { name: KIT.restore }).click();
    await expect(resourceRow(b.page, unused.id)).toBeVisible();
    expect(await isStillTheSameDocument(b.page)).toBe(true);
  } finally {
    await closeAll([contextA, contextB]);
  }
});

test('the kit\'s lists work by keyboard and fit a 390 px wide phone without scrolling the page sideways', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    // On a phone the sidebar starts closed: signing in ends on the start page.
    await page.goto('/login');
    await submitLogin(page, admin);
    await expect(page).toHaveURL(/\/dashboard/);
    for (const path of ['/categories', '/groups', '/inserts']) {
      await page.goto(path);
      const firstRow = page.locator('[data-testid^="resource-row-"]').first();
      await expect(firstRow).toBeVisible();
      expect({ path, overflow: await sidewaysOverflow(page) }).toEqual({ path, overflow: 0 });
    }
    // Rows are one tab stop: focus the first, move down with the arrow key and open it with Enter.
    await page.goto('/inserts');
    const rows = page.locator('[data-testid^="resource-row-"]');
    await rows.first().focus();
    await page.keyboard.press('ArrowDown');
    const second = rows.nth(1);
    await expect(second).toBeFocused();
    const id = (await second.getAttribute('data-testid'))?.replace('resource-row-', '');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`record=${id ?? 'missing'}`));
    await expect(page.getByTestId('record-form')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('an insert created with its picture shows the picture in the other browser\'s list', async ({ browser }) => {
  let contextA: BrowserContext | undefined;
  let contextB: BrowserContext | undefined;
  try {
    const a = await openKitScreen(browser, admin, '/inserts');
    contextA = a.context;
    const b = await openKitScreen(browser, root, '/inserts');
    contextB = b.context;
    await expect(b.page.getByRole('table')).toBeVisible();

    const name = `aaa-e2e-${Date.now().toString(36)}`;
    await a.page.getByRole('button', { name: 'Nowa wkładka' }).click();
    const form = recordForm(a.page);
    await form.getByLabel('Nazwa techniczna').fill(name);
    await form.getByLabel('Obraz').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('button', { name: KIT.save, exact: true }).click();

    const row = b.page.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    // The insert is created first and its picture uploaded right after: wait for the second write.
    const pictureOf = async () => {
      const { inserts } = await graphql<{ inserts: { items: { insertName: string; imageUrl: string | null }[] } }>(
        b.page,
        'query($search: String!) { inserts(page: { search: $search }) { items { insertName imageUrl } } }',
        { search: name },
      );
      return inserts.items.map((insert) => [insert.insertName, typeof insert.imageUrl]);
    };
    await expect.poll(pictureOf).toEqual([[name, 'string']]);
  } finally {
    await closeAll([contextA, contextB]);
  }
});

/** The smallest file the api takes for a PNG (it is recognised by its first bytes). */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
