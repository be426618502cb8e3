/**
 * Runs around every test file that shares its worker's modules (vitest.config.ts, project
 * `shared`): a file may freeze `Date` (test/clock.ts), and the next file must start on the real
 * clock even when a test failed before restoring it.
 */
import { afterAll, vi } from 'vitest';

afterAll(() => {
  vi.useRealTimers();
});
