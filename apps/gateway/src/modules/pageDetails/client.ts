import type { LeafletUrlKind } from '@flyerdesk/domain/validation/pageDetails';
import type { FieldChange, RecordAction } from '@flyerdesk/domain/resources';
import { ScopedClient, seg } from '../../upstream/http';

/** The page details of a leaflet as the api answers them (GET /api/leaflets/{id}/page-details). */
export interface UpstreamPageDetails {
  leafletId: string;
  storeId: string;
  naturalId: string;
  pageCount: number;
  version: number;
  pages: { pageNumber: number; imageUrl: string; thumbnailUrl: string; width: number | null; height: number | null }[];
  inserts: { id: string; position: number; insertId: string; insertName: string; imageUrl: string | null; createdAt: string; createdBy: string | null }[];
  redirects: {
    id: string;
    positions: number[];
    positionsText: string;
    description: string | null;
    longUrl: string | null;
    redirectUrl: string | null;
    thumbnailTrackingUrl: string | null;
    platformLinks: { platform: string; url: string }[];
    version: number;
    updatedAt: string;
    updatedBy: string | null;
  }[];
  linkSwaps: { id: string; redirectId: string; at: string; newLink: string; platforms: string[]; status: string; appliedAt: string | null; createdBy: string | null }[];
  areas: {
    id: string;
    pageNumber: number;
    x: number;
    y: number;
    width: number;
    height: number;
    link: string;
    color: string | null;
    affiliation: string | null;
    urlParams: string | null;
    source: string;
    version: number;
  }[];
  articles: {
    id: string;
    pageNumber: number;
    name: string;
    brand: string | null;
    packaging: string | null;
    x: number;
    y: number;
    width: number;
    height: number;
    price: number | null;
    currency: string | null;
    pricePerUnit: number | null;
    unit: string | null;
    crossedPrice: number | null;
    mapPrice: number | null;
    discount: string | null;
    categories: string[];
    validFrom: string | null;
    validTo: string | null;
    version: number;
  }[];
}

/** The latest write of a leaflet's page details, as the version call names it. */
export interface UpstreamPageDetailsWrite {
  part: string;
  action: RecordAction;
  actor: string | null;
  at: string;
}

/** GET /api/leaflets/{id}/page-details/version answer. */
export interface UpstreamPageDetailsVersion {
  version: number;
  last: UpstreamPageDetailsWrite | null;
}

/** POST /api/leaflets/{id}/areas/from-pdf answer. */
export interface UpstreamLoadedPdfLinks {
  loaded: number;
  details: UpstreamPageDetails;
}

/** GET /api/history/leaflets/{id}/redirects answer. */
export interface UpstreamRedirectHistory {
  items: { id: string; at: string; actor: string | null; action: RecordAction; version: number; changes: FieldChange[] }[];
  total: number;
}

function base(leafletId: string): string {
  return `/api/leaflets/${seg(leafletId)}`;
}

/** REST client of leaflets' page details. */
export class PageDetailsClient extends ScopedClient {
  details(leafletId: string): Promise<UpstreamPageDetails> {
    return this.get<UpstreamPageDetails>(`${base(leafletId)}/page-details`);
  }

  addInserts(leafletId: string, body: unknown): Promise<UpstreamPageDetails> {
    return this.write('POST', `${base(leafletId)}/inserts`, { json: body });
  }

  removeInsert(leafletId: string, id: string): Promise<UpstreamPageDetails> {
    return this.write('DELETE', `${base(leafletId)}/inserts/${seg(id)}`);
  }

  addRedirect(leafletId: string, body: unknown): Promise<UpstreamPageDetails> {
    return this.write('POST', `${base(leafletId)}/redirects`, { json: body });
  }

  updateRedirect(leafletId: string, id: string, version: number, body: unknown): Promise<UpstreamPageDetails> {
    return this.write('PUT', `${base(leafletId)}/redirects/${seg(id)}`, { json: body, ifMatch: version });
  }

  removeRedirect(leafletId: string, id: string): Promise<UpstreamPageDetails> {
    return this.write('DELETE', `${base(leafletId)}/redirects/${seg(id)}`);
  }

  bulkLink(leafletId: string, body: unknown): Promise<UpstreamPageDetails> {
    return this.write('POST', `${base(leafletId)}/bulk-links`, { json: body });
  }

  scheduleSwap(leafletId: string, body: unknown): Promise<UpstreamPageDetails> {
    return this.write('POST', `${base(leafletId)}/link-swaps`, { json: body });
  }

  cancelSwap(leafletId: string, id: string): Promise<UpstreamPageDetails> {
    return this.write('DELETE', `${base(leafletId)}/link-swaps/${seg(id)}`);
  }

  addArea(leafletId: string, body: unknown): Promise<UpstreamPageDetails> {
    return this.write('POST', `${base(leafletId)}/areas`, { json: body });
  }

  updateArea(leafletId: string, id: string, version: number, body: unknown): Promise<UpstreamPageDetails> {
    return this.write('PUT', `${base(leafletId)}/areas/${seg(id)}`, { json: body, ifMatch: version });
  }

  removeArea(leafletId: string, id: string): Promise<UpstreamPageDetails> {
    return this.write('DELETE', `${base(leafletId)}/areas/${seg(id)}`);
  }

  areasFromPdf(leafletId: string): Promise<UpstreamLoadedPdfLinks> {
    return this.write('POST', `${base(leafletId)}/areas/from-pdf`);
  }

  addArticle(leafletId: string, body: unknown): Promise<UpstreamPageDetails> {
    return this.write('POST', `${base(leafletId)}/articles`, { json: body });
  }

  updateArticle(leafletId: string, id: string, version: number, body: unknown): Promise<UpstreamPageDetails> {
    return this.write('PUT', `${base(leafletId)}/articles/${seg(id)}`, { json: body, ifMatch: version });
  }

  removeArticle(leafletId: string, id: string): Promise<UpstreamPageDetails> {
    return this.write('DELETE', `${base(leafletId)}/articles/${seg(id)}`);
  }

  /** Removes one kind of link from the named leaflets or a shop's leaflets. */
  deleteUrls(kind: LeafletUrlKind, leafletIds: readonly string[] | null | undefined, storeId: string | null | undefined): Promise<{ changed: number }> {
    return this.write('DELETE', '/api/leaflets/urls', {
      query: { kind, leafletIds: leafletIds && leafletIds.length > 0 ? leafletIds.join(',') : undefined, storeId: storeId ?? undefined },
    });
  }

  redirectHistory(leafletId: string, limit: number, offset: number): Promise<UpstreamRedirectHistory> {
    return this.get<UpstreamRedirectHistory>(`/api/history/leaflets/${seg(leafletId)}/redirects`, { limit, offset });
  }
}
