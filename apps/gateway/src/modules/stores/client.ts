import type { StoreInput } from '@flyerdesk/domain/validation/store';
import { ScopedClient, seg } from '../../upstream/http';
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
export interface UpstreamStore {
  id: string;
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
  editors?: string[];
  version: number;
  createdAt?: string;
  updatedAt?: string;
  leafletsSummary?: UpstreamLeafletsSummary | null;
  /** Any of the shop's leaflets has article data matched but not confirmed. */
  hasUnconfirmedArticleData?: boolean;
}

/** REST client for shops. */
export class StoresClient extends ScopedClient {
  /** Shops the user may see, sorted by name, with their leaflet counts. */
  list(search?: string | null): Promise<UpstreamStore[]> {
    return this.get<UpstreamStore[]>('/api/stores', { search });
  }

  byId(id: string): Promise<UpstreamStore> {
    return this.get<UpstreamStore>(`/api/stores/${seg(id)}`);
  }

  create(input: StoreInput): Promise<UpstreamStore> {
    return this.write<UpstreamStore>('POST', '/api/stores', { json: input });
  }

  update(id: string, version: number, input: StoreInput): Promise<UpstreamStore> {
    return this.write<UpstreamStore>('PUT', `/api/stores/${seg(id)}`, { json: input, ifMatch: version });
  }

  /** Archives the shop. */
  archive(id: string): Promise<void> {
    return this.writeVoid('DELETE', `/api/stores/${seg(id)}`);
  }

  restore(id: string): Promise<UpstreamStore> {
    return this.write<UpstreamStore>('POST', `/api/stores/${seg(id)}/restore`);
  }

  leafletsSummary(id: string): Promise<UpstreamLeafletsSummary> {
    return this.get<UpstreamLeafletsSummary>(`/api/stores/${seg(id)}/leaflets-summary`);
  }
}
