import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import type { ApolloLink } from '@apollo/client/link';
import type { ErrorLike } from '@apollo/client';
import { logError } from '../errorLog/errorLogStore';
import { errorCodeOf } from '../errors/describeError';
import { errorHandlerFor, type ErrorHandlingContext } from '../errors/handlers';
import type { ErrorToastRequest } from '../errorToast';
import type { TraceContext } from './traceLink';

export interface ErrorHandlers {
  /** Spec §8 handler 1: the session is gone (any call except sign-in). */
  onUnauthenticated: (operation: ApolloLink.Operation) => void;
  /** Spec §8 handlers 2–5: the toast of the handler that took the failure (worded from its code by showErrorToast). */
  onError: (error: unknown, request: ErrorToastRequest) => void;
}

/** Operations may opt out of the app's toast when they show the failure themselves. */
export type ErrorToastContext = ErrorHandlingContext;

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
  logError(logged, '', { name: operation.operationName, traceId, code: errorCodeOf(error) });
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The leaflet's natural id in the request, when it has one (handler 4 names the leaflet). */
function naturalIdOf(variables: Record<string, unknown> | undefined): string | undefined {
  const input = variables?.['input'];
  const fromInput = typeof input === 'object' && input !== null ? (input as Record<string, unknown>)['naturalId'] : undefined;
  return text(variables?.['naturalId']) ?? text(fromInput);
}

/** Decides what happens to a failed operation: the first handler of spec §8 that takes it (shared/errors/handlers). */
export function handleOperationError(error: ErrorLike, operation: ApolloLink.Operation, handlers: ErrorHandlers): void {
  const context = operation.getContext() as ErrorHandlingContext;
  const handler = errorHandlerFor({ error, operationName: operation.operationName, leafletWrite: context.leafletWrite });
  switch (handler) {
    case 'sessionLost':
      handlers.onUnauthenticated(operation);
      return;
    case 'leftToCaller':
      return;
    case 'defaultToast':
      // Every failure that is not the user's own (a form field, a conflict, a lost session) goes to the error log.
      logOperationError(error, operation);
      break;
    default:
      break;
  }
  if (context.skipErrorToast === true) return;
  handlers.onError(error, { handler, naturalId: naturalIdOf(operation.variables) });
}

export function createErrorLink(handlers: ErrorHandlers): ErrorLink {
  return new ErrorLink(({ error, operation }) => {
    handleOperationError(error, operation, handlers);
  });
}
