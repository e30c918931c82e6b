import { ScopedClient } from '../../upstream/http';

/** GET /actuator/info */
export interface UpstreamInfo {
  app?: { name?: string; version?: string };
}

/** GET /api/config/platforms */
export interface UpstreamPlatforms {
  leafletPlatforms?: string[];
  insertPlatforms?: string[];
}

/** GET /api/config/features */
export interface UpstreamFeatures {
  articlesData?: boolean;
  leafletScrapper?: boolean;
}

/** REST client for the back-end version, platform list and feature switches. */
export class SystemClient extends ScopedClient {
  /** The actuator is public upstream; the token is still sent so the call is attributed. */
  info(): Promise<UpstreamInfo> {
    return this.get<UpstreamInfo>('/actuator/info');
  }

  platforms(): Promise<UpstreamPlatforms> {
    return this.get<UpstreamPlatforms>('/api/config/platforms');
  }

  features(): Promise<UpstreamFeatures> {
    return this.get<UpstreamFeatures>('/api/config/features');
  }
}
