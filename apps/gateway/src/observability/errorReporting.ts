import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import type { GatewayContext } from '../context';
import type { GatewayConfig } from '../env';
import { ErrorCode, isPublicError } from '../errors';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../session/cookies';
import { RELEASE } from './release';

/** Where an unexpected error happened. */
export type ErrorSource = 'graphql' | 'subscription' | 'http';

export interface ErrorDetails {
  source: ErrorSource;
  /** The trace id of the request (also in the gateway's and the api's logs, and shown to the user). */
  traceId?: string;
  /** GraphQL: the failing field's path; HTTP: the request path. */
  path?: string;
  operationName?: string;
}

/**
 * Reports unexpected errors (bugs, not the user's mistakes) to an error-reporting service.
 * Callers report only what they also log as an error.
 */
export interface ErrorReporter {
  report(error: unknown, details: ErrorDetails): void;
  /** Sends what is still queued (on shutdown). */
  flush(timeoutMs?: number): Promise<void>;
}

/** Reports nothing (no SENTRY_DSN). */
export const noErrorReporter: ErrorReporter = {
  report: () => undefined,
  flush: () => Promise.resolve(),
};

/** Expected failures of the contract; they are never reported, whoever passes them. */
const USER_MISTAKES = new Set<string>([
  ErrorCode.BAD_USER_INPUT,
  ErrorCode.FORBIDDEN,
  ErrorCode.NOT_FOUND,
  ErrorCode.CONFLICT,
  ErrorCode.LOCKED,
  ErrorCode.UNAUTHENTICATED,
]);

/** Whether the error is one of the contract's expected failures (a GraphQL error with such a code). */
function isUserMistake(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('extensions' in error)) return false;
  const extensions = (error as Pick<GraphQLError, 'extensions'>).extensions as Record<string, unknown> | null | undefined;
  const code = extensions?.['code'];
  return typeof code === 'string' && USER_MISTAKES.has(code);
}

/** Drops the user's mistakes before they reach the reporter. */
function guarded(reporter: ErrorReporter): ErrorReporter {
  return {
    report(error, details) {
      if (!isUserMistake(error)) reporter.report(error, details);
    },
    flush: (timeoutMs) => reporter.flush(timeoutMs),
  };
}

let sentry: Promise<ErrorReporter> | null = null;

type SentryConfig = Pick<GatewayConfig, 'sentryDsn' | 'sentryEnvironment' | 'replicaId'>;

async function startSentry(config: SentryConfig & { sentryDsn: string }, logger: Logger): Promise<ErrorReporter> {
  const Sentry = await import('@sentry/node');
  Sentry.initWithoutDefaultIntegrations({
    dsn: config.sentryDsn,
    environment: config.sentryEnvironment,
    release: RELEASE,
    serverName: config.replicaId,
    // Reports are made explicitly for unexpected errors; nothing instruments the gateway's modules.
    enableRuntimeChannelInjection: false,
    integrations: [
      Sentry.eventFiltersIntegration(),
      Sentry.functionToStringIntegration(),
      Sentry.linkedErrorsIntegration(),
      Sentry.dedupeIntegration(),
      Sentry.nodeContextIntegration(),
      Sentry.contextLinesIntegration(),
      Sentry.onUncaughtExceptionIntegration(),
      // Reported, then the process stops as it would without a report.
      Sentry.onUnhandledRejectionIntegration({ mode: 'strict' }),
    ],
    // Personal data on (the product's error reports identify users), but never credentials:
    // no session cookies, authorization headers or request bodies (passwords at sign-in).
    dataCollection: {
      userInfo: true,
      cookies: { deny: [ACCESS_COOKIE, REFRESH_COOKIE] },
      httpHeaders: { request: { deny: ['authorization', 'cookie', 'x-service-token'] }, response: { deny: ['set-cookie'] } },
      httpBodies: [],
      graphQL: { document: true, variables: false },
      stackFrameVariables: false,
    },
  });
  logger.info({ environment: config.sentryEnvironment, release: RELEASE }, 'unexpected errors are reported to Sentry');
  return {
    report(error, details) {
      Sentry.captureException(error, {
        tags: { source: details.source, ...(details.traceId ? { traceId: details.traceId } : {}) },
        contexts: { request: { path: details.path ?? null, operationName: details.operationName ?? null } },
      });
    },
    async flush(timeoutMs = 2000) {
      await Sentry.flush(timeoutMs);
    },
  };
}

/**
 * The gateway's error reporter: Sentry when SENTRY_DSN is set (initialised once per process),
 * otherwise one that reports nothing — Sentry is then not even loaded.
 */
export function createErrorReporter(config: SentryConfig, logger: Logger): Promise<ErrorReporter> {
  const dsn = config.sentryDsn;
  if (dsn === undefined) return Promise.resolve(noErrorReporter);
  sentry ??= startSentry({ ...config, sentryDsn: dsn }, logger).then(guarded);
  return sentry;
}

/** Apollo plugin: reports the operation errors that are not part of the contract (they are masked for the browser). */
export function errorReportingPlugin(reporter: ErrorReporter): ApolloServerPlugin<GatewayContext> {
  return {
    requestDidStart() {
      return Promise.resolve({
        didEncounterErrors({ contextValue, errors, operationName }) {
          for (const error of errors) {
            if (isPublicError(error.toJSON())) continue;
            reporter.report(error.originalError ?? error, {
              source: 'graphql',
              traceId: contextValue.traceId,
              path: error.path?.join('.'),
              operationName: operationName ?? undefined,
            });
          }
          return Promise.resolve();
        },
      });
    },
  };
}

