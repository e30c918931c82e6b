/**
 * Pictures of the demo reels: the demo data names them `demo-<slug>.png` without storing any file, and
 * they are drawn when asked for (a portrait picture in a colour of their own), like the generated shop
 * logos and leaflet pages.
 */
import { crc32, deflateSync } from 'node:zlib';

/** Names of the generated demo pictures. */
export const DEMO_MEDIA_NAME = /^demo-[a-z0-9-]+\.png$/;

/** Width and height of a demo picture (9:16, as reels are shown on phones). */
const WIDTH = 90;
const HEIGHT = 160;

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A colour of the name's own, the same every time. */
function colourOf(name: string): [number, number, number] {
  const hash = crc32(name) >>> 0;
  return [64 + (hash & 0x7f), 64 + ((hash >>> 8) & 0x7f), 64 + ((hash >>> 16) & 0x7f)];
}

/** The PNG of a demo picture: a vertical gradient of the name's colour. */
export function demoMediaPng(name: string): Buffer {
  const [r, g, b] = colourOf(name);
  const rows: Buffer[] = [];
  for (let y = 0; y < HEIGHT; y += 1) {
    const shade = 1 - (y / HEIGHT) * 0.5;
    const row = Buffer.alloc(1 + WIDTH * 3);
    for (let x = 0; x < WIDTH; x += 1) {
      row[1 + x * 3] = Math.round(r * shade);
      row[2 + x * 3] = Math.round(g * shade);
      row[3 + x * 3] = Math.round(b * shade);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
