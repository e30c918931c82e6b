/**
 * Leaflet uploads: creating a leaflet from its files (one PDF or page images, with the dialog's fields
 * as JSON) and a leaflet's cover image. Both stream to the api and announce the change like any other
 * leaflet write.
 */
import { formFieldOf } from '@flyerdesk/domain/leafletFields';
import { LEAFLET_UPLOAD_MAX_BYTES } from '@flyerdesk/domain/leafletFiles';
import { IMAGE_UPLOAD_MAX_BYTES } from '@flyerdesk/domain/resources';
import type { Express, Request, Response } from 'express';
import type { Job } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { MULTIPART_OVERHEAD_BYTES, uploadRoute, type UploadProxyOptions } from '../../uploads/proxy';
import { notifyJobsChanged } from '../jobs/events';
import { toJob } from '../jobs/mappers';
import { publishOrderingChange } from '../ordering/events';
import { notifyPendingPublication } from '../publication/events';
import { assertNotLocked } from '../resources/kit';
import { leafletFilesPath, leafletFirstPagePath, type UpstreamCreatedLeaflet, type UpstreamLeaflet } from './client';
import { publishLeafletChange } from './events';
import { shownOn, toLeaflet, type LeafletModel } from './mappers';

/** Creating a leaflet of a shop: multipart `leaflet` (JSON of LeafletUpdateInput) and `files`. */
export const LEAFLET_CREATE_UPLOAD_ROUTE = '/upload/stores/:storeId/leaflets';
/** A leaflet's cover (first page) image: multipart `file`. */
export const LEAFLET_FIRST_PAGE_UPLOAD_ROUTE = '/upload/leaflets/:id/first-page';

/** Largest creation body passed on: all files of a leaflet, the fields and the multipart framing. */
export const LEAFLET_CREATE_UPLOAD_MAX_BYTES = LEAFLET_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;
const FIRST_PAGE_UPLOAD_MAX_BYTES = IMAGE_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

/** What the browser gets for a created leaflet: the leaflet and the cut of its PDF (null when none runs). */
export interface CreatedLeafletAnswer {
  leaflet: LeafletModel;
  cutJob: Job | null;
}

function flag(value: unknown): boolean {
  return value === 'true' || value === '1';
}

function unavailable(res: Response): void {
  res.status(502).json({ code: 'UPSTREAM_UNAVAILABLE', message: 'The leaflet service is unavailable, please try again later' });
}

function isUpstreamLeaflet(body: unknown): body is UpstreamLeaflet {
  return typeof body === 'object' && body !== null && typeof (body as { id?: unknown }).id === 'string';
}

/** The queued cut as GraphQL shapes it; null when none was queued or it cannot be read now. */
async function cutJobOf(ctx: GatewayContext, cutJobId: string | null | undefined): Promise<Job | null> {
  if (!cutJobId) return null;
  try {
    return toJob(await ctx.api.jobs.byId(cutJobId));
  } catch (err) {
    ctx.log.warn({ err, traceId: ctx.traceId, cutJobId }, 'could not read the queued page cut');
    return null;
  }
}

/** Tells the shop's and the leaflet's subscribers, the orderings and the publication about a new leaflet. */
async function announceCreated(ctx: GatewayContext, leaflet: LeafletModel, cutJob: Job | null): Promise<void> {
  await publishLeafletChange(ctx, 'CREATED', leaflet, null);
  void publishOrderingChange(ctx, shownOn(leaflet), 'LEAFLET', null);
  await notifyPendingPublication(ctx);
  if (cutJob) void notifyJobsChanged(ctx);
}

/**
 * Mounts POST /upload/stores/{storeId}/leaflets (leaflets.create; `watermark` and `overwritePriority`
 * query flags pass on) answering 201 `{ leaflet, cutJob }`, and POST /upload/leaflets/{id}/first-page
 * (leaflets.update; refused with 423 LOCKED while someone else edits the leaflet) answering the leaflet.
 * Refusals keep the api's reason and payload (PRIORITY_TAKEN's naturalId, priority and platform;
 * INVALID_REQUEST's invalidFields named as the form names them).
 */
export function mountLeafletUploads(app: Express, options: UploadProxyOptions): void {
  app.post(
    LEAFLET_CREATE_UPLOAD_ROUTE,
    uploadRoute(options, {
      route: LEAFLET_CREATE_UPLOAD_ROUTE,
      permission: 'leaflets.create',
      maxBytes: LEAFLET_CREATE_UPLOAD_MAX_BYTES,
      fileName: 'the leaflet files',
      upstreamPath: (req: Request) =>
        leafletFilesPath(String(req.params['storeId'] ?? ''), {
          watermark: flag(req.query['watermark']),
          overwritePriority: flag(req.query['overwritePriority']),
        }),
      fieldOf: formFieldOf,
      accepted: async (ctx, body, status, res) => {
        if (!isUpstreamLeaflet(body)) {
          unavailable(res);
          return;
        }
        const created = body as UpstreamCreatedLeaflet;
        const leaflet = toLeaflet(created);
        const cutJob = await cutJobOf(ctx, created.cutJobId);
        await announceCreated(ctx, leaflet, cutJob);
        const answer: CreatedLeafletAnswer = { leaflet, cutJob };
        res.status(status).json(answer);
      },
    }),
  );

  const idOf = (req: Request) => String(req.params['id'] ?? '');
  app.post(
    LEAFLET_FIRST_PAGE_UPLOAD_ROUTE,
    uploadRoute(options, {
      route: LEAFLET_FIRST_PAGE_UPLOAD_ROUTE,
      permission: 'leaflets.update',
      maxBytes: FIRST_PAGE_UPLOAD_MAX_BYTES,
      fileName: 'the cover image',
      upstreamPath: (req) => leafletFirstPagePath(idOf(req)),
      checkLock: (ctx, req) => assertNotLocked(ctx, 'leaflets', idOf(req)),
      accepted: async (ctx, body, _status, res) => {
        if (!isUpstreamLeaflet(body)) {
          unavailable(res);
          return;
        }
        const leaflet = toLeaflet(body);
        await publishLeafletChange(ctx, 'UPDATED', leaflet, null);
        res.status(200).json(leaflet);
      },
    }),
  );
}
