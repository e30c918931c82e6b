import { expect, test, type BrowserContext } from '@playwright/test';
import { ACCOUNT_OF } from '../support/accounts';
import { login } from '../support/auth';
import { leafletsOf, openShop, storeNamed } from '../support/dashboard';
import { graphql } from '../support/graphql';
import {
  PL_JOBS as T,
  articleDataOf,
  closeAll,
  openDashboardAs,
  progressOf,
} from '../support/jobs';
import { isStillTheSameDocument, markNotReloaded } from '../support/xmloffers';
import { makeLeafletPdf } from '../support/pdf';

/** What the page's image element tells about its loading. */
interface ImageBox {
  complete: boolean;
  naturalWidth: number;
}

/** The two people working together: A and B. */
const admin = ACCOUNT_OF.ADMIN;
const root = ACCOUNT_OF.ROOT;

test('staff A imports article data; staff B watches the progress and the matching table fill, then sees A’s confirmed matches', async ({
  browser,
}) => {
  let contextA: BrowserContext | undefined;
  let contextB: BrowserContext | undefined;
  try {
    const a = await openDashboardAs(browser, admin);
    contextA = a.context;
    const b = await openDashboardAs(browser, root);
    contextB = b.context;
    const pageA = a.page;
    const pageB = b.page;
    const panelA = pageA.getByRole('region', { name: T.importPanel, exact: true });
    const panelB = pageB.getByRole('region', { name: T.importPanel, exact: true });
    await expect(panelB.getByRole('button', { name: T.startImport })).toBeEnabled();
    await markNotReloaded(pageB);

    // B keeps the "to confirm" tab open while A starts the import.
    await panelB.getByRole('tab', { name: T.tab(T.toConfirm) }).click();
    await panelA.getByRole('button', { name: T.startImport }).click();

    // B sees the progress bar advance: values strictly between 0 and the total, then the total.
    const barB = panelB.getByRole('progressbar', { name: T.importProgress });
    const seen = new Set<number>();
    let max = 0;
    await expect
      .poll(
        async () => {
          const progress = await progressOf(barB);
          if (progress) {
            seen.add(progress.now);
            max = progress.max;
          }
          return progress !== null && progress.max > 0 && progress.now === progress.max;
        },
        { timeout: 60_000, intervals: [100] },
      )
      .toBe(true);
    const intermediate = [...seen].filter((v) => v > 0 && v < max);
    expect(intermediate.length, `progress values seen by B: ${[...seen].join(', ')} of ${max}`).toBeGreaterThan(0);

    // The matching table filled on B's screen without a reload.
    const matched = await articleDataOf(pageB, 'MATCHED');
    expect(matched.length).toBeGreaterThan(1);
    const toConfirmB = panelB.getByRole('tabpanel');
    for (const item of matched.slice(0, 3)) {
      await expect(toConfirmB.getByRole('row', { name: T.rowName(item.title, item.retailer, T.matchedStatus) })).toBeVisible();
    }
    expect(await isStillTheSameDocument(pageB)).toBe(true);

    // A confirms a suggested match.
    const toConfirm = matched[0];
    if (!toConfirm) throw new Error('No suggested match');
    await panelA.getByRole('tab', { name: T.tab(T.toConfirm) }).click();
    await panelA.getByRole('button', { name: T.confirm(toConfirm.title) }).click();

    // A assigns an unmatched item of a known shop to one of that shop's leaflets.
    const unmatched = (await articleDataOf(pageA, 'NOT_MATCHED')).find((i) => i.storeId !== null);
    if (!unmatched?.storeId) throw new Error('The demo source has no unmatched item of a known shop');
    const leaflet = (await leafletsOf(pageA, unmatched.storeId)).find((l) => l.status !== 'DELETED');
    if (!leaflet) throw new Error('The shop has no leaflet to assign');
    await panelA.getByRole('tab', { name: T.tab(T.unmatched) }).click();
    await panelA.getByRole('button', { name: T.assign(unmatched.title) }).click();
    const form = panelA.getByRole('form', { name: T.assign(unmatched.title) });
    await form.getByLabel(T.leafletIdField).fill(leaflet.naturalId);
    await form.getByRole('button', { name: T.assignSubmit, exact: true }).click();

    // B sees both items become CONFIRMED, still without reloading.
    await expect(toConfirmB.getByRole('row', { name: T.rowName(toConfirm.title, toConfirm.retailer, T.matchedStatus) })).toHaveCount(0);
    await panelB.getByRole('tab', { name: T.tab(T.confirmed) }).click();
    const confirmedB = panelB.getByRole('tabpanel');
    await expect(confirmedB.getByRole('row', { name: T.rowName(toConfirm.title, toConfirm.retailer, T.confirmedStatus) })).toBeVisible();
    await expect(confirmedB.getByRole('row', { name: T.rowName(unmatched.title, unmatched.retailer, T.confirmedStatus) })).toBeVisible();
    expect(await isStillTheSameDocument(pageB)).toBe(true);

    const confirmed = await articleDataOf(pageB, 'CONFIRMED');
    expect(confirmed.find((i) => i.id === unmatched.id)?.leafletReference?.leafletNaturalId).toBe(leaflet.naturalId);
  } finally {
    await closeAll([contextA, contextB]);
  }
});

test('uploading a PDF cuts it into pages live; a page that cannot be rendered fails and can be retried', async ({ page }) => {
  const pages = 6;
  const broken = 4;
  await login(page, admin);
  const store = await storeNamed(page, 'Lidl');
  const leaflet = (await leafletsOf(page, store.id)).find((l) => l.status !== 'DELETED');
  if (!leaflet) throw new Error('Lidl has no leaflet');

  const table = await openShop(page, store.name);
  await table.getByRole('button', { name: T.pagesButton(leaflet.naturalId) }).click();
  const dialog = page.getByRole('dialog', { name: T.pagesDialog(leaflet.naturalId) });
  await expect(dialog).toBeVisible();

  const pdf = await makeLeafletPdf({ pages, title: `Gazetka ${leaflet.naturalId}`, oversizedPages: [broken] });
  await dialog.getByLabel(T.uploadPdf).setInputFiles({ name: 'gazetka.pdf', mimeType: 'application/pdf', buffer: pdf });

  // The overall line shows the cut running, then its end; every page card reaches its final status live.
  const overall = dialog.getByTestId('cut-overall');
  const overallSeen = new Set<string>();
  await expect
    .poll(
      async () => {
        const text = (await overall.textContent().catch(() => null)) ?? '';
        overallSeen.add(text.trim());
        return text.includes(T.overallFailedOne);
      },
      { timeout: 60_000, intervals: [100] },
    )
    .toBe(true);
  expect([...overallSeen].some((text) => T.overallRunning.test(text)), `overall states seen: ${[...overallSeen].join(' | ')}`).toBe(true);

  for (let n = 1; n <= pages; n += 1) {
    const status = n === broken ? T.stepFailed : T.stepDone;
    await expect(dialog.getByRole('button', { name: T.page(n, status) })).toBeVisible();
  }
  await expect(dialog.getByRole('button', { name: T.page(broken, T.stepFailed) })).toContainText(T.pageTooLarge);

  // The rendered pages are real images: open page 2 in the viewer.
  await dialog.getByRole('button', { name: T.page(2, T.stepDone) }).click();
  const viewer = page.getByRole('dialog', { name: T.viewer(2, pages) });
  const image = viewer.getByRole('img', { name: T.pageAlt(2) });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: ImageBox) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(1000);
  await viewer.getByRole('button', { name: T.closeViewer }).click();

  // Retry renders the failed page again (and only that one): it runs and ends FAILED with a second attempt.
  const cutBefore = await graphql<{ leafletPageCut: { job: { id: string; steps: { number: number; attempts: number }[] } } }>(
    page,
    'query($id: ID!) { leafletPageCut(leafletId: $id) { job { id steps { number attempts } } } }',
    { id: leaflet.id },
  );
  await dialog.getByRole('button', { name: T.retryFailed }).click();
  await expect
    .poll(async () => {
      const now = await graphql<{ job: { status: string; steps: { number: number; attempts: number; status: string }[] } }>(
        page,
        'query($id: ID!) { job(id: $id) { status steps { number attempts status } } }',
        { id: cutBefore.leafletPageCut.job.id },
      );
      return now.job.status === 'FAILED' && now.job.steps.find((s) => s.number === broken)?.attempts;
    }, { timeout: 60_000 })
    .toBe((cutBefore.leafletPageCut.job.steps.find((s) => s.number === broken)?.attempts ?? 0) + 1);
  const after = await graphql<{ job: { steps: { number: number; attempts: number }[] } }>(page, 'query($id: ID!) { job(id: $id) { steps { number attempts } } }', {
    id: cutBefore.leafletPageCut.job.id,
  });
  for (const step of after.job.steps.filter((s) => s.number !== broken)) {
    expect(step.attempts).toBe(cutBefore.leafletPageCut.job.steps.find((s) => s.number === step.number)?.attempts);
  }
  await expect(dialog.getByRole('button', { name: T.page(broken, T.stepFailed) })).toBeVisible();
  await expect(overall).toHaveText(T.overallFailedOne);
});

test('an editor re-runs a crawler source from the new-leaflets search; an administrator sees the run finish live', async ({ browser }) => {
  let contextA: BrowserContext | undefined;
  let contextB: BrowserContext | undefined;
  try {
    const a = await openDashboardAs(browser, ACCOUNT_OF.EDITOR);
    contextA = a.context;
    const b = await openDashboardAs(browser, admin);
    contextB = b.context;
    for (const page of [a.page, b.page]) {
      // For an administrator the scrapper group holds two pages (the PDF scrapper too) and opens first.
      const navigation = page.getByRole('navigation', { name: 'Nawigacja główna' });
      const group = navigation.getByRole('button', { name: 'Scrapper' });
      if ((await group.count()) > 0 && (await group.getAttribute('aria-expanded')) !== 'true') await group.click();
      await navigation.getByRole('link', { name: T.crawlerScreen }).click();
      await expect(page.getByRole('heading', { name: T.crawlerScreen, level: 1 })).toBeVisible();
    }
    const { crawlerSources } = await graphql<{ crawlerSources: { id: string; name: string; url: string }[] }>(
      a.page,
      'query { crawlerSources { id name url } }',
    );
    const source = crawlerSources.find((s) => !s.url.includes('offline'));
    if (!source) throw new Error('No crawler source in the demo data');
    await markNotReloaded(b.page);

    await a.page.getByRole('button', { name: T.runAgain(source.name) }).click();
    for (const page of [a.page, b.page]) {
      await expect(page.getByTestId('crawler-runs').getByRole('row', { name: T.runRow(source.name, T.success) }).first()).toBeVisible({
        timeout: 30_000,
      });
    }
    expect(await isStillTheSameDocument(b.page)).toBe(true);
    const { crawlerRuns } = await graphql<{ crawlerRuns: { status: string; startedBy: string | null; result: { found: number | null } | null }[] }>(
      b.page,
      'query($id: ID) { crawlerRuns(sourceId: $id, limit: 1) { status startedBy result { found } } }',
      { id: source.id },
    );
    expect(crawlerRuns[0]).toMatchObject({ status: 'SUCCESS', startedBy: ACCOUNT_OF.EDITOR });
    expect(crawlerRuns[0]?.result?.found).toBeGreaterThan(0);
  } finally {
    await closeAll([contextA, contextB]);
  }
});
