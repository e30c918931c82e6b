/**
 * CSV as RFC 4180 writes it (comma-separated, CRLF line ends, a cell with a comma, quote or line break
 * in double quotes, quotes doubled), safe to open in a spreadsheet: a text cell starting with = + - @
 * (or a tab or carriage return) would run as a formula, so it gets a leading single quote.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: numbers as they are, text guarded against formulas and quoted where needed. */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, ended with CRLF. */
export function csvLine(cells: readonly (string | number)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** Marks the text as UTF-8 for spreadsheets that would guess another encoding (Polish names stay readable). */
export const CSV_BOM = '\uFEFF';
