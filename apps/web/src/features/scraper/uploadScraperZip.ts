/**
 * The ZIP tab's archive goes to the gateway's REST upload route (not through GraphQL): the session
 * cookie and the header the gateway requires against cross-site posts, sent with XMLHttpRequest as
 * fetch reports no upload progress. Refusals come back as the error shape describeError words.
 */
import { ErrorCode } from '@flyerdesk/domain/errors';
import type { JobFieldsFragment } from '../../__generated__/graphql';
import { uploadErrorOf } from '../../shared/resource/uploadRecordFile';

/** Gateway route creating a leaflet from a ZIP archive of page images. */
export const SCRAPER_ZIP_PATH = '/upload/scraper/zip';

/** The api's own name of a refused request with invalid fields; the contract's is BAD_USER_INPUT. */
const UPSTREAM_INVALID_REQUEST = 'INVALID_REQUEST';

/** How far a sending got: bytes sent of all. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

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

function parse(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A refusal as the error describeError and invalidFieldsOf read; INVALID_REQUEST reads as BAD_USER_INPUT. */
function refusalOf(status: number, body: unknown): unknown {
  const normalised = isRecord(body) && body.code === UPSTREAM_INVALID_REQUEST ? { ...body, code: ErrorCode.BAD_USER_INPUT } : body;
  return uploadErrorOf({ status, body: normalised });
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
export function uploadScraperZip(
  storeId: string,
  leaflet: ScraperLeafletInput,
  file: File,
  onProgress?: (progress: UploadProgress) => void,
): Promise<ScraperZipResult> {
  const body = new FormData();
  body.append('storeId', storeId);
  body.append('leaflet', JSON.stringify(leaflet));
  body.append('file', file, file.name);
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', SCRAPER_ZIP_PATH);
    request.setRequestHeader('X-Flyerdesk-Upload', '1');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    });
    request.addEventListener('load', () => {
      const json = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        const created = readCreated(json, storeId);
        resolve(created ? { ok: true, created } : { ok: false, status: 500, error: uploadErrorOf({ status: 500, body: json }) });
      } else {
        resolve({ ok: false, status: request.status, error: refusalOf(request.status, json) });
      }
    });
    const failed = () => resolve({ ok: false, status: 0, error: uploadErrorOf({ status: 0, body: undefined }) });
    request.addEventListener('error', failed);
    request.addEventListener('abort', failed);
    request.send(body);
  });
}
