/** Opens the database: PostgreSQL through a pg pool when a URL is given, otherwise embedded PGlite. */
import { mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pgliteDialect';
import { startEmbeddedDatabase } from './pgliteWorker';
import type { Database } from './schema';

const DATE_OID = 1082;

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded database is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; ignored when `memory` is set. */
  pgliteDir?: string | undefined;
  /** Embedded database kept in memory only (tests, throw-away runs). */
  memory?: boolean | undefined;
  /** PostgreSQL schema to work in (search_path); the default is the server's. */
  schema?: string | undefined;
}

export type Db = Kysely<Database>;

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

export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      types: keepDates(),
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (options.memory) {
    const client = await startEmbeddedDatabase({ pristineCopy: pristineClusterFile() });
    return new Kysely<Database>({ dialect: new PGliteDialect(client) });
  }
  if (!options.pgliteDir) throw new Error('A folder for the embedded database is required');
  const dataDir = path.resolve(options.pgliteDir);
  mkdirSync(dataDir, { recursive: true });
  const client = await startEmbeddedDatabase({ dataDir });
  return new Kysely<Database>({ dialect: new PGliteDialect(client) });
}
