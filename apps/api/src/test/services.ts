/**
 * Suites that need a service this machine may lack (PostgreSQL, redis-server). On a developer's
 * machine such a suite is skipped with a note; in CI it fails instead, naming what is missing: a CI
 * run must not turn green by skipping what it was meant to test.
 */
import { testInCi, testPostgresRequired, testDatabaseUrl } from '../env';

/** An error whose report is its one-line message (no stack): the missing service is the whole story. */
function missingServiceError(message: string): Error {
  const error = new Error(message);
  error.stack = message;
  return error;
}

/**
 * `describe` for a suite that needs services: it runs when `missing` is empty; otherwise it fails
 * when `required` (in CI by default) and is skipped when not.
 */
export function describeWithServices(
  name: string,
  missing: readonly string[],
  body: () => void,
  required: boolean = testInCi(),
): void {
  if (missing.length === 0) {
    describe(name, body);
    return;
  }
  const what = missing.join(', ');
  if (!required) {
    describe.skip(`${name} (skipped: missing ${what}; .ci/run provides what it needs)`, body);
    return;
  }
  describe(name, () => {
    it(`needs ${what}`, () => {
      throw missingServiceError(`CI is set, so this suite fails instead of skipping: missing ${what} (.ci/run provides what it needs).`);
    });
  });
}

/** What a PostgreSQL suite reports missing when TEST_DATABASE_URL is not set. */
export const POSTGRES_MISSING = 'PostgreSQL (TEST_DATABASE_URL is not set)';

/**
 * `describe` for a suite that only makes sense on PostgreSQL (TEST_DATABASE_URL): skipped without it on
 * a developer's machine and in the api suite's PGlite pass, failing without it in CI.
 */
export function describeWithPostgres(name: string, body: () => void): void {
  describeWithServices(name, testDatabaseUrl() ? [] : [POSTGRES_MISSING], body, testPostgresRequired());
}
