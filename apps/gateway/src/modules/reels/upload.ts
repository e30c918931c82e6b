import { REEL_MEDIA_MAX_BYTES } from '@flyerdesk/domain/reels';
import type { Express, RequestHandler } from 'express';
import { MULTIPART_OVERHEAD_BYTES, UNAVAILABLE, uploadRoute, type UploadProxyOptions } from '../../uploads/proxy';
import { recordImageRoute } from '../resources/uploads';
import type { UpstreamReelChannel } from './client';
import { reelChannelsKit } from './resolvers';

/** Path of the media upload of the reel form (its image or video). */
export const REEL_MEDIA_ROUTE = '/upload/reels/media';
/** Path of a reel channel's logo upload. */
export const REEL_CHANNEL_LOGO_ROUTE = '/upload/reelChannels/:id/logo';

const REEL_MEDIA_MAX = REEL_MEDIA_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

/** The stored media as the api describes it, or null when the answer lacks its address or type. */
function mediaOf(body: unknown): { url: string; mediaType: string; format: unknown; size: unknown } | null {
  const { url, mediaType, format, size } = body as { url?: unknown; mediaType?: unknown; format?: unknown; size?: unknown };
  if (typeof url !== 'string' || url === '' || (mediaType !== 'IMAGE' && mediaType !== 'VIDEO')) return null;
  return { url, mediaType, format, size };
}

/**
 * POST /upload/reels/media (reels.write): multipart `file`, an image (JPEG, PNG, WebP, GIF) or a video
 * (MP4, MOV, WebM); the api recognises it by its bytes, checks its size (a video up to 50 MB) and stores
 * it under a name it makes. Answers 201 `{ url, mediaType, format, size }`: the file's address under
 * /files (served by this gateway) and IMAGE or VIDEO, which the form puts in mediaURL and mediaType.
 * Nothing is announced: no reel changes until the form is saved.
 */
export function reelMediaRoute(options: UploadProxyOptions): RequestHandler {
  return uploadRoute(options, {
    route: REEL_MEDIA_ROUTE,
    permission: 'reels.write',
    maxBytes: REEL_MEDIA_MAX,
    fileName: 'the image or video',
    upstreamPath: () => '/api/reels/media',
    accepted: (_ctx, body, _status, res) => {
      const media = mediaOf(body);
      if (media === null) {
        res.status(502).json(UNAVAILABLE);
        return;
      }
      res.status(201).json(media);
    },
  });
}

/**
 * The reel routes: the media upload, and a channel's logo (POST multipart `file`, optional If-Match;
 * answers the channel as GraphQL shapes it and announces the change like any other write; 423 LOCKED
 * while someone else edits the channel).
 */
export function mountReelUploads(app: Express, options: UploadProxyOptions): void {
  app.post(REEL_MEDIA_ROUTE, reelMediaRoute(options));
  app.post(
    REEL_CHANNEL_LOGO_ROUTE,
    recordImageRoute(options, {
      route: REEL_CHANNEL_LOGO_ROUTE,
      resource: 'reelChannels',
      permission: 'reels.write',
      segment: 'logo',
      fileName: 'the logo',
      announce: (ctx, body) => reelChannelsKit.announce(ctx, 'UPDATED', body as UpstreamReelChannel, null),
    }),
  );
}
