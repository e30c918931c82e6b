#!/usr/bin/env node
// `npm test`: every check and test of Flyerdesk, in order, stopping at the first failure.
//  0. in CI (CI set, as .ci/run does): the services the suites need are there (PostgreSQL, redis-server)
//  1. generated GraphQL code is up to date   2. TypeScript build and 3. ESLint, side by side (then its boundary tests)
//  4. deployment files: docker-compose.yml, Dockerfiles, the proxy (scripts/check-deploy.mjs)
//  5. unit and integration tests (Jest: domain, api on PGlite, gateway, web); with TEST_DATABASE_URL
//     and redis-server also the cluster test (an api and two gateway replicas as real processes)
//  6. the api suite again against PostgreSQL when TEST_DATABASE_URL is set (CI starts PostgreSQL 15)
//  7. end-to-end tests in Chromium against the whole running stack (Playwright)
//  8. the production rehearsal: the docker-compose topology as real processes behind nginx and TLS,
//     and the scenarios operators live through (e2e/rehearsal, `npm run rehearse`)
// Outside CI a suite whose service is missing is skipped with a note; in CI it fails, naming it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './lib/build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
const ci = process.env.CI !== undefined && !['', '0', 'false'].includes(process.env.CI.trim().toLowerCase());
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'flyerdesk-test-'));
process.on('exit', () => fs.rmSync(reports, { recursive: true, force: true }));

/** Runs one step; `env` entries set to undefined are removed from the step's environment. */
function run(title, cmd, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const t0 = Date.now();
  const merged = { ...process.env, ...env };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete merged[name];
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: merged });
  return { ok: result.status === 0, status: result.status ?? result.signal, seconds: (Date.now() - t0) / 1000 };
}

function fail(message, status = 1) {
  console.error(`\n✖ ${message}`);
  process.exit(typeof status === 'number' && status !== 0 ? status : 1);
}

function step(title, cmd, args, env = {}) {
  judge(title, run(title, cmd, args, env));
}

/** Says that a step passed, or stops the run. */
function judge(title, result) {
  if (!result.ok) fail(`${title} failed (exit ${result.status}).`, result.status);
  console.log(`✔ ${title} (${result.seconds.toFixed(1)} s)`);
}

/**
 * Runs steps side by side (a step that keeps one core busy leaves the other idle) and prints each
 * one's output whole once all have ended, so that their lines do not interleave.
 */
async function together(steps) {
  console.log(`\n▶ Side by side: ${steps.map((s) => s.title).join(' · ')}`);
  const results = await Promise.all(
    steps.map(
      ({ cmd, args }) =>
        new Promise((resolve) => {
          const t0 = Date.now();
          const output = [];
          const child = spawn(cmd, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('error', (err) => output.push(Buffer.from(`${err.message}\n`)));
          child.on('close', (code, signal) => resolve({ ok: code === 0, status: code ?? signal, seconds: (Date.now() - t0) / 1000, output: Buffer.concat(output) }));
        }),
    ),
  );
  steps.forEach((s, i) => {
    console.log(`\n▶ ${s.title}`);
    process.stdout.write(results[i].output);
  });
  steps.forEach((s, i) => judge(s.title, results[i]));
}

/** Passed, failed and skipped tests of the files under `dir` in a Jest JSON report. */
function countTests(reportFile, dir) {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  if (!fs.existsSync(reportFile)) return undefined;
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  const prefix = path.join(root, dir) + path.sep;
  for (const file of report.testResults ?? []) {
    if (!file.name.startsWith(prefix)) continue;
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'passed') counts.passed += 1;
      else if (test.status === 'failed') counts.failed += 1;
      else counts.skipped += 1;
    }
    // A file that failed before its tests ran (a syntax error, a failing beforeAll) counts as failed.
    if ((file.assertionResults ?? []).length === 0 && file.status === 'failed') counts.failed += 1;
  }
  return counts;
}

/** A Jest step that also prints how many api tests ran on which database. */
function jestStep(title, args, env, database) {
  const reportFile = path.join(reports, `${database}.json`);
  const result = run(title, 'npx', ['jest', '--ci', '--json', '--outputFile', reportFile, ...args], env);
  const api = countTests(reportFile, 'apps/api');
  const summary = api
    ? `api tests on ${database}: ${api.passed} passed${api.failed ? `, ${api.failed} failed` : ''}${api.skipped ? `, ${api.skipped} skipped` : ''}`
    : `api tests on ${database}: no report (Jest did not finish)`;
  console.log(`\n${summary}`);
  if (!result.ok) fail(`${title} failed (exit ${result.status}).`, result.status);
  if (api && api.passed === 0) fail(`${title}: no api test passed on ${database}.`);
  console.log(`✔ ${title} (${result.seconds.toFixed(1)} s)`);
}

/** Whether a program is on the PATH. */
function onPath(program) {
  return spawnSync('sh', ['-c', `command -v ${program}`], { stdio: 'ignore' }).status === 0;
}

if (ci) {
  // A CI run must not turn green by skipping what it was meant to test: say at once what is missing.
  const missing = [
    ...(process.env.TEST_DATABASE_URL ? [] : ['PostgreSQL (TEST_DATABASE_URL is not set)']),
    ...(onPath('redis-server') ? [] : ['redis-server (not found on PATH)']),
    ...['nginx', 'docker-compose', 'openssl'].filter((program) => !onPath(program)).map((program) => `${program} (not found on PATH; the production rehearsal needs it)`),
  ];
  if (missing.length > 0) fail(`CI is set, so no suite may be skipped, but this machine is missing ${missing.join(', ')} (.ci/run provides them).`);
  console.log('▶ CI: PostgreSQL (TEST_DATABASE_URL) and redis-server are available');
}

step('Generated GraphQL code is up to date', 'npx', ['graphql-codegen', '--config', 'codegen.ts', '--check']);
// ESLint reads the sources (project references lead it to the domain's sources, not its build): it
// needs nothing the TypeScript build makes, and each of them keeps one core busy.
await together([
  { title: 'TypeScript build', cmd: 'npx', args: ['tsc', '--build'] },
  { title: 'ESLint', cmd: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
]);
step('ESLint boundary tests (a feature importing another fails)', 'node', ['--test', 'scripts/lint-boundaries.test.mjs']);
step('Deployment check tests', 'node', ['--test', 'scripts/check-deploy.test.mjs']);
step('Deployment files (docker-compose, Dockerfiles, proxy)', 'node', ['scripts/check-deploy.mjs']);
// The api suite runs on PGlite here (TEST_API_DATABASE=pglite), the cluster test on TEST_DATABASE_URL.
jestStep('Unit and integration tests', [], { TEST_API_DATABASE: 'pglite' }, 'PGlite');
if (process.env.TEST_DATABASE_URL) {
  jestStep('api tests against PostgreSQL', ['--selectProjects', 'api'], { TEST_API_DATABASE: undefined }, 'PostgreSQL');
} else {
  console.log('\n(api tests against PostgreSQL skipped: TEST_DATABASE_URL is not set; .ci/run sets it)');
}
console.log('\n▶ Build for the end-to-end tests');
build(root);
step('End-to-end tests in Chromium', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts']);
step('Production rehearsal (compose topology behind nginx and TLS)', 'npx', ['playwright', 'test', '--config', 'e2e/rehearsal.config.ts']);
console.log(`\nAll checks and tests passed in ${((Date.now() - started) / 60000).toFixed(1)} min.`);
