import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, configWarnings, FCM_DEFAULT_ENDPOINT, GOOGLE_TOKEN_URI, loadConfig } from './env';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({}, '/srv/flyerdesk');
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 4000,
      databaseUrl: undefined,
      databasePoolMax: 10,
      databaseJobsPoolMax: 3,
      databaseStatementTimeoutMs: 30_000,
      databaseIdleInTransactionTimeoutMs: 60_000,
      dataDir: path.resolve('/srv/flyerdesk/.data'),
      filesDir: path.resolve('/srv/flyerdesk/.data/files'),
      jwtSecret: undefined,
      serviceToken: undefined,
      accessTokenTtl: 900,
      refreshTokenTtl: 604800,
      nodeEnv: 'development',
      seedDemo: false,
      features: { articlesData: true, leafletScrapper: false, offersRecognition: true },
      jobConcurrency: 2,
      jobPollMs: 500,
      jobLeaseMs: 30_000,
      cutMaxPdfBytes: 50 * 1024 * 1024,
      pdfLinkTtlMinutes: 60,
      logLevel: 'info',
      articlesSourceUrl: undefined,
      sampleSourceDelayMs: 300,
      shutdownGraceMs: 10_000,
      push: { provider: 'OUTBOX' },
      notificationRetryDelayMs: 1_000,
      orderingCache: true,
      publicUrl: undefined,
    });
    expect(config.appVersion).toMatch(/^\d+\.\d+\.\d+-\d{8}-\d{4}-[0-9a-f]+$/);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        NODE_ENV: 'production',
        API_HOST: '0.0.0.0',
        API_PORT: '8080',
        DATABASE_URL: 'postgres://u:p@db:5432/flyerdesk',
        DATABASE_POOL_MAX: '25',
        DATABASE_JOBS_POOL_MAX: '5',
        DATABASE_STATEMENT_TIMEOUT_MS: '15000',
        DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '0',
        DATA_DIR: 'var',
        FILES_DIR: '/mnt/files',
        JWT_SECRET: 'x'.repeat(40),
        ACCESS_TOKEN_TTL: '60',
        REFRESH_TOKEN_TTL: '3600',
        SEED_DEMO: 'true',
        FEATURE_ARTICLES_DATA: 'off',
        FEATURE_LEAFLET_SCRAPPER: 'true',
        FEATURE_OFFERS_RECOGNITION: 'no',
        JOB_CONCURRENCY: '4',
        JOB_POLL_MS: '250',
        JOB_LEASE_MS: '10000',
        CUT_MAX_PDF_BYTES: '1048576',
        PDF_LINK_TTL_MINUTES: '15',
        LOG_LEVEL: 'debug',
        APP_VERSION: '2.0.0-20270101-1200-abc',
        SERVICE_TOKEN: ' shared-service-token-of-the-gateway-0123 ',
        ARTICLES_SOURCE_URL: 'https://feeds.example.com/articles',
        SAMPLE_SOURCE_DELAY_MS: '0',
        SHUTDOWN_GRACE_MS: '2500',
        NOTIFICATION_RETRY_DELAY_MS: '250',
        NOTIFICATION_BATCH_SIZE: '5',
        OUTBOX_DELAY_MS: '400',
        ORDERING_CACHE: 'off',
        PUBLIC_URL: 'https://flyerdesk.example.com/',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 8080,
      databaseUrl: 'postgres://u:p@db:5432/flyerdesk',
      databasePoolMax: 25,
      databaseJobsPoolMax: 5,
      databaseStatementTimeoutMs: 15_000,
      databaseIdleInTransactionTimeoutMs: 0,
      dataDir: path.resolve('/srv/var'),
      filesDir: '/mnt/files',
      accessTokenTtl: 60,
      refreshTokenTtl: 3600,
      nodeEnv: 'production',
      seedDemo: true,
      features: { articlesData: false, leafletScrapper: true, offersRecognition: false },
      jobConcurrency: 4,
      jobPollMs: 250,
      jobLeaseMs: 10_000,
      cutMaxPdfBytes: 1_048_576,
      pdfLinkTtlMinutes: 15,
      logLevel: 'debug',
      appVersion: '2.0.0-20270101-1200-abc',
      serviceToken: 'shared-service-token-of-the-gateway-0123',
      articlesSourceUrl: 'https://feeds.example.com/articles',
      sampleSourceDelayMs: 0,
      shutdownGraceMs: 2500,
      notificationRetryDelayMs: 250,
      notificationBatchSize: 5,
      outboxDelayMs: 400,
      orderingCache: false,
      publicUrl: 'https://flyerdesk.example.com',
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
    [{ NODE_ENV: 'staging' }, /NODE_ENV/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ ARTICLES_SOURCE_URL: 'feeds/articles' }, /ARTICLES_SOURCE_URL/],
    [{ ARTICLES_SOURCE_URL: 'ftp://feeds.example.com/a' }, /ARTICLES_SOURCE_URL/],
    [{ SAMPLE_SOURCE_DELAY_MS: 'slow' }, /SAMPLE_SOURCE_DELAY_MS/],
    [{ FEATURE_OFFERS_RECOGNITION: 'sometimes' }, /FEATURE_OFFERS_RECOGNITION/],
    [{ JOB_CONCURRENCY: '0' }, /JOB_CONCURRENCY/],
    [{ JOB_POLL_MS: 'often' }, /JOB_POLL_MS/],
    [{ JOB_LEASE_MS: '10' }, /JOB_LEASE_MS/],
    [{ CUT_MAX_PDF_BYTES: '-5' }, /CUT_MAX_PDF_BYTES/],
    [{ PDF_LINK_TTL_MINUTES: '0' }, /PDF_LINK_TTL_MINUTES/],
    [{ ACCESS_TOKEN_TTL: '900', REFRESH_TOKEN_TTL: '600' }, /REFRESH_TOKEN_TTL/],
    [{ SHUTDOWN_GRACE_MS: 'soon' }, /SHUTDOWN_GRACE_MS/],
    [{ NOTIFICATION_RETRY_DELAY_MS: 'later' }, /NOTIFICATION_RETRY_DELAY_MS/],
    [{ NOTIFICATION_BATCH_SIZE: '0' }, /NOTIFICATION_BATCH_SIZE/],
    [{ OUTBOX_DELAY_MS: 'slow' }, /OUTBOX_DELAY_MS/],
    [{ ORDERING_CACHE: 'sometimes' }, /ORDERING_CACHE/],
    [{ PUBLIC_URL: 'flyerdesk.example.com' }, /PUBLIC_URL/],
  ])('fails fast naming the bad variable %o', (env, message) => {
    expect(() => loadConfig(env, '/srv')).toThrow(ConfigError);
    expect(() => loadConfig(env, '/srv')).toThrow(message);
  });

  describe('demo data (SEED_DEMO)', () => {
    it('is off unless asked for, in development and in production', () => {
      expect(loadConfig({}, '/srv').seedDemo).toBe(false);
      const production = loadConfig({ NODE_ENV: 'production' }, '/srv');
      expect(production).toMatchObject({ nodeEnv: 'production', seedDemo: false });
      expect(configWarnings(production)).toEqual([]);
      expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'false' }, '/srv').seedDemo).toBe(false);
    });

    it('is on in development when SEED_DEMO=true, without a warning', () => {
      const config = loadConfig({ SEED_DEMO: 'true' }, '/srv');
      expect(config.seedDemo).toBe(true);
      expect(configWarnings(config)).toEqual([]);
    });

    it('is on in production only with SEED_DEMO=true set on purpose, and then warns that demo accounts with a known password are created', () => {
      const config = loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }, '/srv');
      expect(config).toMatchObject({ nodeEnv: 'production', seedDemo: true });
      const warnings = configWarnings(config);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/SEED_DEMO/);
      expect(warnings[0]).toMatch(/production/);
      expect(warnings[0]).toMatch(/root/);
    });
  });

  it.each(['0', '-3', '2.5', 'ten', '1001', '99999999999999999999'])('refuses DATABASE_POOL_MAX=%s with a message saying what is expected', (value) => {
    expect(() => loadConfig({ DATABASE_POOL_MAX: value }, '/srv')).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_POOL_MAX: value }, '/srv')).toThrow(`DATABASE_POOL_MAX must be a positive whole number (1 to 1000), got "${value}"`);
  });

  it.each([
    ['DATABASE_JOBS_POOL_MAX', '0'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '-1'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '30s'],
    ['DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS', '86400001'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value }, '/srv')).toThrow(new RegExp(name));
  });

  it('accepts DATABASE_POOL_MAX from 1 up, surrounding spaces ignored', () => {
    expect(loadConfig({ DATABASE_POOL_MAX: '1' }, '/srv').databasePoolMax).toBe(1);
    expect(loadConfig({ DATABASE_POOL_MAX: ' 40 ' }, '/srv').databasePoolMax).toBe(40);
    expect(loadConfig({ DATABASE_POOL_MAX: '' }, '/srv').databasePoolMax).toBe(10);
  });
});

describe('push notification configuration', () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
  const serviceAccount = (extra: Record<string, unknown> = {}) =>
    JSON.stringify({
      type: 'service_account',
      project_id: 'flyerdesk-prod',
      private_key_id: 'abc123',
      private_key: privateKey,
      client_email: 'push@flyerdesk-prod.iam.gserviceaccount.com',
      token_uri: 'https://oauth2.googleapis.com/token',
      ...extra,
    });

  it('uses the outbox unless a service account is given', () => {
    expect(loadConfig({}, '/srv').push).toEqual({ provider: 'OUTBOX' });
  });

  it('reads the service account from FCM_SERVICE_ACCOUNT_JSON, with FCM defaults', () => {
    expect(loadConfig({ FCM_SERVICE_ACCOUNT_JSON: serviceAccount({ token_uri: undefined }) }, '/srv').push).toEqual({
      provider: 'FCM',
      account: { clientEmail: 'push@flyerdesk-prod.iam.gserviceaccount.com', privateKey, privateKeyId: 'abc123', tokenUri: GOOGLE_TOKEN_URI },
      endpoint: FCM_DEFAULT_ENDPOINT,
      projectId: 'flyerdesk-prod',
    });
  });

  it('reads the service account from FCM_SERVICE_ACCOUNT_FILE (relative to the working folder), with FCM_ENDPOINT and FCM_PROJECT_ID', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'flyerdesk-fcm-'));
    try {
      writeFileSync(path.join(dir, 'account.json'), serviceAccount());
      const config = loadConfig({ FCM_SERVICE_ACCOUNT_FILE: 'account.json', FCM_ENDPOINT: 'http://127.0.0.1:9099/', FCM_PROJECT_ID: 'flyerdesk-staging' }, dir);
      expect(config.push).toMatchObject({ provider: 'FCM', endpoint: 'http://127.0.0.1:9099', projectId: 'flyerdesk-staging' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    [{ FCM_SERVICE_ACCOUNT_JSON: serviceAccount(), FCM_SERVICE_ACCOUNT_FILE: '/srv/account.json' }, /only one of FCM_SERVICE_ACCOUNT_FILE and FCM_SERVICE_ACCOUNT_JSON/],
    [{ FCM_SERVICE_ACCOUNT_FILE: '/nowhere/account.json' }, /FCM_SERVICE_ACCOUNT_FILE cannot be read/],
    [{ FCM_SERVICE_ACCOUNT_JSON: '{ not json' }, /FCM_SERVICE_ACCOUNT_JSON must hold the service account's JSON key/],
    [{ FCM_SERVICE_ACCOUNT_JSON: serviceAccount({ client_email: undefined }) }, /needs client_email and private_key/],
    [{ FCM_SERVICE_ACCOUNT_JSON: serviceAccount({ private_key: 'not a key' }) }, /private_key is not a readable PEM private key/],
    [{ FCM_SERVICE_ACCOUNT_JSON: serviceAccount({ project_id: undefined }) }, /no project_id; set FCM_PROJECT_ID/],
    [{ FCM_SERVICE_ACCOUNT_JSON: serviceAccount(), FCM_PROJECT_ID: 'Bad Project' }, /FCM_PROJECT_ID must be a Firebase project id/],
    [{ FCM_SERVICE_ACCOUNT_JSON: serviceAccount(), FCM_ENDPOINT: 'fcm.example.com' }, /FCM_ENDPOINT must be an absolute/],
    [{ FCM_ENDPOINT: 'https://fcm.googleapis.com' }, /FCM_ENDPOINT and FCM_PROJECT_ID need a service account/],
  ])('refuses a bad FCM configuration at start-up (%#)', (env, message) => {
    expect(() => loadConfig(env, '/srv')).toThrow(ConfigError);
    expect(() => loadConfig(env, '/srv')).toThrow(message);
  });
});

describe('refresh grace window (REFRESH_REUSE_GRACE_SECONDS)', () => {
  it('is 30 seconds unless set; 0 turns it off; surrounding spaces are ignored', () => {
    expect(loadConfig({}, '/srv').refreshReuseGraceSeconds).toBe(30);
    expect(loadConfig({ REFRESH_REUSE_GRACE_SECONDS: '0' }, '/srv').refreshReuseGraceSeconds).toBe(0);
    expect(loadConfig({ REFRESH_REUSE_GRACE_SECONDS: ' 90 ' }, '/srv').refreshReuseGraceSeconds).toBe(90);
    expect(loadConfig({ REFRESH_REUSE_GRACE_SECONDS: '' }, '/srv').refreshReuseGraceSeconds).toBe(30);
  });

  it.each(['-1', '2.5', 'half a minute', '301'])('refuses REFRESH_REUSE_GRACE_SECONDS=%s naming the variable', (value) => {
    expect(() => loadConfig({ REFRESH_REUSE_GRACE_SECONDS: value }, '/srv')).toThrow(ConfigError);
    expect(() => loadConfig({ REFRESH_REUSE_GRACE_SECONDS: value }, '/srv')).toThrow(/REFRESH_REUSE_GRACE_SECONDS/);
  });
});

describe('origins outgoing requests may reach on local networks (OUTGOING_ALLOWED_ORIGINS)', () => {
  it('is unset by default (the api itself while the demo is on), reads self, origins and none', () => {
    expect(loadConfig({}, '/srv').outgoingAllowedOrigins).toBeUndefined();
    expect(loadConfig({ OUTGOING_ALLOWED_ORIGINS: ' self , http://feeds.internal:8080/ ,HTTPS://Feeds.Example ' }, '/srv').outgoingAllowedOrigins).toEqual([
      'self',
      'http://feeds.internal:8080',
      'https://feeds.example',
    ]);
    expect(loadConfig({ OUTGOING_ALLOWED_ORIGINS: 'none' }, '/srv').outgoingAllowedOrigins).toEqual([]);
  });

  it.each(['http://feeds.internal/articles', 'file:///srv/feed.json', '10.0.0.0/8', 'feeds.internal', 'http://user:secret@feeds.internal'])(
    'refuses OUTGOING_ALLOWED_ORIGINS=%s naming the variable',
    (value) => {
      expect(() => loadConfig({ OUTGOING_ALLOWED_ORIGINS: value }, '/srv')).toThrow(/OUTGOING_ALLOWED_ORIGINS/);
    },
  );
});
