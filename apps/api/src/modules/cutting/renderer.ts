/**
 * Renders PDF pages to PNG images with MuPDF. MuPDF runs in a worker thread per open document: its
 * WebAssembly engine renders synchronously, so the api stays responsive, and a page that takes too
 * long is stopped by terminating the worker (a fresh one continues with the next page). Memory is
 * bounded too: the worker's JavaScript heap by its resource limits, MuPDF's WebAssembly memory by a
 * cap on its growth (a page that would need more fails with PAGE_TOO_LARGE).
 */
import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import { CUT_MAX_PIXELS, CUT_PAGE_TIMEOUT_MS, CUT_RENDER_DPI, CUT_THUMBNAIL_WIDTH } from '@flyerdesk/domain/jobs';
import { MUPDF_MEMORY_CAP_SOURCE, MUPDF_WORKER_RESOURCE_LIMITS } from './mupdfWorker';

export type RenderErrorCode = 'PDF_INVALID' | 'RENDER_ERROR' | 'PAGE_TOO_LARGE' | 'RENDER_TIMEOUT';

/** A PDF or one of its pages could not be rendered; the code says why. */
export class RenderError extends Error {
  override name = 'RenderError';

  constructor(
    readonly code: RenderErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface RenderedPage {
  png: Uint8Array;
  thumbnailPng: Uint8Array;
  /** Size of the page image in pixels. */
  width: number;
  height: number;
}

/** An opened PDF. */
export interface RenderSession {
  readonly pageCount: number;
  /** Renders page `pageNumber` (from 1); fails with RenderError, or with the signal's reason when aborted. */
  renderPage(pageNumber: number, signal?: AbortSignal): Promise<RenderedPage>;
  close(): Promise<void>;
}

export interface PageRenderer {
  /** Opens a PDF; fails with RenderError PDF_INVALID when it cannot be read. */
  open(pdf: Uint8Array, signal?: AbortSignal): Promise<RenderSession>;
}

export interface RenderLimits {
  /** Resolution of page images (PDF user space has 72 units per inch). */
  dpi: number;
  /** Width of thumbnails in pixels. */
  thumbnailWidth: number;
  /** Largest image (width × height) rendered; larger pages fail with PAGE_TOO_LARGE before rendering. */
  maxPixels: number;
  /** Longest time for one page. */
  pageTimeoutMs: number;
  /** Longest time for a new worker to open the PDF (again after a page that ran out of time). */
  openTimeoutMs: number;
  /** Most memory MuPDF's WebAssembly engine may use, in MB (it never gives memory back: a worker keeps its peak). */
  maxMemoryMb: number;
}


export const DEFAULT_RENDER_LIMITS: RenderLimits = {
  dpi: CUT_RENDER_DPI,
  thumbnailWidth: CUT_THUMBNAIL_WIDTH,
  maxPixels: CUT_MAX_PIXELS,
  pageTimeoutMs: CUT_PAGE_TIMEOUT_MS,
  openTimeoutMs: CUT_PAGE_TIMEOUT_MS,
  // A page at the pixel limit needs about 120 MB as RGB plus its PNG: room for that, well below MuPDF's own 2 GB ceiling.
  maxMemoryMb: 1024,
};

/** Worker source, kept as text so that it runs the same from compiled and from source files. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { pathToFileURL } = require('node:url');
let library;
let doc;

${MUPDF_MEMORY_CAP_SOURCE}

function memoryMessage(what) {
  return what + ' needs more than ' + workerData.maxMemoryMb + ' MB of memory';
}

// MuPDF reports repaired or odd files on the console: those lines go to the api's log instead.
for (const method of ['log', 'info', 'warn', 'error', 'debug']) {
  console[method] = (...parts) => parentPort.postMessage({ log: parts.map(String).join(' ') });
}

function load() {
  if (!library) library = import(pathToFileURL(workerData.mupdfPath).href);
  return library;
}

function text(error) {
  return String((error && error.message) || error);
}

function fail(id, code, message) {
  parentPort.postMessage({ id, ok: false, code, message });
}

function open(mupdf, id, pdf) {
  if (doc) {
    doc.destroy();
    doc = undefined;
  }
  let opened;
  memoryRefused = false;
  try {
    opened = mupdf.Document.openDocument(pdf, 'application/pdf');
  } catch (error) {
    if (memoryRefused) return fail(id, 'PDF_INVALID', memoryMessage('Opening the PDF'));
    return fail(id, 'PDF_INVALID', 'The file is not a readable PDF: ' + text(error));
  }
  // MuPDF recognises other formats by their content whatever the hint says; only PDFs are cut.
  if (!opened.isPDF()) {
    opened.destroy();
    return fail(id, 'PDF_INVALID', 'The file is not a PDF');
  }
  let count = 0;
  try {
    count = opened.countPages();
  } catch (error) {
    opened.destroy();
    return fail(id, 'PDF_INVALID', 'The pages of the PDF cannot be read: ' + text(error));
  }
  if (!(count > 0)) {
    opened.destroy();
    return fail(id, 'PDF_INVALID', 'The PDF has no pages');
  }
  doc = opened;
  parentPort.postMessage({ id, ok: true, pageCount: count });
}

function render(mupdf, id, message) {
  if (!doc) return fail(id, 'RENDER_ERROR', 'No document is open');
  let page;
  let image;
  let thumbnail;
  memoryRefused = false;
  try {
    page = doc.loadPage(message.pageNumber - 1);
    const bounds = page.getBounds();
    const pageWidth = bounds[2] - bounds[0];
    const pageHeight = bounds[3] - bounds[1];
    if (!(pageWidth > 0 && pageHeight > 0)) return fail(id, 'RENDER_ERROR', 'The page has no area');
    const scale = message.dpi / 72;
    const width = Math.ceil(pageWidth * scale);
    const height = Math.ceil(pageHeight * scale);
    const thumbnailScale = message.thumbnailWidth / pageWidth;
    const thumbnailHeight = Math.ceil(pageHeight * thumbnailScale);
    if (width * height > message.maxPixels || message.thumbnailWidth * thumbnailHeight > message.maxPixels) {
      return fail(id, 'PAGE_TOO_LARGE', 'The page would be ' + width + ' x ' + height + ' pixels, more than ' + message.maxPixels);
    }
    image = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false, true);
    const png = image.asPNG().slice();
    thumbnail = page.toPixmap(mupdf.Matrix.scale(thumbnailScale, thumbnailScale), mupdf.ColorSpace.DeviceRGB, false, true);
    const thumbnailPng = thumbnail.asPNG().slice();
    parentPort.postMessage(
      { id, ok: true, png, thumbnailPng, width: image.getWidth(), height: image.getHeight() },
      [png.buffer, thumbnailPng.buffer],
    );
  } catch (error) {
    if (memoryRefused) fail(id, 'PAGE_TOO_LARGE', memoryMessage('Rendering the page'));
    else fail(id, 'RENDER_ERROR', 'The page could not be rendered: ' + text(error));
  } finally {
    if (thumbnail) thumbnail.destroy();
    if (image) image.destroy();
    if (page) page.destroy();
  }
}

parentPort.on('message', async (message) => {
  let mupdf;
  try {
    mupdf = await load();
  } catch (error) {
    return fail(message.id, 'RENDER_ERROR', 'The renderer could not be loaded: ' + text(error));
  }
  if (message.type === 'open') open(mupdf, message.id, message.pdf);
  else if (message.type === 'render') render(mupdf, message.id, message);
});
`;

type Reply =
  | { id: number; ok: true; pageCount: number }
  | { id: number; ok: true; png: Uint8Array; thumbnailPng: Uint8Array; width: number; height: number }
  | { id: number; ok: false; code: RenderErrorCode; message: string };

function isRenderErrorCode(x: unknown): x is RenderErrorCode {
  return x === 'PDF_INVALID' || x === 'RENDER_ERROR' || x === 'PAGE_TOO_LARGE' || x === 'RENDER_TIMEOUT';
}

function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new Error('Rendering was aborted');
}

/** One worker thread with MuPDF and the document it has open. */
class RenderWorker {
  private readonly worker: Worker;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (reply: Reply) => void; reject: (err: Error) => void }>();
  private ended = false;

  constructor(mupdfPath: string, maxMemoryMb: number, logger: Logger | undefined) {
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { mupdfPath, maxMemoryMb }, resourceLimits: MUPDF_WORKER_RESOURCE_LIMITS });
    this.worker.unref();
    this.worker.on('message', (reply: Reply | { log: string }) => {
      if ('log' in reply) {
        if (reply.log.trim()) logger?.debug({ renderer: reply.log.trim() }, 'renderer message');
        return;
      }
      const waiter = this.pending.get(reply.id);
      if (!waiter) return;
      this.pending.delete(reply.id);
      if (this.pending.size === 0) this.worker.unref();
      waiter.resolve(reply);
    });
    const fail = (err: Error) => {
      this.ended = true;
      for (const waiter of this.pending.values()) waiter.reject(err);
      this.pending.clear();
    };
    this.worker.on('error', (err: NodeJS.ErrnoException) =>
      fail(
        err.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new RenderError('PAGE_TOO_LARGE', 'Rendering needs more memory than the renderer may use')
          : new RenderError('RENDER_ERROR', `The renderer failed: ${err.message}`),
      ),
    );
    this.worker.on('exit', () => {
      if (!this.ended) fail(new RenderError('RENDER_ERROR', 'The renderer stopped'));
      this.ended = true;
    });
  }

  get alive(): boolean {
    return !this.ended;
  }

  /** Sends a request; past `timeoutMs` the worker is terminated and the request fails with RENDER_TIMEOUT. */
  async call(message: Record<string, unknown>, timeoutMs: number, timeoutMessage: string, signal?: AbortSignal): Promise<Reply> {
    if (this.ended) throw new RenderError('RENDER_ERROR', 'The renderer stopped');
    if (signal?.aborted) throw abortReason(signal);
    const id = this.nextId++;
    let timer: NodeJS.Timeout | undefined;
    let onAbort: (() => void) | undefined;
    try {
      return await new Promise<Reply>((resolve, reject) => {
        this.pending.set(id, { resolve, reject });
        timer = setTimeout(() => {
          this.pending.delete(id);
          reject(new RenderError('RENDER_TIMEOUT', timeoutMessage));
          void this.terminate();
        }, timeoutMs);
        if (signal) {
          onAbort = () => {
            this.pending.delete(id);
            reject(abortReason(signal));
            void this.terminate();
          };
          signal.addEventListener('abort', onAbort, { once: true });
        }
        this.worker.ref();
        this.worker.postMessage({ ...message, id });
      });
    } finally {
      clearTimeout(timer);
      if (signal && onAbort) signal.removeEventListener('abort', onAbort);
    }
  }

  async terminate(): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    for (const waiter of this.pending.values()) waiter.reject(new RenderError('RENDER_ERROR', 'The renderer stopped'));
    this.pending.clear();
    await this.worker.terminate();
  }
}

class MupdfSession implements RenderSession {
  private worker: RenderWorker | undefined;
  pageCount = 0;

  constructor(
    private readonly pdf: Uint8Array,
    private readonly limits: RenderLimits,
    private readonly mupdfPath: string,
    private readonly logger: Logger | undefined,
  ) {}

  /** A worker with the document open: the current one, or a new one after a timeout or crash. */
  private async ready(signal?: AbortSignal): Promise<RenderWorker> {
    if (this.worker?.alive) return this.worker;
    const worker = new RenderWorker(this.mupdfPath, this.limits.maxMemoryMb, this.logger);
    this.worker = worker;
    const reply = await worker.call({ type: 'open', pdf: this.pdf }, this.limits.openTimeoutMs, 'Opening the PDF took too long', signal);
    if (!reply.ok) {
      await worker.terminate();
      throw new RenderError(isRenderErrorCode(reply.code) ? reply.code : 'PDF_INVALID', reply.message);
    }
    if (!('pageCount' in reply)) throw new RenderError('PDF_INVALID', 'The PDF could not be opened');
    this.pageCount = reply.pageCount;
    return worker;
  }

  async open(signal?: AbortSignal): Promise<void> {
    await this.ready(signal);
  }

  async renderPage(pageNumber: number, signal?: AbortSignal): Promise<RenderedPage> {
    if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > this.pageCount) {
      throw new RenderError('RENDER_ERROR', `The PDF has no page ${pageNumber}`);
    }
    const worker = await this.ready(signal);
    const reply = await worker.call(
      {
        type: 'render',
        pageNumber,
        dpi: this.limits.dpi,
        thumbnailWidth: this.limits.thumbnailWidth,
        maxPixels: this.limits.maxPixels,
      },
      this.limits.pageTimeoutMs,
      `Rendering page ${pageNumber} took longer than ${this.limits.pageTimeoutMs} ms`,
      signal,
    );
    if (!reply.ok) throw new RenderError(isRenderErrorCode(reply.code) ? reply.code : 'RENDER_ERROR', reply.message);
    if (!('png' in reply)) throw new RenderError('RENDER_ERROR', 'The renderer gave no image');
    return { png: reply.png, thumbnailPng: reply.thumbnailPng, width: reply.width, height: reply.height };
  }

  async close(): Promise<void> {
    await this.worker?.terminate();
    this.worker = undefined;
  }
}

/** The MuPDF renderer with the product's limits (or others, for tests). */
export function mupdfRenderer(options: { limits?: Partial<RenderLimits>; logger?: Logger } = {}): PageRenderer {
  const limits: RenderLimits = { ...DEFAULT_RENDER_LIMITS, ...options.limits };
  const mupdfPath = require.resolve('mupdf');
  return {
    async open(pdf: Uint8Array, signal?: AbortSignal): Promise<RenderSession> {
      const session = new MupdfSession(pdf, limits, mupdfPath, options.logger);
      try {
        await session.open(signal);
      } catch (err) {
        await session.close();
        throw err;
      }
      return session;
    },
  };
}
