/**
 * Errors as a contract, defined once: the codes a GraphQL error carries in `extensions.code`, the
 * reasons of a CONFLICT, and the payloads that come with them. The api, the gateway and the web all
 * read these; the web words every error from its code (never from the server's English message).
 */
import { plainMessageValues, type MessageValues } from './validation/messages';

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
  /**
   * The user signed in with a temporary password and must choose their own first: until then only
   * their profile, the password change and sign-out work.
   */
  PASSWORD_CHANGE_REQUIRED: 'PASSWORD_CHANGE_REQUIRED',
  /**
   * Too many attempts (sign-ins, current passwords) or operations at once; extensions.retryAfterSeconds
   * when known, extensions.reason (TooManyRequestsReason) what was counted.
   */
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * Codes of GraphQL itself (parsing, validation, variables: the request did not fit the schema), safe
 * to show; to the web they mean the page is older than the server.
 */
export const GRAPHQL_REQUEST_CODES: ReadonlySet<string> = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

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
  /** Archiving a record that is archived already (someone else did it first). */
  ALREADY_ARCHIVED: 'ALREADY_ARCHIVED',
  /** Restoring a record that is not archived (someone else restored it first). */
  NOT_ARCHIVED: 'NOT_ARCHIVED',
  /** Restoring a deleted leaflet whose validity has ended (only currently valid ones come back). */
  LEAFLET_EXPIRED: 'LEAFLET_EXPIRED',
  JOB_FINISHED: 'JOB_FINISHED',
  JOB_NOT_RETRYABLE: 'JOB_NOT_RETRYABLE',
  ARTICLE_DATA_STATE: 'ARTICLE_DATA_STATE',
  NO_PDF: 'NO_PDF',
  /** A PDF of a leaflet's pages was asked for, and the leaflet has no page images (neither cut nor uploaded). */
  NO_PAGES: 'NO_PAGES',
  /** Cancelling a link swap that is no longer planned (applied, cancelled or failed already). */
  LINK_SWAP_NOT_PLANNED: 'LINK_SWAP_NOT_PLANNED',
  /** Disabling one's own account (someone else must do it). */
  CANNOT_DISABLE_SELF: 'CANNOT_DISABLE_SELF',
  /** Taking away one's own administrator role (someone else must do it). */
  CANNOT_REMOVE_OWN_ADMIN: 'CANNOT_REMOVE_OWN_ADMIN',
  /** Editing or cancelling a notification that is no longer planned (sending, sent or cancelled already). */
  NOTIFICATION_NOT_PLANNED: 'NOTIFICATION_NOT_PLANNED',
  /** Publishing or deactivating a reel whose status does not allow it (published already, a draft deactivated…). */
  REEL_STATUS: 'REEL_STATUS',
} as const;
export type ConflictReason = (typeof ConflictReason)[keyof typeof ConflictReason];

export function isConflictReason(value: unknown): value is ConflictReason {
  return typeof value === 'string' && Object.hasOwn(ConflictReason, value);
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ErrorCode, value);
}

/** Conflicts of background jobs and article data: the api's code, passed on as the reason. */
export const JOB_CONFLICT_REASONS = [
  ConflictReason.JOB_FINISHED,
  ConflictReason.JOB_NOT_RETRYABLE,
  ConflictReason.ARTICLE_DATA_STATE,
  ConflictReason.NO_PDF,
  ConflictReason.NO_PAGES,
] as const;
export type JobConflictReason = (typeof JOB_CONFLICT_REASONS)[number];

export function isJobConflictReason(value: unknown): value is JobConflictReason {
  return typeof value === 'string' && (JOB_CONFLICT_REASONS as readonly string[]).includes(value);
}

/** What was counted when TOO_MANY_REQUESTS refused a call (`extensions.reason`): the api's code. */
export const TooManyRequestsReason = {
  /** Failed sign-ins (of one username from one address, or from one address). */
  TOO_MANY_ATTEMPTS: 'TOO_MANY_ATTEMPTS',
  /** Wrong current passwords given to change one's password. */
  TOO_MANY_PASSWORD_ATTEMPTS: 'TOO_MANY_PASSWORD_ATTEMPTS',
} as const;
export type TooManyRequestsReason = (typeof TooManyRequestsReason)[keyof typeof TooManyRequestsReason];

/** Why a FEATURE_DISABLED error happened (`extensions.reason`): the api's code. */
export const FeatureDisabledReason = {
  FEATURE_DISABLED: 'FEATURE_DISABLED',
  OFFERS_RECOGNITION_DISABLED: 'OFFERS_RECOGNITION_DISABLED',
} as const;
export type FeatureDisabledReason = (typeof FeatureDisabledReason)[keyof typeof FeatureDisabledReason];

export function isFeatureDisabledReason(value: unknown): value is FeatureDisabledReason {
  return typeof value === 'string' && Object.hasOwn(FeatureDisabledReason, value);
}

/**
 * Why the api refused one of its own outgoing requests (an external source, the push service) before
 * anything of it was used or stored. A job whose source is refused fails with SOURCE_REFUSED
 * (`packages/domain/src/jobs.ts`), its message naming the reason.
 */
export const OutgoingRefusalReason = {
  /**
   * The address is not a public one — loopback, private, link-local (the cloud metadata address among
   * them), carrier-grade NAT, unspecified, multicast, reserved, or an IPv6 form of one of these — and
   * its origin is not allowed by OUTGOING_ALLOWED_ORIGINS.
   */
  ADDRESS_NOT_ALLOWED: 'ADDRESS_NOT_ALLOWED',
  /** Not an http or https address (a redirect to `file:` …). */
  SCHEME_NOT_ALLOWED: 'SCHEME_NOT_ALLOWED',
  /** More redirects than followed at most. */
  TOO_MANY_REDIRECTS: 'TOO_MANY_REDIRECTS',
  /** The answer is larger than its limit (declared, or counted while it is read). */
  TOO_LARGE: 'TOO_LARGE',
} as const;
export type OutgoingRefusalReason = (typeof OutgoingRefusalReason)[keyof typeof OutgoingRefusalReason];

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

/** One refused field of a BAD_USER_INPUT error (`extensions.invalidFields`), the api's shape. */
export interface InvalidField {
  field: string;
  /** Translation key of the message (namespace `validation`), e.g. `validation.duplicateName`. */
  key: string;
  message: string;
  /** The message's placeholder values, e.g. `{ position: 3 }`. */
  values?: MessageValues;
}

type Extensions = Readonly<Record<string, unknown>> | null | undefined;

function withValues(values: MessageValues | undefined): { values?: MessageValues } {
  return values ? { values } : {};
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function wholeOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

/** Only the public part of a last move (no ids of other records, nothing unexpected), or null. */
export function readLastMove(raw: unknown): LastMoveSummary | null {
  if (!isRecord(raw)) return null;
  return {
    actor: textOf(raw['actor']),
    naturalId: textOf(raw['naturalId']),
    toPriority: wholeOf(raw['toPriority']),
    at: textOf(raw['at']),
  };
}

/** The holder of an edit lock as LOCKED reports it (`extensions.lock`), or null when it is not one. */
export function readLock(raw: unknown): LockedPayload | null {
  if (!isRecord(raw)) return null;
  const holder = textOf(raw['holder']);
  const since = textOf(raw['since']);
  const expiresAt = textOf(raw['expiresAt']);
  return holder !== null && since !== null && expiresAt !== null ? { holder, since, expiresAt } : null;
}

/** The refused fields of a BAD_USER_INPUT or DUPLICATE_NAME error (`invalidFields`), only well-formed items. */
export function readInvalidFields(raw: unknown): InvalidField[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item: unknown) =>
    isRecord(item) && typeof item['field'] === 'string'
      ? [
          {
            field: item['field'],
            key: typeof item['key'] === 'string' ? item['key'] : 'validation.invalid',
            message: typeof item['message'] === 'string' ? item['message'] : '',
            ...withValues(plainMessageValues(item['values'])),
          },
        ]
      : [],
  );
}

/** A CONFLICT read from its extensions: the reason with the payload that reason carries. */
export type Conflict =
  | ({ reason: typeof ConflictReason.PRIORITY_TAKEN } & PriorityTakenPayload)
  | ({ reason: typeof ConflictReason.ORDERING_CHANGED } & OrderingChangedPayload)
  | { reason: typeof ConflictReason.VERSION_MISMATCH; currentVersion: number | null }
  | { reason: typeof ConflictReason.DUPLICATE_NAME; invalidFields: InvalidField[] }
  | {
      reason: Exclude<
        ConflictReason,
        | typeof ConflictReason.PRIORITY_TAKEN
        | typeof ConflictReason.ORDERING_CHANGED
        | typeof ConflictReason.VERSION_MISMATCH
        | typeof ConflictReason.DUPLICATE_NAME
      >;
    };

/**
 * Reads the `extensions` of a GraphQL error as a CONFLICT of the contract: null when the code is not
 * CONFLICT or the reason is unknown. Missing payload fields read as empty ('' / 0 / null), never throw.
 */
export function readConflict(extensions: Extensions): Conflict | null {
  if (!extensions || extensions['code'] !== ErrorCode.CONFLICT) return null;
  const reason = extensions['reason'];
  if (!isConflictReason(reason)) return null;
  switch (reason) {
    case ConflictReason.PRIORITY_TAKEN:
      return {
        reason,
        naturalId: textOf(extensions['naturalId']) ?? '',
        priority: wholeOf(extensions['priority']) ?? 0,
        platform: textOf(extensions['platform']) ?? '',
      };
    case ConflictReason.ORDERING_CHANGED:
      return { reason, currentVersion: wholeOf(extensions['currentVersion']), lastMove: readLastMove(extensions['lastMove']) };
    case ConflictReason.VERSION_MISMATCH:
      return { reason, currentVersion: wholeOf(extensions['currentVersion']) };
    case ConflictReason.DUPLICATE_NAME:
      return { reason, invalidFields: readInvalidFields(extensions['invalidFields']) };
    default:
      return { reason };
  }
}
