/**
 * Uploads: the one place that receives multipart files. Every file is streamed to disk under a
 * server-made name (a random id; the client's file name is never used for anything) and accepted
 * by its first bytes — never by its name or declared content type. Limits hold while the body
 * streams in: a file over its size limit ends the upload with 413 without the body being kept in
 * memory, as does a request whose declared length is already over the limit. ZIP archives are
 * checked entry by entry (./zipArchive) before the route sees them.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { ValidationKey } from '@flyerdesk/domain/validation/messages';
import { ApiError, fieldError, invalidRequest, payloadTooLarge } from './errors';
import { inspectZip, ZipRefused, type ZipLimits } from './zipArchive';

/** File types Flyerdesk accepts somewhere, recognised by their first bytes. */
export type FileKind = 'pdf' | 'png' | 'jpeg' | 'webp' | 'zip' | 'gif' | 'mp4' | 'mov' | 'webm';

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

const SIGNATURES: readonly { kind: FileKind; parts: readonly { offset: number; bytes: readonly number[] }[] }[] = [
  { kind: 'pdf', parts: [{ offset: 0, bytes: ascii('%PDF-') }] },
  { kind: 'png', parts: [{ offset: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }] },
  { kind: 'jpeg', parts: [{ offset: 0, bytes: [0xff, 0xd8, 0xff] }] },
  {
    kind: 'webp',
    parts: [
      { offset: 0, bytes: ascii('RIFF') },
      { offset: 8, bytes: ascii('WEBP') },
    ],
  },
  // A local file header: archives start with their first entry.
  { kind: 'zip', parts: [{ offset: 0, bytes: [0x50, 0x4b, 0x03, 0x04] }] },
];

/** How many first bytes `detectKind` looks at. */
export const SIGNATURE_BYTES = 12;

/** The type of a file from its first bytes; undefined for anything else (HTML, SVG, text…). */
export function detectKind(head: Uint8Array): FileKind | undefined {
  return SIGNATURES.find(({ parts }) =>
    parts.every(({ offset, bytes }) => head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b)),
  )?.kind;
}

export const EXTENSION: Record<FileKind, string> = { pdf: 'pdf', png: 'png', jpeg: 'jpg', webp: 'webp', zip: 'zip', gif: 'gif', mp4: 'mp4', mov: 'mov', webm: 'webm' };
export const CONTENT_TYPE: Record<FileKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  zip: 'application/zip',
  gif: 'image/gif',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};

export interface UploadPolicy {
  /** Multipart field that carries the files (and names them in refusals). */
  field: string;
  /** Files in any field are taken (leaflet files historically come under any name). */
  anyField?: boolean;
  /** Accepted types. */
  kinds: readonly FileKind[];
  /** Largest file, in bytes. */
  maxFileBytes: number;
  /** Most files in one request. */
  maxFiles: number;
  /** Largest sum of all files, in bytes (default: maxFileBytes × maxFiles). */
  maxTotalBytes?: number;
  /** Most plain fields, and the largest plain field in bytes. */
  maxFields?: number;
  maxFieldBytes?: number;
  /** The refusal of a file of another type: 400 INVALID_REQUEST naming the field. */
  refuse: () => ApiError;
  /**
   * Recognises a file's type from its first SIGNATURE_BYTES bytes in place of the shared signatures
   * (a reel's image or video, by the domain's own rule).
   */
  recognise?: (head: Uint8Array) => FileKind | undefined;
  /** Types allowed inside an accepted ZIP, and the archive's limits. */
  zip?: {
    entryKinds: readonly FileKind[];
    limits?: Partial<ZipLimits>;
    isIgnoredEntry?: (name: string) => boolean;
    /** How a refused archive is named to the sender (default `validation.invalid` for both). */
    refusedKey?: ValidationKey;
    emptyKey?: ValidationKey;
  };
}

/** A received file, on disk in the incoming folder under a server-made name. */
export interface StoredUpload {
  /** Multipart field it came in. */
  field: string;
  kind: FileKind;
  /** Absolute path of the file; move it away or `discardUploads` it. */
  path: string;
  size: number;
}

/** Room for the multipart framing and plain fields around the files, for the declared-length check. */
const FRAMING_BYTES_PER_PART = 1024;
const FRAMING_BYTES = 64 * 1024;

/** Incoming files older than this are left over (a stopped process, a request cut off) and removed. */
const STALE_INCOMING_MS = 24 * 60 * 60 * 1000;
/** An incoming folder is swept for such files at most this often, on the first upload after it. */
const INCOMING_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const sweptAt = new Map<string, number>();

/**
 * Makes the incoming folder and, at most once an hour (and at the first upload of the process), removes
 * the files left in it for more than a day: a long-running api does not collect them.
 */
export async function prepareIncoming(dir: string, now: number = Date.now()): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const last = sweptAt.get(dir);
  if (last !== undefined && now - last < INCOMING_SWEEP_INTERVAL_MS) return;
  sweptAt.set(dir, now);
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => undefined);
    if (info?.isFile() && now - info.mtimeMs > STALE_INCOMING_MS) await rm(file, { force: true });
  }
}

type ReceivedFile = Express.Multer.File & { kind: FileKind };

/**
 * Multer storage that writes each file to `dir` under a random name while checking its first
 * bytes and counting the bytes of all files of the request.
 */
class CheckingDiskStorage implements multer.StorageEngine {
  private total = 0;

  constructor(
    private readonly dir: string,
    private readonly policy: UploadPolicy,
    private readonly maxTotalBytes: number,
  ) {}

  _handleFile(_req: Request, file: Express.Multer.File, callback: (error?: unknown, info?: Partial<ReceivedFile>) => void): void {
    this.store(file).then(
      (info) => callback(null, info),
      (err: unknown) => callback(err),
    );
  }

  _removeFile(_req: Request, file: Express.Multer.File, callback: (error: Error | null) => void): void {
    rm(file.path, { force: true }).then(
      () => callback(null),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
    );
  }

  private async store(file: Express.Multer.File): Promise<Partial<ReceivedFile>> {
    await prepareIncoming(this.dir);
    const name = `${randomUUID()}.upload`;
    const target = path.join(this.dir, name);
    let size = 0;
    let head = Buffer.alloc(0);
    let kind: FileKind | undefined;
    const decide = (): ApiError | undefined => {
      kind = (this.policy.recognise ?? detectKind)(head);
      return kind !== undefined && this.policy.kinds.includes(kind) ? undefined : this.policy.refuse();
    };
    const check = new Transform({
      transform: (chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) => {
        size += chunk.length;
        this.total += chunk.length;
        if (this.total > this.maxTotalBytes) {
          done(payloadTooLarge('The upload is larger than allowed'));
          return;
        }
        if (kind === undefined && head.length < SIGNATURE_BYTES) {
          head = Buffer.concat([head, chunk.subarray(0, SIGNATURE_BYTES - head.length)]);
          if (head.length >= SIGNATURE_BYTES) {
            const refusal = decide();
            if (refusal) {
              done(refusal);
              return;
            }
          }
        }
        done(null, chunk);
      },
      flush: (done: TransformCallback) => {
        done(kind === undefined ? decide() : undefined);
      },
    });
    // The tap lets the storage stop reading without destroying multer's own file stream.
    const tap = new PassThrough();
    const source = file.stream;
    // An interrupted request ends the file stream without an end: the write stops too.
    source.once('error', (err: Error) => tap.destroy(err));
    source.once('close', () => {
      if (!source.readableEnded) tap.destroy(new Error('The upload was interrupted'));
    });
    source.pipe(tap);
    const out = createWriteStream(target, { flags: 'wx', mode: 0o600 });
    try {
      await pipeline(tap, check, out);
    } catch (err) {
      source.unpipe(tap);
      source.resume();
      // A refusal can come before the file is even open: it is removed only once the stream has
      // closed, so a late open cannot leave it behind. (Not events.once: the stream may still emit
      // the refusal as an error, which must not skip the removal.)
      if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
      await rm(target, { force: true });
      throw err;
    }
    return { destination: this.dir, filename: name, path: target, size, kind: kind as FileKind };
  }
}

/** Removes received files that were not moved elsewhere (missing files are fine). */
export async function discardUploads(uploads: readonly StoredUpload[]): Promise<void> {
  await Promise.all(uploads.map((u) => rm(u.path, { force: true })));
}

function declaredLength(req: Request): number | undefined {
  const raw = req.get('content-length');
  if (raw === undefined || !/^\d+$/.test(raw)) return undefined;
  return Number(raw);
}

/** Answers 413 at once for a body already known to be too large, and stops reading it. */
function refuseDeclaredLength(req: Request, res: Response): never {
  res.setHeader('Connection', 'close');
  req.resume();
  throw payloadTooLarge('The upload is larger than allowed');
}

/**
 * Receives the files of a multipart request into `incomingDir` under `policy`. Answers them (an
 * empty list when the request is not multipart or carries no file); fails with 413 when a limit
 * is crossed and with the policy's 400 for a file of another type, leaving nothing behind.
 */
export async function receiveUploads(req: Request, res: Response, incomingDir: string, policy: UploadPolicy): Promise<StoredUpload[]> {
  const maxTotalBytes = policy.maxTotalBytes ?? policy.maxFileBytes * policy.maxFiles;
  const maxFields = policy.maxFields ?? 10;
  const maxFieldBytes = policy.maxFieldBytes ?? 1024;
  const declared = declaredLength(req);
  const allowance = FRAMING_BYTES + (policy.maxFiles + maxFields) * FRAMING_BYTES_PER_PART + maxFields * maxFieldBytes;
  if (declared !== undefined && declared > maxTotalBytes + allowance) refuseDeclaredLength(req, res);

  const upload = multer({
    storage: new CheckingDiskStorage(incomingDir, policy, maxTotalBytes),
    limits: {
      fileSize: policy.maxFileBytes,
      files: policy.maxFiles,
      fields: maxFields,
      fieldSize: maxFieldBytes,
      parts: policy.maxFiles + maxFields,
      headerPairs: 100,
    },
    fileFilter: (_req, file, accept) => {
      if (policy.anyField || file.fieldname === policy.field) accept(null, true);
      else accept(invalidRequest([fieldError(file.fieldname, 'validation.invalid')], `Files are accepted only in the field "${policy.field}"`));
    },
  }).any();
  await new Promise<void>((resolve, reject) => {
    upload(req, res, (err: unknown) => (err ? reject(err instanceof Error ? err : new Error('The upload could not be read')) : resolve()));
  });

  const received = (Array.isArray(req.files) ? req.files : []) as ReceivedFile[];
  const stored: StoredUpload[] = received.map((f) => ({ field: f.fieldname, kind: f.kind, path: f.path, size: f.size }));
  try {
    for (const file of stored) {
      if (file.kind === 'zip') await checkArchive(file, policy);
    }
  } catch (err) {
    await discardUploads(stored);
    throw err;
  }
  return stored;
}

async function checkArchive(file: StoredUpload, policy: UploadPolicy): Promise<void> {
  const entryKinds = policy.zip?.entryKinds ?? [];
  try {
    await inspectZip(file.path, {
      headBytes: SIGNATURE_BYTES,
      isAllowedContent: (head) => {
        const kind = detectKind(head);
        return kind !== undefined && kind !== 'zip' && entryKinds.includes(kind);
      },
      ...(policy.zip?.limits ? { limits: policy.zip.limits } : {}),
      ...(policy.zip?.isIgnoredEntry ? { isIgnoredEntry: policy.zip.isIgnoredEntry } : {}),
    });
  } catch (err) {
    if (!(err instanceof ZipRefused)) throw err;
    const key = (err.reason === 'empty' ? policy.zip?.emptyKey : policy.zip?.refusedKey) ?? 'validation.invalid';
    throw invalidRequest([fieldError(file.field, key)], err.message);
  }
}
