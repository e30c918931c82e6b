import type { RecordAction, ResourceName } from '@flyerdesk/domain/resources';
import { ScopedClient, seg, type QueryValue } from '../../upstream/http';

/** What every record of the kit carries in the api's answers. */
export interface UpstreamRecord {
  id: string;
  version: number;
  archivedAt?: string | null;
  updatedAt?: string | null;
  updatedBy?: string | null;
}

/** One page of a list as the api answers it. */
export interface UpstreamPage<T> {
  items: T[];
  total: number;
  limit?: number;
  offset?: number;
}

/** One audit entry of a record (GET /api/history/{resource}/{id}). */
export interface UpstreamHistoryEntry {
  id: string | number;
  at: string;
  actor: string | null;
  action: RecordAction;
  version: number;
  changes: { field: string; before: unknown; after: unknown }[];
}

/**
 * REST client of one resource built with the kit: paged list, one record, create, update (If-Match),
 * archive (DELETE), restore and the record's history — the same paths for every resource.
 */
export class ResourceClient<T extends UpstreamRecord, I> extends ScopedClient {
  constructor(
    http: ConstructorParameters<typeof ScopedClient>[0],
    scope: ConstructorParameters<typeof ScopedClient>[1],
    readonly resource: ResourceName,
  ) {
    super(http, scope);
  }

  private get base(): string {
    return `/api/${this.resource}`;
  }

  list(query: Record<string, QueryValue>): Promise<UpstreamPage<T>> {
    return this.get<UpstreamPage<T>>(this.base, query);
  }

  byId(id: string): Promise<T> {
    return this.get<T>(`${this.base}/${seg(id)}`);
  }

  create(input: I): Promise<T> {
    return this.write<T>('POST', this.base, { json: input });
  }

  update(id: string, version: number, input: I): Promise<T> {
    return this.write<T>('PUT', `${this.base}/${seg(id)}`, { json: input, ifMatch: version });
  }

  /** Archives the record (restorable); with a version, only if nobody changed it since. */
  archive(id: string, version: number | null | undefined): Promise<T> {
    return this.write<T>('DELETE', `${this.base}/${seg(id)}`, version === null || version === undefined ? {} : { ifMatch: version });
  }

  restore(id: string): Promise<T> {
    return this.write<T>('POST', `${this.base}/${seg(id)}/restore`);
  }

  history(id: string, limit: number, offset: number): Promise<UpstreamPage<UpstreamHistoryEntry>> {
    return this.get<UpstreamPage<UpstreamHistoryEntry>>(`/api/history/${this.resource}/${seg(id)}`, { limit, offset });
  }
}
