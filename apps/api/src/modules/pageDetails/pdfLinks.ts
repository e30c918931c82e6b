/**
 * Reads the link annotations of a PDF with MuPDF. MuPDF is an ES module with top-level await, so it is
 * loaded in a worker thread (as the page renderer does); the worker opens the PDF, lists every page's
 * bounds and its external links, answers once and ends. A PDF that takes too long is given up, and one
 * that needs more memory than PDF_LINKS_LIMITS allows fails; at most PDF_LINKS_LIMITS.concurrent
 * readers run at once in an api instance, the others wait their turn.
 */
import { Worker } from 'node:worker_threads';
import { CUT_PAGE_TIMEOUT_MS } from '@flyerdesk/domain/jobs';
import { MUPDF_MEMORY_CAP_SOURCE, MUPDF_WORKER_RESOURCE_LIMITS } from '../cutting/mupdfWorker';

/** A rectangle [x0, y0, x1, y1] in PDF points, origin top left (as MuPDF reports it). */
export type PdfRect = [number, number, number, number];

export interface PdfPageLinks {
  /** The page's bounds in points. */
  bounds: PdfRect;
  links: { bounds: PdfRect; uri: string }[];
}

/** The PDF could not be read. */
export class PdfLinksError extends Error {
  override name = 'PdfLinksError';
}

/** What reading the links of one PDF may take: MuPDF's memory, and readers running at once per instance. */
export const PDF_LINKS_LIMITS = { maxMemoryMb: 512, concurrent: 2 } as const;

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { pathToFileURL } = require('node:url');
for (const method of ['log', 'info', 'warn', 'error', 'debug']) console[method] = () => {};
${MUPDF_MEMORY_CAP_SOURCE}
(async () => {
  let doc;
  try {
    const mupdf = await import(pathToFileURL(workerData.mupdfPath).href);
    doc = mupdf.Document.openDocument(workerData.pdf, 'application/pdf');
    if (!doc.isPDF()) throw new Error('The file is not a PDF');
    const pages = [];
    const count = doc.countPages();
    for (let i = 0; i < count; i += 1) {
      const page = doc.loadPage(i);
      try {
        const links = page
          .getLinks()
          .filter((link) => link.isExternal())
          .map((link) => ({ bounds: Array.from(link.getBounds()), uri: link.getURI() }));
        pages.push({ bounds: Array.from(page.getBounds()), links });
      } finally {
        page.destroy();
      }
    }
    parentPort.postMessage({ ok: true, pages });
  } catch (error) {
    const message = memoryRefused ? 'Reading the links needs more than ' + workerData.maxMemoryMb + ' MB of memory' : String((error && error.message) || error);
    parentPort.postMessage({ ok: false, message });
  } finally {
    if (doc) doc.destroy();
  }
})();
`;

type Reply = { ok: true; pages: PdfPageLinks[] } | { ok: false; message: string };

/** Readers running now and the calls waiting for a turn (one queue per process). */
const turns = { running: 0, peak: 0, waiting: [] as (() => void)[] };

/** How many readers have run at once at most since the process started (for tests and diagnostics). */
export function pdfLinkReadersPeak(): number {
  return turns.peak;
}

async function turn<T>(work: () => Promise<T>): Promise<T> {
  if (turns.running >= PDF_LINKS_LIMITS.concurrent) await new Promise<void>((resolve) => turns.waiting.push(resolve));
  turns.running += 1;
  turns.peak = Math.max(turns.peak, turns.running);
  try {
    return await work();
  } finally {
    turns.running -= 1;
    turns.waiting.shift()?.();
  }
}

/** The external links of every page of the PDF, page by page (waiting for a turn, see PDF_LINKS_LIMITS). */
export function readPdfLinks(pdf: Uint8Array, timeoutMs = CUT_PAGE_TIMEOUT_MS, maxMemoryMb: number = PDF_LINKS_LIMITS.maxMemoryMb): Promise<PdfPageLinks[]> {
  return turn(() => readInWorker(pdf, timeoutMs, maxMemoryMb));
}

async function readInWorker(pdf: Uint8Array, timeoutMs: number, maxMemoryMb: number): Promise<PdfPageLinks[]> {
  const mupdfPath = require.resolve('mupdf');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { mupdfPath, pdf, maxMemoryMb },
    resourceLimits: MUPDF_WORKER_RESOURCE_LIMITS,
  });
  try {
    const reply = await new Promise<Reply>((resolve, reject) => {
      const timer = setTimeout(() => reject(new PdfLinksError('Reading the links of the PDF took too long')), timeoutMs);
      worker.once('message', (message: Reply) => {
        clearTimeout(timer);
        resolve(message);
      });
      worker.once('error', (err) => {
        clearTimeout(timer);
        reject(new PdfLinksError(err.message));
      });
      worker.once('exit', (code) => {
        clearTimeout(timer);
        reject(new PdfLinksError(`The PDF reader stopped (${code})`));
      });
    });
    if (!reply.ok) throw new PdfLinksError(reply.message);
    return reply.pages;
  } finally {
    await worker.terminate();
  }
}

/** A link's rectangle in pixels of a page image of `size`, clamped to the image. */
export function linkRectToPixels(page: PdfRect, link: PdfRect, size: { width: number; height: number }): { x: number; y: number; width: number; height: number } {
  const pageWidth = page[2] - page[0];
  const pageHeight = page[3] - page[1];
  const sx = size.width / pageWidth;
  const sy = size.height / pageHeight;
  const clampX = (v: number) => Math.min(size.width, Math.max(0, v));
  const clampY = (v: number) => Math.min(size.height, Math.max(0, v));
  const x0 = clampX(Math.round((Math.min(link[0], link[2]) - page[0]) * sx));
  const x1 = clampX(Math.round((Math.max(link[0], link[2]) - page[0]) * sx));
  const y0 = clampY(Math.round((Math.min(link[1], link[3]) - page[1]) * sy));
  const y1 = clampY(Math.round((Math.max(link[1], link[3]) - page[1]) * sy));
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}
