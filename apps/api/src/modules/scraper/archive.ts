/**
 * The page images of a stored ZIP (already checked entry by entry when it was received): their names
 * in page order (`pageImageEntries` of the domain) and their bytes, read one at a time.
 */
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { pageImageEntries } from '@flyerdesk/domain/scraper';
import { DEFAULT_ZIP_LIMITS } from '../../http/zipArchive';

/** A page image that cannot be used: unreadable entry, damaged picture, not a PNG or JPEG. */
export class PageImageError extends Error {
  override name = 'PageImageError';
}

export interface PageArchive {
  /** Names of the page images, in page order. */
  readonly pages: readonly string[];
  /** The bytes of one page image; PageImageError when it cannot be read. */
  read(name: string): Promise<Buffer>;
  close(): void;
}

function openZip(file: string): Promise<ZipFile> {
  return yauzl.openPromise(file, { lazyEntries: true, autoClose: false, decodeStrings: true, validateEntrySizes: true, strictFileNames: true });
}

/** Opens the archive at `file` and lists its page images. Fails when the file is not a readable ZIP. */
export async function openPageArchive(file: string): Promise<PageArchive> {
  const zip = await openZip(file);
  try {
    const entries = new Map<string, Entry>();
    for await (const entry of zip.eachEntry()) {
      if (!entry.fileName.endsWith('/')) entries.set(entry.fileName, entry);
    }
    const pages = pageImageEntries([...entries.keys()]);
    return {
      pages,
      async read(name) {
        const entry = entries.get(name);
        if (!entry) throw new PageImageError(`The archive has no entry "${name}"`);
        if (entry.uncompressedSize > DEFAULT_ZIP_LIMITS.maxEntryBytes) throw new PageImageError(`The entry "${name}" is larger than allowed`);
        try {
          const stream: Readable = await zip.openReadStreamPromise(entry);
          const chunks: Buffer[] = [];
          for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
          return Buffer.concat(chunks);
        } catch (err) {
          throw new PageImageError(`The entry "${name}" cannot be read (${err instanceof Error ? err.message : String(err)})`);
        }
      },
      close: () => zip.close(),
    };
  } catch (err) {
    zip.close();
    throw err;
  }
}

/** Names of the page images of the archive at `file`, in page order. */
export async function listPageImages(file: string): Promise<string[]> {
  const archive = await openPageArchive(file);
  try {
    return [...archive.pages];
  } finally {
    archive.close();
  }
}
