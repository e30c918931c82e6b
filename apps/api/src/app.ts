/** The Express application of the leaflet REST service. */
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { pinoHttp } from 'pino-http';
import type { AppContext } from './context';
import { errorHandler, notFoundHandler } from './http/errorHandler';
import { refuseUnstorableText } from './http/storableText';
import { traceId } from './http/trace';
import { activityRoutes } from './modules/activity/routes';
import { appConfigRoutes } from './modules/appConfig/routes';
import { articlesDataRoutes } from './modules/articlesData/routes';
import { auditRoutes } from './modules/audit/routes';
import { authRoutes } from './modules/auth/routes';
import { categoryRoutes } from './modules/categories/routes';
import { crawlerRoutes } from './modules/crawler/routes';
import { cuttingRoutes } from './modules/cutting/routes';
import { fileRoutes } from './modules/files/routes';
import { groupRoutes } from './modules/groups/routes';
import { insertRoutes } from './modules/inserts/routes';
import { jobRoutes } from './modules/jobs/routes';
import { leafletRoutes } from './modules/leaflets/routes';
import { loyaltyCardRoutes } from './modules/loyaltyCards/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { orderingRoutes } from './modules/ordering/routes';
import { pageDetailsRoutes } from './modules/pageDetails/routes';
import { reelChannelRoutes } from './modules/reels/channels';
import { reelRoutes } from './modules/reels/routes';
import { publicationRoutes } from './modules/publication/routes';
import { recipeRoutes } from './modules/recipes/routes';
import { sampleSourceRoutes } from './modules/sampleSources/routes';
import { withoutLinkToken } from './modules/scraper/linkTokens';
import { scraperRoutes } from './modules/scraper/routes';
import { storeRoutes } from './modules/stores/routes';
import { METRICS_PATH } from './modules/system/metrics';
import { systemRoutes } from './modules/system/routes';
import { userRoutes } from './modules/users/routes';

/** Probes and scrapes: asked every few seconds, logged only at debug level. */
const QUIET_PATHS = new Set(['/healthz', '/readyz', METRICS_PATH]);

function pathOf(url: string | undefined): string {
  const raw = url ?? '';
  const query = raw.indexOf('?');
  return query === -1 ? raw : raw.slice(0, query);
}

export function createApp(ctx: AppContext): Express {
  const app = express();
  app.disable('x-powered-by');
  // Single records carry their own version as ETag; generated hashes would only mislead.
  app.set('etag', false);
  app.set('query parser', 'simple');

  app.use(traceId);
  // While the instance stops, every answer closes its connection so that clients reconnect elsewhere.
  app.use((_req: Request, res: Response, next: NextFunction) => {
    if (ctx.health.stopping) res.setHeader('Connection', 'close');
    next();
  });
  app.use((req: Request, res: Response, next: NextFunction) => {
    ctx.metrics.recordRequests(req, res, next);
  });
  app.use(
    pinoHttp({
      logger: ctx.logger,
      genReqId: (req) => (req as Request).traceId,
      customAttributeKeys: { reqId: 'traceId' },
      quietReqLogger: true,
      customLogLevel: (req, res, err) => {
        if (QUIET_PATHS.has(pathOf(req.url)) && !err && !res.err) return 'debug';
        if (err || res.statusCode >= 500) return 'error';
        if (res.statusCode >= 400) return 'warn';
        return 'info';
      },
      serializers: {
        // A download link's token is its permission: the log names the link without it.
        req: (req: { method?: string; url?: string }) => ({ method: req.method, url: req.url === undefined ? undefined : withoutLinkToken(req.url) }),
        res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(express.json({ limit: '1mb' }));
  app.use(express.urlencoded({ extended: false, limit: '100kb' }));
  app.use(refuseUnstorableText);

  app.use(systemRoutes(ctx));
  app.use(authRoutes(ctx));
  app.use(userRoutes(ctx));
  app.use(categoryRoutes(ctx));
  app.use(groupRoutes(ctx));
  app.use(insertRoutes(ctx));
  app.use(auditRoutes(ctx));
  app.use(activityRoutes(ctx));
  app.use(storeRoutes(ctx));
  app.use(pageDetailsRoutes(ctx));
  app.use(leafletRoutes(ctx));
  app.use(orderingRoutes(ctx));
  app.use(publicationRoutes(ctx));
  app.use(jobRoutes(ctx));
  app.use(notificationRoutes(ctx));
  app.use(reelChannelRoutes(ctx));
  app.use(reelRoutes(ctx));
  app.use(recipeRoutes(ctx));
  app.use(loyaltyCardRoutes(ctx));
  app.use(appConfigRoutes(ctx));
  app.use(cuttingRoutes(ctx));
  app.use(articlesDataRoutes(ctx));
  app.use(scraperRoutes(ctx));
  app.use(crawlerRoutes(ctx));
  app.use(sampleSourceRoutes(ctx));
  app.use(fileRoutes(ctx));

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
