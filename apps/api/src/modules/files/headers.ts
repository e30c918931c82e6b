/**
 * Headers of every file served under /files: the declared type is final (`nosniff`), the name is
 * the server's own, and each file gets a policy of its own so that a file opened on its own can
 * run nothing.
 */
import type { Response } from 'express';

/** Pictures (PNG, JPEG, WebP) and generated SVGs: no scripts, no requests, a sandboxed origin. */
export const IMAGE_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";
/**
 * PDFs: nothing loads from anywhere; not sandboxed, because browsers' built-in PDF viewers refuse
 * to open a document sandboxed by its policy.
 */
export const PDF_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";
/** Anything else is downloaded, never displayed. */
export const DOWNLOAD_POLICY = "default-src 'none'; sandbox";

function isInline(contentType: string): boolean {
  return contentType.startsWith('image/') || contentType === 'application/pdf';
}

/** ASCII letters, digits, dot, dash and underscore; anything else becomes `_`. */
function asciiFileName(name: string): string {
  const safe = name.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 100);
  return safe === '' || /^\.+$/.test(safe) ? 'file' : safe;
}

/** RFC 5987 value: UTF-8, percent-encoded, including the characters encodeURIComponent leaves. */
function extendedFileName(name: string): string {
  return `UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** `inline` for pictures and PDFs, `attachment` otherwise, with a plain and an RFC 5987 name. */
export function contentDisposition(name: string, contentType: string): string {
  const kind = isInline(contentType) ? 'inline' : 'attachment';
  return `${kind}; filename="${asciiFileName(name)}"; filename*=${extendedFileName(name.slice(0, 200))}`;
}

function policyFor(contentType: string): string {
  if (contentType === 'application/pdf') return PDF_POLICY;
  if (contentType.startsWith('image/')) return IMAGE_POLICY;
  return DOWNLOAD_POLICY;
}

/** Sets the type, `nosniff`, the disposition and the file's own policy. */
export function setFileHeaders(res: Response, file: { name: string; contentType: string }): void {
  const bareType = file.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Disposition', contentDisposition(file.name, bareType));
  res.setHeader('Content-Security-Policy', policyFor(bareType));
}
