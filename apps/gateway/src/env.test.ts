import path from 'node:path';
import { ConfigError, cookieSecureFor, loadConfig } from './env';

describe('gateway configuration', () => {
  it('has working defaults for one machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 3000,
      upstreamUrl: 'http://127.0.0.1:4000',
      upstreamTimeoutMs: 10000,
      nodeEnv: 'development',
      cookieSecure: false,
      logLevel: 'info',
      allowedOrigins: [],
      serviceToken: undefined,
      orderingPollMs: 2000,
      publicationPollMs: 5000,
      jobPollMs: 1000,
      jobsPollMs: 2000,
      articlesDataPollMs: 1000,
      changesPollMs: 2000,
    });
    expect(config.webDist).toBe(path.resolve(__dirname, '../../web/dist'));
  });

  it('takes a Redis URL with its password, and never repeats the password when refusing one', () => {
    expect(loadConfig({ REDIS_URL: 'redis://:0a1b2c3d@redis:6379' }).redisUrl).toBe('redis://:0a1b2c3d@redis:6379');
    let refusal: unknown;
    try {
      loadConfig({ REDIS_URL: 'redis://:0a1b2c3d@redis:port' });
    } catch (err) {
      refusal = err;
    }
    expect(refusal).toBeInstanceOf(ConfigError);
    expect((refusal as Error).message).toContain('redis://***@redis:port');
    expect((refusal as Error).message).not.toContain('0a1b2c3d');
  });

  it('makes cookies Secure unless the gateway only listens on localhost', () => {
    expect(loadConfig({ GATEWAY_HOST: '0.0.0.0' }).cookieSecure).toBe(true);
    expect(loadConfig({ GATEWAY_HOST: 'localhost' }).cookieSecure).toBe(false);
    expect(loadConfig({ GATEWAY_HOST: '0.0.0.0', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
    expect(loadConfig({ COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
  });

  it('reads the allowed origins as a comma list', () => {
    expect(loadConfig({ ALLOWED_ORIGINS: 'https://admin.example.com, http://localhost:5173/' }).allowedOrigins).toEqual([
      'https://admin.example.com',
      'http://localhost:5173',
    ]);
  });

  it('reads the service token and the poll intervals', () => {
    const config = loadConfig({ SERVICE_TOKEN: ' s3cret ', ORDERING_POLL_MS: '250', PUBLICATION_POLL_MS: '1000' });
    expect(config).toMatchObject({ serviceToken: 's3cret', orderingPollMs: 250, publicationPollMs: 1000 });
    expect(loadConfig({ SERVICE_TOKEN: '  ' }).serviceToken).toBeUndefined();
  });

  it('reads the poll intervals of jobs and article data', () => {
    expect(loadConfig({ JOB_POLL_MS: '500', JOBS_POLL_MS: '3000', ARTICLES_DATA_POLL_MS: '1500' })).toMatchObject({
      jobPollMs: 500,
      jobsPollMs: 3000,
      articlesDataPollMs: 1500,
    });
  });

  it('refuses bad values with a message naming the variable', () => {
    expect(() => loadConfig({ GATEWAY_PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ GATEWAY_PORT: 'eighty' })).toThrow(/GATEWAY_PORT/);
    expect(() => loadConfig({ UPSTREAM_URL: 'ftp://x' })).toThrow(/UPSTREAM_URL/);
    expect(() => loadConfig({ UPSTREAM_TIMEOUT_MS: '0' })).toThrow(/UPSTREAM_TIMEOUT_MS/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'not a url' })).toThrow(/ALLOWED_ORIGINS/);
    expect(() => loadConfig({ ORDERING_POLL_MS: '0' })).toThrow(/ORDERING_POLL_MS/);
    expect(() => loadConfig({ PUBLICATION_POLL_MS: 'often' })).toThrow(/PUBLICATION_POLL_MS/);
    expect(() => loadConfig({ JOB_POLL_MS: '-5' })).toThrow(/JOB_POLL_MS/);
    expect(() => loadConfig({ JOBS_POLL_MS: '1.5' })).toThrow(/JOBS_POLL_MS/);
    expect(() => loadConfig({ ARTICLES_DATA_POLL_MS: 'never' })).toThrow(/ARTICLES_DATA_POLL_MS/);
  });
});

describe('error reporting configuration', () => {
  it('reports nothing unless a DSN is set', () => {
    expect(loadConfig({})).toMatchObject({ sentryDsn: undefined, sentryEnvironment: undefined, webSentryDsn: undefined });
  });

  it('reads the DSNs of the gateway and the browser and the environment name', () => {
    expect(
      loadConfig({
        SENTRY_DSN: 'https://abc123@o1.ingest.sentry.io/42',
        WEB_SENTRY_DSN: 'https://def456@o1.ingest.sentry.io/43',
        SENTRY_ENVIRONMENT: 'production',
      }),
    ).toMatchObject({
      sentryDsn: 'https://abc123@o1.ingest.sentry.io/42',
      webSentryDsn: 'https://def456@o1.ingest.sentry.io/43',
      sentryEnvironment: 'production',
    });
  });

  it('refuses a DSN that is not a URL with a key and a project', () => {
    expect(() => loadConfig({ SENTRY_DSN: 'not a url' })).toThrow(ConfigError);
    expect(() => loadConfig({ SENTRY_DSN: 'https://o1.ingest.sentry.io/42' })).toThrow(/SENTRY_DSN/);
    expect(() => loadConfig({ SENTRY_DSN: 'ftp://abc@o1.ingest.sentry.io/42' })).toThrow(/SENTRY_DSN/);
    expect(() => loadConfig({ WEB_SENTRY_DSN: 'https://abc@o1.ingest.sentry.io' })).toThrow(/WEB_SENTRY_DSN/);
    expect(() => loadConfig({ SENTRY_ENVIRONMENT: 'prod with spaces' })).toThrow(/SENTRY_ENVIRONMENT/);
  });
});

describe('session and WebSocket security configuration', () => {
  it('has safe defaults', () => {
    expect(loadConfig({})).toMatchObject({
      trustProxyHops: 0,
      sessionCacheMs: 60_000,
      revocationsPollMs: 2000,
      wsMaxPayloadBytes: 64 * 1024,
      wsInitTimeoutMs: 5000,
      wsMaxOperations: 50,
      wsMaxSocketsPerAddress: 100,
    });
  });

  it('reads every variable', () => {
    expect(
      loadConfig({
        TRUST_PROXY_HOPS: '1',
        SESSION_CACHE_MS: '30000',
        SESSION_REVOCATIONS_POLL_MS: '500',
        WS_MAX_PAYLOAD_BYTES: '16384',
        WS_INIT_TIMEOUT_MS: '3000',
        WS_MAX_SUBSCRIPTIONS: '20',
        WS_MAX_SOCKETS_PER_ADDRESS: '10',
      }),
    ).toMatchObject({
      trustProxyHops: 1,
      sessionCacheMs: 30_000,
      revocationsPollMs: 500,
      wsMaxPayloadBytes: 16_384,
      wsInitTimeoutMs: 3000,
      wsMaxOperations: 20,
      wsMaxSocketsPerAddress: 10,
    });
  });

  it('refuses bad values with a message naming the variable', () => {
    expect(() => loadConfig({ TRUST_PROXY_HOPS: '-1' })).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => loadConfig({ TRUST_PROXY_HOPS: '11' })).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => loadConfig({ SESSION_CACHE_MS: '0' })).toThrow(/SESSION_CACHE_MS/);
    expect(() => loadConfig({ SESSION_REVOCATIONS_POLL_MS: 'soon' })).toThrow(/SESSION_REVOCATIONS_POLL_MS/);
    expect(() => loadConfig({ WS_MAX_PAYLOAD_BYTES: '64k' })).toThrow(/WS_MAX_PAYLOAD_BYTES/);
    expect(() => loadConfig({ WS_INIT_TIMEOUT_MS: '0' })).toThrow(/WS_INIT_TIMEOUT_MS/);
    expect(() => loadConfig({ WS_MAX_SUBSCRIPTIONS: '2.5' })).toThrow(/WS_MAX_SUBSCRIPTIONS/);
    expect(() => loadConfig({ WS_MAX_SOCKETS_PER_ADDRESS: 'many' })).toThrow(/WS_MAX_SOCKETS_PER_ADDRESS/);
  });

  it('decides Secure cookies for the host the gateway really listens on (a host given at start-up too)', () => {
    expect(cookieSecureFor('127.0.0.1', {})).toBe(false);
    expect(cookieSecureFor('::1', {})).toBe(false);
    expect(cookieSecureFor('0.0.0.0', {})).toBe(true);
    expect(cookieSecureFor('gateway.internal', {})).toBe(true);
    expect(cookieSecureFor('gateway.internal', { COOKIE_SECURE: 'false' })).toBe(false);
    expect(cookieSecureFor('localhost', { COOKIE_SECURE: 'true' })).toBe(true);
  });
});
