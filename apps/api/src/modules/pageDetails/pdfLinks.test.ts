import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { pdfLinkReadersPeak, PDF_LINKS_LIMITS, readPdfLinks } from './pdfLinks';

async function pdfWithLink(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([600, 800]);
  const link = doc.context.register(
    doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [60, 700, 160, 750], Border: [0, 0, 0], A: { Type: 'Action', S: 'URI', URI: PDFString.of('https://one.example.com') } }),
  );
  page.node.set(PDFName.of('Annots'), doc.context.obj([link]));
  return doc.save();
}

describe('reading the links of a PDF', () => {
  it('runs at most PDF_LINKS_LIMITS.concurrent readers at once; the others wait their turn and all answer', async () => {
    const pdf = await pdfWithLink();
    const all = await Promise.all(Array.from({ length: 5 }, () => readPdfLinks(pdf)));
    for (const pages of all) expect(pages[0]?.links.map((l) => l.uri)).toEqual(['https://one.example.com']);
    expect(pdfLinkReadersPeak()).toBe(PDF_LINKS_LIMITS.concurrent);
  }, 120_000);
});
