/**
 * The demo's external sources, served by the api itself over real HTTP: the article-data feed and
 * retailer sites for the crawler. Each answer comes after SAMPLE_SOURCE_DELAY_MS, standing in for a
 * remote service, so an import or a crawl visibly takes a while. Served only while SEED_DEMO is on.
 */
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connect';
import { notFound } from '../../http/errors';
import { feedItems, feedPage, type FeedShop } from './articlesFeed';
import { leafletPdf, siteEntries, siteHtml, sitePageCount, type SiteShop } from './sites';

export const SAMPLE_ARTICLES_PATH = '/sample-sources/articles-data';
export const SAMPLE_SITES_PATH = '/sample-sources/sites';
/** The site that is always down (503). */
export const OFFLINE_SITE = 'offline';

/** Waits the configured latency; resolves early when the client goes away. */
function delay(req: Request, ms: number): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      req.off('close', done);
      resolve();
    }
    req.once('close', done);
  });
}

async function loadFeedShops(db: Db): Promise<FeedShop[]> {
  const [shops, leaflets] = await Promise.all([
    db.selectFrom('stores').select(['id', 'name', 'store_web_id']).where('archived_at', 'is', null).execute(),
    db
      .selectFrom('leaflets')
      .select(['store_id', 'natural_id', 'valid_from', 'valid_to'])
      .where('status', '<>', 'DELETED')
      .where('valid_from', 'is not', null)
      .where('valid_to', 'is not', null)
      .orderBy('natural_id')
      .execute(),
  ]);
  return shops.map((shop) => ({
    storeWebId: shop.store_web_id,
    name: shop.name,
    leaflets: leaflets
      .filter((l) => l.store_id === shop.id)
      .map((l) => ({ naturalId: l.natural_id, validFrom: l.valid_from ?? '', validTo: l.valid_to ?? '' })),
  }));
}

async function siteShop(db: Db, storeWebId: string): Promise<SiteShop> {
  const shop = await db
    .selectFrom('stores')
    .select(['name', 'store_web_id'])
    .where('store_web_id', '=', storeWebId)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  if (!shop) throw notFound('No such site');
  return { storeWebId: shop.store_web_id, name: shop.name };
}

function pageParam(value: unknown): number {
  if (value === undefined || value === '') return 1;
  return typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : Number.NaN;
}

export function sampleSourceRoutes(ctx: AppContext): Router {
  const { db } = ctx;
  const router = Router();
  const latency = () => ctx.config.sampleSourceDelayMs;

  // They describe the shops and leaflets in the database to anyone: only demo installations serve them.
  router.use('/sample-sources', (_req: Request, _res: Response, next: NextFunction) => {
    if (!ctx.config.seedDemo) throw notFound('The demo sources are served only with SEED_DEMO on');
    next();
  });

  router.get(SAMPLE_ARTICLES_PATH, async (req: Request, res: Response) => {
    await delay(req, latency());
    const page = feedPage(feedItems(await loadFeedShops(db), new Date()), pageParam(req.query.page));
    if (!page) throw notFound('No such page');
    res.setHeader('Cache-Control', 'no-store');
    res.json(page);
  });

  router.get(`${SAMPLE_SITES_PATH}/:site`, async (req: Request, res: Response) => {
    await delay(req, latency());
    const site = String(req.params.site);
    if (site === OFFLINE_SITE) {
      res.status(503).setHeader('Retry-After', '3600');
      res.json({
        status: 503,
        code: 'SERVICE_UNAVAILABLE',
        error: 'SERVICE_UNAVAILABLE',
        message: 'The site is down for maintenance',
        traceId: req.traceId,
      });
      return;
    }
    const shop = await siteShop(db, site);
    const entries = siteEntries(shop, new Date());
    const page = pageParam(req.query.page);
    if (!Number.isInteger(page) || page < 1 || page > sitePageCount(entries)) throw notFound('No such page');
    res.setHeader('Cache-Control', 'no-store');
    res.type('text/html; charset=utf-8').send(siteHtml(shop, entries, page, `${SAMPLE_SITES_PATH}/${shop.storeWebId}`));
  });

  router.get(`${SAMPLE_SITES_PATH}/:site/:file`, async (req: Request, res: Response) => {
    const shop = await siteShop(db, String(req.params.site));
    const entry = siteEntries(shop, new Date()).find((e) => e.file === req.params.file);
    if (!entry) throw notFound('No such leaflet');
    res.type('application/pdf').send(leafletPdf(entry.title, entry.validFrom, entry.validTo));
  });

  return router;
}
