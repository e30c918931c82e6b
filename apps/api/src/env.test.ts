import path from 'node:path';
import { ConfigError, loadConfig } from './env';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({}, '/srv/flyerdesk');
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 4000,
      databaseUrl: undefined,
      dataDir: path.resolve('/srv/flyerdesk/.data'),
      filesDir: path.resolve('/srv/flyerdesk/.data/files'),
      jwtSecret: undefined,
      serviceToken: undefined,
      accessTokenTtl: 900,
      refreshTokenTtl: 604800,
      seedDemo: true,
      features: { articlesData: true, leafletScrapper: false },
      logLevel: 'info',
    });
    expect(config.appVersion).toMatch(/^\d+\.\d+\.\d+-\d{8}-\d{4}-[0-9a-f]+$/);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        API_HOST: '0.0.0.0',
        API_PORT: '8080',
        DATABASE_URL: 'postgres://u:p@db:5432/flyerdesk',
        DATA_DIR: 'var',
        FILES_DIR: '/mnt/files',
        JWT_SECRET: 'x'.repeat(40),
        ACCESS_TOKEN_TTL: '60',
        REFRESH_TOKEN_TTL: '3600',
        SEED_DEMO: 'false',
        FEATURE_ARTICLES_DATA: 'off',
        FEATURE_LEAFLET_SCRAPPER: 'true',
        LOG_LEVEL: 'debug',
        APP_VERSION: '2.0.0-20270101-1200-abc',
        SERVICE_TOKEN: ' shared-service-token-of-the-gateway-0123 ',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 8080,
      databaseUrl: 'postgres://u:p@db:5432/flyerdesk',
      dataDir: path.resolve('/srv/var'),
      filesDir: '/mnt/files',
      accessTokenTtl: 60,
      refreshTokenTtl: 3600,
      seedDemo: false,
      features: { articlesData: false, leafletScrapper: true },
      logLevel: 'debug',
      appVersion: '2.0.0-20270101-1200-abc',
      serviceToken: 'shared-service-token-of-the-gateway-0123',
    });
  });

  it.each([
    [{ API_PORT: 'eighty' }, /API_PORT/],
    [{ API_PORT: '70000' }, /API_PORT/],
    [{ DATABASE_URL: 'mysql://db/x' }, /DATABASE_URL/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET/],
    [{ SERVICE_TOKEN: 'too-short' }, /SERVICE_TOKEN/],
    [{ SEED_DEMO: 'maybe' }, /SEED_DEMO/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ ACCESS_TOKEN_TTL: '900', REFRESH_TOKEN_TTL: '600' }, /REFRESH_TOKEN_TTL/],
  ])('fails fast naming the bad variable %o', (env, message) => {
    expect(() => loadConfig(env, '/srv')).toThrow(ConfigError);
    expect(() => loadConfig(env, '/srv')).toThrow(message);
  });
});
