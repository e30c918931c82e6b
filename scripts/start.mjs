#!/usr/bin/env node
// Starts the whole of Flyerdesk on its embedded defaults: the api (PGlite in .data/, demo data on first
// start) and the gateway serving the web app. Builds first when the build is missing or older than the sources.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './lib/build.mjs';
import { waitForHealthy } from './lib/health.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const apiPort = env.API_PORT ?? '4000';
const gatewayPort = env.GATEWAY_PORT ?? '3000';
const dataDir = path.resolve(root, env.DATA_DIR ?? '.data');
const children = [];
let stopping = false;

function run(name, script, extraEnv) {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`\n${name} stopped (${signal ?? `exit code ${code}`}); stopping Flyerdesk.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null))).then(() =>
    process.exit(code),
  );
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const started = Date.now();
await ensureBuilt(root);

// The gateway's pollers read ordering and job versions with a service token shared by both processes.
function serviceToken() {
  if (env.SERVICE_TOKEN) return env.SERVICE_TOKEN;
  const file = path.join(dataDir, 'service-token');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}
const SERVICE_TOKEN = serviceToken();

const apiUrl = `http://127.0.0.1:${apiPort}`;
// The api creates no demo data unless asked: npm start asks (an empty database gets the demo shops,
// leaflets and users) unless SEED_DEMO says otherwise.
const SEED_DEMO = env.SEED_DEMO ?? 'true';
const demo = !['false', '0', 'no', 'off'].includes(SEED_DEMO.trim().toLowerCase());
// The demo shows every screen: the leaflet scraper's switch is on unless FEATURE_LEAFLET_SCRAPPER says otherwise.
run('api', 'apps/api/dist/main.js', {
  API_PORT: apiPort,
  DATA_DIR: dataDir,
  SERVICE_TOKEN,
  SEED_DEMO,
  LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
  FEATURE_LEAFLET_SCRAPPER: env.FEATURE_LEAFLET_SCRAPPER ?? 'true',
});
await waitForHealthy(`${apiUrl}/healthz`, 60_000);

run('gateway', 'apps/gateway/dist/main.js', {
  GATEWAY_PORT: gatewayPort,
  UPSTREAM_URL: env.UPSTREAM_URL ?? apiUrl,
  SERVICE_TOKEN,
  LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
});
const url = `http://localhost:${gatewayPort}`;
await waitForHealthy(`${url}/healthz`, 30_000);

const seconds = ((Date.now() - started) / 1000).toFixed(1);
const logins = demo
  ? `Demo logins (password: flyerdesk)
  root           ROOT
  admin          ADMIN
  editor         EDITOR
  notifications  EDITOR_NOTIFICATION
  recipes        EDITOR_RECIPE
  reels          EDITOR_REELS`
  : 'No demo data (SEED_DEMO is off). On an empty database, create the first account while Flyerdesk is stopped:\n  npm run create-user -- --username root --role ROOT';
console.log(`
Flyerdesk is running at ${url}  (ready in ${seconds} s; data in ${path.relative(root, dataDir) || '.'})

${logins}

Press Ctrl+C to stop.`);
