/**
 * Plain pictures of a loyalty card made from its colour (the demo cards have no photos): the front
 * with a chip and a lighter band, the back with a magnetic stripe and a barcode panel. PNG, 320 × 200,
 * rounded corners transparent.
 */
import { crc32, deflateSync } from 'node:zlib';
import type { GeneratedCardSide } from '@flyerdesk/domain/loyaltyCards';

export const CARD_PICTURE_WIDTH = 320;
export const CARD_PICTURE_HEIGHT = 200;
const CORNER_RADIUS = 16;

type Rgba = readonly [number, number, number, number];

function rgbOf(color: string): Rgba {
  const hex = /^#?([0-9a-f]{6})$/i.exec(color)?.[1] ?? '000000';
  return [parseInt(hex.slice(0, 2), 16), parseInt(hex.slice(2, 4), 16), parseInt(hex.slice(4, 6), 16), 255];
}

/** The colour mixed with white (`amount` > 0) or black (`amount` < 0). */
function shade([r, g, b]: Rgba, amount: number): Rgba {
  const target = amount >= 0 ? 255 : 0;
  const share = Math.abs(amount);
  const mix = (channel: number) => Math.round(channel + (target - channel) * share);
  return [mix(r), mix(g), mix(b), 255];
}

const TRANSPARENT: Rgba = [0, 0, 0, 0];
const GOLD: Rgba = [212, 175, 55, 255];
const STRIPE: Rgba = [34, 34, 34, 255];
const WHITE: Rgba = [250, 250, 250, 255];
const INK: Rgba = [20, 20, 20, 255];

/** Whether (x, y) lies outside the card's rounded corners. */
function outsideCorners(x: number, y: number): boolean {
  const r = CORNER_RADIUS;
  const cx = x < r ? r : x >= CARD_PICTURE_WIDTH - r ? CARD_PICTURE_WIDTH - r - 1 : x;
  const cy = y < r ? r : y >= CARD_PICTURE_HEIGHT - r ? CARD_PICTURE_HEIGHT - r - 1 : y;
  return (x - cx) ** 2 + (y - cy) ** 2 > r * r;
}

function inBox(x: number, y: number, left: number, top: number, width: number, height: number): boolean {
  return x >= left && x < left + width && y >= top && y < top + height;
}

function frontPixel(x: number, y: number, base: Rgba): Rgba {
  if (inBox(x, y, 28, 70, 46, 36)) return (x - 28) % 12 === 0 || (y - 70) % 12 === 0 ? shade(GOLD, -0.25) : GOLD;
  if (inBox(x, y, 0, 150, CARD_PICTURE_WIDTH, 26)) return shade(base, 0.25);
  // A soft diagonal sheen.
  return x + y * 1.6 < 220 ? shade(base, 0.08) : base;
}

function backPixel(x: number, y: number, base: Rgba): Rgba {
  if (inBox(x, y, 0, 24, CARD_PICTURE_WIDTH, 38)) return STRIPE;
  if (inBox(x, y, 24, 96, 272, 72)) {
    // A barcode: bars of one to three units, from a fixed pattern.
    if (inBox(x, y, 40, 106, 240, 52)) {
      const unit = Math.floor((x - 40) / 3);
      return (unit * 7 + Math.floor(unit / 5)) % 3 === 0 || unit % 4 === 1 ? INK : WHITE;
    }
    return WHITE;
  }
  return base;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([head, body, crc]);
}

/** The PNG of a card of `color` (`#rrggbb`), its front or its back. */
export function cardPicturePng(color: string, side: GeneratedCardSide): Buffer {
  const base = rgbOf(color);
  const rowBytes = 1 + CARD_PICTURE_WIDTH * 4;
  const raw = Buffer.alloc(rowBytes * CARD_PICTURE_HEIGHT);
  for (let y = 0; y < CARD_PICTURE_HEIGHT; y += 1) {
    // Each row starts with its filter type (0: none).
    raw[y * rowBytes] = 0;
    for (let x = 0; x < CARD_PICTURE_WIDTH; x += 1) {
      const pixel = outsideCorners(x, y) ? TRANSPARENT : side === 'front' ? frontPixel(x, y, base) : backPixel(x, y, base);
      raw.set(pixel, y * rowBytes + 1 + x * 4);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(CARD_PICTURE_WIDTH, 0);
  header.writeUInt32BE(CARD_PICTURE_HEIGHT, 4);
  // 8 bits per channel, colour type 6 (RGBA), default compression, filter and no interlace.
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
