import type { StoreInput } from '@flyerdesk/domain/validation/store';
import { ResourceClient, type UpstreamRecord } from '../resources/client';
import { seg, type CallScope, type UpstreamHttp } from '../../upstream/http';
import type { UpstreamCategory } from '../categories/client';

/** Leaflet counts per shop as the api answers them. */
export interface UpstreamLeafletsSummary {
  total: number;
  active: number;
  inactive: number;
  readyForActivation: number;
  readyForDeactivation: number;
}

/** Shop as the api answers it. */
export interface UpstreamStore extends UpstreamRecord {
  name: string;
  storeWebId: string;
  categoryId: string;
  category?: UpstreamCategory | null;
  groupIds?: string[];
  logoUrl?: string | null;
  forceFavorites?: boolean;
  showAnyway?: boolean;
  storeAtFirst?: boolean;
  addAsReelsChannel?: boolean;
  /** Ids of the users (role EDITOR) the shop is assigned to. */
  editorIds?: string[];
  /** Their usernames. */
  editors?: string[];
  createdAt?: string;
  leafletsSummary?: UpstreamLeafletsSummary | null;
  /** Any of the shop's leaflets has article data matched but not confirmed. */
  hasUnconfirmedArticleData?: boolean;
}

/**
 * REST client for shops: the kit's calls (paged list, record, create, update, archive, restore, history
 * under /api/stores) plus the whole list the dashboard shows and a shop's leaflet counts.
 */
export class StoresClient extends ResourceClient<UpstreamStore, StoreInput> {
  constructor(http: UpstreamHttp, scope: CallScope) {
    super(http, scope, 'stores');
  }

  /** Every shop in use the user may see, sorted by name, with their leaflet counts (no paging). */
  all(search?: string | null): Promise<UpstreamStore[]> {
    return this.get<UpstreamStore[]>('/api/stores', { search });
  }

  leafletsSummary(id: string): Promise<UpstreamLeafletsSummary> {
    return this.get<UpstreamLeafletsSummary>(`/api/stores/${seg(id)}/leaflets-summary`);
  }
}
