/**
 * Jest globalTeardown of the api and gateway projects: drops the PostgreSQL schemas the run's test
 * files made, and the run's starting databases (globalSetup.ts).
 */
import { rm } from 'node:fs/promises';
import { testDatabaseUrl, testTemplatesDir } from '../env';
import { dropTestSchemas } from './testSchema';

export default async function globalTeardown(): Promise<void> {
  const url = testDatabaseUrl();
  if (url) await dropTestSchemas(url);
  const templates = testTemplatesDir();
  if (templates !== undefined) await rm(templates, { recursive: true, force: true });
}
