import type { ResumePoint } from '@flyerdesk/domain/realtime';
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
  /**
   * Where a subscription that comes back left off (its subscribe message's `extensions.resume`); null
   * for a first subscription and over HTTP.
   */
  resume: ResumePoint | null;
}

export interface ContextOptions {
  traceId: string;
  /** The request's logger, or how to make it when something is first logged. */
  log: Logger | (() => Logger);
  session: Session;
  http: UpstreamHttp;
  events: EventBus;
  live: LiveServices;
  resume?: ResumePoint | null;
}

/**
 * The context of one request or WebSocket operation. The upstream clients and a logger made on
 * demand are created when first used: a subscription that only forwards events (most of them,
 * held open for hours by every browser) never needs either.
 */
class RequestContext implements GatewayContext {
  readonly traceId: string;
  readonly session: Session;
  readonly events: EventBus;
  readonly live: LiveServices;
  readonly resume: ResumePoint | null;
  private readonly http: UpstreamHttp;
  private logger: Logger | (() => Logger);
  private clients: UpstreamApi | null = null;

  constructor(options: ContextOptions) {
    this.traceId = options.traceId;
    this.session = options.session;
    this.events = options.events;
    this.live = options.live;
    this.resume = options.resume ?? null;
    this.http = options.http;
    this.logger = options.log;
  }

  get log(): Logger {
    if (typeof this.logger === 'function') this.logger = this.logger();
    return this.logger;
  }

  get api(): UpstreamApi {
    this.clients ??= createUpstreamApi(this.http, {
      traceId: this.traceId,
      accessToken: async () => (await this.session.require()).accessToken,
    });
    return this.clients;
  }
}

export function createContext(options: ContextOptions): GatewayContext {
  return new RequestContext(options);
}
