import type { Permission } from '@flyerdesk/domain/permissions';
import { IMAGE_UPLOAD_MAX_BYTES, type ResourceName } from '@flyerdesk/domain/resources';
import type { Express, Request, RequestHandler } from 'express';
import type { GatewayContext } from '../../context';
import { MULTIPART_OVERHEAD_BYTES, uploadRoute, type UploadProxyOptions } from '../../uploads/proxy';
import { seg } from '../../upstream/http';
import { categoriesKit } from '../categories/resolvers';
import type { UpstreamCategory } from '../categories/client';
import { insertsKit } from '../inserts/resolvers';
import type { UpstreamInsert } from '../inserts/client';
import { storesKit } from '../stores/resolvers';
import type { UpstreamStore } from '../stores/client';
import { assertNotLocked } from './kit';

const IMAGE_UPLOAD_MAX = IMAGE_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

/** Path of a category's logo upload. */
export const CATEGORY_LOGO_ROUTE = '/upload/categories/:id/logo';
/** Path of an insert's picture upload. */
export const INSERT_IMAGE_ROUTE = '/upload/inserts/:id/image';
/** Path of a shop's logo upload (the api takes PNG or JPEG). */
export const STORE_LOGO_ROUTE = '/upload/stores/:id/logo';

/** The image of one kit resource's records. */
export interface RecordImage {
  route: string;
  resource: ResourceName;
  permission: Permission;
  /** The api route's last segment, e.g. `logo`. */
  segment: string;
  /** What the file is, for the refusal of a request without one. */
  fileName: string;
  /** Announces the record the api answers (as any other write) and answers it as GraphQL shapes it. */
  announce: (ctx: GatewayContext, body: unknown) => Promise<unknown>;
}

/** The upload route of one kit resource's record image (its lock checked, its change announced). */
export function recordImageRoute(options: UploadProxyOptions, image: RecordImage): RequestHandler {
  const idOf = (req: Request) => String(req.params['id'] ?? '');
  return uploadRoute(options, {
    route: image.route,
    permission: image.permission,
    maxBytes: IMAGE_UPLOAD_MAX,
    fileName: image.fileName,
    upstreamPath: (req) => `/api/${image.resource}/${seg(idOf(req))}/${image.segment}`,
    accepted: async (ctx, body, _status, res) => {
      res.status(200).json(await image.announce(ctx, body));
    },
    checkLock: (ctx, req) => assertNotLocked(ctx, image.resource, idOf(req)),
  });
}

/**
 * Image uploads of the kit's records: POST multipart `file` (jpg, png, webp; the api checks the bytes),
 * optional If-Match with the version the form started from. The answer is the record as GraphQL
 * shapes it, and the change reaches every list like any other write. Refused with 423 LOCKED while
 * someone else holds the record's edit lock.
 */
export function mountResourceUploads(app: Express, options: UploadProxyOptions): void {
  app.post(
    CATEGORY_LOGO_ROUTE,
    recordImageRoute(options, {
      route: CATEGORY_LOGO_ROUTE,
      resource: 'categories',
      permission: 'categories.write',
      segment: 'logo',
      fileName: 'the logo',
      announce: (ctx, body) => categoriesKit.announce(ctx, 'UPDATED', body as UpstreamCategory, null),
    }),
  );
  app.post(
    INSERT_IMAGE_ROUTE,
    recordImageRoute(options, {
      route: INSERT_IMAGE_ROUTE,
      resource: 'inserts',
      permission: 'inserts.write',
      segment: 'image',
      fileName: 'the picture',
      announce: (ctx, body) => insertsKit.announce(ctx, 'UPDATED', body as UpstreamInsert, null),
    }),
  );
  app.post(
    STORE_LOGO_ROUTE,
    recordImageRoute(options, {
      route: STORE_LOGO_ROUTE,
      resource: 'stores',
      permission: 'stores.update',
      segment: 'logo',
      fileName: 'the logo',
      announce: (ctx, body) => storesKit.announce(ctx, 'UPDATED', body as UpstreamStore, null),
    }),
  );
}
