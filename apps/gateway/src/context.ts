import type { Logger } from 'pino';
import type { LiveServices } from './realtime/live';
import type { EventBus } from './realtime/pubsub';
import type { Session } from './session/session';
import { createUpstreamApi, type UpstreamApi } from './upstream/clients';
import type { UpstreamHttp } from './upstream/http';

/** What every resolver receives, for HTTP requests and WebSocket operations alike. */
export interface GatewayContext {
  /** Id of this request in the logs of the gateway and the api; returned in errors. */
  traceId: string;
  log: Logger;
  session: Session;
  api: UpstreamApi;
  events: EventBus;
  /** Shared pollers and presence. */
  live: LiveServices;
}

export function createContext(options: {
  traceId: string;
  log: Logger;
  session: Session;
  http: UpstreamHttp;
  events: EventBus;
  live: LiveServices;
}): GatewayContext {
  const { traceId, log, session, http, events, live } = options;
  const api = createUpstreamApi(http, {
    traceId,
    accessToken: async () => (await session.require()).accessToken,
  });
  return { traceId, log, session, api, events, live };
}
