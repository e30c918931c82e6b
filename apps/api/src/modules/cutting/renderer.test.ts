import { mupdfRenderer, RenderError, type RenderSession } from './renderer';
import { a4Pdf, isPng, pngSize, testPdf } from './testPdfs';

async function renderError(work: Promise<unknown>): Promise<RenderError> {
  try {
    await work;
  } catch (err) {
    if (err instanceof RenderError) return err;
    throw err;
  }
  throw new Error('expected a RenderError');
}

describe('MuPDF renderer', () => {
  const renderer = mupdfRenderer();
  let session: RenderSession | undefined;

  afterEach(async () => {
    await session?.close();
    session = undefined;
  });

  it('renders pages at 150 dpi with a 240 px wide thumbnail', async () => {
    session = await renderer.open(await a4Pdf(3));
    expect(session.pageCount).toBe(3);
    const page = await session.renderPage(2);
    expect(isPng(page.png)).toBe(true);
    expect(isPng(page.thumbnailPng)).toBe(true);
    // A4 is 595 × 842 points: × 150 / 72.
    expect({ width: page.width, height: page.height }).toEqual({ width: 1240, height: 1755 });
    expect(pngSize(page.png)).toEqual({ width: 1240, height: 1755 });
    expect(pngSize(page.thumbnailPng).width).toBe(240);
    await expect(session.renderPage(4)).rejects.toMatchObject({ code: 'RENDER_ERROR' });
  });

  it('refuses a page larger than the pixel limit before rendering it', async () => {
    session = await renderer.open(await testPdf([{}, { width: 14_400, height: 14_400 }]));
    const err = await renderError(session.renderPage(2));
    expect(err.code).toBe('PAGE_TOO_LARGE');
    // Refused by the size check made before rendering (not by the memory cap while rendering).
    expect(err.message).toMatch(/^The page would be \d+ x \d+ pixels, more than \d+/);
    // The document stays usable.
    expect(isPng((await session.renderPage(1)).png)).toBe(true);
  });

  it('refuses what is not a readable PDF', async () => {
    expect((await renderError(renderer.open(Buffer.from('<html><body>not a pdf</body></html>')))).code).toBe('PDF_INVALID');
    expect((await renderError(renderer.open(Buffer.from('%PDF-1.4 nothing else')))).code).toBe('PDF_INVALID');
  });

  it('stops a page that takes too long and continues with the next one in a new worker', async () => {
    // Only the page has a short limit: opening the PDF in a new worker may take longer on a busy machine.
    const slow = mupdfRenderer({ limits: { pageTimeoutMs: 500, openTimeoutMs: 30_000 } });
    session = await slow.open(await testPdf([{ width: 3_000, height: 3_000, circles: 200 }, { width: 100, height: 100 }]));
    // RENDER_TIMEOUT comes only from the page time limit ending the worker.
    const err = await renderError(session.renderPage(1));
    expect(err.code).toBe('RENDER_TIMEOUT');
    const next = await session.renderPage(2);
    expect(pngSize(next.png)).toEqual({ width: 209, height: 209 });
  });

  it('refuses a page that needs more memory than allowed, and the document stays usable', async () => {
    // 3000 pt at 150 dpi is 6250 × 6250 pixels: under the pixel limit, but about 117 MB as RGB.
    const capped = mupdfRenderer({ limits: { maxMemoryMb: 64 } });
    session = await capped.open(await testPdf([{ width: 3_000, height: 3_000 }, { width: 100, height: 100 }]));
    const err = await renderError(session.renderPage(1));
    expect(err.code).toBe('PAGE_TOO_LARGE');
    expect(err.message).toMatch(/more than 64 MB of memory/);
    expect(pngSize((await session.renderPage(2)).png)).toEqual({ width: 209, height: 209 });
  });

  it('renders the same page when the memory allows it', async () => {
    session = await renderer.open(await testPdf([{ width: 3_000, height: 3_000 }]));
    expect(pngSize((await session.renderPage(1)).png)).toEqual({ width: 6250, height: 6250 });
  });

  it('gives up waiting when aborted', async () => {
    session = await renderer.open(await testPdf([{ width: 3_000, height: 3_000, circles: 200 }]));
    const controller = new AbortController();
    // Aborted while the page is being rendered (a render of this page takes far longer than this turn).
    const rendering = session.renderPage(1, controller.signal);
    controller.abort(new Error('stopped by the test'));
    await expect(rendering).rejects.toThrow('stopped by the test');
  });
});
