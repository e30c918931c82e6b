import { IMAGE_UPLOAD_MAX_BYTES } from '@flyerdesk/domain/resources';
import type { RequestHandler } from 'express';
import { MULTIPART_OVERHEAD_BYTES, UNAVAILABLE, uploadRoute, type UploadProxyOptions } from '../../uploads/proxy';

/** Path of the picture upload of the loyalty card form (front, back …). */
export const LOYALTY_CARD_IMAGE_ROUTE = '/upload/loyaltyCards/images';

const LOYALTY_CARD_IMAGE_MAX = IMAGE_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

/** The address of a stored picture in the api's answer, or null when it has none. */
function urlOf(body: unknown): string | null {
  const url = (body as { url?: unknown } | null)?.url;
  return typeof url === 'string' && url !== '' ? url : null;
}

/**
 * POST /upload/loyaltyCards/images (loyaltyCards.write): multipart `file`, a JPEG or PNG (the api checks
 * the bytes and the size), stored under a name the api makes. Answers 201 `{ url }`: the picture's
 * address under /files, served by this gateway like every other uploaded file; the form adds it to the
 * card's images. Nothing is announced: no card changes until the form is saved.
 */
export function loyaltyCardImageRoute(options: UploadProxyOptions): RequestHandler {
  return uploadRoute(options, {
    route: LOYALTY_CARD_IMAGE_ROUTE,
    permission: 'loyaltyCards.write',
    maxBytes: LOYALTY_CARD_IMAGE_MAX,
    fileName: 'the picture',
    upstreamPath: () => '/api/loyaltyCards/images',
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
