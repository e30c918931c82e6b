/**
 * Files of a record (a category's logo, an insert's image) go to the gateway's REST upload routes,
 * not through GraphQL: multipart field `file`, the session cookie, and the header the gateway
 * requires against cross-site posts. The answer is the record as JSON, or an error
 * `{ code, message, invalidFields? }`.
 */
import { describeError } from '../errors/describeError';

/** The header the gateway requires of every upload against cross-site posts (a post without it is refused). */
export const UPLOAD_HEADERS: Readonly<Record<string, string>> = { 'X-Flyerdesk-Upload': '1' };

/** Image files a record accepts (spec §5: jpg, jpeg or png). */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

export function isImageFile(file: File): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
}

/** Why an upload was refused: the HTTP status and the gateway's error body (`{ code, message, invalidFields? }`). */
export interface UploadFailure {
  status: number;
  body: unknown;
}

export type UploadResult = { ok: true; body: unknown } | { ok: false; failure: UploadFailure };

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

/** The contract's code of an HTTP status, for an answer without a body that names one. */
function codeOfStatus(status: number): string {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 423) return 'LOCKED';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  if (status >= 502 && status <= 504) return 'UPSTREAM_UNAVAILABLE';
  if (status >= 500) return 'INTERNAL_SERVER_ERROR';
  return 'BAD_USER_INPUT';
}

/**
 * A refused upload as the error shape describeError words (a GraphQL error with its extensions), so
 * upload refusals read like every other error; a network failure stays a network failure.
 */
export function uploadErrorOf(failure: UploadFailure): unknown {
  if (failure.status === 0) return new TypeError('Failed to fetch');
  const body = isRecord(failure.body) ? failure.body : {};
  const code = typeof body.code === 'string' ? body.code : codeOfStatus(failure.status);
  const message = typeof body.message === 'string' ? body.message : '';
  return { message, extensions: { ...body, code } };
}

/** Sends one file to an upload route, e.g. `/upload/categories/<id>/logo`. */
export async function uploadRecordFile(path: string, file: File): Promise<UploadResult> {
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', body, credentials: 'same-origin', headers: UPLOAD_HEADERS });
  } catch {
    return { ok: false, failure: { status: 0, body: undefined } };
  }
  const json = await readJson(response);
  return response.ok ? { ok: true, body: json } : { ok: false, failure: { status: response.status, body: json } };
}

/** The text of a refused upload, worded like every other error (by its code). */
export function uploadFailureText(failure: UploadFailure, t: Parameters<typeof describeError>[1]): string {
  return describeError(uploadErrorOf(failure), t);
}
