/** PDFs for the page cutting tests, made with pdf-lib. */
import { PDFDocument, rgb } from 'pdf-lib';

export interface TestPage {
  /** Size in PDF points (1/72 inch); A4 by default. */
  width?: number;
  height?: number;
  /** Semi-transparent circles drawn on the page: many make a page slow to render. */
  circles?: number;
}

/** A PDF with the given pages, each labelled with its number. */
export async function testPdf(pages: readonly TestPage[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  pages.forEach((spec, index) => {
    const width = spec.width ?? 595;
    const height = spec.height ?? 842;
    const page = doc.addPage([width, height]);
    page.drawRectangle({ x: 0, y: 0, width, height, color: rgb(1, 1, 0.95) });
    page.drawText(`Page ${index + 1}`, { x: Math.min(40, width / 4), y: height / 2, size: Math.min(36, height / 4) });
    for (let i = 0; i < (spec.circles ?? 0); i += 1) {
      page.drawCircle({
        x: (i * 37) % width,
        y: (i * 91) % height,
        size: width / 10,
        color: rgb((i % 7) / 7, (i % 3) / 3, (i % 5) / 5),
        opacity: 0.5,
      });
    }
  });
  return Buffer.from(await doc.save());
}

/** A4 pages, `count` of them. */
export function a4Pdf(count: number): Promise<Buffer> {
  return testPdf(Array.from({ length: count }, () => ({})));
}

/** Width and height of a PNG, read from its header. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
}

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function isPng(data: Uint8Array): boolean {
  return PNG_SIGNATURE.every((byte, i) => data[i] === byte);
}
