/**
 * Checks a ZIP archive on disk before anything in it is extracted or used: number of entries,
 * declared and actual uncompressed sizes, compression ratio (archive bombs), entry names (no
 * absolute paths, no `..`), entry types (only regular files and folders: no symbolic links or
 * devices, no encryption) and the content of every file (its first bytes must be of an allowed
 * type). Reading happens in memory, a bounded amount at a time; nothing is written.
 *
 * Every upload policy that accepts `zip` (see ./uploads) runs this check before its route sees the
 * file. Archives enter through the scraper's ZIP upload (POST /api/scraper/zip), whose entries may
 * only be PNG and JPEG page images.
 */
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

export interface ZipLimits {
  /** Most entries (files and folders) in one archive. */
  maxEntries: number;
  /** Most bytes of all files together once uncompressed (declared, and counted while reading). */
  maxTotalBytes: number;
  /** Most bytes of one file once uncompressed. */
  maxEntryBytes: number;
  /** Largest uncompressed/compressed ratio of a file bigger than `ratioFloorBytes`. */
  maxRatio: number;
  /** Files up to this size are not judged by their ratio (small files compress very well). */
  ratioFloorBytes: number;
  /** Longest entry name, in characters. */
  maxNameLength: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 500,
  maxTotalBytes: 200 * 1024 * 1024,
  maxEntryBytes: 50 * 1024 * 1024,
  maxRatio: 100,
  ratioFloorBytes: 1024 * 1024,
  maxNameLength: 255,
};

/** Why an archive was refused; the message is safe to show to the person who sent it. */
export class ZipRefused extends Error {
  override name = 'ZipRefused';

  /** `empty`: the archive holds no file at all (no entries, or folders only). */
  constructor(
    message: string,
    readonly reason: 'refused' | 'empty' = 'refused',
  ) {
    super(message);
  }
}

export interface ZipFileEntry {
  /** Name inside the archive (relative, `/`-separated, checked). */
  name: string;
  /** Uncompressed size in bytes. */
  size: number;
}

export interface ZipCheck {
  limits?: Partial<ZipLimits>;
  /** Decides from the first bytes of a file whether it may be in the archive. */
  isAllowedContent(head: Buffer): boolean;
  /** Files whose content is not judged (still counted against the limits): clutter that archivers add. */
  isIgnoredEntry?(name: string): boolean;
  /** How many first bytes `isAllowedContent` needs. */
  headBytes: number;
}

/** Unix file type bits in the high 16 bits of the external attributes (made on Unix-like systems). */
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;
/** ZIP "version made by" host systems that carry Unix modes in the external attributes. */
const UNIX_HOSTS = new Set([3, 19]);

function fileType(entry: Entry): 'file' | 'folder' | 'link' | 'other' {
  const isFolderName = entry.fileName.endsWith('/');
  const host = entry.versionMadeBy >>> 8;
  const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
  if (UNIX_HOSTS.has(host) && mode !== 0) {
    if (mode === S_IFLNK) return 'link';
    if (mode === S_IFDIR) return isFolderName ? 'folder' : 'other';
    if (mode === S_IFREG) return isFolderName ? 'other' : 'file';
    return 'other';
  }
  // Other hosts: MS-DOS attributes in the low byte (0x10 = folder).
  const dosFolder = (entry.externalFileAttributes & 0x10) !== 0;
  if (dosFolder !== isFolderName) return 'other';
  return isFolderName ? 'folder' : 'file';
}

/** A relative name made of ordinary segments; refuses absolute, drive, `..`, `.` and control characters. */
export function isSafeEntryName(name: string, maxLength: number): boolean {
  if (name.length === 0 || name.length > maxLength) return false;
  // Control characters (C0, DEL, C1) never belong in a file name.
  if (/[\p{Cc}\\]/u.test(name)) return false;
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return false;
  const segments = name.replace(/\/$/, '').split('/');
  return segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

function entryProblem(entry: Entry, limits: ZipLimits): string | undefined {
  const name = entry.fileName;
  if (!isSafeEntryName(name, limits.maxNameLength)) return `The entry name "${name.slice(0, 80)}" is not allowed`;
  if (entry.isEncrypted()) return `The entry "${name}" is encrypted`;
  if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) return `The entry "${name}" uses an unsupported compression`;
  const type = fileType(entry);
  if (type === 'link') return `The entry "${name}" is a symbolic link`;
  if (type === 'other') return `The entry "${name}" is not a regular file or folder`;
  if (type === 'folder') return entry.uncompressedSize === 0 ? undefined : `The folder entry "${name}" has content`;
  if (entry.uncompressedSize > limits.maxEntryBytes) return `The entry "${name}" is larger than allowed`;
  if (entry.uncompressedSize > limits.ratioFloorBytes && entry.uncompressedSize > limits.maxRatio * Math.max(entry.compressedSize, 1)) {
    return `The entry "${name}" is compressed more than a picture or PDF can be`;
  }
  return undefined;
}

/** Reads one entry, counting its bytes, and checks its first bytes; answers its size. */
async function readEntry(zip: ZipFile, entry: Entry, check: ZipCheck, limits: ZipLimits, budget: { left: number }): Promise<number> {
  const stream: Readable = await zip.openReadStreamPromise(entry);
  let size = 0;
  const head: Buffer[] = [];
  let headSize = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      budget.left -= chunk.length;
      if (size > limits.maxEntryBytes || size > entry.uncompressedSize) throw new ZipRefused(`The entry "${entry.fileName}" is larger than it declares`);
      if (budget.left < 0) throw new ZipRefused('The archive holds more data than allowed');
      if (headSize < check.headBytes) {
        head.push(chunk.subarray(0, check.headBytes - headSize));
        headSize += Math.min(chunk.length, check.headBytes - headSize);
      }
    }
  } finally {
    stream.destroy();
  }
  if (!check.isIgnoredEntry?.(entry.fileName) && !check.isAllowedContent(Buffer.concat(head))) throw new ZipRefused(`The entry "${entry.fileName}" is not a picture or PDF`);
  return size;
}

/**
 * Checks the archive at `file`; answers its files. Fails with ZipRefused when the archive breaks a
 * rule or cannot be read as a ZIP.
 */
export async function inspectZip(file: string, check: ZipCheck): Promise<ZipFileEntry[]> {
  const limits: ZipLimits = { ...DEFAULT_ZIP_LIMITS, ...check.limits };
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false, decodeStrings: true, validateEntrySizes: true, strictFileNames: true });
  } catch (err) {
    throw new ZipRefused(`The file is not a readable ZIP archive (${err instanceof Error ? err.message : String(err)})`);
  }
  try {
    if (zip.entryCount === 0) throw new ZipRefused('The archive is empty', 'empty');
    if (zip.entryCount > limits.maxEntries) throw new ZipRefused(`The archive has more than ${limits.maxEntries} entries`);

    // First pass, central directory only: names, types and declared sizes, before any data is inflated.
    const entries: Entry[] = [];
    const names = new Set<string>();
    let declared = 0;
    for await (const entry of zip.eachEntry()) {
      const problem = entryProblem(entry, limits);
      if (problem) throw new ZipRefused(problem);
      const key = entry.fileName.replace(/\/$/, '').normalize('NFC').toLowerCase();
      if (names.has(key)) throw new ZipRefused(`The entry "${entry.fileName}" appears more than once`);
      names.add(key);
      declared += entry.uncompressedSize;
      if (declared > limits.maxTotalBytes) throw new ZipRefused('The archive holds more data than allowed');
      if (entries.length >= limits.maxEntries) throw new ZipRefused(`The archive has more than ${limits.maxEntries} entries`);
      entries.push(entry);
    }

    // Second pass: every file read (and counted) to check its content.
    const budget = { left: limits.maxTotalBytes };
    const files: ZipFileEntry[] = [];
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      files.push({ name: entry.fileName, size: await readEntry(zip, entry, check, limits, budget) });
    }
    if (files.length === 0) throw new ZipRefused('The archive holds no files', 'empty');
    return files;
  } catch (err) {
    if (err instanceof ZipRefused) throw err;
    throw new ZipRefused(`The archive cannot be read (${err instanceof Error ? err.message : String(err)})`);
  } finally {
    zip.close();
  }
}
