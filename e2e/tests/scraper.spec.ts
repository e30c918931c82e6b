import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { ACCOUNT_OF } from '../support/accounts';
import { submitLogin } from '../support/auth';
import { storeNamed } from '../support/dashboard';
import { dateDigits, dayFromToday, typeDate } from '../support/dates';
import { graphql } from '../support/graphql';
import { makePng } from '../support/images';
import { zipOf } from '../support/zip';

const SHOP = 'Biedronka';

test('the scraper turns a ZIP of three page images into a three-page leaflet whose pages are cut, and makes a PDF of it behind a download link', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/login');
  await submitLogin(page, ACCOUNT_OF.ADMIN);
  await expect(page).toHaveURL(/\/dashboard/);

  // Three pages, each its own colour, named so that only a natural order puts them right.
  const archive = zipOf([
    { name: 'gazetka/strona10.png', data: makePng({ width: 60, height: 90, rgb: [20, 40, 200] }) },
    { name: 'gazetka/strona2.png', data: makePng({ width: 60, height: 90, rgb: [20, 160, 40] }) },
    { name: 'gazetka/strona1.png', data: makePng({ width: 60, height: 90, rgb: [200, 30, 40] }) },
  ]);
  const naturalId = `biedronka-zip-${Date.now().toString(36)}`;
  const from = dayFromToday(1);
  const to = dayFromToday(8);

  await page.goto('/scrapper/pdf');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const zipTab = page.getByRole('tabpanel', { name: 'Plik ZIP' });
  await expect(page.getByRole('tab', { name: 'Plik ZIP' })).toHaveAttribute('aria-selected', 'true');
  await zipTab.getByLabel('Sklep').selectOption({ label: SHOP });
  await zipTab.getByLabel('Id gazetki').fill(naturalId);
  await typeDate(zipTab.getByTestId('scraper-zip-valid-from'), dateDigits(from));
  await typeDate(zipTab.getByTestId('scraper-zip-valid-to'), dateDigits(to));
  await typeDate(zipTab.getByTestId('scraper-zip-publish-date'), `${dateDigits(from)}0800`);
  await zipTab.getByLabel('Archiwum ZIP').setInputFiles({ name: 'gazetka.zip', mimeType: 'application/zip', buffer: archive });
  await zipTab.getByRole('button', { name: 'Utwórz gazetkę z ZIP' }).click();

  // The leaflet is created with three pages; building its PDF and then cutting it run live on the screen.
  await expect(zipTab.getByText(`Utworzono gazetkę ${naturalId} z 3 stronami.`)).toBeVisible({ timeout: 30_000 });
  await expect(zipTab.getByTestId('scraper-zip-progress').getByTestId('job-progress')).toHaveAttribute('data-status', 'SUCCESS', { timeout: 60_000 });
  await expect(zipTab.getByTestId('scraper-cut-progress').getByTestId('job-progress')).toHaveAttribute('data-status', 'SUCCESS', { timeout: 60_000 });
  await expect(zipTab.getByRole('link', { name: `Otwórz szczegóły stron gazetki ${naturalId}` })).toBeVisible();

  // The leaflet's three pages were cut from the PDF the archive became.
  const { id: storeId } = await storeNamed(page, SHOP);
  const leaflets = await graphql<{ store: { leaflets: { id: string; naturalId: string; pageCount: number }[] } }>(
    page,
    'query($storeId: ID!) { store(id: $storeId) { leaflets(type: ALL) { id naturalId pageCount } } }',
    { storeId },
  );
  const leaflet = leaflets.store.leaflets.find((l) => l.naturalId === naturalId);
  if (!leaflet) throw new Error(`The leaflet ${naturalId} was not created`);
  expect(leaflet.pageCount).toBe(3);
  const cut = await graphql<{ leafletPageCut: { job: { status: string; steps: { number: number; status: string; width: number; height: number }[] } | null } }>(
    page,
    'query($id: ID!) { leafletPageCut(leafletId: $id) { job { status steps { number status width height } } } }',
    { id: leaflet.id },
  );
  expect(cut.leafletPageCut.job?.status).toBe('SUCCESS');
  expect(cut.leafletPageCut.job?.steps.map((s) => [s.number, s.status])).toEqual([
    [1, 'SUCCESS'],
    [2, 'SUCCESS'],
    [3, 'SUCCESS'],
  ]);

  // The generate-PDF-link tab makes a PDF of those pages and gives a link that works without a session.
  await page.getByRole('tab', { name: 'Generuj link PDF' }).click();
  const pdfTab = page.getByRole('tabpanel', { name: 'Generuj link PDF' });
  await pdfTab.getByLabel('Sklep').selectOption({ label: SHOP });
  await pdfTab.getByLabel('Gazetka').selectOption(leaflet.id);
  await pdfTab.getByRole('button', { name: 'Generuj PDF' }).click();
  await expect(pdfTab.getByTestId('scraper-pdf-progress')).toBeVisible();
  const download = pdfTab.getByRole('link', { name: `Pobierz PDF (${naturalId})` });
  await expect(download).toBeVisible({ timeout: 60_000 });
  await expect(pdfTab.getByTestId('scraper-pdf-expires')).toContainText('Link działa do');
  const href = await download.getAttribute('href');
  expect(href).toMatch(/^\/files\/pdf-links\//);

  const anonymous = await page.context().browser()?.newContext();
  if (!anonymous) throw new Error('No browser');
  try {
    const res = await anonymous.request.get(new URL(href ?? '', page.url()).toString());
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    expect(res.headers()['content-disposition']).toContain(`${naturalId}.pdf`);
    const pdf = await PDFDocument.load(await res.body());
    expect(pdf.getPageCount()).toBe(3);
  } finally {
    await anonymous.close();
  }
});
