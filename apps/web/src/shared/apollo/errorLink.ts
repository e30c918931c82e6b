import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import type { ApolloLink } from '@apollo/client/link';
import type { ErrorLike } from '@apollo/client';
import { logError } from '../errorLog/errorLogStore';
import type { TraceContext } from './traceLink';

/** Error codes a calling form shows under its fields (or as a conflict) itself: no toast. */
const LEFT_TO_THE_FORM = new Set(['BAD_USER_INPUT', 'CONFLICT']);
const UNAUTHENTICATED = 'UNAUTHENTICATED';
const TOO_MANY_REQUESTS = 'TOO_MANY_REQUESTS';
/** The sign-in operation handles wrong credentials on its own form. */
const LOGIN_OPERATION = 'Login';

export interface ErrorHandlers {
  /** Spec §8 handler 1: the session is gone (any call except sign-in). */
  onUnauthenticated: (operation: ApolloLink.Operation) => void;
  /** Spec §8 handler 5: the default error toast with the server's message (or undefined if it gave none). */
  onError: (message: string | undefined) => void;
}

/** Operations may opt out of the default toast when they show the failure themselves. */
export interface ErrorToastContext {
  skipErrorToast?: boolean;
}

function codeOf(extensions: Record<string, unknown> | undefined): string | undefined {
  const code = extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Records a failed operation in the error log with its trace id: the one the server put on its error,
 * else the one the call was sent with (the server may not have answered at all).
 */
export function logOperationError(error: ErrorLike, operation: ApolloLink.Operation): void {
  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  const serverTraceId = first?.extensions?.['traceId'];
  const traceId = typeof serverTraceId === 'string' ? serverTraceId : (operation.getContext() as TraceContext).traceId;
  const message = first?.message ?? error.message;
  const logged = new Error(message);
  logged.stack = error.stack;
  logError(logged, '', { name: operation.operationName, traceId, code: codeOf(first?.extensions) });
}

/** Decides what happens to a failed operation (spec §8, handlers 1 and 5). */
export function handleOperationError(error: ErrorLike, operation: ApolloLink.Operation, handlers: ErrorHandlers): void {
  const isLogin = operation.operationName === LOGIN_OPERATION;
  if (CombinedGraphQLErrors.is(error)) {
    const codes = error.errors.map((e) => codeOf(e.extensions));
    if (codes.includes(UNAUTHENTICATED)) {
      if (!isLogin) handlers.onUnauthenticated(operation);
      return;
    }
    // Too many failed sign-ins: the sign-in form says when to try again.
    if (isLogin && codes.includes(TOO_MANY_REQUESTS)) return;
    if (codes.some((code) => code !== undefined && LEFT_TO_THE_FORM.has(code))) return;
  } else if (ServerError.is(error) && error.statusCode === 401) {
    if (!isLogin) handlers.onUnauthenticated(operation);
    return;
  }
  // Every failure that is not the user's own (a form field, a lost session) goes to the error log.
  logOperationError(error, operation);
  if ((operation.getContext() as ErrorToastContext).skipErrorToast === true) return;
  const message = CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : error.message;
  handlers.onError(message !== undefined && message.trim() !== '' ? message : undefined);
}

export function createErrorLink(handlers: ErrorHandlers): ErrorLink {
  return new ErrorLink(({ error, operation }) => {
    handleOperationError(error, operation, handlers);
  });
}
