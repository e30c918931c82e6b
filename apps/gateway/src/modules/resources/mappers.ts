import type { UpstreamRecord } from './client';

/** The bookkeeping every record of the kit carries: version, archive state, last write. */
export function recordMeta(raw: UpstreamRecord): { version: number; archivedAt: string | null; updatedAt: string; updatedBy: string | null } {
  return {
    version: raw.version,
    archivedAt: raw.archivedAt ?? null,
    // Records embedded in other answers (a shop's category) may omit when they were written.
    updatedAt: raw.updatedAt ?? new Date(0).toISOString(),
    updatedBy: raw.updatedBy ?? null,
  };
}
