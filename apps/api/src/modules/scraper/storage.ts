/**
 * Files of the leaflet scraper, always under server-made names:
 * - a ZIP of page images, kept in the leaflet's folder (FILES_DIR/leaflets/{id}/pages-….zip) as the
 *   input of its LEAFLET_FROM_ZIP job, and the PDF made from it next to the leaflet's other sources;
 * - PDFs of download links, FILES_DIR/pdf-links/{job id}.pdf, removed once their link has expired.
 * PDFs are written under a temporary name first, so a half-written file is never read.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { isJobRunning, isJobStatus } from '@flyerdesk/domain/jobs';
import { isPdfLinkExpired } from '@flyerdesk/domain/scraper';
import { UUID_PATTERN } from '@flyerdesk/domain/validation/rules';
import type { Db } from '../../db/connect';
import { moveFile, writeFileAtomically, type FileStore } from '../files/storage';

const ZIP_NAME = /^pages-[a-z0-9-]+\.zip$/;
const PAGE_IMAGE_NAME = /^[a-z0-9-]+\.(?:png|jpg)$/;
const PDF_LINK_NAME = /^([0-9a-f-]{36})\.pdf$/;
const TEMPORARY_NAME = /\.[0-9a-f]+\.tmp$/;
/** Temporary files older than this were left by a process that stopped while writing. */
const STALE_TEMPORARY_MS = 60 * 60 * 1000;

/** Stores a received ZIP (moved from `source`, a complete file) in the leaflet's folder; answers its name. */
export async function saveScraperZip(files: FileStore, leafletId: string, source: string): Promise<string> {
  const name = `pages-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}.zip`;
  const dir = files.leafletDir(leafletId);
  await mkdir(dir, { recursive: true });
  await moveFile(source, path.join(dir, name));
  return name;
}

/** Path of a stored ZIP of the leaflet; undefined for a name the server does not make. */
export function scraperZipPath(files: FileStore, leafletId: string, name: string): string | undefined {
  if (!UUID_PATTERN.test(leafletId) || !ZIP_NAME.test(name)) return undefined;
  return path.join(files.leafletDir(leafletId), name);
}

/** Name of the source PDF a LEAFLET_FROM_ZIP job makes (one per job: a re-run writes the same file). */
export function zipPdfName(jobId: string): string {
  return `source-${jobId.toLowerCase()}.pdf`;
}

/** Writes a PDF among the leaflet's sources. */
export async function saveLeafletPdf(files: FileStore, leafletId: string, name: string, data: Uint8Array): Promise<void> {
  if (!/^[a-z0-9-]+\.pdf$/.test(name)) throw new Error(`Not a source PDF name: ${name}`);
  await writeFileAtomically(path.join(files.leafletDir(leafletId), name), data);
}

/** Path of an uploaded page image among the leaflet's sources; undefined for a name the server does not make. */
export function uploadedPagePath(files: FileStore, leafletId: string, name: string): string | undefined {
  if (!UUID_PATTERN.test(leafletId) || !PAGE_IMAGE_NAME.test(name)) return undefined;
  return path.join(files.leafletDir(leafletId), name);
}

/** Whether a source file name is an uploaded page image (PNG or JPEG). */
export function isUploadedPageName(name: string): boolean {
  return PAGE_IMAGE_NAME.test(name);
}

function pdfLinksDir(files: FileStore): string {
  return path.join(files.root, 'pdf-links');
}

/** Path of the PDF of a LEAFLET_PDF job. */
export function pdfLinkPath(files: FileStore, jobId: string): string {
  if (!UUID_PATTERN.test(jobId)) throw new Error('Not a job id');
  return path.join(pdfLinksDir(files), `${jobId.toLowerCase()}.pdf`);
}

export async function savePdfLink(files: FileStore, jobId: string, data: Uint8Array): Promise<void> {
  await writeFileAtomically(pdfLinkPath(files, jobId), data);
}

/**
 * Removes the PDFs whose link can no longer be used: expired at `now`, of a job that did not succeed
 * and is not running, or of no job at all; plus temporary files left by a stopped process. The PDF of
 * `keepJobId` stays. Answers how many files went.
 */
export async function sweepPdfLinks(db: Db, files: FileStore, now: Date, keepJobId: string): Promise<number> {
  const dir = pdfLinksDir(files);
  const names = await readdir(dir).catch(() => [] as string[]);
  const ids = names.map((name) => PDF_LINK_NAME.exec(name)?.[1]).filter((id): id is string => id !== undefined && UUID_PATTERN.test(id));
  const rows = ids.length > 0 ? await db.selectFrom('jobs').select(['id', 'status', 'result']).where('id', 'in', ids).execute() : [];
  const jobs = new Map(rows.map((row) => [row.id, row]));
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    if (TEMPORARY_NAME.test(name)) {
      const info = await stat(file).catch(() => undefined);
      if (info && now.getTime() - info.mtimeMs > STALE_TEMPORARY_MS) {
        await rm(file, { force: true });
        removed += 1;
      }
      continue;
    }
    const id = PDF_LINK_NAME.exec(name)?.[1];
    if (id === undefined || id === keepJobId.toLowerCase()) continue;
    const job = jobs.get(id);
    const status = job && isJobStatus(job.status) ? job.status : undefined;
    const expiresAt = job?.result?.expiresAt;
    const usable =
      status !== undefined &&
      (isJobRunning(status) || (status === 'SUCCESS' && typeof expiresAt === 'string' && !isPdfLinkExpired(expiresAt, now)));
    if (usable) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
