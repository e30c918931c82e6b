/** Response helpers shared by the route modules. */
import type { Response } from 'express';
import { versionMismatch } from './errors';

/** Sends one record with its version as ETag. */
export function sendRecord(res: Response, record: { version: number }, status = 200): void {
  res.status(status).setHeader('ETag', `"${record.version}"`);
  res.json(record);
}

/** Refuses a write made from a stale version (If-Match differs from the stored version). */
export function checkVersion(expected: number | undefined, current: number): void {
  if (expected !== undefined && expected !== current) throw versionMismatch(current);
}
