import { feedItems, feedPage, FEED_ITEM_COUNT, FEED_PAGE_SIZE, UNKNOWN_RETAILERS, type FeedShop } from './articlesFeed';
import { leafletPdf, siteEntries, siteHtml, sitePageCount, SITE_PAGE_SIZE } from './sites';
import { parseListing } from '../crawler/parse';

const NOW = new Date('2026-03-11T10:00:00Z');

function shops(): FeedShop[] {
  return Array.from({ length: 24 }, (_, i) => ({
    storeWebId: `shop-${String(i).padStart(2, '0')}`,
    name: `Sklep ${i}`,
    leaflets:
      i % 6 === 5
        ? []
        : Array.from({ length: 6 }, (_, j) => ({
            naturalId: `shop-${i}-${j}`,
            validFrom: `2026-03-${String(1 + j).padStart(2, '0')}`,
            validTo: `2026-03-${String(8 + j).padStart(2, '0')}`,
          })),
  }));
}

describe('demo article-data feed', () => {
  it('describes several retailers in pages of five, the same way every time', () => {
    const items = feedItems(shops(), NOW);
    expect(items).toHaveLength(FEED_ITEM_COUNT);
    expect(feedItems(shops(), NOW)).toEqual(items);
    const retailers = new Set(items.map((i) => i.retailer));
    expect(retailers.size).toBe(10);
    for (const unknown of UNKNOWN_RETAILERS) expect(retailers.has(unknown.webId)).toBe(true);
    expect(new Set(items.map((i) => `${i.retailer}/${i.externalId}`)).size).toBe(items.length);

    const first = feedPage(items, 1);
    expect(first).toMatchObject({ page: 1, pageCount: FEED_ITEM_COUNT / FEED_PAGE_SIZE, total: FEED_ITEM_COUNT });
    expect(first?.items).toHaveLength(FEED_PAGE_SIZE);
    expect(feedPage(items, FEED_ITEM_COUNT / FEED_PAGE_SIZE + 1)).toBeUndefined();
    expect(feedPage(items, 0)).toBeUndefined();
  });

  it('gives each item 5 to 15 priced articles with their own ids', () => {
    for (const item of feedItems(shops(), NOW)) {
      expect(item.articles.length).toBeGreaterThanOrEqual(5);
      expect(item.articles.length).toBeLessThanOrEqual(15);
      expect(new Set(item.articles.map((a) => a.externalId)).size).toBe(item.articles.length);
      for (const a of item.articles) {
        expect(a.currency).toBe('PLN');
        expect(a.price).toBeGreaterThan(0);
        if (a.crossedPrice !== null) expect(a.crossedPrice).toBeGreaterThan(a.price ?? 0);
      }
    }
  });

  it('names leaflets by natural id, by validity, or not at all', () => {
    const source = shops();
    const items = feedItems(source, NOW);
    const byNaturalId = items.filter((i) => i.leafletNaturalId !== null);
    expect(byNaturalId.length).toBeGreaterThan(5);
    const leaflets = source.flatMap((s) => s.leaflets);
    const withDatesOfLeaflet = items.filter(
      (i) => i.leafletNaturalId === null && leaflets.some((l) => l.validFrom === i.validFrom && l.validTo === i.validTo),
    );
    expect(withDatesOfLeaflet.length).toBeGreaterThan(5);
    const matchingNothing = items.filter((i) => !leaflets.some((l) => l.validFrom === i.validFrom && l.validTo === i.validTo));
    expect(matchingNothing.length).toBeGreaterThan(10);
  });
});

describe('demo retailer sites', () => {
  const shop = { storeWebId: 'lidl', name: 'Lidl' };

  it("lists this and next week's leaflets and follows the calendar", () => {
    const entries = siteEntries(shop, NOW);
    expect(entries.map((e) => [e.validFrom, e.validTo])).toEqual([
      ['2026-03-09', '2026-03-15'],
      ['2026-03-13', '2026-03-15'],
      ['2026-03-16', '2026-03-22'],
      ['2026-03-20', '2026-03-22'],
      ['2026-03-01', '2026-03-31'],
    ]);
    const nextWeek = siteEntries(shop, new Date('2026-03-18T08:00:00Z')).map((e) => e.file);
    expect(nextWeek.filter((f) => !entries.some((e) => e.file === f)).length).toBeGreaterThan(0);
  });

  it('is read back by the crawler page by page', () => {
    const entries = siteEntries(shop, NOW);
    const base = new URL('http://127.0.0.1:4000/sample-sources/sites/lidl');
    expect(sitePageCount(entries)).toBe(2);
    const first = parseListing(siteHtml(shop, entries, 1, base.pathname), base);
    expect(first.leaflets).toHaveLength(SITE_PAGE_SIZE);
    expect(first.leaflets[0]).toEqual({
      url: `http://127.0.0.1:4000/sample-sources/sites/lidl/${entries[0]?.file ?? ''}`,
      title: 'Gazetka tygodniowa Lidl',
      validFrom: '2026-03-09',
      validTo: '2026-03-15',
    });
    expect(first.next?.href).toBe('http://127.0.0.1:4000/sample-sources/sites/lidl?page=2');
    const second = parseListing(siteHtml(shop, entries, 2, base.pathname), first.next ?? base);
    expect(second.leaflets).toHaveLength(entries.length - SITE_PAGE_SIZE);
    expect(second.next).toBeNull();
  });

  it('serves a leaflet as a one-page PDF', () => {
    const pdf = leafletPdf('Gazetka tygodniowa Żabka (nowa)', '2026-03-09', '2026-03-15');
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain('(Gazetka tygodniowa Zabka \\(nowa\\)) Tj');
    const xref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
  });
});
