import path from 'node:path';
import { ConfigError, loadConfig } from './env';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({}, '/srv/flyerdesk');
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 4000,
      databaseUrl: undefined,
      databasePoolMax: 10,
      dataDir: path.resolve('/srv/flyerdesk/.data'),
      filesDir: path.resolve('/srv/flyerdesk/.data/files'),
      jwtSecret: undefined,
      serviceToken: undefined,
      accessTokenTtl: 900,
      refreshTokenTtl: 604800,
      seedDemo: true,
      features: { articlesData: true, leafletScrapper: false, offersRecognition: true },
      jobConcurrency: 2,
      jobPollMs: 500,
      jobLeaseMs: 30_000,
      cutMaxPdfBytes: 50 * 1024 * 1024,
      logLevel: 'info',
      articlesSourceUrl: undefined,
      sampleSourceDelayMs: 300,
      shutdownGraceMs: 10_000,
    });
    expect(config.appVersion).toMatch(/^\d+\.\d+\.\d+-\d{8}-\d{4}-[0-9a-f]+$/);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        API_HOST: '0.0.0.0',
        API_PORT: '8080',
        DATABASE_URL: 'postgres://u:p@db:5432/flyerdesk',
        DATABASE_POOL_MAX: '25',
        DATA_DIR: 'var',
        FILES_DIR: '/mnt/files',
        JWT_SECRET: 'x'.repeat(40),
        ACCESS_TOKEN_TTL: '60',
        REFRESH_TOKEN_TTL: '3600',
        SEED_DEMO: 'false',
        FEATURE_ARTICLES_DATA: 'off',
        FEATURE_LEAFLET_SCRAPPER: 'true',
        FEATURE_OFFERS_RECOGNITION: 'no',
        JOB_CONCURRENCY: '4',
        JOB_POLL_MS: '250',
        JOB_LEASE_MS: '10000',
        CUT_MAX_PDF_BYTES: '1048576',
        LOG_LEVEL: 'debug',
        APP_VERSION: '2.0.0-20270101-1200-abc',
        SERVICE_TOKEN: ' shared-service-token-of-the-gateway-0123 ',
        ARTICLES_SOURCE_URL: 'https://feeds.example.com/articles',
        SAMPLE_SOURCE_DELAY_MS: '0',
        SHUTDOWN_GRACE_MS: '2500',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 8080,
      databaseUrl: 'postgres://u:p@db:5432/flyerdesk',
      databasePoolMax: 25,
      dataDir: path.resolve('/srv/var'),
      filesDir: '/mnt/files',
      accessTokenTtl: 60,
      refreshTokenTtl: 3600,
      seedDemo: false,
      features: { articlesData: false, leafletScrapper: true, offersRecognition: false },
      jobConcurrency: 4,
      jobPollMs: 250,
      jobLeaseMs: 10_000,
      cutMaxPdfBytes: 1_048_576,
      logLevel: 'debug',
      appVersion: '2.0.0-20270101-1200-abc',
      serviceToken: 'shared-service-token-of-the-gateway-0123',
      articlesSourceUrl: 'https://feeds.example.com/articles',
      sampleSourceDelayMs: 0,
      shutdownGraceMs: 2500,
    });
    expect(loadConfig({ ARTICLES_SOURCE_URL: 'file:///srv/articles.json' }, '/srv').articlesSourceUrl).toBe('file:///srv/articles.json');
  });

  it.each([
    [{ API_PORT: 'eighty' }, /API_PORT/],
    [{ API_PORT: '70000' }, /API_PORT/],
    [{ DATABASE_URL: 'mysql://db/x' }, /DATABASE_URL/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET/],
    [{ SERVICE_TOKEN: 'too-short' }, /SERVICE_TOKEN/],
    [{ SEED_DEMO: 'maybe' }, /SEED_DEMO/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ ARTICLES_SOURCE_URL: 'feeds/articles' }, /ARTICLES_SOURCE_URL/],
    [{ ARTICLES_SOURCE_URL: 'ftp://feeds.example.com/a' }, /ARTICLES_SOURCE_URL/],
    [{ SAMPLE_SOURCE_DELAY_MS: 'slow' }, /SAMPLE_SOURCE_DELAY_MS/],
    [{ FEATURE_OFFERS_RECOGNITION: 'sometimes' }, /FEATURE_OFFERS_RECOGNITION/],
    [{ JOB_CONCURRENCY: '0' }, /JOB_CONCURRENCY/],
    [{ JOB_POLL_MS: 'often' }, /JOB_POLL_MS/],
    [{ JOB_LEASE_MS: '10' }, /JOB_LEASE_MS/],
    [{ CUT_MAX_PDF_BYTES: '-5' }, /CUT_MAX_PDF_BYTES/],
    [{ ACCESS_TOKEN_TTL: '900', REFRESH_TOKEN_TTL: '600' }, /REFRESH_TOKEN_TTL/],
    [{ SHUTDOWN_GRACE_MS: 'soon' }, /SHUTDOWN_GRACE_MS/],
  ])('fails fast naming the bad variable %o', (env, message) => {
    expect(() => loadConfig(env, '/srv')).toThrow(ConfigError);
    expect(() => loadConfig(env, '/srv')).toThrow(message);
  });

  it.each(['0', '-3', '2.5', 'ten', '1001', '99999999999999999999'])('refuses DATABASE_POOL_MAX=%s with a message saying what is expected', (value) => {
    expect(() => loadConfig({ DATABASE_POOL_MAX: value }, '/srv')).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_POOL_MAX: value }, '/srv')).toThrow(`DATABASE_POOL_MAX must be a positive whole number (1 to 1000), got "${value}"`);
  });

  it('accepts DATABASE_POOL_MAX from 1 up, surrounding spaces ignored', () => {
    expect(loadConfig({ DATABASE_POOL_MAX: '1' }, '/srv').databasePoolMax).toBe(1);
    expect(loadConfig({ DATABASE_POOL_MAX: ' 40 ' }, '/srv').databasePoolMax).toBe(40);
    expect(loadConfig({ DATABASE_POOL_MAX: '' }, '/srv').databasePoolMax).toBe(10);
  });
});
