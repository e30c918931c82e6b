#!/usr/bin/env node
// `npm run bench`: every benchmark in bench/ (each in its own process, one after the other), their
// output passed through, a short summary at the end; exits non-zero when one of them failed.
// Not part of `npm test`: the figures depend on the machine and on what else runs on it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = path.join(root, 'bench');
/** Benchmarks that open 1000 WebSockets: 1000 client sockets here plus the servers' own (each process has its own limit). */
const SOCKET_HEAVY = new Set(['fanout.ts', 'polls.ts', 'replicas.ts']);
/** Open files a socket-heavy benchmark needs: 2 × 1000 client sockets in the benchmark process, plus margin. */
const FD_NEEDED = 4096;
/** Longest a benchmark may run before it is stopped. */
const TIME_LIMIT_MS = 150_000;
/** Benchmarks that need longer: browser.ts drives Chromium through 50 moves and creates 1,000 leaflets. */
const TIME_LIMITS_MS = { 'browser.ts': 300_000 };
const FIRST = ['fanout.ts', 'replicas.ts', 'polls.ts', 'gateway-vs-rest.ts'];

function benchmarks() {
  const found = fs.readdirSync(benchDir).filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts'));
  return [...FIRST.filter((name) => found.includes(name)), ...found.filter((name) => !FIRST.includes(name)).sort()];
}

/**
 * The open-file limit the benchmarks get. Node raises its own soft limit to the hard limit when it
 * starts, so the hard limit of processes started from here is what counts.
 */
function fileLimit() {
  const result = spawnSync('sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' });
  const value = result.stdout.trim();
  return value === 'unlimited' ? Infinity : Number(value);
}

function run(name) {
  const file = path.join(benchDir, name);
  return new Promise((resolve) => {
    const started = Date.now();
    const summaries = [];
    const child = spawn(process.execPath, ['--import', 'tsx', file], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: process.env });
    let pending = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line.startsWith('summary: ')) summaries.push(line.slice('summary: '.length));
    });
    const limit = TIME_LIMITS_MS[name] ?? TIME_LIMIT_MS;
    const timer = setTimeout(() => {
      console.error(`\n${name} ran longer than ${limit / 1000} s: stopping it.`);
      child.kill('SIGKILL');
    }, limit);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ name, ok: code === 0, exit: signal ?? code, seconds: (Date.now() - started) / 1000, summaries });
    });
  });
}

const cores = os.cpus().length;
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
console.log(`Flyerdesk benchmarks — Node ${process.version}, ${cores} cores, load average ${load()}`);
console.log('Everything runs on loopback. Absolute figures depend on the machine and on what else runs on it; compare the ratios measured side by side.');

console.log('\n▶ Build (domain, api, gateway)');
const built = spawnSync('npx', ['tsc', '--build', 'packages/domain', 'apps/api/tsconfig.build.json', 'apps/gateway/tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) {
  console.error('The build failed: the benchmarks run the built api and gateway (apps/*/dist).');
  process.exit(1);
}

const limit = fileLimit();
let fdProblem = null;
if (limit < FD_NEEDED) {
  fdProblem = `The open-file limit is ${limit} (hard limit, which Node raises its soft limit to), but the 1000-socket benchmarks need about ${FD_NEEDED} open files per process (1000 client sockets for the gateway and 1000 for the plain ws server, in one process). Raise it (e.g. \`ulimit -Hn ${FD_NEEDED}\` as root, LimitNOFILE in systemd, nofile in /etc/security/limits.conf, or docker run --ulimit nofile=${FD_NEEDED}) and run again.`;
  console.error(`\n${fdProblem}`);
} else {
  console.log(`\nOpen-file limit ${limit === Infinity ? 'unlimited' : limit} (Node raises its soft limit to this hard limit; the 1000-socket benchmarks need about ${FD_NEEDED}).`);
}

const results = [];
for (const name of benchmarks()) {
  if (SOCKET_HEAVY.has(name) && fdProblem) {
    results.push({ name, ok: false, exit: 'not run: open-file limit too low', seconds: 0, summaries: [] });
    continue;
  }
  console.log(`\n▶ ${name}`);
  results.push(await run(name));
}

console.log(`\n━━ Summary (load average now ${load()}) ━━`);
for (const result of results) {
  const status = result.ok ? '✔' : '✖';
  console.log(`${status} ${result.name} (${result.seconds.toFixed(1)} s)${result.ok ? '' : ` — failed: ${result.exit}`}`);
  for (const line of result.summaries) console.log(`    ${line}`);
}
const failed = results.filter((r) => !r.ok);
if (failed.length > 0) {
  console.error(`\n${failed.length} of ${results.length} benchmarks failed.`);
  process.exit(1);
}
console.log(`\nAll ${results.length} benchmarks ran.`);
