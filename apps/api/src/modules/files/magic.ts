/** File types recognised by their first bytes, never by name or declared type. */

export type FileKind = 'png' | 'jpeg' | 'pdf';

const SIGNATURES: { kind: FileKind; bytes: number[] }[] = [
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

export function detectKind(data: Uint8Array): FileKind | undefined {
  return SIGNATURES.find(({ bytes }) => data.length >= bytes.length && bytes.every((b, i) => data[i] === b))?.kind;
}

export const EXTENSION: Record<FileKind, string> = { png: 'png', jpeg: 'jpg', pdf: 'pdf' };
export const CONTENT_TYPE: Record<FileKind, string> = { png: 'image/png', jpeg: 'image/jpeg', pdf: 'application/pdf' };

/**
 * Number of pages of a PDF, counted from its page objects (`/Type /Page`, not `/Pages`). Good for
 * the page count; compressed object streams may hide pages, in which case at least 1 is returned.
 */
export function countPdfPages(data: Buffer): number {
  const text = data.toString('latin1');
  const matches = text.match(/\/Type\s*\/Page(?![a-zA-Z])/g);
  return Math.max(1, matches?.length ?? 0);
}
