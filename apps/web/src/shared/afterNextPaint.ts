/**
 * Runs `work` once the browser has painted the current frame: an interaction shows its result at
 * once (cheap state), and what may take longer (writing the cache, sending the request) follows right
 * after, without holding up the paint.
 */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => {
    setTimeout(work, 0);
  });
}
