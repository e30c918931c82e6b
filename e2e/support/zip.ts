/**
 * ZIP archives as a retailer hands them over (page images, stored without compression): enough for the
 * scraper's journey. The api's own tests build hostile archives with apps/api/src/test/zipWriter.ts.
 */
import { crc32 } from 'node:zlib';

function header(signature: number, words: readonly [number, 2 | 4][]): Buffer {
  const out = Buffer.alloc(4 + words.reduce((sum, [, size]) => sum + size, 0));
  out.writeUInt32LE(signature, 0);
  let at = 4;
  for (const [value, size] of words) {
    if (size === 2) out.writeUInt16LE(value, at);
    else out.writeUInt32LE(value >>> 0, at);
    at += size;
  }
  return out;
}

/** An archive of `files` (name → content), in the given order. */
export function zipOf(files: readonly { name: string; data: Buffer }[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of files) {
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    // version 20, UTF-8 names, stored, no time, crc, sizes, name length, no extra field
    const common: [number, 2 | 4][] = [[20, 2], [0x0800, 2], [0, 2], [0, 2], [0x21, 2], [crc, 4], [data.length, 4], [data.length, 4], [nameBytes.length, 2], [0, 2]];
    const local = Buffer.concat([header(0x04034b50, common), nameBytes, data]);
    directory.push(Buffer.concat([header(0x02014b50, [[20, 2], ...common, [0, 2], [0, 2], [0, 2], [0, 4], [offset, 4]]), nameBytes]));
    parts.push(local);
    offset += local.length;
  }
  const central = Buffer.concat(directory);
  const end = header(0x06054b50, [[0, 2], [0, 2], [files.length, 2], [files.length, 2], [central.length, 4], [offset, 4], [0, 2]]);
  return Buffer.concat([...parts, central, end]);
}
