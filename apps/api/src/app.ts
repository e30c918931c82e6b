/** The Express application of the leaflet REST service. */
import express, { type Express, type Request } from 'express';
import { pinoHttp } from 'pino-http';
import type { AppContext } from './context';
import { errorHandler, notFoundHandler } from './http/errorHandler';
import { traceId } from './http/trace';
import { articlesDataRoutes } from './modules/articlesData/routes';
import { authRoutes } from './modules/auth/routes';
import { categoryRoutes } from './modules/categories/routes';
import { crawlerRoutes } from './modules/crawler/routes';
import { cuttingRoutes } from './modules/cutting/routes';
import { fileRoutes } from './modules/files/routes';
import { groupRoutes } from './modules/groups/routes';
import { jobRoutes } from './modules/jobs/routes';
import { leafletRoutes } from './modules/leaflets/routes';
import { orderingRoutes } from './modules/ordering/routes';
import { publicationRoutes } from './modules/publication/routes';
import { sampleSourceRoutes } from './modules/sampleSources/routes';
import { storeRoutes } from './modules/stores/routes';
import { systemRoutes } from './modules/system/routes';

export function createApp(ctx: AppContext): Express {
  const app = express();
  app.disable('x-powered-by');
  // Single records carry their own version as ETag; generated hashes would only mislead.
  app.set('etag', false);
  app.set('query parser', 'simple');

  app.use(traceId);
  app.use(
    pinoHttp({
      logger: ctx.logger,
      genReqId: (req) => (req as Request).traceId,
      customAttributeKeys: { reqId: 'traceId' },
      quietReqLogger: true,
      customLogLevel: (_req, res, err) => {
        if (err || res.statusCode >= 500) return 'error';
        if (res.statusCode >= 400) return 'warn';
        return 'info';
      },
      serializers: {
        req: (req: { method?: string; url?: string }) => ({ method: req.method, url: req.url }),
        res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(express.json({ limit: '1mb' }));
  app.use(express.urlencoded({ extended: false, limit: '100kb' }));

  app.use(systemRoutes(ctx));
  app.use(authRoutes(ctx));
  app.use(categoryRoutes(ctx));
  app.use(groupRoutes(ctx));
  app.use(storeRoutes(ctx));
  app.use(leafletRoutes(ctx));
  app.use(orderingRoutes(ctx));
  app.use(publicationRoutes(ctx));
  app.use(jobRoutes(ctx));
  app.use(cuttingRoutes(ctx));
  app.use(articlesDataRoutes(ctx));
  app.use(crawlerRoutes(ctx));
  app.use(sampleSourceRoutes(ctx));
  app.use(fileRoutes(ctx));

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
