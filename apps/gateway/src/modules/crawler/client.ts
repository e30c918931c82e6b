import { ScopedClient, seg } from '../../upstream/http';
import type { UpstreamJob } from '../jobs/client';

/** A retailer site or feed the crawler reads, as the api answers it. */
export interface UpstreamCrawlerSource {
  id: string;
  name: string;
  storeId: string | null;
  storeName: string | null;
  url: string;
  enabled: boolean;
  lastRun: UpstreamJob | null;
  findingsCount: number;
}

/** A leaflet a crawler run found. */
export interface UpstreamCrawlerFinding {
  id: string;
  sourceId: string;
  url: string;
  title: string;
  validFrom: string | null;
  validTo: string | null;
  foundAt: string;
  isNew: boolean;
}

interface Items<T> {
  items: T[];
}

/** REST client for the new-leaflets crawler (the signed-in user's token). */
export class CrawlerClient extends ScopedClient {
  sources(): Promise<Items<UpstreamCrawlerSource>> {
    return this.get<Items<UpstreamCrawlerSource>>('/api/crawler/sources');
  }

  /** CRAWL jobs, newest first. */
  runs(query: { sourceId?: string; limit: number }): Promise<Items<UpstreamJob>> {
    return this.get<Items<UpstreamJob>>('/api/crawler/runs', { sourceId: query.sourceId, limit: query.limit });
  }

  findings(runId: string): Promise<Items<UpstreamCrawlerFinding>> {
    return this.get<Items<UpstreamCrawlerFinding>>(`/api/crawler/runs/${seg(runId)}/findings`);
  }

  /** Runs one source; when a run of it is under way, answers that one. */
  run(sourceId: string): Promise<UpstreamJob> {
    return this.write<UpstreamJob>('POST', `/api/crawler/sources/${seg(sourceId)}/run`);
  }

  /** Runs every enabled source. */
  runAll(): Promise<Items<UpstreamJob>> {
    return this.write<Items<UpstreamJob>>('POST', '/api/crawler/run');
  }
}
