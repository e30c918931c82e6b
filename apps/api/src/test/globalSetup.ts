/**
 * Jest globalSetup of the api and gateway projects: a folder for the run's starting databases, so that
 * each test file's in-memory api starts from one migrated copy with the demo data (testApi.ts). The
 * projects of one run share it; globalTeardown.ts removes it.
 */
import { mkdtemp } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTestTemplatesDir, testTemplatesDir } from '../env';

export default async function globalSetup(): Promise<void> {
  const current = testTemplatesDir();
  if (current !== undefined && existsSync(current)) return;
  setTestTemplatesDir(await mkdtemp(path.join(os.tmpdir(), 'flyerdesk-test-databases-')));
}
