/** Opens the database: PostgreSQL through a pg pool when a URL is given, otherwise embedded PGlite. */
import { mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import { PGliteDialect } from './pgliteDialect';
import { startEmbeddedDatabase, type EmbeddedClient } from './pgliteWorker';
import type { Database } from './schema';

const DATE_OID = 1082;

/** How long opening a PostgreSQL connection may take before the query that needed it fails. */
export const CONNECT_TIMEOUT_MS = 5_000;

/** Default of DATABASE_STATEMENT_TIMEOUT_MS. */
export const STATEMENT_TIMEOUT_MS = 30_000;

/** Default of DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS. */
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded database is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; ignored when `memory` is set. */
  pgliteDir?: string | undefined;
  /** Embedded database kept in memory only (tests, throw-away runs). */
  memory?: boolean | undefined;
  /** With `memory`: a file holding a copy of a database to start from, when it exists (test runs). */
  startingCopy?: string | undefined;
  /** PostgreSQL schema to work in (search_path); the default is the server's. */
  schema?: string | undefined;
  /** Most PostgreSQL connections open at once (default 10). */
  poolMax?: number | undefined;
  /**
   * Longest one PostgreSQL statement may run, in milliseconds (default 30 s; 0: no limit): the server
   * cancels it (SQLSTATE 57014) and the request that waited for it is answered at once.
   */
  statementTimeoutMs?: number | undefined;
  /**
   * Longest a PostgreSQL transaction may stay open without a statement, in milliseconds (default 60 s;
   * 0: no limit): the server ends such a session, so a forgotten transaction cannot hold its locks.
   */
  idleInTransactionTimeoutMs?: number | undefined;
  /** Name of the pool's connections in pg_stat_activity (default `flyerdesk-api`). */
  applicationName?: string | undefined;
  /** Where lost PostgreSQL connections are reported. */
  logger?: Logger | undefined;
}

export type Db = Kysely<Database>;

export interface OpenDatabase {
  db: Db;
  /** The PostgreSQL connection pool; undefined for the embedded database. */
  pool: pg.Pool | undefined;
  /** The embedded database's own client (copies of it are written through it); undefined on PostgreSQL. */
  embedded?: EmbeddedClient | undefined;
}

/** Calendar dates stay 'yyyy-MM-dd' text instead of becoming local-midnight Date objects. */
function keepDates(): pg.CustomTypesConfig {
  return {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === DATE_OID ? (value: string) => value : (pg.types.getTypeParser(oid, format ?? 'text') as (value: string) => unknown)) as pg.CustomTypesConfig['getTypeParser'],
  };
}

function pgliteVersion(): string {
  try {
    const manifest = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
    const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { version?: unknown };
    return typeof parsed.version === 'string' ? parsed.version : 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * In-memory databases start from a copy of a freshly initialised cluster kept in the system's
 * temporary folder: creating a cluster takes seconds, loading the copy a fraction of that.
 */
function pristineClusterFile(): string {
  const user = typeof process.getuid === 'function' ? String(process.getuid()) : 'user';
  return path.join(os.tmpdir(), `flyerdesk-pglite-${pgliteVersion()}-${user}.tar`);
}

/**
 * A PostgreSQL pool that survives the server going away: a connection that breaks (database
 * restarted, network cut, idle connection closed by a proxy) is logged and dropped, never an
 * unhandled error that would stop the process. The queries that needed it fail and the next ones
 * open new connections; opening one gives up after CONNECT_TIMEOUT_MS instead of waiting forever.
 * A statement that runs too long, or a transaction left open without statements, is ended by the
 * server itself (statementTimeoutMs, idleInTransactionTimeoutMs): nothing waits on the database forever.
 */
function postgresPool(options: DatabaseOptions & { databaseUrl: string }): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // Sent with every new connection, so each session of the pool has them from its first statement.
    statement_timeout: options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS,
    idle_in_transaction_session_timeout: options.idleInTransactionTimeoutMs ?? IDLE_IN_TRANSACTION_TIMEOUT_MS,
    application_name: options.applicationName ?? 'flyerdesk-api',
    types: keepDates(),
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  const logger = options.logger;
  // An idle connection that breaks is reported by the pool, which then drops it.
  pool.on('error', (err) => {
    logger?.warn({ err }, 'idle database connection lost');
  });
  // A connection in use has no listener of the pool's own: one that breaks between two queries is reported here.
  const inUse = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => inUse.add(client));
  pool.on('release', (_err, client) => inUse.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      if (inUse.has(client)) logger?.warn({ err }, 'database connection in use lost');
    });
  });
  return pool;
}

export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const pool = postgresPool({ ...options, databaseUrl: options.databaseUrl });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), pool };
  }
  if (options.memory) {
    const client = await startEmbeddedDatabase({ pristineCopy: pristineClusterFile(), startingCopy: options.startingCopy });
    return { db: new Kysely<Database>({ dialect: new PGliteDialect(client) }), pool: undefined, embedded: client };
  }
  if (!options.pgliteDir) throw new Error('A folder for the embedded database is required');
  const dataDir = path.resolve(options.pgliteDir);
  mkdirSync(dataDir, { recursive: true });
  const client = await startEmbeddedDatabase({ dataDir });
  return { db: new Kysely<Database>({ dialect: new PGliteDialect(client) }), pool: undefined };
}
