/**
 * Files of page cutting in the leaflet's folder (FILES_DIR/leaflets/{id}/): uploaded PDFs next to the
 * leaflet's other sources, rendered pages under `pages/`. Every name is made by the server.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { UUID_PATTERN } from '@flyerdesk/domain/validation/rules';
import { moveFile, writeFileAtomically, type FileStore } from '../files/storage';
import { RENDERED_FILE_NAME } from './urls';

const SOURCE_PDF_NAME = /^[a-z0-9-]+\.pdf$/;

/** Stores a received PDF (moved from `source`, a complete file) in the leaflet's folder; answers its server-made name. */
export async function saveCutSource(files: FileStore, leafletId: string, source: string): Promise<string> {
  const name = `source-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}.pdf`;
  const dir = files.leafletDir(leafletId);
  await mkdir(dir, { recursive: true });
  await moveFile(source, path.join(dir, name));
  return name;
}

export async function removeCutSource(files: FileStore, leafletId: string, name: string): Promise<void> {
  if (!SOURCE_PDF_NAME.test(name)) return;
  await rm(path.join(files.leafletDir(leafletId), name), { force: true });
}

/** A PDF of the leaflet's sources, undefined when it is not there. */
export async function readLeafletPdf(files: FileStore, leafletId: string, name: string): Promise<Buffer | undefined> {
  if (!SOURCE_PDF_NAME.test(name)) return undefined;
  return readFile(path.join(files.leafletDir(leafletId), name)).catch(() => undefined);
}

/** The newest PDF among the leaflet's stored sources that is still on disk. */
export async function latestLeafletPdf(files: FileStore, leafletId: string, sourceFiles: readonly string[]): Promise<string | undefined> {
  for (const name of [...sourceFiles].reverse()) {
    if (!SOURCE_PDF_NAME.test(name)) continue;
    const data = await readLeafletPdf(files, leafletId, name);
    if (data) return name;
  }
  return undefined;
}

/** Path of a rendered page file, undefined for a name the server does not make. */
export function renderedPagePath(files: FileStore, leafletId: string, name: string): string | undefined {
  if (!UUID_PATTERN.test(leafletId) || !RENDERED_FILE_NAME.test(name)) return undefined;
  return path.join(files.leafletDir(leafletId), 'pages', name);
}

export async function saveRenderedPage(files: FileStore, leafletId: string, name: string, data: Uint8Array): Promise<void> {
  const file = renderedPagePath(files, leafletId, name);
  if (!file) throw new Error(`Not a rendered page name: ${name}`);
  await writeFileAtomically(file, data);
}

/** Removes rendered pages of the leaflet whose job is not in `keepJobIds`; answers how many files went. */
export async function removeRenderedPages(files: FileStore, leafletId: string, keepJobIds: ReadonlySet<string>): Promise<number> {
  const dir = path.join(files.leafletDir(leafletId), 'pages');
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const match = /^\d{1,5}-([0-9a-f-]{36})(?:\.thumb)?\.png(?:\.[0-9a-f]+\.tmp)?$/.exec(name);
    if (!match?.[1] || keepJobIds.has(match[1])) continue;
    await rm(path.join(dir, name), { force: true });
    removed += 1;
  }
  return removed;
}
