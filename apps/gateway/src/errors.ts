import { formatPlatformName } from '@flyerdesk/domain/platforms';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { UpstreamHttpError, UpstreamUnavailableError, type UpstreamErrorBody } from './upstream/http';

/**
 * Error codes of the GraphQL contract. Every error a browser sees carries one of these in
 * `extensions.code`, plus `extensions.traceId` (the id to look up in the logs).
 */
export const ErrorCode = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  /** A switched-off feature (extensions.reason: FEATURE_DISABLED or OFFERS_RECOGNITION_DISABLED). */
  FEATURE_DISABLED: 'FEATURE_DISABLED',
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
  /** Too many attempts (sign-ins) or operations at once; extensions.retryAfterSeconds when known. */
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Why a CONFLICT happened. */
export type ConflictReason =
  | 'VERSION_MISMATCH'
  | 'PRIORITY_TAKEN'
  | 'DUPLICATE_NAME'
  | 'IN_USE'
  | 'ORDERING_CHANGED'
  | JobConflictReason;

/** Conflicts of background jobs and article data: the api's code, passed on as the reason. */
export type JobConflictReason = 'JOB_FINISHED' | 'JOB_NOT_RETRYABLE' | 'ARTICLE_DATA_STATE' | 'NO_PDF';

const JOB_CONFLICTS: Record<JobConflictReason, string> = {
  JOB_FINISHED: 'The job has already finished',
  JOB_NOT_RETRYABLE: 'There is nothing to run again in this job',
  ARTICLE_DATA_STATE: 'The article data is not in a state that allows this',
  NO_PDF: 'The leaflet has no PDF to cut',
};

/** Why a FEATURE_DISABLED error happened: the api's code. */
export type FeatureDisabledReason = 'FEATURE_DISABLED' | 'OFFERS_RECOGNITION_DISABLED';

const FEATURES_DISABLED: Record<FeatureDisabledReason, string> = {
  FEATURE_DISABLED: 'This feature is disabled',
  OFFERS_RECOGNITION_DISABLED: 'Offers recognition feature is disabled',
};

/** ORDERING_CHANGED: who changed the order last, so the UI can say what happened. */
export interface LastMoveSummary {
  actor: string | null;
  naturalId: string | null;
  toPriority: number | null;
  at: string | null;
}

export interface InvalidField {
  field: string;
  key: string;
  message: string;
}

/** Codes produced by GraphQL itself (parsing, validation, variables) that are safe to show. */
const REQUEST_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);
const PUBLIC_CODES = new Set<string>([...Object.values(ErrorCode), ...REQUEST_CODES]);

/** Extension keys a browser may see; everything else (stacks, upstream bodies) is dropped. */
const PUBLIC_EXTENSIONS = ['code', 'traceId', 'invalidFields', 'reason', 'currentVersion', 'lastMove', 'naturalId', 'priority', 'platform', 'retryAfterSeconds'] as const;

export const INTERNAL_MESSAGE = 'Internal server error';

/**
 * graphql's "Did you mean …?" hints (fields, types, arguments, enum values) name parts of the
 * schema; they never leave the gateway, in any mode.
 */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/** The message without graphql's suggestions. */
function withoutSuggestions(message: string): string {
  return message.replace(SUGGESTION, '');
}

function gatewayError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { ...extensions, code } });
}

export function unauthenticated(message = 'Not signed in or the session has expired', reason?: string): GraphQLError {
  return gatewayError(ErrorCode.UNAUTHENTICATED, message, reason ? { reason } : {});
}

export function forbidden(message = 'You do not have permission to do this'): GraphQLError {
  return gatewayError(ErrorCode.FORBIDDEN, message);
}

export function notFound(message = 'Not found'): GraphQLError {
  return gatewayError(ErrorCode.NOT_FOUND, message);
}

/** Validation failure with per-field messages (same shape as the api's invalidFields). */
export function badUserInput(invalidFields: InvalidField[], message = 'Validation failed'): GraphQLError {
  return gatewayError(ErrorCode.BAD_USER_INPUT, message, { invalidFields });
}

export function conflict(reason: ConflictReason, message: string, extra: Record<string, unknown> = {}): GraphQLError {
  return gatewayError(ErrorCode.CONFLICT, message, { reason, ...extra });
}

export function featureDisabled(reason: FeatureDisabledReason): GraphQLError {
  return gatewayError(ErrorCode.FEATURE_DISABLED, FEATURES_DISABLED[reason], { reason });
}

/** A request the gateway cannot serve in this form (e.g. signing in over a WebSocket). */
export function badRequest(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_REQUEST' } });
}

/**
 * Refused for now: too many attempts; `retryAfterSeconds` says when to try again (when known),
 * `reason` what was counted (TOO_MANY_ATTEMPTS: failed sign-ins).
 */
export function tooManyRequests(message: string, retryAfterSeconds?: number, reason?: string): GraphQLError {
  return gatewayError(ErrorCode.TOO_MANY_REQUESTS, message, {
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
    ...(reason === undefined ? {} : { reason }),
  });
}

export function upstreamUnavailable(): GraphQLError {
  return gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, 'The leaflet service is unavailable, please try again later');
}

export function codeOf(error: unknown): string | undefined {
  if (error instanceof GraphQLError) {
    const code = error.extensions['code'];
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/** Only the public part of the api's invalid fields (field, key, message as text). */
export function sanitizeInvalidFields(list: UpstreamErrorBody['invalidFields']): InvalidField[] {
  if (!Array.isArray(list)) return [];
  return list.map((item) => ({
    field: typeof item.field === 'string' ? item.field : '',
    key: typeof item.key === 'string' ? item.key : 'validation.invalid',
    message: typeof item.message === 'string' ? item.message : 'Invalid value',
  }));
}

const CONFLICT_REASONS = new Set<ConflictReason>([
  'VERSION_MISMATCH',
  'PRIORITY_TAKEN',
  'DUPLICATE_NAME',
  'IN_USE',
  'ORDERING_CHANGED',
  ...(Object.keys(JOB_CONFLICTS) as JobConflictReason[]),
]);

function isJobConflict(reason: ConflictReason | undefined): reason is JobConflictReason {
  return reason !== undefined && Object.hasOwn(JOB_CONFLICTS, reason);
}

function isFeatureDisabled(code: unknown): code is FeatureDisabledReason {
  return typeof code === 'string' && Object.hasOwn(FEATURES_DISABLED, code);
}

function field<T>(source: Record<string, unknown>, name: string, type: 'string' | 'number'): T | null {
  const value = source[name];
  return typeof value === type ? (value as T) : null;
}

/** Only the public part of the upstream's last move (no ids of other records, nothing unexpected). */
function lastMoveOf(raw: unknown): LastMoveSummary | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const move = raw as Record<string, unknown>;
  return {
    actor: field<string>(move, 'actor', 'string'),
    naturalId: field<string>(move, 'naturalId', 'string'),
    toPriority: field<number>(move, 'toPriority', 'number'),
    at: field<string>(move, 'at', 'string'),
  };
}

function conflictReason(body: UpstreamErrorBody | null): ConflictReason | undefined {
  for (const candidate of [body?.reason, body?.code]) {
    if (candidate && CONFLICT_REASONS.has(candidate as ConflictReason)) return candidate as ConflictReason;
  }
  if (body?.naturalId !== undefined && body.priority !== undefined) return 'PRIORITY_TAKEN';
  if (body?.lastMove !== undefined && body.currentVersion !== undefined) return 'ORDERING_CHANGED';
  if (sanitizeInvalidFields(body?.invalidFields).some((f) => f.field === 'name')) return 'DUPLICATE_NAME';
  return undefined;
}

/** Maps one upstream HTTP failure to the GraphQL error the browser sees (no upstream body leaks). */
function fromUpstream(error: UpstreamHttpError): GraphQLError | undefined {
  const body = error.body;
  // A switched-off feature answers 404 (article data) or 409 (offers recognition) upstream.
  if (error.status === 404 || error.status === 409) {
    const code = body?.code ?? body?.reason;
    if (isFeatureDisabled(code)) return featureDisabled(code);
  }
  switch (error.status) {
    case 400: {
      const fields = sanitizeInvalidFields(body?.invalidFields);
      return badUserInput(fields, fields.length > 0 ? 'Validation failed' : 'Invalid request');
    }
    case 401: {
      const reason = body?.reason ?? body?.code;
      if (reason === 'BAD_CREDENTIALS') return unauthenticated('Invalid username or password', reason);
      if (reason === 'USER_DISABLED') return unauthenticated('This account is disabled', reason);
      if (reason === 'INVALID_REFRESH_TOKEN') return unauthenticated('The session has expired, please sign in again', reason);
      return unauthenticated();
    }
    case 403:
      return forbidden();
    case 404:
      return notFound();
    case 409: {
      const reason = conflictReason(body);
      if (reason === 'PRIORITY_TAKEN') {
        const { naturalId, priority, platform } = body ?? {};
        const platformName = typeof platform === 'string' ? formatPlatformName(platform) : platform;
        return conflict(reason, `There is already leaflet ${naturalId} with priority ${priority} on platform ${platformName}`, {
          naturalId,
          priority,
          platform,
        });
      }
      if (reason === 'ORDERING_CHANGED') {
        const lastMove = lastMoveOf(body?.lastMove);
        return conflict(reason, `The order was changed${lastMove?.actor ? ` by ${lastMove.actor}` : ''} in the meantime`, {
          currentVersion: typeof body?.currentVersion === 'number' ? body.currentVersion : undefined,
          lastMove,
        });
      }
      if (reason === 'DUPLICATE_NAME') {
        return conflict(reason, 'This name is already used', { invalidFields: sanitizeInvalidFields(body?.invalidFields) });
      }
      if (isJobConflict(reason)) return conflict(reason, JOB_CONFLICTS[reason]);
      return conflict(reason ?? 'IN_USE', 'The record is in use and cannot be changed this way');
    }
    case 412:
      return conflict('VERSION_MISMATCH', 'Someone else changed this record in the meantime', {
        currentVersion: typeof body?.currentVersion === 'number' ? body.currentVersion : undefined,
      });
    case 413:
      return badUserInput([], 'The upload is too large');
    case 429: {
      const retry = body?.retryAfterSeconds;
      const seconds = typeof retry === 'number' && Number.isFinite(retry) && retry > 0 ? Math.ceil(retry) : undefined;
      if (body?.code === 'TOO_MANY_ATTEMPTS') {
        return tooManyRequests('Too many failed sign-in attempts, please try again later', seconds, 'TOO_MANY_ATTEMPTS');
      }
      return tooManyRequests('Too many requests, please try again later', seconds);
    }
    default:
      // Any other refusal of the request (414 URI too long, 415, 422 …) is about what was sent, not a fault here.
      if (error.status >= 400 && error.status < 500) return badUserInput([], 'The request could not be handled');
      return undefined;
  }
}

/**
 * Turns anything a resolver threw into the typed GraphQL error of the contract. Unknown
 * errors are returned unchanged: they are logged and masked when the response is formatted.
 */
export function toGraphQLError(error: unknown): unknown {
  if (error instanceof UpstreamUnavailableError) return upstreamUnavailable();
  if (error instanceof UpstreamHttpError) return fromUpstream(error) ?? error;
  if (error instanceof GraphQLError && error.originalError) {
    const mapped = toGraphQLError(error.originalError);
    if (mapped !== error.originalError) return mapped;
  }
  return error;
}

/** True when the error is one of the contract's expected failures (not a bug). */
export function isPublicError(formatted: GraphQLFormattedError): boolean {
  const code = formatted.extensions?.['code'];
  return typeof code === 'string' && PUBLIC_CODES.has(code) && code !== ErrorCode.INTERNAL_SERVER_ERROR;
}

/**
 * The single masking step for HTTP and WebSocket responses: expected errors keep their
 * message (without suggestions) and public extensions; everything else becomes "Internal server error".
 * Stack traces and upstream bodies never leave the gateway.
 */
export function maskError(formatted: GraphQLFormattedError, traceId?: string): GraphQLFormattedError {
  const extensions: Record<string, unknown> = {};
  if (isPublicError(formatted)) {
    for (const key of PUBLIC_EXTENSIONS) {
      const value = formatted.extensions?.[key];
      if (value !== undefined) extensions[key] = value;
    }
    const existingTrace = formatted.extensions?.['traceId'];
    if (traceId && existingTrace === undefined) extensions['traceId'] = traceId;
    return { message: withoutSuggestions(formatted.message), ...(formatted.locations ? { locations: formatted.locations } : {}), ...(formatted.path ? { path: formatted.path } : {}), extensions };
  }
  extensions['code'] = ErrorCode.INTERNAL_SERVER_ERROR;
  const existingTrace = formatted.extensions?.['traceId'];
  if (typeof existingTrace === 'string') extensions['traceId'] = existingTrace;
  else if (traceId) extensions['traceId'] = traceId;
  return { message: INTERNAL_MESSAGE, ...(formatted.path ? { path: formatted.path } : {}), extensions };
}
