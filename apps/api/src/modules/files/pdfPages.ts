/**
 * Number of pages of a PDF, counted from its page objects (`/Type /Page`, not `/Pages`). Good for
 * the page count; compressed object streams may hide pages, in which case at least 1 is returned.
 */
export function countPdfPages(data: Buffer): number {
  const text = data.toString('latin1');
  const matches = text.match(/\/Type\s*\/Page(?![a-zA-Z])/g);
  return Math.max(1, matches?.length ?? 0);
}
