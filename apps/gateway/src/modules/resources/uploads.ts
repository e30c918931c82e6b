import { IMAGE_UPLOAD_MAX_BYTES } from '@flyerdesk/domain/resources';
import type { Express } from 'express';
import { MULTIPART_OVERHEAD_BYTES, uploadRoute, type UploadProxyOptions } from '../../uploads/proxy';
import { seg } from '../../upstream/http';
import { categoriesKit } from '../categories/resolvers';
import type { UpstreamCategory } from '../categories/client';
import { insertsKit } from '../inserts/resolvers';
import type { UpstreamInsert } from '../inserts/client';
import { assertNotLocked } from './kit';

const IMAGE_UPLOAD_MAX = IMAGE_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

/** Path of a category's logo upload. */
export const CATEGORY_LOGO_ROUTE = '/upload/categories/:id/logo';
/** Path of an insert's picture upload. */
export const INSERT_IMAGE_ROUTE = '/upload/inserts/:id/image';

/**
 * Image uploads of the kit's records: POST multipart `file` (jpg, png, webp; the api checks the bytes),
 * optional If-Match with the version the form started from. The answer is the record as GraphQL
 * shapes it, and the change reaches every list like any other write. Refused with 423 LOCKED while
 * someone else holds the record's edit lock.
 */
export function mountResourceUploads(app: Express, options: UploadProxyOptions): void {
  app.post(
    CATEGORY_LOGO_ROUTE,
    uploadRoute(options, {
      route: CATEGORY_LOGO_ROUTE,
      permission: 'categories.write',
      maxBytes: IMAGE_UPLOAD_MAX,
      fileName: 'the logo',
      upstreamPath: (req) => `/api/categories/${seg(String(req.params['id'] ?? ''))}/logo`,
      accepted: async (ctx, body, _status, res) => {
        res.status(200).json(await categoriesKit.announce(ctx, 'UPDATED', body as UpstreamCategory, null));
      },
      checkLock: (ctx, req) => assertNotLocked(ctx, 'categories', String(req.params['id'] ?? '')),
    }),
  );
  app.post(
    INSERT_IMAGE_ROUTE,
    uploadRoute(options, {
      route: INSERT_IMAGE_ROUTE,
      permission: 'inserts.write',
      maxBytes: IMAGE_UPLOAD_MAX,
      fileName: 'the picture',
      upstreamPath: (req) => `/api/inserts/${seg(String(req.params['id'] ?? ''))}/image`,
      accepted: async (ctx, body, _status, res) => {
        res.status(200).json(await insertsKit.announce(ctx, 'UPDATED', body as UpstreamInsert, null));
      },
      checkLock: (ctx, req) => assertNotLocked(ctx, 'inserts', String(req.params['id'] ?? '')),
    }),
  );
}
