#!/usr/bin/env node
// `npm test`: every check and test of Flyerdesk, in order, stopping at the first failure.
//  0. in CI (CI set, as .ci/run does): the services the suites need are there (PostgreSQL, redis-server)
//  1. generated GraphQL code is up to date   2. TypeScript build and 3. ESLint, side by side (then its boundary tests)
//  4. deployment files: docker-compose.yml, Dockerfiles, the proxy (scripts/check-deploy.mjs)
//  5. unit and integration tests (Jest: domain, api on PGlite, gateway, web); with TEST_DATABASE_URL
//     and redis-server also the cluster test (an api and two gateway replicas as real processes)
//  6. the api suite again against PostgreSQL when TEST_DATABASE_URL is set (CI starts PostgreSQL 15)
//  6b. shifted clocks: the domain and api suites and the web's date tests again under libfaketime, on
//     dates where calendars bend (a daylight-saving change, month and year ends, 29 February)
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

/** The machine's current date and time with its time zone, as the main Jest run sees them. */
function clockNow() {
  const now = new Date();
  const pad = (n) => String(n).padStart(2, '0');
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}:${pad(now.getMinutes())} ${zone}`;
}

/**
 * Shifted clocks: the domain suite and the web's date tests run again on each of three dates, and the
 * api suite (on PGlite) once more, its test files dealt out over the three dates (every third file, by
 * path), with the wall clock moved by libfaketime (Debian's `faketime`; the clock keeps running from
 * the given moment, timers and the monotonic clock stay real) in Europe/Warsaw. Together the dates
 * cover a daylight-saving change (a day of 25 hours), month ends, a year end and 29 February; on the
 * last one the UTC day is still the day before (the demo data counts its days in UTC, the rules in
 * local time). Each run starts long enough before a midnight that none passes while it runs. A test
 * that reads the calendar instead of a clock it controls fails on one of them. Run one by hand with:
 *   TZ=Europe/Warsaw FAKETIME_DONT_FAKE_MONOTONIC=1 TEST_API_DATABASE=pglite \
 *     faketime '2027-10-31 02:30:00' npx jest --selectProjects domain api
 */
const SHIFTED_ZONE = 'Europe/Warsaw';
const SHIFTED_CLOCKS = [
  { at: '2027-10-31 02:30:00', why: 'DST ends, month end' },
  { at: '2027-12-31 23:00:00', why: 'year end' },
  { at: '2028-02-29 00:15:00', why: '29 February, month end, still 28 February in UTC' },
];
/**
 * The web's date tests: the test files of the screens and helpers that decide something by today's
 * date or the clock: past days and times refused by the forms (leaflets, reels, notifications, link
 * swaps), today as a default (recipes), day filters (logs, deliveries), the date picker's local days
 * and times, a download link's expiry (scraper PDF) and times shown relative to now (ordering). A web
 * test of such a screen belongs here; the rest of the web suite does not read the calendar.
 */
const WEB_DATE_TESTS = [
  'apps/web/src/shared/ui/DatePicker.test.tsx',
  'apps/web/src/features/leaflets/LeafletDialog.test.tsx',
  'apps/web/src/features/reels/ReelsPage.test.tsx',
  'apps/web/src/features/notifications/NotificationsPage.test.tsx',
  'apps/web/src/features/notifications/DeliveriesPage.test.tsx',
  'apps/web/src/features/pageDetails/PageDetailsPage.test.tsx',
  'apps/web/src/features/recipes/RecipesPage.test.tsx',
  'apps/web/src/features/logs/LogsPage.test.tsx',
  'apps/web/src/features/logs/activityFilter.test.ts',
  'apps/web/src/features/scraper/ScraperPdfPage.test.tsx',
  'apps/web/src/features/xmloffers/XmlOffersPage.test.tsx',
];

/** Whether the shifted-clock runs can run; in CI a missing faketime stops `npm test` (called first, and before the runs). */
function shiftedClockReady() {
  if (onPath('faketime')) return true;
  if (ci) fail("CI is set, so the shifted-clock runs may not be skipped, but faketime is not on PATH (.ci/run installs Debian's faketime).");
  return false;
}

function shiftedClockRuns() {
  if (!shiftedClockReady()) {
    console.log('\n(shifted-clock runs skipped: faketime is not on PATH; Debian: apt-get install faketime)');
    return;
  }
  const missing = WEB_DATE_TESTS.filter((file) => !fs.existsSync(path.join(root, file)));
  if (missing.length > 0) fail(`WEB_DATE_TESTS in scripts/test.mjs names files that do not exist: ${missing.join(', ')}`);
  const exactly = (file) => `/${file.replaceAll('.', '\\.')}$`;
  const apiTests = testFilesUnder('apps/api/src');
  SHIFTED_CLOCKS.forEach(({ at, why }, index) => {
    const dealt = apiTests.filter((_, i) => i % SHIFTED_CLOCKS.length === index);
    step(
      `Shifted clock: ${at.slice(0, 16)} ${SHIFTED_ZONE} (${why}; domain, web date tests, ${dealt.length} of ${apiTests.length} api test files)`,
      'faketime',
      [at, 'npx', 'jest', '--ci', '/packages/domain/', ...WEB_DATE_TESTS.map(exactly), ...dealt.map(exactly), '--selectProjects', 'domain', 'api', 'web'],
      { TZ: SHIFTED_ZONE, FAKETIME_DONT_FAKE_MONOTONIC: '1', TEST_API_DATABASE: 'pglite' },
    );
  });
}

/** The test files below a folder of the repository, as paths from its root, sorted. */
function testFilesUnder(dir) {
  const found = [];
  const walk = (relative) => {
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (/\.test\.tsx?$/.test(entry.name)) found.push(child);
    }
  };
  walk(dir);
  return found.sort();
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
shiftedClockReady();

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
jestStep(`Unit and integration tests (today's clock: ${clockNow()})`, [], { TEST_API_DATABASE: 'pglite' }, 'PGlite');
if (process.env.TEST_DATABASE_URL) {
  jestStep('api tests against PostgreSQL', ['--selectProjects', 'api'], { TEST_API_DATABASE: undefined }, 'PostgreSQL');
} else {
  console.log('\n(api tests against PostgreSQL skipped: TEST_DATABASE_URL is not set; .ci/run sets it)');
}
shiftedClockRuns();
console.log('\n▶ Build for the end-to-end tests');
build(root);
step('End-to-end tests in Chromium', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts']);
step('Production rehearsal (compose topology behind nginx and TLS)', 'npx', ['playwright', 'test', '--config', 'e2e/rehearsal.config.ts']);
console.log(`\nAll checks and tests passed in ${((Date.now() - started) / 60000).toFixed(1)} min.`);
