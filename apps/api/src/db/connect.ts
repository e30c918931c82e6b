/** Opens the database: PostgreSQL through a pg pool when a URL is given, otherwise embedded PGlite. */
import { mkdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pgliteDialect';
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

function keepDates(): pg.CustomTypesConfig {
  return {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === DATE_OID ? (value: string) => value : pg.types.getTypeParser(oid, format ?? 'text')) as pg.CustomTypesConfig['getTypeParser'],
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

async function openMemoryDatabase(parsers: Record<number, (value: string) => unknown>): Promise<PGlite> {
  const file = pristineClusterFile();
  const copy = await readFile(file).catch(() => undefined);
  if (copy) {
    try {
      return await PGlite.create({ loadDataDir: new Blob([copy]), parsers });
    } catch {
      // A damaged copy: fall back to a new cluster, which also replaces the copy.
    }
  }
  const client = await PGlite.create({ parsers });
  try {
    const dump = await client.dumpDataDir('none');
    const temporary = `${file}.${process.pid}.${Date.now()}`;
    await writeFile(temporary, Buffer.from(await dump.arrayBuffer()));
    await rename(temporary, file);
  } catch {
    // Without a copy the next start simply initialises a cluster again.
  }
  return client;
}

export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      types: keepDates(),
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return db;
  }
  const parsers = { [DATE_OID]: (value: string) => value };
  if (options.memory) {
    return new Kysely<Database>({ dialect: new PGliteDialect(await openMemoryDatabase(parsers)) });
  }
  if (!options.pgliteDir) throw new Error('A folder for the embedded database is required');
  const dataDir = path.resolve(options.pgliteDir);
  mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, parsers });
  return new Kysely<Database>({ dialect: new PGliteDialect(client) });
}
