import { ScopedClient } from '../../upstream/http';
import type { UpstreamLeaflet } from '../leaflets/client';

/** GET /api/publication/pending answer. */
export interface UpstreamPending {
  toActivate: UpstreamLeaflet[];
  toDeactivate: UpstreamLeaflet[];
}

/** POST /api/publication/publish answer. */
export interface UpstreamPublication {
  activated: number;
  deactivated: number;
  publishedAt: string;
  publicationId?: string;
}

/** GET /api/publication/version answer: changes whenever the pending lists may have changed. */
export interface UpstreamPublicationVersion {
  version: number;
}

/** REST client for publishing the XML feed (the signed-in user's token). */
export class PublicationClient extends ScopedClient {
  pending(): Promise<UpstreamPending> {
    return this.get<UpstreamPending>('/api/publication/pending');
  }

  /** The version of the pending lists (cheap: no leaflets). */
  version(): Promise<UpstreamPublicationVersion> {
    return this.get<UpstreamPublicationVersion>('/api/publication/version');
  }

  publish(): Promise<UpstreamPublication> {
    return this.write<UpstreamPublication>('POST', '/api/publication/publish');
  }
}
