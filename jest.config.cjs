/** Root Jest configuration: one project per workspace, TypeScript through SWC. */
const path = require('node:path');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const domainSrc = path.join(__dirname, 'packages/domain/src');
const base = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: { '^@flyerdesk/domain/(.*)$': `${domainSrc}/$1` },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // Servers and embedded databases start inside tests; a loaded CI machine needs room, assertions never time anything.
  testTimeout: 30_000,
  // ESM-only dependencies are compiled to CommonJS for Jest as well.
  transformIgnorePatterns: ['/node_modules/(?!(jose|kysely-pglite|@electric-sql)/)'],
};

module.exports = {
  // One worker per core (Jest's default leaves one core idle): the suites mostly wait on servers and
  // databases, so on a two-core machine two workers take about two thirds of the time of one.
  maxWorkers: '100%',
  // Project-level testTimeout is not applied by Jest's multi-project runner; the global one is.
  testTimeout: 30_000,
  projects: [
    { ...base, displayName: 'domain', rootDir: 'packages/domain', testEnvironment: 'node' },
    {
      ...base,
      displayName: 'api',
      rootDir: 'apps/api',
      testEnvironment: 'node',
      // Each test file's in-memory api starts from one migrated copy with the demo data (src/test/globalSetup.ts);
      // the PostgreSQL schemas of the run's test files are dropped once, at the end (src/test/testSchema.ts).
      globalSetup: '<rootDir>/src/test/globalSetup.ts',
      globalTeardown: '<rootDir>/src/test/globalTeardown.ts',
    },
    {
      ...base,
      displayName: 'gateway',
      rootDir: 'apps/gateway',
      testEnvironment: 'node',
      globalSetup: '<rootDir>/../api/src/test/globalSetup.ts',
      globalTeardown: '<rootDir>/../api/src/test/globalTeardown.ts',
    },
    {
      ...base,
      displayName: 'web',
      rootDir: 'apps/web',
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
      moduleNameMapper: {
        ...base.moduleNameMapper,
        '\\.(css|svg|png)$': '<rootDir>/src/test/file-stub.ts',
      },
    },
  ],
};
