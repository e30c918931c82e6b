import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildZip, PDF_BYTES, PNG_BYTES, type ZipEntrySpec } from '../test/zipWriter';
import { detectKind, SIGNATURE_BYTES } from './uploads';
import { inspectZip, isSafeEntryName, ZipRefused, type ZipFileEntry } from './zipArchive';

let dir: string;
let counter = 0;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'flyerdesk-zip-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const picturesAndPdfs = {
  headBytes: SIGNATURE_BYTES,
  isAllowedContent: (head: Buffer) => ['png', 'jpeg', 'pdf'].includes(detectKind(head) ?? ''),
};

async function inspect(entries: readonly ZipEntrySpec[] | Buffer): Promise<ZipFileEntry[]> {
  counter += 1;
  const file = path.join(dir, `archive-${counter}.zip`);
  await writeFile(file, Buffer.isBuffer(entries) ? entries : buildZip(entries));
  return inspectZip(file, picturesAndPdfs);
}

async function refusal(entries: readonly ZipEntrySpec[] | Buffer): Promise<string> {
  try {
    await inspect(entries);
  } catch (err) {
    if (err instanceof ZipRefused) return err.message;
    throw err;
  }
  throw new Error('the archive was accepted');
}

describe('ZIP archives', () => {
  it('accepts pictures and PDFs in folders and lists the files', async () => {
    const files = await inspect([
      { name: 'pages/' },
      { name: 'pages/1.png', data: PNG_BYTES },
      { name: 'pages/2.png', data: PNG_BYTES, method: 'store' },
      { name: 'leaflet.pdf', data: PDF_BYTES },
    ]);
    expect(files).toEqual([
      { name: 'pages/1.png', size: PNG_BYTES.length },
      { name: 'pages/2.png', size: PNG_BYTES.length },
      { name: 'leaflet.pdf', size: PDF_BYTES.length },
    ]);
  });

  it('refuses entries that climb out of the folder or start at the root', async () => {
    expect(await refusal([{ name: '../evil.png', data: PNG_BYTES }])).toMatch(/\.\.\/evil\.png/);
    expect(await refusal([{ name: 'pages/../../evil.png', data: PNG_BYTES }])).toMatch(/evil\.png/);
    expect(await refusal([{ name: '/etc/evil.png', data: PNG_BYTES }])).toMatch(/evil\.png/);
    expect(await refusal([{ name: 'C:/evil.png', data: PNG_BYTES }])).toMatch(/evil\.png/);
    expect(await refusal([{ name: 'pages\\..\\evil.png', data: PNG_BYTES }])).toMatch(/evil\.png/);
  });

  it('refuses symbolic links, devices and encrypted entries', async () => {
    expect(await refusal([{ name: 'link.png', data: Buffer.from('../../etc/passwd'), unixMode: 0o120777 }])).toMatch(/symbolic link/);
    expect(await refusal([{ name: 'fifo.png', data: PNG_BYTES, unixMode: 0o010644 }])).toMatch(/not a regular file/);
    expect(await refusal([{ name: 'secret.png', data: PNG_BYTES, encrypted: true }])).toMatch(/encrypted/);
    // A regular file with Unix permissions is fine.
    expect(await inspect([{ name: 'ok.png', data: PNG_BYTES, unixMode: 0o100644 }])).toHaveLength(1);
  });

  it('refuses files that are not pictures or PDFs whatever their names say, and archives inside archives', async () => {
    expect(await refusal([{ name: 'page.png', data: Buffer.from('<html><script>alert(1)</script></html>') }])).toMatch(/not a picture or PDF/);
    expect(await refusal([{ name: 'inner.pdf', data: buildZip([{ name: 'a.png', data: PNG_BYTES }]) }])).toMatch(/not a picture or PDF/);
  });

  it('refuses more than 500 entries before reading any of them', async () => {
    const entries = Array.from({ length: 501 }, (_, i) => ({ name: `${i}.png`, data: PNG_BYTES }));
    expect(await refusal(entries)).toMatch(/more than 500 entries/);
    expect(await inspect(entries.slice(0, 500))).toHaveLength(500);
  });

  it('refuses an archive whose declared sizes add up to more than 200 MB', async () => {
    // Incompressible content keeps each entry's ratio plausible; only the sum is too large.
    const noise = randomBytes(480 * 1024);
    const entries = Array.from({ length: 5 }, (_, i) => ({ name: `${i}.png`, data: noise, declaredSize: 45 * 1024 * 1024 }));
    expect(await refusal(entries)).toMatch(/more data than allowed/);
  });

  it('refuses a compression bomb by its ratio', async () => {
    const zeros = Buffer.concat([PNG_BYTES, Buffer.alloc(20 * 1024 * 1024)]);
    expect(await refusal([{ name: 'bomb.png', data: zeros }])).toMatch(/compressed more than/);
  });

  it('counts while reading: an entry larger than it declares is refused', async () => {
    const big = Buffer.concat([PNG_BYTES, randomBytes(64 * 1024)]);
    expect(await refusal([{ name: 'liar.png', data: big, declaredSize: 100 }])).toMatch(/liar\.png|bytes/);
  });

  it('refuses duplicate names, empty archives and what is not a ZIP', async () => {
    expect(
      await refusal([
        { name: 'a.png', data: PNG_BYTES },
        { name: 'A.png', data: PNG_BYTES },
      ]),
    ).toMatch(/more than once/);
    expect(await refusal([])).toMatch(/empty/);
    expect(await refusal(Buffer.from('PK\u0003\u0004 but nothing else'))).toMatch(/not a readable ZIP/);
  });

  it('knows a safe entry name', () => {
    expect(isSafeEntryName('pages/1.png', 255)).toBe(true);
    expect(isSafeEntryName('pages/', 255)).toBe(true);
    for (const name of ['', '..', 'a/../b', './a', 'a//b', '/a', 'C:a', 'a\\b', 'a\u0000b', 'x'.repeat(256)]) {
      expect([name, isSafeEntryName(name, 255)]).toEqual([name, false]);
    }
  });
});
