/**
 * An external article-data source for tests: a real HTTP server serving fixed pages, counting the
 * requests per page, able to hold pages back (a slow source), to be down (503) or to answer nonsense.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestFeedArticle {
  externalId: string;
  name: string;
  brand: string | null;
  packaging: string | null;
  price: number | null;
  currency: string;
  pricePerUnit: number | null;
  unit: string | null;
  crossedPrice: number | null;
  discount: string | null;
  pageNumber: number | null;
}

export interface TestFeedItem {
  externalId: string;
  retailer: string;
  title: string;
  validFrom: string | null;
  validTo: string | null;
  leafletNaturalId: string | null;
  articles: TestFeedArticle[];
}

export interface TestFeedPage {
  page: number;
  pageCount: number;
  total: number;
  items: TestFeedItem[];
}

/** `pageCount` pages of `perPage` items of the given retailers, each item with `articles` articles. */
export function testFeedPages(pageCount: number, perPage: number, articles: number, retailers: readonly string[]): TestFeedPage[] {
  const total = pageCount * perPage;
  return Array.from({ length: pageCount }, (_, p) => ({
    page: p + 1,
    pageCount,
    total,
    items: Array.from({ length: perPage }, (_, i) => {
      const n = p * perPage + i;
      return {
        externalId: `item-${n}`,
        retailer: retailers[n % retailers.length] ?? 'unknown',
        title: `Gazetka ${n}`,
        validFrom: '2031-01-01',
        validTo: '2031-01-07',
        leafletNaturalId: null,
        articles: Array.from({ length: articles }, (_, a) => ({
          externalId: `item-${n}-article-${a}`,
          name: `Artykuł ${a}`,
          brand: 'Marka',
          packaging: '1 kg',
          price: 9.99,
          currency: 'PLN',
          pricePerUnit: 9.99,
          unit: 'kg',
          crossedPrice: null,
          discount: null,
          pageNumber: 1,
        })),
      };
    }),
  }));
}

export type TestFeedMode = 'serve' | 'down' | 'garbage';

export interface TestFeed {
  /** Address of the feed (pages as `?page=N`). */
  url: string;
  mode: TestFeedMode;
  /** Requests received per page. */
  requests: Map<number, number>;
  /** Pages from this one on are held until `release()` (or until the client gives up). */
  holdFrom: number | undefined;
  /** Answers the held requests and stops holding. */
  release(): void;
  close(): Promise<void>;
}

export async function startTestFeed(pages: readonly TestFeedPage[]): Promise<TestFeed> {
  const held: (() => void)[] = [];
  const feed: TestFeed = {
    url: '',
    mode: 'serve',
    requests: new Map(),
    holdFrom: undefined,
    release() {
      feed.holdFrom = undefined;
      for (const answer of held.splice(0)) answer();
    },
    close: () => Promise.resolve(),
  };

  const answer = (res: ServerResponse, page: number) => {
    if (res.destroyed) return;
    const body = pages[page - 1];
    if (!body) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"No such page"}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const page = Number(new URL(req.url ?? '/', 'http://feed').searchParams.get('page') ?? '1');
    feed.requests.set(page, (feed.requests.get(page) ?? 0) + 1);
    if (feed.mode === 'down') {
      res.writeHead(503, { 'content-type': 'text/plain' }).end('Service unavailable');
      return;
    }
    if (feed.mode === 'garbage') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"articles":"none"}');
      return;
    }
    if (feed.holdFrom !== undefined && page >= feed.holdFrom) {
      held.push(() => answer(res, page));
      return;
    }
    answer(res, page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feed.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed`;
  feed.close = () =>
    new Promise<void>((resolve) => {
      held.splice(0);
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return feed;
}

/** Time limit of a test that waits for background jobs (generous: a loaded machine runs them slowly). */
export const JOB_TEST_TIMEOUT_MS = 120_000;

/** Waits until `check` answers something other than undefined (polling), or fails after `timeoutMs`. */
export async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs = 20_000, everyMs = 25): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
