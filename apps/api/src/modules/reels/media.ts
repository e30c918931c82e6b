/**
 * A reel's media file: one image (JPEG, PNG, WebP, GIF) or video (MP4, MOV, WebM) in the multipart
 * field `file`, recognised by its own bytes (the domain's rule; never by its name or declared type),
 * at most the size its kind allows, stored under a server-made name in the `reels` folder and served
 * under /files/reels/<name> with range requests (video players seek with them).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Request, Response } from 'express';
import {
  recogniseReelMedia,
  REEL_MEDIA_CONTENT_TYPE,
  REEL_MEDIA_EXTENSION,
  REEL_MEDIA_FORMATS,
  REEL_MEDIA_MAX_BYTES,
  REEL_MEDIA_TYPE_OF,
  reelMediaMaxBytes,
  type ReelMediaFormat,
  type ReelMediaType,
} from '@flyerdesk/domain/reels';
import { fieldError, invalidRequest, notFound, payloadTooLarge } from '../../http/errors';
import { discardUploads, receiveUploads, type FileKind, type UploadPolicy } from '../../http/uploads';
import { moveFile, type FileStore } from '../files/storage';
import { DEMO_MEDIA_NAME, demoMediaPng } from './demoMedia';

/** The folder of reel media under the files root. */
const FOLDER = 'reels';

/** Names the server gives stored media files. */
const MEDIA_NAME = /^[a-z0-9-]+\.(jpg|png|webp|gif|mp4|mov|webm)$/;

const refuseType = () => invalidRequest([fieldError('file', 'validation.reelMedia')], 'The media must be a JPEG, PNG, WebP or GIF image or an MP4, MOV or WebM video');

const MEDIA_UPLOAD: UploadPolicy = {
  field: 'file',
  kinds: REEL_MEDIA_FORMATS,
  recognise: recogniseReelMedia,
  maxFileBytes: REEL_MEDIA_MAX_BYTES,
  maxFiles: 1,
  maxFields: 5,
  refuse: refuseType,
};

function isMediaFormat(kind: FileKind): kind is ReelMediaFormat {
  return (REEL_MEDIA_FORMATS as readonly string[]).includes(kind);
}

/** A stored media file: its address, whether it is an image or a video, its format and size. */
export interface StoredMedia {
  url: string;
  mediaType: ReelMediaType;
  format: ReelMediaFormat;
  size: number;
}

export function mediaPath(name: string): string {
  return `/files/${FOLDER}/${name}`;
}

/** Receives the one media file of a multipart request and stores it; 400 for another type, 413 over its kind's limit. */
export async function receiveMedia(req: Request, res: Response, files: FileStore): Promise<StoredMedia> {
  const [file] = await receiveUploads(req, res, files.incoming, MEDIA_UPLOAD);
  if (!file) throw invalidRequest([fieldError('file', 'validation.reelMediaRequired')], 'A media file is required');
  try {
    if (!isMediaFormat(file.kind)) throw refuseType();
    const mediaType = REEL_MEDIA_TYPE_OF[file.kind];
    const max = reelMediaMaxBytes(mediaType);
    if (file.size > max) throw payloadTooLarge(`${mediaType === 'VIDEO' ? 'A video' : 'An image'} may have at most ${Math.floor(max / (1024 * 1024))} MB`);
    const name = `${randomUUID()}.${REEL_MEDIA_EXTENSION[file.kind]}`;
    const dir = path.join(files.root, FOLDER);
    await mkdir(dir, { recursive: true });
    await moveFile(file.path, path.join(dir, name));
    return { url: mediaPath(name), mediaType, format: file.kind, size: file.size };
  } finally {
    await discardUploads([file]);
  }
}

/** The stored file behind a media address, or undefined when there is none. */
export async function storedMediaFile(files: FileStore, url: string): Promise<string | undefined> {
  const prefix = `/files/${FOLDER}/`;
  if (!url.startsWith(prefix)) return undefined;
  const name = url.slice(prefix.length);
  if (!MEDIA_NAME.test(name)) return undefined;
  const file = path.join(files.root, FOLDER, name);
  const info = await stat(file).catch(() => undefined);
  return info?.isFile() ? file : undefined;
}

/** Whether a media address names a file served here: one uploaded, or a demo picture. */
export async function mediaExists(files: FileStore, url: string): Promise<boolean> {
  const name = url.slice(`/files/${FOLDER}/`.length);
  if (url.startsWith(`/files/${FOLDER}/`) && DEMO_MEDIA_NAME.test(name)) return true;
  return (await storedMediaFile(files, url)) !== undefined;
}

function contentTypeOf(name: string): string | undefined {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  const format = REEL_MEDIA_FORMATS.find((f) => REEL_MEDIA_EXTENSION[f] === extension);
  return format ? REEL_MEDIA_CONTENT_TYPE[format] : undefined;
}

/**
 * GET /files/reels/:name: the stored file with its type, shown in place (never run: its own policy
 * allows nothing), cached for good (its name never changes), with range requests.
 */
export async function sendMedia(files: FileStore, name: string, res: Response): Promise<void> {
  const contentType = MEDIA_NAME.test(name) ? contentTypeOf(name) : undefined;
  const file = contentType ? await storedMediaFile(files, mediaPath(name)) : undefined;
  const demo = !file && DEMO_MEDIA_NAME.test(name);
  if (!contentType || (!file && !demo)) throw notFound('No such media');
  res.setHeader('Content-Type', contentType);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Disposition', `inline; filename="${name}"`);
  res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; media-src 'self'; sandbox");
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  if (!file) {
    res.send(demoMediaPng(name));
    return;
  }
  await new Promise<void>((resolve, reject) => {
    res.sendFile(file, { acceptRanges: true, cacheControl: false, lastModified: false, dotfiles: 'deny' }, (err) => {
      if (err && !res.headersSent) reject(err);
      else resolve();
    });
  });
}
