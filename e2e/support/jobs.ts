import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { login } from './auth';
import { graphql } from './graphql';

/** Texts of the job screens a person reads, in Polish (the default language). */
export const PL_JOBS = {
  importPanel: 'Dane artykułów',
  startImport: 'Importuj dane artykułów',
  importProgress: 'Import danych artykułów',
  tab: (label: string) => new RegExp(`^${label}( \\(\\d+\\))?$`),
  toConfirm: 'Do potwierdzenia',
  unmatched: 'Niedopasowane',
  confirmed: 'Potwierdzone',
  confirmedStatus: 'Potwierdzona',
  matchedStatus: 'Dopasowana',
  confirm: (title: string) => `Potwierdź dopasowanie: ${title}`,
  assign: (title: string) => `Przypisz do gazetki: ${title}`,
  leafletIdField: 'ID gazetki',
  assignSubmit: 'Przypisz',
  rowName: (title: string, retailer: string, status: string) => `${title} (${retailer}): ${status}`,
  pagesButton: (naturalId: string) => `Strony gazetki ${naturalId}`,
  pagesDialog: (naturalId: string) => `Strony — ${naturalId}`,
  uploadPdf: 'Wgraj plik PDF, aby podzielić go na strony',
  page: (n: number, status: string) => `Strona ${n}: ${status}`,
  pageAlt: (n: number) => `Strona ${n}`,
  viewer: (n: number, total: number) => `Strona ${n} z ${total}`,
  closeViewer: 'Zamknij stronę',
  stepDone: 'Gotowe',
  stepFailed: 'Błąd',
  stepRunning: /^(Oczekuje|W trakcie)$/,
  overallComplete: 'Gotowe',
  overallFailedOne: 'Niepowodzenie — 1 strona',
  overallRunning: /(Sprawdzanie…|w trakcie)/,
  retryFailed: 'Ponów nieudane strony',
  pageTooLarge: 'Strona jest zbyt duża, by ją wygenerować.',
  crawlerScreen: 'Wyszukiwanie nowych gazetek',
  runAgain: (source: string) => `Uruchom ponownie: ${source}`,
  runRow: (source: string, status: string) => `${source}: ${status}`,
  success: 'Sukces',
};

export interface ArticleDataItem {
  id: string;
  title: string;
  retailer: string;
  storeId: string | null;
  status: string;
  leafletReference: { leafletNaturalId: string } | null;
}

/** Article-data items as the server has them now (one status). */
export async function articleDataOf(page: Page, status: 'NOT_MATCHED' | 'MATCHED' | 'CONFIRMED'): Promise<ArticleDataItem[]> {
  const data = await graphql<{ articlesData: ArticleDataItem[] }>(
    page,
    'query($status: ArticleDataStatus) { articlesData(status: $status) { id title retailer storeId status leafletReference { leafletNaturalId } } }',
    { status },
  );
  return data.articlesData;
}

/** Signs a member of staff in, in a browser context of their own, on the dashboard. */
export async function openDashboardAs(browser: Browser, username: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1200 } });
  const page = await context.newPage();
  await login(page, username);
  await expect(page).toHaveURL(/\/dashboard/);
  return { context, page };
}

/**
 * Current value and maximum of a progress bar, as assistive technology reads them; null while no bar
 * is shown. Reads what the page shows now without waiting for the bar, so a poll never hangs on a bar
 * that went away (a job that ended) between two reads.
 */
export async function progressOf(bar: Locator): Promise<{ now: number; max: number } | null> {
  const [first] = await bar.evaluateAll((elements) =>
    elements.map((e) => {
      const element = e as unknown as { getAttribute(name: string): string | null };
      return [element.getAttribute('aria-valuenow'), element.getAttribute('aria-valuemax')] as const;
    }),
  );
  if (!first || first[0] === null || first[1] === null) return null;
  return { now: Number(first[0]), max: Number(first[1]) };
}

export async function closeAll(contexts: readonly (BrowserContext | undefined)[]): Promise<void> {
  await Promise.all(contexts.flatMap((context) => (context ? [context.close()] : [])));
}
