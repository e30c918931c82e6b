/**
 * Spec §8: the handlers of a failed call, tried in order, the first that takes the failure decides
 * what the user sees. This list is the only place of that order: the app's error link follows it for
 * every operation, and a feature that shows a failure itself (a toast with an action) asks it which
 * handler a failure belongs to.
 */
import { ConflictReason, ErrorCode } from '@flyerdesk/domain/errors';
import { conflictReasonOf, errorCodesOf, invalidFieldsOf, serverMessageOf } from './describeError';

/** The sign-in operation: its refusals are the sign-in form's (handler 1 leaves out /authenticate). */
export const SIGN_IN_OPERATION = 'Login';

/** A failed operation as the handlers see it. */
export interface FailedOperation {
  error: unknown;
  /** The GraphQL operation's name. */
  operationName?: string | undefined;
  /** The operation writes a leaflet (spec §8 "a POST to a /leaflets path"): handlers 2–4 apply. */
  leafletWrite?: boolean | undefined;
}

/**
 * Operation context read by the error handling (`useMutation(…, { context })`). An operation whose
 * failures its screen shows sets `skipErrorToast`; a write of a leaflet sets `leafletWrite`.
 */
export interface ErrorHandlingContext {
  /** No toast from the app: the screen shows the failure itself (a lost session is still handled, failures still logged). */
  skipErrorToast?: boolean;
  /** Handlers 2–4 (taken priority, file not processed, refused leaflet fields) apply. */
  leafletWrite?: boolean;
}

export type ErrorHandlerName =
  | 'sessionLost'
  | 'priorityTaken'
  | 'failedToProcess'
  | 'leafletInvalidFields'
  | 'leftToCaller'
  | 'defaultToast';

/** The handlers that show a toast (2–5). */
export type ToastHandlerName = Extract<ErrorHandlerName, 'priorityTaken' | 'failedToProcess' | 'leafletInvalidFields' | 'defaultToast'>;

export interface ErrorHandler {
  name: ErrorHandlerName;
  /** Its number in spec §8, or null for the rule "HTTP 409 is treated as handled" (and its kin). */
  spec: 1 | 2 | 3 | 4 | 5 | null;
  takes: (failure: FailedOperation) => boolean;
}

const FAILED_TO_PROCESS = 'Failed to process';

function isSignIn(failure: FailedOperation): boolean {
  return failure.operationName === SIGN_IN_OPERATION;
}

function has(failure: FailedOperation, code: string): boolean {
  return errorCodesOf(failure.error).includes(code);
}

/** The uploaded files were refused: the api's "Failed to process file" (refused field `files`). */
function isFailedToProcess(failure: FailedOperation): boolean {
  if (!has(failure, ErrorCode.BAD_USER_INPUT)) return false;
  const fields = invalidFieldsOf(failure.error);
  return (
    fields.some((item) => item.field === 'files' || item.message.includes(FAILED_TO_PROCESS)) ||
    (serverMessageOf(failure.error) ?? '').includes(FAILED_TO_PROCESS)
  );
}

/**
 * Failures their caller shows: the sign-in form's own refusals, refused fields (under their field),
 * conflicts and edit locks (spec §8: HTTP 409 is handled, no toast; the screen shows what changed).
 */
function isLeftToCaller(failure: FailedOperation): boolean {
  if (isSignIn(failure) && (has(failure, ErrorCode.UNAUTHENTICATED) || has(failure, ErrorCode.TOO_MANY_REQUESTS))) return true;
  return has(failure, ErrorCode.BAD_USER_INPUT) || has(failure, ErrorCode.CONFLICT) || has(failure, ErrorCode.LOCKED);
}

/** Spec §8's handlers, in the order they are tried; the last takes every failure. */
export const ERROR_HANDLERS: readonly ErrorHandler[] = [
  // 1. The session is gone (any call except sign-in): sign in again, no toast.
  { name: 'sessionLost', spec: 1, takes: (f) => !isSignIn(f) && has(f, ErrorCode.UNAUTHENTICATED) },
  // 2. A leaflet write whose priority another leaflet holds: persistent toast (the screen offers to overwrite).
  { name: 'priorityTaken', spec: 2, takes: (f) => f.leafletWrite === true && conflictReasonOf(f.error) === ConflictReason.PRIORITY_TAKEN },
  // 3. A leaflet's files could not be processed: persistent toast (a single .pdf or .jpg/.png images).
  { name: 'failedToProcess', spec: 3, takes: (f) => f.leafletWrite === true && isFailedToProcess(f) },
  // 4. A leaflet write with refused fields: persistent toast, one line per field.
  {
    name: 'leafletInvalidFields',
    spec: 4,
    takes: (f) => f.leafletWrite === true && has(f, ErrorCode.BAD_USER_INPUT) && invalidFieldsOf(f.error).length > 0,
  },
  // Conflicts, locks, form fields and the sign-in form's refusals: the caller shows them.
  { name: 'leftToCaller', spec: null, takes: isLeftToCaller },
  // 5. Everything else: 'Error: {message}' for 5 s, worded by describeError.
  { name: 'defaultToast', spec: 5, takes: () => true },
];

/** The first handler of spec §8 that takes the failure. */
export function errorHandlerFor(failure: FailedOperation): ErrorHandlerName {
  return ERROR_HANDLERS.find((handler) => handler.takes(failure))?.name ?? 'defaultToast';
}
