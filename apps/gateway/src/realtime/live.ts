import { randomUUID } from 'node:crypto';
import type { ActivityItem } from '@flyerdesk/domain/activity';
import { LIST_PAGES } from '@flyerdesk/domain/lists';
import { isRecordAction, isResourceName } from '@flyerdesk/domain/resources';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../env';
import type { UpstreamArticlesDataVersion } from '../modules/articlesData/client';
import { ARTICLES_DATA_TOPIC, type ArticlesDataChange } from '../modules/articlesData/events';
import type { UpstreamJob, UpstreamJobsVersion } from '../modules/jobs/client';
import { jobTopic, JOBS_CHANGED_TOPIC, liveJobChange, unavailableJobChange, type JobsChange } from '../modules/jobs/events';
import type { UpstreamOrdering, UpstreamOrderingVersion } from '../modules/ordering/client';
import { deltaSinceKept, externalOrderingChange, orderingTopic } from '../modules/ordering/events';
import type { UpstreamPageDetailsVersion } from '../modules/pageDetails/client';
import { announcePolledPageDetails } from '../modules/pageDetails/events';
import type { UpstreamPublicationVersion } from '../modules/publication/client';
import { PENDING_PUBLICATION_TOPIC, type PendingPublicationChange } from '../modules/publication/events';
import { announceActivity } from '../modules/logs/events';
import { announceRecordChange } from '../modules/resources/events';
import type { UpstreamRecord } from '../modules/resources/client';
import { publishRevocations, type RevocationReason, type SessionRevocation } from '../session/revocations';
import type { UpstreamHttp } from '../upstream/http';
import { ServiceClient, type UpstreamChanges, type UpstreamSessionRevocations } from '../upstream/service';
import { MemoryChangeClaims, type ChangeClaims } from './claims';
import { MemoryLockStore, type LockStore } from './locks';
import { MemoryPresenceStore, type PresenceStore } from './presence';
import type { EventBus } from './pubsub';
import type { WatcherCluster } from './leases';
import { VersionedCache } from './versionedCache';
import { SharedWatcher, type WatcherTimer } from './watcher';

/** The live side of the gateway shared by every request: pollers and presence. */
export interface LiveServices {
  /** The gateway's own upstream calls (service token); null when SERVICE_TOKEN is not configured. */
  service: ServiceClient | null;
  /** One poller per watched platform's ordering version; null without a service token. */
  ordering: SharedWatcher<string, UpstreamOrderingVersion> | null;
  /** The poller of the pending publication lists' version; null without a service token. */
  publication: SharedWatcher<string, UpstreamPublicationVersion> | null;
  /**
   * One poller per watched job (keyed by job id), reading the job with its steps. Subscribers hear
   * of an outage once (UPSTREAM_UNAVAILABLE) and get the current job when it ends. Finished jobs
   * stay watched while anybody subscribes: a retry re-queues the same job. Null without a service token.
   */
  jobs: SharedWatcher<string, UpstreamJob> | null;
  /** The poller of the job list's version; null without a service token. */
  jobList: SharedWatcher<string, UpstreamJobsVersion> | null;
  /** The poller of the article data's version; null without a service token. */
  articlesData: SharedWatcher<string, UpstreamArticlesDataVersion> | null;
  /**
   * One poller per watched leaflet's page details version (keyed by leaflet id): changes made around
   * this gateway (scheduled link swaps applied by the api's job runner, other gateways) reach its
   * subscribers, each announced once. Null without a service token.
   */
  pageDetails: SharedWatcher<string, UpstreamPageDetailsVersion> | null;
  /**
   * The poller of the api's session revocations (sign-outs, reused refresh tokens, disabled users),
   * under the key `all`, watched while this replica has open WebSockets (what a revocation must reach
   * at once; every HTTP call is checked by the api itself): new ones are published on the
   * `sessions:revoked` topic. It keeps the process clock, not the test clock of the data pollers.
   * Null without a service token.
   */
  revocations: SharedWatcher<string, UpstreamSessionRevocations> | null;
  /**
   * The poller of the api's change feed (records of the kit written after the last position read),
   * under the key `all`, watched while anybody subscribes to a list of the kit: writes made around
   * the gateway reach the lists too. Null without a service token.
   */
  changes: SharedWatcher<string, UpstreamChanges> | null;
  /**
   * The tail of the api's activity log (every entry after the last position read), under the key `all`,
   * watched while anybody subscribes to the log: each new entry is published on `activity:logged`.
   * Null without a service token.
   */
  activity: SharedWatcher<string, ActivityTail> | null;
  /**
   * The orderings read through this gateway, per platform at the version they were read at: a read at
   * an unchanged version costs no upstream read of the items, and a change is announced as the rows
   * it changed since the kept version.
   */
  orderings: VersionedCache<string, UpstreamOrdering>;
  presence: PresenceStore;
  /** Edit locks of records (shared by the replicas when a shared store is given). */
  locks: LockStore;
  /** Which record changes were announced already (by a mutation or by the change feed). */
  claims: ChangeClaims;
  close(): Promise<void>;
}

export interface LiveOptions {
  config: Pick<
    GatewayConfig,
    'serviceToken' | 'orderingPollMs' | 'publicationPollMs' | 'jobPollMs' | 'jobsPollMs' | 'articlesDataPollMs' | 'revocationsPollMs' | 'changesPollMs'
  >;
  http: UpstreamHttp;
  events: EventBus;
  logger: Logger;
  /** Clock of the pollers and presence time-outs (tests drive it by hand). */
  timer?: WatcherTimer;
  /** Gateway replicas sharing the pollers (Redis leases); absent for a single gateway. */
  cluster?: WatcherCluster;
  /** Presence shared by the replicas; in memory when absent. */
  presence?: PresenceStore;
  /** Edit locks shared by the replicas; in memory when absent. */
  locks?: LockStore;
  /** Announced changes shared by the replicas; in memory when absent. */
  claims?: ChangeClaims;
}

function toRevocation(raw: UpstreamSessionRevocations['revocations'][number]): SessionRevocation {
  const at = Date.parse(raw.at);
  return { userId: raw.userId, sessionId: raw.sessionId, at: Number.isNaN(at) ? Date.now() : at, reason: raw.reason as RevocationReason };
}

/** What one read of the activity log's tail found: the last position read and the new entries. */
export interface ActivityTail {
  version: number;
  items: ActivityItem[];
}

/**
 * Reads of a log that grows at its end (the change feed, the activity log): the first read only finds
 * where the log ends (`end`); each later one reads what came after the last position read (`after`),
 * oldest first. The position read last is the value's version.
 */
function tailReader<I extends { seq: number }>(end: () => Promise<number>, after: (position: number) => Promise<I[]>): () => Promise<{ version: number; items: I[] }> {
  let cursor: number | undefined;
  return async () => {
    if (cursor === undefined) {
      cursor = await end();
      return { version: cursor, items: [] };
    }
    const items = await after(cursor);
    cursor = items.at(-1)?.seq ?? cursor;
    return { version: cursor, items };
  };
}

export function createLiveServices(options: LiveOptions): LiveServices {
  const { config, http, events, logger, timer, cluster } = options;
  const presence =
    options.presence ??
    new MemoryPresenceStore(events, {
      timer,
      onError: (room, err) => logger.warn({ err, room }, 'could not publish presence'),
    });
  const locks =
    options.locks ?? new MemoryLockStore(events, { timer, onError: (topic, err) => logger.warn({ err, topic }, 'could not publish lock change') });
  const claims = options.claims ?? new MemoryChangeClaims();
  const orderings = new VersionedCache<string, UpstreamOrdering>();
  if (!config.serviceToken) {
    logger.warn(
      'SERVICE_TOKEN is not set: changes made outside this gateway (other gateways, imports, the api directly) are not announced live; set the same SERVICE_TOKEN for the api and the gateway',
    );
    return {
      service: null,
      ordering: null,
      publication: null,
      jobs: null,
      jobList: null,
      articlesData: null,
      pageDetails: null,
      revocations: null,
      changes: null,
      activity: null,
      orderings,
      presence,
      locks,
      claims,
      close: async () => {
        await presence.close();
        await locks.close();
      },
    };
  }

  const service = new ServiceClient(http, config.serviceToken);
  const onError = (what: string) => (key: string, err: unknown, retryInMs: number) => {
    logger.warn({ err, key, retryInMs }, `${what} poll failed`);
  };
  const ordering = new SharedWatcher<string, UpstreamOrderingVersion>({
    read: (platform) => service.orderingVersion(platform, randomUUID()),
    announce: async (platform, value) => {
      const found = { ...value, platform };
      // Screens showing the ordering get the rows that changed; without them they load it again.
      const delta = await deltaSinceKept(orderings, found, () => service.ordering(platform, randomUUID())).catch((err: unknown) => {
        logger.warn({ err, platform }, 'could not read what the outside change changed; screens load the ordering again');
        return null;
      });
      await events.publish(orderingTopic(platform), externalOrderingChange(found, delta));
    },
    identity: (value) => String(value.version),
    intervalMs: config.orderingPollMs,
    timer,
    onError: onError('ordering version'),
    cluster,
    name: 'ordering',
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
    cluster,
    name: 'publication',
  });
  const jobs = new SharedWatcher<string, UpstreamJob>({
    read: (jobId) => service.job(jobId, randomUUID()),
    announce: async (jobId, job) => {
      await events.publish(jobTopic(jobId), liveJobChange(job));
    },
    identity: (job) => String(job.version),
    intervalMs: config.jobPollMs,
    timer,
    resyncAfterOutage: true,
    onHealth: async (jobId, health) => {
      // The way back is announced with the current job (resyncAfterOutage).
      if (!health.healthy) await events.publish(jobTopic(jobId), unavailableJobChange(health.retryInMs));
    },
    onError: onError('job'),
    cluster,
    name: 'job',
  });
  const jobList = new SharedWatcher<string, UpstreamJobsVersion>({
    read: () => service.jobsVersion(randomUUID()),
    announce: async (_key, value) => {
      const change: JobsChange = { version: value.version };
      await events.publish(JOBS_CHANGED_TOPIC, change);
    },
    identity: (value) => String(value.version),
    intervalMs: config.jobsPollMs,
    timer,
    onError: onError('job list version'),
    cluster,
    name: 'jobs',
  });
  const articlesData = new SharedWatcher<string, UpstreamArticlesDataVersion>({
    read: () => service.articlesDataVersion(randomUUID()),
    announce: async (_key, value) => {
      const change: ArticlesDataChange = { version: value.version };
      await events.publish(ARTICLES_DATA_TOPIC, change);
    },
    identity: (value) => String(value.version),
    intervalMs: config.articlesDataPollMs,
    timer,
    onError: onError('article data version'),
    cluster,
    name: 'articles-data',
  });
  // Reads continue after the last revocation this replica read; a replica that has never read (or
  // takes the lease over late) reads every revocation the api keeps: announcing one again is harmless.
  let revocationsCursor: number | undefined;
  const revocations = new SharedWatcher<string, UpstreamSessionRevocations>({
    read: async () => {
      const value = await service.sessionRevocations(revocationsCursor, randomUUID());
      revocationsCursor = value.version;
      return value;
    },
    announce: async (_key, value) => {
      await publishRevocations(events, value.revocations.map(toRevocation));
    },
    identity: (value) => String(value.version),
    intervalMs: config.revocationsPollMs,
    onError: onError('session revocations'),
    cluster,
    name: 'sessions',
  });
  const pageDetails = new SharedWatcher<string, UpstreamPageDetailsVersion>({
    read: (leafletId) => service.pageDetailsVersion(leafletId, randomUUID()),
    announce: (leafletId, value) => announcePolledPageDetails(events, claims, () => service.pageDetails(leafletId, randomUUID()), value),
    identity: (value) => String(value.version),
    intervalMs: config.jobPollMs,
    timer,
    onError: onError('page details version'),
    cluster,
    name: 'pageDetails',
  });
  const changes = new SharedWatcher<string, UpstreamChanges>({
    read: tailReader(
      async () => (await service.changes(0, 1, randomUUID())).version,
      async (after) => (await service.changes(after, LIST_PAGES.changes.max, randomUUID())).items,
    ),
    announce: async (_key, value) => {
      for (const item of value.items) {
        if (!isResourceName(item.resource) || !isRecordAction(item.action)) continue;
        const record = item.record as UpstreamRecord | null;
        if (!record || typeof record.id !== 'string') continue;
        await announceRecordChange(events, claims, {
          resource: item.resource,
          action: item.action,
          record,
          actor: item.actor,
          at: item.at,
          clientMutationId: null,
        });
      }
    },
    identity: (value) => String(value.version),
    intervalMs: config.changesPollMs,
    timer,
    onError: onError('change feed'),
    cluster,
    name: 'changes',
  });
  // The log's tail follows the same audit entries as the change feed, at the same pace.
  const activity = new SharedWatcher<string, ActivityTail>({
    read: tailReader(
      async () => (await service.activity({ limit: 1 }, randomUUID())).items[0]?.seq ?? 0,
      async (after) => (await service.activity({ after, limit: LIST_PAGES.logs.max }, randomUUID())).items,
    ),
    announce: (_key, value) => announceActivity(events, value.items),
    identity: (value) => String(value.version),
    intervalMs: config.changesPollMs,
    timer,
    onError: onError('activity log'),
    cluster,
    name: 'activity',
  });
  return {
    service,
    ordering,
    publication,
    jobs,
    jobList,
    articlesData,
    pageDetails,
    revocations,
    changes,
    activity,
    orderings,
    presence,
    locks,
    claims,
    close: async () => {
      ordering.close();
      publication.close();
      jobs.close();
      jobList.close();
      articlesData.close();
      pageDetails.close();
      revocations.close();
      changes.close();
      activity.close();
      await presence.close();
      await locks.close();
    },
  };
}
