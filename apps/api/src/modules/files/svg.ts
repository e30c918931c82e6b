/** Generated pictures: shop and category logos and leaflet pages, the same for the same input. */
import { createHash } from 'node:crypto';

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
}

/** A number from 0 to 1 derived from the seed text (stable across runs). */
function unit(seed: string, salt: string): number {
  const digest = createHash('sha256').update(`${seed}:${salt}`).digest();
  return digest.readUInt32BE(0) / 0x1_0000_0000;
}

/** A colour from the seed text: hue varies, saturation and lightness stay readable. */
export function colourFor(seed: string, lightness = 45): string {
  return `hsl(${Math.floor(unit(seed, 'hue') * 360)}, 70%, ${lightness}%)`;
}

function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const letters = words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [...(words[0] ?? '?')].slice(0, 2);
  return letters.join('').toUpperCase();
}

export function logoSvg(name: string, seed: string): string {
  const background = colourFor(seed);
  const label = escapeXml(name.length > 16 ? `${name.slice(0, 15)}…` : name);
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${escapeXml(name)}">
  <rect width="200" height="200" rx="32" fill="${background}"/>
  <circle cx="100" cy="84" r="52" fill="#ffffff" fill-opacity="0.18"/>
  <text x="100" y="104" font-family="Arial, Helvetica, sans-serif" font-size="56" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(initials(name))}</text>
  <text x="100" y="172" font-family="Arial, Helvetica, sans-serif" font-size="20" fill="#ffffff" text-anchor="middle">${label}</text>
</svg>
`;
}

export interface PageSvgInput {
  leafletId: string;
  storeName: string;
  title: string;
  pageNumber: number;
  pageCount: number;
  /** Shown as a small picture (thumbnail) when set. */
  thumbnail?: boolean;
}

const PAGE_WIDTH = 600;
const PAGE_HEIGHT = 850;

export function pageSvg(input: PageSvgInput): string {
  const seed = `${input.leafletId}:${input.pageNumber}`;
  const colour = colourFor(input.leafletId);
  const accent = colourFor(seed, 60);
  const size = input.thumbnail ? 'width="150" height="213"' : `width="${PAGE_WIDTH}" height="${PAGE_HEIGHT}"`;
  const tiles: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    const x = 40 + (i % 2) * 270;
    const y = 250 + Math.floor(i / 2) * 170;
    const price = (1 + unit(seed, `price${i}`) * 48).toFixed(2).replace('.', ',');
    const discount = 10 + Math.floor(unit(seed, `discount${i}`) * 50);
    tiles.push(
      `<g><rect x="${x}" y="${y}" width="250" height="150" rx="12" fill="#ffffff" stroke="${accent}" stroke-width="3"/>` +
        `<circle cx="${x + 60}" cy="${y + 75}" r="42" fill="${colourFor(`${seed}:${i}`, 70)}"/>` +
        `<text x="${x + 170}" y="${y + 70}" font-family="Arial, Helvetica, sans-serif" font-size="30" font-weight="700" fill="#222222" text-anchor="middle">${price} zł</text>` +
        `<text x="${x + 170}" y="${y + 108}" font-family="Arial, Helvetica, sans-serif" font-size="22" fill="${colour}" text-anchor="middle">-${discount}%</text></g>`,
    );
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" ${size} viewBox="0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}" role="img" aria-label="${escapeXml(`${input.storeName} – ${input.title} – page ${input.pageNumber}`)}">
  <rect width="${PAGE_WIDTH}" height="${PAGE_HEIGHT}" fill="#fafafa"/>
  <rect width="${PAGE_WIDTH}" height="200" fill="${colour}"/>
  <text x="40" y="80" font-family="Arial, Helvetica, sans-serif" font-size="44" font-weight="700" fill="#ffffff">${escapeXml(input.storeName)}</text>
  <text x="40" y="135" font-family="Arial, Helvetica, sans-serif" font-size="26" fill="#ffffff">${escapeXml(input.title)}</text>
  <text x="${PAGE_WIDTH - 40}" y="80" font-family="Arial, Helvetica, sans-serif" font-size="22" fill="#ffffff" text-anchor="end">${input.pageNumber} / ${input.pageCount}</text>
  ${tiles.join('\n  ')}
  <rect y="${PAGE_HEIGHT - 60}" width="${PAGE_WIDTH}" height="60" fill="${accent}"/>
  <text x="${PAGE_WIDTH / 2}" y="${PAGE_HEIGHT - 20}" font-family="Arial, Helvetica, sans-serif" font-size="28" font-weight="700" fill="#ffffff" text-anchor="middle">Page ${input.pageNumber}</text>
</svg>
`;
}
