import { IMAGE_UPLOAD_MAX_BYTES } from '@flyerdesk/domain/resources';
import type { RequestHandler } from 'express';
import { MULTIPART_OVERHEAD_BYTES, UNAVAILABLE, uploadRoute, type UploadProxyOptions } from '../../uploads/proxy';

/** Path of the image upload of the notification form (its big icon and big picture). */
export const NOTIFICATION_IMAGE_ROUTE = '/upload/notifications/images';

const NOTIFICATION_IMAGE_MAX = IMAGE_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

/** The address of a stored image in the api's answer, or null when it has none. */
function urlOf(body: unknown): string | null {
  const url = (body as { url?: unknown }).url;
  return typeof url === 'string' && url !== '' ? url : null;
}

/**
 * POST /upload/notifications/images (notifications.send): multipart `file`, a JPEG or PNG (the api checks
 * the bytes and the size), stored under a name the api makes. Answers 201 `{ url }`: the image's address
 * under /files, served by this gateway like every other uploaded file; the form puts it in bigIcon or
 * bigPicture. Nothing is announced: no notification changes until the form is sent.
 */
export function notificationImageRoute(options: UploadProxyOptions): RequestHandler {
  return uploadRoute(options, {
    route: NOTIFICATION_IMAGE_ROUTE,
    permission: 'notifications.send',
    maxBytes: NOTIFICATION_IMAGE_MAX,
    fileName: 'the image',
    upstreamPath: () => '/api/notifications/images',
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
