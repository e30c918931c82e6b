import { parseListing } from './parse';

describe('listing pages', () => {
  const page = new URL('https://shop.example.com/gazetki/?page=1');

  it('reads the leaflets of a page and the next page', () => {
    const html = `<html><body>
      <article class="leaflet promo">
        <a href="/pdf/gazetka-1.pdf">  Gazetka   &amp; promocje </a>
        <time class="from" datetime="2026-03-09T00:00:00+01:00">9.03</time>
        <time class="to" datetime="2026-03-15">15.03</time>
      </article>
      <article class="leaflet"><a href="gazetka-2.pdf#strona-3">Katalog</a><time class="from" datetime="2026-13-40">?</time></article>
      <article class="leaflet"><a href="/pdf/gazetka-1.pdf">Duplicate</a></article>
      <article class="leaflet"><a href="javascript:alert(1)">Script</a></article>
      <article class="other"><a href="/pdf/other.pdf">Not a leaflet</a></article>
      <a rel="prev" href="?page=0">Back</a>
      <a class="more" rel="next nofollow" href="?page=2">Next</a>
    </body></html>`;
    expect(parseListing(html, page)).toEqual({
      leaflets: [
        { url: 'https://shop.example.com/pdf/gazetka-1.pdf', title: 'Gazetka & promocje', validFrom: '2026-03-09', validTo: '2026-03-15' },
        { url: 'https://shop.example.com/gazetki/gazetka-2.pdf', title: 'Katalog', validFrom: null, validTo: null },
      ],
      next: new URL('https://shop.example.com/gazetki/?page=2'),
    });
  });

  it('answers no leaflets and no next page for a page without them', () => {
    expect(parseListing('<p>Brak gazetek</p>', page)).toEqual({ leaflets: [], next: null });
  });
});
