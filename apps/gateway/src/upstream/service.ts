import type { ActivityPage } from '@flyerdesk/domain/activity';
import type { UpstreamArticlesDataVersion } from '../modules/articlesData/client';
import type { UpstreamJob, UpstreamJobsVersion } from '../modules/jobs/client';
import type { UpstreamPageDetails, UpstreamPageDetailsVersion } from '../modules/pageDetails/client';
import type { UpstreamOrdering, UpstreamOrderingVersion } from '../modules/ordering/client';
import type { UpstreamPublicationVersion } from '../modules/publication/client';
import { seg, type UpstreamHttp } from './http';

/** GET /api/changes as the api answers it: the records written after a position of the audit log. */
export interface UpstreamChanges {
  /** The highest position in the log (read again with `after` = the last item's seq). */
  version: number;
  items: { seq: number; resource: string; id: string; action: string; version: number; actor: string | null; at: string; record: unknown }[];
}

/** GET /api/sessions/revocations as the api answers it. */
export interface UpstreamSessionRevocations {
  /** Read again with `after = version` to continue. */
  version: number;
  revocations: { seq: number; userId: string; sessionId: string | null; reason: string; at: string }[];
}

/**
 * Calls the gateway makes on its own behalf, not for a user: the reads of the shared pollers,
 * authenticated with the service token (X-Service-Token) the api and the gateway share. The api
 * accepts that token on these GET endpoints only (versions, single jobs for the job pollers, the
 * session revocations, the change feed and the activity log's tail).
 */
export class ServiceClient {
  constructor(
    private readonly http: UpstreamHttp,
    private readonly token: string,
  ) {}

  orderingVersion(platform: string, traceId: string): Promise<UpstreamOrderingVersion> {
    return this.http.json<UpstreamOrderingVersion>({ method: 'GET', path: `/api/ordering/${seg(platform)}/version`, serviceToken: this.token, traceId });
  }

  /** A platform's whole ordering (to announce what an outside change changed). */
  ordering(platform: string, traceId: string): Promise<UpstreamOrdering> {
    return this.http.json<UpstreamOrdering>({ method: 'GET', path: `/api/ordering/${seg(platform)}`, serviceToken: this.token, traceId });
  }

  orderingVersions(traceId: string): Promise<UpstreamOrderingVersion[]> {
    return this.http.json<UpstreamOrderingVersion[]>({ method: 'GET', path: '/api/ordering/versions', serviceToken: this.token, traceId });
  }

  publicationVersion(traceId: string): Promise<UpstreamPublicationVersion> {
    return this.http.json<UpstreamPublicationVersion>({ method: 'GET', path: '/api/publication/version', serviceToken: this.token, traceId });
  }

  jobsVersion(traceId: string): Promise<UpstreamJobsVersion> {
    return this.http.json<UpstreamJobsVersion>({ method: 'GET', path: '/api/jobs/version', serviceToken: this.token, traceId });
  }

  /** One job with its steps (the per-job poller; who may see it was checked for each subscriber). */
  job(id: string, traceId: string): Promise<UpstreamJob> {
    return this.http.json<UpstreamJob>({ method: 'GET', path: `/api/jobs/${seg(id)}`, serviceToken: this.token, traceId });
  }

  /** Sessions ended on purpose after `after` (all those the api keeps when undefined). */
  sessionRevocations(after: number | undefined, traceId: string): Promise<UpstreamSessionRevocations> {
    return this.http.json<UpstreamSessionRevocations>({
      method: 'GET',
      path: '/api/sessions/revocations',
      query: { after },
      serviceToken: this.token,
      traceId,
    });
  }

  /** Records written after position `after` of the api's audit log (every resource of the kit). */
  changes(after: number, limit: number, traceId: string): Promise<UpstreamChanges> {
    return this.http.json<UpstreamChanges>({ method: 'GET', path: '/api/changes', query: { after, limit }, serviceToken: this.token, traceId });
  }

  /** Entries of the api's activity log: the newest `limit` (without `after`), or those after position `after`, oldest first. */
  activity(query: { after?: number; limit: number }, traceId: string): Promise<ActivityPage> {
    return this.http.json<ActivityPage>({ method: 'GET', path: '/api/logs', query, serviceToken: this.token, traceId });
  }

  /** The version of a leaflet's page details with its latest write (the per-leaflet poller). */
  pageDetailsVersion(leafletId: string, traceId: string): Promise<UpstreamPageDetailsVersion> {
    return this.http.json<UpstreamPageDetailsVersion>({ method: 'GET', path: `/api/leaflets/${seg(leafletId)}/page-details/version`, serviceToken: this.token, traceId });
  }

  /** A leaflet's page details (announced by the per-leaflet poller; who may see it was checked for each subscriber). */
  pageDetails(leafletId: string, traceId: string): Promise<UpstreamPageDetails> {
    return this.http.json<UpstreamPageDetails>({ method: 'GET', path: `/api/leaflets/${seg(leafletId)}/page-details`, serviceToken: this.token, traceId });
  }

  articlesDataVersion(traceId: string): Promise<UpstreamArticlesDataVersion> {
    return this.http.json<UpstreamArticlesDataVersion>({ method: 'GET', path: '/api/articles-data/version', serviceToken: this.token, traceId });
  }
}
