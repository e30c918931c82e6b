#!/usr/bin/env node
// `npm test`: every check and test of Flyerdesk, in order, stopping at the first failure.
//  1. generated GraphQL code is up to date   2. TypeScript build   3. ESLint
//  4. deployment files: docker-compose.yml, Dockerfiles, the proxy (scripts/check-deploy.mjs)
//  5. unit and integration tests (Jest: domain, api, gateway, web); with TEST_DATABASE_URL and
//     redis-server also the cluster test (an api and two gateway replicas as real processes)
//  6. the api suite again against PostgreSQL when TEST_DATABASE_URL is set (CI starts PostgreSQL 15)
//  7. end-to-end tests in Chromium against the whole running stack (Playwright)
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './lib/build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();

function step(title, cmd, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const t0 = Date.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}

step('Generated GraphQL code is up to date', 'npx', ['graphql-codegen', '--config', 'codegen.ts', '--check']);
step('TypeScript build', 'npx', ['tsc', '--build']);
step('ESLint', 'npx', ['eslint', '.', '--max-warnings=0']);
step('ESLint boundary tests (a feature importing another fails)', 'node', ['--test', 'scripts/lint-boundaries.test.mjs']);
step('Deployment check tests', 'node', ['--test', 'scripts/check-deploy.test.mjs']);
step('Deployment files (docker-compose, Dockerfiles, proxy)', 'node', ['scripts/check-deploy.mjs']);
step('Unit and integration tests', 'npx', ['jest', '--ci']);
if (process.env.TEST_DATABASE_URL) {
  step('api tests against PostgreSQL', 'npx', ['jest', '--ci', '--selectProjects', 'api'], {
    TEST_DATABASE_URL: process.env.TEST_DATABASE_URL,
  });
} else {
  console.log('\n(api tests against PostgreSQL skipped: TEST_DATABASE_URL is not set; .ci/run sets it)');
}
console.log('\n▶ Build for the end-to-end tests');
build(root);
step('End-to-end tests in Chromium', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts']);
console.log(`\nAll checks and tests passed in ${((Date.now() - started) / 60000).toFixed(1)} min.`);
