/**
 * What every worker thread running MuPDF shares (the page renderer, the reader of a PDF's links): its
 * JavaScript heap limits, and the cap of MuPDF's WebAssembly memory, as worker source text.
 */

/** JavaScript heap of a MuPDF worker: MuPDF's data lives in WebAssembly memory, the heap holds little. */
export const MUPDF_WORKER_RESOURCE_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };

/**
 * Worker source (kept as text) capping MuPDF's memory at `workerData.maxMemoryMb`: its WebAssembly
 * memory grows on demand through Memory.prototype.grow, and growth past the cap is refused, so MuPDF's
 * allocation fails (the page, the opening or the reading fails) instead of the process. `memoryRefused`
 * tells the worker that this was the cause.
 */
export const MUPDF_MEMORY_CAP_SOURCE = `
const memoryCap = workerData.maxMemoryMb * 1024 * 1024;
let memoryRefused = false;
const grow = WebAssembly.Memory.prototype.grow;
WebAssembly.Memory.prototype.grow = function (pages) {
  if (this.buffer.byteLength + pages * 65536 > memoryCap) {
    memoryRefused = true;
    throw new RangeError('MuPDF may not use more memory');
  }
  return grow.call(this, pages);
};
`;
