/**
 * Reading and wording failed operations. Codes, conflict reasons and their payloads come from the
 * contract in packages/domain; every error is worded in the interface's language from its code and
 * reason (namespace `errorMessages`), never from the server's English message. Only an error whose
 * code has no wording here shows the server's message (spec §8 handler 5: "response message").
 */
import { CombinedGraphQLErrors, CombinedProtocolErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import {
  ConflictReason,
  ErrorCode,
  GRAPHQL_REQUEST_CODES,
  isFeatureDisabledReason,
  readConflict,
  readInvalidFields,
  readLock,
  TooManyRequestsReason,
  type Conflict,
  type FeatureDisabledReason,
  type InvalidField,
  type LockedPayload,
} from '@flyerdesk/domain/errors';
import { formatPlatformName } from '@flyerdesk/domain/platforms';
import type { GraphQLFormattedError } from 'graphql';
import type { TFunction } from 'i18next';

/** The translation namespace of error texts. */
export const ERROR_MESSAGES_NS = 'errorMessages';

/** Refused fields with a display name of their own (spec §8); others show their name as sent. */
const NAMED_FIELDS: readonly string[] = ['naturalId', 'validFrom', 'validTo', 'publishDate', 'status', 'groupId'];

/** Reasons of UNAUTHENTICATED that say more than "the session has gone". */
const UNAUTHENTICATED_REASONS: readonly string[] = ['BAD_CREDENTIALS', 'USER_DISABLED', 'INVALID_REFRESH_TOKEN'];

type Extensions = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFormattedError(value: unknown): value is GraphQLFormattedError {
  return isRecord(value) && typeof value['message'] === 'string' && isRecord(value['extensions']);
}

/**
 * The GraphQL errors a failure carries: those of an Apollo result or a subscription's protocol, or the
 * error itself when it is one (a GraphQLError or its formatted form, with extensions). None for network failures.
 */
export function graphQLErrorsOf(error: unknown): readonly GraphQLFormattedError[] {
  if (CombinedGraphQLErrors.is(error) || CombinedProtocolErrors.is(error)) return error.errors;
  return isFormattedError(error) ? [error] : [];
}

function extensionsOf(item: GraphQLFormattedError): Extensions {
  return item.extensions ?? {};
}

function codeIn(item: GraphQLFormattedError): string | undefined {
  const code = extensionsOf(item)['code'];
  return typeof code === 'string' ? code : undefined;
}

/** What an HTTP status without a GraphQL answer means in the contract's codes. */
function codeOfStatus(status: number): string | undefined {
  if (status === 401) return ErrorCode.UNAUTHENTICATED;
  if (status === 403) return ErrorCode.FORBIDDEN;
  if (status === 429) return ErrorCode.TOO_MANY_REQUESTS;
  return undefined;
}

/**
 * The contract's code of a failure (`extensions.code` of its first error that has one); a bare HTTP
 * 401, 403 or 429 reads as UNAUTHENTICATED, FORBIDDEN or TOO_MANY_REQUESTS. Undefined otherwise.
 */
export function errorCodeOf(error: unknown): string | undefined {
  for (const item of graphQLErrorsOf(error)) {
    const code = codeIn(item);
    if (code !== undefined) return code;
  }
  if (ServerError.is(error) || ServerParseError.is(error)) return codeOfStatus(error.statusCode);
  return undefined;
}

/** Every code the failure carries (an operation may fail for several reasons at once). */
export function errorCodesOf(error: unknown): string[] {
  const codes = graphQLErrorsOf(error).flatMap((item) => {
    const code = codeIn(item);
    return code === undefined ? [] : [code];
  });
  if (codes.length > 0) return codes;
  const code = errorCodeOf(error);
  return code === undefined ? [] : [code];
}

/** The first CONFLICT of the failure with its reason and payload, or null. */
export function conflictOf(error: unknown): Conflict | null {
  for (const item of graphQLErrorsOf(error)) {
    const conflict = readConflict(item.extensions);
    if (conflict) return conflict;
  }
  return null;
}

/** The reason of the failure's CONFLICT, when it is one of the contract. */
export function conflictReasonOf(error: unknown): ConflictReason | undefined {
  return conflictOf(error)?.reason;
}

/** Why a feature refused to work (FEATURE_DISABLED), when the failure is that. */
export function featureDisabledReasonOf(error: unknown): FeatureDisabledReason | undefined {
  for (const item of graphQLErrorsOf(error)) {
    const reason = extensionsOf(item)['reason'];
    if (codeIn(item) === ErrorCode.FEATURE_DISABLED && isFeatureDisabledReason(reason)) return reason;
  }
  return undefined;
}

/** Who holds the record's edit lock, when the failure is LOCKED; null otherwise. */
export function lockOf(error: unknown): LockedPayload | null {
  for (const item of graphQLErrorsOf(error)) {
    if (codeIn(item) === ErrorCode.LOCKED) return readLock(extensionsOf(item)['lock']);
  }
  return null;
}

/** The fields the server refused (BAD_USER_INPUT, or a CONFLICT on a duplicate name), in order. */
export function invalidFieldsOf(error: unknown): InvalidField[] {
  return graphQLErrorsOf(error).flatMap((item) => readInvalidFields(extensionsOf(item)['invalidFields']));
}

/** The server's own message of the failure (first GraphQL error with a non-empty one). */
export function serverMessageOf(error: unknown): string | undefined {
  for (const item of graphQLErrorsOf(error)) {
    if (item.message.trim() !== '') return item.message;
  }
  return undefined;
}

/** The browser could not reach the server (offline, refused connection, proxy without a gateway behind it). */
export function isNetworkError(error: unknown): boolean {
  if (graphQLErrorsOf(error).length > 0) return false;
  if (ServerError.is(error) || ServerParseError.is(error)) return [0, 502, 503, 504].includes(error.statusCode);
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
}

/** A refused field's display name: its own for the fields of spec §8, else its name as sent. */
export function fieldDisplayName(field: string, t: TFunction): string {
  return NAMED_FIELDS.includes(field) ? t(`invalidFieldNames.${field}`, { ns: 'common' }) : field;
}

/** A refused field's message from its key (namespace `validation`), never the server's English text. */
export function fieldMessage(item: InvalidField, t: TFunction): string {
  return t(item.key, { ...item.values, ns: 'validation', defaultValue: t('invalidValue', { ns: ERROR_MESSAGES_NS }) });
}

function describeConflict(conflict: Conflict | null, t: TFunction): string {
  const ns = ERROR_MESSAGES_NS;
  if (!conflict) return t('conflict.OTHER', { ns });
  switch (conflict.reason) {
    case ConflictReason.PRIORITY_TAKEN:
      return t('conflict.PRIORITY_TAKEN', {
        ns,
        naturalId: conflict.naturalId,
        priority: conflict.priority,
        platform: formatPlatformName(conflict.platform),
      });
    case ConflictReason.ORDERING_CHANGED: {
      const actor = conflict.lastMove?.actor;
      return actor ? t('conflict.ORDERING_CHANGED', { ns, actor }) : t('conflict.ORDERING_CHANGED_BY_SOMEONE', { ns });
    }
    default:
      return t(`conflict.${conflict.reason}`, { ns });
  }
}

function describeInvalidInput(fields: InvalidField[], t: TFunction): string {
  const ns = ERROR_MESSAGES_NS;
  if (fields.length === 0) return t('badUserInput', { ns });
  const lines = fields.map((item) => t('invalidField', { ns, field: fieldDisplayName(item.field, t), message: fieldMessage(item, t) }));
  return t('invalidFields', { ns, fields: lines.join('; ') });
}

function describeTooMany(extensions: Extensions, t: TFunction): string {
  const ns = ERROR_MESSAGES_NS;
  const retry = extensions['retryAfterSeconds'];
  const seconds = typeof retry === 'number' && Number.isFinite(retry) && retry > 0 ? Math.ceil(retry) : undefined;
  switch (extensions['reason']) {
    case TooManyRequestsReason.TOO_MANY_ATTEMPTS:
      return t('tooManyAttempts', { ns });
    case TooManyRequestsReason.TOO_MANY_PASSWORD_ATTEMPTS:
      return seconds === undefined
        ? t('tooManyPasswordAttemptsLater', { ns })
        : t('tooManyPasswordAttempts', { ns, count: Math.max(1, Math.ceil(seconds / 60)) });
    default:
      return seconds === undefined ? t('tooManyRequests', { ns }) : t('tooManyRequestsIn', { ns, seconds });
  }
}

/** One GraphQL error worded from its code; undefined when the code has no wording here. */
function describeGraphQLError(item: GraphQLFormattedError, t: TFunction): string | undefined {
  const ns = ERROR_MESSAGES_NS;
  const extensions = extensionsOf(item);
  const code = codeIn(item);
  const reason = extensions['reason'];
  switch (code) {
    case ErrorCode.UNAUTHENTICATED:
      return typeof reason === 'string' && UNAUTHENTICATED_REASONS.includes(reason)
        ? t(`unauthenticatedReason.${reason}`, { ns })
        : t('unauthenticated', { ns });
    case ErrorCode.FORBIDDEN:
      return t('forbidden', { ns });
    case ErrorCode.NOT_FOUND:
      return t('notFound', { ns });
    case ErrorCode.BAD_USER_INPUT:
      return describeInvalidInput(readInvalidFields(extensions['invalidFields']), t);
    case ErrorCode.CONFLICT:
      return describeConflict(readConflict(extensions), t);
    case ErrorCode.LOCKED: {
      const lock = readLock(extensions['lock']);
      return lock ? t('locked', { ns, holder: lock.holder }) : t('lockedBySomeone', { ns });
    }
    case ErrorCode.FEATURE_DISABLED:
      return t(`featureDisabled.${isFeatureDisabledReason(reason) ? reason : 'FEATURE_DISABLED'}`, { ns });
    case ErrorCode.UPSTREAM_UNAVAILABLE:
      return t('upstreamUnavailable', { ns });
    case ErrorCode.TOO_MANY_REQUESTS:
      return describeTooMany(extensions, t);
    case ErrorCode.PASSWORD_CHANGE_REQUIRED:
      return t('passwordChangeRequired', { ns });
    case ErrorCode.INTERNAL_SERVER_ERROR:
      return t('internal', { ns });
    default:
      return code !== undefined && GRAPHQL_REQUEST_CODES.has(code) ? t('badRequest', { ns }) : undefined;
  }
}

/** A failure without a GraphQL answer, worded from its HTTP status (when the server sent one). */
function describeTransport(error: unknown, t: TFunction): string {
  const ns = ERROR_MESSAGES_NS;
  if (isNetworkError(error)) return t('network', { ns });
  if (ServerError.is(error) || ServerParseError.is(error)) {
    const status = error.statusCode;
    if (status === 401) return t('unauthenticated', { ns });
    if (status === 403) return t('forbidden', { ns });
    if (status === 429) return t('tooManyRequests', { ns });
    if (status === 413) return t('badUserInput', { ns });
    if (status >= 500) return t('internal', { ns });
    if (status >= 400) return t('badRequest', { ns });
  }
  return t('unknown', { ns });
}

/**
 * The failure in the interface's language, for a toast or an alert: from the code (and the conflict's
 * reason and payload) of its first GraphQL error that has a wording; the server's message only when no
 * error has a code worded here; a network failure or an HTTP status in words; else "Unknown error".
 */
export function describeError(error: unknown, t: TFunction): string {
  const errors = graphQLErrorsOf(error);
  if (errors.length === 0) return describeTransport(error, t);
  for (const item of errors) {
    const text = describeGraphQLError(item, t);
    if (text !== undefined) return text;
  }
  return serverMessageOf(error) ?? t('unknown', { ns: ERROR_MESSAGES_NS });
}
