/** Server process: the api with an in-memory database and the demo data. */
import { startApi } from '../../apps/api/dist/server';
import { serveChild } from './children';

export interface ApiReady {
  url: string;
  serviceToken: string;
}

/** What a benchmark may change (the api's defaults otherwise). */
export interface ApiSettings {
  /** ORDERING_CACHE: each ordering computed once per version (default on). */
  orderingCache?: boolean;
}

void serveChild<ApiSettings>(async (settings) => {
  const api = await startApi({ memory: true, port: 0, host: '127.0.0.1', logLevel: 'silent', ...settings });
  const ready: ApiReady = { url: api.url, serviceToken: api.serviceToken };
  return { ready, handlers: {}, close: () => api.close() };
});
