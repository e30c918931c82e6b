import { CUT_MAX_PDF_BYTES } from '@flyerdesk/domain/jobs';
import { UPLOAD_HEADERS } from '../../shared/resource/uploadRecordFile';

/** Gateway route taking a leaflet's PDF to cut into pages. */
export function cutUploadPath(leafletId: string): string {
  return `/upload/leaflets/${encodeURIComponent(leafletId)}/cut`;
}

/** A field the server refused, with its validation message key (namespace 'validation'). */
export interface RefusedField {
  field: string;
  key?: string;
  message?: string;
  values?: Record<string, unknown>;
}

export type CutUploadError =
  | { kind: 'invalid'; fields: RefusedField[] }
  | { kind: 'tooLarge' }
  | { kind: 'disabled' }
  | { kind: 'failed' };

export type CutUploadResult = { ok: true; jobId: string } | { ok: false; error: CutUploadError };

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null;
}

function refusedFields(body: unknown): RefusedField[] {
  const list = isRecord(body) ? body.invalidFields : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    if (!isRecord(item) || typeof item.field !== 'string') return [];
    return [
      {
        field: item.field,
        ...(typeof item.key === 'string' ? { key: item.key } : {}),
        ...(typeof item.message === 'string' ? { message: item.message } : {}),
        ...(isRecord(item.values) ? { values: item.values } : {}),
      },
    ];
  });
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Sends a PDF to be cut into pages (multipart field `file`, the session cookie, and the upload header
 * the gateway requires against cross-site posts). Answers the new job's id, or why it was refused.
 */
export async function uploadCutPdf(leafletId: string, file: File): Promise<CutUploadResult> {
  if (file.size > CUT_MAX_PDF_BYTES) return { ok: false, error: { kind: 'tooLarge' } };
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await fetch(cutUploadPath(leafletId), {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: UPLOAD_HEADERS,
    });
  } catch {
    return { ok: false, error: { kind: 'failed' } };
  }
  const json = await readJson(response);
  if (response.ok) {
    const job = isRecord(json) ? json.job : undefined;
    if (isRecord(job) && typeof job.id === 'string') return { ok: true, jobId: job.id };
    return { ok: false, error: { kind: 'failed' } };
  }
  const code = isRecord(json) && typeof json.code === 'string' ? json.code : undefined;
  if (response.status === 413) return { ok: false, error: { kind: 'tooLarge' } };
  if (code === 'OFFERS_RECOGNITION_DISABLED') return { ok: false, error: { kind: 'disabled' } };
  if (response.status === 400) {
    const fields = refusedFields(json);
    if (fields.length > 0) return { ok: false, error: { kind: 'invalid', fields } };
  }
  return { ok: false, error: { kind: 'failed' } };
}
