/**
 * Jest setup of the api suites (jest.config.cjs): an api a test starts itself with `startApi` fills its
 * empty database with the demo data unless the test passes `seedDemo: false`. The suites' helpers say
 * so explicitly (startTestApi, persistentTestData); this covers the tests that start the api directly.
 * The product's own default is no demo data (SEED_DEMO in env.ts).
 */
import { testSeedDemoByDefault } from '../env';

testSeedDemoByDefault();
