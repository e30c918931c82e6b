import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { outgoingAllowance, type OutgoingAllowance } from '../../http/outgoing';
import { fetchExternalText, SourceError } from './externalFetch';
import { fetchImportPage, pageUrl, parseImportPage } from './source';
import { waitFor } from '../jobs/testing';
import { startTestFeed, testFeedPages, type TestFeed } from './testFeed';

const page = {
  page: 1,
  pageCount: 1,
  total: 1,
  items: [
    {
      externalId: ' x-1 ',
      retailer: 'Lidl',
      title: ' Gazetka ',
      validFrom: '2026-03-09',
      validTo: null,
      leafletNaturalId: '',
      articles: [
        { externalId: 'a', name: 'Masło', price: '6,99', pageNumber: 2 },
        { externalId: 'a', name: 'Masło ekstra', price: 7.49 },
      ],
    },
  ],
};

function refusal(body: unknown): string {
  try {
    parseImportPage(body);
  } catch (err) {
    if (err instanceof SourceError) return `${err.code}: ${err.message}`;
    throw err;
  }
  return 'accepted';
}

describe('the page format of the article-data source', () => {
  it('reads a page, trimming texts and counting an article listed twice once', () => {
    expect(parseImportPage(page)).toEqual({
      page: 1,
      pageCount: 1,
      total: 1,
      items: [
        {
          externalId: 'x-1',
          retailer: 'lidl',
          title: 'Gazetka',
          validFrom: '2026-03-09',
          validTo: null,
          leafletNaturalId: null,
          articles: [
            {
              externalId: 'a',
              name: 'Masło ekstra',
              brand: null,
              packaging: null,
              price: 7.49,
              currency: null,
              pricePerUnit: null,
              unit: null,
              crossedPrice: null,
              discount: null,
              pageNumber: null,
            },
          ],
        },
      ],
    });
  });

  it.each([
    ['a list', [], /not a page object/],
    ['page 0', { ...page, page: 0 }, /page must be/],
    ['items that are no list', { ...page, items: 'none' }, /items must be a list/],
    ['an empty external id', { ...page, items: [{ ...page.items[0], externalId: '' }] }, /items\[0\]: externalId/],
    ['a date that does not exist', { ...page, items: [{ ...page.items[0], validFrom: '2026-02-30' }] }, /validFrom must be a date/],
    ['a price that is no number', { ...page, items: [{ ...page.items[0], articles: [{ externalId: 'a', name: 'x', price: 'free' }] }] }, /articles\[0\]: price/],
    ['page number 0', { ...page, items: [{ ...page.items[0], articles: [{ externalId: 'a', name: 'x', pageNumber: 0 }] }] }, /pageNumber/],
  ])('refuses %s as SOURCE_INVALID', (_label, body, message) => {
    expect(refusal(body)).toMatch(/^SOURCE_INVALID: /);
    expect(refusal(body)).toMatch(message);
  });

  it('asks http sources for pages and reads a file source as its only page', () => {
    expect(pageUrl(new URL('https://feeds.example.com/a?key=1'), 3).href).toBe('https://feeds.example.com/a?key=1&page=3');
    expect(pageUrl(new URL('file:///srv/a.json'), 3).href).toBe('file:///srv/a.json');
  });
});

describe('fetching the source', () => {
  let feed: TestFeed;
  let dir: string;
  /** The test feed is on loopback: reached by its origin, as the demo reaches the api's own sources. */
  let allowance: OutgoingAllowance;

  beforeAll(async () => {
    feed = await startTestFeed(testFeedPages(2, 2, 1, ['lidl']));
    allowance = outgoingAllowance([new URL(feed.url).origin]);
    dir = await mkdtemp(path.join(os.tmpdir(), 'flyerdesk-source-'));
  });

  afterAll(async () => {
    await feed.close();
    await rm(dir, { recursive: true, force: true });
  });

  const signal = () => new AbortController().signal;

  it('reads pages over http; a page the source does not have is a fetch error', async () => {
    const second = await fetchImportPage(new URL(feed.url), 2, signal(), allowance);
    expect(second).toMatchObject({ page: 2, pageCount: 2, total: 4 });
    await expect(fetchImportPage(new URL(feed.url), 3, signal(), allowance)).rejects.toMatchObject({ code: 'FETCH_ERROR', retryable: true });
  });

  it('reads a JSON file as a single page', async () => {
    const file = path.join(dir, 'articles.json');
    await writeFile(file, JSON.stringify({ ...page, page: 4, pageCount: 9 }));
    const read = await fetchImportPage(pathToFileURL(file), 1, signal(), allowance);
    expect(read).toMatchObject({ page: 1, pageCount: 1, total: 1 });
    await expect(fetchImportPage(pathToFileURL(path.join(dir, 'missing.json')), 1, signal(), allowance)).rejects.toMatchObject({ code: 'FETCH_ERROR' });
    await writeFile(file, 'not json');
    await expect(fetchImportPage(pathToFileURL(file), 1, signal(), allowance)).rejects.toMatchObject({ code: 'SOURCE_INVALID', retryable: false });
  });

  it('gives up on a source that does not answer in time, and stops at once when aborted', async () => {
    feed.holdFrom = 1;
    try {
      await expect(fetchExternalText(new URL(`${feed.url}?page=1`), { signal: signal(), timeoutMs: 100, accept: 'application/json', allowance })).rejects.toMatchObject({
        code: 'FETCH_ERROR',
        message: expect.stringMatching(/did not answer within 100 ms/) as unknown,
      });
      const controller = new AbortController();
      const reason = new Error('stopping');
      const pending = fetchExternalText(new URL(`${feed.url}?page=1`), { signal: controller.signal, accept: 'application/json', allowance });
      // Aborted once the source holds the request.
      await waitFor(() => feed.requests.get(1) === 2, 5_000, 'the source to hold the request');
      controller.abort(reason);
      await expect(pending).rejects.toBe(reason);
    } finally {
      feed.release();
    }
  });

  it('reports a source that cannot be reached as a fetch error', async () => {
    const closed = outgoingAllowance(['http://127.0.0.1:1']);
    await expect(fetchExternalText(new URL('http://127.0.0.1:1/feed'), { signal: signal(), accept: 'application/json', allowance: closed })).rejects.toMatchObject({
      code: 'FETCH_ERROR',
      message: expect.stringMatching(/Cannot reach/) as unknown,
    });
  });

  it('reads local files only where the caller allows them, and refuses loopback that is not allowed', async () => {
    const file = path.join(dir, 'page.json');
    await writeFile(file, JSON.stringify(page));
    await expect(fetchExternalText(pathToFileURL(file), { signal: signal(), accept: 'text/html', allowance })).rejects.toMatchObject({
      code: 'SOURCE_REFUSED',
      reason: 'SCHEME_NOT_ALLOWED',
      retryable: false,
    });
    const before = feed.requests.get(1) ?? 0;
    await expect(fetchImportPage(new URL(feed.url), 1, signal(), outgoingAllowance([]))).rejects.toMatchObject({
      code: 'SOURCE_REFUSED',
      reason: 'ADDRESS_NOT_ALLOWED',
      retryable: false,
    });
    expect(feed.requests.get(1) ?? 0).toBe(before);
  });
});
