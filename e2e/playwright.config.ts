import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { chromiumArgs, chromiumExecutable } from './support/chromium';
import { API_PORT, GATEWAY_PORT } from './support/ports';

/**
 * End-to-end tests drive the whole Flyerdesk stack (api on PGlite with fresh demo data, gateway,
 * built web app) in real Chromium, started exactly as `npm start` starts it.
 */
const root = path.resolve(__dirname, '..');
const gatewayPort = GATEWAY_PORT;
const apiPort = API_PORT;
const dataDir = path.join(root, 'node_modules/.cache/flyerdesk-e2e');

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: `http://localhost:${gatewayPort}`,
    // A failed test keeps its trace with the page's DOM at each step; no screencast is recorded, as
    // encoding one for every test kept Chromium's compositor busy on a core of its own.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
  },
  webServer: {
    command: `node -e "require('fs').rmSync(process.argv[1], { recursive: true, force: true })" "${dataDir}" && node scripts/start.mjs`,
    cwd: root,
    url: `http://localhost:${gatewayPort}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      GATEWAY_PORT: String(gatewayPort),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The journeys sign in as the demo users and work on the demo shops and leaflets.
      SEED_DEMO: 'true',
      // The demo's article-data source answers each page after this delay, as a remote retailer feed would.
      SAMPLE_SOURCE_DELAY_MS: '400',
      // The built-in outbox answers a few devices at a time after a delay, as a remote push service would.
      NOTIFICATION_BATCH_SIZE: '3',
      OUTBOX_DELAY_MS: '600',
    },
  },
});
