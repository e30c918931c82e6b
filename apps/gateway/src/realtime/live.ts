import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../env';
import type { UpstreamOrderingVersion } from '../modules/ordering/client';
import { externalOrderingChange, orderingTopic } from '../modules/ordering/events';
import type { UpstreamPublicationVersion } from '../modules/publication/client';
import { PENDING_PUBLICATION_TOPIC, type PendingPublicationChange } from '../modules/publication/events';
import type { UpstreamHttp } from '../upstream/http';
import { ServiceClient } from '../upstream/service';
import { MemoryPresenceStore, type PresenceStore } from './presence';
import type { EventBus } from './pubsub';
import { SharedWatcher, type WatcherTimer } from './watcher';

/** The live side of the gateway shared by every request: pollers and presence. */
export interface LiveServices {
  /** The gateway's own upstream calls (service token); null when SERVICE_TOKEN is not configured. */
  service: ServiceClient | null;
  /** One poller per watched platform's ordering version; null without a service token. */
  ordering: SharedWatcher<string, UpstreamOrderingVersion> | null;
  /** The poller of the pending publication lists' version; null without a service token. */
  publication: SharedWatcher<string, UpstreamPublicationVersion> | null;
  presence: PresenceStore;
  close(): Promise<void>;
}

export interface LiveOptions {
  config: Pick<GatewayConfig, 'serviceToken' | 'orderingPollMs' | 'publicationPollMs'>;
  http: UpstreamHttp;
  events: EventBus;
  logger: Logger;
  /** Clock of the pollers and presence time-outs (tests drive it by hand). */
  timer?: WatcherTimer;
}

export function createLiveServices(options: LiveOptions): LiveServices {
  const { config, http, events, logger, timer } = options;
  const presence = new MemoryPresenceStore(events, {
    timer,
    onError: (room, err) => logger.warn({ err, room }, 'could not publish presence'),
  });
  if (!config.serviceToken) {
    logger.warn(
      'SERVICE_TOKEN is not set: changes made outside this gateway (other gateways, imports, the api directly) are not announced live; set the same SERVICE_TOKEN for the api and the gateway',
    );
    return { service: null, ordering: null, publication: null, presence, close: () => presence.close() };
  }

  const service = new ServiceClient(http, config.serviceToken);
  const onError = (what: string) => (key: string, err: unknown, retryInMs: number) => {
    logger.warn({ err, key, retryInMs }, `${what} poll failed`);
  };
  const ordering = new SharedWatcher<string, UpstreamOrderingVersion>({
    read: (platform) => service.orderingVersion(platform, randomUUID()),
    announce: async (platform, value) => {
      await events.publish(orderingTopic(platform), externalOrderingChange({ ...value, platform }));
    },
    identity: (value) => String(value.version),
    intervalMs: config.orderingPollMs,
    timer,
    onError: onError('ordering version'),
  });
  const publication = new SharedWatcher<string, UpstreamPublicationVersion>({
    read: () => service.publicationVersion(randomUUID()),
    announce: async (_key, value) => {
      const change: PendingPublicationChange = { version: value.version };
      await events.publish(PENDING_PUBLICATION_TOPIC, change);
    },
    identity: (value) => String(value.version),
    intervalMs: config.publicationPollMs,
    timer,
    onError: onError('pending publication version'),
  });
  return {
    service,
    ordering,
    publication,
    presence,
    close: async () => {
      ordering.close();
      publication.close();
      await presence.close();
    },
  };
}
