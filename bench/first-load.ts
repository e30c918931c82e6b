/**
 * The JavaScript a browser downloads before the sign-in screen is usable: the scripts index.html
 * loads and preloads, and every chunk they import statically, gzipped (level 9, as the proxy would
 * serve them). Read from the web app's build (apps/web/dist, made by `npm run build`); the goal of
 * the first load is at most 250 KB.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { summaryLine, table } from './support/stats';

const DIST = path.resolve(__dirname, '../apps/web/dist');
const GOAL_KB = 250;

function firstLoad(): { file: string; bytes: number; gzipped: number }[] {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const queue = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
  const seen = new Set<string>();
  const chunks: { file: string; bytes: number; gzipped: number }[] = [];
  while (queue.length > 0) {
    const file = queue.shift() ?? '';
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(path.join(DIST, file));
    chunks.push({ file, bytes: code.length, gzipped: gzipSync(code, { level: 9 }).length });
    // Static imports only: dynamic import() loads the screens and dialogs later.
    for (const match of code.toString('utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) queue.push(`assets/${match[1] ?? ''}`);
  }
  return chunks;
}

if (!existsSync(path.join(DIST, 'index.html'))) {
  console.error(`The web app is not built (${DIST}): run npm run build first.`);
  process.exit(1);
}
const chunks = firstLoad().sort((a, b) => b.gzipped - a.gzipped);
const kb = (n: number) => (n / 1024).toFixed(1);
console.log(table(['chunk', 'KB', 'KB gzipped'], chunks.map((c) => [c.file, kb(c.bytes), kb(c.gzipped)])));
const total = chunks.reduce((sum, c) => sum + c.gzipped, 0);
const share = ((total / 1024 / GOAL_KB) * 100).toFixed(0);
summaryLine(`first load: ${kb(total)} KB of gzipped JavaScript in ${chunks.length} chunks, ${share}% of the goal (≤ ${GOAL_KB} KB)`);
