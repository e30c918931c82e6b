import type { UpstreamOrderingVersion } from '../modules/ordering/client';
import type { UpstreamPublicationVersion } from '../modules/publication/client';
import { seg, type UpstreamHttp } from './http';

/**
 * Calls the gateway makes on its own behalf, not for a user: the version reads of the shared
 * pollers, authenticated with the service token (X-Service-Token) the api and the gateway share.
 * The api accepts that token on these GET version endpoints only.
 */
export class ServiceClient {
  constructor(
    private readonly http: UpstreamHttp,
    private readonly token: string,
  ) {}

  orderingVersion(platform: string, traceId: string): Promise<UpstreamOrderingVersion> {
    return this.http.json<UpstreamOrderingVersion>({ method: 'GET', path: `/api/ordering/${seg(platform)}/version`, serviceToken: this.token, traceId });
  }

  orderingVersions(traceId: string): Promise<UpstreamOrderingVersion[]> {
    return this.http.json<UpstreamOrderingVersion[]>({ method: 'GET', path: '/api/ordering/versions', serviceToken: this.token, traceId });
  }

  publicationVersion(traceId: string): Promise<UpstreamPublicationVersion> {
    return this.http.json<UpstreamPublicationVersion>({ method: 'GET', path: '/api/publication/version', serviceToken: this.token, traceId });
  }
}
