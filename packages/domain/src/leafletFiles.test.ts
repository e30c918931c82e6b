import { LEAFLET_FILES_MAX, checkLeafletFiles, parsePdfName, pdfNameWarnings } from './leafletFiles';

describe('a leaflet file set (spec §5, §8 handler 3)', () => {
  it.each([[['biedronka.pdf']], [['1.jpg']], [['1.JPG', '2.jpeg', '3.png']]])('accepts %j', (names) => {
    expect(checkLeafletFiles(names)).toBe('ok');
  });

  it.each([
    [[]],
    [['a.pdf', 'b.pdf']],
    [['a.pdf', '1.jpg']],
    [['1.gif']],
    [['1.webp', '2.png']],
    [Array.from({ length: LEAFLET_FILES_MAX + 1 }, (_, i) => `${String(i)}.png`)],
  ])('refuses %j as failed to process', (names) => {
    expect(checkLeafletFiles(names)).toBe('failedToProcess');
  });
});

describe('the PDF name convention', () => {
  it('reads the shop and the dates', () => {
    expect(parsePdfName('biedronka-01-12-26-07-12-26.pdf')).toEqual({
      shopWebId: 'biedronka',
      validFrom: '2026-12-01',
      validTo: '2026-12-07',
      suffix: null,
    });
    expect(parsePdfName('lidl-plus-30-11-26-06-12-26-ab12c.PDF')).toEqual({
      shopWebId: 'lidl-plus',
      validFrom: '2026-11-30',
      validTo: '2026-12-06',
      suffix: 'ab12c',
    });
  });

  it('reads nothing from names outside the convention', () => {
    expect(parsePdfName('gazetka.pdf')).toBeNull();
    expect(parsePdfName('biedronka-31-02-26-07-03-26.pdf')).toBeNull();
    expect(parsePdfName('biedronka-01-12-26-07-12-26.png')).toBeNull();
  });

  const now = new Date(2026, 11, 3, 12, 0);

  it('warns about nothing for a current leaflet of the shop', () => {
    expect(pdfNameWarnings('biedronka-01-12-26-07-12-26.pdf', 'biedronka', now)).toEqual({ pastDates: false, otherShop: false });
  });

  it('warns about past dates and asks about another shop', () => {
    expect(pdfNameWarnings('biedronka-01-11-26-02-12-26.pdf', 'biedronka', now)).toEqual({ pastDates: true, otherShop: false });
    expect(pdfNameWarnings('lidl-01-12-26-07-12-26.pdf', 'biedronka', now)).toEqual({ pastDates: false, otherShop: true });
  });
});
