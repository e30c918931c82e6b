/** Everything the route modules share: configuration, database and logger. */
import type { Logger } from 'pino';
import type { Db } from './db/connect';
import type { ApiConfig } from './env';
import type { FileStore } from './modules/files/storage';

export interface RuntimeConfig extends ApiConfig {
  jwtSecret: string;
  serviceToken: string;
}

export interface AppContext {
  config: RuntimeConfig;
  db: Db;
  logger: Logger;
  files: FileStore;
}
