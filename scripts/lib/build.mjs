// Builds Flyerdesk when the build output is missing or older than the sources it comes from.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = ['packages/domain/src', 'apps/api/src', 'apps/gateway/src', 'apps/web/src', 'apps/web/index.html', 'schema'];
const OUTPUTS = ['packages/domain/dist', 'apps/api/dist/main.js', 'apps/gateway/dist/main.js', 'apps/web/dist/index.html'];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

function oldestOutput(root) {
  let oldest = Infinity;
  for (const output of OUTPUTS) {
    const full = path.join(root, output);
    if (!fs.existsSync(full)) return 0;
    oldest = Math.min(oldest, fs.statSync(full).mtimeMs);
  }
  return oldest;
}

export function isBuildFresh(root) {
  const sources = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
  return oldestOutput(root) >= sources;
}

export function build(root) {
  const steps = [
    // The build projects only: tests and their helpers stay out of dist (and are not in the image build).
    ['npx', ['tsc', '--build', 'packages/domain', 'apps/api/tsconfig.build.json', 'apps/gateway/tsconfig.build.json']],
    ['npm', ['run', 'build', '-w', '@flyerdesk/web']],
  ];
  for (const [cmd, args] of steps) {
    const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`Build step failed: ${cmd} ${args.join(' ')}`);
  }
  // Mark the build time on the outputs so the freshness check holds even when a step had nothing to do.
  const now = new Date();
  for (const output of OUTPUTS) {
    const full = path.join(root, output);
    if (fs.existsSync(full)) fs.utimesSync(full, now, now);
  }
}

export async function ensureBuilt(root) {
  if (isBuildFresh(root)) return;
  console.log('Building Flyerdesk (domain, api, gateway, web)…');
  build(root);
}
