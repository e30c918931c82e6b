/**
 * A minimal ZIP writer for tests: builds archives entry by entry, including ones that lie about
 * themselves (declared sizes, file types) the way hostile archives do.
 */
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntrySpec {
  name: string;
  /** Content; folders (names ending in `/`) have none. */
  data?: Buffer;
  /** Stored as is, or deflated (default). */
  method?: 'store' | 'deflate';
  /** Uncompressed size written into the archive instead of the real one. */
  declaredSize?: number;
  /** Unix mode (e.g. 0o120777 for a symbolic link); written with a Unix "made by" host. */
  unixMode?: number;
  /** Marks the entry as encrypted (general purpose flag bit 0). */
  encrypted?: boolean;
}

function u16(n: number): Buffer {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
}

function u32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
}

/** The archive's bytes. */
export function buildZip(entries: readonly ZipEntrySpec[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = entry.data ?? Buffer.alloc(0);
    const deflate = entry.method !== 'store' && data.length > 0;
    const body = deflate ? deflateRawSync(data) : data;
    const name = Buffer.from(entry.name, 'utf8');
    const flags = 0x0800 | (entry.encrypted ? 0x0001 : 0);
    const method = deflate ? 8 : 0;
    const crc = crc32(data);
    const size = entry.declaredSize ?? data.length;
    const fields = [u16(20), u16(flags), u16(method), u16(0), u16(0x21), u32(crc), u32(body.length), u32(size), u16(name.length), u16(0)];
    const local = Buffer.concat([u32(0x04034b50), ...fields, name, body]);
    const madeBy = entry.unixMode !== undefined ? (3 << 8) | 20 : 20;
    const external = entry.unixMode !== undefined ? entry.unixMode * 0x10000 : entry.name.endsWith('/') ? 0x10 : 0;
    centrals.push(
      Buffer.concat([
        u32(0x02014b50),
        u16(madeBy),
        ...fields,
        u16(0), // comment length
        u16(0), // disk number
        u16(0), // internal attributes
        u32(external),
        u32(offset),
        name,
      ]),
    );
    locals.push(local);
    offset += local.length;
  }
  const central = Buffer.concat(centrals);
  const end = Buffer.concat([
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(entries.length),
    u16(entries.length),
    u32(central.length),
    u32(offset),
    u16(0),
  ]);
  return Buffer.concat([...locals, central, end]);
}

export const PNG_BYTES = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
