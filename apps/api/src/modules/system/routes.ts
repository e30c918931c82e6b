/** Version, health, platforms and feature switches. */
import { Router, type Request, type Response } from 'express';
import { PLATFORM_KEYS } from '@flyerdesk/domain/platforms';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { authenticate, requirePermission } from '../../http/authenticate';

export const APP_NAME = 'flyerdesk-api';
/** Platforms that show inserts (the WP app has none). */
export const INSERT_PLATFORMS = PLATFORM_KEYS.filter((p) => p !== 'wp');

export function systemRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/actuator/info', (_req: Request, res: Response) => {
    res.json({ app: { name: APP_NAME, version: ctx.config.appVersion } });
  });

  router.get('/healthz', async (_req: Request, res: Response) => {
    await sql`select 1`.execute(ctx.db);
    res.json({ status: 'ok' });
  });

  router.get('/api/config/platforms', authenticate(ctx), requirePermission('platforms.read'), (_req: Request, res: Response) => {
    res.json({ leafletPlatforms: [...PLATFORM_KEYS], insertPlatforms: INSERT_PLATFORMS });
  });

  router.get('/api/config/features', authenticate(ctx), requirePermission('system.read'), (_req: Request, res: Response) => {
    res.json({ articlesData: ctx.config.features.articlesData, leafletScrapper: ctx.config.features.leafletScrapper });
  });

  return router;
}
