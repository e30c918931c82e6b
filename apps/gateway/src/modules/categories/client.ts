import type { UpstreamRecord } from '../resources/client';

/** Category as the api answers it. */
export interface UpstreamCategory extends UpstreamRecord {
  name: string;
  categoryWebId: string;
  logoUrl?: string | null;
}
