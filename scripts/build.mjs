#!/usr/bin/env node
// `npm run build` helper and the install-time build: builds what is missing or stale.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './lib/build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await ensureBuilt(root);
