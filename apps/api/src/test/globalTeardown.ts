/** Jest globalTeardown of the api project: drops the PostgreSQL schemas the run's test files made. */
import { testDatabaseUrl } from '../env';
import { dropTestSchemas } from './testSchema';

export default async function globalTeardown(): Promise<void> {
  const url = testDatabaseUrl();
  if (url) await dropTestSchemas(url);
}
