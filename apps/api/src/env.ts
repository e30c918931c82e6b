/**
 * Configuration of the leaflet REST service. This is the only module that reads the process
 * environment; every value is validated once at start-up and a bad value stops the service with
 * a message naming the variable.
 */
import { createPrivateKey } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CUT_MAX_PDF_BYTES } from '@flyerdesk/domain/jobs';
import { NOTIFICATION_BATCH_SIZE } from '@flyerdesk/domain/notifications';
import { PDF_LINK_TTL_MINUTES_DEFAULT } from '@flyerdesk/domain/scraper';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

export interface ApiConfig {
  /** Interface the HTTP server binds to. */
  host: string;
  /** TCP port; 0 picks a free one. */
  port: number;
  /** PostgreSQL connection string; undefined means the embedded PGlite database in `dataDir/pglite`. */
  databaseUrl: string | undefined;
  /** Most connections this instance opens to PostgreSQL at once (ignored by the embedded database). */
  databasePoolMax: number;
  /**
   * Most connections the background jobs of this instance open to PostgreSQL, in a pool of their own:
   * long imports never take the connections requests need (the embedded database has one connection,
   * shared as before).
   */
  databaseJobsPoolMax: number;
  /** Longest a single PostgreSQL statement may run before the server cancels it, in milliseconds (0: no limit). */
  databaseStatementTimeoutMs: number;
  /** Longest a PostgreSQL transaction may sit idle before the server ends its session, in milliseconds (0: no limit). */
  databaseIdleInTransactionTimeoutMs: number;
  /** Folder for the embedded database, the generated JWT secret and (by default) uploaded files. */
  dataDir: string;
  /** Folder for uploaded files (logos, leaflet sources). */
  filesDir: string;
  /** HS256 signing secret; undefined means generated once and kept in `dataDir/jwt-secret`. */
  jwtSecret: string | undefined;
  /** Access token lifetime in seconds. */
  accessTokenTtl: number;
  /** Refresh token lifetime in seconds. */
  refreshTokenTtl: number;
  /** NODE_ENV: `production` in the image (apps/api/Dockerfile); development otherwise unless set. */
  nodeEnv: NodeEnv;
  /**
   * Fill an empty database with demo users (among them `root`, password `flyerdesk`), shops and leaflets.
   * Off unless SEED_DEMO=true; in production that setting is warned about at start (configWarnings).
   */
  seedDemo: boolean;
  features: { articlesData: boolean; leafletScrapper: boolean; offersRecognition: boolean };
  /** Background jobs this instance runs at the same time. */
  jobConcurrency: number;
  /** How often the job runner looks for due jobs, in milliseconds. */
  jobPollMs: number;
  /** How long a claimed job stays reserved without a heartbeat before another instance may take it over, in milliseconds. */
  jobLeaseMs: number;
  /** Largest PDF accepted for page cutting, in bytes. */
  cutMaxPdfBytes: number;
  /** Minutes the download link of a PDF made by the scraper (job LEAFLET_PDF) works after the PDF is ready. */
  pdfLinkTtlMinutes: number;
  logLevel: LogLevel;
  /** Version reported by /actuator/info. */
  appVersion: string;
  /**
   * Shared secret of trusted services (the gateway's pollers), sent as `X-Service-Token`; it opens
   * only the cheap version calls. Undefined means generated once and kept in `dataDir/service-token`.
   */
  serviceToken: string | undefined;
  /**
   * Address of the external article-data source (http(s): pages fetched with `?page=N`, or a `file:`
   * URL of a JSON file holding one page). Undefined means the api's own demo source
   * `/sample-sources/articles-data`, addressed through the api's listening address.
   */
  articlesSourceUrl: string | undefined;
  /** Latency of every answer of the demo sources under /sample-sources (they stand in for remote feeds). */
  sampleSourceDelayMs: number;
  /**
   * Origins (`http(s)://host:port`) the api's outgoing requests reach although their address is not a
   * public one (loopback, private, link-local …); `self` is the api's own origin (its demo sources).
   * Undefined means `self` while the demo is on (seedDemo), none otherwise.
   */
  outgoingAllowedOrigins: readonly string[] | undefined;
  /** On stop (SIGTERM): how long open requests may take to finish before their connections are closed, in milliseconds. */
  shutdownGraceMs: number;
  /** Throttling of sign-ins (per username and address, per address) and of wrong current passwords. */
  loginLimits: LoginLimits;
  /**
   * Seconds a rotated refresh token is still answered with its successor (parallel refreshes through
   * different gateway replicas or api instances); presented later it ends the session. 0: no grace.
   */
  refreshReuseGraceSeconds: number;
  /** Where push notifications go: Firebase Cloud Messaging when a service account is configured, else the built-in outbox. */
  push: PushConfig;
  /** Wait before a device whose delivery may succeed later (rate limited, service unavailable) is tried again, in milliseconds; doubles with each try. */
  notificationRetryDelayMs: number;
  /** Devices one batch of a notification send hands to the provider at once (NOTIFICATION_BATCH_SIZE of packages/domain by default). */
  notificationBatchSize: number;
  /** The built-in outbox answers each batch after this delay, as a remote push service would (0: at once). */
  outboxDelayMs: number;
  /**
   * Days audit entries are kept (AUDIT_RETENTION_DAYS); older ones are deleted when the api starts and
   * every 6 hours. 0 (the default) keeps them for ever.
   */
  auditRetentionDays: number;
  /**
   * Keep each platform's ordering as computed at its version and answer reads at that version with it
   * (ORDERING_CACHE, on by default); off computes the ordering on every read.
   */
  orderingCache: boolean;
  /**
   * The address staff and phones reach Flyerdesk's files at (e.g. https://flyerdesk.example.com): uploaded
   * notification images are answered as absolute links under it. Undefined: answered as paths (/files/…).
   */
  publicUrl: string | undefined;
}

/** A Google service account allowed to send through Firebase Cloud Messaging (from its JSON key file). */
export interface FcmServiceAccount {
  clientEmail: string;
  /** PEM private key that signs the OAuth2 assertions (RS256). */
  privateKey: string;
  privateKeyId: string | undefined;
  /** OAuth2 token endpoint of the account. */
  tokenUri: string;
}

export type PushConfig =
  | { provider: 'OUTBOX' }
  | {
      provider: 'FCM';
      account: FcmServiceAccount;
      /** FCM's address (https://fcm.googleapis.com, or a stand-in). */
      endpoint: string;
      /** Firebase project the messages are sent in. */
      projectId: string;
    };

/** Where Google issues access tokens when the account does not name its own token endpoint. */
export const GOOGLE_TOKEN_URI = 'https://oauth2.googleapis.com/token';
export const FCM_DEFAULT_ENDPOINT = 'https://fcm.googleapis.com';

/**
 * Throttling of password guesses (OWASP ASVS V2.2), over a sliding window: failed sign-ins are counted
 * per username and client address together, so a stranger failing from elsewhere never holds the owner
 * back; past a few free failures each further attempt of that username from that address waits, twice
 * as long as the one before. Per address there is a plain limit across usernames.
 */
export interface LoginLimits {
  /** Failures of one username from one address answered without a wait. */
  freeFailures: number;
  /** Wait after the first failure past the free ones, seconds; each further failure doubles it. */
  firstDelaySeconds: number;
  /** Longest wait between two attempts of one username from one address, seconds. */
  maxDelaySeconds: number;
  /** Failures per client address, across usernames (set higher: an office signs in from one address). */
  maxFailuresPerAddress: number;
  /** Wrong current passwords a signed-in user may give to change their password. */
  maxWrongCurrentPasswords: number;
  /** Length of the window, seconds. */
  windowSeconds: number;
}

/**
 * Within 15 minutes: 5 free failures of a username from an address, then waits of 30 s, 1, 2, 4, 8 and at
 * most 15 minutes; 20 failures of one address; 5 wrong current passwords of one user.
 */
export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  freeFailures: 5,
  firstDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
  maxFailuresPerAddress: 20,
  maxWrongCurrentPasswords: 5,
  windowSeconds: 15 * 60,
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | undefined {
  const raw = env[name];
  if (raw === undefined) return undefined;
  const trimmed = raw.trim();
  return trimmed === '' ? undefined : trimmed;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

/** A whole number from 1 to `max`; the message says what is expected. */
function positiveInteger(env: Env, name: string, fallback: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < 1 || value > max) {
    throw new ConfigError(`${name} must be a positive whole number (1 to ${max}), got "${raw}"`);
  }
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['true', '1', 'yes', 'on'].includes(raw)) return true;
  if (['false', '0', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

/** An absolute http(s) address without a trailing slash; the message names the variable. */
function httpUrl(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute http:// or https:// URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`${name} must start with http:// or https://, got ${url.protocol}//`);
  return raw.replace(/\/+$/, '');
}

/**
 * OUTGOING_ALLOWED_ORIGINS: origins separated by commas, each `self` or `http(s)://host[:port]` without a
 * path; `none` allows nothing. Undefined when unset (the default applies).
 */
function allowedOrigins(raw: string | undefined): readonly string[] | undefined {
  if (raw === undefined) return undefined;
  if (raw.toLowerCase() === 'none') return [];
  return raw.split(',').flatMap((part) => {
    const entry = part.trim();
    if (entry === '') return [];
    if (entry.toLowerCase() === 'self') return ['self'];
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    const origin = url && (url.protocol === 'http:' || url.protocol === 'https:') && url.href === `${url.origin}/` ? url.origin : undefined;
    if (origin === undefined) {
      throw new ConfigError(`OUTGOING_ALLOWED_ORIGINS takes "self" or origins such as http://feeds.internal:8080 (no path), got "${entry}"`);
    }
    return [origin];
  });
}

const PROJECT_ID = /^[a-z][a-z0-9-]{4,61}[a-z0-9]$/;

/**
 * The push configuration: FCM when FCM_SERVICE_ACCOUNT_FILE (path of the service account's JSON key)
 * or FCM_SERVICE_ACCOUNT_JSON (its text) is set, the outbox otherwise. The account must carry
 * client_email and a readable private_key; the project is FCM_PROJECT_ID or the account's project_id.
 */
function pushConfig(env: Env, cwd: string): PushConfig {
  const file = text(env, 'FCM_SERVICE_ACCOUNT_FILE');
  const inline = text(env, 'FCM_SERVICE_ACCOUNT_JSON');
  const endpointText = text(env, 'FCM_ENDPOINT');
  const projectText = text(env, 'FCM_PROJECT_ID');
  if (file !== undefined && inline !== undefined) {
    throw new ConfigError('Set only one of FCM_SERVICE_ACCOUNT_FILE and FCM_SERVICE_ACCOUNT_JSON');
  }
  if (file === undefined && inline === undefined) {
    if (endpointText !== undefined || projectText !== undefined) {
      throw new ConfigError('FCM_ENDPOINT and FCM_PROJECT_ID need a service account: set FCM_SERVICE_ACCOUNT_FILE or FCM_SERVICE_ACCOUNT_JSON');
    }
    return { provider: 'OUTBOX' };
  }
  const source = file !== undefined ? 'FCM_SERVICE_ACCOUNT_FILE' : 'FCM_SERVICE_ACCOUNT_JSON';
  let json: string;
  if (file !== undefined) {
    try {
      json = readFileSync(path.resolve(cwd, file), 'utf8');
    } catch (err) {
      throw new ConfigError(`FCM_SERVICE_ACCOUNT_FILE cannot be read (${(err as NodeJS.ErrnoException).code ?? 'error'}): ${file}`);
    }
  } else {
    json = inline ?? '';
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new ConfigError(`${source} must hold the service account's JSON key (it is not valid JSON)`);
  }
  const account = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>;
  const field = (name: string): string | undefined => {
    const value = account[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const clientEmail = field('client_email');
  // The key is kept exactly as written (its PEM lines).
  const privateKey = field('private_key') === undefined ? undefined : (account.private_key as string);
  if (!clientEmail || !privateKey) throw new ConfigError(`${source}: the service account needs client_email and private_key`);
  try {
    createPrivateKey(privateKey);
  } catch {
    throw new ConfigError(`${source}: private_key is not a readable PEM private key`);
  }
  const tokenUri = httpUrl(`${source} token_uri`, field('token_uri') ?? GOOGLE_TOKEN_URI);
  const projectId = projectText ?? field('project_id');
  if (!projectId) throw new ConfigError(`${source}: the service account has no project_id; set FCM_PROJECT_ID`);
  if (!PROJECT_ID.test(projectId)) throw new ConfigError(`FCM_PROJECT_ID must be a Firebase project id (lowercase letters, digits, '-'), got "${projectId}"`);
  return {
    provider: 'FCM',
    account: { clientEmail, privateKey, privateKeyId: field('private_key_id'), tokenUri },
    endpoint: httpUrl('FCM_ENDPOINT', endpointText ?? FCM_DEFAULT_ENDPOINT),
    projectId,
  };
}

/** Shortest service token accepted from the environment. */
export const SERVICE_TOKEN_MIN_LENGTH = 32;

const PACKAGE_DIR = path.resolve(__dirname, '..');

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * Default version: the package version followed by the build stamp (UTC date and time the
 * service's code was built) and a short build id, e.g. `0.1.0-20261122-0930-b1a2c3d`.
 */
export function defaultAppVersion(): string {
  let version = '0.0.0';
  try {
    const pkg = JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as { version?: unknown };
    if (typeof pkg.version === 'string') version = pkg.version;
  } catch {
    // Without a readable package.json the version stays 0.0.0.
  }
  let built = new Date();
  try {
    built = statSync(__filename).mtime;
  } catch {
    // The start time stands in for the build time.
  }
  const stamp = `${built.getUTCFullYear()}${pad(built.getUTCMonth() + 1)}${pad(built.getUTCDate())}-${pad(built.getUTCHours())}${pad(built.getUTCMinutes())}`;
  const buildId = Math.floor(built.getTime() / 1000).toString(16).slice(-7);
  return `${version}-${stamp}-${buildId}`;
}

/**
 * What an operator is told when the service starts (logged as warnings): settings that are valid but
 * risky where they are used. SEED_DEMO in production creates accounts whose password is public.
 */
export function configWarnings(config: Pick<ApiConfig, 'nodeEnv' | 'seedDemo'>): string[] {
  const warnings: string[] = [];
  if (config.nodeEnv === 'production' && config.seedDemo) {
    warnings.push(
      'SEED_DEMO=true in production: an empty database is filled with the demo shops, leaflets and accounts (root, admin, editor … with the public password "flyerdesk"); unset SEED_DEMO unless this installation is a demonstration',
    );
  }
  return warnings;
}

/** Reads and validates the configuration; throws ConfigError naming the first bad variable. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): ApiConfig {
  const nodeEnv = text(env, 'NODE_ENV') ?? 'development';
  if (!(NODE_ENVS as readonly string[]).includes(nodeEnv)) {
    throw new ConfigError(`NODE_ENV must be one of ${NODE_ENVS.join(', ')}, got "${nodeEnv}"`);
  }
  const host = text(env, 'API_HOST') ?? '127.0.0.1';
  const port = integer(env, 'API_PORT', 4000, 0, 65535);

  const databaseUrl = text(env, 'DATABASE_URL');
  if (databaseUrl !== undefined) {
    let protocol: string;
    try {
      protocol = new URL(databaseUrl).protocol;
    } catch {
      throw new ConfigError('DATABASE_URL must be a URL like postgres://user:password@host:5432/database');
    }
    if (protocol !== 'postgres:' && protocol !== 'postgresql:') {
      throw new ConfigError(`DATABASE_URL must start with postgres:// or postgresql://, got ${protocol}//`);
    }
  }

  const databasePoolMax = positiveInteger(env, 'DATABASE_POOL_MAX', 10, 1_000);
  const databaseJobsPoolMax = positiveInteger(env, 'DATABASE_JOBS_POOL_MAX', 3, 1_000);
  const databaseStatementTimeoutMs = integer(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 30_000, 0, 86_400_000);
  const databaseIdleInTransactionTimeoutMs = integer(env, 'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS', 60_000, 0, 86_400_000);

  const dataDir = path.resolve(cwd, text(env, 'DATA_DIR') ?? '.data');
  const filesDir = path.resolve(cwd, text(env, 'FILES_DIR') ?? path.join(dataDir, 'files'));

  const jwtSecret = text(env, 'JWT_SECRET');
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters long (or unset to generate one)');
  }

  const serviceToken = text(env, 'SERVICE_TOKEN');
  if (serviceToken !== undefined && serviceToken.length < SERVICE_TOKEN_MIN_LENGTH) {
    throw new ConfigError(`SERVICE_TOKEN must be at least ${SERVICE_TOKEN_MIN_LENGTH} characters long (or unset to generate one)`);
  }

  const accessTokenTtl = integer(env, 'ACCESS_TOKEN_TTL', 900, 10, 86_400);
  const refreshTokenTtl = integer(env, 'REFRESH_TOKEN_TTL', 604_800, 60, 31_536_000);
  if (refreshTokenTtl <= accessTokenTtl) {
    throw new ConfigError('REFRESH_TOKEN_TTL must be longer than ACCESS_TOKEN_TTL');
  }

  const articlesSourceUrl = text(env, 'ARTICLES_SOURCE_URL');
  if (articlesSourceUrl !== undefined) {
    let protocol: string;
    try {
      protocol = new URL(articlesSourceUrl).protocol;
    } catch {
      throw new ConfigError('ARTICLES_SOURCE_URL must be an absolute http://, https:// or file: URL');
    }
    if (!['http:', 'https:', 'file:'].includes(protocol)) {
      throw new ConfigError(`ARTICLES_SOURCE_URL must start with http://, https:// or file:, got ${protocol}`);
    }
  }
  const sampleSourceDelayMs = integer(env, 'SAMPLE_SOURCE_DELAY_MS', 300, 0, 60_000);
  const outgoingAllowedOrigins = allowedOrigins(text(env, 'OUTGOING_ALLOWED_ORIGINS'));
  const publicUrl = text(env, 'PUBLIC_URL');

  const logLevel = (text(env, 'LOG_LEVEL') ?? 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }

  return {
    host,
    port,
    databaseUrl,
    databasePoolMax,
    databaseJobsPoolMax,
    databaseStatementTimeoutMs,
    databaseIdleInTransactionTimeoutMs,
    dataDir,
    filesDir,
    jwtSecret,
    accessTokenTtl,
    refreshTokenTtl,
    nodeEnv: nodeEnv as NodeEnv,
    // Demo data only when asked for: an installation started without SEED_DEMO has no known accounts.
    seedDemo: flag(env, 'SEED_DEMO', false),
    features: {
      articlesData: flag(env, 'FEATURE_ARTICLES_DATA', true),
      leafletScrapper: flag(env, 'FEATURE_LEAFLET_SCRAPPER', false),
      offersRecognition: flag(env, 'FEATURE_OFFERS_RECOGNITION', true),
    },
    jobConcurrency: integer(env, 'JOB_CONCURRENCY', 2, 1, 32),
    jobPollMs: integer(env, 'JOB_POLL_MS', 500, 10, 60_000),
    jobLeaseMs: integer(env, 'JOB_LEASE_MS', 30_000, 1_000, 3_600_000),
    cutMaxPdfBytes: integer(env, 'CUT_MAX_PDF_BYTES', CUT_MAX_PDF_BYTES, 1024, 1024 * 1024 * 1024),
    pdfLinkTtlMinutes: integer(env, 'PDF_LINK_TTL_MINUTES', PDF_LINK_TTL_MINUTES_DEFAULT, 1, 43_200),
    logLevel: logLevel as LogLevel,
    appVersion: text(env, 'APP_VERSION') ?? defaultAppVersion(),
    serviceToken,
    articlesSourceUrl,
    sampleSourceDelayMs,
    outgoingAllowedOrigins,
    shutdownGraceMs: integer(env, 'SHUTDOWN_GRACE_MS', 10_000, 0, 600_000),
    loginLimits: DEFAULT_LOGIN_LIMITS,
    refreshReuseGraceSeconds: integer(env, 'REFRESH_REUSE_GRACE_SECONDS', 30, 0, 300),
    push: pushConfig(env, cwd),
    notificationRetryDelayMs: integer(env, 'NOTIFICATION_RETRY_DELAY_MS', 1_000, 0, 600_000),
    notificationBatchSize: positiveInteger(env, 'NOTIFICATION_BATCH_SIZE', NOTIFICATION_BATCH_SIZE, 1_000),
    outboxDelayMs: integer(env, 'OUTBOX_DELAY_MS', 0, 0, 60_000),
    auditRetentionDays: integer(env, 'AUDIT_RETENTION_DAYS', 0, 0, 36_500),
    orderingCache: flag(env, 'ORDERING_CACHE', true),
    publicUrl: publicUrl === undefined ? undefined : httpUrl('PUBLIC_URL', publicUrl),
  };
}

/**
 * PostgreSQL server the test suite runs against instead of the in-memory database (tests only):
 * TEST_DATABASE_URL, unless TEST_API_DATABASE=pglite asks for the suite's PGlite pass (`npm test`
 * runs the api suite once on PGlite, then once on PostgreSQL).
 */
export function testDatabaseUrl(): string | undefined {
  if (text(process.env, 'TEST_API_DATABASE') === 'pglite') return undefined;
  return text(process.env, 'TEST_DATABASE_URL');
}

/** The variable naming the folder of a test run's starting databases (set by the run's global setup). */
const TEST_TEMPLATES = 'FLYERDESK_TEST_TEMPLATES';

/**
 * The folder where a test run keeps its starting databases (tests only): each test file's in-memory
 * api starts from one migrated copy with the demo data instead of migrating and seeding again.
 * Undefined outside a run that set it up (one test file started by hand migrates and seeds as usual).
 */
export function testTemplatesDir(): string | undefined {
  return text(process.env, TEST_TEMPLATES);
}

/** Names the run's folder of starting databases for the test workers started after this (tests only). */
export function setTestTemplatesDir(dir: string): void {
  process.env[TEST_TEMPLATES] = dir;
}

/**
 * Whether a missing PostgreSQL fails the suites that need it instead of skipping them (tests only):
 * in CI (CI set and not "0"/"false"), except in the api suite's PGlite pass, whose PostgreSQL suites
 * run in the PostgreSQL pass.
 */
export function testPostgresRequired(): boolean {
  return testInCi() && text(process.env, 'TEST_API_DATABASE') !== 'pglite';
}

/** Whether the tests run in CI (CI set and not "0"/"false", as .ci/run sets it): tests only. */
export function testInCi(): boolean {
  const ci = text(process.env, 'CI')?.toLowerCase();
  return ci !== undefined && ci !== '0' && ci !== 'false';
}

/** What the account command (src/cli/createUser.ts) reads from its environment besides the api's configuration. */
export interface AccountCommandEnv {
  /** FLYERDESK_NEW_PASSWORD, as given (not trimmed); undefined when unset or empty: the command reads standard input. */
  password: string | undefined;
  /**
   * The folder relative DATA_DIR and FILES_DIR are taken from: where npm was run (INIT_CWD, as `npm run`
   * sets it for a workspace's script), else the current one; the api started from there uses the same.
   */
  cwd: string;
}

export function loadAccountCommandEnv(env: Env = process.env, cwd: string = process.cwd()): AccountCommandEnv {
  const password = env.FLYERDESK_NEW_PASSWORD;
  return { password: password === undefined || password === '' ? undefined : password, cwd: text(env, 'INIT_CWD') ?? cwd };
}
