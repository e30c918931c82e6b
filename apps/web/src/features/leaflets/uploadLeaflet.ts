/**
 * Leaflet files go to the gateway's REST upload routes (not through GraphQL), with their upload
 * progress (shared/resource/postMultipart). Refusals come back as the error shape describeError and
 * the handlers of spec §8 read (shared/resource/uploadRecordFile: uploadErrorOf).
 */
import type { JobFieldsFragment, LeafletUpdateInput } from '../../__generated__/graphql';
import { postMultipart, type MultipartAnswer, type UploadProgress } from '../../shared/resource/postMultipart';
import { uploadErrorOf } from '../../shared/resource/uploadRecordFile';

/** Gateway route creating a shop's leaflet from its files. */
export function createLeafletPath(storeId: string, options: { overwritePriority: boolean; watermark: boolean }): string {
  const query = new URLSearchParams();
  if (options.overwritePriority) query.set('overwritePriority', 'true');
  if (options.watermark) query.set('watermark', 'true');
  const search = query.toString();
  return `/upload/stores/${encodeURIComponent(storeId)}/leaflets${search ? `?${search}` : ''}`;
}

/** Gateway route replacing a leaflet's first page (cover) with an image. */
export function firstPagePath(leafletId: string): string {
  return `/upload/leaflets/${encodeURIComponent(leafletId)}/first-page`;
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** What the creation answered: the new leaflet's id and the page cut started for a PDF. */
export interface CreatedLeaflet {
  leaflet: { id: string; naturalId: string; status: string; pageCount: number };
  cutJob: JobFieldsFragment | null;
}

function readCreated(body: unknown): CreatedLeaflet | null {
  if (!isRecord(body) || !isRecord(body.leaflet)) return null;
  const { id, naturalId, status, pageCount } = body.leaflet;
  if (typeof id !== 'string' || typeof naturalId !== 'string' || typeof status !== 'string') return null;
  const job = isRecord(body.cutJob) && typeof body.cutJob.id === 'string' ? (body.cutJob as unknown as JobFieldsFragment) : null;
  return { leaflet: { id, naturalId, status, pageCount: typeof pageCount === 'number' ? pageCount : 0 }, cutJob: job };
}

export type CreateLeafletResult = { ok: true; created: CreatedLeaflet } | { ok: false; error: unknown };

/**
 * Creates a shop's leaflet: multipart field `leaflet` (the LeafletUpdateInput as JSON text), then
 * the files in `files` (one PDF, or one or more JPG/PNG page images).
 */
export async function createLeaflet(
  storeId: string,
  input: LeafletUpdateInput,
  files: readonly File[],
  options: { overwritePriority: boolean; onProgress?: (progress: UploadProgress) => void },
): Promise<CreateLeafletResult> {
  const body = new FormData();
  body.append('leaflet', JSON.stringify(input));
  for (const file of files) body.append('files', file, file.name);
  const answer = await postMultipart(
    createLeafletPath(storeId, { overwritePriority: options.overwritePriority, watermark: input.watermark === true }),
    body,
    options.onProgress,
  );
  if (!answer.ok) return answer;
  const created = readCreated(answer.body);
  return created ? { ok: true, created } : { ok: false, error: uploadErrorOf({ status: 500, body: answer.body }) };
}

/** Replaces a leaflet's first page (cover) with a JPG/PNG image: multipart field `file`. */
export async function uploadFirstPage(leafletId: string, file: File): Promise<MultipartAnswer> {
  const body = new FormData();
  body.append('file', file, file.name);
  return postMultipart(firstPagePath(leafletId), body);
}
