/**
 * Reporting of render errors to Sentry, when the gateway names a DSN for the browser
 * (GET /client-config). The Sentry SDK is loaded only then, after the first render; errors caught
 * before it is ready are kept (a few) and sent once it is.
 */

/** What the gateway tells the browser about error reporting. */
export interface ClientConfig {
  sentryDsn: string | null;
  environment: string | null;
  release: string;
}

interface RenderError {
  error: unknown;
  componentStack: string;
}

type Reporter = (failure: RenderError) => void;

/** Render errors kept while the configuration is loading. */
const PENDING_LIMIT = 20;

let reporter: Reporter | null = null;
let settled = false;
const pending: RenderError[] = [];

function isClientConfig(value: unknown): value is ClientConfig {
  if (typeof value !== 'object' || value === null) return false;
  const config = value as Record<string, unknown>;
  const nullableString = (v: unknown): boolean => v === null || typeof v === 'string';
  return nullableString(config['sentryDsn']) && nullableString(config['environment']) && typeof config['release'] === 'string';
}

/** Reads GET /client-config; null when it cannot be read (error reporting then stays off). */
export async function loadClientConfig(fetchImpl: typeof fetch = fetch): Promise<ClientConfig | null> {
  try {
    const res = await fetchImpl('/client-config', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    if (!res.ok) return null;
    const body: unknown = await res.json();
    return isClientConfig(body) ? body : null;
  } catch {
    return null;
  }
}

/** Sends a render error (already in the error log) to Sentry when reporting is on. */
export function reportRenderError(error: unknown, componentStack = ''): void {
  const failure = { error, componentStack };
  if (reporter) reporter(failure);
  else if (!settled && pending.length < PENDING_LIMIT) pending.push(failure);
}

/**
 * Loads the configuration and, with a DSN, starts Sentry. Never throws and never delays the page:
 * without a configuration nothing is reported.
 */
export async function startErrorReporting(load: () => Promise<ClientConfig | null> = loadClientConfig): Promise<void> {
  try {
    const config = await load();
    if (!config?.sentryDsn) return;
    const Sentry = await import('@sentry/react');
    Sentry.init({
      dsn: config.sentryDsn,
      environment: config.environment ?? undefined,
      release: config.release,
      // Personal data on (the product's error reports identify users), but no request bodies:
      // they hold passwords when signing in or changing one.
      dataCollection: { userInfo: true, httpBodies: [], graphQL: { document: true, variables: false } },
    });
    reporter = ({ error, componentStack }) => {
      Sentry.captureReactException(error, { componentStack });
    };
    for (const failure of pending) reporter(failure);
  } catch {
    // Error reporting is optional: the app works the same without it.
  } finally {
    settled = true;
    pending.length = 0;
  }
}
