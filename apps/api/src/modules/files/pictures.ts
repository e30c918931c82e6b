/**
 * Uploaded pictures of records (shop and category logos, insert images): one PNG, JPEG or WebP file
 * in the multipart field `file`, recognised by its bytes, stored under a server-made name.
 */
import type { Request, Response } from 'express';
import { fieldError, invalidRequest } from '../../http/errors';
import { CONTENT_TYPE, discardUploads, receiveUploads, type FileKind, type UploadPolicy } from '../../http/uploads';
import type { FileStore, PictureArea, PictureExtension } from './storage';

/** Largest picture, in bytes. */
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;

/** Picture types accepted for category logos and insert images. */
export const PICTURE_KINDS = ['png', 'jpeg', 'webp'] as const satisfies readonly FileKind[];
export type PictureKind = (typeof PICTURE_KINDS)[number];

const EXTENSION: Record<PictureKind, PictureExtension> = { png: 'png', jpeg: 'jpg', webp: 'webp' };

export const PICTURE_UPLOAD: UploadPolicy = {
  field: 'file',
  kinds: PICTURE_KINDS,
  maxFileBytes: PICTURE_MAX_BYTES,
  maxFiles: 1,
  maxFields: 5,
  refuse: () => invalidRequest([fieldError('file', 'validation.invalid')], 'The picture must be a PNG, JPEG or WebP image'),
};

function isPictureKind(kind: FileKind): kind is PictureKind {
  return (PICTURE_KINDS as readonly FileKind[]).includes(kind);
}

const KIND_NAMES: Record<PictureKind, string> = { png: 'PNG', jpeg: 'JPEG', webp: 'WebP' };

/** The picture policy for a narrower set of types (a leaflet's cover: PNG or JPEG only). */
function policyFor(kinds: readonly PictureKind[]): UploadPolicy {
  if (kinds.length === PICTURE_KINDS.length) return PICTURE_UPLOAD;
  const names = kinds.map((kind) => KIND_NAMES[kind]).join(' or ');
  return { ...PICTURE_UPLOAD, kinds, refuse: () => invalidRequest([fieldError('file', 'validation.invalid')], `The picture must be a ${names} image`) };
}

/**
 * Receives the one picture of a multipart request and stores it in `area` (named after its owner);
 * answers the stored name. A missing file is refused with 400 naming `file`.
 */
export async function receivePicture(
  req: Request,
  res: Response,
  files: FileStore,
  area: PictureArea,
  ownerId: string,
  kinds: readonly PictureKind[] = PICTURE_KINDS,
): Promise<string> {
  const policy = policyFor(kinds);
  const [file] = await receiveUploads(req, res, files.incoming, policy);
  if (!file) throw invalidRequest([fieldError('file', 'validation.required')], 'A picture file is required');
  try {
    if (!isPictureKind(file.kind) || !kinds.includes(file.kind)) throw policy.refuse();
    return await files.savePicture(area, ownerId, file.path, EXTENSION[file.kind]);
  } finally {
    await discardUploads([file]);
  }
}

/** Content type of a stored picture by its name; undefined for anything else. */
export function pictureContentType(name: string): string | undefined {
  if (name.endsWith('.png')) return CONTENT_TYPE.png;
  if (name.endsWith('.jpg')) return CONTENT_TYPE.jpeg;
  if (name.endsWith('.webp')) return CONTENT_TYPE.webp;
  return undefined;
}
