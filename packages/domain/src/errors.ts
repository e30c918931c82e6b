/**
 * Errors as a contract, defined once: the codes a GraphQL error carries in `extensions.code`, the
 * reasons of a CONFLICT, and the payloads that come with them. The api, the gateway and the web all
 * read these; the web words every error from its code (never from the server's English message).
 */

/** `extensions.code` of every error the gateway returns. */
export const ErrorCode = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  /** Someone else holds the edit lock of the record (extensions.lock: LockedPayload). */
  LOCKED: 'LOCKED',
  /** A switched-off feature (extensions.reason: FEATURE_DISABLED or OFFERS_RECOGNITION_DISABLED). */
  FEATURE_DISABLED: 'FEATURE_DISABLED',
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
  /** Too many attempts (sign-ins) or operations at once; extensions.retryAfterSeconds when known. */
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Why a CONFLICT happened (`extensions.reason`). */
export const ConflictReason = {
  /** The write started from a stale version (extensions.currentVersion). */
  VERSION_MISMATCH: 'VERSION_MISMATCH',
  /** The priority is held by another leaflet on the platform (extensions: PriorityTakenPayload). */
  PRIORITY_TAKEN: 'PRIORITY_TAKEN',
  /** The ordering moved on since the client read it (extensions: OrderingChangedPayload). */
  ORDERING_CHANGED: 'ORDERING_CHANGED',
  DUPLICATE_NAME: 'DUPLICATE_NAME',
  /** The record is used elsewhere and cannot be removed (a category by shops…). */
  IN_USE: 'IN_USE',
  /** An insert placed on a leaflet page cannot be removed. */
  INSERT_IN_USE: 'INSERT_IN_USE',
  JOB_FINISHED: 'JOB_FINISHED',
  JOB_NOT_RETRYABLE: 'JOB_NOT_RETRYABLE',
  ARTICLE_DATA_STATE: 'ARTICLE_DATA_STATE',
  NO_PDF: 'NO_PDF',
} as const;
export type ConflictReason = (typeof ConflictReason)[keyof typeof ConflictReason];

export function isConflictReason(value: unknown): value is ConflictReason {
  return typeof value === 'string' && Object.hasOwn(ConflictReason, value);
}

/** PRIORITY_TAKEN: which leaflet holds the priority on which platform. */
export interface PriorityTakenPayload {
  naturalId: string;
  priority: number;
  platform: string;
}

/** ORDERING_CHANGED: who changed the order last, so the UI can say what happened. */
export interface LastMoveSummary {
  actor: string | null;
  naturalId: string | null;
  toPriority: number | null;
  at: string | null;
}

export interface OrderingChangedPayload {
  currentVersion: number | null;
  lastMove: LastMoveSummary | null;
}

/** LOCKED: who holds the record's edit lock and until when (unless renewed). */
export interface LockedPayload {
  holder: string;
  since: string;
  expiresAt: string;
}
