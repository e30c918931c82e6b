/** Version, liveness, readiness, metrics, platforms and feature switches. */
import { Router, type Request, type Response } from 'express';
import { PLATFORM_KEYS } from '@flyerdesk/domain/platforms';
import type { AppContext } from '../../context';
import { authenticate, requirePermission } from '../../http/authenticate';
import { METRICS_PATH } from './metrics';

export const APP_NAME = 'flyerdesk-api';
/** Platforms that show inserts (the WP app has none). */
export const INSERT_PLATFORMS = PLATFORM_KEYS.filter((p) => p !== 'wp');

export function systemRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/actuator/info', (_req: Request, res: Response) => {
    res.json({ app: { name: APP_NAME, version: ctx.config.appVersion } });
  });

  // Alive: the process answers. Nothing else is checked, so a database outage never restarts the api.
  router.get('/healthz', (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });

  // Ready to serve: the database answers in time and the instance is not stopping. No details of failures.
  router.get('/readyz', async (_req: Request, res: Response) => {
    const readiness = await ctx.health.readiness();
    res.setHeader('Cache-Control', 'no-store');
    res.status(readiness.status === 'ready' ? 200 : 503).json(readiness);
  });

  router.get(METRICS_PATH, async (_req: Request, res: Response) => {
    const text = await ctx.metrics.text();
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Type', ctx.metrics.contentType);
    res.send(text);
  });

  router.get('/api/config/platforms', authenticate(ctx), requirePermission('platforms.read'), (_req: Request, res: Response) => {
    res.json({ leafletPlatforms: [...PLATFORM_KEYS], insertPlatforms: INSERT_PLATFORMS });
  });

  router.get('/api/config/features', authenticate(ctx), requirePermission('system.read'), (_req: Request, res: Response) => {
    res.json({ articlesData: ctx.config.features.articlesData, leafletScrapper: ctx.config.features.leafletScrapper });
  });

  return router;
}
