/** The one error shape of the REST contract and the errors the handlers throw. */
import { ConflictReason } from '@flyerdesk/domain/errors';
import {
  formatValidationMessage,
  msg,
  plainMessageValues,
  type InvalidField,
  type ValidationKey,
} from '@flyerdesk/domain/validation/messages';

export type { InvalidField };

/** One refused field with the English text of its message key. */
export function fieldError(field: string, key: ValidationKey, values?: Record<string, unknown>): InvalidField {
  const plain = plainMessageValues(values);
  return { field, key, message: formatValidationMessage(msg(key, values)), ...(plain ? { values: plain } : {}) };
}

/** Class of failure, one per HTTP status of the contract. */
export const ERROR_CLASS = {
  400: 'INVALID_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  410: 'GONE',
  412: ConflictReason.VERSION_MISMATCH,
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_ERROR',
  503: 'SERVICE_UNAVAILABLE',
} as const;

export type ErrorStatus = keyof typeof ERROR_CLASS;

export interface ErrorBody {
  status: number;
  /** Specific code when there is one (BAD_CREDENTIALS, PRIORITY_TAKEN…), else the class. */
  code: string;
  /** Class of failure for the HTTP status (UNAUTHORIZED, CONFLICT…). */
  error: string;
  message: string;
  traceId: string;
  invalidFields?: InvalidField[];
  [extra: string]: unknown;
}

export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: ErrorStatus,
    readonly code: string,
    message: string,
    readonly invalidFields?: InvalidField[],
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }

  toBody(traceId: string): ErrorBody {
    return {
      ...this.extra,
      status: this.status,
      code: this.code,
      error: ERROR_CLASS[this.status],
      message: this.message,
      traceId,
      ...(this.invalidFields ? { invalidFields: this.invalidFields } : {}),
    };
  }
}

export function invalidRequest(invalidFields: InvalidField[], message = 'Validation failed'): ApiError {
  return new ApiError(400, 'INVALID_REQUEST', message, invalidFields);
}

export function badRequest(message: string): ApiError {
  return new ApiError(400, 'INVALID_REQUEST', message, []);
}

export function unauthorized(code = 'UNAUTHORIZED', message = 'Authentication required'): ApiError {
  return new ApiError(401, code, message);
}

export function forbidden(message = 'You are not allowed to do this'): ApiError {
  return new ApiError(403, 'FORBIDDEN', message);
}

export function notFound(message = 'Not found'): ApiError {
  return new ApiError(404, 'NOT_FOUND', message);
}

/** A refusal because of the record's state; `code` is a ConflictReason of the contract where there is one. */
export function conflict(code: string, message: string, invalidFields?: InvalidField[], extra?: Record<string, unknown>): ApiError {
  return new ApiError(409, code, message, invalidFields, extra);
}

export function versionMismatch(currentVersion: number): ApiError {
  return new ApiError(412, ConflictReason.VERSION_MISMATCH, 'The record was changed by someone else', undefined, { currentVersion });
}

export function payloadTooLarge(message = 'Upload too large'): ApiError {
  return new ApiError(413, 'PAYLOAD_TOO_LARGE', message);
}
