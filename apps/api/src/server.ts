/** Starts the leaflet REST service: configuration, database, migrations, demo data, HTTP server. */
import { createSecretKey, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import pino, { type Logger } from 'pino';
import { createApp } from './app';
import type { AppContext, RuntimeConfig } from './context';
import { openDatabase } from './db/connect';
import { migrate } from './db/migrations';
import type { Database } from './db/schema';
import { configWarnings, loadConfig, type ApiConfig } from './env';
import { mupdfRenderer, type PageRenderer } from './modules/cutting/renderer';
import { FileStore } from './modules/files/storage';
import { jobHandlers } from './modules/jobs/handlers';
import { enqueueJob, JobRunner } from './modules/jobs/runner';
import { allowanceEntries, outgoingAllowance } from './http/outgoing';
import { fcmProvider } from './modules/notifications/providers/fcm';
import { outboxProvider } from './modules/notifications/providers/outbox';
import type { PushProvider } from './modules/notifications/providers/types';
import { recordOwnAddress } from './modules/sampleSources/ownAddress';
import { Health } from './modules/system/health';
import { ApiMetrics } from './modules/system/metrics';
import { APP_NAME } from './modules/system/routes';
import { startAuditRetention } from './modules/audit/retention';
import { seedDemo } from './seed/demo';
import { generateServiceToken, readOrCreateServiceToken } from './serviceToken';

export interface StartOptions extends Partial<Omit<ApiConfig, 'features'>> {
  /** Feature switches to change; the others keep their configured value. */
  features?: Partial<ApiConfig['features']>;
  /** Embedded database in memory only, nothing kept on disk (tests, throw-away runs). */
  memory?: boolean;
  /**
   * With `memory` (test runs): a file to start the database from, migrated and with the demo data;
   * written after the migrations and the demo data when it does not exist yet. It holds the demo of
   * the day it was written on: give each day a file of its own.
   */
  startingCopy?: string;
  /** PostgreSQL schema to use instead of the default one (tests run one schema per file). */
  databaseSchema?: string;
  /** Run background jobs in this instance (default true); false leaves them queued for other instances. */
  runJobs?: boolean;
  /** Delay before the next attempt of a job after a retryable failure (default: the domain's backoff). */
  jobRetryDelayMs?: (attempt: number) => number;
  /** Renderer of PDF pages (default: MuPDF with the product's limits). */
  pageRenderer?: PageRenderer;
  /**
   * Where push notifications go instead of the configured provider: a provider, or one made around the
   * built-in outbox of this instance's database.
   */
  pushProvider?: PushProvider | ((outbox: PushProvider) => PushProvider);
  /** The current time of the instance's rules, e.g. when download links expire (default: the system clock). */
  clock?: () => Date;
}

export interface RunningApi {
  url: string;
  port: number;
  close(): Promise<void>;
  db: Kysely<Database>;
  /** The database of this instance's jobs: a pool of their own on PostgreSQL, `db` itself on the embedded database. */
  jobsDb: Kysely<Database>;
  /** The token trusted services send as X-Service-Token (configured or generated). */
  serviceToken: string;
  /** This instance's job runner (undefined when it runs no jobs). */
  jobRunner: JobRunner | undefined;
}

/** The signing secret: configured, or generated once and kept in the data folder. */
function jwtSecretFor(config: ApiConfig, memory: boolean): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (memory) return randomBytes(48).toString('base64url');
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch {
    // No secret yet: one is generated below.
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** The service token: configured, random for a throw-away run, or generated once into the data folder. */
function serviceTokenFor(config: ApiConfig, memory: boolean): string {
  if (config.serviceToken) return config.serviceToken;
  if (memory) return generateServiceToken();
  return readOrCreateServiceToken(config.dataDir);
}

/**
 * Stops accepting connections and lets the requests in progress finish: idle connections close at
 * once, busy ones as soon as their answer is sent. Connections still busy after `graceMs` are closed.
 */
async function drain(server: Server, graceMs: number, logger: Logger): Promise<void> {
  await new Promise<void>((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    const deadline = setTimeout(() => {
      logger.warn({ graceMs }, 'requests still open after the shutdown grace period: closing their connections');
      server.closeAllConnections();
    }, graceMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/**
 * Runs the migrations. On PostgreSQL through a connection of their own without the statement
 * timeout: a migration rewriting a big table, or an instance waiting for another one's migrations,
 * may rightly take longer than any request should.
 */
async function migrateWithoutTimeout(db: Kysely<Database>, config: ApiConfig, schema: string | undefined, logger: Logger): Promise<void> {
  if (!config.databaseUrl) {
    await migrate(db, schema);
    return;
  }
  const own = await openDatabase({
    databaseUrl: config.databaseUrl,
    schema,
    poolMax: 1,
    statementTimeoutMs: 0,
    idleInTransactionTimeoutMs: config.databaseIdleInTransactionTimeoutMs,
    applicationName: 'flyerdesk-api-migrations',
    logger: logger.child({ module: 'database', pool: 'migrations' }),
  });
  try {
    await migrate(own.db, schema);
  } finally {
    await own.db.destroy();
  }
}

export async function startApi(overrides: StartOptions = {}): Promise<RunningApi> {
  const { memory = false, startingCopy, databaseSchema, runJobs = true, jobRetryDelayMs, pageRenderer, pushProvider, clock, ...configOverrides } = overrides;
  const base = loadConfig();
  const config: ApiConfig = {
    ...base,
    ...configOverrides,
    databaseUrl: 'databaseUrl' in configOverrides ? configOverrides.databaseUrl : memory ? undefined : base.databaseUrl,
    features: { ...base.features, ...configOverrides.features },
  };
  const logger = pino({ level: config.logLevel, base: { app: APP_NAME } });
  for (const warning of configWarnings(config)) logger.warn(warning);

  let temporaryFiles: string | undefined;
  if (memory && !configOverrides.filesDir) {
    temporaryFiles = await mkdtemp(path.join(os.tmpdir(), 'flyerdesk-api-files-'));
  }
  const filesDir = temporaryFiles ?? config.filesDir;
  const jwtSecret = jwtSecretFor(config, memory);
  const runtime: RuntimeConfig = {
    ...config,
    filesDir,
    jwtSecret,
    accessTokenKey: createSecretKey(Buffer.from(jwtSecret)),
    serviceToken: serviceTokenFor(config, memory),
  };

  // A copy holds the demo: only a start that seeds the demo may start from one (or write it).
  const copy = memory && config.seedDemo && !config.databaseUrl ? startingCopy : undefined;
  const copyExisted = copy !== undefined && existsSync(copy);
  const { db, pool, embedded } = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    memory,
    startingCopy: copy,
    schema: databaseSchema,
    poolMax: config.databasePoolMax,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
    idleInTransactionTimeoutMs: config.databaseIdleInTransactionTimeoutMs,
    logger: logger.child({ module: 'database' }),
  });
  try {
    await migrateWithoutTimeout(db, config, databaseSchema, logger);
    if (config.seedDemo) {
      const seeded = await seedDemo(db);
      if (seeded.seeded) logger.info(seeded, 'demo data created');
    }
    if (copy !== undefined && !copyExisted) await embedded?.dump(copy);
  } catch (err) {
    await db.destroy();
    if (temporaryFiles) await rm(temporaryFiles, { recursive: true, force: true });
    throw err;
  }

  /** The api's own origin once it listens (`self` of OUTGOING_ALLOWED_ORIGINS). */
  const listening: { origin?: string } = {};
  const outbox = outboxProvider(db, { delayMs: config.outboxDelayMs });
  const configuredPush: PushProvider =
    config.push.provider === 'FCM'
      ? fcmProvider({
          ...config.push,
          publicUrl: config.publicUrl,
          logger: logger.child({ module: 'fcm' }),
          allowance: outgoingAllowance(allowanceEntries(config), () => listening.origin),
        })
      : outbox;
  const push = typeof pushProvider === 'function' ? pushProvider(outbox) : (pushProvider ?? configuredPush);
  logger.info({ provider: push.name }, 'push notifications provider');
  if (push.name === 'FCM' && !config.publicUrl) logger.warn('PUBLIC_URL is not set: images uploaded to notifications are not sent to phones');

  let jobRunner: JobRunner | undefined;
  // Jobs work through a small pool of their own on PostgreSQL, so long imports never take the
  // connections requests need; the embedded database has one connection, which both share.
  const jobsDb =
    runJobs && config.databaseUrl
      ? (
          await openDatabase({
            databaseUrl: config.databaseUrl,
            schema: databaseSchema,
            poolMax: config.databaseJobsPoolMax,
            statementTimeoutMs: config.databaseStatementTimeoutMs,
            idleInTransactionTimeoutMs: config.databaseIdleInTransactionTimeoutMs,
            applicationName: 'flyerdesk-api-jobs',
            logger: logger.child({ module: 'database', pool: 'jobs' }),
          })
        ).db
      : db;
  const health = new Health({ db, logger: logger.child({ module: 'health' }) });
  const metrics = new ApiMetrics({
    version: config.appVersion,
    db,
    pool,
    poolMax: config.databasePoolMax,
    logger: logger.child({ module: 'metrics' }),
    jobRunner: () => jobRunner,
  });
  const ctx: AppContext = {
    config: runtime,
    db,
    logger,
    files: new FileStore(filesDir),
    jobs: {
      enqueue: async (input) => {
        const job = await enqueueJob(db, input);
        jobRunner?.wake();
        return job;
      },
      wake: () => jobRunner?.wake(),
      cancelled: (jobIds) => jobRunner?.cancelled(jobIds),
    },
    pageRenderer: pageRenderer ?? mupdfRenderer({ logger: logger.child({ module: 'renderer' }) }),
    push,
    health,
    metrics,
    clock: clock ?? (() => new Date()),
  };
  // What the job handlers see: the same instance, with the jobs' database.
  const jobsCtx: AppContext = jobsDb === db ? ctx : { ...ctx, db: jobsDb };
  if (runJobs) {
    jobRunner = new JobRunner({
      db: jobsDb,
      logger: logger.child({ module: 'jobs' }),
      handlers: jobHandlers(jobsCtx),
      concurrency: config.jobConcurrency,
      pollMs: config.jobPollMs,
      leaseMs: config.jobLeaseMs,
      embedded: !config.databaseUrl,
      observer: metrics,
      ...(jobRetryDelayMs ? { retryDelayMs: jobRetryDelayMs } : {}),
    });
  }
  const app = createApp(ctx);
  const server = app.listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  }).catch(async (err: unknown) => {
    if (jobsDb !== db) await jobsDb.destroy();
    await db.destroy();
    throw err;
  });
  const port = (server.address() as AddressInfo).port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const url = `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${port}`;
  logger.info({ url, database: config.databaseUrl ? 'postgresql' : memory ? 'pglite (memory)' : 'pglite' }, 'api listening');
  recordOwnAddress(ctx, url);
  if (jobsCtx !== ctx) recordOwnAddress(jobsCtx, url);
  listening.origin = url;
  jobRunner?.start();
  const stopAuditRetention = startAuditRetention({ db, logger: logger.child({ module: 'audit' }), days: config.auditRetentionDays, clock: ctx.clock });

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      // From here on /readyz answers 503 and every answer closes its connection.
      health.markStopping();
      await drain(server, config.shutdownGraceMs, logger);
      // Running jobs go back to the queue before the database closes; the next start resumes them.
      await jobRunner?.stop();
      if (jobsDb !== db) await jobsDb.destroy();
      await stopAuditRetention();
      await db.destroy();
      if (temporaryFiles) await rm(temporaryFiles, { recursive: true, force: true });
      logger.info('api stopped');
    })();
    return closing;
  };
  return { url, port, close, db, jobsDb, serviceToken: runtime.serviceToken, jobRunner };
}
