import { IMAGE_UPLOAD_MAX_BYTES } from '@flyerdesk/domain/resources';
import type { Express, RequestHandler } from 'express';
import { MULTIPART_OVERHEAD_BYTES, UNAVAILABLE, uploadRoute, type UploadProxyOptions } from '../../uploads/proxy';
import { recordImageRoute } from '../resources/uploads';
import type { UpstreamCook } from './client';
import { cooksKit } from './resolvers';

/** Path of a cook's logo upload (the api takes PNG or JPEG). */
export const COOK_LOGO_ROUTE = '/upload/cooks/:id/logo';
/** Path of the picture upload of the recipe form (its cover and its steps' pictures). */
export const RECIPE_IMAGE_ROUTE = '/upload/recipes/images';

const IMAGE_MAX = IMAGE_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

/** The address of a stored picture in the api's answer, or null when it has none. */
function urlOf(body: unknown): string | null {
  const url = (body as { url?: unknown }).url;
  return typeof url === 'string' && url !== '' ? url : null;
}

/**
 * POST /upload/recipes/images (recipes.write): multipart `file`, a JPEG or PNG (the api checks the bytes
 * and the size), stored under a name the api makes. Answers 201 `{ url }` (under /files, served by this
 * gateway); the form puts it in the cover or a step's picture. Nothing is announced: no recipe changes
 * until the form is saved.
 */
function recipeImageRoute(options: UploadProxyOptions): RequestHandler {
  return uploadRoute(options, {
    route: RECIPE_IMAGE_ROUTE,
    permission: 'recipes.write',
    maxBytes: IMAGE_MAX,
    fileName: 'the picture',
    upstreamPath: () => '/api/recipes/images',
    accepted: (_ctx, body, _status, res) => {
      const url = urlOf(body);
      if (url === null) {
        res.status(502).json(UNAVAILABLE);
        return;
      }
      res.status(201).json({ url });
    },
  });
}

/**
 * The uploads of the recipes screen: a cook's logo (cooks.write; the answer is the cook, announced to
 * every list like any other write; 423 LOCKED while someone else edits the cook) and the pictures of the
 * recipe form.
 */
export function mountRecipeUploads(app: Express, options: UploadProxyOptions): void {
  app.post(
    COOK_LOGO_ROUTE,
    recordImageRoute(options, {
      route: COOK_LOGO_ROUTE,
      resource: 'cooks',
      permission: 'cooks.write',
      segment: 'logo',
      fileName: 'the logo',
      announce: (ctx, body) => cooksKit.announce(ctx, 'UPDATED', body as UpstreamCook, null),
    }),
  );
  app.post(RECIPE_IMAGE_ROUTE, recipeImageRoute(options));
}
