/**
 * Race tests need real concurrency: PGlite runs one transaction at a time, so a race test there
 * passes even with the class row lock removed (issue 10 defect 20). `describeRaces` runs its
 * tests on PostgreSQL (TEST_DATABASE_URL). Without it they are skipped locally, with this reason,
 * and under `CI=true` the missing database is a failing test, never a silent skip (unless
 * `npm test` says the PostgreSQL pass follows: POSTGRES_RUN_FOLLOWS=1).
 */
import { describe, test } from 'vitest';

export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** `describe` for tests that only prove something on PostgreSQL. */
export function describeRaces(name: string, body: () => void) {
  if (onPostgres) return describe(name, body);
  // `npm test` runs the PGlite pass first and says when the PostgreSQL pass follows.
  if (process.env.CI === 'true' && process.env.POSTGRES_RUN_FOLLOWS !== '1') {
    return describe(name, () => {
      test('needs PostgreSQL', () => {
        throw new Error(
          'Race tests need PostgreSQL: set TEST_DATABASE_URL (CI=true never skips them).',
        );
      });
    });
  }
  // PGlite serialises transactions: a race cannot happen, so these tests would prove nothing.
  return describe.skip(`${name} (PostgreSQL only: set TEST_DATABASE_URL)`, body);
}
