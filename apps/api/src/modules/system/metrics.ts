/**
 * Prometheus metrics of one api instance, in a registry of its own: process metrics, HTTP requests
 * by route pattern, the PostgreSQL pool, background jobs and the version. Served as text at /metrics.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { JOB_KINDS, RUNNING_JOB_STATUSES, type JobKind, type JobStatus } from '@flyerdesk/domain/jobs';
import type { Db } from '../../db/connect';
import type { JobRunObserver, JobRunner } from '../jobs/runner';
import { within } from './health';

export const METRICS_PREFIX = 'flyerdesk_api_';
export const METRICS_PATH = '/metrics';
/** Route label of requests no route answered (unknown paths, failures before routing). */
export const UNMATCHED_ROUTE = 'unmatched';
/** How long counting the job queue may take during a scrape; past it the queue depth is left out. */
export const QUEUE_DEPTH_TIMEOUT_MS = 1_000;

export interface ApiMetricsOptions {
  /** Version reported in flyerdesk_api_info. */
  version: string;
  db: Db;
  /** The PostgreSQL pool (undefined for the embedded database: no pool metrics). */
  pool: pg.Pool | undefined;
  /** Most connections of the pool. */
  poolMax: number;
  logger: Logger;
  /** This instance's job runner (undefined while there is none, or when the instance runs no jobs). */
  jobRunner: () => JobRunner | undefined;
}

/** The matched route pattern (e.g. `/api/leaflets/:id`), never the path that was asked for. */
function routeOf(req: Request): string {
  const route = req.route as { path?: unknown } | undefined;
  if (!route) return UNMATCHED_ROUTE;
  const pattern = typeof route.path === 'string' ? route.path : String(route.path);
  return `${req.baseUrl}${pattern}`;
}

export class ApiMetrics implements JobRunObserver {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly durations: Histogram<'method' | 'route' | 'status'>;
  private readonly inFlight: Gauge;
  private readonly jobsFinished: Counter<'kind' | 'status'>;

  constructor(options: ApiMetricsOptions) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: METRICS_PREFIX });

    new Gauge({
      name: `${METRICS_PREFIX}info`,
      help: 'Version of the running api (always 1).',
      labelNames: ['version'],
      registers,
    }).set({ version: options.version }, 1);

    this.requests = new Counter({
      name: `${METRICS_PREFIX}http_requests_total`,
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.durations = new Histogram({
      name: `${METRICS_PREFIX}http_request_duration_seconds`,
      help: 'Time from receiving a request to the end of its answer, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    });

    this.inFlight = new Gauge({
      name: `${METRICS_PREFIX}http_requests_in_flight`,
      help: 'HTTP requests received and not answered yet.',
      registers,
    });

    const { pool } = options;
    if (pool) {
      const poolGauge = (name: string, help: string, read: () => number) => {
        const gauge: Gauge = new Gauge({
          name: `${METRICS_PREFIX}${name}`,
          help,
          registers,
          collect: () => gauge.set(read()),
        });
      };
      poolGauge('db_pool_clients', 'PostgreSQL connections open (in use and idle).', () => pool.totalCount);
      poolGauge('db_pool_idle_clients', 'PostgreSQL connections open and idle.', () => pool.idleCount);
      poolGauge('db_pool_waiting_requests', 'Queries waiting for a free PostgreSQL connection.', () => pool.waitingCount);
      poolGauge('db_pool_max_clients', 'Most PostgreSQL connections the pool opens (DATABASE_POOL_MAX).', () => options.poolMax);
    }

    const running: Gauge<'kind'> = new Gauge({
      name: `${METRICS_PREFIX}jobs_running`,
      help: 'Background jobs this instance is running now, by kind.',
      labelNames: ['kind'],
      registers,
      collect: () => {
        const kinds = options.jobRunner()?.activeJobKinds ?? [];
        for (const kind of JOB_KINDS) running.set({ kind }, kinds.filter((k) => k === kind).length);
      },
    });
    this.jobsFinished = new Counter({
      name: `${METRICS_PREFIX}jobs_finished_total`,
      help: 'Job runs this instance ended, by kind and the status the job was left in (SUCCESS, FAILED, RETRYING, CANCELLED, QUEUED when given back on stop).',
      labelNames: ['kind', 'status'],
      registers,
    });

    const { db, logger } = options;
    const depth: Gauge<'status'> = new Gauge({
      name: `${METRICS_PREFIX}job_queue_depth`,
      help: 'Unfinished background jobs of all instances, by status; left out when the database does not answer in time.',
      labelNames: ['status'],
      registers,
      collect: async () => {
        depth.reset();
        try {
          const rows = await within(
            db
              .selectFrom('jobs')
              .select(['status', (eb) => eb.fn.countAll<string | number>().as('count')])
              .where('status', 'in', [...RUNNING_JOB_STATUSES])
              .groupBy('status')
              .execute(),
            QUEUE_DEPTH_TIMEOUT_MS,
            'counting the job queue',
          );
          for (const status of RUNNING_JOB_STATUSES) depth.set({ status }, 0);
          for (const row of rows) depth.set({ status: row.status }, Number(row.count));
        } catch (err) {
          logger.warn({ err }, 'the job queue could not be counted for the metrics');
        }
      },
    });
  }

  /** Records every answered request except the scrapes of /metrics. */
  readonly recordRequests: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    if (req.path.replace(/\/$/, '') === METRICS_PATH) {
      next();
      return;
    }
    const end = this.durations.startTimer();
    this.inFlight.inc();
    res.once('finish', () => {
      const labels = { method: req.method, route: routeOf(req), status: String(res.statusCode) };
      this.requests.inc(labels);
      end(labels);
    });
    // 'close' comes after 'finish', or alone when the connection went away before the answer was sent.
    res.once('close', () => this.inFlight.dec());
    next();
  };

  runEnded(kind: JobKind, status: JobStatus): void {
    this.jobsFinished.inc({ kind, status });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** The metrics in Prometheus text format. */
  text(): Promise<string> {
    return this.registry.metrics();
  }
}
