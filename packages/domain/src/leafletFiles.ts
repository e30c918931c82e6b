/**
 * A leaflet's files (spec §5, §8 handler 3): exactly one PDF, or one or more JPG/PNG page images;
 * the PDF name convention `<shopWebId>-dd-mm-yy-dd-mm-yy[-suffix].pdf` and what it warns about.
 * The browser judges files by their names; the api judges them again by their bytes.
 */
import { isPastDay } from './dates';

/** Largest single file of a leaflet. */
export const LEAFLET_FILE_MAX_BYTES = 50 * 1024 * 1024;
/** Most files (page images) one leaflet may be created from. */
export const LEAFLET_FILES_MAX = 200;
/** All files of one leaflet together. */
export const LEAFLET_UPLOAD_MAX_BYTES = 500 * 1024 * 1024;

const PDF_EXTENSION = /\.pdf$/i;
const IMAGE_EXTENSION = /\.(?:jpe?g|png)$/i;

export function isPdfName(name: string): boolean {
  return PDF_EXTENSION.test(name.trim());
}

export function isPageImageName(name: string): boolean {
  return IMAGE_EXTENSION.test(name.trim());
}

/** 'failedToProcess' unless the files are exactly one PDF, or between one and LEAFLET_FILES_MAX images. */
export function checkLeafletFiles(names: readonly string[]): 'ok' | 'failedToProcess' {
  if (names.length === 0) return 'failedToProcess';
  if (names.length === 1 && isPdfName(names[0] ?? '')) return 'ok';
  if (names.length <= LEAFLET_FILES_MAX && names.every(isPageImageName)) return 'ok';
  return 'failedToProcess';
}

/** What a PDF's name says: the shop's web id and the validity (calendar days, yyyy-MM-dd). */
export interface PdfName {
  shopWebId: string;
  validFrom: string;
  validTo: string;
  suffix: string | null;
}

const PDF_NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*?)-(\d{2})-(\d{2})-(\d{2})-(\d{2})-(\d{2})-(\d{2})(?:-([a-z0-9-]+))?\.pdf$/i;

function calendarDay(dd: string, mm: string, yy: string): string | null {
  const year = 2000 + Number(yy);
  const month = Number(mm);
  const day = Number(dd);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year)}-${mm}-${dd}`;
}

/** Reads `<shopWebId>-dd-mm-yy-dd-mm-yy[-suffix].pdf`; null when the name does not follow it. */
export function parsePdfName(fileName: string): PdfName | null {
  const base = fileName.trim().split(/[/\\]/).pop() ?? '';
  const match = PDF_NAME.exec(base);
  if (!match) return null;
  const [, shop, d1, m1, y1, d2, m2, y2, suffix] = match;
  if (!shop || !d1 || !m1 || !y1 || !d2 || !m2 || !y2) return null;
  const validFrom = calendarDay(d1, m1, y1);
  const validTo = calendarDay(d2, m2, y2);
  if (!validFrom || !validTo) return null;
  return { shopWebId: shop.toLowerCase(), validFrom, validTo, suffix: suffix ? suffix.toLowerCase() : null };
}

export interface PdfNameWarnings {
  /** The validity in the name has already ended: warn before creating. */
  pastDates: boolean;
  /** The name's shop part differs from the shop's web id: ask for confirmation. */
  otherShop: boolean;
}

/**
 * Warnings of a PDF's name (spec §5). A name that does not follow the convention warns about neither
 * (nothing can be read from it); the dates count as past when the end day lies before today.
 */
export function pdfNameWarnings(fileName: string, shopWebId: string, now: Date = new Date()): PdfNameWarnings {
  const parsed = parsePdfName(fileName);
  if (!parsed) return { pastDates: false, otherShop: false };
  return {
    pastDates: isPastDay(parsed.validTo, now),
    otherShop: parsed.shopWebId !== shopWebId.trim().toLowerCase(),
  };
}
