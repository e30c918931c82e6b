/**
 * A multipart form sent to one of the gateway's REST upload routes (not through GraphQL) with its
 * upload progress: the session cookie and the upload header, sent with XMLHttpRequest as fetch
 * reports no upload progress. Refusals come back as the error shape describeError words.
 */
import { ErrorCode } from '@flyerdesk/domain/errors';
import { UPLOAD_HEADERS, uploadErrorOf } from './uploadRecordFile';

/** The api's own name of a refused request with invalid fields (spec §8 handler 4); the contract's is BAD_USER_INPUT. */
const UPSTREAM_INVALID_REQUEST = 'INVALID_REQUEST';

/** How far a sending got: bytes sent of all. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * The JSON answer of an accepted post; or the refusal as an error describeError words, with its HTTP
 * status (0: the gateway could not be reached).
 */
export type MultipartAnswer = { ok: true; body: unknown } | { ok: false; status: number; error: unknown };

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

/** A refusal as the error describeError and invalidFieldsOf read; INVALID_REQUEST reads as the contract's BAD_USER_INPUT. */
function refusalOf(status: number, body: unknown): unknown {
  const normalised = isRecord(body) && body.code === UPSTREAM_INVALID_REQUEST ? { ...body, code: ErrorCode.BAD_USER_INPUT } : body;
  return uploadErrorOf({ status, body: normalised });
}

/**
 * Posts a multipart form to `path`, telling `onProgress` how far the sending got. Resolves with the
 * JSON answer, or with the refusal (a network failure stays one); it never rejects.
 */
export function postMultipart(path: string, body: FormData, onProgress?: (progress: UploadProgress) => void): Promise<MultipartAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    for (const [name, value] of Object.entries(UPLOAD_HEADERS)) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    });
    request.addEventListener('load', () => {
      const json = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve({ ok: true, body: json });
      else resolve({ ok: false, status: request.status, error: refusalOf(request.status, json) });
    });
    const failed = () => resolve({ ok: false, status: 0, error: uploadErrorOf({ status: 0, body: undefined }) });
    request.addEventListener('error', failed);
    request.addEventListener('abort', failed);
    request.send(body);
  });
}
