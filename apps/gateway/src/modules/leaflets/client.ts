import type { PriorityField, VisibilityField } from '@flyerdesk/domain/platforms';
import { ScopedClient, seg } from '../../upstream/http';

/** Leaflet as the api answers it. */
export type UpstreamLeaflet = {
  id: string;
  naturalId: string;
  seoId?: string | null;
  storeId: string;
  status: string;
  validFrom?: string | null;
  validTo?: string | null;
  untilEndOfSupply?: boolean;
  publishDate?: string | null;
  publishEndDate?: string | null;
  createdAt: string;
  createdBy?: string | null;
  refreshedAt?: string | null;
  refreshedBy?: string | null;
  additionalInfo?: string | null;
  additionalInfo2?: string | null;
  pageCount?: number;
  notShowAdInserts?: boolean;
  notAllowShoppingList?: boolean;
  showOnlineBadge?: boolean;
  showPopularBadge?: boolean;
  hasRecipe?: boolean;
  watermark?: boolean;
  forceLast?: boolean;
  groupId?: string | null;
  categoryId?: string | null;
  longUrl?: string | null;
  thumbnailTrackingUrl?: string | null;
  redirectUrl?: string | null;
  zipCodes?: string[];
  socialMedia?: { platform: string; url: string }[];
  replaceValidityText?: string;
  firstPageUrl?: string | null;
  version: number;
  updatedAt?: string;
  updatedBy?: string | null;
  /** Older back-ends spell the iOS flag this way. */
  showOnIos?: boolean;
} & Partial<Record<PriorityField, number | null>> &
  Partial<Record<VisibilityField, boolean>>;

/** GET /api/leaflets answer. */
export interface UpstreamLeafletPage {
  content: UpstreamLeaflet[];
  totalElements: number;
  page: number;
  size: number;
}

/** GET /api/leaflets/{id}/images item (urls are relative, under /files/). */
export interface UpstreamLeafletImage {
  pageNumber: number;
  url: string;
  thumbnailUrl?: string | null;
}

export interface LeafletListQuery {
  predefinedFilter: 'LEAFLET_DASHBOARD' | 'LEAFLET_XML_ORDERING';
  storeId?: string | null;
  status?: readonly string[] | null;
  search?: string | null;
  page: number;
  size: number;
}

/** Partial leaflet body of PATCH /api/leaflets/{id} (absent fields stay as they are): the REST shape of the form. */
export type UpstreamLeafletPatch = Record<string, unknown>;

/** One write of a leaflet (GET /api/history/leaflets/{id}): field → [before, after]. */
export interface UpstreamLeafletHistoryEntry {
  at: string;
  by: string | null;
  version: number;
  changes: Record<string, [unknown, unknown]>;
}

/** POST /api/leaflets/{storeId}/files answer: the leaflet and the queued cut of its PDF. */
export type UpstreamCreatedLeaflet = UpstreamLeaflet & { cutJobId?: string | null };

/** Path of the creation upload (files and the form's fields). */
export function leafletFilesPath(storeId: string, query: { watermark: boolean; overwritePriority: boolean }): string {
  const params = new URLSearchParams();
  if (query.watermark) params.set('watermark', 'true');
  if (query.overwritePriority) params.set('overwritePriority', 'true');
  const text = params.toString();
  return `/api/leaflets/${seg(storeId)}/files${text ? `?${text}` : ''}`;
}

/** Path of a leaflet's cover upload. */
export function leafletFirstPagePath(id: string): string {
  return `/api/leaflets/${seg(id)}/first-page`;
}

/** REST client for leaflets. */
export class LeafletsClient extends ScopedClient {
  list(query: LeafletListQuery): Promise<UpstreamLeafletPage> {
    return this.get<UpstreamLeafletPage>('/api/leaflets', {
      predefinedFilter: query.predefinedFilter,
      storeId: query.storeId,
      status: query.status && query.status.length > 0 ? query.status.join(',') : undefined,
      search: query.search,
      page: query.page,
      size: query.size,
    });
  }

  byId(id: string): Promise<UpstreamLeaflet> {
    return this.get<UpstreamLeaflet>(`/api/leaflets/${seg(id)}`);
  }

  images(id: string): Promise<UpstreamLeafletImage[]> {
    return this.get<UpstreamLeafletImage[]>(`/api/leaflets/${seg(id)}/images`);
  }

  /** A shop's leaflets (never DELETED), newest first. */
  forStore(storeId: string, type: 'ACTIVE' | 'INACTIVE' | 'ALL'): Promise<UpstreamLeaflet[]> {
    return this.get<UpstreamLeaflet[]>(`/api/stores/${seg(storeId)}/leaflets`, { type });
  }

  patch(id: string, version: number, body: UpstreamLeafletPatch, overwritePriority = false): Promise<UpstreamLeaflet> {
    return this.write<UpstreamLeaflet>('PATCH', `/api/leaflets/${seg(id)}`, {
      json: body,
      ifMatch: version,
      ...(overwritePriority ? { query: { overwritePriority: 'true' } } : {}),
    });
  }

  /** Archived (DELETED) leaflets, most recently changed first. */
  archived(query: { storeId?: string | null; search?: string | null; page: number; size: number }): Promise<UpstreamLeafletPage> {
    return this.get<UpstreamLeafletPage>('/api/leaflets/archived', {
      storeId: query.storeId,
      search: query.search,
      page: query.page,
      size: query.size,
    });
  }

  /** Brings a DELETED leaflet back as IMPORTED. */
  restore(id: string): Promise<UpstreamLeaflet> {
    return this.write<UpstreamLeaflet>('POST', `/api/leaflets/${seg(id)}/restore`);
  }

  /** Every write of the leaflet, newest first. */
  history(id: string): Promise<UpstreamLeafletHistoryEntry[]> {
    return this.get<UpstreamLeafletHistoryEntry[]>(`/api/history/leaflets/${seg(id)}`);
  }

  /** Sets the refresh date to now (answers 204). */
  refresh(id: string): Promise<void> {
    return this.writeVoid('POST', `/api/leaflets/${seg(id)}/refresh`);
  }

  /** Marks the leaflet DELETED and clears its priorities. */
  remove(id: string, storeId: string): Promise<void> {
    return this.writeVoid('DELETE', `/api/leaflets/${seg(id)}`, { query: { storeId } });
  }
}
