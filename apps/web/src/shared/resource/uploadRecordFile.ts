/**
 * Files of a record (a category's logo, an insert's image) go to the gateway's REST upload routes,
 * not through GraphQL: multipart field `file`, the session cookie, and the header the gateway
 * requires against cross-site posts. The answer is the record as JSON, or an error
 * `{ code, message, invalidFields? }`.
 */

/** Image files a record accepts (spec §5: jpg, jpeg or png). */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

export function isImageFile(file: File): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
}

/** Why an upload was refused, as the gateway said (code UPLOAD_FAILED when it said nothing usable). */
export interface UploadFailure {
  status: number;
  code: string;
  message?: string;
  invalidFields?: { field: string; key?: string; message?: string }[];
}

export type UploadResult = { ok: true; body: unknown } | { ok: false; failure: UploadFailure };

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

function failureOf(status: number, body: unknown): UploadFailure {
  const code = isRecord(body) && typeof body.code === 'string' ? body.code : status === 413 ? 'PAYLOAD_TOO_LARGE' : 'UPLOAD_FAILED';
  const message = isRecord(body) && typeof body.message === 'string' ? body.message : undefined;
  const list = isRecord(body) && Array.isArray(body.invalidFields) ? (body.invalidFields as unknown[]) : [];
  const invalidFields = list.flatMap((item) =>
    isRecord(item) && typeof item.field === 'string'
      ? [
          {
            field: item.field,
            ...(typeof item.key === 'string' ? { key: item.key } : {}),
            ...(typeof item.message === 'string' ? { message: item.message } : {}),
          },
        ]
      : [],
  );
  return { status, code, ...(message ? { message } : {}), ...(invalidFields.length > 0 ? { invalidFields } : {}) };
}

/** Sends one file to an upload route, e.g. `/upload/categories/<id>/logo`. */
export async function uploadRecordFile(path: string, file: File): Promise<UploadResult> {
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', body, credentials: 'same-origin', headers: { 'X-Flyerdesk-Upload': '1' } });
  } catch {
    return { ok: false, failure: { status: 0, code: 'UPSTREAM_UNAVAILABLE' } };
  }
  const json = await readJson(response);
  return response.ok ? { ok: true, body: json } : { ok: false, failure: failureOf(response.status, json) };
}
