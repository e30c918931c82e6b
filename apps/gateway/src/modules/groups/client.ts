import type { UpstreamRecord } from '../resources/client';

/** Group as the api answers it. */
export interface UpstreamGroup extends UpstreamRecord {
  name: string;
  storeIds?: string[];
}
