import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { ACCOUNT_OF } from '../support/accounts';
import { graphql } from '../support/graphql';
import { closeAll } from '../support/jobs';
import { KIT, openKitScreen, recordForm } from '../support/resources';

const admin = ACCOUNT_OF.ADMIN;
const root = ACCOUNT_OF.ROOT;

/** Texts of the app configuration screen in Polish, as a person reads them. */
const T = {
  heading: 'Konfiguracja aplikacji',
  restoreConfirm: 'Przywróć',
};

interface Section {
  id: string;
  section: string;
  version: number;
  document: Record<string, unknown>;
}

async function sectionOf(page: Page, key: string): Promise<Section> {
  const data = await graphql<{ appConfigSections: { items: Section[] } }>(page, '{ appConfigSections { items { id section version document } } }');
  const found = data.appConfigSections.items.find((item) => item.section === key);
  if (!found) throw new Error(`no section ${key}`);
  return found;
}

/** The apps' call: the published configuration, as a phone asks for it (optionally with the ETag it has). */
async function published(request: APIRequestContext, etag?: string) {
  const response = await request.get('/public/app-config', etag ? { headers: { 'if-none-match': etag } } : {});
  const body = response.status() === 200 ? ((await response.json()) as { version: string; sections: Record<string, Record<string, unknown>> }) : null;
  return { status: response.status(), etag: response.headers()['etag'] ?? '', body };
}

test('two administrators edit the same section: the second save opens the conflict dialog, a revert restores the previous version, and the apps get the new configuration under a new ETag', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  let contextA: BrowserContext | undefined;
  let contextB: BrowserContext | undefined;
  try {
    const a = await openKitScreen(browser, admin, '/app-config');
    contextA = a.context;
    await expect(a.page.getByRole('heading', { level: 1, name: T.heading })).toBeVisible();
    const banner = await sectionOf(a.page, 'mobileWhatsNewBanner');
    const before = await published(a.page.request);
    expect(before.status).toBe(200);
    expect(before.etag).not.toBe('');

    await a.page.goto(`/app-config?record=${banner.id}`);
    const b = await openKitScreen(browser, root, `/app-config?record=${banner.id}`);
    contextB = b.context;
    const titleA = recordForm(a.page).getByTestId('config-banner-title');
    const titleB = recordForm(b.page).getByTestId('config-banner-title');
    await expect(titleA).toHaveValue(String(banner.document['title']));
    await expect(titleB).toHaveValue(String(banner.document['title']));

    const stamp = Date.now().toString(36);
    const typedByB = `Nowości B ${stamp}`;
    const typedByA = `Nowości A ${stamp}`;

    await test.step('B starts editing; A takes the section over and saves first', async () => {
      await titleB.fill(typedByB);
      const lockBanner = a.page.getByTestId('lock-banner');
      await expect(lockBanner).toContainText(KIT.editing(root));
      await lockBanner.getByRole('button', { name: KIT.takeOver }).click();
      await a.page.getByTestId('take-over-dialog').getByRole('button', { name: KIT.takeOver }).click();
      await expect(b.page.getByTestId('lock-lost')).toContainText(KIT.lost(admin));
      await expect(titleA).toBeEditable();
      await titleA.fill(typedByA);
      await recordForm(a.page).getByTestId('record-submit').click();
      await expect.poll(async () => (await sectionOf(a.page, 'mobileWhatsNewBanner')).version).toBe(banner.version + 1);
    });

    await test.step('B saves the version B started from: the conflict dialog shows both, B keeps B\'s title', async () => {
      await expect(titleB).toHaveValue(typedByB);
      await expect(titleB).toBeEditable();
      await recordForm(b.page).getByTestId('record-submit').click();
      const dialog = b.page.getByTestId('conflict-dialog');
      await expect(dialog).toBeVisible();
      const choice = dialog.getByTestId('conflict-field-title');
      await expect(choice).toContainText(KIT.theirs(typedByA));
      await expect(choice).toContainText(KIT.mine(typedByB));
      await choice.getByLabel(KIT.mine(typedByB)).check();
      await dialog.getByRole('button', { name: KIT.conflictSave }).click();
      await expect(dialog).toBeHidden();
      await expect.poll(async () => (await sectionOf(b.page, 'mobileWhatsNewBanner')).document['title']).toBe(typedByB);
      // A, who is not editing now, sees B's title without a reload.
      await expect(titleA).toHaveValue(typedByB);
    });

    const saved = await sectionOf(a.page, 'mobileWhatsNewBanner');
    expect(saved.version).toBe(banner.version + 2);

    await test.step('A restores the previous version (A\'s title) from the history', async () => {
      await a.page.getByTestId(`restore-version-${String(banner.version + 1)}`).click();
      const dialog = a.page.getByTestId('restore-dialog');
      await dialog.getByRole('button', { name: T.restoreConfirm, exact: true }).click();
      await expect.poll(async () => (await sectionOf(a.page, 'mobileWhatsNewBanner')).version).toBe(banner.version + 3);
      expect((await sectionOf(a.page, 'mobileWhatsNewBanner')).document['title']).toBe(typedByA);
      await expect(titleB).toHaveValue(typedByA);
    });

    await test.step('the apps get the restored configuration under a new ETag; their copy is answered 304', async () => {
      const after = await published(a.page.request);
      expect(after.status).toBe(200);
      expect(after.etag).not.toBe(before.etag);
      expect(after.body?.sections['mobileWhatsNewBanner']?.['title']).toBe(typedByA);
      const withOld = await published(a.page.request, before.etag);
      expect(withOld.status).toBe(200);
      expect(withOld.etag).toBe(after.etag);
      const withCurrent = await published(a.page.request, after.etag);
      expect(withCurrent.status).toBe(304);
      expect(withCurrent.body).toBeNull();
    });
  } finally {
    await closeAll([contextA, contextB]);
  }
});
