/**
 * The page images a leaflet's PDF is made of: those of its latest successful page cut (rendered PNGs,
 * in page order), else its uploaded page images (PNG/JPEG sources, in upload order).
 */
import type { Db } from '../../db/connect';
import { latestSuccessfulCut } from '../cutting/images';
import { renderedPagePath } from '../cutting/storage';
import type { FileStore } from '../files/storage';
import { jobStepRows } from '../jobs/repo';
import { isUploadedPageName, uploadedPagePath } from './storage';

export interface LeafletPageFile {
  pageNumber: number;
  /** Absolute path of the picture. */
  path: string;
}

async function renderedPages(db: Db, files: FileStore, leafletId: string): Promise<LeafletPageFile[] | undefined> {
  const job = await latestSuccessfulCut(db, leafletId);
  if (!job) return undefined;
  const pages: LeafletPageFile[] = [];
  for (const step of await jobStepRows(db, job.id)) {
    const image = step.result?.imageName;
    const file = typeof image === 'string' ? renderedPagePath(files, leafletId, image) : undefined;
    if (step.status !== 'SUCCESS' || step.number === null || !file) return undefined;
    pages.push({ pageNumber: step.number, path: file });
  }
  return pages.length > 0 ? pages : undefined;
}

/** The leaflet's page pictures in page order; empty when it has none. */
export async function leafletPageFiles(
  db: Db,
  files: FileStore,
  leaflet: { id: string; source_files: readonly string[] },
): Promise<LeafletPageFile[]> {
  const rendered = await renderedPages(db, files, leaflet.id);
  if (rendered) return rendered;
  const uploaded: LeafletPageFile[] = [];
  for (const name of leaflet.source_files) {
    const file = isUploadedPageName(name) ? uploadedPagePath(files, leaflet.id, name) : undefined;
    if (file) uploaded.push({ pageNumber: uploaded.length + 1, path: file });
  }
  return uploaded;
}
