/**
 * The leaflet scraper (spec §2 /scrapper/pdf, behind the leaflet-scrapper switch; ADMIN and ROOT):
 * - the ZIP tab turns a ZIP archive of page images into a new leaflet of a chosen shop: the archive's
 *   images, in the natural order of their names, become the pages of the leaflet's PDF
 *   (job LEAFLET_FROM_ZIP), whose pages are then cut as usual (job PAGE_CUT);
 * - the generate-PDF-link tab builds a PDF of a leaflet's pages (job LEAFLET_PDF) and gives a download
 *   link that expires.
 */

/** Largest ZIP archive the ZIP tab takes. */
export const SCRAPER_ZIP_MAX_BYTES = 200 * 1024 * 1024;
/** Most page images one archive may hold. */
export const SCRAPER_ZIP_MAX_PAGES = 300;
/** Minutes a generated PDF's download link works by default (the api's PDF_LINK_TTL_MINUTES). */
export const PDF_LINK_TTL_MINUTES_DEFAULT = 60;

const PAGE_IMAGE_ENTRY = /\.(?:png|jpe?g)$/i;
const CLUTTER_ENTRY = /(?:^|\/)(?:__MACOSX\/|\.)/;

/**
 * Whether an archive entry is what archivers add on their own and no page: macOS resource data
 * (`__MACOSX/…`, `._name`) and hidden files (`.DS_Store`). Such entries are skipped, not refused.
 */
export function isArchiveClutter(name: string): boolean {
  return CLUTTER_ENTRY.test(name);
}

/**
 * Whether an archive entry is a page image: a PNG or JPEG file by its name, not a folder, not a hidden
 * file and not macOS resource data (`__MACOSX/`, `._name`). The api checks the bytes again.
 */
export function isPageImageEntry(name: string): boolean {
  return !name.endsWith('/') && !isArchiveClutter(name) && PAGE_IMAGE_ENTRY.test(name);
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The order of the pages: natural order of the entry names (`page2.png` before `page10.png`). */
export function comparePageEntries(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** The page images of an archive, in page order. */
export function pageImageEntries(names: readonly string[]): string[] {
  return names.filter(isPageImageEntry).sort(comparePageEntries);
}

/** Whether a download link that expires at `expiresAt` has expired at `now`. */
export function isPdfLinkExpired(expiresAt: Date | string, now: Date = new Date()): boolean {
  return new Date(expiresAt).getTime() <= now.getTime();
}
