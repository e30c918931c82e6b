/** Public files: generated leaflet pages and logos, uploaded logos, insert images, leaflet covers and notification images. */
import { Router, type Request, type Response } from 'express';
import { parseGeneratedCardImageName } from '@flyerdesk/domain/loyaltyCards';
import { UUID_PATTERN } from '@flyerdesk/domain/validation/rules';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { cardPicturePng } from '../loyaltyCards/cardPicture';
import { setFileHeaders } from './headers';
import { pictureContentType } from './pictures';
import type { PictureArea } from './storage';
import { logoSvg, pageSvg } from './svg';

function sendSvg(res: Response, name: string, svg: string): void {
  setFileHeaders(res, { name, contentType: 'image/svg+xml; charset=utf-8' });
  res.setHeader('Cache-Control', 'public, max-age=60');
  res.send(svg);
}

export function fileRoutes(ctx: AppContext): Router {
  const { db, files } = ctx;
  const router = Router();

  router.use('/files', (_req: Request, res: Response, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    next();
  });

  /** An uploaded picture: its name never changes, so it is cached for good. */
  async function sendPicture(res: Response, area: PictureArea, name: string, missing: string): Promise<void> {
    const contentType = pictureContentType(name);
    const uploaded = contentType ? await files.readPicture(area, name) : undefined;
    if (!contentType || !uploaded) throw notFound(missing);
    setFileHeaders(res, { name, contentType });
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.send(uploaded);
  }

  async function leafletPage(req: Request, res: Response, thumbnail: boolean) {
    const id = String(req.params.id);
    const match = /^(\d{1,5})\.svg$/.exec(String(req.params.file));
    if (!UUID_PATTERN.test(id) || !match?.[1]) throw notFound('No such page');
    const pageNumber = Number(match[1]);
    const leaflet = await db
      .selectFrom('leaflets')
      .innerJoin('stores', 'stores.id', 'leaflets.store_id')
      .select(['leaflets.id', 'leaflets.page_count', 'leaflets.additional_info', 'leaflets.natural_id', 'stores.name as store_name'])
      .where('leaflets.id', '=', id)
      .executeTakeFirst();
    if (!leaflet || pageNumber < 1 || pageNumber > leaflet.page_count) throw notFound('No such page');
    sendSvg(
      res,
      `${pageNumber}.svg`,
      pageSvg({
        leafletId: leaflet.id,
        storeName: leaflet.store_name,
        title: leaflet.additional_info ?? leaflet.natural_id,
        pageNumber,
        pageCount: leaflet.page_count,
        thumbnail,
      }),
    );
  }

  router.get('/files/leaflets/:id/pages/:file', (req: Request, res: Response) => leafletPage(req, res, false));
  router.get('/files/leaflets/:id/thumbnails/:file', (req: Request, res: Response) => leafletPage(req, res, true));

  router.get('/files/logos/:name', async (req: Request, res: Response) => {
    const name = String(req.params.name);
    const generated = /^(store|category)-([0-9a-f-]{36})\.svg$/.exec(name);
    if (generated?.[2] && UUID_PATTERN.test(generated[2])) {
      const id = generated[2];
      const owner =
        generated[1] === 'store'
          ? await db.selectFrom('stores').select(['name', 'store_web_id as webId']).where('id', '=', id).executeTakeFirst()
          : await db.selectFrom('categories').select(['name', 'category_web_id as webId']).where('id', '=', id).executeTakeFirst();
      if (!owner) throw notFound('No such logo');
      sendSvg(res, name, logoSvg(owner.name, owner.webId));
      return;
    }
    await sendPicture(res, 'logos', name, 'No such logo');
  });

  router.get('/files/inserts/:name', async (req: Request, res: Response) => {
    await sendPicture(res, 'inserts', String(req.params.name), 'No such image');
  });

  router.get('/files/covers/:name', async (req: Request, res: Response) => {
    await sendPicture(res, 'covers', String(req.params.name), 'No such image');
  });

  /** Icons and pictures of push notifications: the phones that receive a notification load them. */
  router.get('/files/notifications/:name', async (req: Request, res: Response) => {
    await sendPicture(res, 'notifications', String(req.params.name), 'No such image');
  });

  /** Pictures of loyalty cards: uploaded ones, and plain ones made from a colour (the demo cards). */
  router.get('/files/loyaltyCards/:name', async (req: Request, res: Response) => {
    const name = String(req.params.name);
    const generated = parseGeneratedCardImageName(name);
    if (!generated) {
      await sendPicture(res, 'loyaltyCards', name, 'No such image');
      return;
    }
    setFileHeaders(res, { name, contentType: 'image/png' });
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.send(cardPicturePng(generated.color, generated.side));
  });

  /** Covers and step pictures of recipes: the apps that show a recipe load them. */
  router.get('/files/recipes/:name', async (req: Request, res: Response) => {
    await sendPicture(res, 'recipes', String(req.params.name), 'No such image');
  });

  return router;
}
