/**
 * Demo retailer sites for the new-leaflets crawler: a listing page of a shop's current leaflets
 * (this week's and next week's), split into pages linked with rel="next". The entries follow the
 * calendar, so a crawl in a later week finds leaflets it has not seen before.
 */

/** Entries per listing page. */
export const SITE_PAGE_SIZE = 3;
const DAY = 86_400_000;

export interface SiteEntry {
  /** File name of the leaflet's PDF (under the shop's site). */
  file: string;
  title: string;
  validFrom: string;
  validTo: string;
}

export interface SiteShop {
  storeWebId: string;
  name: string;
}

function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function plDay(iso: string): string {
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** The shop's leaflets listed on its site at `now`: weekly and weekend leaflets of this and next week, and the month's catalogue. */
export function siteEntries(shop: SiteShop, now: Date): SiteEntry[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY;
  const entries: SiteEntry[] = [];
  const add = (kind: string, title: string, from: number, to: number) => {
    const validFrom = isoDay(new Date(from));
    entries.push({
      file: `gazetka-${shop.storeWebId}-${kind}-${validFrom}.pdf`,
      title: `${title} ${shop.name}`,
      validFrom,
      validTo: isoDay(new Date(to)),
    });
  };
  for (const week of [0, 1]) {
    const start = monday + week * 7 * DAY;
    add('tydzien', 'Gazetka tygodniowa', start, start + 6 * DAY);
    add('weekend', 'Promocje weekendowe', start + 4 * DAY, start + 6 * DAY);
  }
  const first = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const last = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0);
  add('katalog', 'Katalog miesiąca', first, last);
  return entries;
}

export function sitePageCount(entries: readonly SiteEntry[]): number {
  return Math.max(1, Math.ceil(entries.length / SITE_PAGE_SIZE));
}

/** One listing page (1-based) as HTML; `base` is the path of the listing. */
export function siteHtml(shop: SiteShop, entries: readonly SiteEntry[], page: number, base: string): string {
  const pageCount = sitePageCount(entries);
  const shown = entries.slice((page - 1) * SITE_PAGE_SIZE, page * SITE_PAGE_SIZE);
  const articles = shown
    .map(
      (e) => `    <article class="leaflet">
      <h2><a href="${escapeHtml(`${base}/${e.file}`)}">${escapeHtml(e.title)}</a></h2>
      <p>Ważna od <time class="from" datetime="${e.validFrom}">${plDay(e.validFrom)}</time>
        do <time class="to" datetime="${e.validTo}">${plDay(e.validTo)}</time></p>
    </article>`,
    )
    .join('\n');
  const next = page < pageCount ? `\n    <nav><a rel="next" href="${escapeHtml(`${base}?page=${page + 1}`)}">Następna strona</a></nav>` : '';
  return `<!doctype html>
<html lang="pl">
  <head>
    <meta charset="utf-8">
    <title>${escapeHtml(shop.name)} – gazetki promocyjne (strona ${page})</title>
  </head>
  <body>
    <h1>${escapeHtml(shop.name)}: aktualne gazetki</h1>
${articles}${next}
  </body>
</html>
`;
}

/** A one-page PDF showing a leaflet's title and validity (what a leaflet link of the demo site returns). */
export function leafletPdf(title: string, validFrom: string, validTo: string): Buffer {
  // Standard 14 fonts only know Latin-1 with WinAnsi: Polish letters are replaced by their base letters.
  const latin = (text: string) =>
    text
      .replace(/ł/g, 'l')
      .replace(/Ł/g, 'L')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]/g, '-')
      .replace(/[\\()]/g, (c) => `\\${c}`);
  const content = [
    'BT /F1 28 Tf 60 700 Td',
    `(${latin(title)}) Tj`,
    '0 -40 Td /F1 16 Tf',
    `(${latin(`${plDay(validFrom)} - ${plDay(validTo)}`)}) Tj`,
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
