/** Publishing: pending lists for the dashboard, the publication itself, its version and the public XML feed. */
import { Router, type Request, type Response } from 'express';
import { isPlatformKey } from '@flyerdesk/domain/platforms';
import type { AppContext } from '../../context';
import { authenticate, requirePermission, serviceOrPermission } from '../../http/authenticate';
import { currentUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { feedXml, publish, readPending, readPublicationVersion } from './service';

export function publicationRoutes(ctx: AppContext): Router {
  const { db } = ctx;
  const router = Router();

  router.get('/api/publication/version', serviceOrPermission(ctx, 'publication.read'), async (_req: Request, res: Response) => {
    res.json(await readPublicationVersion(db));
  });

  router.get('/api/publication/pending', authenticate(ctx), requirePermission('publication.read'), async (req: Request, res: Response) => {
    res.json(await readPending(db, currentUser(req)));
  });

  router.post('/api/publication/publish', authenticate(ctx), requirePermission('leaflets.publish'), async (req: Request, res: Response) => {
    const result = await publish(db, currentUser(req));
    req.log.info(result, 'promotions published');
    res.json(result);
  });

  router.get('/feed/:platform.xml', async (req: Request, res: Response) => {
    const platform = req.params.platform;
    if (!isPlatformKey(platform)) throw notFound('Unknown platform');
    const xml = await feedXml(db, platform);
    res.type('application/xml; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.send(xml);
  });

  return router;
}
