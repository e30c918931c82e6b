import type { UpstreamRecord } from '../resources/client';

/** Insert as the api answers it. */
export interface UpstreamInsert extends UpstreamRecord {
  insertName: string;
  description?: string | null;
  imageUrl?: string | null;
  redirectUrl?: string | null;
  longUrl?: string | null;
  validFrom?: string | null;
  validTo?: string | null;
  showOnIos?: boolean;
  showOnAndroid?: boolean;
  showOnAndroid2?: boolean;
  showOnWeb?: boolean;
  usedBy?: number;
}
