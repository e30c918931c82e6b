/** Server process: the api with an in-memory database and the demo data. */
import { startApi } from '../../apps/api/dist/server';
import { serveChild } from './children';

export interface ApiReady {
  url: string;
  serviceToken: string;
}

void serveChild<Record<string, never>>(async () => {
  const api = await startApi({ memory: true, port: 0, host: '127.0.0.1', logLevel: 'silent' });
  const ready: ApiReady = { url: api.url, serviceToken: api.serviceToken };
  return { ready, handlers: {}, close: () => api.close() };
});
