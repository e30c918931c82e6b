import type * as Reporting from './errorReporting';

/** Stands in for @sentry/react: nothing leaves the test. */
const sentry = { init: jest.fn(), captureReactException: jest.fn() };
let sentryLoaded = 0;

/** A fresh copy of the module (reporting starts once per page). */
function load(): typeof Reporting {
  return jest.requireActual<typeof Reporting>('./errorReporting');
}

beforeEach(() => {
  jest.resetModules();
  jest.clearAllMocks();
  sentryLoaded = 0;
  jest.doMock('@sentry/react', () => {
    sentryLoaded += 1;
    return sentry;
  });
});

const release = 'flyerdesk@0.1.0';

describe('error reporting in the browser', () => {
  it('starts Sentry with the DSN, environment and release from the gateway, and reports render errors', async () => {
    const { startErrorReporting, reportRenderError } = load();
    const early = new Error('Leaflet list exploded');
    reportRenderError(early, '\n    at LeafletList'); // before the configuration arrived
    await startErrorReporting(() => Promise.resolve({ sentryDsn: 'https://key@sentry.example.com/2', environment: 'staging', release }));
    expect(sentry.init).toHaveBeenCalledTimes(1);
    expect(sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: 'https://key@sentry.example.com/2',
        environment: 'staging',
        release,
        dataCollection: expect.objectContaining({ userInfo: true, httpBodies: [] }) as unknown,
      }),
    );
    expect(sentry.captureReactException).toHaveBeenCalledWith(early, { componentStack: '\n    at LeafletList' });

    const later = new Error('Order list exploded');
    reportRenderError(later, '\n    at OrderList');
    expect(sentry.captureReactException).toHaveBeenLastCalledWith(later, { componentStack: '\n    at OrderList' });
  });

  it('does not load Sentry when the gateway names no DSN', async () => {
    const { startErrorReporting, reportRenderError } = load();
    await startErrorReporting(() => Promise.resolve({ sentryDsn: null, environment: null, release }));
    reportRenderError(new Error('Leaflet list exploded'));
    expect(sentryLoaded).toBe(0);
    expect(sentry.init).not.toHaveBeenCalled();
  });

  it('stays silent when the configuration cannot be loaded', async () => {
    const { startErrorReporting, loadClientConfig } = load();
    const failing = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(startErrorReporting(() => loadClientConfig(failing))).resolves.toBeUndefined();
    const notJson = jest.fn(() => Promise.resolve(new Response('<!doctype html>', { status: 200 })));
    await expect(loadClientConfig(notJson)).resolves.toBeNull();
    expect(sentryLoaded).toBe(0);
  });

  it('reads the configuration from the gateway', async () => {
    const { loadClientConfig } = load();
    const body = { sentryDsn: 'https://key@sentry.example.com/2', environment: null, release };
    const fetchImpl = jest.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })));
    await expect(loadClientConfig(fetchImpl)).resolves.toEqual(body);
    expect(fetchImpl).toHaveBeenCalledWith('/client-config', expect.objectContaining({ credentials: 'same-origin' }));
  });
});
