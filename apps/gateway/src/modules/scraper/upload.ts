/**
 * The scraper's ZIP tab: a new leaflet of a shop made from a ZIP archive of page images. The multipart
 * body (`file`, `storeId`, `leaflet` = JSON of the leaflet's fields) streams to the api, which creates
 * the leaflet and queues the job that turns the images into the leaflet's PDF (LEAFLET_FROM_ZIP).
 */
import { formFieldOf } from '@flyerdesk/domain/leafletFields';
import { SCRAPER_ZIP_MAX_BYTES } from '@flyerdesk/domain/scraper';
import type { Express } from 'express';
import type { Job } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { MULTIPART_OVERHEAD_BYTES, UNAVAILABLE, uploadRoute, type UploadProxyOptions } from '../../uploads/proxy';
import { notifyJobsChanged } from '../jobs/events';
import { toJob } from '../jobs/mappers';
import { publishLeafletChange } from '../leaflets/events';
import { shownOn, toLeaflet, type LeafletModel } from '../leaflets/mappers';
import { publishOrderingChange } from '../ordering/events';
import { notifyPendingPublication } from '../publication/events';
import { SCRAPER_ZIP_PATH, type UpstreamScraperZipAnswer } from './client';

/** A leaflet from a ZIP of page images: multipart `file` (the ZIP), `storeId` and `leaflet` (JSON). */
export const SCRAPER_ZIP_UPLOAD_ROUTE = '/upload/scraper/zip';

/** Largest body passed on: the largest archive, the fields and the multipart framing. */
export const SCRAPER_ZIP_UPLOAD_MAX_BYTES = SCRAPER_ZIP_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

/** What the browser gets for a leaflet made from a ZIP: the leaflet and the job building its PDF. */
export interface ScraperZipAnswer {
  leaflet: LeafletModel;
  job: Job;
}

function isZipAnswer(body: unknown): body is UpstreamScraperZipAnswer {
  if (typeof body !== 'object' || body === null) return false;
  const { leaflet, job } = body as { leaflet?: unknown; job?: unknown };
  const hasId = (value: unknown) => typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';
  return hasId(leaflet) && hasId(job);
}

/** Tells the shop's and the leaflet's subscribers, the orderings, the publication and the job list about the new leaflet. */
async function announceCreated(ctx: GatewayContext, leaflet: LeafletModel): Promise<void> {
  await publishLeafletChange(ctx, 'CREATED', leaflet, null);
  void publishOrderingChange(ctx, shownOn(leaflet), 'LEAFLET', null);
  await notifyPendingPublication(ctx);
  void notifyJobsChanged(ctx);
}

/**
 * Mounts POST /upload/scraper/zip (scrapper.pdf) answering 201 `{ leaflet, job }` in GraphQL shapes.
 * Refusals keep the api's status and payload: 400 with invalidFields named as the form names them
 * (`file`: zipRequired, zipInvalid, zipNoImages, zipTooManyPages; the leaflet's fields), 403, 404
 * FEATURE_DISABLED while the leaflet-scrapper switch is off, 409 PRIORITY_TAKEN and the like.
 */
export function mountScraperUploads(app: Express, options: UploadProxyOptions): void {
  app.post(
    SCRAPER_ZIP_UPLOAD_ROUTE,
    uploadRoute(options, {
      route: SCRAPER_ZIP_UPLOAD_ROUTE,
      permission: 'scrapper.pdf',
      maxBytes: SCRAPER_ZIP_UPLOAD_MAX_BYTES,
      fileName: 'the ZIP archive',
      upstreamPath: () => SCRAPER_ZIP_PATH,
      fieldOf: formFieldOf,
      accepted: async (ctx, body, status, res) => {
        if (!isZipAnswer(body)) {
          res.status(502).json(UNAVAILABLE);
          return;
        }
        const leaflet = toLeaflet(body.leaflet);
        const job = toJob(body.job);
        await announceCreated(ctx, leaflet);
        const answer: ScraperZipAnswer = { leaflet, job };
        res.status(status).json(answer);
      },
    }),
  );
}
