/**
 * PostgreSQL schemas of the api tests. Each test file works in a fresh `test_…` schema of the
 * server named by TEST_DATABASE_URL. The schemas are dropped together once the whole run is done
 * (globalTeardown.ts), never by the file that made them: the migrator reads the server's whole
 * catalogue, and a schema dropped by one worker while another worker's migrator reads it fails that
 * read with "schema … does not exist".
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Prefix of every schema a test makes; globalTeardown drops them all. */
export const TEST_SCHEMA_PREFIX = 'test_';

/** Creates a fresh, empty schema and answers its name. */
export async function createTestSchema(databaseUrl: string): Promise<string> {
  const schema = `${TEST_SCHEMA_PREFIX}${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`create schema ${schema}`);
  } finally {
    await client.end();
  }
  return schema;
}

/** Drops one schema made by createTestSchema (a run that made only that one, e.g. a benchmark's api). */
export async function dropTestSchema(databaseUrl: string, schema: string): Promise<void> {
  if (!schema.startsWith(TEST_SCHEMA_PREFIX)) throw new Error(`Not a test schema: ${schema}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}

/** Drops every test schema on the server (the end of a run). */
export async function dropTestSchemas(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select nspname as name from pg_namespace where starts_with(nspname, $1)`,
      [TEST_SCHEMA_PREFIX],
    );
    for (const { name } of rows) await client.query(`drop schema if exists "${name}" cascade`);
    return rows.length;
  } finally {
    await client.end();
  }
}
