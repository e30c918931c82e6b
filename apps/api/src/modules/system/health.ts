/**
 * Liveness and readiness of one api instance. Alive means the process answers; ready means it can
 * serve: the database answers within a short time and the instance is not stopping. Changes of the
 * database's state are logged once each (not on every probe).
 */
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from '../../db/connect';

/** How long the database may take to answer the readiness check. */
export const READINESS_TIMEOUT_MS = 2_000;

export class TimeoutError extends Error {
  override name = 'TimeoutError';
}

/** Settles like `work`, or rejects with TimeoutError once `ms` milliseconds have passed. */
export function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`${what} took longer than ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export type DatabaseCheck = 'ok' | 'unreachable';

export type Readiness =
  | { status: 'ready'; checks: { database: 'ok' } }
  | { status: 'unavailable'; checks: { database: DatabaseCheck } }
  | { status: 'stopping'; checks: Record<string, never> };

export interface HealthOptions {
  db: Db;
  logger: Logger;
  /** How long the database may take to answer (default READINESS_TIMEOUT_MS). */
  timeoutMs?: number;
}

export class Health {
  private readonly db: Db;
  private readonly logger: Logger;
  private readonly timeoutMs: number;
  private isStopping = false;
  private databaseReachable: boolean | undefined;

  constructor(options: HealthOptions) {
    this.db = options.db;
    this.logger = options.logger;
    this.timeoutMs = options.timeoutMs ?? READINESS_TIMEOUT_MS;
  }

  /** True once the instance started stopping: it answers the requests it has, but is no longer ready. */
  get stopping(): boolean {
    return this.isStopping;
  }

  markStopping(): void {
    this.isStopping = true;
  }

  /** Whether the database answers `select 1` in time. */
  async checkDatabase(): Promise<DatabaseCheck> {
    try {
      await within(sql`select 1`.execute(this.db), this.timeoutMs, 'the database check');
      if (this.databaseReachable === false) this.logger.info('the database answers again: ready');
      this.databaseReachable = true;
      return 'ok';
    } catch (err) {
      if (this.databaseReachable !== false && !this.stopping) this.logger.warn({ err }, 'the database does not answer: not ready');
      this.databaseReachable = false;
      return 'unreachable';
    }
  }

  async readiness(): Promise<Readiness> {
    if (this.stopping) return { status: 'stopping', checks: {} };
    const database = await this.checkDatabase();
    if (this.stopping) return { status: 'stopping', checks: {} };
    return database === 'ok' ? { status: 'ready', checks: { database } } : { status: 'unavailable', checks: { database } };
  }
}
