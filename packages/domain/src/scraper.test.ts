import { isArchiveClutter, isPageImageEntry, isPdfLinkExpired, pageImageEntries } from './scraper';
import { pdfLinkSchema, scraperZipSchema } from './validation/scraper';
import { validateWith } from './validation/messages';

describe('the page images of a ZIP archive', () => {
  it('are the PNG and JPEG files, in the natural order of their names', () => {
    expect(pageImageEntries(['page10.png', 'page2.PNG', 'scan/', 'page1.jpeg', 'notes.txt', 'page3.JPG'])).toEqual([
      'page1.jpeg',
      'page2.PNG',
      'page3.JPG',
      'page10.png',
    ]);
  });

  it("skip macOS's resource data and hidden files, which are clutter rather than pages", () => {
    expect(isArchiveClutter('__MACOSX/scan/._01.png')).toBe(true);
    expect(isArchiveClutter('scan/.DS_Store')).toBe(true);
    expect(isArchiveClutter('scan/01.png')).toBe(false);
    expect(isPageImageEntry('__MACOSX/scan/._01.png')).toBe(false);
    expect(isPageImageEntry('folder.png/')).toBe(false);
    expect(pageImageEntries(['__MACOSX/._1.png', '.cover.png', '1.png'])).toEqual(['1.png']);
  });
});

describe('the download link of a PDF', () => {
  it('has expired from its expiry moment on', () => {
    const expiresAt = '2026-11-26T10:00:00.000Z';
    expect(isPdfLinkExpired(expiresAt, new Date('2026-11-26T09:59:59.999Z'))).toBe(false);
    expect(isPdfLinkExpired(expiresAt, new Date('2026-11-26T10:00:00.000Z'))).toBe(true);
  });
});

describe('the scraper forms', () => {
  const now = new Date('2026-11-26T08:00:00.000Z');
  const fields = {
    storeId: '7f0c3d1e-5b0a-4c44-9a2e-1d6f4d3b2a10',
    naturalId: 'biedronka-48',
    status: 'INACTIVE',
    validFrom: '2026-11-30',
    validTo: '2026-12-06',
    publishDate: '2026-11-29T06:00:00.000Z',
  };

  it('the ZIP tab accepts a shop and the leaflet fields of a new leaflet', () => {
    expect(validateWith(scraperZipSchema, fields, { now }).ok).toBe(true);
  });

  it('the ZIP tab refuses a missing shop, a missing leaflet id and an end before the start, naming each field', () => {
    const result = validateWith(scraperZipSchema, { ...fields, storeId: '', naturalId: ' ', validTo: '2026-11-29' }, { now });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.invalidFields.map((f) => f.field).sort()).toEqual(['naturalId', 'storeId', 'validTo']);
  });

  it('the PDF-link tab needs a leaflet', () => {
    expect(validateWith(pdfLinkSchema, { leafletId: fields.storeId }).ok).toBe(true);
    const refused = validateWith(pdfLinkSchema, { leafletId: 'leaflet-1' });
    expect(refused.ok ? [] : refused.invalidFields.map((f) => f.field)).toEqual(['leafletId']);
  });
});
