import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

/** A4 in PDF points. */
const A4: [number, number] = [595, 842];
/** The largest page a PDF may declare (200 inches square): far beyond the renderer's pixel limit. */
const OVERSIZED: [number, number] = [14_400, 14_400];

/**
 * Makes a leaflet PDF the way a retailer's designer would hand it over: one page per spread with
 * a heading and a few offers. Pages listed in `oversizedPages` (1-based) declare a 200-inch page,
 * which the cutting job refuses to render (PAGE_TOO_LARGE).
 */
export async function makeLeafletPdf(options: { pages: number; title: string; oversizedPages?: readonly number[] }): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(options.title);
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  for (let n = 1; n <= options.pages; n += 1) {
    const oversized = options.oversizedPages?.includes(n) ?? false;
    const page = doc.addPage(oversized ? OVERSIZED : A4);
    const { height } = page.getSize();
    page.drawRectangle({ x: 0, y: height - 120, width: page.getWidth(), height: 120, color: rgb(0.85, 0.1, 0.1) });
    page.drawText(`${options.title} - ${n}`, { x: 40, y: height - 80, size: 36, font, color: rgb(1, 1, 1) });
    for (let offer = 0; offer < 4; offer += 1) {
      page.drawRectangle({ x: 40 + (offer % 2) * 270, y: height - 420 - Math.floor(offer / 2) * 300, width: 240, height: 260, borderColor: rgb(0.2, 0.2, 0.2), borderWidth: 2 });
      page.drawText(`${(9.99 + offer * 3).toFixed(2)} PLN`, { x: 60 + (offer % 2) * 270, y: height - 400 - Math.floor(offer / 2) * 300, size: 28, font });
    }
  }
  return Buffer.from(await doc.save());
}
