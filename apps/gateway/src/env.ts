import os from 'node:os';
import path from 'node:path';

/** Log levels pino understands. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The gateway's configuration, validated once at start-up. */
export interface GatewayConfig {
  /** Interface the HTTP server listens on. */
  host: string;
  /** TCP port; 0 picks a free one. */
  port: number;
  /**
   * Port of the internal endpoint `/metrics` (METRICS_PORT, on the same interface): set, the metrics are
   * served only there and the main port answers 404 for them; unset, they are served on the main port.
   */
  metricsPort?: number | undefined;
  /** Base URL of the leaflet REST service (no trailing slash). */
  upstreamUrl: string;
  /** How long one upstream call may take before it counts as unavailable. */
  upstreamTimeoutMs: number;
  /** Folder with the built web app (index.html + assets). */
  webDist: string;
  nodeEnv: 'development' | 'production' | 'test';
  /** Whether session cookies carry the Secure attribute. */
  cookieSecure: boolean;
  logLevel: LogLevel;
  /**
   * Browser origins allowed to open the WebSocket. Empty: the gateway's own origin
   * (and its localhost / 127.0.0.1 variants) once the port is known.
   */
  allowedOrigins: string[];
  /**
   * Shared secret sent as X-Service-Token when the gateway's pollers read version endpoints of the
   * api (ordering, pending publication, jobs, article data) and the watched jobs. Undefined: the pollers are off and only changes made
   * through this gateway are announced live.
   */
  serviceToken: string | undefined;
  /** How often one shared poller reads a watched platform's ordering version. */
  orderingPollMs: number;
  /** How often the shared poller reads the version of the pending publication lists. */
  publicationPollMs: number;
  /** How often one shared poller reads a watched job (with its steps). */
  jobPollMs: number;
  /** How often the shared poller reads the version of the job list. */
  jobsPollMs: number;
  /** How often the shared poller reads the version of the article data. */
  articlesDataPollMs: number;
  /** How often the shared pollers read the api's change feed of records (categories, groups, inserts…) written around the gateway, and the activity log's tail. */
  changesPollMs: number;
  /**
   * Redis shared by the gateway replicas (events, watcher leases, presence). Undefined: one gateway,
   * everything in memory.
   */
  redisUrl: string | undefined;
  /**
   * How long a replica holds a shared watcher without renewing it; another replica takes the watcher
   * over at most this long after its holder died.
   */
  watcherLeaseMs: number;
  /** Name of this replica in leases, logs and metrics (defaults to host name and process id). */
  replicaId: string;
  /** On SIGTERM: how long open requests may take to finish before the gateway stops anyway. */
  shutdownGraceMs: number;
  /** Where the gateway reports unexpected errors (a Sentry DSN); undefined: nothing is reported. */
  sentryDsn: string | undefined;
  /** Environment name on error reports of the gateway and the browser (e.g. production, staging). */
  sentryEnvironment: string | undefined;
  /** The Sentry DSN the browser reports render errors to (given to it by GET /client-config); undefined: none. */
  webSentryDsn: string | undefined;
  /**
   * Reverse proxies in front of the gateway whose `X-Forwarded-For` entries are believed (0: none,
   * the connection's address is the client's). The client address counts WebSockets per address and
   * is named to the api for the sign-in rate limit.
   */
  trustProxyHops: number;
  /** Longest time a verified user is cached per access token (never past the token's expiry). */
  sessionCacheMs: number;
  /** How often one shared poller reads the api's session revocations (sign-outs, disabled users). */
  revocationsPollMs: number;
  /** Largest WebSocket message accepted; a bigger one closes the socket with 1009. */
  wsMaxPayloadBytes: number;
  /** How long a new WebSocket may take to send connection_init before it is closed with 4408. */
  wsInitTimeoutMs: number;
  /** Operations (subscriptions) running at once on one WebSocket; one more is refused with TOO_MANY_REQUESTS. */
  wsMaxOperations: number;
  /** Open WebSockets per client address; one more upgrade is answered with HTTP 429. */
  wsMaxSocketsPerAddress: number;
  /** Bytes a WebSocket may hold unsent for a client that does not read; beyond, it is closed with 1013. */
  wsMaxBufferedBytes: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** True for host names that never leave the machine (cookies may go without Secure there). */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host.toLowerCase());
}

function read(env: Env, name: string): string | undefined {
  const raw = env[name];
  if (raw === undefined) return undefined;
  const trimmed = raw.trim();
  return trimmed === '' ? undefined : trimmed;
}

function parsePort(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new ConfigError(`${name} must be a port number 0-65535, got "${raw}"`);
  return n;
}

function parsePositiveInt(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new ConfigError(`${name} must be a positive integer, got "${raw}"`);
  return n;
}

function parseUrl(raw: string | undefined, fallback: string, name: string): string {
  const value = raw ?? fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} must use http or https, got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

function parseCount(raw: string | undefined, fallback: number, name: string, max: number): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > max) throw new ConfigError(`${name} must be a whole number from 0 to ${max}, got "${raw}"`);
  return n;
}

function parseBoolean(raw: string | undefined, name: string): boolean | undefined {
  if (raw === undefined || raw.toLowerCase() === 'auto') return undefined;
  if (['true', '1', 'yes'].includes(raw.toLowerCase())) return true;
  if (['false', '0', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be true, false or auto, got "${raw}"`);
}

/** A URL as error messages may show it: without the password it carries (redis://:<password>@host). */
function withoutPassword(raw: string): string {
  return raw.replace(/^([A-Za-z][A-Za-z0-9+.-]*:\/\/)[^@/]*@/, '$1***@');
}

function parseRedisUrl(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`REDIS_URL must be a URL like redis://:<password>@redis:6379, got "${withoutPassword(raw)}"`);
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
    throw new ConfigError(`REDIS_URL must start with redis:// or rediss://, got "${url.protocol}//"`);
  }
  return raw;
}

function parseDsn(raw: string | undefined, name: string): string | undefined {
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a Sentry DSN like https://<key>@sentry.example.com/<project>, got "${raw}"`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username === '' || url.pathname.replace(/\/+$/, '') === '') {
    throw new ConfigError(`${name} must be a Sentry DSN like https://<key>@sentry.example.com/<project>, got "${raw}"`);
  }
  return raw;
}

const ENVIRONMENT_NAME = /^[A-Za-z0-9._-]{1,64}$/;

function parseEnvironmentName(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  if (!ENVIRONMENT_NAME.test(raw)) {
    throw new ConfigError(`SENTRY_ENVIRONMENT may hold letters, digits, '.', '_' and '-' (at most 64), got "${raw}"`);
  }
  return raw;
}

const REPLICA_ID = /^[A-Za-z0-9._-]{1,64}$/;

function parseReplicaId(raw: string | undefined): string {
  if (raw === undefined) return `${os.hostname()}-${process.pid}`.replace(/[^A-Za-z0-9._-]/g, '-').slice(0, 64);
  if (!REPLICA_ID.test(raw)) throw new ConfigError(`REPLICA_ID may hold letters, digits, '.', '_' and '-' (at most 64), got "${raw}"`);
  return raw;
}

function parseOrigins(raw: string | undefined): string[] {
  if (raw === undefined) return [];
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .map((s) => {
      try {
        return new URL(s).origin;
      } catch {
        throw new ConfigError(`ALLOWED_ORIGINS entries must be origins like https://admin.example.com, got "${s}"`);
      }
    });
}

/**
 * Whether session cookies carry Secure for a gateway listening on `host`: as COOKIE_SECURE says,
 * else (auto) everywhere but on localhost / 127.0.0.1 / ::1.
 */
export function cookieSecureFor(host: string, env: Env = process.env): boolean {
  return parseBoolean(read(env, 'COOKIE_SECURE'), 'COOKIE_SECURE') ?? !isLoopbackHost(host);
}

/** The built web app, relative to this package (src/ and dist/ sit at the same depth). */
export const DEFAULT_WEB_DIST = path.resolve(__dirname, '../../web/dist');

/** Reads and validates the gateway configuration; throws ConfigError with a clear message. */
export function loadConfig(env: Env = process.env): GatewayConfig {
  const host = read(env, 'GATEWAY_HOST') ?? '127.0.0.1';
  const nodeEnvRaw = read(env, 'NODE_ENV') ?? 'development';
  if (nodeEnvRaw !== 'development' && nodeEnvRaw !== 'production' && nodeEnvRaw !== 'test') {
    throw new ConfigError(`NODE_ENV must be development, production or test, got "${nodeEnvRaw}"`);
  }
  const logLevelRaw = read(env, 'LOG_LEVEL') ?? (nodeEnvRaw === 'test' ? 'silent' : 'info');
  if (!(LOG_LEVELS as readonly string[]).includes(logLevelRaw)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevelRaw}"`);
  }
  const webDistRaw = read(env, 'WEB_DIST');
  return {
    host,
    port: parsePort(read(env, 'GATEWAY_PORT'), 3000, 'GATEWAY_PORT'),
    metricsPort: read(env, 'METRICS_PORT') === undefined ? undefined : parsePort(read(env, 'METRICS_PORT'), 0, 'METRICS_PORT'),
    upstreamUrl: parseUrl(read(env, 'UPSTREAM_URL'), 'http://127.0.0.1:4000', 'UPSTREAM_URL'),
    upstreamTimeoutMs: parsePositiveInt(read(env, 'UPSTREAM_TIMEOUT_MS'), 10000, 'UPSTREAM_TIMEOUT_MS'),
    webDist: webDistRaw === undefined ? DEFAULT_WEB_DIST : path.resolve(webDistRaw),
    nodeEnv: nodeEnvRaw,
    cookieSecure: cookieSecureFor(host, env),
    logLevel: logLevelRaw as LogLevel,
    allowedOrigins: parseOrigins(read(env, 'ALLOWED_ORIGINS')),
    serviceToken: read(env, 'SERVICE_TOKEN'),
    orderingPollMs: parsePositiveInt(read(env, 'ORDERING_POLL_MS'), 2000, 'ORDERING_POLL_MS'),
    publicationPollMs: parsePositiveInt(read(env, 'PUBLICATION_POLL_MS'), 5000, 'PUBLICATION_POLL_MS'),
    jobPollMs: parsePositiveInt(read(env, 'JOB_POLL_MS'), 1000, 'JOB_POLL_MS'),
    jobsPollMs: parsePositiveInt(read(env, 'JOBS_POLL_MS'), 2000, 'JOBS_POLL_MS'),
    articlesDataPollMs: parsePositiveInt(read(env, 'ARTICLES_DATA_POLL_MS'), 1000, 'ARTICLES_DATA_POLL_MS'),
    changesPollMs: parsePositiveInt(read(env, 'CHANGES_POLL_MS'), 2000, 'CHANGES_POLL_MS'),
    redisUrl: parseRedisUrl(read(env, 'REDIS_URL')),
    watcherLeaseMs: parsePositiveInt(read(env, 'WATCHER_LEASE_MS'), 5000, 'WATCHER_LEASE_MS'),
    replicaId: parseReplicaId(read(env, 'REPLICA_ID')),
    shutdownGraceMs: parsePositiveInt(read(env, 'SHUTDOWN_GRACE_MS'), 10_000, 'SHUTDOWN_GRACE_MS'),
    sentryDsn: parseDsn(read(env, 'SENTRY_DSN'), 'SENTRY_DSN'),
    sentryEnvironment: parseEnvironmentName(read(env, 'SENTRY_ENVIRONMENT')),
    webSentryDsn: parseDsn(read(env, 'WEB_SENTRY_DSN'), 'WEB_SENTRY_DSN'),
    trustProxyHops: parseCount(read(env, 'TRUST_PROXY_HOPS'), 0, 'TRUST_PROXY_HOPS', 10),
    sessionCacheMs: parsePositiveInt(read(env, 'SESSION_CACHE_MS'), 60_000, 'SESSION_CACHE_MS'),
    revocationsPollMs: parsePositiveInt(read(env, 'SESSION_REVOCATIONS_POLL_MS'), 2000, 'SESSION_REVOCATIONS_POLL_MS'),
    wsMaxPayloadBytes: parsePositiveInt(read(env, 'WS_MAX_PAYLOAD_BYTES'), 64 * 1024, 'WS_MAX_PAYLOAD_BYTES'),
    wsInitTimeoutMs: parsePositiveInt(read(env, 'WS_INIT_TIMEOUT_MS'), 5000, 'WS_INIT_TIMEOUT_MS'),
    wsMaxOperations: parsePositiveInt(read(env, 'WS_MAX_SUBSCRIPTIONS'), 50, 'WS_MAX_SUBSCRIPTIONS'),
    wsMaxSocketsPerAddress: parsePositiveInt(read(env, 'WS_MAX_SOCKETS_PER_ADDRESS'), 100, 'WS_MAX_SOCKETS_PER_ADDRESS'),
    wsMaxBufferedBytes: parsePositiveInt(read(env, 'WS_MAX_BUFFERED_BYTES'), 1024 * 1024, 'WS_MAX_BUFFERED_BYTES'),
  };
}
