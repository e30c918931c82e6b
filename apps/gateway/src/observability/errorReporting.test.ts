import { GraphQLError } from 'graphql';
import pino from 'pino';
import type * as Reporting from './errorReporting';

const logger = pino({ level: 'silent' });
const integration = (name: string) => jest.fn(() => ({ name }));

/** Stands in for @sentry/node: nothing leaves the process. */
const sentry = {
  initWithoutDefaultIntegrations: jest.fn(),
  captureException: jest.fn(),
  flush: jest.fn(() => Promise.resolve(true)),
  eventFiltersIntegration: integration('EventFilters'),
  functionToStringIntegration: integration('FunctionToString'),
  linkedErrorsIntegration: integration('LinkedErrors'),
  dedupeIntegration: integration('Dedupe'),
  nodeContextIntegration: integration('Context'),
  contextLinesIntegration: integration('ContextLines'),
  onUncaughtExceptionIntegration: integration('OnUncaughtException'),
  onUnhandledRejectionIntegration: integration('OnUnhandledRejection'),
};
let sentryLoaded = 0;

/** A fresh copy of the module (its Sentry is initialised once per process). */
function load(): typeof Reporting {
  return jest.requireActual<typeof Reporting>('./errorReporting');
}

beforeEach(() => {
  jest.resetModules();
  jest.clearAllMocks();
  sentryLoaded = 0;
  jest.doMock('@sentry/node', () => {
    sentryLoaded += 1;
    return sentry;
  });
});

const config = { sentryDsn: undefined, sentryEnvironment: undefined, replicaId: 'gw-1' };

describe('error reporting', () => {
  it('does not even load Sentry without SENTRY_DSN', async () => {
    const { createErrorReporter, noErrorReporter } = load();
    const reporter = await createErrorReporter(config, logger);
    expect(reporter).toBe(noErrorReporter);
    reporter.report(new Error('boom'), { source: 'http' });
    expect(sentryLoaded).toBe(0);
    expect(sentry.captureException).not.toHaveBeenCalled();
  });

  it('initialises Sentry once with the DSN, environment and release, collecting personal data but no credentials', async () => {
    const { createErrorReporter } = load();
    const withDsn = { ...config, sentryDsn: 'https://key@sentry.example.com/1', sentryEnvironment: 'staging' };
    const first = await createErrorReporter(withDsn, logger);
    const second = await createErrorReporter(withDsn, logger);
    expect(second).toBe(first);
    expect(sentry.initWithoutDefaultIntegrations).toHaveBeenCalledTimes(1);
    const [options] = sentry.initWithoutDefaultIntegrations.mock.calls[0] as [Record<string, unknown>];
    expect(options).toMatchObject({
      dsn: 'https://key@sentry.example.com/1',
      environment: 'staging',
      release: expect.stringMatching(/^flyerdesk@/) as string,
      serverName: 'gw-1',
      dataCollection: {
        userInfo: true,
        cookies: { deny: ['fd_access', 'fd_refresh'] },
        httpBodies: [],
      },
    });
    expect(sentry.onUnhandledRejectionIntegration).toHaveBeenCalledWith({ mode: 'strict' });
  });

  it('reports unexpected errors with the trace id as a tag, and never the user mistakes', async () => {
    const { createErrorReporter } = load();
    const reporter = await createErrorReporter({ ...config, sentryDsn: 'https://key@sentry.example.com/1' }, logger);
    const bug = new TypeError("Cannot read properties of undefined (reading 'id')");
    reporter.report(bug, { source: 'graphql', traceId: 'trace-1', path: 'leaflet' });
    for (const code of ['BAD_USER_INPUT', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'UNAUTHENTICATED']) {
      reporter.report(new GraphQLError('refused', { extensions: { code } }), { source: 'graphql', traceId: 'trace-2' });
    }
    expect(sentry.captureException).toHaveBeenCalledTimes(1);
    expect(sentry.captureException).toHaveBeenCalledWith(bug, expect.objectContaining({ tags: { source: 'graphql', traceId: 'trace-1' } }));
  });
});
