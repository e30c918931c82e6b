import { CUT_MAX_PDF_BYTES } from '@flyerdesk/domain/jobs';
import type { RequestHandler } from 'express';
import { MULTIPART_OVERHEAD_BYTES, uploadRoute, type UploadProxyOptions } from '../../uploads/proxy';
import type { UpstreamJob } from '../jobs/client';
import { notifyJobsChanged } from '../jobs/events';
import { toJob } from '../jobs/mappers';
import { cutPath } from './client';

export { UPLOAD_GUARD_HEADER, type UploadErrorBody } from '../../uploads/proxy';

/** Path of the upload route (Express pattern). */
export const CUT_UPLOAD_ROUTE = '/upload/leaflets/:leafletId/cut';

/** Largest body the upload route passes on: the largest PDF and its multipart framing. */
export const CUT_UPLOAD_MAX_BYTES = CUT_MAX_PDF_BYTES + MULTIPART_OVERHEAD_BYTES;

/**
 * POST /upload/leaflets/{leafletId}/cut: a new PDF for a leaflet's page cutting (leaflets.cut);
 * answers the api's status with `{ job }` and tells the job list.
 */
export function cutUploadRoute(options: UploadProxyOptions): RequestHandler {
  return uploadRoute(options, {
    route: CUT_UPLOAD_ROUTE,
    permission: 'leaflets.cut',
    maxBytes: CUT_UPLOAD_MAX_BYTES,
    fileName: 'the PDF',
    upstreamPath: (req) => cutPath(String(req.params['leafletId'] ?? '')),
    accepted: (ctx, body, status, res) => {
      const job = body as UpstreamJob;
      if (typeof job.id !== 'string') {
        res.status(502).json({ code: 'UPSTREAM_UNAVAILABLE', message: 'The leaflet service is unavailable, please try again later' });
        return;
      }
      res.status(status).json({ job: toJob(job) });
      void notifyJobsChanged(ctx);
    },
  });
}
