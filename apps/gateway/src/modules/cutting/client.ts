import { ScopedClient, seg } from '../../upstream/http';
import type { UpstreamJob } from '../jobs/client';

/** GET /api/leaflets/{id}/cut answer: the leaflet's latest cut with its pages. */
export interface UpstreamLeafletPageCut {
  leafletId: string;
  leafletNaturalId: string;
  storeId: string;
  job: UpstreamJob | null;
}

/** Path of a leaflet's cutting at the api (the gateway's upload route streams PDFs to it). */
export function cutPath(leafletId: string): string {
  return `/api/leaflets/${seg(leafletId)}/cut`;
}

/** REST client for cutting leaflet PDFs into page images (the signed-in user's token). */
export class CuttingClient extends ScopedClient {
  pageCut(leafletId: string): Promise<UpstreamLeafletPageCut> {
    return this.get<UpstreamLeafletPageCut>(cutPath(leafletId));
  }

  /** Cuts the leaflet's stored PDF again (no body). */
  cut(leafletId: string): Promise<UpstreamJob> {
    return this.write<UpstreamJob>('POST', cutPath(leafletId));
  }

  /** Renders the failed pages of the latest cut again. */
  retryFailed(leafletId: string): Promise<UpstreamJob> {
    return this.write<UpstreamJob>('POST', `${cutPath(leafletId)}/retry`);
  }
}
