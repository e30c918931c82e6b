/** Opens the database: PostgreSQL through a pg pool when a URL is given, otherwise embedded PGlite. */
import { mkdirSync } from 'node:fs';
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
  let dataDir: string | undefined;
  if (!options.memory) {
    if (!options.pgliteDir) throw new Error('A folder for the embedded database is required');
    dataDir = path.resolve(options.pgliteDir);
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    parsers: { [DATE_OID]: (value: string) => value },
  });
  return new Kysely<Database>({ dialect: new PGliteDialect(client) });
}
