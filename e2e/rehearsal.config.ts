import { defineConfig } from '@playwright/test';

/**
 * The production rehearsal (`npm run rehearse`): the docker-compose topology as real processes
 * behind nginx and TLS, and the scenarios of rehearsal/rehearsal.spec.ts, in order, on one topology.
 * It runs from the build (`npm run build` or the prepare step of `npm ci`).
 */
export default defineConfig({
  testDir: './rehearsal',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
});
