import { ScopedClient, seg } from '../../upstream/http';
import type { UpstreamJob } from '../jobs/client';
import type { UpstreamLeaflet } from '../leaflets/client';

/** Path of the ZIP upload at the api (the gateway's upload route streams the multipart body to it). */
export const SCRAPER_ZIP_PATH = '/api/scraper/zip';

/** POST /api/scraper/zip answer (201): the new leaflet and its LEAFLET_FROM_ZIP job. */
export interface UpstreamScraperZipAnswer {
  leaflet: UpstreamLeaflet;
  job: UpstreamJob;
}

/** GET /api/scraper/pdf-links/{jobId} answer: a LEAFLET_PDF job and its download link. */
export interface UpstreamPdfLink {
  job: UpstreamJob;
  /** Under /files, only while the job is SUCCESS and the link has not expired. */
  url: string | null;
  expiresAt: string | null;
  expired: boolean;
}

/** REST client for the leaflet scraper (the signed-in user's token; the api checks scrapper.pdf and the shop). */
export class ScraperClient extends ScopedClient {
  /** Queues a PDF of the leaflet's pages (202, job LEAFLET_PDF); 409 NO_PAGES when it has none. */
  generatePdf(leafletId: string): Promise<UpstreamJob> {
    return this.write<UpstreamJob>('POST', '/api/scraper/pdf-links', { json: { leafletId } });
  }

  /** A LEAFLET_PDF job and its link; 404 for an unknown job or one of another kind. */
  pdfLink(jobId: string): Promise<UpstreamPdfLink> {
    return this.get<UpstreamPdfLink>(`/api/scraper/pdf-links/${seg(jobId)}`);
  }
}
