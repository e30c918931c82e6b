import {
  ConflictReason,
  ErrorCode,
  GRAPHQL_REQUEST_CODES,
  isConflictReason,
  isFeatureDisabledReason,
  isJobConflictReason,
  readLastMove,
  TooManyRequestsReason,
  type FeatureDisabledReason,
  type InvalidField,
  type JobConflictReason,
  type LastMoveSummary,
  type LockedPayload,
} from '@flyerdesk/domain/errors';
import { formatPlatformName } from '@flyerdesk/domain/platforms';
import { plainMessageValues, type MessageValues } from '@flyerdesk/domain/validation/messages';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { UpstreamHttpError, UpstreamUnavailableError, type UpstreamErrorBody } from './upstream/http';

/**
 * The gateway's side of the error contract of packages/domain (`@flyerdesk/domain/errors`): every
 * error a browser sees carries an ErrorCode in `extensions.code`, plus `extensions.traceId` (the id
 * to look up in the logs); conflicts carry a ConflictReason and the payload of that reason.
 */
export { ErrorCode };
export type { ConflictReason, FeatureDisabledReason, InvalidField, JobConflictReason, LastMoveSummary };

/** The gateway's own English message per job conflict (the web words it from the reason). */
const JOB_CONFLICTS: Record<JobConflictReason, string> = {
  JOB_FINISHED: 'The job has already finished',
  JOB_NOT_RETRYABLE: 'There is nothing to run again in this job',
  ARTICLE_DATA_STATE: 'The article data is not in a state that allows this',
  NO_PDF: 'The leaflet has no PDF to cut',
  NO_PAGES: 'The leaflet has no page images to make a PDF of',
};

/** The gateway's own English message of the other conflicts that carry no payload. */
const OTHER_CONFLICTS: Partial<Record<ConflictReason, string>> = {
  INSERT_IN_USE: 'The insert is used in leaflets and cannot be removed',
  ALREADY_ARCHIVED: 'The record has already been archived',
  NOT_ARCHIVED: 'The record is not archived',
  LEAFLET_EXPIRED: 'The leaflet is no longer valid and cannot be restored',
  LINK_SWAP_NOT_PLANNED: 'The link swap has already been applied or cancelled',
  CANNOT_DISABLE_SELF: 'You cannot disable your own account',
  CANNOT_REMOVE_OWN_ADMIN: 'You cannot take away your own administrator role',
  NOTIFICATION_NOT_PLANNED: 'The notification is no longer planned: its send has started, ended or was cancelled',
  REEL_STATUS: 'The reel cannot take this status from the one it has now',
};

const FEATURES_DISABLED: Record<FeatureDisabledReason, string> = {
  FEATURE_DISABLED: 'This feature is disabled',
  OFFERS_RECOGNITION_DISABLED: 'Offers recognition feature is disabled',
};

const PUBLIC_CODES = new Set<string>([...Object.values(ErrorCode), ...GRAPHQL_REQUEST_CODES]);

/** Extension keys a browser may see; everything else (stacks, upstream bodies) is dropped. */
const PUBLIC_EXTENSIONS = [
  'code',
  'traceId',
  'invalidFields',
  'reason',
  'currentVersion',
  'lastMove',
  'naturalId',
  'priority',
  'platform',
  'retryAfterSeconds',
  'lock',
] as const;

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

/** The user signed in with a temporary password: only me, changePassword and logout work until it is changed. */
export function passwordChangeRequired(): GraphQLError {
  return gatewayError(ErrorCode.PASSWORD_CHANGE_REQUIRED, 'Change your temporary password first');
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

/** Someone else holds the record's edit lock: who, since when and until when (extensions.lock). */
export function locked(payload: LockedPayload): GraphQLError {
  const lock: LockedPayload = { holder: payload.holder, since: payload.since, expiresAt: payload.expiresAt };
  return gatewayError(ErrorCode.LOCKED, 'Someone else is editing this record', { lock });
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
 * `reason` what was counted (TooManyRequestsReason: failed sign-ins, wrong current passwords).
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
/** The plain placeholder values of an upstream refusal (nothing else of the upstream body passes). */
function plainValuesOf(raw: unknown): { values?: MessageValues } {
  const values = plainMessageValues(raw);
  return values ? { values } : {};
}

export function sanitizeInvalidFields(list: UpstreamErrorBody['invalidFields']): InvalidField[] {
  if (!Array.isArray(list)) return [];
  return list.map((item) => ({
    field: typeof item.field === 'string' ? item.field : '',
    key: typeof item.key === 'string' ? item.key : 'validation.invalid',
    message: typeof item.message === 'string' ? item.message : 'Invalid value',
    ...plainValuesOf(item.values),
  }));
}

/**
 * Upstream 409 codes that name a conflict differently from the contract: a category that shops use
 * answers CATEGORY_IN_USE; an insert placed on leaflet pages answers INSERT_IN_USE (a reason of its own);
 * a taken web id of a shop or category answers DUPLICATE_WEB_ID, a duplicate like a taken name (its
 * invalidFields name the field: storeWebId, categoryWebId).
 */
const UPSTREAM_CONFLICT_ALIASES: Readonly<Record<string, ConflictReason>> = {
  CATEGORY_IN_USE: ConflictReason.IN_USE,
  DUPLICATE_WEB_ID: ConflictReason.DUPLICATE_NAME,
};

function contractReason(candidate: string | undefined): ConflictReason | undefined {
  if (candidate === undefined) return undefined;
  if (isConflictReason(candidate)) return candidate;
  return Object.hasOwn(UPSTREAM_CONFLICT_ALIASES, candidate) ? UPSTREAM_CONFLICT_ALIASES[candidate] : undefined;
}

function conflictReason(body: UpstreamErrorBody | null): ConflictReason | undefined {
  for (const candidate of [body?.reason, body?.code]) {
    const reason = contractReason(candidate);
    if (reason) return reason;
  }
  if (body?.naturalId !== undefined && body.priority !== undefined) return ConflictReason.PRIORITY_TAKEN;
  if (body?.lastMove !== undefined && body.currentVersion !== undefined) return ConflictReason.ORDERING_CHANGED;
  if (sanitizeInvalidFields(body?.invalidFields).some((f) => f.field === 'name')) return ConflictReason.DUPLICATE_NAME;
  return undefined;
}

/** A stale version (412, or a 409 naming VERSION_MISMATCH): the record's current version when the api gave it. */
function versionMismatch(body: UpstreamErrorBody | null): GraphQLError {
  return conflict(ConflictReason.VERSION_MISMATCH, 'Someone else changed this record in the meantime', {
    currentVersion: typeof body?.currentVersion === 'number' ? body.currentVersion : undefined,
  });
}

/** Maps one upstream HTTP failure to the GraphQL error the browser sees (no upstream body leaks). */
function fromUpstream(error: UpstreamHttpError): GraphQLError | undefined {
  const body = error.body;
  // A switched-off feature answers 404 (article data) or 409 (offers recognition) upstream.
  if (error.status === 404 || error.status === 409) {
    const code = body?.code ?? body?.reason;
    if (isFeatureDisabledReason(code)) return featureDisabled(code);
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
      return body?.code === ErrorCode.PASSWORD_CHANGE_REQUIRED ? passwordChangeRequired() : forbidden();
    case 404:
      return notFound();
    case 409: {
      const reason = conflictReason(body);
      if (reason === ConflictReason.PRIORITY_TAKEN) {
        const { naturalId, priority, platform } = body ?? {};
        const platformName = typeof platform === 'string' ? formatPlatformName(platform) : platform;
        return conflict(reason, `There is already leaflet ${naturalId} with priority ${priority} on platform ${platformName}`, {
          naturalId,
          priority,
          platform,
        });
      }
      if (reason === ConflictReason.ORDERING_CHANGED) {
        const lastMove = readLastMove(body?.lastMove);
        return conflict(reason, `The order was changed${lastMove?.actor ? ` by ${lastMove.actor}` : ''} in the meantime`, {
          currentVersion: typeof body?.currentVersion === 'number' ? body.currentVersion : undefined,
          lastMove,
        });
      }
      if (reason === ConflictReason.DUPLICATE_NAME) {
        return conflict(reason, 'This name is already used', { invalidFields: sanitizeInvalidFields(body?.invalidFields) });
      }
      if (reason === ConflictReason.VERSION_MISMATCH) return versionMismatch(body);
      if (isJobConflictReason(reason)) return conflict(reason, JOB_CONFLICTS[reason]);
      const other = reason ?? ConflictReason.IN_USE;
      return conflict(other, OTHER_CONFLICTS[other] ?? 'The record is in use and cannot be changed this way');
    }
    case 412:
      return versionMismatch(body);
    case 413:
      return badUserInput([], 'The upload is too large');
    case 429: {
      const retry = body?.retryAfterSeconds;
      const seconds = typeof retry === 'number' && Number.isFinite(retry) && retry > 0 ? Math.ceil(retry) : undefined;
      if (body?.code === TooManyRequestsReason.TOO_MANY_ATTEMPTS) {
        return tooManyRequests('Too many failed sign-in attempts, please try again later', seconds, body.code);
      }
      if (body?.code === TooManyRequestsReason.TOO_MANY_PASSWORD_ATTEMPTS) {
        return tooManyRequests('Too many wrong current passwords, please try again later', seconds, body.code);
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
