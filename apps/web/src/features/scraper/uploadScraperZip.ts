/**
 * The ZIP tab's archive goes to the gateway's REST upload route (not through GraphQL), with its upload
 * progress (shared/resource/postMultipart). Refusals come back as the error shape describeError words.
 */
import type { JobFieldsFragment } from '../../__generated__/graphql';
import { postMultipart, type UploadProgress } from '../../shared/resource/postMultipart';
import { uploadErrorOf } from '../../shared/resource/uploadRecordFile';

/** Gateway route creating a leaflet from a ZIP archive of page images. */
export const SCRAPER_ZIP_PATH = '/upload/scraper/zip';

/** The leaflet fields the ZIP tab sends (SCRAPER_LEAFLET_FIELDS), as the `leaflet` JSON field. */
export interface ScraperLeafletInput {
  naturalId: string;
  status: string;
  validFrom: string;
  untilEndOfSupply: boolean;
  validTo: string | null;
  publishDate: string;
}

/** What the creation answered: the new leaflet and the job that turns its pages into a PDF. */
export interface ScraperZipCreated {
  leaflet: { id: string; naturalId: string; storeId: string; pageCount: number };
  job: JobFieldsFragment;
}

/** A refusal keeps its HTTP status (0: the gateway could not be reached) beside the error describeError words. */
export type ScraperZipResult = { ok: true; created: ScraperZipCreated } | { ok: false; status: number; error: unknown };

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function readCreated(body: unknown, storeId: string): ScraperZipCreated | null {
  if (!isRecord(body) || !isRecord(body.leaflet) || !isRecord(body.job)) return null;
  const { id, naturalId, pageCount } = body.leaflet;
  if (typeof id !== 'string' || typeof naturalId !== 'string' || typeof body.job.id !== 'string') return null;
  return {
    leaflet: {
      id,
      naturalId,
      storeId: typeof body.leaflet.storeId === 'string' ? body.leaflet.storeId : storeId,
      pageCount: typeof pageCount === 'number' ? pageCount : 0,
    },
    job: body.job as unknown as JobFieldsFragment,
  };
}

/**
 * Sends the archive with the shop and the leaflet's fields: multipart `storeId`, `leaflet` (JSON text)
 * and `file`. Resolves with the new leaflet and its job, or with the refusal (a network failure stays one).
 */
export async function uploadScraperZip(
  storeId: string,
  leaflet: ScraperLeafletInput,
  file: File,
  onProgress?: (progress: UploadProgress) => void,
): Promise<ScraperZipResult> {
  const body = new FormData();
  body.append('storeId', storeId);
  body.append('leaflet', JSON.stringify(leaflet));
  body.append('file', file, file.name);
  const answer = await postMultipart(SCRAPER_ZIP_PATH, body, onProgress);
  if (!answer.ok) return answer;
  const created = readCreated(answer.body, storeId);
  return created ? { ok: true, created } : { ok: false, status: 500, error: uploadErrorOf({ status: 500, body: answer.body }) };
}
