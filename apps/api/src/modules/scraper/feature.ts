/** The api's switch for the leaflet scraper (FEATURE_LEAFLET_SCRAPPER) and the jobs that belong to it. */
import type { JobKind } from '@flyerdesk/domain/jobs';
import { ApiError } from '../../http/errors';

/** Every scraper call answers this while the switch is off. */
export function scraperDisabled(): ApiError {
  return new ApiError(404, 'FEATURE_DISABLED', 'The leaflet scraper feature is disabled');
}

/** Jobs the scraper starts: a leaflet from a ZIP of page images, a leaflet's pages as a downloadable PDF. */
export const SCRAPER_JOB_KINDS = ['LEAFLET_FROM_ZIP', 'LEAFLET_PDF'] as const satisfies readonly JobKind[];

export function isScraperJobKind(kind: string): boolean {
  return (SCRAPER_JOB_KINDS as readonly string[]).includes(kind);
}
