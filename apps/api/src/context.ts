/** Everything the route modules share: configuration, database, logger, jobs, health and metrics. */
import type { KeyObject } from 'node:crypto';
import type { Logger } from 'pino';
import type { Db } from './db/connect';
import type { ApiConfig } from './env';
import type { PageRenderer } from './modules/cutting/renderer';
import type { FileStore } from './modules/files/storage';
import type { JobQueue } from './modules/jobs/runner';
import type { PushProvider } from './modules/notifications/providers/types';
import type { Health } from './modules/system/health';
import type { ApiMetrics } from './modules/system/metrics';

export interface RuntimeConfig extends ApiConfig {
  jwtSecret: string;
  /**
   * The access tokens' HS256 key, made from `jwtSecret` once. Handed the secret as a string,
   * jsonwebtoken first tries to read it as a PEM public key on every sign and check, and fails:
   * about 2 ms of CPU per request.
   */
  accessTokenKey: KeyObject;
  serviceToken: string;
}

export interface AppContext {
  config: RuntimeConfig;
  db: Db;
  logger: Logger;
  files: FileStore;
  /** Background jobs: enqueue, wake the runner, stop local handlers of cancelled jobs. */
  jobs: JobQueue;
  /** Renders PDF pages for page cutting. */
  pageRenderer: PageRenderer;
  /** Where push notifications go (FCM when configured, else the built-in outbox). */
  push: PushProvider;
  /** Readiness of this instance (database, stopping). */
  health: Health;
  /** Prometheus metrics of this instance. */
  metrics: ApiMetrics;
  /** The current time as this instance's rules see it (expiry of download links). */
  clock: () => Date;
}
